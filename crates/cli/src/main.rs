//! `hexc`: the native command line of Hex Checkers — perft, benchmarks,
//! seeded games, bot matches and verifying remote game records.

mod arena;
mod bench_search;
mod book;
mod bots;
mod elo;
mod endgame;
mod fit;
mod learn;
mod lengths;
mod puzzles;
mod record;
mod selfplay;
mod sequential;
mod solve;
mod sprt;
mod table;
mod tune;
mod verify;

use clap::{Parser, Subcommand};
use engine::Game;
use std::process::ExitCode;
use std::time::Instant;
use verify::BotCheck;

#[derive(Parser)]
#[command(
    name = "hexc",
    version,
    about = "Hex Checkers engine on the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count move sequences from the start, one line per depth.
    Perft {
        /// Seats at the table, 2 to 6.
        #[arg(long, default_value_t = 6)]
        players: usize,
        /// Board radius, 2 to 8.
        #[arg(long, default_value_t = 5)]
        radius: i32,
        /// Deepest depth to count.
        #[arg(long, default_value_t = 5)]
        depth: u32,
    },
    /// Play a seeded random game, printing it hop by hop; the same seed
    /// replays the same game.
    Play {
        /// Seats at the table, 2 to 6.
        #[arg(long, default_value_t = 6)]
        players: usize,
        /// Board radius, 2 to 8.
        #[arg(long, default_value_t = 5)]
        radius: i32,
        /// Seed of the random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop after this many hops.
        #[arg(long, default_value_t = 3000)]
        max_plies: usize,
    },
    /// Move-generation speed: bulk-counted perft from the start.
    Bench {
        /// Repeat each measurement this many times and keep the best.
        #[arg(long, default_value_t = 3)]
        repeat: u32,
    },
    /// Seeded games between bots (l1..l5, greedy, random), seats rotated,
    /// wins per bot with 95% Wilson intervals.
    Arena(arena::Settings),
    /// Unbalanced openings (`hexc arena --band`): random openings whose
    /// quiet position has a leader ahead by a score in the band; without a
    /// band, the distribution of the leader's score.
    Book(book::Settings),
    /// Mine puzzles from self-play, proven by search (docs/puzzles.md).
    Puzzles(puzzles::Settings),
    /// Tune the evaluation weights by self-play (SPSA over games between
    /// two perturbed copies of a bot).
    Tune(tune::TuneSettings),
    /// Quiet positions from fast seeded games between copies of one bot,
    /// each with the game's outcome (for `hexc fit`).
    Selfplay(selfplay::Settings),
    /// Elo ratings from two-seat results (`A B winsA draws winsB` a line),
    /// by maximum likelihood, with 95% intervals (the levels' ladder).
    Elo(elo::Settings),
    /// Fit the evaluation's weights to the outcomes of `hexc selfplay`'s
    /// positions (logistic tuning; a softmax over the seats).
    Fit(fit::Settings),
    /// Fit version 7's learned terms (tables, patterns, a phase blend) to
    /// `hexc selfplay`'s positions: outcomes blended with search scores.
    Learn(learn::Settings),
    /// Bot search speed and depth from the start and a middle game, for 2
    /// and 6 players, under each time budget.
    BenchSearch {
        /// Time budgets in milliseconds, comma-separated.
        #[arg(long, value_delimiter = ',', default_values_t = [100.0, 1000.0, 5000.0])]
        times: Vec<f64>,
        /// Board radius, 2 to 8.
        #[arg(long, default_value_t = 5)]
        radius: i32,
        /// Runs of the 200 000-node search (the wasm comparison's), best kept.
        #[arg(long, default_value_t = 10)]
        repeat: u32,
        /// Only the 200 000-node search, no time budgets.
        #[arg(long)]
        only_nodes: bool,
        /// Table sizes, comma-separated.
        #[arg(long, value_delimiter = ',', default_values_t = [2usize, 6])]
        players: Vec<usize>,
        /// The version of the bot to measure (`bot::VERSIONS`); the default
        /// one when none is given.
        #[arg(long)]
        bot_version: Option<String>,
        /// Instead of the tables above: level 5 at its default budgets
        /// (nodes and time), from the start and after 12, 24 and 36 seeded
        /// level-2 hops, per table size.
        #[arg(long)]
        defaults: bool,
    },
    /// Read a text record (Download record, Export all; one game or several):
    /// replay each game's own line and every side line through the engine,
    /// and print per game its hops, side lines and the positions of its tree.
    Record {
        /// The file: the record's text.
        file: std::path::PathBuf,
    },
    /// Verify a remote game (a file holding its link or its record's JSON):
    /// every signature, the hash chain, every hop through the engine, and
    /// every bot hop against the bot's own choice from the game's seed, by
    /// the version of the bot the record names (or, in a record from
    /// before records named it, by whichever known version plays them all).
    Verify {
        /// The file: a remote link, or the record's JSON.
        file: std::path::PathBuf,
    },
    /// Solve every two-seat kings-only ending up to `--kings A,B` on one
    /// board exactly: won, lost or drawn for the side to move with best
    /// play and no move limit.
    SolveKings {
        /// Board radius, 2 to 6.
        #[arg(long, default_value_t = 5)]
        radius: i32,
        /// Kings of the two sides, 1 to 4 each (`2,1`).
        #[arg(long, value_delimiter = ',', default_values_t = [2, 1])]
        kings: Vec<usize>,
        /// With `--kings 3,1`: also print the mean turns to the win by the
        /// lone king's distance from the rim and the hunters' distances to
        /// it, and how much of the spread of the turns that accounts for.
        #[arg(long)]
        summary: bool,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Perft {
            players,
            radius,
            depth,
        } => perft(players, radius, depth),
        Command::Play {
            players,
            radius,
            seed,
            max_plies,
        } => play(players, radius, seed, max_plies),
        Command::Bench { repeat } => {
            bench(repeat);
            ExitCode::SUCCESS
        }
        // A sequential test (`--sprt`) plays the arena's games until its verdict.
        Command::Arena(settings) if !settings.sprt.is_empty() => {
            exit_with(sequential::run(&settings), "error")
        }
        Command::Arena(settings) => exit_with(arena::run(&settings), "error"),
        Command::Book(settings) => exit_with(book::run(&settings), "error"),
        Command::Puzzles(settings) => puzzles::main(&settings),
        Command::Selfplay(settings) => exit_with(selfplay::run(&settings), "error"),
        Command::Fit(settings) => exit_with(fit::run(&settings), "error"),
        Command::Learn(settings) => exit_with(learn::run(&settings), "error"),
        Command::Elo(settings) => exit_with(elo::run(&settings), "error"),
        Command::Tune(settings) => exit_with(tune::run(&settings), "error"),
        Command::BenchSearch {
            times,
            radius,
            repeat,
            only_nodes,
            players,
            bot_version,
            defaults,
        } => {
            let Some(profile) = bot_version
                .as_deref()
                .map_or(Some(bot::Profile::CURRENT), bot::Profile::by_version)
            else {
                eprintln!("hexc bench-search: unknown bot version {bot_version:?}");
                return ExitCode::FAILURE;
            };
            let bench = bench_search::Bench {
                radius,
                players,
                profile,
            };
            if defaults {
                bench_search::defaults(&bench);
            } else {
                bench_search::run(&bench, &times, repeat, only_nodes);
            }
            ExitCode::SUCCESS
        }
        Command::Verify { file } => verify_file(&file),
        Command::Record { file } => exit_with(record::run(&file), "hexc record"),
        Command::SolveKings {
            radius,
            kings,
            summary,
        } => exit_with(solve::run(radius, &kings, summary), "hexc solve-kings"),
    }
}

