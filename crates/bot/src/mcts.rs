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
//!
//! Version 5 adds ([`MctsOptions::V5`]): Progressive History (Nijssen &
//! Winands, "Enhancements for multi-player Monte-Carlo tree search", CG
//! 2010), a selection bonus for a move by its mean reward wherever it was
//! played in the tree, fading as the child is visited; the multi-player
//! MCTS-Solver of the same paper, which backs up proven results (a game
//! over; a child that wins for its mover; every child proven, the best for
//! the mover) and never searches a proven node again; and a paced budget
//! (stop once the most visited root move cannot be caught, or at
//! [`MctsOptions::SOFT`] of the budget when one move leads clearly).

use crate::eval;
use crate::opmodel::policy;
use crate::profile::MctsOptions;
use crate::run::Run;
use crate::score::{LINE_HOPS, WIN};
use engine::raw::{MoveList, Position, RawMove};
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
    /// Proven by the solver: `exact` is every seat's reward with best play.
    proven: bool,
    exact: [f64; 6],
}

impl Node {
    fn new(m: RawMove, sibling: u32, mover: u8) -> Node {
        Node {
            m,
            first: NONE,
            sibling,
            untried: UNKNOWN,
            mover,
            visits: 0,
            reward: [0.0; 6],
            proven: false,
            exact: [0.0; 6],
        }
    }
}

/// Progressive History's table: per move (its cells), the rewards its
/// mover got wherever it was played in the tree, and how often.
struct History {
    stride: usize,
    sum: Vec<(f64, u32)>,
}

impl History {
    fn new(cells: usize, on: bool) -> History {
        History {
            stride: cells,
            sum: if on {
                vec![(0.0, 0); cells * cells]
            } else {
                Vec::new()
            },
        }
    }

    fn slot(&self, m: RawMove) -> usize {
        usize::from(m.from) * self.stride + usize::from(m.to)
    }

    /// The mean reward of `m` for its mover; 0.5 before it was played.
    fn mean(&self, m: RawMove) -> f64 {
        let (sum, n) = self.sum[self.slot(m)];
        if n == 0 {
            0.5
        } else {
            sum / f64::from(n)
        }
    }

