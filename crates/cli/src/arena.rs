//! `hexc arena`: many seeded games between bots ([`crate::bots`] says how
//! they are written), seats rotated from game to game, on one or more
//! threads; per bot its wins and its score (a win 1, a shared result split
//! among those who share it: draws count half at two seats), each with a
//! 95% Wilson interval, and its mean thinking time a move.
//!
//! docs/endings.md: `--no-progress N` and `--repetition K` play under those
//! house rules; `--agree` lets the bots settle a dead game by agreement
//! (at each turn the seat to move may offer a draw by its judgement, and
//! every other surviving bot is asked). The run ends with the games'
//! lengths and how they ended ([`crate::lengths`]).
//!
//! Game `g` depends only on the settings and `g` (its seed, the seats'
//! rotation, fresh bots), so the table is the same on any number of
//! threads when no bot reads the clock.

use crate::book::{self, Band};
use crate::bots::{material, parse_bots, Bot};
use crate::endgame;
use crate::lengths::{self, Lengths};
use crate::table::Table;
use bot::Searcher;
use engine::{Game, Move, Rules};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// The arena's settings, as given on the command line.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Seats and board radius.
    #[command(flatten)]
    pub table: Table,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// One bot per seat, comma-separated: random, greedy, l1..l5 (the bot
    /// now), l1@v1..l5@v1 (the first bot) or `@default` (the version played
    /// by default at this table size, `bot::DEFAULT_VERSIONS`) with options `:nodes=N`,
    /// `:time=MS`, `:method=brs|brsplus|paranoid|om|mcts`, weights `:hanging=40`...;
    /// `*k` repeats (`l5,l5@v1*5`).
    #[arg(long, value_delimiter = ',', default_value = "l5,greedy")]
    pub bots: Vec<String>,
    /// Equal time: every searching bot thinks this many milliseconds a
    /// move by the wall clock, with no node budget (unless its own spec
    /// gives `nodes=` or `time=`). Not reproducible to the move.
    #[arg(long)]
    pub time_ms: Option<f64>,
    /// Games played at once, each on its own thread.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Hops after which a game is judged on material (men 1, kings 2).
    #[arg(long, default_value_t = 1000)]
    pub ply_cap: usize,
    /// Seed of the first game; game `g` uses `seed + g`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print each game's result.
    #[arg(long)]
    pub verbose: bool,
    /// Print every turn of every game to standard error: the hop count,
    /// the seat to move, the quiet turns so far, each seat's men and kings
    /// and the move (for studying how games end).
    #[arg(long)]
    pub trace: bool,
    /// Random hops from the seed before the bots play, so that two
    /// deterministic bots meet in more than two games.
    #[arg(long, default_value_t = 0)]
    pub opening: usize,
    /// Unbalanced openings ([`crate::book`]): the `--opening` random hops
    /// are drawn again until their quiet position has a leader whose score
    /// lies in `LO,HI` (hundredths of a man: `100,200`, about a man
    /// ahead). The games then come in tuples of one per seat from each
    /// opening, the bots' seats rotated (a pair with the colours swapped at
    /// two seats), so the imbalance cancels.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub band: Vec<i32>,
    /// House rule: the game ends drawn after this many turns without a
    /// capture or crowning (0: off).
    #[arg(long, default_value_t = 0)]
    pub no_progress: u32,
    /// House rule: the game ends drawn on this occurrence of a position
    /// (0: off, else at least 2).
    #[arg(long, default_value_t = 0)]
    pub repetition: u32,
    /// Draws by agreement: at each turn the seat to move may offer one by
    /// the bot's judgement, and it is agreed if every other surviving bot
    /// accepts.
    #[arg(long)]
    pub agree: bool,
    /// Node budget of each judgement's search (the seat to move).
    #[arg(long, default_value_t = 2_000)]
    pub judge_nodes: u64,
    /// Prepared endgames: bot `k` starts with the `k`-th number of kings
    /// and nothing else, on cells drawn from the game's seed (`3,2`: the
    /// first bot a king ahead). Empty: the standard opening.
    #[arg(long, value_delimiter = ',')]
    pub kings: Vec<usize>,
    /// A sequential test instead of a fixed number of games
    /// ([`crate::sequential`]): `--bots CANDIDATE,BASELINE`, and the bounds
    /// of the test: at two seats logistic Elo (`0,20`: H0 no gain, H1 +20),
    /// at three to six the candidate's gain in share, in percent of the
    /// fair share 1/N (`0,15`: H0 1/N, H1 1.15/N). `--games` caps it.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub sprt: Vec<f64>,
}

