//! Typed errors: each says which rule or field failed.

use crate::limits::{MAX_NO_PROGRESS, MAX_REPETITION};
use hexgrid::Hex;
use thiserror::Error;

/// A game that cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Players outside 2..=6.
    #[error("players must be an integer from 2 to 6, got {0}")]
    Players(i64),
    /// Radius outside 2..=8.
    #[error("radius must be an integer from 2 to 8, got {0}")]
    Radius(i64),
    /// A no-progress limit out of range.
    #[error(
        "the no-progress rule must be 0 (off) or a number of turns from 1 to {max}, got {0}",
        max = MAX_NO_PROGRESS
    )]
    NoProgress(i64),
    /// A repetition count out of range (1 would end every game at once).
    #[error(
        "the repetition rule must be 0 (off) or a count from 2 to {max}, got {0}",
        max = MAX_REPETITION
    )]
    Repetition(i64),
}

/// A resignation or an agreement that was refused; nothing is changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum EndingError {
    /// The game has ended.
    #[error("the game is over: nobody can resign or agree to a draw")]
    GameOver,
    /// No such seat, or it is out already.
    #[error("seat {0} is not in the game (there is no such seat, or it has no pieces left)")]
    NotInGame(usize),
}

impl EndingError {
    /// The stable code of the error, as the JavaScript module gives it.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            EndingError::GameOver => "game-over",
            EndingError::NotInGame(_) => "not-in-game",
        }
    }
}

/// Why a piece cannot move now, or why a hop is refused: data, formatted
/// only where it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game has ended.
    GameOver,
    /// No piece stands on the cell.
    Empty,
    /// The piece is another seat's.
    NotYourTurn {
        /// The seat of the piece.
        seat: usize,
        /// The seat to move.
        mover: usize,
    },
    /// Another piece is in the middle of a chain and must keep jumping.
    Chain {
        /// Where the chaining piece stands.
        from: Hex,
    },
    /// A capture is compulsory and this piece has none.
    MustCapture,
    /// The piece has no legal hop (every step and jump is blocked).
    NoMove,
    /// The piece may move, but not to that cell.
    NotATarget,
}

impl Refusal {
    /// The stable code of the reason, as the JavaScript module gives it
    /// (`error.reason`, `whyNot(hex).reason`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::GameOver => "game-over",
            Refusal::Empty => "empty",
            Refusal::NotYourTurn { .. } => "not-your-turn",
            Refusal::Chain { .. } => "chain",
            Refusal::MustCapture => "must-capture",
            Refusal::NoMove => "no-move",
            Refusal::NotATarget => "not-a-target",
        }
    }
}

impl Refusal {
    /// The reason told about the piece on `cell`, for a message.
    const fn at(self, cell: Hex) -> RefusalAt {
        RefusalAt { reason: self, cell }
    }
}

/// A [`Refusal`] with the cell it is about, formatted for a person.
struct RefusalAt {
    reason: Refusal,
    cell: Hex,
}

impl core::fmt::Display for RefusalAt {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let cell = self.cell;
        match self.reason {
            Refusal::GameOver => write!(f, "the game is over"),
            Refusal::Empty => write!(f, "there is no piece on {cell}"),
            Refusal::NotYourTurn { seat, mover } => write!(
                f,
                "the piece on {cell} is seat {seat}'s, and seat {mover} is to move"
            ),
            Refusal::Chain { from } => write!(f, "the piece on {from} must keep jumping"),
            Refusal::MustCapture => write!(f, "a capture is compulsory"),
            Refusal::NoMove => write!(f, "the piece on {cell} has no legal hop"),
            Refusal::NotATarget => write!(f, "the piece on {cell} cannot go there"),
        }
    }
}

/// A hop that was refused; the game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// A cell off the board.
    #[error("cell {0} is off the board (radius {1})")]
    OffBoard(Hex, i32),
    /// A hop that is not among the legal moves, and why.
    #[error("{from} -> {to} is not a legal move now: {}", reason.at(*from))]
    Illegal {
        /// Where it started.
        from: Hex,
        /// Where it landed.
        to: Hex,
        /// Why not.
        reason: Refusal,
    },
}

impl PlayError {
    /// The stable code of the error: `"off-board"` or the refusal's code.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PlayError::OffBoard(..) => "off-board",
            PlayError::Illegal { reason, .. } => reason.code(),
        }
    }
}

