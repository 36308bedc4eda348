//! Version 10 finishes what version 8 leaves drawn at three or more seats
//! ([`bot::Convert::squeeze`], [`bot::Convert::progress`]; docs/bot.md
//! "Version 10"). Each position below is one of version 8's own games
//! against itself (`hexc arena --players N --bots 'l5@v8:nodes=4000*N'
//! --no-progress 150 --ply-cap 3000 --opening 8 --seed 1`, read back from
//! `--trace`) 40 turns into the quiet stretch that the no-progress rule
//! ended drawn: version 10 plays it out to a win, and with either of its
//! terms off it draws like version 8.

mod support;
use bot::{Convert, NoClock, Profile, Searcher, Weights};
use engine::Game;
use support::opts;

/// Plays `game` with `profile` in every seat at 4 000 positions a move
/// until it ends, each move seeded by its hop.
fn play_out(game: &Game, profile: Profile) -> Game {
    let mut game = game.clone();
    let mut bot = Searcher::with_profile(profile);
    let mut hop = 0;
    while !game.is_over() {
        let m = bot
            .search(&game, &opts(4_000, hop), &mut NoClock)
            .best
            .expect("the game goes on");
        game.apply(m.from, m.to).unwrap();
        hop += 1;
    }
    game
}

/// Version 10 with its conversion terms changed by `change`.
fn v10_with(change: fn(&mut Convert)) -> Profile {
    let mut convert = Convert::V10;
    change(&mut convert);
    Profile {
        weights: Weights {
            convert,
            ..Weights::V10
        },
        ..Profile::V10
    }
}

/// Game 5 of three seats: seat 1 (three men and three kings) against the
/// last man of seat 2, seat 0 out. Version 8's kings stand next to the man
/// (its hunt is at its best there) and one king shuffles on the rim for
/// 150 turns.
const SQUEEZE: &str = "hc1 3 5 2 - - ....../......./......../........./.....B..../..b...b..../....Bb..../........./..c...../......./B..... rules=150,0;quiet=40";

/// From `snapshot`, version 8 draws, version 10 wins for `winner`, and
/// version 10 with one term taken away by `off` draws as well.
fn version_10_alone_wins(snapshot: &str, winner: usize, off: fn(&mut Convert)) {
    let game = Game::restore(snapshot).unwrap();
    let v8 = play_out(&game, Profile::V8);
    assert!(v8.is_draw(), "{}", v8.snapshot());
    let v10 = play_out(&game, Profile::V10);
    assert_eq!(v10.winner(), Some(winner), "{}", v10.snapshot());
    let without = play_out(&game, v10_with(off));
    assert!(without.is_draw(), "{}", without.snapshot());
}

#[test]
fn taking_the_beaten_mans_room_wins_where_version_8_shuffles() {
    // Without the squeeze (the count's pressure alone) it draws as well.
    version_10_alone_wins(SQUEEZE, 1, |c| c.squeeze = 0);
}

/// Game 10 of four seats: seat 3 (four pieces, three of them kings)
/// ahead of seat 0 (three men) and seat 2 (two), seat 1 out.
const PRESSURE: &str = "hc1 4 5 2 - - ..a.../......./.a....../....d..../.....c..../a........../.D..D...../........./......../...D.../.c.... rules=150,0;quiet=40";

#[test]
fn the_leader_plays_for_progress_as_the_count_nears_the_rule() {
    // The count's pressure off, the squeeze alone does not finish it.
    version_10_alone_wins(PRESSURE, 3, |c| c.progress = 0);
}

#[test]
fn two_seats_are_not_touched() {
    // A seat far ahead, a beaten man's room and a count near the rule: at
    // two seats version 10 scores and plays exactly as version 8 (that is
    // version 4).
    let game = Game::restore(
        "hc1 2 5 0 - - ....../......./......../........./.....A..../..A......../........../........./..b...../......./...... rules=150,0;quiet=140",
    )
    .unwrap();
    assert_eq!(
        bot::evaluate_with(&game, &Weights::V10),
        bot::evaluate_with(&game, &Weights::V8)
    );
    for seed in 0..4 {
        let a =
            Searcher::with_profile(Profile::V10).search(&game, &opts(4_000, seed), &mut NoClock);
        let b = Searcher::with_profile(Profile::V8).search(&game, &opts(4_000, seed), &mut NoClock);
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    }
}
