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

use crate::eval::Weights;
use crate::memory::{history_index, Dirs, Scored};
use crate::opmodel;
use crate::run::Run;
use crate::score::{from_tt, sort_best_first, to_tt, INF, MAX_PLY, QUIESCENCE_PLIES};
use crate::tt::Bound;
use crate::zobrist::{self, KEYS};
use crate::MultiMethod;
use core::ops::ControlFlow;
use engine::raw::{MoveList, Position, RawMove, NO_CELL};

/// Ordering keys from here up (table move, captures, promotions, killers)
/// are never reduced.
const LATE_KEY: i32 = (1 << 21) - 1;

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

/// What the table probe and the stand-pat leave to a node that goes on.
struct Opening {
    /// The table's best move, tried first (`u16::MAX` pairs for none).
    tt_move: (u16, u16),
    /// The stand-pat value, or `-INF`.
    best: i32,
    /// Alpha, raised by the stand-pat.
    alpha: i32,
}

/// Alpha-beta, paranoid and Best-Reply Search: the recursion of a [`Run`]
/// (whose shared state and per-node questions are in `run.rs`).
impl<const N: usize> Run<'_, '_, N> {
    /// Pushes the moves of a node on the move stack with ordering keys
    /// (a layer of Best-Reply Search plus: the moves of each position of
    /// `self.pre` from `pre_start` on).
    #[allow(clippy::too_many_arguments)]
    fn generate(
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
    fn pick(&mut self, from: usize, end: usize) {
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
            mut best,
            mut alpha,
        } = match self.open(pos, key, depth, alpha, beta, ply, layer, sign) {
            ControlFlow::Break(value) => return value,
            ControlFlow::Continue(opening) => opening,
        };
        let alpha0 = alpha;
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
        let new_depth = if forced { depth } else { depth - 1 };
        let mut best_move = None;
        for i in start..end {
            self.pick(i, end);
            let Scored { m, seat, key } = self.mem.moves[i];
            // Outside a layer the child is played from the position itself
            // (one copy, not two).
            let turned;
            let (before, phash) = if plus {
                let found = self.pre[pre_start..]
                    .iter()
                    .find(|e| e.0.current() == seat)
                    .copied();
                let Some((p, h)) = found else { continue };
                turned = p;
                (&turned, h)
            } else if layer {
                turned = pos.with_turn(seat);
                (&turned, zobrist::with_turn(hash, pos.current(), seat))
            } else {
                (pos, hash)
            };
            let mut child = *before;
            child.play_unchecked(m);
            let mut chash = zobrist::after(phash, before, &child, m);
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
            let score = if let Some(v) = over {
                sign * v
            } else {
                let same = (!child_layer && child.current() == self.root) == maxing;
                let d = if chained && self.features.chain_extension {
                    depth
                } else {
                    new_depth
                };
                let window = (alpha, beta, i == start);
                let late = i - start >= 3 && depth >= 3 && !chained && key < LATE_KEY;
                if late && self.features.reductions && !m.is_jump() {
                    // Late move reduction: a quiet move ordered late is first
                    // searched a hop shallower with a null window.
                    let s = self.child(
                        &child,
                        chash,
                        d - 1,
                        (alpha, alpha + 1),
                        ply,
                        child_layer,
                        same,
                    );
                    if s <= alpha || self.stopped {
                        s
                    } else {
                        self.pvs(&child, chash, d, window, ply, child_layer, same)
                    }
                } else {
                    self.pvs(&child, chash, d, window, ply, child_layer, same)
                }
            };
            if self.stopped {
                self.mem.moves.truncate(start);
                self.pre.truncate(pre_start);
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                alpha = alpha.max(score);
                if alpha >= beta {
                    self.note_cut(seat, m, ply, depth);
                    break;
                }
            }
        }
        self.mem.moves.truncate(start);
        self.pre.truncate(pre_start);
        self.store(key, depth, (alpha0, beta), best, ply, best_move);
        best
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

    /// The turn hand-off after a hop by `seat` that ended its turn, in
    /// Best-Reply Search: after the root, the opponents' layer (unless the
    /// root moves again); after an opponent, straight back to the root
    /// (or, when the root cannot move, another opponents' layer). Returns
    /// whether `child` is an opponents' layer; other methods follow the
    /// law's turn order. In Best-Reply Search plus the opponents after the
    /// one that replied play their ordering moves first, in turn order
    /// ([`Run::pass_round`]).
    #[inline]
    fn hand_off(&mut self, seat: u8, child: &mut Position<N>, chash: &mut u64) -> bool {
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
    fn fill_pre(&mut self, pos: &Position<N>, hash: u64) {
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

    /// Principal variation search of one child: the first move with the
    /// full window, the rest with a null window, searched again in full
    /// when one proves better than expected. `window` is alpha, beta and
    /// whether this is the first move.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn pvs(
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

    /// A quiet move that caused a cut-off becomes a killer of this ply and
    /// gains history.
    #[inline]
    fn note_cut(&mut self, seat: u8, m: RawMove, ply: usize, depth: i32) {
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

    /// Scores of root moves at `depth`, the root seat to move. With
    /// `exact`, every move gets a true score (full window, for the noisy
    /// levels); otherwise only the best is exact (PVS). Returns how many of
    /// `moves` (reordered best first) were searched before a stop.
    pub fn root(
        &mut self,
        pos: &Position<N>,
        hash: u64,
        depth: i32,
        moves: &mut [(RawMove, i32)],
        exact: bool,
    ) -> usize {
        let mut alpha = -INF;
        let mut done = 0;
        for (i, entry) in moves.iter_mut().enumerate() {
            let m = entry.0;
            let mut child = *pos;
            child.play_unchecked(m);
            let chash = zobrist::after(hash, pos, &child, m);
            let depth = if child.chain() != NO_CELL && self.features.chain_extension {
                depth + 1
            } else {
                depth
            };
            let score = if let Some(v) = self.terminal(&child, 1) {
                v
            } else if self.method == MultiMethod::OpponentModel {
                opmodel::search(self, &child, chash, depth - 1, 1)
            } else {
                let mut child_layer = false;
                let brs = matches!(
                    self.method,
                    MultiMethod::BestReply | MultiMethod::BestReplyPlus
                );
                if brs && child.chain() == NO_CELL {
                    child_layer = child.current() != self.root;
                }
                let same = !child_layer && child.current() == self.root;
                // The first move, or every move when each needs a true
                // score, with the full window; the others by PVS above alpha.
                let full = exact || i == 0;
                let from = if exact { -INF } else { alpha };
                self.pvs(
                    &child,
                    chash,
                    depth - 1,
                    (from, INF, full),
                    0,
                    child_layer,
                    same,
                )
            };
            if self.stopped {
                break;
            }
            let exact_score = exact || self.method == MultiMethod::OpponentModel;
            entry.1 = if exact_score || i == 0 || score > alpha {
                score
            } else {
                -INF + 1
            };
            alpha = alpha.max(score);
            done = i + 1;
        }
        sort_best_first(&mut moves[..done]);
        done
    }
}
