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

/// How one game ended, for the tally.
enum Ending {
    /// The bot at this index won outright.
    Outright(usize),
    /// Every survivor was frozen.
    Draw,
    /// The ply cap came; the bot at this index led on material.
    Material(usize, Vec<u32>),
    /// The ply cap came with no strict material leader.
    Undecided(Vec<u32>),
}

/// Plays the games and prints the table.
pub fn run(s: &Settings) -> Result<(), String> {
    let mut bots = seat_bots(s)?;
    let mut tally = vec![Tally::default(); s.players];
    let (mut draws, mut undecided, mut plies_total) = (0u64, 0u64, 0u64);
    let started = Instant::now();
    for g in 0..s.games {
        let (game, plies, shift) = play_one(s, g, &mut bots)?;
        plies_total += plies as u64;
        let ending = judge(&game, s.players, shift);
        let result = match &ending {
            Ending::Outright(k) => {
                tally[*k].outright += 1;
                format!("{} wins outright", bots[*k].name)
            }
            Ending::Draw => {
                draws += 1;
                "draw (all frozen)".to_string()
            }
            Ending::Material(k, mat) => {
                tally[*k].material += 1;
                format!("{} wins on material {mat:?}", bots[*k].name)
            }
            Ending::Undecided(mat) => {
                undecided += 1;
                format!("no strict leader {mat:?}")
            }
        };
        if s.verbose {
            let seed = s.seed.wrapping_add(g);
            let snapshot = game.snapshot();
            println!("game {g:>4} seed {seed} shift {shift}: {plies} plies, {result}  {snapshot}");
        }
        if (g + 1) % 20 == 0 {
            eprintln!("{} games, {:.0} s", g + 1, started.elapsed().as_secs_f64());
        }
    }
    print_table(s, &bots, &tally);
    println!(
        "draws (all frozen) {draws}, no strict material leader at the cap {undecided}, mean {:.0} plies a game, {:.0} s",
        plies_total as f64 / s.games.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The bots of the command line, one per seat, after checking the table.
fn seat_bots(s: &Settings) -> Result<Vec<Bot>, String> {
    let bots = parse_bots(&s.bots)?;
    if bots.len() != s.players {
        return Err(format!("{} bots for {} seats", bots.len(), s.players));
    }
    Game::new(s.players, s.radius).map_err(|e| e.to_string())?;
    Ok(bots)
}

/// Game `g`: bot `k` sits at seat `(k + shift) % n`; random opening hops
/// first, then the bots until the end or the ply cap. Returns the final
/// game, its hops and the shift.
fn play_one(s: &Settings, g: u64, bots: &mut [Bot]) -> Result<(Game, usize, usize), String> {
    let n = s.players;
    let game_seed = s.seed.wrapping_add(g);
    let shift = (g % n as u64) as usize;
    let mut rng = fastrand::Rng::with_seed(game_seed);
    let mut game = Game::new(n, s.radius).map_err(|e| e.to_string())?;
    let mut plies = 0;
    while let Some(seat) = game.current() {
        if plies >= s.ply_cap {
            break;
        }
        let bot = &mut bots[bot_at(seat, n, shift)];
        let m = if plies < s.opening {
            let moves = game.legal_moves();
            moves[rng.usize(..moves.len())]
        } else {
            let seed = game_seed
                .wrapping_mul(0x9E37_79B9)
                .wrapping_add(plies as u64);
            bot.choose(&game, &mut rng, seed)
        };
        game.apply(m.from, m.to)
            .map_err(|e| format!("bot {} played an illegal move: {e}", bot.name))?;
        plies += 1;
    }
    Ok((game, plies, shift))
}

/// The bot at `seat` when the seats are shifted by `shift`.
fn bot_at(seat: usize, n: usize, shift: usize) -> usize {
    (seat + n - shift) % n
}

/// Who won game that ended (or stopped at the cap) as `game`.
fn judge(game: &Game, n: usize, shift: usize) -> Ending {
    if let Some(w) = game.winner() {
        return Ending::Outright(bot_at(w, n, shift));
    }
    if game.is_draw() {
        return Ending::Draw;
    }
    let mat: Vec<u32> = (0..n).map(|seat| material(game, seat)).collect();
    let top = *mat.iter().max().unwrap_or(&0);
    let leaders: Vec<usize> = (0..n).filter(|&seat| mat[seat] == top).collect();
    match leaders[..] {
        [one] => Ending::Material(bot_at(one, n, shift), mat),
        _ => Ending::Undecided(mat),
    }
}

/// The table: wins per bot with 95% Wilson intervals.
fn print_table(s: &Settings, bots: &[Bot], tally: &[Tally]) {
    println!(
        "arena: {} players, radius {}, {} games, ply cap {}, {} random opening hops, seeds {}..{}, seats rotated",
        s.players,
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(specs: &str) -> Result<Vec<String>, String> {
        let specs: Vec<String> = specs.split(',').map(String::from).collect();
        parse_bots(&specs).map(|bots| bots.into_iter().map(|b| b.name).collect())
    }

    #[test]
    fn bot_specs_expand_counts_and_keep_their_names() {
        assert_eq!(
            names("l5:nodes=200,greedy*2,random").unwrap(),
            ["l5:nodes=200", "greedy", "greedy", "random"]
        );
        assert_eq!(names("l1*0,l2").unwrap(), ["l2"]);
    }

    #[test]
    fn a_level_spec_sets_the_search_options() {
        let bot = parse_bot("l3:nodes=500:time=40:method=paranoid:hanging=10").unwrap();
        let Kind::Search { opts, timed, .. } = bot.kind else {
            panic!("l3 is a searching bot");
        };
        assert_eq!(opts.level, 3);
        assert_eq!(opts.max_nodes, Some(500));
        assert_eq!(opts.time_ms, Some(40.0));
        assert!(timed);
        // Without time=, the wall clock never stops it: reproducible.
        let Kind::Search { opts, timed, .. } = parse_bot("l1").unwrap().kind else {
            panic!("l1 is a searching bot");
        };
        assert_eq!((opts.level, opts.max_nodes, timed), (1, None, false));
        assert!(opts.time_ms.is_some_and(|t| t >= 1e12));
    }

    #[test]
    fn bad_bot_specs_say_what_is_wrong() {
        let cases = [
            ("l6", "unknown bot l6"),
            ("l0", "unknown bot l0"),
            ("bogus", "unknown bot bogus"),
            ("l3:nodes", "expected key=value, got nodes"),
            ("l3:nodes=many", "bad number in nodes=many"),
            ("l3:method=minimax", "unknown method minimax"),
            ("l3:depth=4", "unknown key depth"),
            ("greedy*x", "bad count in greedy*x"),
        ];
        for (spec, want) in cases {
            let got = names(spec).err().unwrap_or_default();
            assert!(got.starts_with(want), "{spec}: {got:?}");
        }
    }

    #[test]
    fn the_wilson_interval_matches_known_values() {
        let close = |(lo, hi): (f64, f64), want: (f64, f64)| {
            assert!(
                (lo - want.0).abs() < 1e-4 && (hi - want.1).abs() < 1e-4,
                "{lo}, {hi}"
            );
        };
        close(wilson(50, 100), (0.4038, 0.5962));
        close(wilson(0, 10), (0.0, 0.2775));
        close(wilson(10, 10), (0.7225, 1.0));
        close(wilson(7, 20), (0.1812, 0.5671));
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        // Narrower with more games at the same rate.
        let (a, b) = (wilson(5, 10), wilson(500, 1000));
        assert!(b.1 - b.0 < a.1 - a.0);
    }
}
