//! The recursive search, generic over the board width: one negamax that
//! serves two players, paranoid (the root against a coalition of all the
//! others) and Best-Reply Search (only the single strongest reply of all
//! opponents together is searched between two moves of the root).
//!
//! Every hop is a ply and a chain keeps the same mover, so a score is
//! negated only where the side changes: the root's side, or the side of
//! its opponents. In Best-Reply Search the opponents' *layer* lists the
//! moves of every opponent; the one chosen plays its chain out (still the
//! opponents' side), then the turn goes straight back to the root.
//!
//! Best-Reply Search plus (BRS+, Esser, Gras, Winands, Schadd & Lanctot,
//! "Improving Best-Reply Search", CG 2013) keeps the law's turn order: in
//! its layer each opponent's moves are generated from the position where
//! the opponents before it (in turn order) played their first move by the
//! static ordering ([`ordering_move`]); after the chosen reply, the
//! opponents after it do the same, and then the root moves.
//!
//! The node's recursion is here; its move ordering is `ordering.rs`, the
//! turn hand-off of Best-Reply Search (plus) `brsplus.rs`, the root's
//! iterations `plan.rs`.

use crate::memory::Scored;
use crate::ordering::LATE_KEY;
use crate::profile::MultiMethod;
use crate::run::Run;
use crate::score::{from_tt, to_tt, INF, MATE_ZONE, MAX_PLY, QUIESCENCE_PLIES};
use crate::tt::Bound;
use crate::zobrist::{self, KEYS};
use core::ops::ControlFlow;
use engine::raw::{Position, RawMove, NO_CELL};

/// What the table probe and the stand-pat leave to a node that goes on.
struct Opening {
    /// The table's best move, tried first (`u16::MAX` pairs for none).
    tt_move: (u16, u16),
    /// The stand-pat value, or `-INF`.
    best: i32,
    /// Alpha, raised by the stand-pat.
    alpha: i32,
}

/// One node's settings while its moves are searched.
struct Node {
    hash: u64,
    depth: i32,
    /// A child's depth after a hop that does not continue a chain (a
    /// forced capture costs none).
    new_depth: i32,
    ply: usize,
    layer: bool,
    /// The root's side is to move (the node's value is the root's).
    maxing: bool,
    /// A layer of Best-Reply Search plus, whose positions start on
    /// `Run::pre` at `pre_start`.
    plus: bool,
    pre_start: usize,
}

/// A hundred times the natural logarithm of 0..64 (0 for 0), for the
/// reductions: integers, so native code and wasm reduce alike.
const LN100: [i32; 64] = [
    0, 0, 69, 110, 139, 161, 179, 195, 208, 220, 230, 240, 248, 256, 264, 271, 277, 283, 289, 294,
    300, 304, 309, 314, 318, 322, 326, 330, 333, 337, 340, 343, 347, 350, 353, 356, 358, 361, 364,
    366, 369, 371, 374, 376, 378, 381, 383, 385, 387, 389, 391, 393, 395, 397, 399, 401, 403, 404,
    406, 408, 409, 411, 413, 414,
];

/// Hops a late quiet move at `depth`, `order`-th in its node, is reduced by
/// ([`crate::Features::deep_reductions`]): `ln(depth) ln(order) / 1.5`,
/// at least one.
#[inline]
fn reduction(depth: i32, order: usize) -> i32 {
    let d = LN100[depth.clamp(0, 63) as usize];
    let o = LN100[order.min(63)];
    (d * o / 15_000).max(1)
}

/// Futility margins by depth ([`crate::Features::futility`]), in
/// hundredths of a man.
const FUTILITY_MARGIN: [i32; 3] = [0, 120, 260];