/// A snapshot text that cannot be restored; nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SnapshotError {
    /// Not our format or not this version.
    #[error("snapshot must start with \"hc1 \" (format version 1), got {0:?}")]
    Version(String),
    /// Fields missing or extra.
    #[error(
        "snapshot must have 7 space-separated fields, got {0} (an eighth may hold house rules and resignations)"
    )]
    FieldCount(usize),
    /// A field that does not parse.
    #[error("snapshot field {field} is malformed: {value:?}")]
    Field {
        /// The field's name.
        field: &'static str,
        /// What was there (cut to 40 characters).
        value: String,
    },
    /// Invalid players or radius.
    #[error("snapshot: {0}")]
    Setup(#[from] SetupError),
    /// Wrong number of rows.
    #[error("snapshot board must have {expected} rows for radius {radius}, got {got}")]
    Rows {
        /// Rows wanted.
        expected: usize,
        /// Rows given.
        got: usize,
        /// The radius.
        radius: i32,
    },
    /// A row too short or too long (a cell off the board).
    #[error("snapshot row {row} must have {expected} cells, got {got}")]
    RowLength {
        /// Row number from the top, 1-based.
        row: usize,
        /// Cells wanted.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// A character that is no piece.
    #[error(
        "snapshot cell {cell} holds {ch:?}, which is no piece ('.', 'a'-'f' men, 'A'-'F' kings)"
    )]
    BadCell {
        /// The cell.
        cell: Hex,
        /// The character.
        ch: char,
    },
    /// A piece whose seat does not exist in this game.
    #[error("snapshot cell {cell} holds a piece of seat {seat}, but the game has {players} seats")]
    NoSuchSeat {
        /// The cell.
        cell: Hex,
        /// The seat.
        seat: usize,
        /// The players.
        players: usize,
    },
    /// The position breaks the law (see the message).
    #[error("snapshot is inconsistent: {0}")]
    Inconsistent(String),
    /// An item the rules in force need is missing from the eighth field.
    #[error("snapshot needs a {0}= item in its eighth field under its rules")]
    Missing(&'static str),
    /// An item of the eighth field for a rule that is off (or `quiet=0`
    /// without a no-progress rule, which is never written).
    #[error("snapshot has a {0}= item, but the rule it belongs to is off")]
    Unexpected(&'static str),
    /// The no-progress counter at or past its limit while the game goes on.
    #[error(
        "snapshot counts {quiet} quiet turns, but the no-progress rule ends the game at {limit}"
    )]
    Quiet {
        /// The counter.
        quiet: u32,
        /// The rule's limit.
        limit: u32,
    },
    /// More positions counted since the last capture than quiet turns.
    #[error("snapshot counts {seen} positions since the last capture or crowning, but only {quiet} quiet turns")]
    SeenQuiet {
        /// Positions counted.
        seen: usize,
        /// The quiet-turn counter.
        quiet: u32,
    },
    /// A counted position the law could not have reached.
    #[error("snapshot seen step {step}: {problem}")]
    Seen {
        /// The step, from 1 (0: the list as a whole).
        step: usize,
        /// What is wrong with it.
        problem: SeenProblem,
    },
    /// A position counted as often as the repetition rule allows, while the
    /// game goes on (it would have ended).
    #[error("snapshot counts a position {count} times, but the repetition rule ends the game at {limit}")]
    Repeated {
        /// Its count.
        count: u32,
        /// The rule's count.
        limit: u32,
    },
    /// A resigned seat that does not exist, still has pieces or is listed twice.
    #[error("snapshot lists seat {seat} as resigned, but it is no seat of this game without pieces, or is listed twice")]
    Resigned {
        /// The seat.
        seat: usize,
    },
    /// An ending of docs/endings.md that the rules, counters or board contradict.
    #[error(
        "snapshot says the game ended by {reason}, which its rules, counters or board contradict"
    )]
    Ending {
        /// The ending named.
        reason: crate::end_reason::EndReason,
    },
}

/// Why a step of a snapshot's counted positions is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SeenProblem {
    /// No piece stands where the step landed.
    #[error("no piece stands on {0} to have stepped there")]
    NoPiece(Hex),
    /// The step's start is taken (or off the board).
    #[error("{0} is taken or off the board, so no piece can have stepped from it")]
    Occupied(Hex),
    /// Not a quiet step of the law from the position before it.
    #[error("{from}>{to} is not a quiet step of the law there")]
    NotLegal {
        /// Start.
        from: Hex,
        /// End.
        to: Hex,
    },
    /// The steps do not lead to the position on the board.
    #[error("the steps do not lead to the board and its seat to move")]
    WrongEnd,
    /// The first counted position is not one the law could reach.
    #[error("the first counted position is not one the law could reach")]
    Unreachable,
    /// A piece is mid-chain: nothing is counted until its turn ends.
    #[error("a piece is chaining, so no position can be counted yet")]
    MidChain,
    /// Positions counted after the game ended other than by repetition.
    #[error("the game is over, so no position can still repeat")]
    AfterEnd,
}
