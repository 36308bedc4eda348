//! Masks and numberings of one board that the evaluation needs, built once
//! per search: rings around the centre, the cells a man can still promote
//! from, each seat's face, and the learned tables' cell and direction
//! classes. A leaf: both the hand-made evaluation and the learned terms read
//! it.

use engine::raw::{Bits, Position, CELLS};
use hexgrid::Hex;

/// How many rows (and distances from the centre line) a table spans: those
/// of the largest board, radius 8.
pub const SPAN: usize = 17;

/// Masks of one board the evaluation needs, built once per search.
pub(crate) struct Tables<const N: usize> {
    /// Cells at each distance from the centre.
    pub(crate) ring: [Bits<N>; 9],
    /// Per face: cells from which a man of that face can still reach the
    /// centre (its men never move back towards their own edge).
    pub(crate) promotable: [Bits<N>; 6],
    /// Face index of each seat.
    pub(crate) faces: [usize; 6],
    /// Axial coordinates of each cell index.
    pub(crate) coords: [(i8, i8); CELLS],
    /// Per face, each cell's class in the learned cell tables: its row from
    /// the face's edge times [`SPAN`], plus its distance from the
    /// centre line through that edge (mirror cells share a class).
    pub(crate) cell_class: [[u16; CELLS]; 6],
    /// Per face, the board's six directions as that face's men see them:
    /// the two forward (towards the centre), the two sideways, the two
    /// backward.
    pub(crate) dir_class: [[usize; 6]; 6],
    /// Pieces on the board at the start of a game of this table.
    pub(crate) start_pieces: i32,
}

impl<const N: usize> Tables<N> {
    pub(crate) fn new(p: &Position<N>) -> Tables<N> {
        let b = p.board();
        let mut ring = [Bits::EMPTY; 9];
        let mut promotable = [Bits::EMPTY; 6];
        let mut coords = [(0, 0); CELLS];
        let mut cell_class = [[0u16; CELLS]; 6];
        let radius = b.radius;
        for i in b.cells.iter() {
            let h: Hex = b.hex(i);
            coords[i] = (h.q as i8, h.r as i8);
            for (f, class) in cell_class.iter_mut().enumerate() {
                let (row, off) = face_frame(h, f, radius);
                class[i] = (row * SPAN as i32 + off) as u16;
            }
            ring[h.length() as usize] = ring[h.length() as usize].with(i);
            // Coordinate that equals R on face f and never grows for its men.
            let toward = [h.r, -h.q, h.s(), -h.r, h.q, -h.s()];
            for f in 0..6 {
                if toward[f] >= 0 {
                    promotable[f] = promotable[f].with(i);
                }
            }
        }
        let mut faces = [0; 6];
        for (seat, face) in engine::seat_faces(p.players() as usize)
            .into_iter()
            .enumerate()
        {
            faces[seat] = face.index();
        }
        let mut dir_class = [[0; 6]; 6];
        let centre = b.hex(b.centre);
        for (f, dirs) in dir_class.iter_mut().enumerate() {
            // Rows grow away from the face's edge: a forward step adds one.
            let row = |h: Hex| face_frame(h, f, radius).0;
            let mut sorted: Vec<usize> = (0..6).collect();
            sorted.sort_by_key(|&d| {
                let n = b.hex((b.centre as i32 + b.delta[d]) as usize);
                -(row(n) - row(centre))
            });
            dirs.copy_from_slice(&sorted);
        }
        let start_pieces = p.players() as i32 * (2 * radius - 3);
        Tables {
            faces,
            ring,
            promotable,
            coords,
            cell_class,
            dir_class,
            start_pieces,
        }
    }
}

/// A cell as face `f`'s men see it: its row from the face's edge (0 on the
/// edge, `2 * radius` on the opposite one) and its distance from the
/// centre line through that edge (the reflection in that line keeps the
/// edge and swaps the two other axial coordinates).
fn face_frame(h: Hex, f: usize, radius: i32) -> (i32, i32) {
    let (q, r, s) = (h.q, h.r, h.s());
    // The board turned by f sixths so that face f lies where face 0 does:
    // (q, r, s) -> (-s, -q, -r) per sixth.
    let (q, r, s) = match f {
        0 => (q, r, s),
        1 => (-s, -q, -r),
        2 => (r, s, q),
        3 => (-q, -r, -s),
        4 => (s, q, r),
        _ => (-r, -s, -q),
    };
    (radius - r, (q - s).abs())
}
