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

use crate::any::AnyPosition;
use crate::game::Game;

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

#[cfg(test)]
mod tests {
    use super::*;

    fn small(game: &Game) -> Position<2> {
        match position(game) {
            PositionRef::Small(p) => *p,
            PositionRef::Large(_) => unreachable!("radius 2 to 5"),
        }
    }

    #[test]
    fn a_move_of_another_position_changes_nothing() {
        let game = Game::new(2, 5).unwrap();
        let start = small(&game);
        let mut list = MoveList::default();
        start.legal_moves(&mut list);
        let first = list.as_slice()[0];
        let mut after = start;
        after.play(first);
        assert_eq!(after.current(), 1);
        // Seat 0's moves again, now that seat 1 is to move; and the same
        // move twice (its cell is empty now).
        for &m in list.as_slice() {
            let mut p = after;
            assert_eq!(p.play(m), Hop::default());
            assert_eq!(p, after);
        }
        // Moves of a radius-8 board (five words) on a radius-3 one (two).
        let large = Game::new(6, 8).unwrap();
        let PositionRef::Large(big) = position(&large) else {
            unreachable!("radius 8")
        };
        let mut far = MoveList::default();
        big.legal_moves(&mut far);
        let tiny = small(&Game::new(6, 3).unwrap());
        for &m in far.as_slice() {
            let mut p = tiny;
            p.play(m);
            assert!(p.occupied().count() == tiny.occupied().count());
            assert!((p.occupied().without_all(p.board().cells)).is_empty());
        }
    }
}
