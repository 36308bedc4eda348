//! The bot on hand-built positions and random ones: it wins material it
//! can force, takes the longest chain, only plays legal moves, repeats
//! itself under the same seed, and keeps to its node budget. Positions
//! are checked against a plain material minimax written here, so a test
//! cannot pass on a position that does not say what its name says.
//! Budgets are small (debug builds); there is no timing here.

mod support;
use bot::{Method, ModelOptions, MultiMethod, NoClock, Profile, SearchOptions, Searcher};
use common::{mv, position};
use engine::{Game, Hex, Move};
use support::common;
use support::forces_win;

fn opts(level: u8, nodes: u64, seed: u64) -> SearchOptions {
    SearchOptions {
        level,
        time_ms: None,
        seed,
        max_nodes: Some(nodes),
    }
}

fn material(game: &Game, seat: usize) -> i32 {
    game.pieces()
        .iter()
        .filter(|(_, p)| p.seat == seat)
        .map(|(_, p)| if p.king { 2 } else { 1 })
        .sum()
}

/// Two players: the root seat's material lead after `plies` hops, both
/// sides playing their best for material (exhaustive, no pruning).
fn minimax(game: &Game, plies: u32, root: usize) -> i32 {
    let moves = game.legal_moves();
    if plies == 0 || moves.is_empty() {
        return material(game, root) - material(game, 1 - root);
    }
    let values = moves.iter().map(|&m| {
        let mut next = game.clone();
        next.apply(m.from, m.to).unwrap();
        minimax(&next, plies - 1, root)
    });
    if game.current() == Some(root) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Asserts that `best` is the one move winning most material in `plies`
/// hops, and by how much.
fn assert_only_winner(game: &Game, best: Move, plies: u32, gain: i32) {
    let root = game.current().unwrap();
    let before = material(game, root) - material(game, 1 - root);
    for m in game.legal_moves() {
        let mut next = game.clone();
        next.apply(m.from, m.to).unwrap();
        let v = minimax(&next, plies - 1, root) - before;
        if m == best {
            assert_eq!(v, gain, "the winning line wins {v}, not {gain}");
        } else {
            assert!(v < gain, "{m:?} wins as much ({v}) as the expected move");
        }
    }
}

#[test]
fn wins_material_in_two_plies_by_taking_the_capture_that_is_not_retaken() {
    // Seat 0's man on (-4,4) may take (-4,3) or (-3,3); after the first,
    // seat 1 retakes from (-3,1) (the jump onwards is blocked by (-2,0)).
    let game = position(
        2,
        5,
        0,
        &[
            (-4, 4, 0, false),
            (4, 1, 0, false),
            (-4, 3, 1, false),
            (-3, 3, 1, false),
            (-3, 1, 1, false),
            (-2, 0, 1, false),
        ],
    );
    let safe = mv(&game, (-4, 4), (-2, 2));
    assert_only_winner(&game, safe, 2, 1);
    for level in [4, 5] {
        assert_eq!(
            bot::best_move(&game, &opts(level, 5_000, 1), &mut NoClock),
            Some(safe)
        );
    }
}

#[test]
fn wins_material_in_three_plies_by_a_sacrifice() {
    // Seat 0 gives its man (-5,3) on (-5,2): seat 1 must take it from
    // (-5,1), and seat 0 takes back two, (-5,4) x (-5,3) x (-4,2).
    let game = position(
        2,
        5,
        0,
        &[
            (-5, 3, 0, false),
            (-5, 4, 0, false),
            (-5, 5, 0, false),
            (-3, 1, 0, false),
            (-5, 1, 1, false),
            (-4, 2, 1, false),
            (3, -4, 1, false),
        ],
    );
    let sacrifice = mv(&game, (-5, 3), (-5, 2));
    assert!(sacrifice.capture.is_none());
    assert_only_winner(&game, sacrifice, 4, 1);
    assert_eq!(
        bot::best_move(&game, &opts(5, 1_000, 1), &mut NoClock),
        Some(sacrifice)
    );
    // Deeper (depth 5, which the reductions reach in 3 000 nodes), another
    // plan wins as much (by 6 plies); whatever the bot picks must not win
    // less.
    let after = |m: Move| {
        let mut next = game.clone();
        next.apply(m.from, m.to).unwrap();
        minimax(&next, 5, 0)
    };
    for (level, nodes) in [(4, 20_000), (5, 3_000), (5, 20_000)] {
        let deep = bot::best_move(&game, &opts(level, nodes, 1), &mut NoClock).unwrap();
        assert!(after(deep) >= after(sacrifice));
    }
}

#[test]
fn takes_the_longest_profitable_chain() {
    // From (-3,4): up and over three men in a chain, or one man sideways.
    let game = position(
        2,
        5,
        0,
        &[
            (-3, 4, 0, false),
            (4, 0, 0, false),
            (-3, 3, 1, false),
            (-3, 1, 1, false),
            (-2, -1, 1, false),
            (-2, 4, 1, false),
            (3, -4, 1, false),
        ],
    );
    let chain = mv(&game, (-3, 4), (-3, 2));
    assert_only_winner(&game, chain, 3, 3);
    let mut g = game.clone();
    let mut hops = 0;
    while g.current() == Some(0) {
        let m = bot::best_move(&g, &opts(5, 5_000, 3), &mut NoClock).unwrap();
        if hops == 0 {
            assert_eq!(m, chain);
        }
        g.apply(m.from, m.to).unwrap();
        hops += 1;
    }
    assert_eq!(hops, 3);
    assert_eq!(g.piece_count(1), 2);
}

#[test]
fn both_multi_player_methods_take_the_capture_that_is_not_retaken() {
    // The two-ply scene with three seats: seat 2's men are the victims,
    // seat 1 (who moves next) retakes from (-3,1) after the wrong one.
    let game = position(
        3,
        5,
        0,
        &[
            (-4, 4, 0, false),
            (4, 1, 0, false),
            (-3, 1, 1, false),
            (-2, 0, 1, false),
            (-4, 3, 2, false),
            (-3, 3, 2, false),
            (3, -5, 2, false),
        ],
    );
    let safe = mv(&game, (-4, 4), (-2, 2));
    for method in [
        MultiMethod::BestReply,
        MultiMethod::BestReplyPlus,
        MultiMethod::Paranoid,
        MultiMethod::OpponentModel,
        MultiMethod::Mcts,
    ] {
        let mut s = Searcher::new().with_method(method);
        let info = s.search(&game, &opts(5, 1_000, 1), &mut NoClock);
        assert_eq!(info.best, Some(safe), "{method:?}");
    }
}

/// Positions met in seeded random games: every player count, a few radii,
/// mid-chain positions included.
fn random_positions() -> Vec<Game> {
    let mut out = Vec::new();
    let mut state = 99u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    for players in 2..=6 {
        for radius in [2, 3, 5, 6, 8] {
            let mut game = Game::new(players, radius).unwrap();
            let plies = next() % 120;
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[next() % moves.len()];
                game.apply(m.from, m.to).unwrap();
            }
            if !game.is_over() {
                out.push(game);
            }
        }
    }
    out
}

