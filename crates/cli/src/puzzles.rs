//! `hexc puzzles`: puzzles mined from self-play and proven by search
//! (docs/puzzles.md gives the criteria and why).
//!
//! Game `g` of a table size depends only on the settings and `g`: random
//! opening hops from its seed, then level-3 bots (which slip now and then:
//! that is where puzzles come from) until the end or the hop cap. At the
//! start of each turn with a choice, the position is a *candidate* when
//! the line the bot finds there at the small `--find-nodes` budget wins
//! material for the seat to move (men 1, kings 2, a crowning 1) once the
//! other armies have replied. A candidate is *kept* when, at the larger
//! `--verify-nodes` budget, at every hop of the player's with a choice the
//! line's move scores at least `--margin` above every other move, and
//! (three seats or more) Monte-Carlo tree search at the same budget plays
//! the same first move. The other armies' replies are their own searches
//! at `--reply-nodes`, the same in the line and in every score.
//!
//! `--check FILE` replays a puzzle file: every hop legal, the themes and
//! gain what the line does, and (for every `--sample`-th puzzle) the margin
//! at the file's verification budget.

use bot::{MultiMethod, NoClock, SearchOptions, Searcher};
use engine::{Game, Move};
use serde_json::{json, Value};
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Instant;

/// The miner's settings, as given on the command line.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Table sizes, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [2, 3, 4, 6])]
    pub players: Vec<usize>,
    /// Board radius, 3 to 8.
    #[arg(long, default_value_t = 5)]
    pub radius: i32,
    /// Self-play games per table size.
    #[arg(long, default_value_t = 40)]
    pub games: u64,
    /// Seed of the games: game `g` uses `seed + g`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of the first game mined (games `first-game` to
    /// `first-game + games - 1`; a puzzle's id names its game).
    #[arg(long, default_value_t = 0)]
    pub first_game: u64,
    /// Games searched at once, each on its own thread.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Most random hops before the bots play (each game draws 0 to this).
    #[arg(long, default_value_t = 8)]
    pub opening: usize,
    /// Node budget of the self-play bots' moves.
    #[arg(long, default_value_t = 1_500)]
    pub play_nodes: u64,
    /// Node budget of the search that finds a candidate's line.
    #[arg(long, default_value_t = 1_500)]
    pub find_nodes: u64,
    /// Node budget of the search that scores every move at verification.
    #[arg(long, default_value_t = 5_000)]
    pub verify_nodes: u64,
    /// Node budget of each other army's reply.
    #[arg(long, default_value_t = 600)]
    pub reply_nodes: u64,
    /// Least lead, in hundredths of a man, of the solution's move over
    /// every other at each of the player's hops with a choice.
    #[arg(long, default_value_t = 150)]
    pub margin: i32,
    /// Least material the line wins, in hundredths of a man.
    #[arg(long, default_value_t = 100)]
    pub gain: i32,
    /// Turns of the player's in a line, at most.
    #[arg(long, default_value_t = 2)]
    pub turns: usize,
    /// Positions where the seat to move already leads the strongest other
    /// army by this much (hundredths of a man, the static evaluation) are
    /// not tried.
    #[arg(long, default_value_t = 400)]
    pub ahead: i32,
    /// Level of the self-play bots (3 slips now and then, which is where
    /// puzzles come from).
    #[arg(long, default_value_t = 3)]
    pub play_level: u8,
    /// Puzzles kept from one game, at most.
    #[arg(long, default_value_t = 4)]
    pub per_game: usize,
    /// Hops after which a self-play game stops.
    #[arg(long, default_value_t = 240)]
    pub ply_cap: usize,
    /// Stop starting new games after this many seconds (0: never); the
    /// file says how many games each table size finished.
    #[arg(long, default_value_t = 0)]
    pub max_seconds: u64,
    /// Write the puzzles here (JSON) instead of standard output.
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
    /// Check a puzzle file instead of mining.
    #[arg(long)]
    pub check: Option<std::path::PathBuf>,
    /// Merge puzzle files (give it once per file) into `--out` instead of
    /// mining: their verification settings must agree; a position already
    /// in an earlier file (the same snapshot) is dropped.
    #[arg(long)]
    pub merge: Vec<std::path::PathBuf>,
    /// With `--check`: re-verify the margin of every N-th puzzle (1: all).
    #[arg(long, default_value_t = 1)]
    pub sample: usize,
}

