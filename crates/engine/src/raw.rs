//! The one door to the bit-level position, for a search (the bot crate):
//! read a game's position, list its legal hops and play them on copies.
//!
//! Nothing here builds a position. Every [`Position`] comes from a
//! [`Game`] (so it passed [`Game::new`] or the snapshot checks of
//! [`Game::restore`]) and changes only by playing a [`RawMove`] its own
//! [`Position::legal_moves`] listed, or by [`Position::with_turn`], which
//! leaves the pieces alone. So no position that could overflow the
//! fixed-size [`MoveList`] can be made from outside.
//!
//! ```
//! use engine::raw::{self, MoveList, PositionRef};
//! let game = engine::Game::new(2, 5)?;
//! let PositionRef::Small(p) = raw::position(&game) else { unreachable!() };
//! let mut list = MoveList::default();
//! p.legal_moves(&mut list);
//! let mut child = *p;
//! child.play(list.as_slice()[0]);
//! assert_eq!(child.current(), 1);
//! # Ok::<(), engine::SetupError>(())
//! ```

pub use crate::bits::{Bits, BitsIter};
pub use crate::board::{Board, CELLS};
pub use crate::position::{Hop, MoveList, Position, RawMove, SeatList, NONE, NO_CELL};

use crate::game::{AnyPosition, Game};

/// A game's position, whatever the width of its board: two words for
/// radii 2 to 5, five for 6 to 8.
#[derive(Clone, Copy, Debug)]
pub enum PositionRef<'a> {
    /// Radii 2 to 5.
    Small(&'a Position<2>),
    /// Radii 6 to 8.
    Large(&'a Position<5>),
}

/// The position of `game`, read-only.
#[must_use]
pub fn position(game: &Game) -> PositionRef<'_> {
    match &game.pos {
        AnyPosition::Small(p) => PositionRef::Small(p),
        AnyPosition::Large(p) => PositionRef::Large(p),
    }
}
