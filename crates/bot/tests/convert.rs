//! Version 8 converts a won position at three or more seats
//! ([`bot::Convert`], docs/bot.md "Version 8"): its evaluation rewards
//! taking a seat out of the game and trading down against the weakest seat,
//! where version 4's holds still or even pays to leave the last piece of a
//! beaten seat on the board; and from an opening of the book that version 4
//! plays out to a draw under the page's no-progress rule, version 8 ends the
//! game with a winner.

mod support;
use bot::{evaluate_with, NoClock, Profile, Searcher, Weights};
use common::{position, Placed};
use engine::Game;
use support::common;
use support::opts;

/// Seat 0 (a king and three men) against seat 1 (three men) and seat 2
/// (`weak` men); the cells are apart so nothing is en prise.
fn table(weak: &[Placed], zero_men: usize) -> Game {
    let mut pieces: Vec<Placed> = vec![(0, -2, 0, true)];
    pieces.extend([(-1, 4, 0, false), (1, 3, 0, false), (3, 1, 0, false)][..zero_men].iter());
    pieces.extend([(-4, 0, 1, false), (-3, -1, 1, false), (-4, 2, 1, false)]);
    pieces.extend(weak);
    position(3, 5, 1, &pieces)
}

/// Seat 0's score under `w`.
fn score(game: &Game, w: &Weights) -> i32 {
    evaluate_with(game, w)[0]
}

#[test]
fn taking_the_last_piece_of_a_beaten_seat_pays_in_version_8_only() {
    let one_man: [Placed; 1] = [(4, -4, 2, false)];
    let (before, after) = (table(&one_man, 3), table(&[], 3));
    assert_eq!(after.piece_count(2), 0);
    let gain = |w: &Weights| score(&after, w) - score(&before, w);
    // The finding: version 4's evaluation scores the seat that takes a
    // beaten seat's last man lower than before (that seat leaves the mean
    // of the opponents' strengths), so it has no reason to finish it.
    assert!(gain(&Weights::TUNED) < 0, "{}", gain(&Weights::TUNED));
    assert!(gain(&Weights::V8) > 100, "{}", gain(&Weights::V8));
}

#[test]
fn trading_down_with_the_weakest_seat_pays_in_version_8_only() {
    let two: [Placed; 2] = [(4, -4, 2, false), (5, -3, 2, false)];
    let one: [Placed; 1] = [(4, -4, 2, false)];
    // A man of seat 0 for a man of seat 2, the weakest.
    let (before, after) = (table(&two, 3), table(&one, 2));
    let gain = |w: &Weights| score(&after, w) - score(&before, w);
    assert!(gain(&Weights::TUNED) < 0, "{}", gain(&Weights::TUNED));
    assert!(gain(&Weights::V8) > 0, "{}", gain(&Weights::V8));
    // Two seats are not touched: there version 8 scores as version 4.
    let two_seats = position(2, 5, 0, &[(0, -2, 0, true), (-4, 0, 1, false)]);
    assert_eq!(
        score(&two_seats, &Weights::V8),
        score(&two_seats, &Weights::TUNED)
    );
}

/// Opening 2 of `hexc book --players 3 --opening 24 --band 100,200`.
const BOOK_2: &str = "hc1 3 5 0 - - ....../b....../.b.b..cc/.b.b..c../......c.cc/bb...A....c/........../........./......a./.a.a.a./..aa.. rules=150,0;quiet=2";

/// Plays `game` with `profile` in every seat at `nodes` a move until it
/// ends (the no-progress rule ends it), each move seeded by its hop.
fn play_out(game: &Game, profile: Profile, nodes: u64) -> Game {
    let mut game = game.clone();
    let mut bot = Searcher::with_profile(profile);
    let mut hop = 0;
    while !game.is_over() {
        let m = bot
            .search(&game, &opts(nodes, hop), &mut NoClock)
            .best
            .expect("the game goes on");
        game.apply(m.from, m.to).unwrap();
        hop += 1;
    }
    game
}

#[test]
fn version_8_ends_a_book_game_that_version_4_draws() {
    let game = Game::restore(BOOK_2).unwrap();
    let v4 = play_out(&game, Profile::V4, 4_000);
    assert!(v4.is_draw(), "{}", v4.snapshot());
    let v8 = play_out(&game, Profile::V8, 4_000);
    assert!(v8.winner().is_some(), "{}", v8.snapshot());
}