    fn add(&mut self, m: RawMove, reward: f64) {
        let i = self.slot(m);
        self.sum[i].0 += reward;
        self.sum[i].1 += 1;
    }
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
/// itself included, is at most [`LINE_HOPS`]).
const LINE: usize = LINE_HOPS - 1;

/// Searches `pos` (the root seat to move, its legal `moves`) until the
/// budget ends.
pub(crate) fn search<const N: usize>(
    run: &mut Run<'_, '_, N>,
    pos: &Position<N>,
    moves: &[RawMove],
) -> Root {
    let opts = run.mcts;
    let mut tree: Vec<Node> = Vec::with_capacity(1 << 12);
    tree.push(Node::new(moves[0], NONE, pos.current()));
    let mut history = History::new(64 * N, opts.history > 0.0);
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut list = MoveList::default();
    let mut iterations: u64 = 0;
    'iterations: loop {
        if opts.solver && tree[0].proven {
            break;
        }
        if opts.paced && iterations % PACE_EVERY == PACE_EVERY - 1 && enough(run, &tree, iterations)
        {
            break;
        }
        iterations += 1;
        path.clear();
        path.push(0);
        let mut at = *pos;
        let mut node = 0usize;
        let rewards = loop {
            if tree[node].proven {
                break tree[node].exact;
            }
            if at.is_over() {
                let r = outcome(run, &at, opts.squash);
                if opts.solver {
                    tree[node].proven = true;
                    tree[node].exact = r;
                }
                break r;
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
                tree.push(Node::new(list.as_slice()[i], tree[node].first, 0));
                tree[node].first = c;
                tree[node].untried -= 1;
                c as usize
            } else {
                match select(&tree, node, &opts, &history) {
                    Some(c) => c,
                    None => break outcome(run, &at, opts.squash),
                }
            };
            if run.tick() {
                break 'iterations;
            }
            at.play_unchecked(tree[next].m);
            path.push(next as u32);
            node = next;
            if tree[node].visits == 0 && !(opts.solver && at.is_over()) {
                tree[node].mover = at.current();
                match playout(run, &at, &mut list, opts.squash) {
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
        if opts.history > 0.0 {
            for k in 1..path.len() {
                let mover = usize::from(tree[path[k - 1] as usize].mover);
                history.add(tree[path[k] as usize].m, rewards[mover]);
            }
        }
        if opts.solver && tree[*path.last().expect("the root") as usize].proven {
            for k in (0..path.len() - 1).rev() {
                if !prove(&mut tree, path[k] as usize) {
                    break;
                }
            }
        }
    }
    root_moves(&tree, usize::from(pos.current()), moves, &opts)
}

/// A paced search checks whether it has searched enough every this many
/// iterations.
const PACE_EVERY: u64 = 64;

/// Whether a paced search may stop after `iterations`: the most visited
/// root move cannot be caught in the iterations left (at the nodes an
/// iteration has cost so far), or [`MctsOptions::SOFT`] of the node budget
/// is spent and the two most visited are not close (the second under four
/// fifths of the first's visits). By nodes only, never the clock (which
/// stays the cap it always was): so a move found in a page replays the same
/// from its seed and node budget wherever the cap did not cut it.
fn enough<const N: usize>(run: &Run<'_, '_, N>, tree: &[Node], iterations: u64) -> bool {
    let (mut first, mut second) = (0u32, 0u32);
    let mut c = tree[0].first;
    while c != NONE {
        let v = tree[c as usize].visits;
        if v > first {
            second = first;
            first = v;
        } else if v > second {
            second = v;
        }
        c = tree[c as usize].sibling;
    }
    let nodes = run.nodes.max(1) as f64;
    let cap = run.budget.max_nodes as f64;
    let left = (cap - nodes).max(0.0) / nodes * iterations as f64;
    let spent = nodes / cap;
    let lead = f64::from(first - second);
    lead > left || (spent >= MctsOptions::SOFT && second * 5 < first * 4)
}

/// The solver at `node`, one of whose children was just proven: the node
/// is proven when that child wins for the node's mover, or when every
/// child is proven (the best for the mover, the first of equals). Returns
/// whether it is proven now.
fn prove(tree: &mut [Node], node: usize) -> bool {
    if tree[node].proven {
        return true;
    }
    let mover = usize::from(tree[node].mover);
    let mut all = tree[node].untried == 0;
    let mut best: Option<[f64; 6]> = None;
    let mut c = tree[node].first;
    while c != NONE {
        let child = &tree[c as usize];
        if child.proven {
            let e = child.exact;
            if e[mover] >= 1.0 {
                best = Some(e);
                all = true;
                break;
            }
            if best.is_none_or(|b| e[mover] >= b[mover]) {
                best = Some(e);
            }
        } else {
            all = false;
        }
        c = child.sibling;
    }
    match best {
        Some(e) if all => {
            tree[node].proven = true;
            tree[node].exact = e;
            true
        }
        _ => false,
    }
}

/// The child of `node` its mover likes best by UCT (with Progressive
/// History's bonus when it is on; a proven child by its exact reward).
fn select(tree: &[Node], node: usize, opts: &MctsOptions, history: &History) -> Option<usize> {
    let n = &tree[node];
    let ln = ln(f64::from(n.visits.max(1)));
    let mover = usize::from(n.mover);
    let mut best = None;
    let mut best_key = f64::NEG_INFINITY;
    let mut c = n.first;
    while c != NONE {
        let child = &tree[c as usize];
        let v = f64::from(child.visits.max(1));
        let mean = child.reward[mover] / v;
        let mut key = mean + opts.explore * (ln / v).sqrt();
        if child.proven {
            key = child.exact[mover];
        } else if opts.history > 0.0 {
            key += opts.history * history.mean(child.m) / (v * (1.0 - mean) + 1.0);
        }
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
    squash: f64,
) -> Option<[f64; 6]> {
    let mut at = *pos;
    let round = usize::from(at.players());
    let root = usize::from(run.root);
    let mut hops = 0;
    loop {
        if at.is_over() {
            return Some(outcome(run, &at, squash));
        }
        if hops >= round {
            at.legal_moves(list);
            let pending = list.as_slice().first().is_some_and(|m| m.is_jump());
            if !pending || hops >= round + PLAYOUT_EXTRA {
                return Some(outcome(run, &at, squash));
            }
        }
        if run.tick() {
            return None;
        }
        let Some(m) = policy(&at, &run.weights, root, false, Some(&mut run.rng)) else {
            return Some(outcome(run, &at, squash));
        };
        at.play_unchecked(m);
        hops += 1;
    }
}

/// Every seat's reward for `p`: 1 for a winner, 0 for a seat with no
/// pieces, else its evaluation squashed into 0..1 (`squash` hundredths of
/// a man reach 0.75).
fn outcome<const N: usize>(run: &Run<'_, '_, N>, p: &Position<N>, squash: f64) -> [f64; 6] {
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
            let x = f64::from(scores[s]) / squash;
            *r = 0.5 + 0.5 * x / (1.0 + x.abs());
        }
    }
    out
}

/// The root's moves ranked and scored, with their lines ([`Root`]). With
/// the solver, a move proven to win comes first and scores a win, one
/// proven to lose (the seat out, or another seat the winner) comes after
/// every other visited move and scores a loss.
fn root_moves(tree: &[Node], seat: usize, moves: &[RawMove], opts: &MctsOptions) -> Root {
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
    let proven = |c: u32| {
        let n = &tree[c as usize];
        match n.proven.then_some(n.exact[seat]) {
            Some(r) if r >= 1.0 => Some(true),
            Some(r) if r <= 0.0 => Some(false),
            _ => None,
        }
    };
    let mut by_visits: Vec<(RawMove, i32)> = visited
        .iter()
        .map(|&c| {
            let v = tree[c as usize].visits as i32;
            let rank = match proven(c) {
                Some(true) => v + (1 << 30),
                Some(false) => v - (1 << 30),
                None => v,
            };
            (tree[c as usize].m, rank)
        })
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
    let lines: Vec<(RawMove, Vec<RawMove>)> = visited
        .iter()
        .map(|&c| (tree[c as usize].m, line(tree, c)))
        .collect();
    // With the solver, a score beyond 28 000 means a proof: an estimate
    // stays short of it.
    let estimate = |mean: f64| score_of(mean, opts.squash).clamp(-27_999, 27_999);
    let score = |m: RawMove| {
        let c = *visited
            .iter()
            .find(|&&c| tree[c as usize].m == m)
            .expect("a visited move");
        let hops = lines.iter().find(|l| l.0 == m).map_or(0, |l| l.1.len()) as i32;
        match proven(c) {
            Some(true) => WIN - 1 - hops,
            Some(false) => -(WIN - 1 - hops),
            None if tree[c as usize].proven => estimate(tree[c as usize].exact[seat]),
            None if opts.solver => estimate(mean(m)),
            None => score_of(mean(m), opts.squash),
        }
    };
    let mut scored: Vec<(RawMove, i32)> = by_visits.iter().map(|&(m, _)| (m, score(m))).collect();
    for &m in moves {
        if !scored.iter().any(|&(s, _)| s == m) {
            scored.push((m, -crate::score::INF + 1));
        }
    }
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
/// inverse of [`outcome`]'s squash), for the root moves' list.
pub(crate) fn score_of(mean: f64, squash: f64) -> i32 {
    let y = (2.0 * mean - 1.0).clamp(-0.999, 0.999);
    (squash * y / (1.0 - y.abs())) as i32
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