impl Settings {
    /// The seed of game `g`: its own, or with unbalanced openings its
    /// tuple's, so the tuple's games share their opening.
    pub(crate) fn game_seed(&self, g: u64) -> u64 {
        if self.band.is_empty() {
            self.seed.wrapping_add(g)
        } else {
            self.seed.wrapping_add(g / self.table.players as u64)
        }
    }

    pub(crate) fn rules(&self) -> Rules {
        Rules {
            no_progress: self.no_progress,
            repetition: self.repetition,
        }
    }
}

/// How one game ended, for the tally.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Ending {
    /// The bot at this index won outright.
    Outright(usize),
    /// Drawn (every survivor frozen, by agreement or by a house rule):
    /// the surviving bots share the point.
    Draw(Vec<usize>),
    /// The ply cap came; the bot at this index led on material.
    Material(usize, Vec<u32>),
    /// The ply cap came with no strict material leader: the leaders
    /// (bot indices) share the point.
    Undecided(Vec<usize>, Vec<u32>),
}

impl Ending {
    /// Each bot's share of the game's point.
    pub(crate) fn points(&self, bots: usize) -> Vec<f64> {
        let mut out = vec![0.0; bots];
        match self {
            Ending::Outright(k) | Ending::Material(k, _) => out[*k] = 1.0,
            Ending::Draw(share) | Ending::Undecided(share, _) => {
                for &k in share {
                    out[k] = 1.0 / share.len() as f64;
                }
            }
        }
        out
    }
}

/// One game played: how it ended, its lengths, and per bot the
/// milliseconds it thought and the moves it chose.
pub(crate) struct Played {
    pub game: Game,
    pub ending: Ending,
    pub counts: lengths::Played,
    pub shift: usize,
    pub think_ms: Vec<f64>,
    pub moves: Vec<u64>,
}

/// Per bot: wins outright and on material, and points.
#[derive(Default, Clone, Copy)]
struct Tally {
    outright: u64,
    material: u64,
    /// Games it did not lose: won (outright or on material) or shared the
    /// draw or the material lead (docs/bot.md, "No loss against greedy").
    unbeaten: u64,
    points: f64,
    think_ms: f64,
    moves: u64,
}

