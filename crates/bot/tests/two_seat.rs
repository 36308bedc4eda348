//! Version 9's two-seat refinements ([`bot::Features`]): each one, switched
//! on alone over version 4's search, finishes the same depth in fewer
//! positions on fixed middle games, and plays no differently at three or
//! more seats. Budgets are small (debug builds).

mod support;
use bot::{Features, NoClock, Profile, SearchOptions, Searcher};
use engine::Game;
use support::numbers;

/// Two-seat middle games: six random hops, then version 4 at 1 500
/// positions a move, a position kept every six hops from the twelfth.
fn middle_games() -> Vec<Game> {
    let mut out = Vec::new();
    let mut bot = Searcher::with_profile(Profile::V4);
    for seed in 1..=3u64 {
        let mut pick = numbers(seed);
        let mut game = Game::new(2, 5).unwrap();
        for hop in 0..30 {
            if game.is_over() {
                break;
            }
            let m = if hop < 6 {
                let moves = game.legal_moves();
                moves[pick(moves.len())]
            } else {
                bot.search(&game, &support::opts(1_500, seed), &mut NoClock)
                    .best
                    .unwrap()
            };
            game.apply(m.from, m.to).unwrap();
            if hop >= 12 && hop % 6 == 0 && game.legal_moves().len() > 1 {
                out.push(game.clone());
            }
        }
    }
    out
}

/// Positions searched to finish `depth` on every game of `games`, by
/// version 4 with `features`; every search reaches `depth`.
fn nodes_to_depth(games: &[Game], features: Features, depth: u32) -> u64 {
    let mut profile = Profile::V4;
    profile.levels[4].depth = depth;
    profile.features = features;
    let mut bot = Searcher::with_profile(profile);
    let opts = SearchOptions {
        level: 5,
        time_ms: None,
        seed: 1,
        max_nodes: Some(u64::MAX / 2),
    };
    games
        .iter()
        .map(|game| {
            let info = bot.search(game, &opts, &mut NoClock);
            assert_eq!(info.depth, depth, "{}", game.snapshot());
            info.nodes
        })
        .sum()
}

/// Version 4's refinements and `change` on top of them.
fn v4_with(change: impl Fn(&mut Features)) -> Features {
    let mut f = Profile::V4.features;
    change(&mut f);
    f
}

#[test]
fn deeper_reductions_finish_the_same_depth_in_fewer_positions() {
    let games = middle_games();
    assert!(games.len() >= 6);
    let plain = nodes_to_depth(&games, Profile::V4.features, 6);
    let deep = nodes_to_depth(&games, v4_with(|f| f.deep_reductions = true), 6);
    assert!(deep * 10 < plain * 9, "{deep} against {plain}");
}

#[test]
fn futility_finishes_the_same_depth_in_fewer_positions() {
    let games = middle_games();
    let plain = nodes_to_depth(&games, Profile::V4.features, 6);
    let pruned = nodes_to_depth(&games, v4_with(|f| f.futility = true), 6);
    assert!(pruned * 10 < plain * 9, "{pruned} against {plain}");
}

#[test]
fn version_9_is_version_4_with_its_refinements_and_version_8_at_more_seats() {
    let v9 = Profile::by_version("9").unwrap();
    assert_eq!(v9.features.multi(), Profile::V8.features);
    assert!(v9.features.deep_reductions && v9.features.futility);
    assert_eq!(
        Profile {
            features: Profile::V8.features,
            ..v9
        },
        Profile::V8
    );
    // At three seats version 9 plays version 8's moves, node for node.
    let mut pick = numbers(9);
    let mut game = Game::new(3, 5).unwrap();
    for _ in 0..24 {
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let m = moves[pick(moves.len())];
        game.apply(m.from, m.to).unwrap();
        let a = Searcher::with_profile(v9).search(&game, &support::opts(2_000, 3), &mut NoClock);
        let b = Searcher::with_profile(Profile::V8).search(
            &game,
            &support::opts(2_000, 3),
            &mut NoClock,
        );
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    }
}
