//! `hexc bench-search`: how fast and how deep the bot searches.

use bot::{Clock, NoClock, SearchOptions, Searcher};
use engine::Game;
use std::time::Instant;

/// The native clock: milliseconds since it was made.
pub struct InstantClock(Instant);

impl InstantClock {
    /// A clock starting now.
    pub fn new() -> InstantClock {
        InstantClock(Instant::now())
    }
}

impl Clock for InstantClock {
    fn now_ms(&mut self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1e3
    }
}

/// Searches from the start of 2- and 6-player games (radius 5) and from a
/// middle game of each, under each time budget with no node budget,
/// printing depth, nodes and speed.
pub fn run(times: &[f64], radius: i32) {
    println!("level-5 search, no node budget, time budget as given; radius {radius}");
    println!("players position  budget ms  used ms  depth      nodes   k nodes/s");
    let mut searcher = Searcher::new();
    for players in [2, 6] {
        for (name, game) in [
            ("start", start(players, radius)),
            ("middle", middle(players, radius)),
        ] {
            for &t in times {
                let opts = SearchOptions {
                    level: 5,
                    time_ms: Some(t),
                    seed: 1,
                    max_nodes: Some(u64::MAX),
                };
                let info = searcher.search(&game, &opts, &mut InstantClock::new());
                println!(
                    "{players:>7} {name:>8} {t:>10.0} {:>8.1} {:>6} {:>10} {:>11.0}",
                    info.elapsed_ms,
                    info.depth,
                    info.nodes,
                    info.nodes as f64 / info.elapsed_ms.max(1e-3)
                );
            }
        }
    }
    // The figure `bench/js/search-bench.mjs` measures in wasm: level 5 with
    // a node budget only, from the start (best of three).
    println!("level 5, 200 000 nodes, no time budget, from the start (best of 10)");
    println!("players  depth      nodes  best ms   k nodes/s");
    for players in [2, 6] {
        let game = start(players, radius);
        let opts = SearchOptions {
            level: 5,
            time_ms: Some(1e12),
            seed: 1,
            max_nodes: Some(200_000),
        };
        let mut best = f64::MAX;
        let mut info = None;
        for _ in 0..10 {
            let t = Instant::now();
            let i = searcher.search(&game, &opts, &mut NoClock);
            best = best.min(t.elapsed().as_secs_f64() * 1e3);
            info = Some(i);
        }
        let info = info.expect("ten runs");
        println!(
            "{players:>7} {:>6} {:>10} {best:>8.1} {:>11.0}",
            info.depth,
            info.nodes,
            info.nodes as f64 / best.max(1e-3)
        );
    }
}

fn start(players: usize, radius: i32) -> Game {
    Game::new(players, radius).expect("valid setup")
}

/// A fixed middle game: 30 hops of a seeded random game from the start.
fn middle(players: usize, radius: i32) -> Game {
    let mut game = start(players, radius);
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..30 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.usize(..moves.len())];
        game.apply(m.from, m.to).expect("legal");
    }
    game
}
