//! The position of either width through one door, for the snapshot's
//! checks. Reading a snapshot is cold code; written against `Position<N>`
//! it was compiled once per board width (the restore path was the largest
//! function of the wasm). Written against [`AnyPosition`] it compiles once,
//! and only these small accessors and the law's own generic moves exist per
//! width. The accessors with a body of any size stay out of line
//! (`#[inline(never)]`): inlined, each call site would take both widths'
//! code again.

use crate::any::{with_position, AnyPosition};
use crate::endings::{key, Key};
use crate::position::{Hop, MoveList, RawMove, NONE};
use hexgrid::Hex;

impl AnyPosition {
    pub(super) fn radius(&self) -> i32 {
        with_position!(self, p => p.board.radius)
    }

    pub(super) fn players(&self) -> usize {
        with_position!(self, p => usize::from(p.players))
    }

    pub(super) fn index(&self, hex: Hex) -> Option<usize> {
        with_position!(self, p => p.board.index(hex))
    }

    pub(super) fn hex(&self, i: usize) -> Hex {
        with_position!(self, p => p.board.hex(i))
    }

    /// A man (not a king) stands on the centre.
    #[inline(never)]
    pub(super) fn man_on_centre(&self) -> bool {
        with_position!(self, p => p.occupied.contains(p.board.centre) && !p.kings.contains(p.board.centre))
    }

    #[inline(never)]
    pub(super) fn put(&mut self, i: usize, seat: usize, king: bool) {
        with_position!(self, p => p.put(i, seat, king));
    }

    /// Takes the piece on `i` off the board.
    #[inline(never)]
    pub(super) fn lift(&mut self, i: usize) {
        with_position!(self, p => {
            for b in &mut p.pieces {
                *b = b.without(i);
            }
            p.occupied = p.occupied.without(i);
            p.kings = p.kings.without(i);
        });
    }

    #[inline(never)]
    pub(super) fn piece_at(&self, i: usize) -> Option<(usize, bool)> {
        with_position!(self, p => p.piece_at(i))
    }

    pub(super) fn occupied(&self, i: usize) -> bool {
        with_position!(self, p => p.occupied.contains(i))
    }

    /// Number of pieces of `seat`.
    #[inline(never)]
    pub(super) fn count(&self, seat: usize) -> u32 {
        with_position!(self, p => p.pieces[seat].count())
    }

    pub(super) fn owns(&self, seat: usize, i: usize) -> bool {
        with_position!(self, p => p.pieces[seat].contains(i))
    }

    #[inline(never)]
    pub(super) fn survivors(&self) -> usize {
        with_position!(self, p => p.survivors())
    }

    #[inline(never)]
    pub(super) fn has_move(&self, seat: usize) -> bool {
        with_position!(self, p => p.has_move(seat))
    }

    /// Whether the piece on `i` of `seat` can jump.
    #[inline(never)]
    pub(super) fn can_jump_from(&self, seat: usize, i: usize) -> bool {
        with_position!(self, p => p.can_jump(seat, crate::bits::Bits::single(i)))
    }

    #[inline(never)]
    pub(super) fn legal_moves(&self, list: &mut MoveList) {
        with_position!(self, p => p.legal_moves(list));
    }

    #[inline(never)]
    pub(super) fn play(&mut self, m: RawMove) -> Hop {
        with_position!(self, p => p.play_unchecked(m))
    }

    #[inline(never)]
    pub(super) fn key(&self) -> Key {
        with_position!(self, p => key(p))
    }

    /// The same pieces on the same cells (whoever is to move).
    #[inline(never)]
    pub(super) fn same_board(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Small(a), AnyPosition::Small(b)) => {
                a.pieces == b.pieces && a.kings == b.kings
            }
            (AnyPosition::Large(a), AnyPosition::Large(b)) => {
                a.pieces == b.pieces && a.kings == b.kings
            }
            _ => false,
        }
    }

    /// Seat to move, or [`NONE`].
    pub(super) fn current(&self) -> u8 {
        with_position!(self, p => p.current)
    }

    pub(super) fn set_current(&mut self, seat: u8) {
        with_position!(self, p => p.current = seat);
    }

    pub(super) fn chain(&self) -> u16 {
        with_position!(self, p => p.chain)
    }

    pub(super) fn set_chain(&mut self, chain: u16) {
        with_position!(self, p => p.chain = chain);
    }

    pub(super) fn winner(&self) -> u8 {
        with_position!(self, p => p.winner)
    }

    /// Sets the winner (or [`NONE`]) and the draw flag.
    pub(super) fn set_result(&mut self, winner: u8, draw: bool) {
        with_position!(self, p => {
            p.winner = winner;
            p.draw = draw;
        });
    }

    pub(super) fn is_draw(&self) -> bool {
        with_position!(self, p => p.draw)
    }

    pub(super) fn is_over(&self) -> bool {
        with_position!(self, p => p.is_over())
    }

    /// Whether the game is over by its result fields (winner or draw).
    pub(super) fn has_result(&self) -> bool {
        self.winner() != NONE || self.is_draw()
    }
}
