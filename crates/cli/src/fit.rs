//! `hexc fit`: the evaluation's weights fitted to game outcomes (logistic,
//! "Texel", tuning) from the positions `hexc selfplay` writes.
//!
//! The model: at a table of N seats, seat `i`'s chance of the game's point
//! is a softmax of the evaluation's scores, `exp(s_i / T) / Σ exp(s_j / T)`
//! (with two seats, the logistic curve of the score difference); the loss
//! is the cross-entropy of those chances against each seat's share of the
//! result, averaged over the positions. `T` is fitted first under the
//! starting weights (golden-section search on its logarithm); then every
//! weight but the man's (the unit, 100) moves by steps of 8, 4, 2 and 1 for
//! as long as a step lowers the loss (coordinate descent on integers, as
//! Texel tuning does). Every fifth position is held out and its loss
//! reported before and after, so an over-fit shows.

use bot::{Profile, Weights};
use engine::Game;
use std::path::PathBuf;

/// `hexc fit`'s settings.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Files of positions written by `hexc selfplay`.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The version whose weights to start from (`bot::VERSIONS`); the
    /// default version's when absent.
    #[arg(long)]
    pub from: Option<String>,
    /// Passes over the weights at each step size.
    #[arg(long, default_value_t = 3)]
    pub passes: u32,
    /// Threads evaluating the positions.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Where to write the weights (standard output when absent).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// A position and each seat's share of its game's result.
struct Sample {
    game: Game,
    shares: Vec<f64>,
}

/// One line of `hexc selfplay`: each seat's share of the game's result, the
/// position, and the rest of the line after the snapshot's tab (the
/// playing bot's search score, when written), for `hexc fit` and `hexc
/// learn`. Errors name what is wrong, not the line (the caller adds it).
pub fn parse_line(line: &str) -> Result<(Vec<f64>, Game, Option<&str>), String> {
    let mut cols = line.splitn(3, '\t');
    let shares = cols.next().unwrap_or_default();
    let snap = cols.next().ok_or("expected shares, a tab and a snapshot")?;
    let shares: Vec<f64> = shares
        .split(',')
        .map(|x| x.parse::<f64>().map_err(|_| format!("bad share {x:?}")))
        .collect::<Result<_, _>>()?;
    let game = Game::restore(snap).map_err(|e| e.to_string())?;
    if shares.len() != game.players() {
        return Err(format!(
            "{} shares for {} seats",
            shares.len(),
            game.players()
        ));
    }
    Ok((shares, game, cols.next()))
}

/// Reads the positions of `text` (`hexc selfplay`'s lines).
fn read(text: &str, into: &mut Vec<Sample>) -> Result<(), String> {
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let (shares, game, _) = parse_line(line).map_err(|e| format!("line {}: {e}", i + 1))?;
        into.push(Sample { game, shares });
    }
    Ok(())
}

/// The cross-entropy of one position under `weights` and `t`.
fn sample_loss(s: &Sample, weights: &Weights, t: f64) -> f64 {
    let scores = bot::evaluate_with(&s.game, weights);
    let z: Vec<f64> = scores.iter().map(|&v| f64::from(v) / t).collect();
    let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let lse = top + z.iter().map(|x| (x - top).exp()).sum::<f64>().ln();
    -s.shares
        .iter()
        .zip(&z)
        .map(|(y, x)| y * (x - lse))
        .sum::<f64>()
}

/// The mean loss over `samples`, on `threads` threads.
fn loss(samples: &[Sample], weights: &Weights, t: f64, threads: usize) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let chunk = samples.len().div_ceil(threads.clamp(1, 64));
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|s| sample_loss(s, weights, t)).sum::<f64>())
            })
            .collect();
        parts
            .into_iter()
            .map(|h| h.join().expect("a loss thread"))
            .sum()
    });
    total / samples.len() as f64
}

