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
        let bonus = depth.max(1) * depth.max(1);
        let h = &mut self.mem.history[history_index(&self.dirs, seat, m)];
        if self.features.history_malus {
            *h = gravity(*h, bonus);
        } else {
            *h += bonus;
        }
    }

    /// The quiet moves of `tried` (on the move stack), searched before
    /// `cut` and not cutting, lose the history `cut` gained
    /// ([`crate::Features::history_malus`]).
    #[inline]
    pub(crate) fn note_tried(&mut self, tried: core::ops::Range<usize>, cut: RawMove, depth: i32) {
        if !self.features.history_malus || cut.is_jump() {
            return;
        }
        let malus = -depth.max(1) * depth.max(1);
        for j in tried {
            let Scored { m, seat, .. } = self.mem.moves[j];
            if !m.is_jump() {
                let h = &mut self.mem.history[history_index(&self.dirs, seat, m)];
                *h = gravity(*h, malus);
            }
        }
    }
}

/// History's bound under gravity ([`crate::Features::history_malus`]).
const HISTORY_MAX: i32 = 1 << 14;

/// A history value after a bonus (or malus), damped so that it stays
/// within [`HISTORY_MAX`]: the closer to the bound, the less it moves.
#[inline]
fn gravity(h: i32, bonus: i32) -> i32 {
    let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::clock::NoClock;
    use crate::eval::Tables;
    use crate::memory::{dirs, Memory};
    use crate::profile::{Features, MctsOptions, Profile};
    use crate::run::Budget;
    use engine::Game;

    /// A two-seat search of `pos` with version 4's weights and `features`,
    /// on `mem`, with no budget but `max_nodes`.
    pub(crate) fn run<'a, 'c, const N: usize>(
        mem: &'a mut Memory,
        clock: &'c mut NoClock,
        pos: &Position<N>,
        features: Features,
        max_nodes: u64,
    ) -> Run<'a, 'c, N> {
        Run {
            mem,
            weights: Profile::V4.weights,
            tables: Tables::new(pos),
            dirs: dirs(&pos.board().delta),
            method: MultiMethod::BestReply,
            features,
            mcts: MctsOptions::V4,
            hostile: false,
            samples: 1,
            rng: 0,
            root: pos.current(),
            ending: false,
            nodes: 0,
            stopped: false,
            pre: Vec::new(),
            progress: 0,
            root_counts: crate::run::counts(pos),
            budget: Budget {
                max_nodes,
                deadline_ms: f64::INFINITY,
                clock,
            },
        }
    }

    /// The history of the first three quiet moves of the start after the
    /// third cut `cuts` times at depth `depth`, with or without the malus.
    fn histories<const N: usize>(
        pos: &Position<N>,
        malus: bool,
        cuts: u32,
        depth: i32,
    ) -> [i32; 3] {
        let features = Features {
            history_malus: malus,
            ..Profile::V4.features
        };
        let (mut mem, mut clock) = (Memory::new(8), NoClock);
        let mut run = run(&mut mem, &mut clock, pos, features, u64::MAX);
        run.generate(pos, false, true, 0, (u16::MAX, u16::MAX), 0);
        let moves: [Scored; 3] = [run.mem.moves[0], run.mem.moves[1], run.mem.moves[2]];
        let cut = moves[2];
        for _ in 0..cuts {
            run.note_cut(cut.seat, cut.m, 1, depth);
            run.note_tried(0..2, cut.m, depth);
        }
        moves.map(|s| run.mem.history[history_index(&run.dirs, s.seat, s.m)])
    }

    #[test]
    fn the_malus_lowers_the_quiet_moves_tried_before_a_cut_and_gravity_bounds_all() {
        let game = Game::new(2, 5).unwrap();
        with_position!(&game, p => {
            let [a, b, cut] = histories(p, true, 1, 3);
            assert_eq!((a, b, cut), (-9, -9, 9));
            // Version 4: the moves tried keep their history, the cut's grows without bound.
            let [a, b, cut] = histories(p, false, 1, 3);
            assert_eq!((a, b, cut), (0, 0, 9));
            let [a, _, cut] = histories(p, true, 2_000, 30);
            assert!(cut <= HISTORY_MAX && cut > HISTORY_MAX / 2, "{cut}");
            assert!((-HISTORY_MAX..-HISTORY_MAX / 2).contains(&a), "{a}");
            let [_, _, cut] = histories(p, false, 2_000, 30);
            assert_eq!(cut, 2_000 * 900);
        });
    }
}
