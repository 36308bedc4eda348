//! `hexc arena --sprt A,B`: a sequential test of a candidate bot against a
//! baseline, stopped as soon as the evidence decides ([`crate::sprt`]).
//!
//! The games come in units of N, one per seat of the table: unit `u` plays
//! N games from one random opening (the seed `seed + u`: its opening hops
//! and every bot's seeds), the candidate at seat `j` in game `j`, the
//! baseline in every other seat. At two seats a unit is a game pair with
//! the colours swapped, scored 0, ½, 1, 1½ or 2 (pentanomial), and the
//! bounds are logistic Elo; at three to six the unit's value is the
//! candidate's mean share of its N games, and the bounds are gains of the
//! fair share in percent (`0,15`: H0 1/N, H1 1.15/N). α = β = 0.05.
//!
//! The verdict depends only on the units in order: threads play ahead, and
//! the test reads unit after unit and stops at the first whose LLR leaves
//! the bounds, so any number of threads gives the same verdict, LLR and
//! games (the games played ahead are discarded).

use crate::arena::{play_one, seat_bots, Ending, Played, Settings};
use crate::sprt::{self, Verdict};
use bot::Searcher;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// The hypotheses of a test as the statistics read them.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hypotheses {
    /// The mean unit value under H0 and H1.
    s0: f64,
    s1: f64,
}

/// The bounds of `--sprt` at a table of `players`.
fn hypotheses(bounds: &[f64], players: usize) -> Result<Hypotheses, String> {
    let [a, b] = bounds[..] else {
        return Err(format!(
            "--sprt takes two bounds (A,B), got {}",
            bounds.len()
        ));
    };
    if !(a.is_finite() && b.is_finite() && a < b) {
        return Err(format!(
            "--sprt {a},{b}: the first bound must be below the second"
        ));
    }
    if players == 2 {
        return Ok(Hypotheses {
            s0: sprt::logistic_score(a),
            s1: sprt::logistic_score(b),
        });
    }
    let n = players as f64;
    let (s0, s1) = ((1.0 + a / 100.0) / n, (1.0 + b / 100.0) / n);
    if s0 <= 0.0 || s1 >= 1.0 {
        return Err(format!(
            "--sprt {a},{b}: at {players} seats the shares must lie between 0 and 1 (got {s0:.3}, {s1:.3})"
        ));
    }
    Ok(Hypotheses { s0, s1 })
}

/// The test's state: the units read so far.
#[derive(Default)]
struct Tally {
    /// Game pairs by the candidate's score, in halves (two seats).
    pairs: [u64; 5],
    /// Units by the candidate's mean share (three seats or more), keyed by
    /// the share in millionths.
    shares: BTreeMap<u64, u64>,
    units: u64,
    /// Games that ended outright, drawn (by a house rule), or at the cap.
    outright: u64,
    drawn: u64,
    capped: u64,
    plies: u64,
}

impl Tally {
    /// Reads one unit's games (in seat order of the candidate).
    fn add(&mut self, games: &[Played]) {
        let n = games.len();
        let mut points = 0.0;
        for p in games {
            points += p.ending.points(n)[0];
            self.plies += p.counts.plies as u64;
            match p.ending {
                Ending::Outright(_) => self.outright += 1,
                Ending::Draw(_) => self.drawn += 1,
                Ending::Material(..) | Ending::Undecided(..) => self.capped += 1,
            }
        }
        if n == 2 {
            self.pairs[(points * 2.0).round().clamp(0.0, 4.0) as usize] += 1;
        } else {
            *self
                .shares
                .entry((points / n as f64 * 1e6).round() as u64)
                .or_default() += 1;
        }
        self.units += 1;
    }

    /// The units as (value, count).
    fn counts(&self) -> Vec<(f64, f64)> {
        if self.shares.is_empty() {
            (0..5)
                .map(|i| (i as f64 / 4.0, self.pairs[i] as f64))
                .collect()
        } else {
            self.shares
                .iter()
                .map(|(&v, &c)| (v as f64 / 1e6, c as f64))
                .collect()
        }
    }

