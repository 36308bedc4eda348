//! How long an arena's games ran and how they ended (docs/endings.md), and
//! the evidence for a no-progress limit: the longest quiet stretch (turns
//! without a capture or crowning) that a game still ended with a capture
//! or crowning. A limit above nearly all of those rarely cuts a game that
//! was going somewhere.

use engine::{Game, Outcome};

/// What one game did, counted hop by hop.
#[derive(Clone, Copy, Debug, Default)]
pub struct Played {
    /// Hops played.
    pub plies: usize,
    /// Turns played (a chain is one).
    pub turns: usize,
    /// The longest run of quiet turns that a capture or crowning ended.
    pub longest_quiet_before_progress: u32,
    /// The turn (1-based, a chain is one) in which the first capture came, if any: how soon a game gets lively.
    pub first_capture: Option<usize>,
}

impl Played {
    /// Counts a hop whose outcome is `out`, played `quiet` turns after the
    /// last capture or crowning.
    pub fn note(&mut self, quiet: u32, out: &Outcome) {
        if out.captured.is_some() && self.first_capture.is_none() {
            self.first_capture = Some(self.turns + 1);
        }
        self.plies += 1;
        if !out.chaining {
            self.turns += 1;
        }
        if out.captured.is_some() || out.promoted {
            self.longest_quiet_before_progress = self.longest_quiet_before_progress.max(quiet);
        }
    }
}

/// Games by how they ended, with their lengths.
#[derive(Default)]
pub struct Lengths {
    /// `(reason, turns, plies)` per game; the reason `"cap"` for a game the
    /// ply cap stopped.
    games: Vec<(&'static str, usize, usize)>,
    /// The longest quiet stretch ended by progress, per game.
    quiet: Vec<u32>,
    /// The turn of each game's first capture (games without one are left out).
    first_capture: Vec<usize>,
}

impl Lengths {
    /// Adds a finished (or capped) game.
    pub fn add(&mut self, game: &Game, played: &Played) {
        let reason = game.result().map_or("cap", |r| r.reason.name());
        self.games.push((reason, played.turns, played.plies));
        self.quiet.push(played.longest_quiet_before_progress);
        self.first_capture.extend(played.first_capture);
    }

    /// Prints the table: per reason, games and turn-length quantiles.
    pub fn print(&self) {
        println!(
            "endings: {:<12} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7}  (turns; mean plies)",
            "reason", "games", "min", "median", "p90", "max", "plies"
        );
        let mut reasons: Vec<&str> = self.games.iter().map(|g| g.0).collect();
        reasons.sort_unstable();
        reasons.dedup();
        reasons.push("all");
        for reason in reasons {
            let of: Vec<&(&str, usize, usize)> = self
                .games
                .iter()
                .filter(|g| reason == "all" || g.0 == reason)
                .collect();
            let mut turns: Vec<usize> = of.iter().map(|g| g.1).collect();
            turns.sort_unstable();
            let plies = of.iter().map(|g| g.2).sum::<usize>() as f64 / of.len().max(1) as f64;
            println!(
                "endings: {reason:<12} {:>5} {:>7} {:>7} {:>7} {:>7} {plies:>7.0}",
                of.len(),
                quantile(&turns, 0.0),
                quantile(&turns, 0.5),
                quantile(&turns, 0.9),
                quantile(&turns, 1.0),
            );
        }
        let mut quiet = self.quiet.clone();
        quiet.sort_unstable();
        println!(
            "longest quiet stretch a capture or crowning ended, per game (turns): median {}, p90 {}, p99 {}, max {}",
            quantile(&quiet, 0.5),
            quantile(&quiet, 0.9),
            quantile(&quiet, 0.99),
            quantile(&quiet, 1.0),
        );
        let mut first = self.first_capture.clone();
        first.sort_unstable();
        println!(
            "first capture, per game (turn): median {}, p90 {}, max {}; no capture in {} of {} games",
            quantile(&first, 0.5),
            quantile(&first, 0.9),
            quantile(&first, 1.0),
            self.games.len() - first.len(),
            self.games.len(),
        );
    }
}

/// The `q`-quantile of sorted values (nearest rank); 0 when empty.
fn quantile<T: Copy + Default>(sorted: &[T], q: f64) -> T {
    if sorted.is_empty() {
        return T::default();
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_by_nearest_rank() {
        let v = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(quantile(&v, 0.0), 1);
        assert_eq!(quantile(&v, 0.5), 5);
        assert_eq!(quantile(&v, 0.9), 9);
        assert_eq!(quantile(&v, 0.99), 10);
        assert_eq!(quantile(&v, 1.0), 10);
        assert_eq!(quantile::<u32>(&[], 0.5), 0);
    }

    #[test]
    fn a_quiet_stretch_counts_only_when_progress_ends_it() {
        let mut p = Played::default();
        let step = Outcome::default();
        let crown = Outcome {
            promoted: true,
            ..Outcome::default()
        };
        let chain = Outcome {
            chaining: true,
            ..Outcome::default()
        };
        p.note(7, &step);
        p.note(8, &crown);
        p.note(0, &chain);
        p.note(30, &step);
        assert_eq!((p.plies, p.turns), (4, 3));
        assert_eq!(p.longest_quiet_before_progress, 8);
        assert_eq!(p.first_capture, None, "a crowning is not a capture");
    }

    #[test]
    fn the_first_capture_is_counted_by_turn_once() {
        let mut p = Played::default();
        let step = Outcome::default();
        let jump = |chaining| Outcome {
            captured: Some(engine::Captured {
                at: engine::Hex::new(0, 1),
                seat: 1,
                king: false,
            }),
            chaining,
            ..Outcome::default()
        };
        p.note(0, &step);
        p.note(1, &step);
        p.note(2, &jump(true)); // turn 3, the chain's first hop
        p.note(0, &jump(false));
        p.note(0, &jump(false));
        assert_eq!(p.first_capture, Some(3));
    }
}