/// Scores beyond this are a won or lost game.
/// Positions that were candidates, passed the margin at every hop, and
/// passed the second method too (for the yield the run reports).
static FUNNEL: [AtomicU64; 3] = [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)];
const WON: i32 = 30_000;
/// Budgets of the difficulty ladder: a puzzle's difficulty is 1 + the
/// number of rungs a plain search misses its first move at.
const LADDER: [u64; 4] = [100, 400, 1_600, 6_400];

/// One hop of a line: the seat that plays it and the move.
#[derive(Clone, Copy)]
struct Hop {
    seat: usize,
    mv: Move,
}

/// What a line did, for the gain and the themes.
#[derive(Default, Clone, PartialEq, Debug)]
struct Effects {
    /// Material the player won minus material it lost, in men (a crowning 1).
    gain: i32,
    /// Material the player captured, in men.
    gross: i32,
    captures: bool,
    chain: bool,
    crowning: bool,
    elimination: bool,
    skipped: bool,
    /// The others took material from the player in their replies.
    taxed: bool,
}

fn men(king: bool) -> i32 {
    if king {
        2
    } else {
        1
    }
}

fn budget(nodes: u64) -> SearchOptions {
    SearchOptions {
        level: 5,
        time_ms: None,
        seed: 0,
        max_nodes: Some(nodes),
    }
}

/// Searchers of one thread: the main method and Monte-Carlo tree search.
struct Engines {
    main: Searcher,
    mcts: Searcher,
}

impl Engines {
    fn new() -> Engines {
        Engines {
            main: Searcher::new(),
            mcts: Searcher::new().with_method(MultiMethod::Mcts),
        }
    }

    fn best(&mut self, game: &Game, nodes: u64) -> Move {
        self.main
            .search(game, &budget(nodes), &mut NoClock)
            .best
            .expect("a game in progress has a move")
    }

    /// The value for `seat` of `game`: the others reply by their own
    /// search at `reply` nodes until `seat` is to move, which is then
    /// searched at `nodes` (two seats: negamax, no replies played).
    fn value(&mut self, game: &Game, seat: usize, nodes: u64, reply: u64) -> i32 {
        let mut g = game.clone();
        for _ in 0..64 {
            if let Some(w) = g.winner() {
                return if w == seat { WON } else { -WON };
            }
            if g.is_over() {
                return 0;
            }
            if g.piece_count(seat) == 0 {
                return -WON;
            }
            let score =
                |s: &mut Searcher, g: &Game| s.search(g, &budget(nodes), &mut NoClock).score;
            match g.current() {
                Some(c) if c == seat => return score(&mut self.main, &g),
                Some(_) if g.players() == 2 => return -score(&mut self.main, &g),
                _ => {}
            }
            let m = self.best(&g, reply);
            g.apply(m.from, m.to).expect("the bot's move is legal");
        }
        bot::evaluate(&g)[seat]
    }

    /// Every legal move of the player at `game` scored by [`Engines::value`]
    /// after it, best first.
    fn scored(&mut self, game: &Game, nodes: u64, reply: u64) -> Vec<(Move, i32)> {
        let seat = game.current().expect("in progress");
        let mut out: Vec<(Move, i32)> = game
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut g = game.clone();
                g.apply(m.from, m.to).expect("legal");
                (m, self.value(&g, seat, nodes, reply))
            })
            .collect();
        out.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        out
    }
}

/// Applies a hop, adding what it did for `player` to `fx`.
fn play(game: &mut Game, hop: Hop, player: usize, fx: &mut Effects) -> Result<(), String> {
    let out = game
        .apply(hop.mv.from, hop.mv.to)
        .map_err(|e| format!("illegal hop: {e}"))?;
    if let Some(c) = out.captured {
        if hop.seat == player {
            fx.gain += men(c.king);
            fx.gross += men(c.king);
            fx.captures = true;
            fx.elimination |= out.eliminated.is_some();
        } else if c.seat == player {
            fx.gain -= men(c.king);
            fx.taxed = true;
        }
    }
    if hop.seat == player && out.promoted {
        fx.gain += 1;
        fx.crowning = true;
    }
    fx.skipped |= !out.skipped.is_empty();
    Ok(())
}

