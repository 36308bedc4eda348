//! The board of one radius as precomputed bit tables: which index each cell
//! has, which cells can step or jump in each direction.
//!
//! Cell `(q, r)` of a board of radius `R` has index `q + (r + R) * W` with
//! stride `W = 2R + 1`, so moving in a direction is a constant shift of
//! the index. Sources are masked to cells whose target is on the board
//! before shifting, so a shift never wraps onto a wrong cell.

use crate::bits::Bits;
use hexgrid::{Direction, Hex};

/// Cell indices of every board stay below this: the widest board (radius
/// 8) takes five words.
pub const CELLS: usize = 64 * 5;

/// Precomputed tables of a board of one radius, `N` words wide. Boards
/// exist only as the statics below, so outside the crate they are read,
/// never built or changed.
#[derive(Debug)]
#[non_exhaustive]
pub struct Board<const N: usize> {
    /// Board radius.
    pub radius: i32,
    /// Index stride from one row to the next: `2R + 1`.
    pub(crate) stride: i32,
    /// Every cell of the board.
    pub cells: Bits<N>,
    /// Index change of one step in each direction.
    pub delta: [i32; 6],
    /// Cells whose neighbour in each direction is on the board.
    pub can_step: [Bits<N>; 6],
    /// Cells two of whose steps in each direction stay on the board.
    pub can_jump: [Bits<N>; 6],
    /// Index of the promoting centre.
    pub centre: usize,
}

impl<const N: usize> Board<N> {
    /// Builds the tables at compile time from the same geometry the rules use.
    pub(crate) const fn build(radius: i32) -> Board<N> {
        let stride = 2 * radius + 1;
        let mut cells = Bits::EMPTY;
        let mut can_step = [Bits::EMPTY; 6];
        let mut can_jump = [Bits::EMPTY; 6];
        let mut delta = [0; 6];
        let mut d = 0;
        while d < 6 {
            let v = Direction::ALL[d].vector();
            delta[d] = v.q + v.r * stride;
            d += 1;
        }
        let mut r = -radius;
        while r <= radius {
            let mut q = -radius;
            while q <= radius {
                let h = Hex::new(q, r);
                if h.is_within(radius) {
                    let i = (q + (r + radius) * stride) as usize;
                    assert!(i < 64 * N, "board does not fit its words");
                    cells = cells.with(i);
                    let mut d = 0;
                    while d < 6 {
                        let v = Direction::ALL[d].vector();
                        if Hex::new(q + v.q, r + v.r).is_within(radius) {
                            can_step[d] = can_step[d].with(i);
                        }
                        if Hex::new(q + 2 * v.q, r + 2 * v.r).is_within(radius) {
                            can_jump[d] = can_jump[d].with(i);
                        }
                        d += 1;
                    }
                }
                q += 1;
            }
            r += 1;
        }
        Board {
            radius,
            stride,
            cells,
            delta,
            can_step,
            can_jump,
            centre: (radius * stride) as usize,
        }
    }

    /// The index of `hex`, or `None` off the board.
    #[must_use]
    #[inline]
    pub fn index(&self, hex: Hex) -> Option<usize> {
        hex.is_within(self.radius)
            .then(|| (hex.q + (hex.r + self.radius) * self.stride) as usize)
    }

    /// The cell of an index of this board.
    #[must_use]
    #[inline]
    pub fn hex(&self, i: usize) -> Hex {
        let i = i as i32 + self.radius;
        Hex::new(i % self.stride - self.radius, i / self.stride - self.radius)
    }
}

/// Radii 2 to 5 fit two words (at most 111 indices).
pub(crate) static SMALL: [Board<2>; 4] = [
    Board::build(2),
    Board::build(3),
    Board::build(4),
    Board::build(5),
];
/// Radii 6 to 8 take five (at most 273 indices).
pub(crate) static LARGE: [Board<5>; 3] = [Board::build(6), Board::build(7), Board::build(8)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_hex_round_trip_on_every_board() {
        for b in &SMALL {
            check(b);
        }
        for b in &LARGE {
            check(b);
        }
        fn check<const N: usize>(b: &Board<N>) {
            let mut n = 0;
            for h in hexgrid::hexagon(b.radius) {
                let i = b.index(h).unwrap();
                assert!(b.cells.contains(i));
                assert_eq!(b.hex(i), h);
                n += 1;
            }
            assert_eq!(b.cells.count(), n);
            assert_eq!(b.index(Hex::new(b.radius + 1, 0)), None);
            assert_eq!(b.hex(b.centre), Hex::ORIGIN);
        }
    }

    #[test]
    fn shifts_follow_directions_inside_the_board() {
        let b = &SMALL[3];
        for h in hexgrid::hexagon(5) {
            let i = b.index(h).unwrap();
            for d in Direction::ALL {
                let moved = Bits::<2>::single(i) & b.can_step[d.index()];
                let moved = moved.shift(b.delta[d.index()]);
                assert_eq!(moved.first(), b.index(h.neighbor(d)));
            }
        }
    }
}