/// Alpha-beta, paranoid and Best-Reply Search: the recursion of a [`Run`]
/// (whose shared state and per-node questions are in `run.rs`).
impl<const N: usize> Run<'_, '_, N> {
    /// The value of `pos` for the side to move: the root's when it is the
    /// root's turn outside a layer, its opponents' otherwise.
    #[allow(clippy::too_many_arguments)]
    pub fn search(
        &mut self,
        pos: &Position<N>,
        hash: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        layer: bool,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        let maxing = !layer && pos.current() == self.root;
        let sign = if maxing { 1 } else { -1 };
        if ply >= MAX_PLY - 1 || depth <= -QUIESCENCE_PLIES {
            return sign * self.eval_root(pos);
        }
        let key = if layer {
            hash ^ KEYS.layer ^ zobrist::turn_key(pos.current())
        } else {
            hash
        };
        let Opening {
            tt_move,
            best,
            alpha,
        } = match self.open(pos, key, depth, alpha, beta, ply, layer, sign) {
            ControlFlow::Break(value) => return value,
            ControlFlow::Continue(opening) => opening,
        };
        let quiescent = depth <= 0;
        let plus = layer && self.method == MultiMethod::BestReplyPlus;
        let pre_start = self.pre.len();
        if plus {
            self.fill_pre(pos, hash);
        }
        let start = self.mem.moves.len();
        self.generate(pos, layer, !(quiescent && layer), ply, tt_move, pre_start);
        let end = self.mem.moves.len();
        if end == start {
            self.pre.truncate(pre_start);
            return if best > -INF {
                best
            } else {
                sign * self.eval_root(pos)
            };
        }
        if quiescent && !layer && !self.mem.moves[start].m.is_jump() {
            // Nothing to capture: the position is quiet.
            self.mem.moves.truncate(start);
            return sign * self.eval_root(pos);
        }
        let forced = end - start == 1 && self.mem.moves[start].m.is_jump();
        let node = Node {
            hash,
            depth,
            new_depth: if forced { depth } else { depth - 1 },
            ply,
            layer,
            maxing,
            plus,
            pre_start,
        };
        let (best, best_move) = self.search_moves(pos, &node, start..end, (alpha, beta), best);
        self.mem.moves.truncate(start);
        self.pre.truncate(pre_start);
        if self.stopped {
            return 0;
        }
        self.store(key, depth, (alpha, beta), best, ply, best_move);
        best
    }

    /// The node's moves `range` of the move stack, best-keyed first, until
    /// one proves at least `beta`: the best value (from `best`, the
    /// stand-pat's or `-INF`) and its move. Stops at once when the search
    /// is stopped.
    #[inline]
    fn search_moves(
        &mut self,
        pos: &Position<N>,
        node: &Node,
        range: core::ops::Range<usize>,
        (mut alpha, beta): (i32, i32),
        mut best: i32,
    ) -> (i32, Option<RawMove>) {
        let (start, end) = (range.start, range.end);
        let mut best_move = None;
        let futile = self.futile(pos, node, alpha);
        for i in range {
            self.pick(i, end);
            let Scored { m, seat, key } = self.mem.moves[i];
            let order = i - start;
            if futile && order >= 1 && key < LATE_KEY && !m.is_jump() {
                continue;
            }
            let late = (order >= 3 && key < LATE_KEY).then_some(order);
            let Some(score) = self.score_move(pos, node, m, seat, (alpha, beta, i == start), late)
            else {
                continue;
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                alpha = alpha.max(score);
                if alpha >= beta {
                    self.note_cut(seat, m, node.ply, node.depth);
                    self.note_tried(start..i, m, node.depth);
                    break;
                }
            }
        }
        (best, best_move)
    }

    /// Whether the node's late quiet moves are futile ([`crate::Features::futility`]):
    /// one or two hops from the quiescence, its static value for the side
    /// to move is so far below alpha that a quiet move will not raise it.
    #[inline]
    fn futile(&self, pos: &Position<N>, node: &Node, alpha: i32) -> bool {
        if !self.features.futility || !(1..=2).contains(&node.depth) || alpha.abs() >= MATE_ZONE {
            return false;
        }
        let margin = FUTILITY_MARGIN[node.depth as usize];
        let sign = if node.maxing { 1 } else { -1 };
        sign * self.eval_root(pos) + margin <= alpha
    }

