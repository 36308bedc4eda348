//! The bot's choices at fixed node budgets, recorded in
//! `tests/data/golden-moves.txt` and checked here: a refactoring of the
//! search must give the same move, score, depth and node count for every
//! recorded position, level, seed, budget and method. The file was written
//! by the search as it stood inside the engine crate, before it moved here;
//! it pins the first bot, [`Profile::V1`] (`l5@v1` in the arena), which
//! every later version is measured against.
//!
//! `HC_WRITE_GOLDEN=1 cargo test --test golden` rewrites the file from the
//! code as it is (only when a change of behaviour is intended).

use bot::{MultiMethod, NoClock, Profile, SearchOptions, Searcher};
use engine::Game;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/golden-moves.txt");

/// A seeded game played at random for `plies` hops (a fixed LCG, so the
/// positions do not depend on any crate's generator).
fn played(players: usize, radius: i32, plies: usize, seed: u64) -> Game {
    let mut state = seed;
    let mut game = Game::new(players, radius).unwrap();
    for _ in 0..plies {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[(state >> 33) as usize % moves.len()];
        game.apply(m.from, m.to).unwrap();
    }
    game
}

fn method_name(m: MultiMethod) -> &'static str {
    match m {
        MultiMethod::BestReply => "brs",
        MultiMethod::Paranoid => "paranoid",
        MultiMethod::OpponentModel => "om",
    }
}

fn method_of(name: &str) -> MultiMethod {
    match name {
        "brs" => MultiMethod::BestReply,
        "paranoid" => MultiMethod::Paranoid,
        "om" => MultiMethod::OpponentModel,
        _ => panic!("unknown method {name}"),
    }
}

/// The cases: positions of every player count, three radii, start and
/// middle games; every level; a few seeds where the level is noisy; the
/// three methods where they differ.
fn cases() -> Vec<(String, u8, u64, u64, MultiMethod)> {
    let mut out = Vec::new();
    for players in 2..=6 {
        let positions = [
            played(players, 5, 0, 1),
            played(players, 5, 20, 2),
            played(players, 3, 12, 4),
            played(players, 8, 30, 5),
        ];
        for (i, game) in positions.iter().enumerate() {
            if game.is_over() {
                continue;
            }
            let budget = if i % 2 == 0 { 1_200 } else { 250 };
            for level in 1..=5u8 {
                let seeds: &[u64] = if level == 1 { &[1, 2] } else { &[7] };
                for &seed in seeds {
                    out.push((game.snapshot(), level, seed, budget, MultiMethod::default()));
                }
            }
            if players > 2 {
                for method in [MultiMethod::BestReply, MultiMethod::Paranoid] {
                    out.push((game.snapshot(), 5, 7, budget, method));
                }
            }
        }
    }
    out
}

/// One line: the case, then what the search found.
fn line(searcher: &mut Searcher, case: &(String, u8, u64, u64, MultiMethod)) -> String {
    let (snapshot, level, seed, budget, method) = case;
    let game = Game::restore(snapshot).unwrap();
    let opts = SearchOptions {
        level: *level,
        time_ms: None,
        seed: *seed,
        max_nodes: Some(*budget),
    };
    let info = searcher.search(&game, &opts, &mut NoClock);
    let m = info.best.expect("a game in progress has a move");
    format!(
        "{snapshot}\t{level}\t{seed}\t{budget}\t{}\t{} {}\t{}\t{}\t{}",
        method_name(*method),
        m.from,
        m.to,
        info.score,
        info.depth,
        info.nodes
    )
}

/// One searcher per method, reused: a search does not depend on the ones
/// before it (and a fresh 6 MB table per case is slow in debug builds).
struct Searchers(Vec<(MultiMethod, Searcher)>);

impl Searchers {
    fn get(&mut self, method: MultiMethod) -> &mut Searcher {
        if let Some(i) = self.0.iter().position(|(m, _)| *m == method) {
            return &mut self.0[i].1;
        }
        self.0.push((
            method,
            Searcher::with_profile(Profile::V1).with_method(method),
        ));
        &mut self.0.last_mut().unwrap().1
    }
}

#[test]
fn the_bot_plays_the_recorded_moves() {
    let mut searchers = Searchers(Vec::new());
    if std::env::var_os("HC_WRITE_GOLDEN").is_some() {
        let lines: Vec<String> = cases()
            .iter()
            .map(|c| line(searchers.get(c.4), c))
            .collect();
        std::fs::write(FILE, lines.join("\n") + "\n").unwrap();
    }
    let text = std::fs::read_to_string(FILE).unwrap();
    let mut n = 0;
    for want in text.lines() {
        let f: Vec<&str> = want.split('\t').collect();
        let case = (
            f[0].to_string(),
            f[1].parse().unwrap(),
            f[2].parse().unwrap(),
            f[3].parse().unwrap(),
            method_of(f[4]),
        );
        assert_eq!(line(searchers.get(case.4), &case), want);
        n += 1;
    }
    assert!(n >= 90, "only {n} recorded cases");
}