/// The Wilson score interval at 95% for a score of `wins` (may be
/// fractional: draws count half) out of `n`.
pub(crate) fn wilson(wins: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, wins / n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays the games and prints the table. A sequential test (`--sprt`) is
/// `sequential.rs`'s: `main` chooses between the two.
pub fn run(s: &Settings) -> Result<(), String> {
    let bots = seat_bots(s)?;
    let started = Instant::now();
    let mut tally = vec![Tally::default(); s.table.players];
    let (mut draws, mut undecided, mut plies_total) = (0u64, 0u64, 0u64);
    let mut lengths = Lengths::default();
    let played = play_all(s, |g, done| {
        if done % 20 == 0 {
            eprintln!(
                "{done} games (last {g}), {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    })?;
    for (g, p) in played.iter().enumerate() {
        plies_total += p.counts.plies as u64;
        lengths.add(&p.game, &p.counts);
        for (k, pts) in p.ending.points(s.table.players).into_iter().enumerate() {
            tally[k].unbeaten += u64::from(pts > 0.0);
            tally[k].points += pts;
            tally[k].think_ms += p.think_ms[k];
            tally[k].moves += p.moves[k];
        }
        let result = match &p.ending {
            Ending::Outright(k) => {
                tally[*k].outright += 1;
                format!("{} wins outright", bots[*k].name)
            }
            Ending::Draw(_) => {
                draws += 1;
                let reason = p.game.result().map_or("?", |r| r.reason.name());
                format!("draw ({reason})")
            }
            Ending::Material(k, mat) => {
                tally[*k].material += 1;
                format!("{} wins on material {mat:?}", bots[*k].name)
            }
            Ending::Undecided(_, mat) => {
                undecided += 1;
                format!("no strict leader {mat:?}")
            }
        };
        if s.verbose {
            let seed = s.game_seed(g as u64);
            let (plies, shift, snapshot) = (p.counts.plies, p.shift, p.game.snapshot());
            println!("game {g:>4} seed {seed} shift {shift}: {plies} plies, {result}  {snapshot}");
        }
    }
    print_table(s, &bots, &tally);
    for (k, t) in tally.iter().enumerate() {
        let (lo, hi) = wilson(t.unbeaten as f64, s.games);
        println!(
            "not lost (won, or shared the draw): bot {k} {}: {} of {} ({:.1}% [{:.1}%, {:.1}%])",
            bots[k].name,
            t.unbeaten,
            s.games,
            100.0 * t.unbeaten as f64 / s.games.max(1) as f64,
            100.0 * lo,
            100.0 * hi
        );
    }
    println!(
        "draws {draws}, no strict material leader at the cap {undecided}, mean {:.0} plies a game, {:.0} s on {} threads",
        plies_total as f64 / s.games.max(1) as f64,
        started.elapsed().as_secs_f64(),
        s.threads.max(1)
    );
    lengths.print();
    Ok(())
}

/// The bots of the command line, one per seat, after checking the table.
pub(crate) fn seat_bots(s: &Settings) -> Result<Vec<Bot>, String> {
    // `@default`: the version played by default at this table size.
    let version = format!("@v{}", bot::Profile::default_version(s.table.players));
    let specs: Vec<String> = s
        .bots
        .iter()
        .map(|b| b.replace("@default", &version))
        .collect();
    let mut bots = parse_bots(&specs)?;
    if !s.sprt.is_empty() {
        // A sequential test: the candidate, then the baseline in every other seat.
        if bots.len() != 2 || s.bots.len() != 2 {
            return Err(format!(
                "--sprt plays two bots, the candidate then the baseline; got {}",
                bots.len()
            ));
        }
        for _ in 2..s.table.players {
            bots.extend(parse_bots(&specs[1..])?);
        }
    }
    if bots.len() != s.table.players {
        return Err(format!("{} bots for {} seats", bots.len(), s.table.players));
    }
    Game::new(s.table.players, s.table.radius).map_err(|e| e.to_string())?;
    s.rules().check().map_err(|e| e.to_string())?;
    if Band::parse(&s.band)?.is_some() && !s.kings.is_empty() {
        return Err("--band draws openings from the start: not with --kings".into());
    }
    if !s.kings.is_empty() && s.kings.len() != s.table.players {
        return Err(format!(
            "--kings: {} numbers for {} seats",
            s.kings.len(),
            s.table.players
        ));
    }
    if let Some(t) = s.time_ms {
        if !(t.is_finite() && t > 0.0) {
            return Err(format!("--time-ms must be a positive number, got {t}"));
        }
        for b in &mut bots {
            b.set_move_time(t);
        }
    }
    Ok(bots)
}

/// Plays every game of `s` on `s.threads` threads, each with its own bots;
/// `progress(g, done)` hears of each game as it ends. Returns the games in
/// order.
pub(crate) fn play_all(s: &Settings, progress: impl Fn(u64, u64)) -> Result<Vec<Played>, String> {
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel::<(u64, Result<Played, String>)>();
    let mut out: Vec<Option<Played>> = (0..s.games).map(|_| None).collect();
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..s.threads.clamp(1, 64) {
            let tx = tx.clone();
            let next = &next;
            let mut bots = seat_bots(s)?;
            let mut spare = Searcher::new();
            scope.spawn(move || loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= s.games {
                    break;
                }
                let (seed, shift) = (s.game_seed(g), (g % s.table.players as u64) as usize);
                let played = play_one(s, seed, shift, &mut bots, &mut spare);
                let failed = played.is_err();
                if tx.send((g, played)).is_err() || failed {
                    break;
                }
            });
        }
        drop(tx);
        let mut done = 0;
        for (g, played) in rx {
            out[g as usize] = Some(played?);
            done += 1;
            progress(g, done);
        }
        Ok(())
    })?;
    out.into_iter()
        .map(|p| p.ok_or_else(|| "a game was not played".to_string()))
        .collect()
}

/// The game of seed `game_seed` (its opening hops and the bots' seeds):
/// bot `k` sits at seat `(k + shift) % n`; random opening hops first, then
/// the bots until the end, a draw they agree or the ply cap. `spare` judges
/// draws for the bots that do not search.
pub(crate) fn play_one(
    s: &Settings,
    game_seed: u64,
    shift: usize,
    bots: &mut [Bot],
    spare: &mut Searcher,
) -> Result<Played, String> {
    let n = s.table.players;
    let mut rng = fastrand::Rng::with_seed(game_seed);
    let mut game = if s.kings.is_empty() {
        Game::with_rules(n, s.table.radius, s.rules()).map_err(|e| e.to_string())?
    } else {
        let by_seat: Vec<usize> = (0..n).map(|seat| s.kings[bot_at(seat, n, shift)]).collect();
        endgame::kings_only(s.table.radius, &by_seat, s.rules(), &mut rng)?
    };
    let book = match Band::parse(&s.band)? {
        Some(band) if s.kings.is_empty() => {
            Some(book::opening(n, s.table.radius, s.rules(), s.opening, band, game_seed)?.hops)
        }
        _ => None,
    };
    let (mut think_ms, mut moves) = (vec![0.0; n], vec![0u64; n]);
    for bot in bots.iter_mut() {
        bot.new_game();
    }
    let mut counts = lengths::Played::default();
    while let Some(seat) = game.current() {
        let plies = counts.plies;
        if plies >= s.ply_cap {
            break;
        }
        let seed = game_seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(plies as u64);
        if s.agree
            && plies >= s.opening
            && all_agree(&game, bots, spare, shift, seed, s.judge_nodes)
        {
            game.agree_draw().map_err(|e| e.to_string())?;
            break;
        }
        let k = bot_at(seat, n, shift);
        let bot = &mut bots[k];
        let m = if let Some(m) = book.as_ref().and_then(|b| b.get(plies)) {
            *m
        } else if plies < s.opening && book.is_none() {
            let moves = game.legal_moves();
            moves[rng.usize(..moves.len())]
        } else {
            let t = Instant::now();
            let m = bot.choose(&game, &mut rng, seed);
            think_ms[k] += t.elapsed().as_secs_f64() * 1e3;
            moves[k] += 1;
            m
        };
        let quiet = game.quiet_turns();
        if s.trace {
            eprintln!("{}", trace_line(game_seed, shift, plies, seat, &game, &m));
        }
        let out = game
            .apply(m.from, m.to)
            .map_err(|e| format!("bot {} played an illegal move: {e}", bot.name))?;
        counts.note(quiet, &out);
    }
    let ending = judge(&game, n, shift);
    Ok(Played {
        game,
        ending,
        counts,
        shift,
        think_ms,
        moves,
    })
}

/// One turn of `--trace`: `trace seed S shift K hop H seat X quiet Q
/// men/kings a/b c/d ... move F-T` (a capture marked `x`).
fn trace_line(seed: u64, shift: usize, hop: usize, seat: usize, game: &Game, m: &Move) -> String {
    let mut counts = vec![(0, 0); game.players()];
    for (_, piece) in game.pieces() {
        let c = &mut counts[piece.seat];
        if piece.king {
            c.1 += 1;
        } else {
            c.0 += 1;
        }
    }
    let army: Vec<String> = counts.iter().map(|(m, k)| format!("{m}/{k}")).collect();
    format!(
        "trace seed {seed} shift {shift} hop {hop} seat {seat} quiet {} men/kings {} move {}{}{}",
        game.quiet_turns(),
        army.join(" "),
        m.from,
        if m.capture.is_some() { "x" } else { "-" },
        m.to
    )
}

/// Whether the bots agree to a draw now: at a turn's start, once the game
/// has been quiet long enough for anyone to offer one, the seat to move
/// offers by its judgement and every other survivor accepts by its own.
fn all_agree(
    game: &Game,
    bots: &mut [Bot],
    spare: &mut Searcher,
    shift: usize,
    seed: u64,
    nodes: u64,
) -> bool {
    let (Some(mover), None) = (game.current(), game.chain_from()) else {
        return false;
    };
    if game.quiet_turns() < bot::draw::quiet_needed(game) {
        return false;
    }
    let n = game.players();
    let mut judge =
        |seat: usize| bots[bot_at(seat, n, shift)].judge(spare, game, seat, seed, nodes);
    judge(mover).offer
        && (0..n)
            .filter(|&seat| seat != mover && game.piece_count(seat) > 0)
            .all(|seat| judge(seat).accept)
}

/// The bot at `seat` when the seats are shifted by `shift`.
fn bot_at(seat: usize, n: usize, shift: usize) -> usize {
    (seat + n - shift) % n
}

/// Who won game that ended (or stopped at the cap) as `game`.
pub(crate) fn judge(game: &Game, n: usize, shift: usize) -> Ending {
    if let Some(w) = game.winner() {
        return Ending::Outright(bot_at(w, n, shift));
    }
    if game.is_draw() {
        let alive = (0..n).filter(|&seat| game.piece_count(seat) > 0);
        return Ending::Draw(alive.map(|seat| bot_at(seat, n, shift)).collect());
    }
    let mat: Vec<u32> = (0..n).map(|seat| material(game, seat)).collect();
    let top = *mat.iter().max().unwrap_or(&0);
    let leaders: Vec<usize> = (0..n).filter(|&seat| mat[seat] == top).collect();
    match leaders[..] {
        [one] => Ending::Material(bot_at(one, n, shift), mat),
        _ => Ending::Undecided(leaders.iter().map(|&l| bot_at(l, n, shift)).collect(), mat),
    }
}

/// How the openings were drawn, for the lines that report a run.
pub(crate) fn band_note(s: &Settings) -> String {
    match s.band[..] {
        [lo, hi] => format!(" (unbalanced: the leader's score in {lo}..{hi}, one opening a tuple)"),
        _ => String::new(),
    }
}

/// The table: wins and score per bot with 95% Wilson intervals.
fn print_table(s: &Settings, bots: &[Bot], tally: &[Tally]) {
    let time = s
        .time_ms
        .map_or(String::new(), |t| format!(", {t} ms a move"));
    println!(
        "arena: {} players, radius {}, {} games, ply cap {}, {} random opening hops{}, seeds {}..{}, seats rotated{time}",
        s.table.players,
        s.table.radius,
        s.games,
        s.ply_cap,
        s.opening,
        band_note(s),
        s.seed,
        s.game_seed(s.games.saturating_sub(1))
    );
    println!(
        "{:<4} {:<28} {:>8} {:>8} {:>6} {:>7}  {:<16} {:>7}  {:<16} {:>8}",
        "bot",
        "name",
        "outright",
        "material",
        "wins",
        "rate",
        "95% CI (wins)",
        "score",
        "95% CI (score)",
        "ms/move"
    );
    for (k, bot) in bots.iter().enumerate() {
        let t = tally[k];
        let wins = t.outright + t.material;
        let (lo, hi) = wilson(wins as f64, s.games);
        let (slo, shi) = wilson(t.points, s.games);
        let games = s.games.max(1) as f64;
        println!(
            "{k:<4} {:<28} {:>8} {:>8} {:>6} {:>6.1}%  [{:>5.1}%, {:>5.1}%] {:>6.1}%  [{:>5.1}%, {:>5.1}%] {:>8.1}",
            bot.name,
            t.outright,
            t.material,
            wins,
            100.0 * wins as f64 / games,
            100.0 * lo,
            100.0 * hi,
            100.0 * t.points / games,
            100.0 * slo,
            100.0 * shi,
            t.think_ms / t.moves.max(1) as f64
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(bots: &str, games: u64, threads: usize) -> Settings {
        Settings {
            table: Table {
                players: 2,
                radius: 3,
            },
            games,
            bots: bots.split(',').map(String::from).collect(),
            time_ms: None,
            threads,
            ply_cap: 60,
            seed: 5,
            verbose: false,
            trace: false,
            opening: 2,
            no_progress: 0,
            repetition: 0,
            agree: false,
            judge_nodes: 2_000,
            kings: Vec::new(),
            sprt: Vec::new(),
            band: Vec::new(),
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
        close(wilson(50.0, 100), (0.4038, 0.5962));
        close(wilson(0.0, 10), (0.0, 0.2775));
        close(wilson(10.0, 10), (0.7225, 1.0));
        close(wilson(7.0, 20), (0.1812, 0.5671));
        assert_eq!(wilson(0.0, 0), (0.0, 1.0));
        // Narrower with more games at the same rate.
        let (a, b) = (wilson(5.0, 10), wilson(500.0, 1000));
        assert!(b.1 - b.0 < a.1 - a.0);
        // A half point lies between its neighbours.
        let (h, lo, hi) = (wilson(7.5, 20), wilson(7.0, 20), wilson(8.0, 20));
        assert!(lo.0 < h.0 && h.0 < hi.0 && lo.1 < h.1 && h.1 < hi.1);
    }

    #[test]
    fn a_shared_result_splits_the_point_among_those_who_share_it() {
        assert_eq!(Ending::Outright(1).points(3), [0.0, 1.0, 0.0]);
        assert_eq!(Ending::Material(0, vec![3, 1]).points(2), [1.0, 0.0]);
        assert_eq!(
            Ending::Undecided(vec![0, 1], vec![4, 4]).points(2),
            [0.5, 0.5]
        );
        let third = Ending::Draw(vec![0, 2, 3]).points(6);
        assert_eq!(third[1], 0.0);
        assert!((third[0] + third[2] + third[3] - 1.0).abs() < 1e-12);
    }

    #[test]
    fn threads_change_nothing_but_the_speed() {
        let table = |threads| {
            let played = play_all(
                &settings("l2:nodes=300,l1@v1:nodes=300", 6, threads),
                |_, _| {},
            )
            .unwrap();
            played
                .iter()
                .map(|p| (p.game.snapshot(), p.counts.plies, p.ending.clone(), p.shift))
                .collect::<Vec<_>>()
        };
        let one = table(1);
        assert_eq!(one.len(), 6);
        assert_eq!(one, table(2));
        // Seats rotate from game to game.
        assert!(one.iter().enumerate().all(|(g, p)| p.3 == g % 2));
    }

    /// With `--band` the games of a tuple start from one opening of the
    /// book (the seats rotated), the next tuple from another; a hop cap at
    /// the opening's end leaves each game at its opening's position.
    #[test]
    fn unbalanced_openings_are_shared_by_a_tuple() {
        for players in [2, 3] {
            let mut s = settings("l2:nodes=200,l1:nodes=200", 3 * players as u64, 2);
            s.table.players = players;
            s.bots = vec![
                "l2:nodes=200".into(),
                format!("l1:nodes=200*{}", players - 1),
            ];
            s.table.radius = 5;
            s.opening = 24;
            s.ply_cap = 24;
            s.no_progress = 150;
            s.band = vec![100, 200];
            let band = Band { lo: 100, hi: 200 };
            let played = play_all(&s, |_, _| {}).unwrap();
            for (g, p) in played.iter().enumerate() {
                let tuple = g / players;
                let want = book::opening(players, 5, s.rules(), 24, band, s.seed + tuple as u64)
                    .unwrap()
                    .game
                    .snapshot();
                assert_eq!(p.game.snapshot(), want, "{players} seats, game {g}");
                assert_eq!(p.shift, g % players);
            }
            assert_ne!(played[0].game.snapshot(), played[players].game.snapshot());
        }
        let mut s = settings("l2,l1", 2, 1);
        s.band = vec![200, 100];
        assert!(run(&s).unwrap_err().contains("0 <= LO <= HI"));
    }

    #[test]
    fn at_default_names_the_version_of_the_table_size() {
        for players in 2..=6 {
            let mut s = settings("l5@default,greedy", 1, 1);
            s.table.players = players;
            s.bots = vec![
                format!("l5@default:nodes=100"),
                format!("greedy*{}", players - 1),
            ];
            let bots = seat_bots(&s).unwrap();
            let version = bot::Profile::default_version(players);
            assert_eq!(bots[0].name, format!("l5@v{version}:nodes=100"));
        }
    }

    #[test]
    fn a_bad_table_is_refused_before_any_game() {
        let mut s = settings("l5,l5", 1, 2);
        s.table.players = 3;
        assert_eq!(play_all(&s, |_, _| {}).err().unwrap(), "2 bots for 3 seats");
        let mut s = settings("l5,l5", 1, 2);
        s.time_ms = Some(-4.0);
        assert!(run(&s)
            .unwrap_err()
            .starts_with("--time-ms must be a positive number"));
    }

    /// A two-seat radius-5 game from snapshot rows: one king each far
    /// apart, plus `extra` kings of seat 0; 50 quiet turns under a
    /// no-progress rule of 100.
    fn quiet_kings(extra: &[(i32, i32)]) -> Game {
        let mut kings = vec![(-3, 3, 0), (3, -3, 1)];
        kings.extend(extra.iter().map(|&(q, r)| (q, r, 0)));
        let rules = Rules {
            no_progress: 100,
            repetition: 0,
        };
        let text = endgame::snapshot(2, 5, rules, 50, |q, r| {
            match kings.iter().find(|k| (k.0, k.1) == (q, r)) {
                Some(&(_, _, 0)) => 'A',
                Some(_) => 'B',
                None => '.',
            }
        });
        Game::restore(&text).unwrap()
    }

    #[test]
    fn bots_agree_to_draw_a_dead_level_game_but_not_one_a_seat_leads() {
        let mut bots = parse_bots(&["l2*2".to_string()]).unwrap();
        let mut spare = Searcher::new();
        let level = quiet_kings(&[]);
        assert!(all_agree(&level, &mut bots, &mut spare, 0, 1, 500));
        let ahead = quiet_kings(&[(-4, 5), (-2, 5)]);
        assert!(!all_agree(&ahead, &mut bots, &mut spare, 0, 1, 500));
        // Nobody offers before the game has been quiet long enough.
        let fresh = Game::new(2, 5).unwrap();
        assert!(!all_agree(&fresh, &mut bots, &mut spare, 0, 1, 500));
    }
}
