//! Kings-only endings at two seats ([`bot::Features::endgame`]): the side
//! ahead makes progress, two kings against one count as the draw they are,
//! and nothing else is searched differently. Radius 5; budgets are small
//! (debug builds).

mod support;
use bot::{Features, NoClock, Profile, Searcher};
use common::{position, Placed};
use engine::Game;
use support::common;
use support::opts;

fn searcher(endgame: bool) -> Searcher {
    Searcher::new().with_features(Features {
        endgame,
        ..Profile::CURRENT.features
    })
}

/// Plays `game` with the same bot on both seats until it ends (under a
/// no-progress rule it does).
fn play_out(game: &Game, endgame: bool, nodes: u64) -> Game {
    let mut game = game.clone();
    let mut bot = searcher(endgame);
    while !game.is_over() {
        let m = bot
            .search(&game, &opts(nodes, 0), &mut NoClock)
            .best
            .expect("the game goes on");
        game.apply(m.from, m.to).unwrap();
    }
    game
}

/// Three kings of seat 0 (to move) against one, nothing to take, under a
/// no-progress limit of 150 turns: game 10 of `hexc arena --kings 3,1
/// --no-progress 150 --bots l5:nodes=20000,l5:nodes=20000`.
const THREE_ONE: &str = "hc1 2 5 0 - - ....../..A..../......../........./........../....A...A../........../........./....B.../......./...... rules=150,0;quiet=0";

#[test]
fn three_kings_catch_a_lone_king_within_the_no_progress_limit() {
    let game = Game::restore(THREE_ONE).unwrap();
    // Without the ending's evaluation the same budget wanders until the
    // rule draws the game (checked once).
    let end = play_out(&game, true, 20_000);
    assert_eq!(end.winner(), Some(0), "{}", end.snapshot());
}

#[test]
fn two_kings_against_one_are_scored_as_the_draw_they_are() {
    // Two kings against one cannot force a capture from almost anywhere
    // (BENCHMARKS.md), so the side with two is not a king ahead.
    let two_one: [Placed; 3] = [(-4, 5, 0, true), (0, 5, 0, true), (2, -4, 1, true)];
    let game = position(2, 5, 0, &two_one);
    let score = |endgame| {
        searcher(endgame)
            .search(&game, &opts(4_000, 1), &mut NoClock)
            .score
    };
    let (on, off) = (score(true), score(false));
    assert!(on.abs() <= 50, "{on}");
    assert!(off >= 150, "{off}");
    // Three against one is a win: that lead keeps its worth.
    let game = Game::restore(THREE_ONE).unwrap();
    let three = searcher(true).search(&game, &opts(4_000, 1), &mut NoClock);
    assert!(three.score >= 200, "{three:?}");
}

#[test]
fn positions_with_men_are_searched_as_before() {
    let mut game = Game::new(2, 5).unwrap();
    for ply in 0..60_usize {
        let moves = game.legal_moves();
        let Some(m) = moves.get(ply * 7 % moves.len().max(1)) else {
            break;
        };
        game.apply(m.from, m.to).unwrap();
        if ply % 10 == 9 {
            let o = opts(3_000, ply as u64);
            let on = searcher(true).search(&game, &o, &mut NoClock);
            let off = searcher(false).search(&game, &o, &mut NoClock);
            assert_eq!(on, off, "{}", game.snapshot());
        }
    }
}
