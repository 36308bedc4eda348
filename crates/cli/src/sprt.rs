//! The statistics of `hexc arena --sprt`: a generalised sequential
//! probability ratio test (GSPRT) on a discrete distribution of results.
//!
//! The model is fishtest's (`server/fishtest/stats/LLRcalc.py`, by Michel
//! Van den Bergh): the results of the units played (a game pair's score at
//! two seats, a tuple's share at more) are an empirical distribution over a
//! fixed set of values; under each hypothesis the distribution is replaced
//! by its maximum-likelihood estimate among those whose mean is that
//! hypothesis's score, and the log-likelihood ratio of the two estimates is
//! summed over the units. The test stops as soon as it leaves
//! `(ln(β/(1−α)), ln((1−β)/α))`.
//!
//! - Two seats, pentanomial: a pair of games from one opening with the
//!   colours swapped scores 0, ½, 1, 1½ or 2; its value is that over 2
//!   (0, ¼, ½, ¾, 1) and the hypotheses are logistic Elo differences, a
//!   score `1 / (1 + 10^(−elo/400))` ([`logistic_score`]).
//! - Three to six seats: a tuple of N games from one opening, the candidate
//!   at each seat once; its value is the candidate's mean share of the N
//!   games (a win 1, a shared draw 1/k), and the hypotheses are shares
//!   `(1 + δ₀)/N` and `(1 + δ₁)/N`. The values are the shares seen, plus 0
//!   and 1 with a tiny weight (as fishtest's empty cells get), so that every
//!   hypothesis's mean lies inside the support.

/// The weight an empty cell gets (fishtest's `regularize`).
const EPSILON: f64 = 1e-3;

/// Logistic Elo to the expected score.
#[must_use]
pub fn logistic_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The expected score to logistic Elo (±∞ at 0 and 1, clamped to ±999).
#[must_use]
pub fn logistic_elo(score: f64) -> f64 {
    if score <= 0.0 {
        return -999.0;
    }
    if score >= 1.0 {
        return 999.0;
    }
    (-400.0 * (1.0 / score - 1.0).log10()).clamp(-999.0, 999.0)
}

/// A distribution: values and their probabilities.
type Pdf = Vec<(f64, f64)>;

/// The mean and variance of a distribution.
fn stats(pdf: &[(f64, f64)]) -> (f64, f64) {
    let mean: f64 = pdf.iter().map(|(v, p)| v * p).sum();
    let var = pdf.iter().map(|(v, p)| p * (v - mean).powi(2)).sum();
    (mean, var)
}

/// The root `x` of `Σ pᵢ aᵢ / (1 + x aᵢ) = 0` between `−1/max a` and
/// `−1/min a` (the left side falls along it), by bisection; `None` unless
/// the `aᵢ` straddle zero.
fn secular(pdf: &[(f64, f64)]) -> Option<f64> {
    let lo_a = pdf.iter().map(|&(a, _)| a).fold(f64::INFINITY, f64::min);
    let hi_a = pdf
        .iter()
        .map(|&(a, _)| a)
        .fold(f64::NEG_INFINITY, f64::max);
    if lo_a * hi_a >= 0.0 {
        return None;
    }
    let f = |x: f64| pdf.iter().map(|&(a, p)| p * a / (1.0 + x * a)).sum::<f64>();
    let (mut lo, mut hi) = (-1.0 / hi_a + 1e-12, -1.0 / lo_a - 1e-12);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-15 {
            break;
        }
    }
    Some(0.5 * (lo + hi))
}

/// The maximum-likelihood distribution on `pdf`'s values whose mean is
/// `s`, given the empirical `pdf` (fishtest's `MLE_expected`).
fn mle_expected(pdf: &[(f64, f64)], s: f64) -> Option<Pdf> {
    let shifted: Pdf = pdf.iter().map(|&(v, p)| (v - s, p)).collect();
    let x = secular(&shifted)?;
    Some(
        pdf.iter()
            .map(|&(v, p)| (v, p / (1.0 + x * (v - s))))
            .collect(),
    )
}

