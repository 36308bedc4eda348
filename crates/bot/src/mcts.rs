//! Monte-Carlo tree search with max^n backups, for tables of many seats
//! (Nijssen & Winands, "Search policies in multi-player games", ICGA
//! Journal 2013): every node keeps one running reward per seat, and the
//! seat to move at a node picks among its children by its own reward
//! (UCT), so each opponent is modelled as playing for itself: neither
//! against the bot (paranoid) nor by a fixed rule (the opponent model).
//!
//! An iteration walks down the tree, adds one node, plays a short
//! playout by the opponent model's policy (each seat, in turn, the richest
//! capture or else a quiet move leaving least en prise, ties at random)
//! until a round has passed and no capture is pending, and scores the
//! position with the evaluation of every seat, squashed into 0..1. A
//! chain keeps its mover, so it needs nothing special. The move played is
//! the root's most visited.
//!
//! Every position played, in the tree or in a playout, is a node of the
//! budget; the same seed and node budget give the same move.

use crate::eval;
use crate::opmodel::policy;
use crate::run::Run;
use engine::raw::{MoveList, Position, RawMove};

/// Exploration constant of UCT (rewards lie in 0..1).
const EXPLORE: f64 = 0.6;
/// Hundredths of a man that move a reward from 0.5 to 0.75.
const SCALE: f64 = 100.0;
/// Most hops of a playout beyond its round.
const PLAYOUT_EXTRA: usize = 12;
/// A node whose moves are not generated yet.
const UNKNOWN: u16 = u16::MAX;
/// No node (the tree's root is nobody's child).
const NONE: u32 = 0;

/// A node of the tree: the move that led to it, its children as a list
/// (grown one at a time, so a node costs what it was visited for), and
/// the rewards of every seat summed over its visits.
#[derive(Clone, Copy)]
struct Node {
    m: RawMove,
    first: u32,
    sibling: u32,
    /// Moves not yet added as children, or [`UNKNOWN`].
    untried: u16,
    /// The seat to move at this node.
    mover: u8,
    visits: u32,
    reward: [f64; 6],
}

/// What the search makes of the root's moves.
pub(crate) struct Root {
    /// Every root move, most visited first (the earlier generated on
    /// ties), scored by its mean reward for the root seat in hundredths
    /// of a man ([`score_of`]); a move the budget left unvisited comes
    /// last, with the unscored `-INF + 1`.
    pub scored: Vec<(RawMove, i32)>,
    /// Each visited root move's line: the hops after it the tree expects,
    /// at each node the most visited child while a node was visited more
    /// than once.
    pub lines: Vec<(RawMove, Vec<RawMove>)>,
}

/// Most hops of a root move's expected line (the report's line, the move
/// itself included, is at most [`crate::report::LINE_HOPS`]).
const LINE: usize = crate::report::LINE_HOPS - 1;

/// Searches `pos` (the root seat to move, its legal `moves`) until the
/// budget ends.
pub(crate) fn search<const N: usize>(
    run: &mut Run<'_, '_, N>,
    pos: &Position<N>,
    moves: &[RawMove],
) -> Root {
    let mut tree: Vec<Node> = Vec::with_capacity(1 << 12);
    tree.push(Node {
        m: moves[0],
        first: NONE,
        sibling: NONE,
        untried: UNKNOWN,
        mover: pos.current(),
        visits: 0,
        reward: [0.0; 6],
    });
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut list = MoveList::default();
    'iterations: loop {
        path.clear();
        path.push(0);
        let mut at = *pos;
        let mut node = 0usize;
        let rewards = loop {
            if at.is_over() {
                break outcome(run, &at);
            }
            if tree[node].untried != 0 {
                at.legal_moves(&mut list);
                if tree[node].untried == UNKNOWN {
                    tree[node].untried = list.len() as u16;
                }
            }
            let next = if tree[node].untried > 0 {
                // A move not tried yet, in the generator's order (its
                // mover is known once it is played, below).
                let i = list.len() - usize::from(tree[node].untried);
                let c = tree.len() as u32;
                tree.push(Node {
                    m: list.as_slice()[i],
                    first: NONE,
                    sibling: tree[node].first,
                    untried: UNKNOWN,
                    mover: 0,
                    visits: 0,
                    reward: [0.0; 6],
                });
                tree[node].first = c;
                tree[node].untried -= 1;
                c as usize
            } else {
                match select(&tree, node) {
                    Some(c) => c,
                    None => break outcome(run, &at),
                }
            };
            if run.tick() {
                break 'iterations;
            }
            at.play(tree[next].m);
            path.push(next as u32);
            node = next;
            if tree[node].visits == 0 {
                tree[node].mover = at.current();
                match playout(run, &at, &mut list) {
                    Some(r) => break r,
                    None => break 'iterations,
                }
            }
        };
        for &i in &path {
            let n = &mut tree[i as usize];
            n.visits += 1;
            for (sum, r) in n.reward.iter_mut().zip(rewards) {
                *sum += r;
            }
        }
    }
    root_moves(&tree, usize::from(pos.current()), moves)
}

/// The child of `node` its mover likes best by UCT.
fn select(tree: &[Node], node: usize) -> Option<usize> {
    let n = &tree[node];
    let ln = ln(f64::from(n.visits.max(1)));
    let mover = usize::from(n.mover);
    let mut best = None;
    let mut best_key = f64::NEG_INFINITY;
    let mut c = n.first;
    while c != NONE {
        let child = &tree[c as usize];
        let v = f64::from(child.visits.max(1));
        let key = child.reward[mover] / v + EXPLORE * (ln / v).sqrt();
        if key > best_key {
            best_key = key;
            best = Some(c as usize);
        }
        c = child.sibling;
    }
    best
}

