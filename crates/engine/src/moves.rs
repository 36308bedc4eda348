//! A hop and what it did, in clean types (docs/contract.md: `legalMoves` and
//! the `apply` result): made by the move generator, the game and its
//! endings (a resignation), read by every caller.

use hexgrid::Hex;

/// One hop: a step, or a jump over `capture`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The cell the piece leaves.
    pub from: Hex,
    /// The cell it lands on.
    pub to: Hex,
    /// The jumped cell, for a jump.
    pub capture: Option<Hex>,
    /// Whether a man lands on the centre and is crowned.
    pub promotes: bool,
}

/// A piece removed by a jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Captured {
    /// Where it stood.
    pub at: Hex,
    /// Its seat.
    pub seat: usize,
    /// Whether it was a king.
    pub king: bool,
}

/// What a hop did (docs/contract.md, `apply` result).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The removed piece of a jump.
    pub captured: Option<Captured>,
    /// A man was crowned on the centre; the turn ended.
    pub promoted: bool,
    /// The same piece must jump again.
    pub chaining: bool,
    /// The seat whose last piece was taken.
    pub eliminated: Option<usize>,
    /// Seats with pieces but no legal move, passed over in turn order.
    pub skipped: Vec<usize>,
    /// The winner, when this hop left one seat with pieces.
    pub winner: Option<usize>,
    /// The game ended drawn: every survivor frozen (the law), or a house
    /// rule met at the end of this turn; [`crate::Game::result`] says which.
    pub draw: bool,
}
