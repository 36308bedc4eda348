//! `hexc bench-search`: how fast and how deep the bot searches.

use bot::{Clock, Profile, SearchOptions, Searcher};
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

/// This thread's processor time in milliseconds (Linux's
/// `/proc/thread-self/schedstat`), or `None` where it cannot be read: on a
/// busy machine the wall clock also counts the time other processes had
/// the core, the processor time does not.
pub fn thread_cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

/// What to measure: the board, the table sizes and the bot's version.
pub struct Bench {
    pub radius: i32,
    pub players: Vec<usize>,
    pub profile: Profile,
}

/// Searches from the start of each table size's game and from a middle
/// game of each, under each time budget with no node budget, printing
/// depth, nodes and speed; then the node-budget table of [`node_budget`].
/// With `only_nodes`, that table alone.
pub fn run(bench: &Bench, times: &[f64], repeat: u32, only_nodes: bool) {
    let radius = bench.radius;
    let mut searcher = Searcher::with_profile(bench.profile);
    if !only_nodes {
        println!("level-5 search, no node budget, time budget as given; radius {radius}");
        println!("players position  budget ms  used ms  depth      nodes   k nodes/s");
    }
    for &players in &bench.players {
        for (name, game) in [
            ("start", start(players, radius)),
            ("middle", middle(players, radius)),
        ] {
            for &t in times.iter().filter(|_| !only_nodes) {
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
    node_budget(&mut searcher, bench, repeat);
}

/// Level 5 at its default budgets, as the page asks for it (nodes and a
/// time cap, by the wall clock), from the start and after 12, 24 and 36
/// seeded level-2 hops: per move the time, depth (Monte-Carlo tree search:
/// its most visited path), nodes and speed; then the same search by its
/// node budget alone (no clock: reproducible), its depth and nodes, and
/// this thread's processor time for it.
pub fn defaults(bench: &Bench) {
    let mut searcher = Searcher::with_profile(bench.profile);
    println!("level 5 at its default budgets; radius {}", bench.radius);
    println!("players  hops  used ms  depth      nodes   k nodes/s | nodes only: depth      nodes  cpu ms");
    for &players in &bench.players {
        let mut game = start(players, bench.radius);
        let mut hops = 0;
        for target in [0, 12, 24, 36] {
            while hops < target && !game.is_over() {
                let opts = SearchOptions {
                    level: 2,
                    seed: hops as u64,
                    max_nodes: Some(2_000),
                    time_ms: None,
                };
                let m = Searcher::new()
                    .search(&game, &opts, &mut bot::NoClock)
                    .best
                    .expect("in progress");
                game.apply(m.from, m.to).expect("legal");
                hops += 1;
            }
            if game.is_over() {
                break;
            }
            let opts = SearchOptions {
                level: 5,
                seed: 1,
                ..SearchOptions::default()
            };
            let info = searcher.search(&game, &opts, &mut InstantClock::new());
            let cpu = thread_cpu_ms();
            let nodes_only = searcher.search(&game, &opts, &mut bot::NoClock);
            let cpu = match (cpu, thread_cpu_ms()) {
                (Some(a), Some(b)) => format!("{:.1}", b - a),
                _ => "-".to_owned(),
            };
            println!(
                "{players:>7} {hops:>5} {:>8.1} {:>6} {:>10} {:>11.0} | {:>17} {:>10} {cpu:>7}",
                info.elapsed_ms,
                info.depth,
                info.nodes,
                info.nodes as f64 / info.elapsed_ms.max(1e-3),
                nodes_only.depth,
                nodes_only.nodes
            );
        }
    }
}

/// The figure `bench/js/search-bench.mjs` compares with wasm: level 5 with
/// a 200 000-node budget and a time budget too long to stop it (the clock
/// read as often as on the page), from the start, one searcher reused (as
/// the page's worker reuses its game's), after one search to warm up; the
/// best of `repeat` by the wall clock and by this thread's processor time.
fn node_budget(searcher: &mut Searcher, bench: &Bench, repeat: u32) {
    println!("level 5, 200 000 nodes, no time budget, from the start (best of {repeat})");
    println!("players  depth      nodes  best ms   k nodes/s  best cpu ms");
    for &players in &bench.players {
        let game = start(players, bench.radius);
        let opts = SearchOptions {
            level: 5,
            time_ms: Some(600_000.0),
            seed: 1,
            max_nodes: Some(200_000),
        };
        let mut info = searcher.search(&game, &opts, &mut InstantClock::new());
        let (mut best, mut best_cpu) = (f64::MAX, f64::MAX);
        for _ in 0..repeat.max(1) {
            let (t, cpu) = (Instant::now(), thread_cpu_ms());
            info = searcher.search(&game, &opts, &mut InstantClock::new());
            best = best.min(t.elapsed().as_secs_f64() * 1e3);
            if let (Some(a), Some(b)) = (cpu, thread_cpu_ms()) {
                best_cpu = best_cpu.min(b - a);
            }
        }
        let cpu = if best_cpu < f64::MAX {
            format!("{best_cpu:.1}")
        } else {
            "-".to_owned()
        };
        println!(
            "{players:>7} {:>6} {:>10} {best:>8.1} {:>11.0} {cpu:>12}",
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
