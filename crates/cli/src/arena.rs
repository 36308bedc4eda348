//! `hexc arena`: many seeded games between bots, seats rotated from game
//! to game, wins counted per bot with a 95% Wilson interval.
//!
//! A bot is written `name[:key=value...][*count]`:
//! - `random`: any legal move; `greedy`: the capture (with its chain) that
//!   wins most material, otherwise a move leaving fewest pieces en prise;
//! - `l1` .. `l5`: the engine's bot at that level, with optional `nodes=`,
//!   `time=` (ms, a cap by the wall clock: not reproducible),
//!   `method=brs|paranoid|om`, opponent-model settings (`omdepth=`,
//!   `hostile=0|1`, `samples=`) and evaluation weights (`man=`, `king=`,
//!   `advance=`, `race=`, `hanging=`, `mobility=`, `leader=`, `weakest=`,
//!   `hunt=`, `exposure=`);
//! - `*count` repeats the entry: `l5,greedy*5` fills six seats.

use crate::bench_search::InstantClock;
use bot::{Clock, ModelOptions, MultiMethod, NoClock, SearchOptions, Searcher, Weights};
use engine::{Game, Move};
use std::time::Instant;

/// The arena's settings, as given on the command line.
#[derive(clap::Args)]
pub struct Settings {
    /// Seats at the table, 2 to 6.
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Board radius, 2 to 8.
    #[arg(long, default_value_t = 5)]
    pub radius: i32,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// One bot per seat, comma-separated: random, greedy, l1..l5 with
    /// options `:nodes=N`, `:time=MS`, `:method=brs|paranoid`, weights
    /// `:hanging=40`...; `*k` repeats (`l5,greedy*5`).
    #[arg(long, value_delimiter = ',', default_value = "l5,greedy")]
    pub bots: Vec<String>,
    /// Hops after which a game is judged on material (men 1, kings 2).
    #[arg(long, default_value_t = 1000)]
    pub ply_cap: usize,
    /// Seed of the first game; game `g` uses `seed + g`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print each game's result.
    #[arg(long)]
    pub verbose: bool,
    /// Random hops from the seed before the bots play, so that two
    /// deterministic bots meet in more than two games.
    #[arg(long, default_value_t = 0)]
    pub opening: usize,
}

enum Kind {
    Random,
    Greedy,
    Search {
        opts: SearchOptions,
        searcher: Box<Searcher>,
        timed: bool,
    },
}

struct Bot {
    name: String,
    kind: Kind,
}

#[derive(Default, Clone, Copy)]
struct Tally {
    outright: u64,
    material: u64,
}

fn parse_bots(specs: &[String]) -> Result<Vec<Bot>, String> {
    let mut bots = Vec::new();
    for spec in specs {
        let (body, count) = match spec.split_once('*') {
            Some((b, c)) => (
                b,
                c.parse::<usize>()
                    .map_err(|_| format!("bad count in {spec}"))?,
            ),
            None => (spec.as_str(), 1),
        };
        for _ in 0..count {
            bots.push(parse_bot(body)?);
        }
    }
    Ok(bots)
}