#[test]
fn never_returns_an_illegal_move_and_never_changes_the_game() {
    let mut searcher = Searcher::new();
    let mut paranoid = Searcher::new().with_method(MultiMethod::Paranoid);
    let mut model = Searcher::new().with_method(MultiMethod::OpponentModel);
    let mut mcts = Searcher::new().with_method(MultiMethod::Mcts);
    let mut plus = Searcher::new().with_method(MultiMethod::BestReplyPlus);
    for (i, game) in random_positions().iter().enumerate() {
        let legal = game.legal_moves();
        for level in 1..=5 {
            let copy = game.clone();
            let o = opts(level, 300, i as u64);
            let m = bot::best_move(game, &o, &mut NoClock).unwrap();
            assert!(legal.contains(&m), "{m:?} in {}", game.snapshot());
            assert_eq!(&copy, game);
            let info = searcher.search(game, &o, &mut NoClock);
            assert!(legal.contains(&info.best.unwrap()));
            let info = paranoid.search(game, &o, &mut NoClock);
            assert!(legal.contains(&info.best.unwrap()));
            let info = model.search(game, &o, &mut NoClock);
            assert!(legal.contains(&info.best.unwrap()));
            let info = mcts.search(game, &o, &mut NoClock);
            assert!(legal.contains(&info.best.unwrap()));
            let info = plus.search(game, &o, &mut NoClock);
            assert!(legal.contains(&info.best.unwrap()));
        }
    }
}