/// A line found from `game` for its seat to move: the player's hops by
/// `pick`, the others' by their search at `reply`, ending once the player
/// is to move again (or the game ends) with at least `gain` men won, after
/// at most `turns` turns of the player's.
fn find_line(
    e: &mut Engines,
    game: &Game,
    s: &Settings,
    mut pick: impl FnMut(&mut Engines, &Game) -> Option<Move>,
) -> Option<(Vec<Hop>, Effects)> {
    let player = game.current()?;
    let (mut g, mut line, mut fx, mut turns) = (game.clone(), Vec::new(), Effects::default(), 0);
    let mut hops_this_turn = 0;
    for _ in 0..80 {
        let Some(seat) = g.current() else { break };
        if seat == player && hops_this_turn == 0 && !line.is_empty() {
            if fx.gain * 100 >= s.gain {
                break;
            }
            if turns >= s.turns {
                return None;
            }
        }
        let mv = if seat == player {
            if g.chain_from().is_none() {
                turns += 1;
            }
            pick(e, &g)?
        } else {
            e.best(&g, s.reply_nodes)
        };
        let before = g.current();
        let hop = Hop { seat, mv };
        play(&mut g, hop, player, &mut fx).ok()?;
        line.push(hop);
        hops_this_turn = if g.current() == before && g.chain_from().is_some() {
            fx.chain |= seat == player;
            hops_this_turn + 1
        } else {
            0
        };
    }
    let won = g.winner() == Some(player);
    (fx.gain * 100 >= s.gain || won).then(|| {
        fx.elimination |= won;
        (line, fx)
    })
}

/// A puzzle kept: its line, what it did, the scores at each of the
/// player's hops with a choice, its difficulty.
struct Kept {
    snapshot: String,
    player: usize,
    line: Vec<Hop>,
    fx: Effects,
    /// Per player hop with a choice: its index in the line and every move
    /// scored at verification, best first.
    checks: Vec<(usize, Vec<(Move, i32)>)>,
    difficulty: u32,
    endgame: bool,
}

/// The candidate test and the verification of one position.
fn try_position(e: &mut Engines, game: &Game, s: &Settings) -> Option<Kept> {
    let player = game.current()?;
    if game.legal_moves().len() < 2 || game.chain_from().is_some() {
        return None;
    }
    // A position already won is left alone (its "puzzle" would be one of
    // many ways to tidy up), and a quiet one is tried only when the search
    // sees a gain the static evaluation does not.
    let eval = bot::evaluate(game);
    let rival = (0..eval.len())
        .filter(|&k| k != player)
        .map(|k| eval[k])
        .max()?;
    if eval[player] - rival >= s.ahead {
        return None;
    }
    let moves = game.legal_moves();
    if !moves.iter().any(|m| m.capture.is_some() || m.promotes) {
        let seen = e
            .main
            .search(game, &budget(s.find_nodes), &mut NoClock)
            .score;
        if seen - eval[player] < s.gain {
            return None;
        }
    }
    let find = s.find_nodes;
    find_line(e, game, s, |e, g| Some(e.best(g, find)))?;
    FUNNEL[0].fetch_add(1, Ordering::Relaxed);
    // A first sift at the small budget: the line's move must already lead
    // every other by half the margin, else the deep scoring is not spent.
    let quick = e.scored(game, s.find_nodes, s.reply_nodes / 2);
    if quick[0].1 - quick[1].1 < s.margin / 2 {
        return None;
    }
    // Verification: the player's moves re-chosen by every move's score at
    // the deeper budget, each clearly best where there is a choice.
    let mut checks = Vec::new();
    let mut at = 0usize;
    let (line, fx) = find_line(e, game, s, |e, g| {
        let scored = e.scored(g, s.verify_nodes, s.reply_nodes);
        at += 1;
        if scored.len() >= 2 {
            if scored[0].1 - scored[1].1 < s.margin {
                return None;
            }
            checks.push((at, scored.clone()));
        }
        Some(scored[0].0)
    })?;
    // `at` counted player hops; turn it into line indices.
    let player_hops: Vec<usize> = (0..line.len())
        .filter(|&i| line[i].seat == player)
        .collect();
    let checks: Vec<(usize, Vec<(Move, i32)>)> = checks
        .into_iter()
        .map(|(k, sc)| (player_hops[k - 1], sc))
        .collect();
    FUNNEL[1].fetch_add(1, Ordering::Relaxed);
    if checks.first().map(|c| c.0) != Some(0) {
        return None;
    }
    let first = line[0].mv;
    if game.players() >= 3 {
        let m = e
            .mcts
            .search(game, &budget(s.verify_nodes), &mut NoClock)
            .best;
        if m != Some(first) {
            return None;
        }
    }
    FUNNEL[2].fetch_add(1, Ordering::Relaxed);
    let difficulty = 1 + LADDER
        .iter()
        .take_while(|&&n| e.best(game, n) != first)
        .count() as u32;
    let survivors = (0..game.players())
        .filter(|&k| game.piece_count(k) > 0)
        .count();
    Some(Kept {
        snapshot: game.snapshot(),
        player,
        line,
        fx,
        checks,
        difficulty,
        endgame: game.pieces().len() <= 3 * survivors,
    })
}