    /// The value of the node's move `m` by `seat` for the node's side to
    /// move, searched with `window` (alpha, beta, whether it is the first
    /// move); `late`: ordered late, a candidate for a reduction, with its
    /// place in the node's order. `None` when a layer of Best-Reply Search
    /// plus holds no position for `seat`.
    #[inline]
    fn score_move(
        &mut self,
        pos: &Position<N>,
        node: &Node,
        m: RawMove,
        seat: u8,
        window: (i32, i32, bool),
        late: Option<usize>,
    ) -> Option<i32> {
        // Outside a layer the child is played from the position itself
        // (one copy, not two).
        let turned;
        let (before, phash) = if node.plus {
            let found = self.pre[node.pre_start..]
                .iter()
                .find(|e| e.0.current() == seat)
                .copied();
            let (p, h) = found?;
            turned = p;
            (&turned, h)
        } else if node.layer {
            turned = pos.with_turn(seat);
            (&turned, zobrist::with_turn(node.hash, pos.current(), seat))
        } else {
            (pos, node.hash)
        };
        let mut child = *before;
        child.play_unchecked(m);
        let mut chash = zobrist::after(phash, before, &child, m);
        let ply = node.ply;
        let mut over = self.terminal(&child, ply + 1);
        let (mut chained, mut child_layer) = (false, false);
        if over.is_none() {
            chained = child.chain() != NO_CELL;
            child_layer = self.hand_off(seat, &mut child, &mut chash);
            if self.method == MultiMethod::BestReplyPlus {
                // The other opponents' moves may end the game.
                over = self.terminal(&child, ply + 1);
            }
        }
        if let Some(v) = over {
            return Some(if node.maxing { v } else { -v });
        }
        let same = (!child_layer && child.current() == self.root) == node.maxing;
        let d = if chained && self.features.chain_extension {
            node.depth
        } else {
            node.new_depth
        };
        let late = late.filter(|_| node.depth >= 3 && !chained);
        if let (Some(order), true) = (late, self.features.reductions && !m.is_jump()) {
            // Late move reduction: a quiet move ordered late is first
            // searched a hop shallower (or more) with a null window.
            let alpha = window.0;
            let r = if self.features.deep_reductions {
                reduction(node.depth, order).min(d - 1)
            } else {
                1
            };
            let s = self.child(
                &child,
                chash,
                d - r,
                (alpha, alpha + 1),
                ply,
                child_layer,
                same,
            );
            if s <= alpha || self.stopped {
                return Some(s);
            }
        }
        Some(self.pvs(&child, chash, d, window, ply, child_layer, same))
    }

    /// The table probe and the stand-pat of a node: a value that settles
    /// it at once, or the table's move to try first and the bounds to
    /// search with.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn open(
        &mut self,
        pos: &Position<N>,
        key: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        layer: bool,
        sign: i32,
    ) -> ControlFlow<i32, Opening> {
        let mut tt_move = (u16::MAX, u16::MAX);
        if let Some(e) = self.mem.tt.probe(key) {
            tt_move = (e.from, e.to);
            if i32::from(e.depth) >= depth {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return ControlFlow::Break(s),
                    Bound::Lower if s >= beta => return ControlFlow::Break(s),
                    Bound::Upper if s <= alpha => return ControlFlow::Break(s),
                    _ => {}
                }
            }
        }
        let mut best = -INF;
        if depth <= 0 && layer {
            // The opponents may answer quietly: stand pat on their side.
            best = sign * self.eval_root(pos);
            if best >= beta {
                return ControlFlow::Break(best);
            }
            alpha = alpha.max(best);
        }
        ControlFlow::Continue(Opening {
            tt_move,
            best,
            alpha,
        })
    }

    /// Principal variation search of one child: the first move with the
    /// full window, the rest with a null window, searched again in full
    /// when one proves better than expected. `window` is alpha, beta and
    /// whether this is the first move.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pvs(
        &mut self,
        child: &Position<N>,
        chash: u64,
        depth: i32,
        (alpha, beta, first): (i32, i32, bool),
        ply: usize,
        layer: bool,
        same: bool,
    ) -> i32 {
        let window = if first { beta } else { alpha + 1 };
        let s = self.child(child, chash, depth, (alpha, window), ply, layer, same);
        if !first && s > alpha && s < beta && !self.stopped {
            return self.child(child, chash, depth, (alpha, beta), ply, layer, same);
        }
        s
    }

    /// Stores a node's value in the table, bounded by the window it was
    /// searched with (`alpha0`, `beta`).
    #[inline]
    fn store(
        &mut self,
        key: u64,
        depth: i32,
        (alpha0, beta): (i32, i32),
        best: i32,
        ply: usize,
        best_move: Option<RawMove>,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = best_move.map(|m| (m.from, m.to));
        self.mem.tt.store(key, depth, to_tt(best, ply), bound, mv);
    }

    /// The value of a child for the side to move at its parent, searched
    /// with the window `(alpha, beta)` of the parent: negated unless the
    /// side is the `same`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        child: &Position<N>,
        hash: u64,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        layer: bool,
        same: bool,
    ) -> i32 {
        if same {
            self.search(child, hash, depth, alpha, beta, ply + 1, layer)
        } else {
            -self.search(child, hash, depth, -beta, -alpha, ply + 1, layer)
        }
    }
}