/// The maximum-likelihood distribution whose t-value `(mean − reference) /
/// sd` is `t` (fishtest's `MLE_t_value`, for normalized Elo).
#[cfg(test)]
fn mle_t_value(pdf: &[(f64, f64)], reference: f64, t: f64) -> Option<Pdf> {
    let n = pdf.len() as f64;
    let mut mle: Pdf = pdf.iter().map(|&(v, _)| (v, 1.0 / n)).collect();
    for _ in 0..10 {
        let (mu, var) = stats(&mle);
        let sigma = var.sqrt();
        let shifted: Pdf = pdf
            .iter()
            .map(|&(v, p)| {
                let a = v - reference - t * sigma * (1.0 + ((mu - v) / sigma).powi(2)) / 2.0;
                (a, p)
            })
            .collect();
        let x = secular(&shifted)?;
        let next: Pdf = pdf
            .iter()
            .zip(&shifted)
            .map(|(&(v, p), &(a, _))| (v, p / (1.0 + x * a)))
            .collect();
        let change = next
            .iter()
            .zip(&mle)
            .map(|(a, b)| (a.1 - b.1).abs())
            .fold(0.0, f64::max);
        mle = next;
        if change < 1e-9 {
            break;
        }
    }
    Some(mle)
}

/// Counts of results by value, empty cells given [`EPSILON`]: the number of
/// units and the empirical distribution.
fn to_pdf(counts: &[(f64, f64)]) -> (f64, Pdf) {
    let counts: Pdf = counts
        .iter()
        .map(|&(v, c)| (v, if c == 0.0 { EPSILON } else { c }))
        .collect();
    let total: f64 = counts.iter().map(|c| c.1).sum();
    (total, counts.iter().map(|&(v, c)| (v, c / total)).collect())
}

/// `N · Σ p̂ᵢ ln(p₁ᵢ / p₀ᵢ)`: the log-likelihood ratio of the two fitted
/// distributions over the `N` units seen.
fn llr_of(total: f64, pdf: &[(f64, f64)], p0: &[(f64, f64)], p1: &[(f64, f64)]) -> f64 {
    total
        * pdf
            .iter()
            .zip(p0.iter().zip(p1))
            .map(|(&(_, p), (&(_, a), &(_, b)))| p * (b.ln() - a.ln()))
            .sum::<f64>()
}

/// The GSPRT's log-likelihood ratio of "the mean result is `s1`" against
/// "it is `s0`" for `counts` (value, how many units scored it); 0 when a
/// hypothesis lies outside the values.
#[must_use]
pub fn llr_expectation(counts: &[(f64, f64)], s0: f64, s1: f64) -> f64 {
    let (total, pdf) = to_pdf(counts);
    match (mle_expected(&pdf, s0), mle_expected(&pdf, s1)) {
        (Some(p0), Some(p1)) => llr_of(total, &pdf, &p0, &p1),
        _ => 0.0,
    }
}

/// The GSPRT of a share test: `shares` (a tuple's mean share, how many
/// tuples had it), the values 0 and 1 always in the support (with an empty
/// cell's weight when none was seen), mean `s1` against `s0`.
#[must_use]
pub fn llr_share(shares: &[(f64, f64)], s0: f64, s1: f64) -> f64 {
    let mut counts = shares.to_vec();
    for end in [0.0, 1.0] {
        if !counts.iter().any(|c| c.0 == end) {
            counts.push((end, 0.0));
        }
    }
    llr_expectation(&counts, s0, s1)
}

/// The five values of a game pair's score over 2.
fn pentanomial(counts: &[u64; 5]) -> Vec<(f64, f64)> {
    (0..5).map(|i| (i as f64 / 4.0, counts[i] as f64)).collect()
}

