//! The search report (`Searcher::search_report`) on a three-seat game: it
//! plays the search's move, scores every root move, and its expected line
//! is legal hops of the right armies in order, for each method.

use bot::{Method, MultiMethod, NoClock, Profile, SearchOptions, Searcher};
use engine::Game;

/// A three-seat game some hops in, played by a small bot, so that the
/// armies are in contact.
fn game() -> Game {
    let mut game = Game::new(3, 4).unwrap();
    let opts = SearchOptions {
        level: 2,
        seed: 3,
        max_nodes: Some(500),
        ..SearchOptions::default()
    };
    let mut bot = Searcher::new();
    for _ in 0..12 {
        let m = bot.search(&game, &opts, &mut NoClock).best.unwrap();
        game.apply(m.from, m.to).unwrap();
    }
    game
}

/// Level 5: no noise at any table size, so the move played is the best
/// scored (levels 1 to 4 pick among the good ones at three seats).
fn opts() -> SearchOptions {
    SearchOptions {
        level: 5,
        seed: 1,
        max_nodes: Some(20_000),
        ..SearchOptions::default()
    }
}

#[test]
fn the_report_plays_the_search_move_and_scores_every_root_move() {
    // Version 4's level 5 at three seats: the paranoid search, whose root
    // moves are ranked by score (version 5's tree search ranks them by
    // visits: tests/search.rs).
    let game = game();
    let v4 = || Searcher::with_profile(Profile::V4);
    let plain = v4().search(&game, &opts(), &mut NoClock);
    let report = v4().search_report(&game, &opts(), &mut NoClock);
    assert_eq!(report.info.best, plain.best);
    assert_eq!(
        (report.info.score, report.info.depth, report.info.nodes),
        (plain.score, plain.depth, plain.nodes)
    );
    assert_eq!(report.method, Method::Paranoid);
    let mut root: Vec<_> = report.root.iter().map(|r| (r.mv.from, r.mv.to)).collect();
    let mut legal: Vec<_> = game.legal_moves().iter().map(|m| (m.from, m.to)).collect();
    root.sort();
    legal.sort();
    assert_eq!(root, legal);
    assert_eq!(report.root[0].mv, plain.best.unwrap());
    assert!(report.root[0].exact);
    assert!(report.root.windows(2).all(|w| w[0].score >= w[1].score));
}

/// Replays the line under the law: each hop is the seat to move's and legal.
fn replay(game: &Game, line: &[(usize, engine::Move)]) -> Vec<usize> {
    let mut g = game.clone();
    for &(seat, m) in line {
        assert_eq!(
            g.current(),
            Some(seat),
            "hop {m:?} is not the turn of army {seat}"
        );
        assert!(g.legal_moves().contains(&m), "hop {m:?} is not legal");
        g.apply(m.from, m.to).unwrap();
    }
    line.iter().map(|&(s, _)| s).collect()
}

#[test]
fn paranoid_opponent_model_mcts_and_brs_plus_lines_are_legal_hops_in_turn_order() {
    let game = game();
    let root = game.current().unwrap();
    for method in [
        MultiMethod::BestReplyPlus,
        MultiMethod::Paranoid,
        MultiMethod::OpponentModel,
        MultiMethod::Mcts,
    ] {
        let report =
            Searcher::new()
                .with_method(method)
                .search_report(&game, &opts(), &mut NoClock);
        assert_eq!(report.line[0], (root, report.info.best.unwrap()));
        let seats = replay(&game, &report.line);
        // Every other army answers before the line ends (the search is
        // four of the root's hops deep; the tree's most visited path at
        // least a round).
        assert!((0..3).all(|s| seats.contains(&s)), "{method:?}: {seats:?}");
    }
}

#[test]
fn best_reply_lines_alternate_the_root_and_one_other_army() {
    let game = game();
    let root = game.current().unwrap();
    let report = Searcher::new()
        .with_method(MultiMethod::BestReply)
        .search_report(&game, &opts(), &mut NoClock);
    assert_eq!(report.method, Method::BestReply);
    assert!(report.line.len() >= 3, "{:?}", report.line);
    // The root's move, then one reply by another army, then the root again
    // (a chain keeps its army): each hop legal for its army where the
    // search played it.
    let mut g = game.clone();
    let mut last: Option<(usize, bool)> = None;
    for &(seat, m) in &report.line {
        match last {
            Some((prev, true)) => assert_eq!(seat, prev, "a chain goes on"),
            Some((prev, false)) => assert_eq!(seat == root, prev != root, "{:?}", report.line),
            None => assert_eq!(seat, root),
        }
        if g.current() != Some(seat) {
            // The search hands the turn to the replying army (or back to the root).
            g = with_turn(&g, seat);
        }
        assert!(
            g.legal_moves().contains(&m),
            "hop {m:?} of army {seat} is not legal in {}",
            g.snapshot()
        );
        let hop = g.apply(m.from, m.to).unwrap();
        last = Some((seat, hop.chaining));
    }
}

/// The game with `seat` to move (the search's hand-off; not a move of the law).
fn with_turn(game: &Game, seat: usize) -> Game {
    let text = game.snapshot();
    let mut fields: Vec<&str> = text.split(' ').collect();
    let turn = seat.to_string();
    fields[3] = &turn;
    Game::restore(&fields.join(" ")).unwrap()
}