    fn llr(&self, h: Hypotheses, players: usize) -> f64 {
        if players == 2 {
            sprt::llr_expectation(&self.counts(), h.s0, h.s1)
        } else {
            sprt::llr_share(&self.counts(), h.s0, h.s1)
        }
    }
}

/// Runs the test of `s` and prints its line.
pub fn run(s: &Settings) -> Result<(), String> {
    let n = s.table.players;
    let h = hypotheses(&s.sprt, n)?;
    let bots = seat_bots(s)?;
    let started = Instant::now();
    let (tally, llr) = play_until_decided(s, h, |tally, llr| {
        if tally.units % 5 == 0 {
            eprintln!(
                "{} units, LLR {llr:.2}, {:.0} s",
                tally.units,
                started.elapsed().as_secs_f64()
            );
        }
    })?;
    let verdict = match sprt::verdict(llr) {
        Verdict::H0 => "H0 accepted",
        Verdict::H1 => "H1 accepted",
        Verdict::Continue => "undecided at the game cap",
    };
    let (lower, upper) = sprt::bounds(0.05, 0.05);
    let games = tally.units * n as u64;
    let result = if n == 2 {
        let (elo, lo, hi) = sprt::elo_interval(&tally.pairs);
        let (score, _, _) = sprt::mean_interval(&tally.counts());
        format!(
            "elo0 {} elo1 {} (logistic), pairs {:?}, score {:.1}%, Elo {elo:+.1} [{lo:+.1}, {hi:+.1}]",
            s.sprt[0],
            s.sprt[1],
            tally.pairs,
            100.0 * score
        )
    } else {
        let (share, lo, hi) = sprt::mean_interval(&tally.counts());
        format!(
            "H0 share {:.2}% H1 {:.2}% (fair {:.2}%), share {:.1}% [{:.1}%, {:.1}%]",
            100.0 * h.s0,
            100.0 * h.s1,
            100.0 / n as f64,
            100.0 * share,
            100.0 * lo,
            100.0 * hi
        )
    };
    println!(
        "sprt: {} vs {}, {n} seats, radius {}, opening {} hops{}, no-progress {}, cap {} hops, seed {}: \
         LLR {llr:.2} [{lower:.2}, {upper:.2}] {verdict}, {games} games ({} units), {result}; \
         ended outright {}, drawn {}, at the cap {}; mean {:.0} hops; {:.0} s on {} threads",
        bots[0].name,
        bots[1].name,
        s.table.radius,
        s.opening,
        crate::arena::band_note(s),
        s.no_progress,
        s.ply_cap,
        s.seed,
        tally.units,
        tally.outright,
        tally.drawn,
        tally.capped,
        tally.plies as f64 / games.max(1) as f64,
        started.elapsed().as_secs_f64(),
        s.threads.max(1),
    );
    Ok(())
}