#[test]
fn same_seed_same_move_whatever_came_before() {
    let positions = random_positions();
    let mut reused = Searcher::new();
    for game in &positions {
        for level in [1, 3, 5] {
            for seed in [1, 2] {
                let o = opts(level, 400, seed);
                let fresh = Searcher::new().search(game, &o, &mut NoClock);
                let again = reused.search(game, &o, &mut NoClock);
                assert_eq!(fresh, again, "{}", game.snapshot());
            }
        }
    }
}

#[test]
fn the_weakest_level_varies_with_the_seed() {
    let game = Game::new(2, 5).unwrap();
    let moves: std::collections::HashSet<_> = (0..40)
        .map(|seed| bot::best_move(&game, &opts(1, 2_000, seed), &mut NoClock).unwrap())
        .map(|m| (m.from, m.to))
        .collect();
    assert!(moves.len() > 2, "level 1 played only {moves:?}");
}

#[test]
fn keeps_to_its_node_budget() {
    let game = Game::new(6, 5).unwrap();
    for budget in [1, 10, 100, 1_000, 5_000] {
        for level in [1, 5] {
            let info = Searcher::new().search(&game, &opts(level, budget, 0), &mut NoClock);
            assert!(
                info.nodes <= budget,
                "{} nodes for a budget of {budget}",
                info.nodes
            );
            assert!(info.best.is_some());
        }
    }
}

#[test]
fn a_finished_game_has_no_move_and_a_lone_move_is_played_at_once() {
    let mut game = position(2, 3, 0, &[(0, 2, 0, false), (0, 1, 1, false)]);
    let only = game.legal_moves();
    assert_eq!(only.len(), 1);
    let info = Searcher::new().search(&game, &opts(5, 1_000, 0), &mut NoClock);
    assert_eq!(info.best, Some(only[0]));
    game.apply(only[0].from, only[0].to).unwrap();
    assert_eq!(game.winner(), Some(0));
    assert_eq!(
        bot::best_move(&game, &opts(5, 1_000, 0), &mut NoClock),
        None
    );
    assert_eq!(bot::evaluate(&game), [20_000, -20_000]);
}

#[test]
fn evaluation_is_fair_at_the_start_and_sees_material() {
    for players in 2..=6 {
        let game = Game::new(players, 5).unwrap();
        let scores = bot::evaluate(&game);
        assert_eq!(scores.len(), players);
        if players == 2 || players == 3 || players == 6 {
            // Seats sit symmetrically at 2, 3 and 6 players.
            assert!(scores.iter().all(|&s| s == scores[0]), "{scores:?}");
        }
    }
    let game = position(
        2,
        5,
        0,
        &[(-3, 4, 0, false), (2, 3, 0, false), (3, -4, 1, false)],
    );
    let s = bot::evaluate(&game);
    assert!(s[0] > 50 && s[1] < -50, "{s:?}");
    assert_eq!(bot::threatened(&game, 0), Vec::new());
}

#[test]
fn threatened_lists_the_pieces_another_seat_can_jump_now() {
    // Seat 1's man on (0,1) faces seat 0's on (0,2), with (0,3) empty
    // behind it: either can take the other (whoever is to move).
    let game = position(
        2,
        5,
        0,
        &[(0, 2, 0, false), (-3, 4, 0, false), (0, 1, 1, false)],
    );
    assert_eq!(bot::threatened(&game, 0), [Hex::new(0, 2)]);
    assert_eq!(bot::threatened(&game, 1), [Hex::new(0, 1)]);
    // A piece behind it closes the landing: (0,2) is safe, (0,1) is not.
    let covered = position(
        2,
        5,
        0,
        &[(0, 2, 0, false), (0, 3, 0, false), (0, 1, 1, false)],
    );
    assert_eq!(bot::threatened(&covered, 0), Vec::new());
    assert_eq!(bot::threatened(&covered, 1), [Hex::new(0, 1)]);
    assert_eq!(bot::threatened(&covered, 2), Vec::new(), "no such seat");
}

