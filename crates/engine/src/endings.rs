//! Endings beyond the law (docs/endings.md): resignation, agreement and the
//! two house rules, no progress and repetition.
//!
//! The state lives in `Game` beside the hot position, so the move
//! generator, perft and the search never see it. A turn ends when a seat's
//! move ends (a step, the last hop of a chain, or a crowning); only then are
//! the counters touched:
//!
//! - `quiet`: turns since the last capture or crowning (a capture resets it
//!   at once, even mid-chain).
//! - `seen`: the positions counted at the end of each turn (and at the start
//!   of the game) since the last capture, crowning or resignation, with how
//!   often each occurred. Earlier positions can never come back: a capture
//!   or a resignation takes pieces off for good, a crowning turns a man into
//!   a king for good. Positions are keyed exactly (every piece bit and the
//!   seat to move), so two different positions can never be confused.
//!
//! Between two such events every turn is one step (a chain is made of
//! captures), so the counted positions are the current one and the steps
//! that led to it: that is what a snapshot writes, and what a restore
//! replays through the law to rebuild the counts.

use crate::any::{with_position, AnyPosition};
pub use crate::end_reason::EndReason;
use crate::error::SetupError;
use crate::limits;
use crate::moves::Outcome;
use crate::position::{Position, NONE};
use hexgrid::Hex;

/// The house rules of a game (docs/endings.md); both off by default, which is
/// the original law.
///
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    /// After this many consecutive turns with no capture and no crowning the
    /// game ends drawn; 0: off.
    pub no_progress: u32,
    /// When one position (every piece and the seat to move) occurs for this
    /// many times the game ends drawn; 0: off, else at least 2.
    pub repetition: u32,
}

impl Rules {
    /// The longest no-progress limit: far beyond any game that matters, and
    /// small enough that a snapshot's counter stays short.
    pub const MAX_NO_PROGRESS: u32 = limits::MAX_NO_PROGRESS;
    /// The most occurrences a repetition rule may ask for.
    pub const MAX_REPETITION: u32 = limits::MAX_REPETITION;

    /// These rules, or the error naming the one out of range.
    pub fn check(self) -> Result<Rules, SetupError> {
        if self.no_progress > Rules::MAX_NO_PROGRESS {
            return Err(SetupError::NoProgress(i64::from(self.no_progress)));
        }
        if self.repetition == 1 || self.repetition > Rules::MAX_REPETITION {
            return Err(SetupError::Repetition(i64::from(self.repetition)));
        }
        Ok(self)
    }

    /// Whether both rules are off (the original law).
    #[must_use]
    pub fn is_off(self) -> bool {
        self == Rules::default()
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The winning seat, or `None` for a draw.
    pub winner: Option<usize>,
    /// Whether the game is drawn (among the survivors).
    pub draw: bool,
    /// Why it ended.
    pub reason: EndReason,
}

/// A position as the repetition rule compares it: every piece bit of every
/// seat, the kings and the seat to move. Exact, so no two positions share one.
pub(crate) type Key = Box<[u64]>;

pub(crate) fn key<const N: usize>(p: &Position<N>) -> Key {
    let seats = usize::from(p.players);
    p.pieces[..seats]
        .iter()
        .chain(std::iter::once(&p.kings))
        .flat_map(|b| b.words())
        .chain(std::iter::once(u64::from(p.current)))
        .collect()
}

/// The positions counted since the last capture, crowning or resignation.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seen {
    /// The steps from the first counted position to the last, one per turn.
    pub(crate) steps: Vec<(Hex, Hex)>,
    /// How often each counted position occurred; empty when none is.
    /// Kept as a list: it holds only the positions since the last capture,
    /// crowning or resignation, and a hash map's code would weigh more in
    /// the wasm than a scan of them costs once a turn.
    pub(crate) counts: Vec<(Key, u32)>,
}

impl Seen {
    /// Number of positions counted (with repeats).
    pub(crate) fn len(&self) -> usize {
        if self.counts.is_empty() {
            0
        } else {
            self.steps.len() + 1
        }
    }

    pub(crate) fn clear(&mut self) {
        self.steps.clear();
        self.counts.clear();
    }

    /// Counts `key`, reached from the last counted position by `step`
    /// (`None` after a capture, crowning or resignation cleared the list);
    /// returns how often it has now occurred.
    pub(crate) fn count(&mut self, key: Key, step: Option<(Hex, Hex)>) -> u32 {
        if let (false, Some(step)) = (self.counts.is_empty(), step) {
            self.steps.push(step);
        }
        match self.counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                self.counts.push((key, 1));
                1
            }
        }
    }
}