fn parse_bot(body: &str) -> Result<Bot, String> {
    let mut parts = body.split(':');
    let head = parts.next().unwrap_or_default();
    let kind = match head {
        "random" => Kind::Random,
        "greedy" => Kind::Greedy,
        _ => {
            let level = head
                .strip_prefix('l')
                .and_then(|l| l.parse::<u8>().ok())
                .filter(|l| (1..=5).contains(l))
                .ok_or_else(|| format!("unknown bot {head}: use random, greedy or l1..l5"))?;
            let mut opts = SearchOptions {
                level,
                time_ms: Some(1e12),
                ..SearchOptions::default()
            };
            let mut weights = Weights::default();
            let mut method = MultiMethod::default();
            let mut model = ModelOptions::default();
            let mut timed = false;
            for kv in parts {
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("expected key=value, got {kv}"))?;
                let num = || v.parse::<i64>().map_err(|_| format!("bad number in {kv}"));
                match k {
                    "nodes" => opts.max_nodes = Some(num()? as u64),
                    "time" => {
                        opts.time_ms = Some(num()? as f64);
                        timed = true;
                    }
                    "method" => {
                        method = match v {
                            "brs" => MultiMethod::BestReply,
                            "paranoid" => MultiMethod::Paranoid,
                            "om" => MultiMethod::OpponentModel,
                            _ => return Err(format!("unknown method {v}")),
                        }
                    }
                    "omdepth" => model.depth = num()? as u32,
                    "hostile" => model.hostile = num()? != 0,
                    "samples" => model.samples = num()? as u32,
                    "man" => weights.man = num()? as i32,
                    "king" => weights.king = num()? as i32,
                    "advance" => weights.advance = num()? as i32,
                    "race" => weights.race = num()? as i32,
                    "hanging" => weights.hanging = num()? as i32,
                    "mobility" => weights.mobility = num()? as i32,
                    "leader" => weights.leader = num()? as i32,
                    "weakest" => weights.weakest = num()? as i32,
                    "hunt" => weights.hunt = num()? as i32,
                    "exposure" => weights.exposure = num()? as i32,
                    _ => return Err(format!("unknown key {k}")),
                }
            }
            Kind::Search {
                opts,
                searcher: Box::new(
                    Searcher::new()
                        .with_weights(weights)
                        .with_method(method)
                        .with_model(model),
                ),
                timed,
            }
        }
    };
    Ok(Bot {
        name: body.to_string(),
        kind,
    })
}

impl Bot {
    fn choose(&mut self, game: &Game, rng: &mut fastrand::Rng, seed: u64) -> Move {
        match &mut self.kind {
            Kind::Random => {
                let moves = game.legal_moves();
                moves[rng.usize(..moves.len())]
            }
            Kind::Greedy => greedy(game, rng),
            Kind::Search {
                opts,
                searcher,
                timed,
            } => {
                let opts = SearchOptions { seed, ..*opts };
                let clock: &mut dyn Clock = if *timed {
                    &mut InstantClock::new()
                } else {
                    &mut NoClock
                };
                searcher
                    .search(game, &opts, clock)
                    .best
                    .expect("a game in progress has a move")
            }
        }
    }
}

/// Men 1, kings 2.
fn material(game: &Game, seat: usize) -> u32 {
    game.pieces()
        .iter()
        .filter(|(_, p)| p.seat == seat)
        .map(|(_, p)| if p.king { 2 } else { 1 })
        .sum()
}

/// Material a capture wins, its forced chain included (best continuation).
fn chain_gain(game: &Game, m: Move) -> u32 {
    let Some(at) = m.capture else { return 0 };
    let gained = game.piece_at(at).map_or(0, |p| if p.king { 2 } else { 1 });
    let mut next = game.clone();
    let out = next.apply(m.from, m.to).expect("legal");
    if !out.chaining {
        return gained;
    }
    gained
        + next
            .legal_moves()
            .into_iter()
            .map(|n| chain_gain(&next, n))
            .max()
            .unwrap_or(0)
}

/// The greedy baseline.
fn greedy(game: &Game, rng: &mut fastrand::Rng) -> Move {
    let moves = game.legal_moves();
    let seat = game.current().expect("in progress");
    let score = |m: Move| -> i64 {
        if m.capture.is_some() {
            i64::from(chain_gain(game, m))
        } else {
            let mut next = game.clone();
            next.apply(m.from, m.to).expect("legal");
            let hanging: i64 = bot::threatened(&next, seat)
                .iter()
                .map(|&h| {
                    if next.piece_at(h).is_some_and(|p| p.king) {
                        2
                    } else {
                        1
                    }
                })
                .sum();
            -hanging
        }
    };
    let scored: Vec<(Move, i64)> = moves.iter().map(|&m| (m, score(m))).collect();
    let best = scored.iter().map(|s| s.1).max().expect("some move");
    let top: Vec<Move> = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
    top[rng.usize(..top.len())]
}