/// Fishtest's `LLR_logistic`: the pentanomial GSPRT (counts of pairs
/// scoring 0, ½, 1, 1½, 2) of logistic Elo `elo1` against `elo0` (the
/// arena reads the same through [`llr_expectation`]).
#[cfg(test)]
fn llr_logistic(elo0: f64, elo1: f64, counts: &[u64; 5]) -> f64 {
    llr_expectation(
        &pentanomial(counts),
        logistic_score(elo0),
        logistic_score(elo1),
    )
}

/// Fishtest's `LLR_normalized`: the pentanomial GSPRT in normalized Elo
/// (the t-value statistic); only for checking against its published
/// figures.
#[cfg(test)]
fn llr_normalized(nelo0: f64, nelo1: f64, counts: &[u64; 5]) -> f64 {
    let per_nt = 800.0 / std::f64::consts::LN_10;
    let (t0, t1) = (
        nelo0 / per_nt * std::f64::consts::SQRT_2,
        nelo1 / per_nt * std::f64::consts::SQRT_2,
    );
    let (total, pdf) = to_pdf(&pentanomial(counts));
    match (mle_t_value(&pdf, 0.5, t0), mle_t_value(&pdf, 0.5, t1)) {
        (Some(p0), Some(p1)) => llr_of(total, &pdf, &p0, &p1),
        _ => 0.0,
    }
}

/// The two bounds of a test with error rates `alpha` (accepting H1 when
/// H0 holds) and `beta`: below the first H0 is accepted, above the second H1.
#[must_use]
pub fn bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Below the lower bound: H0 accepted (the change is not the gain).
    H0,
    /// Above the upper bound: H1 accepted.
    H1,
    /// Between them: play on.
    Continue,
}

/// The verdict of a log-likelihood ratio under α = β = 0.05.
#[must_use]
pub fn verdict(llr: f64) -> Verdict {
    let (lower, upper) = bounds(0.05, 0.05);
    if llr <= lower {
        Verdict::H0
    } else if llr >= upper {
        Verdict::H1
    } else {
        Verdict::Continue
    }
}

/// The mean of `counts` and its 95% interval by the normal approximation
/// (the units' own variance).
#[must_use]
pub fn mean_interval(counts: &[(f64, f64)]) -> (f64, f64, f64) {
    let n: f64 = counts.iter().map(|c| c.1).sum();
    if n == 0.0 {
        return (0.0, 0.0, 1.0);
    }
    let pdf: Pdf = counts.iter().map(|&(v, c)| (v, c / n)).collect();
    let (mean, var) = stats(&pdf);
    let half = 1.96 * (var / n).sqrt();
    (mean, (mean - half).max(0.0), (mean + half).min(1.0))
}