/// What docs/endings.md adds to a game: the rules, the counters, resignations and a
/// house ending.
#[derive(Clone, Debug, Default)]
pub(crate) struct Endings {
    pub(crate) rules: Rules,
    pub(crate) quiet: u32,
    /// Kept only under a repetition rule.
    pub(crate) seen: Seen,
    /// Seats that resigned, in order.
    pub(crate) resigned: Vec<usize>,
    /// An ending of docs/endings.md (agreement, no progress, repetition); the
    /// law's endings are read from the position.
    pub(crate) house: Option<EndReason>,
}

impl PartialEq for Endings {
    /// Equal as far as the game's future and its snapshot go: the counters
    /// are compared only where a rule reads them.
    fn eq(&self, o: &Self) -> bool {
        self.rules == o.rules
            && self.resigned == o.resigned
            && self.house == o.house
            && (self.rules.no_progress == 0 || self.quiet == o.quiet)
            && self.seen.steps == o.seen.steps
            && self.seen.len() == o.seen.len()
    }
}

impl Endings {
    /// The state of a new game under `rules`: its start position counted
    /// for the repetition rule.
    pub(crate) fn new(rules: Rules, pos: &AnyPosition) -> Endings {
        let mut endings = Endings {
            rules,
            ..Endings::default()
        };
        if rules.repetition > 0 {
            endings.seen.count(with_position!(pos, p => key(p)), None);
        }
        endings
    }

    /// The game's result, read from the position and the house ending.
    pub(crate) fn result(&self, pos: &AnyPosition) -> Option<GameResult> {
        let (over, winner) = with_position!(pos, p => (p.is_over(), p.winner));
        if !over {
            return None;
        }
        let winner = (winner != NONE).then_some(usize::from(winner));
        let reason = match (winner, self.house) {
            (Some(_), _) => EndReason::LastArmy,
            (None, Some(house)) => house,
            (None, None) => EndReason::Frozen,
        };
        Some(GameResult {
            winner,
            draw: winner.is_none(),
            reason,
        })
    }

    /// The counters after a hop from `from` to `to` with outcome `out`.
    pub(crate) fn after_hop(
        &mut self,
        pos: &mut AnyPosition,
        from: Hex,
        to: Hex,
        out: &mut Outcome,
    ) {
        let progress = out.captured.is_some() || out.promoted;
        if progress {
            self.quiet = 0;
            self.seen.clear();
        }
        if is_over(pos) {
            // The law ended it: nothing can repeat any more.
            self.seen.clear();
            return;
        }
        if !out.chaining {
            self.end_turn(pos, (!progress).then_some((from, to)), out);
        }
    }

    /// The counters after `seat` resigned; `turn_ended` when that cut
    /// another seat's chain short.
    pub(crate) fn after_resign(
        &mut self,
        pos: &mut AnyPosition,
        seat: usize,
        turn_ended: bool,
        out: &mut Outcome,
    ) {
        self.resigned.push(seat);
        // No earlier position can come back: the resigned pieces are gone.
        self.seen.clear();
        if turn_ended && !is_over(pos) {
            // A chain cut short: a turn with captures, so no quiet step.
            self.end_turn(pos, None, out);
        }
    }

    /// The survivors agreed to a draw.
    pub(crate) fn agree(&mut self, pos: &mut AnyPosition) {
        self.end_by_house(pos, EndReason::Agreement);
    }

    /// The end of a turn: `step` is the quiet step it was made of, or
    /// `None` for a turn that captured or crowned. Ends the game by a house
    /// rule if one is met (no progress first).
    fn end_turn(&mut self, pos: &mut AnyPosition, step: Option<(Hex, Hex)>, out: &mut Outcome) {
        let rules = self.rules;
        if step.is_some() {
            self.quiet = self.quiet.saturating_add(1);
        }
        let mut reason = None;
        if rules.repetition > 0 {
            let k = with_position!(&*pos, p => key(p));
            if self.seen.count(k, step) >= rules.repetition {
                reason = Some(EndReason::Repetition);
            }
        }
        if rules.no_progress > 0 && self.quiet >= rules.no_progress {
            reason = Some(EndReason::NoProgress);
        }
        if let Some(reason) = reason {
            self.end_by_house(pos, reason);
            out.draw = true;
            out.skipped.clear();
        }
    }

    /// Ends the game drawn among the survivors for a reason of docs/endings.md.
    fn end_by_house(&mut self, pos: &mut AnyPosition, reason: EndReason) {
        with_position!(pos, p => p.end_drawn());
        self.house = Some(reason);
        if reason != EndReason::Repetition {
            self.seen.clear();
        }
    }
}

fn is_over(pos: &AnyPosition) -> bool {
    with_position!(pos, p => p.is_over())
}