/// Success, or the error after `prefix` on standard error and failure.
fn exit_with(result: Result<(), String>, prefix: &str) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{prefix}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `hexc verify`: the report on success (exit 0); the fault, the bot hops
/// that are not the bot's, or bot hops of a bot version this build does not
/// know, which cannot be checked (exit 1).
fn verify_file(path: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let t = Instant::now();
    let report = match verify::record_text(&text).and_then(|r| verify::verify(&r)) {
        Ok(r) => r,
        Err(fault) => {
            println!("refused: {fault}");
            return ExitCode::FAILURE;
        }
    };
    let ms = t.elapsed().as_secs_f64() * 1e3;
    let end = match (report.over, report.winner) {
        (false, _) => "in progress".to_owned(),
        (true, Some(w)) => format!("over, seat {w} won"),
        (true, None) => "over, drawn".to_owned(),
    };
    println!(
        "{} seats, {} turns, {} hops ({end}): every signature and the chain check out, every hop is legal ({ms:.1} ms)",
        report.players, report.turns, report.hops
    );
    for s in &report.stand_ins {
        println!(
            "turn {}: the bot at level {} stood in for seat {} ({} {})",
            s.turn + 1,
            s.level,
            s.seat,
            s.hops,
            if s.hops == 1 { "hop" } else { "hops" }
        );
    }
    for m in &report.mismatches {
        println!(
            "turn {}: seat {} (bot level {}) played {}, the bot plays {}",
            m.turn + 1,
            m.seat,
            m.level,
            m.played,
            m.expected
        );
    }
    println!("{}", bot_verdict(&report));
    // A bot version this build does not know leaves its bot hops unchecked: not verified.
    let unchecked = matches!(report.bot, BotCheck::Unknown(_)) && report.bot_hops > 0;
    if report.mismatches.is_empty() && !unchecked {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// What `hexc verify` says of a valid record's bot hops.
fn bot_verdict(report: &verify::Report) -> String {
    let (n, bad) = (report.bot_hops, report.mismatches.len());
    match &report.bot {
        _ if n == 0 => "no bot hops to replay".to_owned(),
        BotCheck::Unknown(v) => format!(
            "not verified: made by bot version {v}, which this build does not know: {n} bot hops cannot be checked"
        ),
        BotCheck::Named(v) if bad == 0 => {
            format!("{n} bot hops replayed from the seed with bot version {v}: all the bot's own")
        }
        BotCheck::Named(v) => format!("{bad} of {n} bot hops are not the bot's (bot version {v})"),
        BotCheck::Matched(v) => format!(
            "{n} bot hops replayed from the seed: the record names no bot version; bot hops match bot version {v}"
        ),
        BotCheck::Unmatched => format!(
            "{bad} of {n} bot hops are not the bot's (the record names no bot version, and no version this build knows plays them all; compared with the current version, {})",
            // The one its table size plays now, which the check compared with.
            bot::Profile::default_version(report.players)
        ),
    }
}

fn new_game(players: usize, radius: i32) -> Option<Game> {
    Game::new(players, radius)
        .map_err(|e| eprintln!("error: {e}"))
        .ok()
}

fn perft(players: usize, radius: i32, depth: u32) -> ExitCode {
    let Some(game) = new_game(players, radius) else {
        return ExitCode::FAILURE;
    };
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = game.perft(d);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft({d}) = {nodes}  ({:.3} s, {:.1} M nodes/s)",
            secs,
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
    ExitCode::SUCCESS
}

fn play(players: usize, radius: i32, seed: u64, max_plies: usize) -> ExitCode {
    let Some(mut game) = new_game(players, radius) else {
        return ExitCode::FAILURE;
    };
    let mut rng = fastrand::Rng::with_seed(seed);
    println!("{}", game.snapshot());
    for ply in 1..=max_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let seat = game.current().unwrap_or(0);
        let m = moves[rng.usize(..moves.len())];
        let out = game.apply(m.from, m.to).expect("a listed move is legal");
        let name = |h| engine::cell_name(h, radius).unwrap_or_default();
        let sep = if m.capture.is_some() { "x" } else { "-" };
        let mut line = format!(
            "{ply:>4}. seat {seat}: {}{sep}{}  ({} {sep} {})",
            name(m.from),
            name(m.to),
            m.from,
            m.to
        );
        if out.promoted {
            line += " crowned";
        }
        if out.chaining {
            line += " (continues)";
        }
        if let Some(e) = out.eliminated {
            line += &format!(", seat {e} eliminated");
        }
        if !out.skipped.is_empty() {
            line += &format!(", skipped {:?}", out.skipped);
        }
        println!("{line}");
    }
    match (game.winner(), game.is_draw()) {
        (Some(w), _) => println!("seat {w} wins"),
        (None, true) => println!("draw: every survivor is frozen"),
        _ => println!("stopped after {max_plies} hops"),
    }
    println!("{}", game.snapshot());
    ExitCode::SUCCESS
}

fn bench(repeat: u32) {
    println!("bulk-counted perft from the start (best of {repeat})");
    for (players, radius, depth) in [(2, 5, 7), (6, 5, 8), (2, 8, 6), (6, 8, 6)] {
        let game = Game::new(players, radius).expect("valid setup");
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..repeat {
            let t = Instant::now();
            nodes = game.perft(depth);
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "players {players} radius {radius} perft({depth}) = {nodes:>12}  {best:>7.3} s  {:>7.1} M nodes/s",
            nodes as f64 / best / 1e6
        );
    }
}
