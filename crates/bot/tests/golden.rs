//! The bot's choices at fixed node budgets, one file per version of the
//! bot (`tests/data/golden-moves-v<version>.txt`, for every entry of
//! [`bot::VERSIONS`]), checked here: a refactoring of the search must give
//! the same move, score, depth and node count for every recorded position,
//! level, seed, budget and method, in every version; and a change of what
//! the current bot plays fails until it is made a new version (records of
//! games name the version that played them, and are replayed with it).
//! Version 1's file was written by the search as it stood inside the
//! engine crate, before it moved here; it pins the first bot,
//! [`Profile::V1`] (`l5@v1` in the arena), which every later version is
//! measured against.
//!
//! `HC_WRITE_GOLDEN=<version> cargo test --test golden` writes the file of
//! a new version from the code as it is; it never overwrites a file (a
//! shipped version does not change).

use bot::{MultiMethod, NoClock, Profile, SearchOptions, Searcher, VERSIONS};
use engine::Game;

/// The golden file of a version.
fn file(version: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(format!("golden-moves-v{version}.txt"))
}

/// A case: the position, level, seed, node budget and method (`None`: the
/// profile's own for the table size).
type Case = (String, u8, u64, u64, Option<MultiMethod>);

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

fn method_name(m: Option<MultiMethod>) -> &'static str {
    match m {
        None => "own",
        Some(MultiMethod::BestReply) => "brs",
        Some(MultiMethod::BestReplyPlus) => "brsplus",
        Some(MultiMethod::Paranoid) => "paranoid",
        Some(MultiMethod::OpponentModel) => "om",
        Some(MultiMethod::Mcts) => "mcts",
    }
}

fn method_of(name: &str) -> Option<MultiMethod> {
    match name {
        "own" => None,
        "brs" => Some(MultiMethod::BestReply),
        "brsplus" => Some(MultiMethod::BestReplyPlus),
        "paranoid" => Some(MultiMethod::Paranoid),
        "om" => Some(MultiMethod::OpponentModel),
        "mcts" => Some(MultiMethod::Mcts),
        _ => panic!("unknown method {name}"),
    }
}

/// The cases of a new version's file: positions of every player count,
/// three radii, start and middle games; every level with the profile's own
/// methods; a few seeds where the level is noisy; best-reply and paranoid
/// where they differ; at two seats, level 5 at 6 000 positions too (from
/// version 9's file on). (Version 1's file has the opponent model, its own
/// method at every table size, in place of "own".)
fn cases() -> Vec<Case> {
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
                    out.push((game.snapshot(), level, seed, budget, None));
                }
            }
            if players > 2 {
                for method in [MultiMethod::BestReply, MultiMethod::Paranoid] {
                    out.push((game.snapshot(), 5, 7, budget, Some(method)));
                }
            } else {
                // Deep enough for the two-seat refinements of version 9
                // on (files written before it lack these lines).
                out.push((game.snapshot(), 5, 7, 6_000, None));
            }
        }
    }
    out
}

/// One line: the case, then what the search found.
fn line(searcher: &mut Searcher, case: &Case) -> String {
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
struct Searchers {
    profile: Profile,
    made: Vec<(Option<MultiMethod>, Searcher)>,
}

impl Searchers {
    fn get(&mut self, method: Option<MultiMethod>) -> &mut Searcher {
        if let Some(i) = self.made.iter().position(|(m, _)| *m == method) {
            return &mut self.made[i].1;
        }
        let searcher = Searcher::with_profile(self.profile);
        let searcher = match method {
            Some(m) => searcher.with_method(m),
            None => searcher,
        };
        self.made.push((method, searcher));
        &mut self.made.last_mut().unwrap().1
    }
}

/// Writes the file of the version `HC_WRITE_GOLDEN` names, if it has none.
fn write_new_file() {
    let Some(version) = std::env::var_os("HC_WRITE_GOLDEN") else {
        return;
    };
    let version = version.to_string_lossy();
    let profile = Profile::by_version(&version)
        .unwrap_or_else(|| panic!("HC_WRITE_GOLDEN={version}: no such version in bot::VERSIONS"));
    let path = file(&version);
    assert!(
        !path.exists(),
        "{} exists: a shipped version does not change (add a new version instead)",
        path.display()
    );
    let mut searchers = Searchers {
        profile,
        made: Vec::new(),
    };
    let lines: Vec<String> = cases()
        .iter()
        .map(|c| line(searchers.get(c.4), c))
        .collect();
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

#[test]
fn every_version_plays_its_recorded_moves() {
    write_new_file();
    for &(version, profile) in VERSIONS {
        let path = file(version);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|_| {
            panic!(
                "no golden file for bot version {version} ({}): write it with HC_WRITE_GOLDEN={version}",
                path.display()
            )
        });
        let mut searchers = Searchers {
            profile,
            made: Vec::new(),
        };
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
            assert_eq!(
                line(searchers.get(case.4), &case),
                want,
                "bot version {version} no longer plays its recorded move: a change of play is a new version (bot::VERSIONS)"
            );
            n += 1;
        }
        assert!(n >= 90, "only {n} recorded cases for version {version}");
    }
}

/// The version played by default per table size is data: every entry names
/// a version this build knows, in order of table size, and the default
/// outside 2 to 6 seats is the current one.
#[test]
fn the_default_version_per_table_size_is_a_known_version() {
    for (i, &(players, name)) in bot::DEFAULT_VERSIONS.iter().enumerate() {
        assert_eq!(players, i + 2);
        assert!(Profile::by_version(name).is_some(), "{name}");
        assert_eq!(Profile::default_version(players), name);
        assert_eq!(
            Some(Profile::default_for(players)),
            Profile::by_version(name)
        );
    }
    assert_eq!(Profile::default_version(7), Profile::CURRENT_VERSION);
    assert_eq!(Profile::default_version(0), Profile::CURRENT_VERSION);
}
