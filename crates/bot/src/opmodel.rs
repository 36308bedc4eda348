//! Opponent-model search for three or more seats: the root's own moves
//! are searched (a max over them, iteratively deepened), and every other
//! seat's turn between two of them is played by a fast deterministic
//! policy that follows the law: a compulsory capture takes the most
//! material (its chain included; on a tie, the root's piece), otherwise
//! the quiet move leaving fewest of its own pieces en prise (on a tie, the
//! one that puts most of the root's material en prise, then the one
//! nearest the centre). Whole rounds of all opponents are simulated, so a
//! piece left where any later seat can jump it is seen as lost, which
//! Best-Reply Search (one reply per round) cannot represent.
//!
//! Depth counts the root's hops only; the opponents' hops cost nodes but
//! no depth. With no opponent choice there is no minimising node, so
//! there is nothing to prune: every value is exact.

use crate::eval::{self, Weights};
use crate::run::Run;
use crate::score::{from_tt, to_tt, INF, MAX_PLY, QUIESCENCE_PLIES};
use crate::tt::Bound;
use crate::zobrist;
use engine::raw::{Bits, MoveList, Position, RawMove};

/// The value for the root of `pos`, whoever is to move, with `depth`
/// more hops of the root.
pub(crate) fn search<const N: usize>(
    run: &mut Run<'_, '_, N>,
    pos: &Position<N>,
    hash: u64,
    depth: i32,
    ply: usize,
) -> i32 {
    if run.tick() {
        return 0;
    }
    if ply >= MAX_PLY - 1 || depth <= -QUIESCENCE_PLIES {
        return run.eval_root(pos);
    }
    if pos.current() != run.root {
        let rng = (run.samples > 1).then_some(&mut run.rng);
        let Some(m) = policy(pos, &run.weights, run.root as usize, run.hostile, rng) else {
            return run.eval_root(pos);
        };
        let mut child = *pos;
        child.play_unchecked(m);
        if let Some(v) = run.terminal(&child, ply + 1) {
            return v;
        }
        let chash = zobrist::after(hash, pos, &child, m);
        return search(run, &child, chash, depth, ply + 1);
    }
    let mut tt_move = (u16::MAX, u16::MAX);
    if let Some(e) = run.mem.tt.probe(hash) {
        tt_move = (e.from, e.to);
        if i32::from(e.depth) >= depth && e.bound == Bound::Exact {
            return from_tt(e.score, ply);
        }
    }
    let mut list = MoveList::default();
    pos.legal_moves(&mut list);
    let moves = list.as_mut_slice();
    if moves.is_empty() {
        return run.eval_root(pos);
    }
    if depth <= 0 && !moves[0].is_jump() {
        // Quiet and nothing compulsory: stand pat.
        return run.eval_root(pos);
    }
    if let Some(i) = moves.iter().position(|m| (m.from, m.to) == tt_move) {
        moves.swap(0, i);
    }
    let forced = moves.len() == 1 && moves[0].is_jump();
    let new_depth = if forced { depth } else { depth - 1 };
    let mut best = -INF;
    let mut best_move = None;
    for &m in moves.iter() {
        let mut child = *pos;
        child.play_unchecked(m);
        let score = if let Some(v) = run.terminal(&child, ply + 1) {
            v
        } else {
            let chash = zobrist::after(hash, pos, &child, m);
            if run.samples > 1 && child.current() != run.root {
                // A round of opponents follows: average over sampled
                // rounds (each opponent picks among its equally good moves).
                let mut sum = 0;
                for _ in 0..run.samples {
                    sum += search(run, &child, chash, new_depth, ply + 1);
                }
                sum / run.samples as i32
            } else {
                search(run, &child, chash, new_depth, ply + 1)
            }
        };
        if run.stopped {
            return 0;
        }
        if score > best {
            best = score;
            best_move = Some((m.from, m.to));
        }
    }
    run.mem
        .tt
        .store(hash, depth, to_tt(best, ply), Bound::Exact, best_move);
    best
}

/// Material of the pieces in `cells` (weights of the evaluation).
fn worth<const N: usize>(p: &Position<N>, cells: Bits<N>, w: &Weights) -> i32 {
    let kings = (cells & p.kings()).count() as i32;
    w.man * (cells.count() as i32 - kings) + w.king * kings
}

/// Material a capture wins, its best chain continuation included.
fn chain_gain<const N: usize>(p: &Position<N>, m: RawMove, w: &Weights) -> i32 {
    let gained = worth(p, Bits::single(m.over as usize), w);
    let mover = p.current();
    let mut child = *p;
    let hop = child.play_unchecked(m);
    if !hop.chaining || child.current() != mover {
        return gained;
    }
    let mut list = MoveList::default();
    child.legal_moves(&mut list);
    gained
        + list
            .as_slice()
            .iter()
            .map(|&n| chain_gain(&child, n, w))
            .max()
            .unwrap_or(0)
}

/// The move the model expects of the seat to move (not the root).
pub(crate) fn policy<const N: usize>(
    p: &Position<N>,
    w: &Weights,
    root: usize,
    hostile: bool,
    rng: Option<&mut u64>,
) -> Option<RawMove> {
    let mut list = MoveList::default();
    p.legal_moves(&mut list);
    let moves = list.as_slice();
    match moves.len() {
        0 => return None,
        1 => return Some(moves[0]),
        _ => {}
    }
    if moves[0].is_jump() {
        if let Some(rng) = rng {
            let gains: Vec<i32> = moves.iter().map(|&m| chain_gain(p, m, w)).collect();
            let top = *gains.iter().max().unwrap_or(&0);
            let ties: Vec<RawMove> = (0..moves.len())
                .filter(|&i| gains[i] == top)
                .map(|i| moves[i])
                .collect();
            return Some(ties[(zobrist::splitmix64(rng) % ties.len() as u64) as usize]);
        }
        return moves.iter().copied().max_by_key(|&m| {
            let on_root = p.pieces(root).contains(m.over as usize);
            (chain_gain(p, m, w), on_root)
        });
    }
    let seat = p.current() as usize;
    let centre = p.board().centre;
    let mut best: Option<(RawMove, (i32, i32, i32))> = None;
    let mut ties: Vec<RawMove> = Vec::new();
    let mut safest = i32::MIN;
    for &m in moves {
        let mut child = *p;
        child.play_unchecked(m);
        let (attacked, _) = eval::attacks(&child);
        let own = worth(&child, attacked & child.pieces(seat), w);
        let root_hung = worth(&child, attacked & child.pieces(root), w);
        let near = -cell_distance(p, m.to as usize, centre);
        let key = if hostile {
            (root_hung, -own, near)
        } else {
            (-own, root_hung, near)
        };
        if best.is_none_or(|(_, k)| key > k) {
            best = Some((m, key));
        }
        if -own > safest {
            safest = -own;
            ties.clear();
        }
        if -own == safest {
            ties.push(m);
        }
    }
    if let Some(rng) = rng {
        return Some(ties[(zobrist::splitmix64(rng) % ties.len() as u64) as usize]);
    }
    best.map(|(m, _)| m)
}

fn cell_distance<const N: usize>(p: &Position<N>, a: usize, b: usize) -> i32 {
    let (ha, hb) = (p.board().hex(a), p.board().hex(b));
    (ha - hb).length()
}
