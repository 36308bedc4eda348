//! `hexc elo FILE`: Elo ratings from head-to-head results at two seats, by
//! maximum likelihood of the Bradley–Terry (logistic) model: a player rated
//! `d` Elo above another scores `1 / (1 + 10^(-d/400))` against it. Each
//! game counts by its score (a win 1, a draw ½): the likelihood of a pair is
//! `p^S (1-p)^(n-S)`, `S` the first player's points over `n` games. One
//! player, the anchor, is held at 0; the others' 95% intervals come from the
//! inverse of the observed information (the Hessian at the maximum) with the
//! anchor fixed, so each interval is relative to the anchor.
//!
//! The file holds one line per pair, `A B winsA draws winsB` (`#` starts a
//! comment), as the ladder's round robin writes it (docs/bot.md, "Levels").
//! A player who won or lost every game has no finite maximum; `--virtual-draws`
//! adds that many drawn games to every pair played (1 by default), which keeps
//! the fit finite and pulls a sweep towards the middle by about one game.

use std::fmt::Write as _;

/// `hexc elo`'s settings.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// The results: one line per pair, `A B winsA draws winsB`.
    pub file: std::path::PathBuf,
    /// The player held at 0 Elo (default: the first one named).
    #[arg(long)]
    pub anchor: Option<String>,
    /// Drawn games added to every pair played, so that a clean sweep has a
    /// finite rating (0: the plain maximum likelihood).
    #[arg(long, default_value_t = 1.0)]
    pub virtual_draws: f64,
}

/// One pair's results: the first player's points out of `games`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    pub a: usize,
    pub b: usize,
    pub games: f64,
    pub points_a: f64,
}

/// Fitted ratings: per player its Elo and the half-width of its 95% interval
/// (0 for the anchor).
#[derive(Clone, Debug, PartialEq)]
pub struct Ratings {
    pub elo: Vec<f64>,
    pub interval: Vec<f64>,
}

/// Natural log of 10 over 400: the slope of the logistic in Elo.
const K: f64 = std::f64::consts::LN_10 / 400.0;

/// The expected score of a player `d` Elo above its opponent.
#[must_use]
pub fn expected(d: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-d / 400.0))
}

/// Reads the results file: the players in the order first named, and the pairs.
pub fn parse(text: &str) -> Result<(Vec<String>, Vec<Pair>), String> {
    let mut names: Vec<String> = Vec::new();
    let mut pairs = Vec::new();
    let index = |name: &str, names: &mut Vec<String>| {
        names.iter().position(|n| n == name).unwrap_or_else(|| {
            names.push(name.to_owned());
            names.len() - 1
        })
    };
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let bad = || {
            format!(
                "line {}: expected `A B winsA draws winsB`, got {line:?}",
                i + 1
            )
        };
        if f.len() != 5 {
            return Err(bad());
        }
        let n: Vec<f64> = f[2..]
            .iter()
            .map(|x| x.parse::<u64>().map(|v| v as f64))
            .collect::<Result<_, _>>()
            .map_err(|_| bad())?;
        if f[0] == f[1] {
            return Err(format!(
                "line {}: a player against itself ({})",
                i + 1,
                f[0]
            ));
        }
        let (a, b) = (index(f[0], &mut names), index(f[1], &mut names));
        pairs.push(Pair {
            a,
            b,
            games: n[0] + n[1] + n[2],
            points_a: n[0] + n[1] / 2.0,
        });
    }
    if pairs.is_empty() {
        return Err("no results in the file".into());
    }
    Ok((names, pairs))
}

