//! Typed errors: each says which rule or field failed.

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
    #[error("snapshot must have 7 space-separated fields, got {0}")]
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
}