/// The Elo of a pentanomial count and its 95% interval (the score's normal
/// interval over pairs, mapped to logistic Elo).
#[must_use]
pub fn elo_interval(counts: &[u64; 5]) -> (f64, f64, f64) {
    let (s, lo, hi) = mean_interval(&pentanomial(counts));
    (logistic_elo(s), logistic_elo(lo), logistic_elo(hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A published worked example: montytest (a fishtest instance), test
    /// 69d3c8dc7c5b3724e29d2712, "Raw Statistics": pairs [13, 37, 50, 25, 3],
    /// bounds [0, 4] normalized Elo, which its page gives as [0, 2.716]
    /// logistic; "Normalized (exact) −0.54912", "Logistic (exact) −0.53772".
    #[test]
    fn the_llr_matches_a_published_fishtest_example() {
        let counts = [13, 37, 50, 25, 3];
        let normalized = llr_normalized(0.0, 4.0, &counts);
        assert!((normalized + 0.54912).abs() < 1e-3, "{normalized}");
        let logistic = llr_logistic(0.0, 2.716, &counts);
        assert!((logistic + 0.53772).abs() < 1e-3, "{logistic}");
        // The page's other figures: the score and its Elo.
        let (elo, lo, hi) = elo_interval(&counts);
        assert!((logistic_score(elo) - 0.4375).abs() < 1e-9);
        assert!(lo < elo && elo < hi && hi < 0.0);
    }

    #[test]
    fn the_bounds_are_those_of_alpha_and_beta() {
        let (a, b) = bounds(0.05, 0.05);
        assert!((a + 2.944_438_979).abs() < 1e-6 && (b - 2.944_438_979).abs() < 1e-6);
        assert_eq!(verdict(3.0), Verdict::H1);
        assert_eq!(verdict(-3.0), Verdict::H0);
        assert_eq!(verdict(0.1), Verdict::Continue);
    }

    #[test]
    fn the_llr_leans_with_the_evidence() {
        // Even results favour H0 = 0 over H1 = 20; a strong candidate H1.
        assert!(llr_logistic(0.0, 20.0, &[10, 40, 100, 40, 10]) < 0.0);
        assert!(llr_logistic(0.0, 20.0, &[5, 30, 100, 50, 15]) > 0.0);
        // No evidence, no lean.
        assert!(llr_logistic(0.0, 20.0, &[0, 0, 0, 0, 0]).abs() < 1e-3);
        // A share test: the candidate's tuples above 1/4 lean to H1.
        let shares = [(0.0, 1.0), (0.25, 3.0), (0.5, 6.0), (0.75, 2.0), (1.0, 0.0)];
        assert!(llr_share(&shares, 0.25, 0.25 * 1.15) > 0.0);
        assert!(llr_share(&[(0.25, 30.0), (0.0, 10.0)], 0.25, 0.2875) < 0.0);
        // Without 1 in the support H1 would lie outside it: no verdict.
        assert_eq!(
            llr_expectation(&[(0.25, 30.0), (0.0, 10.0)], 0.25, 0.2875),
            0.0
        );
    }

    #[test]
    fn elo_and_score_are_inverse() {
        for elo in [-300.0, -20.0, 0.0, 5.0, 150.0] {
            assert!((logistic_elo(logistic_score(elo)) - elo).abs() < 1e-9);
        }
        assert_eq!(logistic_elo(0.0), -999.0);
        assert_eq!(logistic_elo(1.0), 999.0);
    }

    /// Plays simulated pairs drawn from `probs` (pair scores 0..2) until
    /// the test of [0, `elo1`] decides, `sims` times: the share that
    /// accepted H1.
    fn accept_h1(probs: [f64; 5], elo1: f64, sims: u32, seed: u64) -> f64 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut passed = 0;
        for _ in 0..sims {
            let mut counts = [0u64; 5];
            let v = loop {
                for _ in 0..4 {
                    let mut x = rng.f64();
                    let mut cell = 4;
                    for (i, p) in probs.iter().enumerate() {
                        if x < *p {
                            cell = i;
                            break;
                        }
                        x -= p;
                    }
                    counts[cell] += 1;
                }
                match verdict(llr_logistic(0.0, elo1, &counts)) {
                    Verdict::Continue => {}
                    v => break v,
                }
            };
            passed += u32::from(v == Verdict::H1);
        }
        f64::from(passed) / f64::from(sims)
    }

    /// A bot against itself passes about as often as α says (at most: the
    /// GSPRT stops past its bound, which makes it slightly conservative),
    /// and a bot as strong as H1 says passes about 1 − β of the time.
    #[test]
    fn a_bot_against_itself_is_accepted_as_h0_about_as_often_as_alpha_says() {
        let even = [0.05, 0.2, 0.5, 0.2, 0.05];
        let false_pass = accept_h1(even, 60.0, 1000, 11);
        eprintln!("false pass {false_pass}");
        assert!(false_pass <= 0.08, "{false_pass}");
        // A candidate 60 Elo better: its pairs shifted toward wins.
        let better = [0.02, 0.10, 0.48, 0.30, 0.10];
        let s = better
            .iter()
            .enumerate()
            .map(|(i, p)| p * i as f64 / 4.0)
            .sum::<f64>();
        assert!((logistic_elo(s) - 60.0).abs() < 10.0, "{}", logistic_elo(s));
        let true_pass = accept_h1(better, 60.0, 1000, 12);
        eprintln!("true pass {true_pass}");
        assert!(true_pass >= 0.85, "{true_pass}");
    }
}
