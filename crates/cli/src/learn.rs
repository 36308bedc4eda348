//! `hexc learn`: version 7's learned terms ([`bot::learned`]) fitted to
//! `hexc selfplay`'s positions.
//!
//! The model: seat `i`'s chance of the game's point is a softmax over the
//! seats of `z_i`, its strength in logits: the sum of its terms' counts,
//! each times `phase * early + (1 - phase) * late` (with two seats, the
//! logistic curve of the difference). The target blends the game's
//! outcome with the deeper judgement of the bot that played it ("Texel"
//! lambda): `lambda * share + (1 - lambda) * sigmoid(score / scale)` for
//! the seat to move, where `score` is its search's score of the position;
//! the other seats share the rest (with two: the complement). Under the
//! page's no-progress rule most self-play games are drawn, so the outcome
//! alone teaches little; the search's score says who stood better.
//!
//! The loss is the cross-entropy against the target plus `l2` times the
//! sum of the squared weights, minimised by full-batch Adam from material
//! alone (no randomness: the same files give the same weights). The
//! weights are written in hundredths of a man: logits times `scale`, the
//! unit in which the target reads the search's score, so the learned
//! terms speak the search's units. Every fifth block of 64 lines (a block
//! is mostly one game's positions) is held out, and its loss reported.

use bot::learned::{self, FEATURES, PHASE_ONE};
use bot::Weights;
use std::path::PathBuf;

/// `hexc learn`'s settings.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Files of positions written by `hexc selfplay`.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Weight of the game's outcome in the target (the rest: the search's
    /// score), 0 to 1.
    #[arg(long, default_value_t = 0.25)]
    pub lambda: f64,
    /// Hundredths of a man per logit: maps the search's score to a chance
    /// (and the fitted logits back to the search's unit).
    #[arg(long, default_value_t = 200.0)]
    pub scale: f64,
    /// L2 regularisation per squared weight (in logits).
    #[arg(long, default_value_t = 1e-4)]
    pub l2: f64,
    /// Full passes over the positions.
    #[arg(long, default_value_t = 400)]
    pub epochs: u32,
    /// Adam's step size.
    #[arg(long, default_value_t = 0.02)]
    pub rate: f64,
    /// Where to write the weights (standard output when absent).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// A position: its phase (0 to 1), each seat's terms, and the target.
struct Sample {
    phase: f64,
    seats: Vec<Vec<(u16, i32)>>,
    target: Vec<f64>,
}

/// Reads `hexc selfplay`'s lines of `text` into samples.
fn read(text: &str, s: &Settings, into: &mut Vec<Sample>) -> Result<(), String> {
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |why: String| format!("line {}: {why}", i + 1);
        let (shares, game, rest) = crate::fit::parse_line(line).map_err(bad)?;
        let n = game.players();
        let score = match rest {
            Some(x) => Some(
                x.parse::<i32>()
                    .map_err(|_| bad(format!("bad score {x:?}")))?,
            ),
            None => None,
        };
        let mut target = shares;
        if let (Some(score), Some(mover)) = (score, game.current()) {
            let p = 1.0 / (1.0 + (-f64::from(score) / s.scale).exp());
            for (seat, y) in target.iter_mut().enumerate() {
                let judged = if seat == mover {
                    p
                } else {
                    (1.0 - p) / (n - 1) as f64
                };
                *y = s.lambda * *y + (1.0 - s.lambda) * judged;
            }
        }
        let (phase, seats) = bot::learned_terms(&game, &Weights::V7);
        into.push(Sample {
            phase: f64::from(phase) / f64::from(PHASE_ONE),
            seats,
            target,
        });
    }
    Ok(())
}

/// Early weights then late weights, in logits.
type Params = Vec<f64>;

/// Each seat's strength in logits.
fn strengths(x: &Sample, w: &Params) -> Vec<f64> {
    x.seats
        .iter()
        .map(|terms| {
            terms
                .iter()
                .map(|&(i, v)| {
                    let i = usize::from(i);
                    f64::from(v) * (x.phase * w[i] + (1.0 - x.phase) * w[FEATURES + i])
                })
                .sum()
        })
        .collect()
}

/// The softmax of `z`.
fn chances(z: &[f64]) -> Vec<f64> {
    let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
    let sum: f64 = e.iter().sum();
    e.into_iter().map(|v| v / sum).collect()
}

/// The mean cross-entropy over `samples` (without the L2 term), and when
/// `grad` is given, the gradient of the whole loss added to it.
fn loss(samples: &[Sample], w: &Params, l2: f64, grad: Option<&mut Params>) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let m = samples.len() as f64;
    let mut total = 0.0;
    let mut g = grad;
    for x in samples {
        let p = chances(&strengths(x, w));
        for (seat, (&pi, &yi)) in p.iter().zip(&x.target).enumerate() {
            total -= yi * pi.max(1e-12).ln();
            if let Some(g) = g.as_deref_mut() {
                let d = (pi - yi) / m;
                for &(i, v) in &x.seats[seat] {
                    let i = usize::from(i);
                    g[i] += d * f64::from(v) * x.phase;
                    g[FEATURES + i] += d * f64::from(v) * (1.0 - x.phase);
                }
            }
        }
    }
    if let Some(g) = g {
        for (gi, wi) in g.iter_mut().zip(w) {
            *gi += 2.0 * l2 * wi;
        }
    }
    total / m
}

/// The starting weights: material alone, version 6's man and king.
fn start(scale: f64) -> Params {
    let mut w = vec![0.0; 2 * FEATURES];
    for (i, v) in [Weights::LEARNED.man, Weights::LEARNED.king]
        .into_iter()
        .enumerate()
    {
        w[i] = f64::from(v) / scale;
        w[FEATURES + i] = f64::from(v) / scale;
    }
    w
}