/// A short playout from `pos` by the policy: a round of turns, then on
/// while a capture is pending; `None` when the budget ran out.
fn playout<const N: usize>(
    run: &mut Run<'_, '_, N>,
    pos: &Position<N>,
    list: &mut MoveList,
) -> Option<[f64; 6]> {
    let mut at = *pos;
    let round = usize::from(at.players());
    let root = usize::from(run.root);
    let mut hops = 0;
    loop {
        if at.is_over() {
            return Some(outcome(run, &at));
        }
        if hops >= round {
            at.legal_moves(list);
            let pending = list.as_slice().first().is_some_and(|m| m.is_jump());
            if !pending || hops >= round + PLAYOUT_EXTRA {
                return Some(outcome(run, &at));
            }
        }
        if run.tick() {
            return None;
        }
        let Some(m) = policy(&at, &run.weights, root, false, Some(&mut run.rng)) else {
            return Some(outcome(run, &at));
        };
        at.play(m);
        hops += 1;
    }
}

/// Every seat's reward for `p`: 1 for a winner, 0 for a seat with no
/// pieces, else its evaluation squashed into 0..1.
fn outcome<const N: usize>(run: &Run<'_, '_, N>, p: &Position<N>) -> [f64; 6] {
    let n = usize::from(p.players());
    let mut out = [0.0; 6];
    if p.is_over() {
        let alive = (0..n).filter(|&s| !p.pieces(s).is_empty()).count();
        for (s, r) in out.iter_mut().enumerate().take(n) {
            if p.pieces(s).is_empty() {
                continue;
            }
            *r = if p.is_draw() {
                1.0 / alive as f64
            } else if usize::from(p.winner()) == s {
                1.0
            } else {
                0.0
            };
        }
        return out;
    }
    let scores = eval::scores(p, &run.tables, &run.weights);
    for (s, r) in out.iter_mut().enumerate().take(n) {
        if !p.pieces(s).is_empty() {
            // A squash from additions, products and a division alone,
            // which round alike natively and in wasm.
            let x = f64::from(scores[s]) / SCALE;
            *r = 0.5 + 0.5 * x / (1.0 + x.abs());
        }
    }
    out
}

/// The root's moves ranked and scored, with their lines ([`Root`]).
fn root_moves(tree: &[Node], seat: usize, moves: &[RawMove]) -> Root {
    // Children are listed newest first: back to the generator's order.
    let mut visited = Vec::new();
    let mut c = tree[0].first;
    while c != NONE {
        if tree[c as usize].visits > 0 {
            visited.push(c);
        }
        c = tree[c as usize].sibling;
    }
    visited.reverse();
    // Most visited first, the earlier generated on ties (the root's one
    // stable sort, not another copy of it).
    let mut by_visits: Vec<(RawMove, i32)> = visited
        .iter()
        .map(|&c| (tree[c as usize].m, tree[c as usize].visits as i32))
        .collect();
    crate::score::sort_best_first(&mut by_visits);
    let mean = |m: RawMove| {
        let n = visited
            .iter()
            .map(|&c| &tree[c as usize])
            .find(|n| n.m == m)
            .expect("a visited move");
        n.reward[seat] / f64::from(n.visits)
    };
    let mut scored: Vec<(RawMove, i32)> = by_visits
        .iter()
        .map(|&(m, _)| (m, score_of(mean(m))))
        .collect();
    for &m in moves {
        if !scored.iter().any(|&(s, _)| s == m) {
            scored.push((m, -crate::score::INF + 1));
        }
    }
    let lines = visited
        .iter()
        .map(|&c| (tree[c as usize].m, line(tree, c)))
        .collect();
    Root { scored, lines }
}

/// The most visited path below `node`.
fn line(tree: &[Node], mut node: u32) -> Vec<RawMove> {
    let mut out = Vec::new();
    while out.len() < LINE && tree[node as usize].visits > 1 {
        let mut best: Option<u32> = None;
        let mut c = tree[node as usize].first;
        while c != NONE {
            if best.is_none_or(|b| tree[c as usize].visits >= tree[b as usize].visits) {
                best = Some(c);
            }
            c = tree[c as usize].sibling;
        }
        let Some(b) = best else { break };
        out.push(tree[b as usize].m);
        node = b;
    }
    out
}

/// A mean reward of the root seat as a score in hundredths of a man (the
/// inverse of the squash of [`Run::outcome`]), for the root moves' list.
pub(crate) fn score_of(mean: f64) -> i32 {
    let y = (2.0 * mean - 1.0).clamp(-0.999, 0.999);
    (SCALE * y / (1.0 - y.abs())) as i32
}

/// The natural logarithm of `x >= 1` from additions, products and a
/// division alone (library `ln` may round differently from one target to
/// another, and the same seed must give the same move everywhere): the
/// binary exponent, then an `atanh` series on the mantissa.
fn ln(x: f64) -> f64 {
    let mut m = x;
    let mut e = 0.0;
    while m >= 2.0 {
        m *= 0.5;
        e += 1.0;
    }
    let t = (m - 1.0) / (m + 1.0);
    let t2 = t * t;
    let mut term = t;
    let mut sum = 0.0;
    let mut k = 1.0;
    for _ in 0..12 {
        sum += term / k;
        term *= t2;
        k += 2.0;
    }
    e * core::f64::consts::LN_2 + 2.0 * sum
}

#[cfg(test)]
mod tests {
    #[test]
    fn ln_matches_the_library() {
        for x in [1.0, 1.5, 2.0, 3.0, 10.0, 1000.0, 123_456.0] {
            assert!((super::ln(x) - f64::ln(x)).abs() < 1e-9, "{x}");
        }
    }
}
