//! `hexc tune`: the evaluation weights tuned by self-play, with SPSA
//! (simultaneous perturbation stochastic approximation, Spall 1998).
//!
//! Each iteration draws a random sign per weight and plays games between
//! two copies of the bot: one with every weight nudged up or down by its
//! sign, the other nudged the opposite way. The first's score (draws half)
//! against the second estimates, for all weights at once, which way the
//! strength grows; every weight moves a step that way. Steps and nudges
//! shrink with the iterations (the usual gains, `a / (k + 1 + A)^0.602`
//! and `c / (k + 1)^0.101`). Weights are measured in their own units (a
//! nudge of one unit is about the least change that could matter), so one
//! gain serves them all.
//!
//! Why SPSA rather than fitting on positions (Texel): it optimises the
//! thing we care about (results of games at the budget the bot plays
//! with), needs no labelled positions, and two games per iteration suffice
//! however many weights are tuned. The games run on the arena's threads,
//! with node budgets, so a run is reproducible from its seed.

use crate::arena::{play_all, Settings};
use crate::bots::{weight_mut, WEIGHT_NAMES};
use crate::table::Table;
use bot::{Profile, Weights};

/// The tuner's settings, as given on the command line.
#[derive(clap::Args, Clone)]
pub struct TuneSettings {
    /// Seats at the table (the tuned bot in every seat, its two variants
    /// alternating).
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Board radius, 2 to 8.
    #[arg(long, default_value_t = 5)]
    pub radius: i32,
    /// SPSA iterations.
    #[arg(long, default_value_t = 200)]
    pub iterations: u32,
    /// Games per iteration (seats rotated).
    #[arg(long, default_value_t = 8)]
    pub games: u64,
    /// The bot whose weights are tuned, as in the arena (`l5:nodes=4000`);
    /// its weights are the start.
    #[arg(long, default_value = "l5:nodes=4000")]
    pub bot: String,
    /// The weights to tune, comma-separated (the others keep their value).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "king,advance,race,hanging,mobility,hunt,exposure"
    )]
    pub params: Vec<String>,
    /// Step gain `a`, in units of each weight.
    #[arg(long, default_value_t = 4.0)]
    pub a: f64,
    /// Nudge `c`, in units of each weight.
    #[arg(long, default_value_t = 2.0)]
    pub c: f64,
    /// Seed of the signs and of the games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Hops after which a game is judged on material.
    #[arg(long, default_value_t = 300)]
    pub ply_cap: usize,
    /// Random opening hops of each game.
    #[arg(long, default_value_t = 4)]
    pub opening: usize,
}

/// A weight's unit: about the least change of it that could matter.
fn unit(name: &str) -> f64 {
    match name {
        "king" | "race" | "hanging" | "leader" | "weakest" => 10.0,
        "man" => 20.0,
        _ => 1.0,
    }
}

/// The weights after tuning, and the score of the `+` variant in each
/// iteration.
pub struct Tuned {
    pub weights: Weights,
    pub scores: Vec<f64>,
}

/// Runs SPSA and returns the tuned weights; `report` hears each iteration.
pub fn tune(s: &TuneSettings, mut report: impl FnMut(u32, &Weights, f64)) -> Result<Tuned, String> {
    for p in &s.params {
        if !WEIGHT_NAMES.contains(&p.as_str()) {
            return Err(format!(
                "unknown weight {p}: use {}",
                WEIGHT_NAMES.join(", ")
            ));
        }
    }
    if s.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let start = start_weights(&s.bot)?;
    // Each tuned weight in its own units.
    let mut x: Vec<f64> = s
        .params
        .iter()
        .map(|p| f64::from(*weight_mut(&mut start.clone(), p).expect("checked")) / unit(p))
        .collect();
    let mut rng = fastrand::Rng::with_seed(s.seed);
    let big_a = f64::from(s.iterations) / 10.0;
    let mut scores = Vec::new();
    for k in 0..s.iterations {
        let kf = f64::from(k);
        let (ak, ck) = (
            s.a / (kf + 1.0 + big_a).powf(0.602),
            s.c / (kf + 1.0).powf(0.101),
        );
        let delta: Vec<f64> = s
            .params
            .iter()
            .map(|_| if rng.bool() { 1.0 } else { -1.0 })
            .collect();
        let plus = weights_at(&start, &s.params, &x, &delta, ck);
        let minus = weights_at(&start, &s.params, &x, &delta, -ck);
        let y = score_of(s, k, &plus, &minus)?;
        for (xi, di) in x.iter_mut().zip(&delta) {
            *xi += ak * (2.0 * y - 1.0) / (2.0 * ck * di);
        }
        scores.push(y);
        report(k, &weights_at(&start, &s.params, &x, &delta, 0.0), y);
    }
    Ok(Tuned {
        weights: weights_at(&start, &s.params, &x, &vec![0.0; x.len()], 0.0),
        scores,
    })
}

/// The start: the bot's weights (of its profile, with its spec's keys).
fn start_weights(spec: &str) -> Result<Weights, String> {
    let head = spec.split(':').next().unwrap_or_default();
    let mut w = if head.ends_with("@v1") {
        Profile::V1.weights
    } else {
        Profile::CURRENT.weights
    };
    for kv in spec.split(':').skip(1) {
        if let Some((k, v)) = kv.split_once('=') {
            if let (Some(slot), Ok(v)) = (weight_mut(&mut w, k), v.parse()) {
                *slot = v;
            }
        }
    }
    Ok(w)
}