/// Full-batch Adam from [`start`]: the fitted weights.
fn fit(train: &[Sample], s: &Settings) -> Params {
    let mut w = start(s.scale);
    let (mut m1, mut m2) = (vec![0.0; w.len()], vec![0.0; w.len()]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    for epoch in 1..=s.epochs {
        let mut g = vec![0.0; w.len()];
        let l = loss(train, &w, s.l2, Some(&mut g));
        for k in 0..w.len() {
            m1[k] = b1 * m1[k] + (1.0 - b1) * g[k];
            m2[k] = b2 * m2[k] + (1.0 - b2) * g[k] * g[k];
            let mh = m1[k] / (1.0 - b1.powi(epoch as i32));
            let vh = m2[k] / (1.0 - b2.powi(epoch as i32));
            w[k] -= s.rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 50 == 0 || epoch == 1 {
            eprintln!("epoch {epoch}: loss {l:.5}");
        }
    }
    w
}

/// The weights file `bot::learned::Learned::parse` reads.
fn weights_file(w: &Params, scale: f64, comment: &str) -> String {
    let mut text = format!("# {comment}\n");
    for i in 0..FEATURES {
        let early = (w[i] * scale).round() as i64;
        let late = (w[FEATURES + i] * scale).round() as i64;
        text.push_str(&format!("{} {early} {late}\n", learned::feature_name(i)));
    }
    text
}

/// Fits and writes the weights.
pub fn run(s: &Settings) -> Result<(), String> {
    if !(0.0..=1.0).contains(&s.lambda) {
        return Err(format!("--lambda must be 0 to 1, not {}", s.lambda));
    }
    if s.scale.is_nan()
        || s.scale <= 0.0
        || s.l2.is_nan()
        || s.l2 < 0.0
        || s.rate.is_nan()
        || s.rate <= 0.0
    {
        return Err("--scale and --rate must be above 0, --l2 at least 0".into());
    }
    let mut all = Vec::new();
    for f in &s.files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        read(&text, s, &mut all).map_err(|e| format!("{}: {e}", f.display()))?;
    }
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, sample) in all.into_iter().enumerate() {
        if (i / 64) % 5 == 4 {
            held.push(sample);
        } else {
            train.push(sample);
        }
    }
    if train.is_empty() {
        return Err("no positions to fit".into());
    }
    let w0 = start(s.scale);
    let (before, held_before) = (loss(&train, &w0, 0.0, None), loss(&held, &w0, 0.0, None));
    let w = fit(&train, s);
    let (after, held_after) = (loss(&train, &w, 0.0, None), loss(&held, &w, 0.0, None));
    let comment = format!(
        "hexc learn: {} positions, lambda {}, scale {}, l2 {}, {} epochs at {}; \
         cross-entropy from material alone {before:.5} -> {after:.5}, held out ({}) {held_before:.5} -> {held_after:.5}",
        train.len(),
        s.lambda,
        s.scale,
        s.l2,
        s.epochs,
        s.rate,
        held.len()
    );
    eprintln!("{comment}");
    let text = weights_file(&w, s.scale, &comment);
    crate::fit::write_out(s.out.as_deref(), &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings {
            files: vec![],
            lambda: 0.5,
            scale: 200.0,
            l2: 1e-4,
            epochs: 60,
            rate: 0.05,
            out: None,
        }
    }

    /// Seat 0 a man up, judged ahead by the search and winning: the fit
    /// lowers the loss, and bad lines are refused with their line number.
    #[test]
    fn the_fit_lowers_the_loss_and_refuses_bad_lines() {
        let s = settings();
        let up = "hc1 2 5 0 - - .bbbb./..b.b../...b..../........./........../.........../........../....a..../......../..a.a../.aaaa.";
        let mut samples = Vec::new();
        read(
            &format!("1,0\t{up}\t150\n\n1,0\t{up}\t90\n0.5,0.5\t{up}\n"),
            &s,
            &mut samples,
        )
        .unwrap();
        assert_eq!(samples.len(), 3);
        // Lambda 0.5 of a win and sigmoid(150 / 200) for the seat to move.
        let judged = 1.0 / (1.0 + (-0.75f64).exp());
        assert!((samples[0].target[0] - (0.5 + 0.5 * judged)).abs() < 1e-9);
        assert!((samples[0].target.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert_eq!(samples[2].target, vec![0.5, 0.5]);
        let before = loss(&samples, &start(s.scale), 0.0, None);
        let after = loss(&samples, &fit(&samples, &s), 0.0, None);
        assert!(after < before, "{before} -> {after}");
        let mut none = Vec::new();
        assert!(read("1,0 no tab", &s, &mut none)
            .unwrap_err()
            .contains("line 1"));
        assert!(read(&format!("1,0,0\t{up}"), &s, &mut none)
            .unwrap_err()
            .contains("3 shares for 2 seats"));
        assert!(read(&format!("1,0\t{up}\tx"), &s, &mut none)
            .unwrap_err()
            .contains("bad score"));
    }

    /// The written file is one `bot` reads back, term for term.
    #[test]
    fn the_file_is_what_the_bot_reads() {
        let mut w = start(200.0);
        w[learned::MAN_CELLS + 3] = 0.1;
        w[FEATURES + learned::KING_NEIGHBOURS] = -0.25;
        let text = weights_file(&w, 200.0, "test");
        let back = bot::learned::Learned::parse(&text);
        assert_eq!(back.early[0], Weights::LEARNED.man);
        assert_eq!(back.early[learned::MAN_CELLS + 3], 20);
        assert_eq!(back.late[learned::KING_NEIGHBOURS], -50);
    }
}