/// Plays units until the test decides or `s.games` games are read;
/// `progress` hears of each unit read. Returns the tally and the last LLR.
fn play_until_decided(
    s: &Settings,
    h: Hypotheses,
    progress: impl Fn(&Tally, f64),
) -> Result<(Tally, f64), String> {
    let n = s.table.players as u64;
    let max_units = (s.games / n).max(1);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(u64, Result<Played, String>)>();
    let mut tally = Tally::default();
    let mut llr = 0.0;
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..s.threads.clamp(1, 64) {
            let (tx, next, stop) = (tx.clone(), &next, &stop);
            let mut bots = seat_bots(s)?;
            let mut spare = Searcher::new();
            scope.spawn(move || loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= max_units * n || stop.load(Ordering::Relaxed) {
                    break;
                }
                let (unit, seat) = (g / n, (g % n) as usize);
                let played = play_one(s, s.seed.wrapping_add(unit), seat, &mut bots, &mut spare);
                let failed = played.is_err();
                if tx.send((g, played)).is_err() || failed {
                    break;
                }
            });
        }
        drop(tx);
        let mut waiting: BTreeMap<u64, Played> = BTreeMap::new();
        for (g, played) in rx {
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            let played = played.inspect_err(|_| stop.store(true, Ordering::Relaxed))?;
            waiting.insert(g, played);
            // Read every unit now complete, in order.
            loop {
                let first = tally.units * n;
                if !(first..first + n).all(|g| waiting.contains_key(&g)) {
                    break;
                }
                let unit: Vec<Played> = (first..first + n)
                    .filter_map(|g| waiting.remove(&g))
                    .collect();
                tally.add(&unit);
                llr = tally.llr(h, s.table.players);
                progress(&tally, llr);
                if sprt::verdict(llr) != Verdict::Continue || tally.units >= max_units {
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
        }
        Ok(())
    })?;
    Ok((tally, llr))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Table;

    fn settings(players: usize, bots: &str, sprt: &[f64], games: u64, threads: usize) -> Settings {
        Settings {
            table: Table { players, radius: 3 },
            games,
            bots: bots.split(',').map(String::from).collect(),
            time_ms: None,
            threads,
            ply_cap: 300,
            seed: 3,
            verbose: false,
            trace: false,
            opening: 2,
            no_progress: 30,
            repetition: 0,
            agree: false,
            judge_nodes: 2_000,
            kings: Vec::new(),
            sprt: sprt.to_vec(),
            band: Vec::new(),
        }
    }

    #[test]
    fn the_bounds_read_as_elo_at_two_seats_and_share_gains_above() {
        let two = hypotheses(&[0.0, 20.0], 2).unwrap();
        assert!((two.s0 - 0.5).abs() < 1e-12 && (two.s1 - 0.528_74).abs() < 1e-4);
        let four = hypotheses(&[0.0, 15.0], 4).unwrap();
        assert!((four.s0 - 0.25).abs() < 1e-12 && (four.s1 - 0.2875).abs() < 1e-12);
        assert!(hypotheses(&[20.0, 0.0], 2).unwrap_err().contains("below"));
        assert!(hypotheses(&[0.0], 2).unwrap_err().contains("two bounds"));
        assert!(hypotheses(&[0.0, 600.0], 6)
            .unwrap_err()
            .contains("between 0 and 1"));
    }

    #[test]
    fn a_sequential_test_wants_a_candidate_and_a_baseline() {
        let s = settings(2, "l2,l1,l1", &[0.0, 20.0], 10, 1);
        assert!(run(&s).unwrap_err().starts_with("--sprt plays two bots"));
    }

    /// A strong bot against a random mover: H1 (+100 Elo) accepted within a
    /// few pairs, the same on one thread and two, and each pair's games
    /// share their opening with the candidate's colours swapped.
    #[test]
    fn a_much_stronger_bot_passes_and_threads_change_nothing() {
        let s = settings(2, "l2:nodes=300,random", &[0.0, 100.0], 60, 1);
        let (one, llr) =
            play_until_decided(&s, hypotheses(&s.sprt, 2).unwrap(), |_, _| {}).unwrap();
        assert_eq!(sprt::verdict(llr), Verdict::H1, "{:?}", one.pairs);
        let s2 = Settings {
            threads: 2,
            ..s.clone()
        };
        let (two, llr2) =
            play_until_decided(&s2, hypotheses(&s.sprt, 2).unwrap(), |_, _| {}).unwrap();
        assert_eq!((one.pairs, one.units, llr), (two.pairs, two.units, llr2));
        assert!(one.units < 30);
    }

    /// The baseline as candidate against a much stronger bot: H0 accepted.
    /// At four seats the candidate's share decides.
    #[test]
    fn a_weaker_bot_fails_at_two_and_four_seats() {
        let s = settings(2, "random,l2:nodes=300", &[0.0, 20.0], 300, 2);
        let (_, llr) = play_until_decided(&s, hypotheses(&s.sprt, 2).unwrap(), |_, _| {}).unwrap();
        assert_eq!(sprt::verdict(llr), Verdict::H0);
        let s = settings(4, "random,greedy", &[0.0, 15.0], 800, 2);
        let (t, llr) = play_until_decided(&s, hypotheses(&s.sprt, 4).unwrap(), |_, _| {}).unwrap();
        assert_eq!(sprt::verdict(llr), Verdict::H0, "{:?}", t.shares);
        assert!(t.pairs.iter().all(|&c| c == 0));
    }
}
