//! Move ordering: the keys that put the table's move, captures (the
//! richest first), crownings, killers and history first, the pick of the
//! next move, what a cut-off teaches, and the ordering move Best-Reply
//! Search plus plays for the opponents it does not search.

use crate::eval::Weights;
use crate::memory::{history_index, Dirs, Scored};
use crate::profile::MultiMethod;
use crate::run::Run;
use engine::raw::{MoveList, Position, RawMove};

/// Ordering keys from here up (table move, captures, promotions, killers)
/// are never reduced.
pub(crate) const LATE_KEY: i32 = (1 << 21) - 1;

/// The ordering key of a capture (its victim, a chain, a crowning) or of a
/// man's step onto the centre (a crowning); `None` for other quiet moves,
/// which the killers and the history order.
#[inline]
fn static_key<const N: usize>(p: &Position<N>, weights: &Weights, m: RawMove) -> Option<i32> {
    if m.is_jump() {
        let over = m.over as usize;
        let victim = if p.kings().contains(over) {
            weights.king
        } else {
            weights.man
        };
        let mut child = *p;
        let hop = child.play_unchecked(m);
        Some(
            (1 << 22)
                + victim * 4
                + if hop.chaining { 200 } else { 0 }
                + if hop.promoted { 150 } else { 0 },
        )
    } else if m.to as usize == p.board().centre && !p.kings().contains(m.from as usize) {
        Some((1 << 21) + 1)
    } else {
        None
    }
}

/// The first move of the seat to move by the move ordering without a table
/// or killers (Best-Reply Search plus's move for an opponent not chosen for
/// the reply): the richest capture, a crowning, else the quiet move with the
/// most history; the first generated of equals. `None` when it has none.
pub(crate) fn ordering_move<const N: usize>(
    p: &Position<N>,
    weights: &Weights,
    history: &[i32],
    dirs: &Dirs,
    list: &mut MoveList,
) -> Option<RawMove> {
    p.legal_moves(list);
    let seat = p.current();
    let mut best = None;
    let mut top = i32::MIN;
    for &m in list.as_slice() {
        let key = static_key(p, weights, m).unwrap_or_else(|| {
            history
                .get(history_index(dirs, seat, m))
                .map_or(0, |&h| h.min((1 << 20) - 1))
        });
        if key > top {
            (best, top) = (Some(m), key);
        }
    }
    best
}

/// The move ordering of a [`Run`]'s nodes.
impl<const N: usize> Run<'_, '_, N> {
    /// Pushes the moves of a node on the move stack with ordering keys
    /// (a layer of Best-Reply Search plus: the moves of each position of
    /// `self.pre` from `pre_start` on).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn generate(
        &mut self,
        pos: &Position<N>,
        layer: bool,
        quiet_ok: bool,
        ply: usize,
        tt_move: (u16, u16),
        pre_start: usize,
    ) {
        let plus = layer && self.method == MultiMethod::BestReplyPlus;
        let seats = if plus {
            self.pre.len() - pre_start
        } else if layer {
            usize::from(pos.players())
        } else {
            1
        };
        let mem = &mut *self.mem;
        for k in 0..seats {
            // Outside a layer the position itself, not a copy of it.
            let turned;
            let (p, seat) = if plus {
                turned = self.pre[pre_start + k].0;
                (&turned, turned.current())
            } else if layer {
                let k = k as u8;
                if k == self.root || pos.pieces(k as usize).is_empty() {
                    continue;
                }
                turned = pos.with_turn(k);
                (&turned, k)
            } else {
                (pos, pos.current())
            };
            p.legal_moves(&mut mem.list);
            for &m in mem.list.as_slice() {
                // The opponents' layer in quiescence answers with captures of
                // the root's pieces only: trades among opponents matter
                // little to it, and following them all swamps the search.
                let hits_root =
                    m.is_jump() && p.pieces(self.root as usize).contains(m.over as usize);
                if !quiet_ok && !hits_root {
                    continue;
                }
                let key = if (m.from, m.to) == tt_move {
                    1 << 24
                } else if let Some(key) = static_key(p, &self.weights, m) {
                    key
                } else if mem.killers[ply][0] == (m.from, m.to) {
                    1 << 21
                } else if mem.killers[ply][1] == (m.from, m.to) {
                    (1 << 21) - 1
                } else {
                    mem.history[history_index(&self.dirs, seat, m)].min((1 << 20) - 1)
                };
                mem.moves.push(Scored { m, seat, key });
            }
        }
    }

    /// Moves the best-keyed move of `from..end` to `from`.
    #[inline]
    pub(crate) fn pick(&mut self, from: usize, end: usize) {
        // Over a slice with the best key held aside: no bounds check and
        // no index arithmetic per move (wasm engines do not strip them).
        let moves = &mut self.mem.moves[from..end];
        let (mut best, mut top) = (0, i32::MIN);
        for (i, s) in moves.iter().enumerate() {
            if s.key > top {
                (best, top) = (i, s.key);
            }
        }
        moves.swap(0, best);
    }

    /// A quiet move that caused a cut-off becomes a killer of this ply and
    /// gains history.
    #[inline]
    pub(crate) fn note_cut(&mut self, seat: u8, m: RawMove, ply: usize, depth: i32) {
        if m.is_jump() {
            return;
        }
        let k = &mut self.mem.killers[ply];
        if k[0] != (m.from, m.to) {
            k[1] = k[0];
            k[0] = (m.from, m.to);
        }
        let h = &mut self.mem.history[history_index(&self.dirs, seat, m)];
        *h += depth.max(1) * depth.max(1);
    }
}