/// The maximum-likelihood ratings of `players` with `anchor` at 0, each pair
/// given `virtual_draws` more drawn games; an error when the graph of pairs
/// does not join every player to the anchor or the fit does not converge.
pub fn fit(
    players: usize,
    pairs: &[Pair],
    anchor: usize,
    virtual_draws: f64,
) -> Result<Ratings, String> {
    let pairs: Vec<Pair> = pairs
        .iter()
        .map(|p| Pair {
            games: p.games + virtual_draws,
            points_a: p.points_a + virtual_draws / 2.0,
            ..p.clone()
        })
        .collect();
    // The free players: every one but the anchor, in order.
    let free: Vec<usize> = (0..players).filter(|&i| i != anchor).collect();
    let slot = |i: usize| free.iter().position(|&f| f == i);
    let mut elo = vec![0.0; players];
    for _ in 0..200 {
        let m = free.len();
        let mut grad = vec![0.0; m];
        let mut info = vec![vec![0.0; m]; m]; // minus the Hessian
        for p in &pairs {
            let e = expected(elo[p.a] - elo[p.b]);
            let g = K * (p.points_a - p.games * e);
            let w = K * K * p.games * e * (1.0 - e);
            let (sa, sb) = (slot(p.a), slot(p.b));
            if let Some(i) = sa {
                grad[i] += g;
                info[i][i] += w;
            }
            if let Some(j) = sb {
                grad[j] -= g;
                info[j][j] += w;
            }
            if let (Some(i), Some(j)) = (sa, sb) {
                info[i][j] -= w;
                info[j][i] -= w;
            }
        }
        let inv = invert(&info).ok_or("the results do not join every player to the anchor")?;
        let mut largest: f64 = 0.0;
        for (i, &pi) in free.iter().enumerate() {
            let step: f64 = (0..m).map(|j| inv[i][j] * grad[j]).sum();
            elo[pi] += step;
            largest = largest.max(step.abs());
        }
        if largest < 1e-9 {
            let mut interval = vec![0.0; players];
            for (i, &pi) in free.iter().enumerate() {
                interval[pi] = 1.96 * inv[i][i].sqrt();
            }
            return Ok(Ratings { elo, interval });
        }
        if !largest.is_finite() || elo.iter().any(|e| e.abs() > 1e5) {
            break;
        }
    }
    Err("the fit did not converge (a player won or lost every game: give --virtual-draws)".into())
}

/// The inverse of a symmetric positive-definite matrix by Gauss–Jordan
/// elimination, or nothing when it is singular.
fn invert(a: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut m: Vec<Vec<f64>> = a
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut r = row.clone();
            r.extend((0..n).map(|j| if i == j { 1.0 } else { 0.0 }));
            r
        })
        .collect();
    for c in 0..n {
        let pivot = (c..n).max_by(|&x, &y| m[x][c].abs().total_cmp(&m[y][c].abs()))?;
        if m[pivot][c].abs() < 1e-12 {
            return None;
        }
        m.swap(c, pivot);
        let d = m[c][c];
        m[c].iter_mut().for_each(|v| *v /= d);
        for r in 0..n {
            if r != c {
                let f = m[r][c];
                if f != 0.0 {
                    let row_c = m[c].clone();
                    m[r].iter_mut().zip(row_c).for_each(|(v, x)| *v -= f * x);
                }
            }
        }
    }
    Some(m.into_iter().map(|row| row[n..].to_vec()).collect())
}

/// The report: per player its rating and interval, then per pair its
/// score and the fit's expectation.
fn report(names: &[String], pairs: &[Pair], r: &Ratings) -> String {
    let mut out = String::from("player       elo     95% CI   games  score\n");
    for (i, name) in names.iter().enumerate() {
        let (games, points) = pairs.iter().fold((0.0, 0.0), |(g, s), p| {
            if p.a == i {
                (g + p.games, s + p.points_a)
            } else if p.b == i {
                (g + p.games, s + p.games - p.points_a)
            } else {
                (g, s)
            }
        });
        let _ = writeln!(
            out,
            "{name:<10} {:>6.0}  ±{:>6.0}  {games:>6.0}  {:>5.1}%",
            r.elo[i],
            r.interval[i],
            100.0 * points / games.max(1.0)
        );
    }
    out.push_str("pair               games  score of first  95% CI            fit\n");
    for p in pairs {
        let (lo, hi) = crate::arena::wilson(p.points_a, p.games as u64);
        let _ = writeln!(
            out,
            "{:<8} {:<8} {:>6.0}  {:>13.1}%  [{:>5.1}%, {:>5.1}%]  {:>5.1}%",
            names[p.a],
            names[p.b],
            p.games,
            100.0 * p.points_a / p.games,
            100.0 * lo,
            100.0 * hi,
            100.0 * expected(r.elo[p.a] - r.elo[p.b])
        );
    }
    out
}

