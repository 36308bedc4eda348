//! Nodes to finish a fixed depth over a set of two-seat positions, per
//! variant of the two-seat refinements (a development measure).
use bot::{NoClock, Profile, SearchOptions, Searcher};
use engine::Game;

fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    let mut s = Searcher::with_profile(Profile::by_version("4").unwrap());
    for seed in 1..=8u64 {
        let mut state = seed;
        let mut game = Game::new(2, 5).unwrap();
        for ply in 0..48 {
            if game.is_over() {
                break;
            }
            let m = if ply < 6 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let moves = game.legal_moves();
                moves[(state >> 33) as usize % moves.len()]
            } else {
                let opts = SearchOptions {
                    level: 5,
                    time_ms: None,
                    seed,
                    max_nodes: Some(3000),
                };
                s.search(&game, &opts, &mut NoClock).best.unwrap()
            };
            game.apply(m.from, m.to).unwrap();
            if ply >= 8 && ply % 8 == 0 && game.legal_moves().len() > 1 {
                out.push(game.clone());
            }
        }
    }
    out
}

fn main() {
    let depth: u32 = std::env::args().nth(1).map_or(7, |d| d.parse().unwrap());
    let version = std::env::args().nth(2).unwrap_or_else(|| "4".into());
    let games = positions();
    let mut profile = Profile::by_version(&version).unwrap();
    profile.levels[4].depth = depth;
    let flags = std::env::args().nth(3).unwrap_or_default();
    for f in flags.split(',').filter(|f| !f.is_empty()) {
        let on = !f.starts_with('-');
        match f.trim_start_matches('-') {
            "dlmr" => profile.features.deep_reductions = on,
            "malus" => profile.features.history_malus = on,
            "futility" => profile.features.futility = on,
            "aspiration" => profile.features.aspiration = on,
            x => panic!("{x}"),
        }
    }
    let mut s = Searcher::with_profile(profile);
    let mut total = 0u64;
    for g in &games {
        let opts = SearchOptions {
            level: 5,
            time_ms: Some(1e12),
            seed: 1,
            max_nodes: Some(u64::MAX / 2),
        };
        let info = s.search(g, &opts, &mut NoClock);
        total += info.nodes;
    }
    println!(
        "version {version} {flags} depth {depth}: {} positions, {total} nodes",
        games.len()
    );
}
