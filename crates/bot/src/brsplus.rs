//! The turn hand-off of Best-Reply Search and Best-Reply Search plus
//! (Esser, Gras, Winands, Schadd & Lanctot, "Improving Best-Reply Search",
//! CG 2013): after the root's move the opponents' layer, after a reply the
//! root again; in BRS+ the opponents not chosen play their ordering moves
//! ([`ordering_move`]) in turn order, so every position searched is one the
//! law can reach.

use crate::ordering::ordering_move;
use crate::profile::MultiMethod;
use crate::run::Run;
use crate::zobrist;
use engine::raw::{Position, NO_CELL};

/// The turn hand-off of a [`Run`] in Best-Reply Search (plus).
impl<const N: usize> Run<'_, '_, N> {
    /// The turn hand-off after a hop by `seat` that ended its turn, in
    /// Best-Reply Search: after the root, the opponents' layer (unless the
    /// root moves again); after an opponent, straight back to the root
    /// (or, when the root cannot move, another opponents' layer). Returns
    /// whether `child` is an opponents' layer; other methods follow the
    /// law's turn order. In Best-Reply Search plus the opponents after the
    /// one that replied play their ordering moves first, in turn order
    /// ([`Run::pass_round`]).
    #[inline]
    pub(crate) fn hand_off(&mut self, seat: u8, child: &mut Position<N>, chash: &mut u64) -> bool {
        let plus = self.method == MultiMethod::BestReplyPlus;
        if !(plus || self.method == MultiMethod::BestReply) || child.chain() != NO_CELL {
            return false;
        }
        if seat == self.root {
            return child.current() != self.root;
        }
        if plus {
            return self.pass_round(seat, child, chash);
        }
        if child.has_move(self.root as usize) {
            *chash = zobrist::with_turn(*chash, child.current(), self.root);
            *child = child.with_turn(self.root);
            return false;
        }
        true
    }

    /// Best-Reply Search plus, after the reply of `seat`: the seats to move
    /// until the root's turn play their ordering moves ([`ordering_move`]),
    /// each a whole turn. Returns whether the next node is another layer:
    /// the turn came back to an opponent that played already (the law
    /// skips a root that cannot move).
    fn pass_round(&mut self, seat: u8, child: &mut Position<N>, chash: &mut u64) -> bool {
        let root = self.root;
        let mut seen = 1u8 << seat;
        while !child.is_over()
            && child.current() != root
            && !child.pieces(usize::from(root)).is_empty()
        {
            let s = child.current();
            if seen & (1 << s) != 0 {
                return true;
            }
            seen |= 1 << s;
            if !self.ordering_turn(child, chash) {
                break;
            }
        }
        false
    }

    /// A whole turn of the seat to move by its ordering moves, a chain to
    /// its end; false if it had no move.
    fn ordering_turn(&mut self, p: &mut Position<N>, hash: &mut u64) -> bool {
        loop {
            let mem = &mut *self.mem;
            let Some(m) = ordering_move(p, &self.weights, &mem.history, &self.dirs, &mut mem.list)
            else {
                return false;
            };
            let before = *p;
            p.play_unchecked(m);
            *hash = zobrist::after(*hash, &before, p, m);
            if p.chain() == NO_CELL {
                return true;
            }
        }
    }

    /// The positions of a layer of Best-Reply Search plus, pushed on
    /// `self.pre`: from `pos`, each seat to move in turn order until the
    /// root's turn (or a seat's second turn), each after the ones before
    /// it played their ordering moves.
    pub(crate) fn fill_pre(&mut self, pos: &Position<N>, hash: u64) {
        let root = self.root;
        let (mut p, mut h) = (*pos, hash);
        let mut seen = 0u8;
        while !p.is_over()
            && p.current() != root
            && seen & (1 << p.current()) == 0
            && !p.pieces(usize::from(root)).is_empty()
        {
            seen |= 1 << p.current();
            self.pre.push((p, h));
            if !self.ordering_turn(&mut p, &mut h) {
                break;
            }
        }
    }
}
