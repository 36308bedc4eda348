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

/// A hop that was refused; the game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over: no move can be applied")]
    GameOver,
    /// A cell off the board.
    #[error("cell {0} is off the board (radius {1})")]
    OffBoard(Hex, i32),
    /// A hop that is not among the legal moves.
    #[error("{from} -> {to} is not a legal move now{why}")]
    Illegal {
        /// Where it started.
        from: Hex,
        /// Where it landed.
        to: Hex,
        /// Why not, when it can be told (starts with ": ").
        why: String,
    },
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