/// `hexc elo`: reads the file, fits, prints the report.
pub fn run(s: &Settings) -> Result<(), String> {
    let text =
        std::fs::read_to_string(&s.file).map_err(|e| format!("{}: {e}", s.file.display()))?;
    let (names, pairs) = parse(&text)?;
    let anchor = match &s.anchor {
        None => 0,
        Some(a) => names
            .iter()
            .position(|n| n == a)
            .ok_or_else(|| format!("--anchor {a}: no such player in the file"))?,
    };
    if s.virtual_draws.is_nan() || s.virtual_draws < 0.0 {
        return Err(format!(
            "--virtual-draws must be 0 or more, got {}",
            s.virtual_draws
        ));
    }
    let r = fit(names.len(), &pairs, anchor, s.virtual_draws)?;
    print!(
        "Elo by maximum likelihood, {} at 0, {} virtual draws a pair\n{}",
        names[anchor],
        s.virtual_draws,
        report(&names, &pairs, &r)
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: usize, b: usize, games: f64, points_a: f64) -> Pair {
        Pair {
            a,
            b,
            games,
            points_a,
        }
    }

    #[test]
    fn one_pair_matches_the_hand_worked_example() {
        // B scores 30 of 40 (75%) against A. The maximum is where the expected score is 75%:
        // d = 400 log10(0.75 / 0.25) = 400 log10 3 = 190.849 Elo. The information is
        // n p (1 - p) (ln 10 / 400)^2 = 40 * 0.1875 * 3.3137e-5 = 2.4853e-4, so sigma = 63.43 Elo
        // and the 95% half-width 1.96 sigma = 124.3 Elo.
        let r = fit(2, &[pair(1, 0, 40.0, 30.0)], 0, 0.0).unwrap();
        assert_eq!(r.elo[0], 0.0);
        assert!((r.elo[1] - 190.849).abs() < 1e-3, "{r:?}");
        assert!((r.interval[1] - 124.33).abs() < 0.05, "{r:?}");
    }

    #[test]
    fn a_chain_adds_up_and_the_anchor_moves_the_zero() {
        // A < B < C, each step 75%, no game A-C: the ratings are 0, 190.85, 381.70.
        let pairs = [pair(1, 0, 40.0, 30.0), pair(2, 1, 40.0, 30.0)];
        let r = fit(3, &pairs, 0, 0.0).unwrap();
        assert!(
            (r.elo[1] - 190.849).abs() < 1e-3 && (r.elo[2] - 381.697).abs() < 1e-3,
            "{r:?}"
        );
        // C's interval is wider than B's: its rating goes through B's.
        assert!(r.interval[2] > r.interval[1]);
        let c = fit(3, &pairs, 2, 0.0).unwrap();
        assert!(
            (c.elo[0] + 381.697).abs() < 1e-3 && c.elo[2] == 0.0,
            "{c:?}"
        );
    }

    #[test]
    fn a_sweep_needs_virtual_draws_and_unjoined_players_are_refused() {
        assert!(fit(2, &[pair(1, 0, 10.0, 10.0)], 0, 0.0).is_err());
        // One virtual draw: 10.5 of 11, d = 400 log10(10.5 / 0.5) = 528.9 Elo.
        let r = fit(2, &[pair(1, 0, 10.0, 10.0)], 0, 1.0).unwrap();
        assert!((r.elo[1] - 400.0 * 21f64.log10()).abs() < 1e-3, "{r:?}");
        assert!(fit(4, &[pair(1, 0, 10.0, 5.0), pair(3, 2, 10.0, 5.0)], 0, 0.0).is_err());
    }

    #[test]
    fn the_file_is_read_and_bad_lines_are_named() {
        let (names, pairs) = parse("# ladder\nl1 l2 3 4 13\nl2 l3 10 0 10 # even\n").unwrap();
        assert_eq!(names, ["l1", "l2", "l3"]);
        assert_eq!(pairs[0], pair(0, 1, 20.0, 5.0));
        assert_eq!(pairs[1], pair(1, 2, 20.0, 10.0));
        assert!(parse("l1 l2 3 4")
            .unwrap_err()
            .starts_with("line 1: expected"));
        assert!(parse("l1 l2 3 x 4")
            .unwrap_err()
            .starts_with("line 1: expected"));
        assert!(parse("l1 l1 3 4 5").unwrap_err().contains("against itself"));
        assert!(parse("# nothing").is_err());
    }
}