/// The Wilson score interval at 95% for `wins` of `n`.
fn wilson(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, wins as f64 / n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

/// Plays the games and prints the table.
pub fn run(s: &Settings) -> Result<(), String> {
    let mut bots = parse_bots(&s.bots)?;
    if bots.len() != s.players {
        return Err(format!("{} bots for {} seats", bots.len(), s.players));
    }
    Game::new(s.players, s.radius).map_err(|e| e.to_string())?;
    let n = s.players;
    let mut tally = vec![Tally::default(); n];
    let (mut draws, mut undecided, mut plies_total) = (0u64, 0u64, 0u64);
    let started = Instant::now();
    for g in 0..s.games {
        let game_seed = s.seed.wrapping_add(g);
        let shift = (g % n as u64) as usize;
        // Bot k sits at seat (k + shift) % n.
        let bot_at = |seat: usize| (seat + n - shift) % n;
        let mut rng = fastrand::Rng::with_seed(game_seed);
        let mut game = Game::new(n, s.radius).map_err(|e| e.to_string())?;
        let mut plies = 0;
        while let Some(seat) = game.current() {
            if plies >= s.ply_cap {
                break;
            }
            let seed = game_seed
                .wrapping_mul(0x9E37_79B9)
                .wrapping_add(plies as u64);
            let m = if plies < s.opening {
                let moves = game.legal_moves();
                moves[rng.usize(..moves.len())]
            } else {
                bots[bot_at(seat)].choose(&game, &mut rng, seed)
            };
            game.apply(m.from, m.to).map_err(|e| {
                format!(
                    "bot {} played an illegal move: {e}",
                    bots[bot_at(seat)].name
                )
            })?;
            plies += 1;
        }
        plies_total += plies as u64;
        let result = if let Some(w) = game.winner() {
            tally[bot_at(w)].outright += 1;
            format!("{} wins outright", bots[bot_at(w)].name)
        } else if game.is_draw() {
            draws += 1;
            "draw (all frozen)".to_string()
        } else {
            let mat: Vec<u32> = (0..n).map(|seat| material(&game, seat)).collect();
            let top = *mat.iter().max().unwrap_or(&0);
            let leaders: Vec<usize> = (0..n).filter(|&seat| mat[seat] == top).collect();
            if leaders.len() == 1 {
                tally[bot_at(leaders[0])].material += 1;
                format!("{} wins on material {mat:?}", bots[bot_at(leaders[0])].name)
            } else {
                undecided += 1;
                format!("no strict leader {mat:?}")
            }
        };
        if s.verbose {
            println!(
                "game {g:>4} seed {game_seed} shift {shift}: {plies} plies, {result}  {}",
                game.snapshot()
            );
        }
        if (g + 1) % 20 == 0 {
            eprintln!("{} games, {:.0} s", g + 1, started.elapsed().as_secs_f64());
        }
    }
    println!(
        "arena: {} players, radius {}, {} games, ply cap {}, {} random opening hops, seeds {}..{}, seats rotated",
        n,
        s.radius,
        s.games,
        s.ply_cap,
        s.opening,
        s.seed,
        s.seed.wrapping_add(s.games.saturating_sub(1))
    );
    println!(
        "{:<4} {:<32} {:>8} {:>9} {:>7} {:>7}  {:<17} {:<17}",
        "bot", "name", "outright", "material", "wins", "rate", "95% CI (wins)", "95% CI (outright)"
    );
    for (k, bot) in bots.iter().enumerate() {
        let t = tally[k];
        let wins = t.outright + t.material;
        let (lo, hi) = wilson(wins, s.games);
        let (olo, ohi) = wilson(t.outright, s.games);
        // No "-0.0%" for a lower bound of zero.
        let (lo, olo) = (lo.max(0.0), olo.max(0.0));
        println!(
            "{k:<4} {:<32} {:>8} {:>9} {:>7} {:>6.1}%  [{:>5.1}%, {:>5.1}%]  [{:>5.1}%, {:>5.1}%]",
            bot.name,
            t.outright,
            t.material,
            wins,
            100.0 * wins as f64 / s.games as f64,
            100.0 * lo,
            100.0 * hi,
            100.0 * olo,
            100.0 * ohi
        );
    }
    println!(
        "draws (all frozen) {draws}, no strict material leader at the cap {undecided}, mean {:.0} plies a game, {:.0} s",
        plies_total as f64 / s.games.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
