//! The one door to the bit-level position, for a search (the bot crate):
//! read a game's position, list its legal hops and play them on copies.
//!
//! Nothing here builds a position. Every [`Position`] comes from a
//! [`Game`] (so it passed [`Game::new`] or the snapshot checks of
//! [`Game::restore`]) and changes by one of two doors, each named for what
//! it promises: [`Position::try_play`] (checked: a hop its own
//! [`Position::legal_moves`] lists, else a [`crate::Refusal`] and no
//! change) and [`Position::play_unchecked`] (fast: it trusts the caller
//! that the hop was listed, and checks only that the position stays on its
//! board), or by [`Position::with_turn`], which leaves the pieces alone. No
//! door can add a piece or put one off the board, so no position that could
//! overflow the fixed-size [`MoveList`] can be made from outside.
//!
//! ```
//! use engine::raw::{self, MoveList, PositionRef};
//! let game = engine::Game::new(2, 5)?;
//! let PositionRef::Small(p) = raw::position(&game) else { unreachable!() };
//! let mut list = MoveList::default();
//! p.legal_moves(&mut list);
//! let mut child = *p;
//! child.play_unchecked(list.as_slice()[0]);
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
        after.play_unchecked(first);
        assert_eq!(after.current(), 1);
        // Seat 0's moves again, now that seat 1 is to move; and the same
        // move twice (its cell is empty now).
        for &m in list.as_slice() {
            let mut p = after;
            assert_eq!(p.play_unchecked(m), Hop::default());
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
            p.play_unchecked(m);
            assert!(p.occupied().count() == tiny.occupied().count());
            assert!((p.occupied().without_all(p.board().cells)).is_empty());
        }
    }

    #[test]
    fn try_play_refuses_what_play_unchecked_trusts() {
        let game = Game::new(2, 5).unwrap();
        let start = small(&game);
        let mut list = MoveList::default();
        start.legal_moves(&mut list);
        // Another position's hop that lands on an empty cell: seat 0 moved
        // one man, then tries a hop of the start again with another man.
        let mut after = start;
        after.try_play(list.as_slice()[0]).unwrap();
        let mut theirs = MoveList::default();
        after.legal_moves(&mut theirs);
        let mut back = after;
        back.try_play(theirs.as_slice()[0]).unwrap();
        let stale = list.as_slice()[1];
        let mut p = back;
        assert_eq!(p.try_play(stale).map(|_| ()), Ok(()), "still legal here");
        // A hop from a cell of seat 1 while seat 0 is to move.
        let mut p = after;
        for &m in list.as_slice() {
            assert!(p.try_play(m).is_err());
            assert_eq!(p, after, "a refused hop changes nothing");
        }
        // A jump over one's own piece: seat 0's man two cells back, over its
        // neighbour, onto an empty cell; not a hop of the law.
        let own = start.pieces(0);
        let b = start.board();
        let forged = own.iter().find_map(|from| {
            crate::Direction::ALL.iter().find_map(|&d| {
                let f = b.hex(from);
                let (over, to) = (b.index(f.neighbor(d))?, b.index(f.neighbor(d).neighbor(d))?);
                (own.contains(over) && !start.occupied().contains(to)).then_some(RawMove {
                    from: from as u16,
                    to: to as u16,
                    over: over as u16,
                })
            })
        });
        let forged = forged.expect("a man behind its neighbour with an empty cell beyond");
        let mut p = start;
        assert_eq!(p.try_play(forged), Err(crate::Refusal::NotATarget));
        assert_eq!(p, start);
        // The unchecked door plays it as given: the caller's promise broken.
        let mut p = start;
        let hop = p.play_unchecked(forged);
        assert_eq!(hop.captured.map(|c| c.1), Some(0), "its own piece taken");
    }
}
