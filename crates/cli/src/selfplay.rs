//! `hexc selfplay`: quiet positions from fast seeded games between copies
//! of one bot, each with the game's outcome, for `hexc fit`.
//!
//! One line per position: each seat's share of the game's result
//! (comma-separated: a win 1, a draw shared among the survivors, a game
//! stopped at the cap shared among the material leaders), a tab, the
//! position's snapshot, and (when the bot searches) a tab and its search's
//! score of the position for the seat to move, in hundredths of a man: the
//! deeper judgement `hexc fit --lambda` blends with the outcome. A position is kept every `--every` hops after the
//! random opening, when it is quiet: no capture is on for the seat to move
//! and no chain is under way (a position in the middle of an exchange says
//! little about who stands better). Game `g` depends only on the settings
//! and `g`, so the file is the same on any number of threads.

use crate::arena;
use crate::book::{self, Band};
use crate::bots::parse_bot;
use crate::table::Table;
use engine::{Game, Rules};
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// `hexc selfplay`'s settings.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Seats and board radius.
    #[command(flatten)]
    pub table: Table,
    /// Games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u64,
    /// The bot in every seat (`hexc arena`'s names).
    #[arg(long, default_value = "l3:nodes=1500")]
    pub bot: String,
    /// Seed of the first game; game `g` uses `seed + g`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random hops before the bots play.
    #[arg(long, default_value_t = 8)]
    pub opening: usize,
    /// Unbalanced openings (`hexc arena --band`, [`crate::book`]): the
    /// opening hops redrawn until a quiet position has a leader whose score
    /// lies in `LO,HI` (hundredths of a man), so that more games end with a
    /// winner and their outcomes teach.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub band: Vec<i32>,
    /// Keep a quiet position every this many hops.
    #[arg(long, default_value_t = 4)]
    pub every: usize,
    /// The house rule of the page's tables with bots.
    #[arg(long, default_value_t = 150)]
    pub no_progress: u32,
    /// Hops after which a game is judged on material.
    #[arg(long, default_value_t = 1000)]
    pub ply_cap: usize,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Where to write the positions (standard output when absent).
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
}

/// Plays the games and writes the positions.
pub fn run(s: &Settings) -> Result<(), String> {
    parse_bot(&s.bot)?;
    Game::new(s.table.players, s.table.radius).map_err(|e| e.to_string())?;
    Band::parse(&s.band)?;
    if s.every == 0 {
        return Err("--every must be at least 1".into());
    }
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel::<(u64, Result<Vec<String>, String>)>();
    let mut out: Vec<Option<Vec<String>>> = (0..s.games).map(|_| None).collect();
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..s.threads.clamp(1, 64) {
            let (tx, next) = (tx.clone(), &next);
            scope.spawn(move || loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= s.games {
                    break;
                }
                let lines = play(s, g);
                let failed = lines.is_err();
                if tx.send((g, lines)).is_err() || failed {
                    break;
                }
            });
        }
        drop(tx);
        for (g, lines) in rx {
            out[g as usize] = Some(lines?);
        }
        Ok(())
    })?;
    let lines: Vec<String> = out.into_iter().flatten().flatten().collect();
    eprintln!("{} positions from {} games", lines.len(), s.games);
    let text = lines.join("\n") + "\n";
    match &s.out {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string()),
    }
}

/// Game `g`: its quiet positions, each line with the outcome.
fn play(s: &Settings, g: u64) -> Result<Vec<String>, String> {
    let n = s.table.players;
    let seed = s.seed.wrapping_add(g);
    let mut rng = fastrand::Rng::with_seed(seed);
    let rules = Rules {
        no_progress: s.no_progress,
        repetition: 0,
    };
    let mut game = Game::with_rules(n, s.table.radius, rules).map_err(|e| e.to_string())?;
    let mut bot = parse_bot(&s.bot)?;
    let book = match Band::parse(&s.band)? {
        Some(band) => Some(book::opening(n, s.table.radius, rules, s.opening, band, seed)?.hops),
        None => None,
    };
    let mut kept = Vec::new();
    let mut plies = 0;
    while game.current().is_some() && plies < s.ply_cap {
        let moves = game.legal_moves();
        let m = if plies < s.opening {
            match &book {
                Some(hops) => hops[plies],
                None => moves[rng.usize(..moves.len())],
            }
        } else {
            let quiet = game.chain_from().is_none() && moves.iter().all(|m| m.capture.is_none());
            let keep = quiet && (plies - s.opening) % s.every == 0;
            let snap = keep.then(|| game.snapshot());
            let ply_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(plies as u64);
            let (m, score) = bot.choose_scored(&game, &mut rng, ply_seed);
            if let Some(snap) = snap {
                kept.push((snap, score));
            }
            m
        };
        game.apply(m.from, m.to).map_err(|e| e.to_string())?;
        plies += 1;
    }
    let shares = outcome(&game);
    let shares: Vec<String> = shares.iter().map(|x| format!("{x:.4}")).collect();
    let shares = shares.join(",");
    Ok(kept
        .into_iter()
        .map(|(snap, score)| match score {
            Some(v) => format!("{shares}\t{snap}\t{v}"),
            None => format!("{shares}\t{snap}"),
        })
        .collect())
}

/// Each seat's share of a finished (or capped) game: the arena's judgement
/// with the seats in their own order.
fn outcome(game: &Game) -> Vec<f64> {
    let n = game.players();
    arena::judge(game, n, 0).points(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Settings {
        Settings {
            table: Table {
                players: 2,
                radius: 3,
            },
            games: 4,
            bot: "l2:nodes=200".into(),
            seed: 9,
            opening: 2,
            every: 2,
            no_progress: 40,
            ply_cap: 200,
            threads: 1,
            out: None,
            band: Vec::new(),
        }
    }

    #[test]
    fn positions_are_quiet_and_carry_shares_that_sum_to_one() {
        let lines = play(&tiny(), 0).unwrap();
        assert!(!lines.is_empty());
        for line in &lines {
            let mut cols = line.split('\t');
            let (shares, snap) = (cols.next().unwrap(), cols.next().unwrap());
            let score: i32 = cols.next().unwrap().parse().unwrap();
            assert!(score.abs() < 30_000, "{line}");
            let total: f64 = shares.split(',').map(|x| x.parse::<f64>().unwrap()).sum();
            assert!((total - 1.0).abs() < 1e-3, "{line}");
            let game = Game::restore(snap).unwrap();
            assert!(game.legal_moves().iter().all(|m| m.capture.is_none()));
        }
        // The same game from its seed.
        assert_eq!(lines, play(&tiny(), 0).unwrap());
    }

    /// With a band, a game starts from the book's opening of its seed.
    #[test]
    fn unbalanced_openings_start_the_games() {
        let s = Settings {
            table: Table {
                radius: 5,
                ..tiny().table
            },
            opening: 24,
            band: vec![100, 200],
            no_progress: 150,
            ply_cap: 24,
            every: 1,
            ..tiny()
        };
        let rules = Rules {
            no_progress: 150,
            repetition: 0,
        };
        let want = book::opening(2, 5, rules, 24, Band { lo: 100, hi: 200 }, s.seed).unwrap();
        // The cap at the opening's end: the game stops where the book does,
        // and no position is kept before the bots play.
        assert!(play(&s, 0).unwrap().is_empty());
        let longer = Settings {
            ply_cap: 25,
            ..s.clone()
        };
        let lines = play(&longer, 0).unwrap();
        assert_eq!(lines.len(), 1);
        assert!(lines[0].contains(&want.game.snapshot()), "{}", lines[0]);
    }
}