/// Seeded sparse two-seat positions on a radius-4 board, seat 0 to move:
/// up to `own` pieces of seat 0 and `theirs` of seat 1, kings now and then
/// (placements the law could not reach are skipped).
fn sparse_positions(seed: u64, count: usize, own: usize, theirs: usize) -> Vec<Game> {
    let cells: Vec<hexgrid::Hex> = hexgrid::hexagon(4).collect();
    let mut next = support::numbers(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pieces: Vec<common::Placed> = Vec::new();
        for (seat, n) in [(0, 1 + next(own)), (1, 1 + next(theirs))] {
            for _ in 0..n {
                let h = cells[next(cells.len())];
                if pieces.iter().all(|p| (p.0, p.1) != (h.q, h.r)) {
                    pieces.push((h.q, h.r, seat, next(3) == 0));
                }
            }
        }
        let text = common::text(2, 4, 0, None, &pieces);
        if let Ok(game) = Game::restore(&text) {
            if !game.is_over() && game.current() == Some(0) {
                out.push(game);
            }
        }
    }
    out
}

#[test]
fn finds_a_forced_win_in_a_few_hops() {
    // Positions where seat 0 forces the win in 3 hops but not at once,
    // proved by the exhaustive search above, with more than one move to
    // choose from; the bot must play a move that keeps the win forced, and
    // say it wins.
    let mut found = 0;
    for game in sparse_positions(21, 1_500, 3, 2) {
        let choice = game.legal_moves().len() > 1;
        if !choice || forces_win(&game, 1, 0) || !forces_win(&game, 3, 0) {
            continue;
        }
        for searcher in [Searcher::new(), Searcher::with_profile(Profile::V1)] {
            let mut searcher = searcher;
            let info = searcher.search(&game, &opts(5, 20_000, 1), &mut NoClock);
            let m = info.best.unwrap();
            let mut next = game.clone();
            next.apply(m.from, m.to).unwrap();
            assert!(
                forces_win(&next, 2, 0),
                "{m:?} lets the win go in {}",
                game.snapshot()
            );
            assert!(
                info.score > 28_000,
                "score {} in {}",
                info.score,
                game.snapshot()
            );
        }
        found += 1;
    }
    assert!(found >= 5, "only {found} positions with a win in 3 hops");
}

#[test]
fn does_not_leave_a_piece_hanging() {
    // Positions where seat 0 has nothing to capture, one of its pieces is
    // en prise, some move loses material over three hops (its own, the
    // reply and its answer) and some move does not: the bot's move must
    // not lose material over those three hops (or, seeing further, over
    // five).
    let mut found = 0;
    for game in sparse_positions(5, 1_000, 4, 4) {
        let moves = game.legal_moves();
        if moves.iter().any(|m| m.capture.is_some()) || bot::threatened(&game, 0).is_empty() {
            continue;
        }
        let before = material(&game, 0) - material(&game, 1);
        if before < 0 {
            // Behind, a bot may rightly gamble; these are not the question.
            continue;
        }
        let after = |m: Move, plies: u32| {
            let mut next = game.clone();
            next.apply(m.from, m.to).unwrap();
            minimax(&next, plies, 0) - before
        };
        let loses = moves.iter().any(|&m| after(m, 2) < 0);
        let safe = moves.iter().any(|&m| after(m, 2) >= 0);
        if !(loses && safe) {
            continue;
        }
        for level in [4, 5] {
            let m = bot::best_move(&game, &opts(level, 20_000, 1), &mut NoClock).unwrap();
            assert!(
                after(m, 2) >= 0 || after(m, 4) >= 0,
                "level {level}: {m:?} loses material in {}",
                game.snapshot()
            );
        }
        found += 1;
    }
    assert!(found >= 5, "only {found} positions with a piece to save");
}

#[test]
fn level_five_searches_three_own_hops_at_five_seats_the_first_bot_two() {
    // A small board, so the depth-three iteration finishes in a debug build.
    // (Version 4, the last to play the opponent model at level 5.)
    let game = Game::new(5, 3).unwrap();
    let o = opts(5, 2_000_000, 1);
    let v4 = || Searcher::with_profile(Profile::V4);
    let now = v4().search(&game, &o, &mut NoClock);
    let first = Searcher::with_profile(Profile::V1).search(&game, &o, &mut NoClock);
    assert_eq!((now.depth, first.depth), (3, 2));
    assert!(now.nodes > first.nodes, "{} <= {}", now.nodes, first.nodes);
    // Level 4 keeps the first bot's two own hops.
    let four = Searcher::new().search(&game, &opts(4, 2_000_000, 1), &mut NoClock);
    assert_eq!(four.depth, 2, "level 4 at 5 seats");
}

