//! Best-Reply Search plus (`MultiMethod::BestReplyPlus`, by
//! `Searcher::with_method`): the line it expects is one the law allows (the
//! opponents not chosen for the reply move, in turn order, instead of
//! passing), it keeps a forced win forced, rarely leaves a piece to be
//! taken, repeats itself under the same seed and never goes over its node
//! budget. Positions are checked by exhaustive searches written here, so a
//! test cannot pass on a position that does not say what its name says.
//! Budgets are small (debug builds); no timing here.

mod support;
use bot::{Method, MultiMethod, NoClock, Profile, Searcher};
use engine::Game;
use support::{after, forces_win, is_unsafe, opts, piece_scenes, wins_in_three};

/// Best-Reply Search plus at level 5 of version 5.
fn plus() -> Searcher {
    Searcher::with_profile(Profile::V5).with_method(MultiMethod::BestReplyPlus)
}

/// Games of 3 to 6 seats on a radius-4 board after a few fixed hops.
fn middle_games() -> Vec<Game> {
    let mut out = Vec::new();
    for players in 3..=6 {
        for plies in [0, 9, 21] {
            let mut game = Game::new(players, 4).unwrap();
            for i in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[(i * 7 + 3) % moves.len()];
                game.apply(m.from, m.to).unwrap();
            }
            if !game.is_over() && game.legal_moves().len() > 1 {
                out.push(game);
            }
        }
    }
    out
}

#[test]
fn its_expected_line_is_one_the_law_allows() {
    // Plain Best-Reply Search lets one opponent move out of turn while the
    // others pass; Best-Reply Search plus keeps the turn order, so the
    // line it reports replays hop by hop, each by the seat to move.
    let mut longest = 0;
    let mut others_moved = false;
    for game in middle_games() {
        let report = plus().search_report(&game, &opts(4_000, 1), &mut NoClock);
        assert_eq!(report.method, Method::BestReply);
        assert_eq!(report.line.first().map(|l| l.1), report.info.best);
        let mut replay = game.clone();
        for &(seat, m) in &report.line {
            assert_eq!(
                replay.current(),
                Some(seat),
                "{m:?} out of turn in {}",
                game.snapshot()
            );
            replay.apply(m.from, m.to).unwrap();
        }
        let seats: std::collections::HashSet<usize> = report.line.iter().map(|&(s, _)| s).collect();
        others_moved |= game.players() >= 4 && seats.len() >= 4;
        longest = longest.max(report.line.len());
    }
    assert!(longest >= 6, "lines of {longest} hops at most");
    assert!(others_moved, "no line where three opponents moved");
}

#[test]
fn keeps_a_forced_win_forced() {
    // Three seats: seat 0 wins (both others out) within three hops
    // whatever they play, but not at once. The bot must keep the win
    // forced and score it as a win.
    let mut found = 0;
    for game in wins_in_three() {
        let info = plus().search(&game, &opts(20_000, 1), &mut NoClock);
        let m = info.best.unwrap();
        assert!(
            forces_win(&after(&game, m), 2, 0),
            "{m:?} lets the win go in {}",
            game.snapshot()
        );
        assert!(
            info.score > 28_000,
            "score {} in {}",
            info.score,
            game.snapshot()
        );
        found += 1;
    }
    assert!(found >= 3, "only {found} positions with a win in 3 hops");
}

#[test]
fn rarely_leaves_a_piece_hanging_at_three_seats() {
    // Three seats: seat 0 has nothing to capture, some move of its own
    // loses material over three hops (its move and both replies, every
    // other seat against it) and some move does not, and every capture
    // the next seat could make is of seat 0's pieces. A move is safe when
    // it does not lose material over those hops (or, seeing further, over
    // five). The measure is paranoid and Best-Reply Search plus is not
    // (an opponent not chosen for the reply plays its ordering move), so
    // it is held to 95% safe moves, as the tree search is.
    let (mut positions, mut unsafe_moves) = (0, 0);
    for game in piece_scenes(3, 7, 500, 3) {
        let best = plus().search(&game, &opts(6_000, 1), &mut NoClock).best;
        if is_unsafe(&game, best.unwrap()) {
            unsafe_moves += 1;
        }
        positions += 1;
    }
    assert!(
        positions >= 50,
        "only {positions} positions with a piece to save"
    );
    assert!(
        unsafe_moves * 20 <= positions,
        "{unsafe_moves} unsafe moves in {positions} positions"
    );
}

#[test]
fn same_seed_same_search_whatever_came_before() {
    let mut reused = plus();
    for game in middle_games() {
        for seed in [1, 2] {
            let fresh = plus().search(&game, &opts(3_000, seed), &mut NoClock);
            let again = reused.search(&game, &opts(3_000, seed), &mut NoClock);
            assert_eq!(fresh, again, "{}", game.snapshot());
        }
    }
}

#[test]
fn keeps_to_its_node_budget() {
    // Never over the budget, and on it where the search is not settled
    // sooner (alpha-beta iterates until the budget runs out).
    let mut on_budget = 0;
    for game in middle_games() {
        for budget in [1, 100, 5_000] {
            let info = plus().search(&game, &opts(budget, 0), &mut NoClock);
            assert!(
                info.nodes <= budget,
                "{} nodes for a budget of {budget}",
                info.nodes
            );
            assert!(game.legal_moves().contains(&info.best.unwrap()));
            if info.nodes == budget {
                on_budget += 1;
            }
        }
    }
    assert!(on_budget > 0, "never used its whole budget");
}