/// The weights at `x + t * delta` (in units), rounded.
fn weights_at(start: &Weights, params: &[String], x: &[f64], delta: &[f64], t: f64) -> Weights {
    let mut w = *start;
    for ((p, xi), di) in params.iter().zip(x).zip(delta) {
        *weight_mut(&mut w, p).expect("checked") = ((xi + t * di) * unit(p)).round() as i32;
    }
    w
}

/// The bot spec with these weights.
fn spec_with(bot: &str, w: &Weights) -> String {
    let mut spec = bot.to_string();
    let mut w = *w;
    for name in WEIGHT_NAMES {
        spec += &format!(":{name}={}", weight_mut(&mut w, name).expect("named"));
    }
    spec
}

/// The `plus` variant's score (draws half) against `minus` over one
/// iteration's games, seats rotated.
fn score_of(s: &TuneSettings, k: u32, plus: &Weights, minus: &Weights) -> Result<f64, String> {
    let specs: Vec<String> = (0..s.players)
        .map(|i| spec_with(&s.bot, if i % 2 == 0 { plus } else { minus }))
        .collect();
    let arena = Settings {
        table: Table {
            players: s.players,
            radius: s.radius,
        },
        games: s.games,
        bots: specs,
        time_ms: None,
        threads: s.threads,
        ply_cap: s.ply_cap,
        seed: s
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(k) * s.games),
        verbose: false,
        trace: false,
        opening: s.opening,
        no_progress: 0,
        repetition: 0,
        agree: false,
        judge_nodes: 0,
        kings: Vec::new(),
        sprt: Vec::new(),
        band: Vec::new(),
    };
    let played = play_all(&arena, |_, _| {})?;
    let points: f64 = played
        .iter()
        .map(|p| {
            let pts = p.ending.points(s.players);
            pts.iter().step_by(2).sum::<f64>()
        })
        .sum();
    // Share of the points the `plus` seats took, against their fair share.
    let plus_seats = s.players.div_ceil(2) as f64;
    let fair = plus_seats / s.players as f64;
    let share = points / s.games as f64;
    Ok((0.5 + (share - fair)).clamp(0.0, 1.0))
}

/// `hexc tune`: runs and prints each iteration, then the weights as arena
/// keys and as a Rust literal.
pub fn run(s: &TuneSettings) -> Result<(), String> {
    println!(
        "tune: SPSA, {} iterations of {} games, bot {}, {} players, radius {}, seed {}",
        s.iterations, s.games, s.bot, s.players, s.radius, s.seed
    );
    let tuned = tune(s, |k, w, y| {
        let mut w = *w;
        let now: Vec<String> = s
            .params
            .iter()
            .map(|p| format!("{p}={}", weight_mut(&mut w, p).expect("checked")))
            .collect();
        println!("{k:>4} score {y:.3}  {}", now.join(" "));
    })?;
    let decisive = tuned.scores.iter().filter(|&&y| y != 0.5).count();
    println!("{decisive} of {} iterations decisive", tuned.scores.len());
    let keys = spec_with("", &tuned.weights);
    println!(
        "tuned weights (arena keys): {}",
        keys.trim_start_matches(':')
    );
    println!("{:?}", tuned.weights);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny(seed: u64) -> TuneSettings {
        TuneSettings {
            players: 2,
            radius: 3,
            iterations: 3,
            games: 2,
            bot: "l5:nodes=150".into(),
            params: vec!["king".into(), "hanging".into(), "mobility".into()],
            a: 4.0,
            c: 2.0,
            seed,
            threads: 2,
            ply_cap: 40,
            opening: 2,
        }
    }

    #[test]
    fn a_tiny_run_moves_the_weights_and_repeats_itself_under_its_seed() {
        let mut seen = Vec::new();
        let first = tune(&tiny(3), |_, w, y| seen.push((*w, y))).unwrap();
        assert_eq!(first.scores.len(), 3);
        let again = tune(&tiny(3), |_, _, _| {}).unwrap();
        assert_eq!(first.weights, again.weights);
        assert_eq!(first.scores, again.scores);
        // Only the named weights may move.
        let start = Profile::CURRENT.weights;
        for (w, _) in &seen {
            assert_eq!(
                (w.man, w.advance, w.race, w.hunt),
                (start.man, start.advance, start.race, start.hunt)
            );
        }
        // The first decisive iteration (score not one half) moves the
        // weights measured in tens.
        let (w, _) = seen
            .iter()
            .find(|(_, y)| *y != 0.5)
            .expect("three iterations of two games, one decisive");
        assert!(w.king != start.king && w.hanging != start.hanging, "{w:?}");
    }

    #[test]
    fn the_start_is_the_bots_weights_with_its_keys() {
        assert_eq!(start_weights("l5@v1").unwrap(), Profile::V1.weights);
        let w = start_weights("l5:nodes=10:hanging=77").unwrap();
        assert_eq!(w.hanging, 77);
        assert_eq!(w.king, Profile::CURRENT.weights.king);
    }

    #[test]
    fn unknown_weights_are_refused() {
        let mut s = tiny(1);
        s.params = vec!["queen".into()];
        assert!(tune(&s, |_, _, _| {})
            .err()
            .unwrap()
            .starts_with("unknown weight queen"));
    }
}