#[test]
fn level_five_searches_six_seats_by_monte_carlo_tree_search_to_its_budget() {
    // Version 4's search, which spends its whole budget (version 5's is
    // paced: tests/mcts.rs).
    let game = Game::new(6, 3).unwrap();
    let o = opts(5, 20_000, 1);
    let v4 = || Searcher::with_profile(Profile::V4);
    let report = v4().search_report(&game, &o, &mut NoClock);
    assert_eq!(report.method, Method::Mcts);
    // Anytime: it plays out until the budget ends, where the opponent
    // model stops at its depth.
    assert_eq!(report.info.nodes, 20_000);
    let before = Searcher::with_profile(Profile::V3).search_report(&game, &o, &mut NoClock);
    assert_eq!(before.method, Method::OpponentModel);
    // Levels 1 to 4 keep the opponent model, and five seats too.
    let four = v4().search_report(&game, &opts(4, 20_000, 1), &mut NoClock);
    assert_eq!(four.method, Method::OpponentModel);
    let five = v4().search_report(&Game::new(5, 3).unwrap(), &o, &mut NoClock);
    assert_eq!(five.method, Method::OpponentModel);
    // Every root move tried and scored, the most visited first; the
    // line is the move's, then the tree's most visited replies.
    assert_eq!(report.root.len(), game.legal_moves().len());
    assert!(report.root.iter().all(|r| r.exact));
    assert_eq!(report.line[0].1, report.info.best.unwrap());
    assert!(report.line.len() >= 6, "{:?}", report.line);
    // Its depth is that of the most visited path.
    assert_eq!(report.info.depth as usize, report.line.len());
}

#[test]
fn the_opponent_models_depth_leaves_two_and_three_seats_alone() {
    // Level 5's deeper opponent model is for five and six seats: at two
    // (alpha-beta) and three (paranoid) the bot plays as with the first
    // bot's model, move for move.
    let shallow = ModelOptions {
        depth: 2,
        ..ModelOptions::V1
    };
    let mut checked = 0;
    for (i, game) in random_positions().iter().enumerate() {
        if game.players() > 3 {
            continue;
        }
        let o = opts(5, 50_000, i as u64);
        let now = Searcher::with_profile(Profile::V4).search(game, &o, &mut NoClock);
        let before = Searcher::with_profile(Profile::V4)
            .with_model(shallow)
            .search(game, &o, &mut NoClock);
        assert_eq!(now, before, "{}", game.snapshot());
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} positions");
}

#[test]
fn levels_below_five_are_noisier_at_six_seats_than_at_two() {
    // At six seats a step of the ladder needs more noise than at two (the
    // opponent model caps levels 3 and 4 at the same two own hops): level
    // 4 varies its move with the seed there more than it would without
    // its six-seat noise, and plays one move whatever the seed at two.
    let distinct = |profile: Profile, players: usize| {
        let mut game = Game::new(players, 4).unwrap();
        for i in 0..players * 2 {
            let moves = game.legal_moves();
            let m = moves[(i * 7) % moves.len()];
            game.apply(m.from, m.to).unwrap();
        }
        (0..16)
            .map(|seed| {
                Searcher::with_profile(profile)
                    .search(&game, &opts(4, 5_000, seed), &mut NoClock)
                    .best
                    .unwrap()
            })
            .map(|m| (m.from, m.to))
            .collect::<std::collections::HashSet<_>>()
            .len()
    };
    let mut calm = Profile::CURRENT;
    calm.levels[3].temperature_multi = calm.levels[3].temperature;
    assert_eq!(distinct(Profile::CURRENT, 2), 1);
    let (noisy, quiet) = (distinct(Profile::CURRENT, 6), distinct(calm, 6));
    assert!(
        noisy > quiet,
        "level 4 at six seats: {noisy} moves, {quiet} without its noise"
    );
}