fn themes(fx: &Effects, players: usize, endgame: bool) -> Vec<&'static str> {
    let mut t = Vec::new();
    for (on, name) in [
        (fx.captures, "capture"),
        (fx.chain, "chain"),
        (fx.crowning, "crowning"),
        (fx.elimination, "elimination"),
        (fx.skipped, "skipped"),
        (players >= 3 && fx.taxed, "tax"),
        (endgame, "endgame"),
    ] {
        if on {
            t.push(name);
        }
    }
    t
}

fn mv_json(m: Move) -> Value {
    json!([m.from.q, m.from.r, m.to.q, m.to.r])
}

/// A puzzle's starting rating: 1000 for the easiest, 200 a rung of the
/// difficulty ladder, 100 a further hop of the player's.
fn rating(k: &Kept) -> u32 {
    let hops = k.line.iter().filter(|h| h.seat == k.player).count() as u32;
    800 + 200 * k.difficulty + 100 * (hops - 1).min(3)
}

fn kept_json(k: &Kept, players: usize, id: String) -> Value {
    let gap = k
        .checks
        .iter()
        .map(|c| c.1[0].1 - c.1[1].1)
        .min()
        .unwrap_or(0);
    json!({
        "id": id,
        "players": players,
        "snapshot": k.snapshot,
        "player": k.player,
        "line": k.line.iter().map(|h| {
            let mut v = mv_json(h.mv);
            v.as_array_mut().expect("array").insert(0, json!(h.seat));
            v
        }).collect::<Vec<_>>(),
        "checks": k.checks.iter().map(|(i, sc)| json!({
            "at": i,
            "scores": sc.iter().map(|&(m, v)| {
                let mut a = mv_json(m);
                a.as_array_mut().expect("array").push(json!(v));
                a
            }).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "gain": k.fx.gain,
        "gap": gap,
        "themes": themes(&k.fx, players, k.endgame),
        "difficulty": k.difficulty,
        "rating": rating(k),
    })
}

/// Self-play game `g` at `players` seats, mined: its kept puzzles and the
/// number of positions it tested.
fn mine_game(
    e: &mut Engines,
    s: &Settings,
    players: usize,
    g: u64,
) -> Result<(Vec<Kept>, u64), String> {
    let seed = s.seed.wrapping_add(g).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ players as u64;
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(players, s.radius).map_err(|e| e.to_string())?;
    let opening = rng.usize(..=s.opening);
    let mut play_opts = budget(s.play_nodes);
    play_opts.level = s.play_level;
    let (mut kept, mut tested, mut last) = (Vec::new(), 0u64, 0usize);
    for ply in 0..s.ply_cap {
        if game.is_over() || kept.len() >= s.per_game {
            break;
        }
        if ply >= opening && game.chain_from().is_none() && ply >= last + 3 {
            tested += 1;
            if let Some(k) = try_position(e, &game, s) {
                kept.push(k);
                last = ply;
            }
        }
        let m = if ply < opening {
            let moves = game.legal_moves();
            moves[rng.usize(..moves.len())]
        } else {
            play_opts.seed = rng.u64(..);
            e.main
                .search(&game, &play_opts, &mut NoClock)
                .best
                .expect("in progress")
        };
        game.apply(m.from, m.to).map_err(|e| e.to_string())?;
    }
    Ok((kept, tested))
}

/// `hexc puzzles`: [`run`], its error said.
pub fn main(s: &Settings) -> std::process::ExitCode {
    match run(s) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Mines or checks, as the settings say.
pub fn run(s: &Settings) -> Result<(), String> {
    if let Some(path) = &s.check {
        return check(path, s);
    }
    if !s.merge.is_empty() {
        return merge(s);
    }
    if s.players.iter().any(|&n| !(2..=6).contains(&n)) {
        return Err("--players: each table size is 2 to 6".into());
    }
    let started = Instant::now();
    let games = s.first_game..s.first_game.saturating_add(s.games);
    let jobs: Vec<(usize, u64)> = games
        .clone()
        .flat_map(|g| s.players.iter().map(move |&n| (n, g)))
        .collect();
    let results = mine_all(s, &jobs, started)?;
    // Games count only when every earlier game of the same size finished,
    // so a run stopped by the clock is the run of that many games.
    let mut out = Vec::new();
    let mut finished = serde_json::Map::new();
    let mut tested_total = 0;
    for &n in &s.players {
        let mut count = 0;
        for g in games.clone() {
            let j = jobs.iter().position(|&x| x == (n, g)).expect("job");
            let Some((kept, tested)) = &results[j] else {
                break;
            };
            count += 1;
            tested_total += tested;
            for (i, k) in kept.iter().enumerate() {
                out.push(kept_json(k, n, format!("{n}-{g}-{i}")));
            }
        }
        finished.insert(n.to_string(), json!(count));
    }
    let funnel: Vec<u64> = FUNNEL.iter().map(|a| a.load(Ordering::Relaxed)).collect();
    eprintln!(
        "candidates {}, clearly best at every hop {}, second method agreeing {}",
        funnel[0], funnel[1], funnel[2]
    );
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "{} puzzles from {tested_total} positions tested in {secs:.0} s",
        out.len()
    );
    write(
        &puzzle_file(s, out, finished, tested_total),
        s.out.as_deref(),
    )
}

/// One game mined: the puzzles kept and the positions tested.
type Mined = (Vec<Kept>, u64);

/// Mines the games `jobs` (table size, game) on `s.threads` threads until
/// done or out of time: per job, its puzzles kept and positions tested
/// (`None` for a job not played).
fn mine_all(
    s: &Settings,
    jobs: &[(usize, u64)],
    started: Instant,
) -> Result<Vec<Option<Mined>>, String> {
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel();
    let failure = Mutex::new(None);
    let mut results: Vec<Option<Mined>> = jobs.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        for _ in 0..s.threads.clamp(1, 64) {
            let (tx, next, failure) = (tx.clone(), &next, &failure);
            scope.spawn(move || {
                let mut e = Engines::new();
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed) as usize;
                    let late = s.max_seconds > 0 && started.elapsed().as_secs() >= s.max_seconds;
                    if j >= jobs.len() || late {
                        break;
                    }
                    let (n, g) = jobs[j];
                    match mine_game(&mut e, s, n, g) {
                        Ok(r) => {
                            if tx.send((j, r)).is_err() {
                                break;
                            }
                        }
                        Err(err) => {
                            *failure.lock().expect("lock") = Some(err);
                            break;
                        }
                    }
                }
            });
        }
        drop(tx);
        let mut total = 0;
        for (j, r) in rx {
            total += r.0.len();
            eprintln!(
                "{} seats game {}: {} kept of {} tested ({total} in all, {:.0} s)",
                jobs[j].0,
                jobs[j].1,
                r.0.len(),
                r.1,
                started.elapsed().as_secs_f64()
            );
            results[j] = Some(r);
        }
    });
    match failure.into_inner().expect("lock") {
        Some(err) => Err(err),
        None => Ok(results),
    }
}

