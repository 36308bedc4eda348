//! A plain reference of docs/endings.md on top of the reference of the law
//! (`reference.rs`): resignation, agreement, the no-progress and repetition
//! house rules, and the snapshot's eighth field, written from docs/endings.md's
//! sentences and the format's documentation. It keeps every position it
//! ever counted (the engine keeps only those that can still repeat) and
//! counts occurrences by scanning them all, so a wrong pruning in the engine
//! shows as a disagreement.
//!
//! Like `reference.rs` it depends on nothing but `std`, so the fuzz crate
//! can include it with `#[path]`.

use super::reference::{Cell, RefGame, RefOutcome};

/// A position as the repetition rule compares it: every piece, sorted, and
/// the seat to move.
pub type RefPosition = (Vec<(Cell, (usize, bool))>, Option<usize>);

/// A game of the law plus its endings (docs/endings.md).
#[derive(Clone, Debug)]
pub struct RefTable {
    /// The game of the law.
    pub game: RefGame,
    /// No-progress limit in turns (0: off).
    pub no_progress: u32,
    /// Occurrences that end the game (0: off).
    pub repetition: u32,
    /// Turns since the last capture or crowning.
    pub quiet: u32,
    /// Every position counted (at the start and at the end of every turn),
    /// with the quiet step that led to it from the one before, if it was one.
    pub counted: Vec<(RefPosition, Option<(Cell, Cell)>)>,
    /// Where the positions that can still repeat begin in `counted`: after
    /// the last capture, crowning or resignation.
    pub since: usize,
    /// Seats that resigned, in order.
    pub resigned: Vec<usize>,
    /// Why the game ended: "last-army", "frozen", "agreement",
    /// "no-progress" or "repetition".
    pub reason: Option<&'static str>,
}

impl RefTable {
    /// A new game under the given rules; the start position is counted.
    pub fn new(players: usize, radius: i32, no_progress: u32, repetition: u32) -> RefTable {
        let mut t = RefTable {
            game: RefGame::new(players, radius),
            no_progress,
            repetition,
            quiet: 0,
            counted: Vec::new(),
            since: 0,
            resigned: Vec::new(),
            reason: None,
        };
        t.count(None);
        t
    }

    /// The position now.
    pub fn position(&self) -> RefPosition {
        let mut board: Vec<_> = self.game.board.iter().map(|(&c, &p)| (c, p)).collect();
        board.sort();
        (board, self.game.current)
    }

    /// Counts the position now; how often it has occurred in the whole
    /// game (found by scanning every counted position).
    fn count(&mut self, step: Option<(Cell, Cell)>) -> usize {
        let now = self.position();
        self.counted.push((now.clone(), step));
        self.counted.iter().filter(|(p, _)| *p == now).count()
    }

    /// The law ended the game: its reason, and nothing can repeat any more.
    fn law_ended(&mut self) -> bool {
        if self.game.winner.is_some() {
            self.reason = Some("last-army");
        } else if self.game.draw {
            self.reason = Some("frozen");
        } else {
            return false;
        }
        self.since = self.counted.len();
        true
    }

    /// The end of a turn: count, then the house rules, no progress first.
    fn end_turn(&mut self, step: Option<(Cell, Cell)>, out: &mut RefOutcome) {
        if step.is_some() {
            self.quiet += 1;
        }
        let mut ends = None;
        if self.repetition > 0 && self.count(step) >= self.repetition as usize {
            ends = Some("repetition");
        }
        if self.no_progress > 0 && self.quiet >= self.no_progress {
            ends = Some("no-progress");
        }
        if let Some(reason) = ends {
            self.end_drawn(reason);
            out.draw = true;
            out.skipped.clear();
        }
    }

    /// Ends the game drawn among the survivors.
    fn end_drawn(&mut self, reason: &'static str) {
        self.game.current = None;
        self.game.chain = None;
        self.game.draw = true;
        self.reason = Some(reason);
        if reason != "repetition" {
            self.since = self.counted.len();
        }
    }