/// The temperature that fits `samples` best under `weights`.
fn fit_temperature(samples: &[Sample], weights: &Weights, threads: usize) -> f64 {
    let f = |x: f64| loss(samples, weights, x.exp(), threads);
    let (mut a, mut b) = (10f64.ln(), 100_000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut c, mut d) = (b - g * (b - a), a + g * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..30 {
        if fc < fd {
            (b, d, fd) = (d, c, fc);
            c = b - g * (b - a);
            fc = f(c);
        } else {
            (a, c, fc) = (c, d, fd);
            d = a + g * (b - a);
            fd = f(d);
        }
    }
    (0.5 * (a + b)).exp()
}

/// Coordinate descent from `start`: the fitted weights and their loss.
fn descend(
    samples: &[Sample],
    start: Weights,
    t: f64,
    passes: u32,
    threads: usize,
) -> (Weights, f64) {
    let mut w = start;
    let mut best = loss(samples, &w, t, threads);
    for step in [8, 4, 2, 1] {
        for _ in 0..passes {
            let mut moved = false;
            // Every weight but the man's, the unit.
            for i in 1..Weights::NAMES.len() {
                for delta in [step, -step] {
                    let mut trial = w;
                    let slot = trial.slot_mut(i).expect("a weight");
                    if *slot + delta < 0 {
                        continue;
                    }
                    *slot += delta;
                    let l = loss(samples, &trial, t, threads);
                    if l < best - 1e-9 {
                        (w, best, moved) = (trial, l, true);
                        eprintln!("{} {:+} -> loss {l:.5}", Weights::NAMES[i], delta);
                        break;
                    }
                }
            }
            if !moved {
                break;
            }
        }
    }
    (w, best)
}

/// The weights file: a comment with the fit, then `name value` lines in
/// the order of `Weights::NAMES` (what `bot`'s version 6 reads).
fn weights_file(w: &Weights, comment: &str) -> String {
    let mut w = *w;
    let mut text = format!("# {comment}\n");
    for (i, name) in Weights::NAMES.iter().enumerate() {
        let v = *w.slot_mut(i).expect("a weight");
        text.push_str(&format!("{name} {v}\n"));
    }
    text
}

/// Fits and writes the weights.
pub fn run(s: &Settings) -> Result<(), String> {
    let start = match &s.from {
        None => Profile::CURRENT.weights,
        Some(v) => {
            Profile::by_version(v)
                .ok_or_else(|| format!("unknown bot version {v:?}"))?
                .weights
        }
    };
    let mut all = Vec::new();
    for f in &s.files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        read(&text, &mut all).map_err(|e| format!("{}: {e}", f.display()))?;
    }
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, sample) in all.into_iter().enumerate() {
        if i % 5 == 4 {
            held.push(sample);
        } else {
            train.push(sample);
        }
    }
    if train.is_empty() {
        return Err("no positions to fit".into());
    }
    let t = fit_temperature(&train, &start, s.threads);
    let (before, held_before) = (
        loss(&train, &start, t, s.threads),
        loss(&held, &start, t, s.threads),
    );
    eprintln!(
        "{} positions ({} held out), T {t:.1}, loss {before:.5}, held out {held_before:.5}",
        train.len(),
        held.len()
    );
    let (w, after) = descend(&train, start, t, s.passes, s.threads);
    let held_after = loss(&held, &w, t, s.threads);
    let comment = format!(
        "hexc fit: {} positions, T {t:.1}; loss {before:.5} -> {after:.5}, held out ({}) {held_before:.5} -> {held_after:.5}",
        train.len(),
        held.len()
    );
    eprintln!("{comment}");
    let text = weights_file(&w, &comment);
    write_out(s.out.as_deref(), &text)
}

/// Writes a weights file to `out`, or prints it when there is none (`hexc
/// fit` and `hexc learn`).
pub fn write_out(out: Option<&std::path::Path>, text: &str) -> Result<(), String> {
    match out {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions where seat 0 is a man up and won, and the reverse: the
    /// fit finds the man worth more than nothing, so the loss falls.
    #[test]
    fn the_fit_lowers_the_loss_and_refuses_bad_lines() {
        let mut samples = Vec::new();
        let up = "hc1 2 5 1 - - .bbbb./..b.b../...b..../........./........../.........../........../....a..../......../..a.a../.aaaa.";
        read(
            &format!("1,0\t{up}\n\n1,0\t{up}\t150\n0.5,0.5\t{up}\n"),
            &mut samples,
        )
        .unwrap();
        assert_eq!(samples.len(), 3);
        let flat = Weights {
            advance: 0,
            race: 0,
            mobility: 0,
            hunt: 0,
            hanging: 0,
            exposure: 0,
            ..Weights::V1
        };
        let t = fit_temperature(&samples, &flat, 1);
        let before = loss(&samples, &flat, t, 1);
        let (_, after) = descend(&samples, flat, t, 2, 1);
        assert!(after <= before);
        let mut none = Vec::new();
        assert!(read("1,0 no tab", &mut none)
            .unwrap_err()
            .contains("line 1"));
        assert!(read(&format!("1,0,0\t{up}"), &mut none)
            .unwrap_err()
            .contains("3 shares for 2 seats"));
        assert!(read(&format!("x,0\t{up}"), &mut none)
            .unwrap_err()
            .contains("bad share"));
        assert_eq!(
            weights_file(&Weights::V1, "c").lines().nth(1),
            Some("man 100")
        );
    }
}