/// The puzzle file of a run: its settings (with these, the run again), the
/// games finished per table size and the puzzles.
fn puzzle_file(
    s: &Settings,
    puzzles: Vec<Value>,
    finished: serde_json::Map<String, Value>,
    tested: u64,
) -> Value {
    let run = json!({
        "seed": s.seed,
        "firstGame": s.first_game,
        "games": finished,
        "tested": tested,
        "opening": s.opening,
        "playLevel": s.play_level,
        "playNodes": s.play_nodes,
        "findNodes": s.find_nodes,
        "ahead": s.ahead,
        "turns": s.turns,
        "perGame": s.per_game,
        "plyCap": s.ply_cap,
    });
    let mut file = json!({
        "version": 2,
        "radius": s.radius,
        "margin": s.margin,
        "gainMen": s.gain as f64 / 100.0,
        "verifyNodes": s.verify_nodes,
        "replyNodes": s.reply_nodes,
    });
    file["tested"] = json!(tested);
    file["runs"] = json!([run]);
    file["puzzles"] = json!(puzzles);
    file
}

/// Writes a puzzle file to `out`, or to standard output.
fn write(file: &Value, out: Option<&std::path::Path>) -> Result<(), String> {
    let text = serde_json::to_string(file).map_err(|e| e.to_string())? + "\n";
    match out {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// The settings every puzzle of a file was verified with: files merge
/// only when these agree.
const SHARED: [&str; 6] = [
    "version",
    "radius",
    "margin",
    "gainMen",
    "verifyNodes",
    "replyNodes",
];

/// `--merge`: the files' puzzles in order, a snapshot seen before dropped,
/// their runs listed; an id used by two different positions is an error.
fn merge(s: &Settings) -> Result<(), String> {
    let mut merged: Option<Value> = None;
    let (mut runs, mut puzzles, mut tested) = (Vec::new(), Vec::new(), 0);
    let (mut snapshots, mut ids) = (HashSet::new(), HashSet::new());
    let mut dropped = 0;
    for path in &s.merge {
        let name = path.display();
        let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
        let file: Value = serde_json::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
        let base = merged.get_or_insert_with(|| {
            json!(SHARED
                .iter()
                .map(|&k| (k.to_owned(), file[k].clone()))
                .collect::<serde_json::Map<_, _>>())
        });
        if let Some(k) = SHARED
            .iter()
            .find(|&&k| file[k] != base[k] || file[k].is_null())
        {
            return Err(format!("{name}: its {k} is not the first file's"));
        }
        tested += file["tested"]
            .as_u64()
            .ok_or(format!("{name}: no tested"))?;
        runs.extend(
            file["runs"]
                .as_array()
                .ok_or(format!("{name}: no runs"))?
                .clone(),
        );
        for p in file["puzzles"]
            .as_array()
            .ok_or(format!("{name}: no puzzles"))?
        {
            let (Some(id), Some(snapshot)) = (p["id"].as_str(), p["snapshot"].as_str()) else {
                return Err(format!("{name}: a puzzle has no id or snapshot"));
            };
            if !snapshots.insert(snapshot.to_owned()) {
                dropped += 1;
                continue;
            }
            if !ids.insert(id.to_owned()) {
                return Err(format!("{name}: id {id} names two positions"));
            }
            puzzles.push(p.clone());
        }
    }
    let mut file = merged.expect("one file at least");
    eprintln!(
        "{} puzzles from {} files, {dropped} positions already in an earlier file dropped",
        puzzles.len(),
        s.merge.len()
    );
    file["tested"] = json!(tested);
    file["runs"] = json!(runs);
    file["puzzles"] = json!(puzzles);
    write(&file, s.out.as_deref())
}

fn hex(v: &Value, i: usize) -> Result<engine::Hex, String> {
    let n = |k: usize| {
        v.get(k)
            .and_then(Value::as_i64)
            .map(|x| x as i32)
            .ok_or("a move is four numbers")
    };
    Ok(engine::Hex::new(n(i)?, n(i + 1)?))
}

/// `--check`: every puzzle's line legal, its gain and themes what the
/// line does, and for every `sample`-th puzzle the margin at the file's
/// budgets.
fn check(path: &std::path::Path, s: &Settings) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let get = |k: &str| {
        file.get(k)
            .and_then(Value::as_i64)
            .ok_or(format!("the file has no {k}"))
    };
    let (margin, verify, reply) = (
        get("margin")? as i32,
        get("verifyNodes")? as u64,
        get("replyNodes")? as u64,
    );
    let puzzles = file
        .get("puzzles")
        .and_then(Value::as_array)
        .ok_or("the file has no puzzles")?;
    let mut e = Engines::new();
    let (mut faults, mut margins) = (Vec::new(), 0);
    for (i, p) in puzzles.iter().enumerate() {
        let id = p
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_owned();
        let deep = s.sample > 0 && i % s.sample == 0;
        match check_one(&mut e, p, margin, verify, reply, deep) {
            Ok(()) => margins += usize::from(deep),
            Err(f) => faults.push(format!("{id}: {f}")),
        }
    }
    for f in &faults {
        println!("{f}");
    }
    println!(
        "{} puzzles: {} faults; lines, gains and themes checked for all, margins re-searched for {margins}",
        puzzles.len(),
        faults.len()
    );
    if faults.is_empty() {
        Ok(())
    } else {
        Err(format!("{} puzzles fail", faults.len()))
    }
}

fn check_one(
    e: &mut Engines,
    p: &Value,
    margin: i32,
    verify: u64,
    reply: u64,
    deep: bool,
) -> Result<(), String> {
    let field = |k: &str| p.get(k).ok_or(format!("no {k}"));
    let snapshot = field("snapshot")?.as_str().ok_or("snapshot is not text")?;
    let start = Game::restore(snapshot).map_err(|e| e.to_string())?;
    let player = start.current().ok_or("the game is over")?;
    if field("player")?.as_u64() != Some(player as u64) {
        return Err("player is not the seat to move".into());
    }
    let mut g = start.clone();
    let mut fx = Effects::default();
    let line = field("line")?.as_array().ok_or("line is not a list")?;
    for (i, h) in line.iter().enumerate() {
        let seat = h
            .get(0)
            .and_then(Value::as_u64)
            .ok_or("a hop has no seat")? as usize;
        if g.current() != Some(seat) {
            return Err(format!("hop {i} is not seat {seat}'s"));
        }
        let (from, to) = (hex(h, 1)?, hex(h, 3)?);
        let mv = g
            .legal_moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .ok_or(format!("hop {i} is not legal"))?;
        let chaining_before = g.chain_from().is_some();
        play(&mut g, Hop { seat, mv }, player, &mut fx)?;
        fx.chain |= seat == player && (chaining_before || g.chain_from().is_some());
    }
    fx.elimination |= g.winner() == Some(player);
    if field("gain")?.as_i64() != Some(i64::from(fx.gain)) {
        return Err(format!(
            "the line wins {} men, not the gain written",
            fx.gain
        ));
    }
    let survivors = (0..start.players())
        .filter(|&k| start.piece_count(k) > 0)
        .count();
    let want = themes(&fx, start.players(), start.pieces().len() <= 3 * survivors);
    let have: Vec<&str> = field("themes")?
        .as_array()
        .ok_or("themes is not a list")?
        .iter()
        .filter_map(Value::as_str)
        .collect();
    if have != want {
        return Err(format!("themes {have:?}, the line does {want:?}"));
    }
    if deep {
        let scored = e.scored(&start, verify, reply);
        let first = hex(&line[0], 1)?;
        let to = hex(&line[0], 3)?;
        if scored[0].0.from != first || scored[0].0.to != to {
            return Err("the first move is not the best at the verification budget".into());
        }
        if scored.len() >= 2 && scored[0].1 - scored[1].1 < margin {
            return Err(format!(
                "the first move leads the next by {}, under the margin {margin}",
                scored[0].1 - scored[1].1
            ));
        }
    }
    Ok(())
}