    /// A hop, as `RefGame::apply`, with the counters of docs/endings.md.
    pub fn apply(&mut self, from: Cell, to: Cell) -> Option<RefOutcome> {
        let mut out = self.game.apply(from, to)?;
        let progress = out.captured.is_some() || out.promoted;
        if progress {
            self.quiet = 0;
            self.since = self.counted.len();
        }
        if self.law_ended() || out.chaining {
            return Some(out);
        }
        self.end_turn((!progress).then_some((from, to)), &mut out);
        Some(out)
    }

    /// `seat` resigns (docs/endings.md); `None` and no change if refused.
    pub fn resign(&mut self, seat: usize) -> Option<RefOutcome> {
        if self.game.current.is_none() || seat >= self.game.players || self.game.count(seat) == 0 {
            return None;
        }
        self.game.board.retain(|_, p| p.0 != seat);
        self.resigned.push(seat);
        self.since = self.counted.len();
        let mut out = RefOutcome {
            eliminated: Some(seat),
            ..RefOutcome::default()
        };
        let alive: Vec<usize> = (0..self.game.players)
            .filter(|&s| self.game.count(s) > 0)
            .collect();
        if alive.len() == 1 {
            self.game.winner = Some(alive[0]);
            self.game.current = None;
            self.game.chain = None;
            out.winner = Some(alive[0]);
            self.law_ended();
            return Some(out);
        }
        let mover = self.game.current.expect("the game goes on");
        if mover == seat {
            // Its own turn: passes as after an ordinary move.
            self.game.chain = None;
            self.game.pass_turn(seat, &mut out);
            self.law_ended();
        } else if let Some(c) = self.game.chain {
            // Another seat mid-chain: its turn ends if no jump is left.
            if self.game.jumps_of(c).is_empty() {
                self.game.chain = None;
                self.game.pass_turn(mover, &mut out);
                if !self.law_ended() {
                    self.end_turn(None, &mut out);
                }
            }
        } else if !self.game.has_move(mover) {
            self.game.pass_turn(mover, &mut out);
            self.law_ended();
        }
        Some(out)
    }

    /// The survivors agree to a draw; `None` after the end.
    pub fn agree(&mut self) -> Option<()> {
        self.game.current?;
        self.end_drawn("agreement");
        Some(())
    }

    /// The snapshot text: the law's seven fields, the result field naming
    /// an ending of docs/endings.md, and the eighth field when there is any item.
    pub fn snapshot(&self) -> String {
        let mut fields: Vec<String> = self.game.snapshot().split(' ').map(String::from).collect();
        if let Some(r @ ("agreement" | "no-progress" | "repetition")) = self.reason {
            fields[5] = r.to_string();
        }
        let mut items = Vec::new();
        if self.no_progress > 0 || self.repetition > 0 {
            items.push(format!("rules={},{}", self.no_progress, self.repetition));
        }
        // Without the rule, the counter only where a resignation already
        // takes the text beyond the original law's.
        if self.no_progress > 0 || (!self.resigned.is_empty() && self.quiet > 0) {
            items.push(format!("quiet={}", self.quiet));
        }
        if self.repetition > 0 {
            let run = &self.counted[self.since..];
            let mut item = format!("seen={}", run.len());
            for (i, (_, step)) in run.iter().skip(1).enumerate() {
                let ((fq, fr), (tq, tr)) = step.expect("a counted run is made of quiet steps");
                item += &format!("{}{fq},{fr}>{tq},{tr}", if i == 0 { ':' } else { '/' });
            }
            items.push(item);
        }
        if !self.resigned.is_empty() {
            let seats: Vec<String> = self.resigned.iter().map(|s| s.to_string()).collect();
            items.push(format!("resigned={}", seats.join(",")));
        }
        if !items.is_empty() {
            fields.push(items.join(";"));
        }
        fields.join(" ")
    }
}
