//! The search's values and limits, shared by every method: the window's
//! ends, a win scored by its distance (and how the table stores it), how
//! deep a line may go (and an expected line is long), and root moves
//! ordered by score.

use engine::raw::RawMove;

/// Above any evaluation; a win found `ply` plies down scores `WIN - ply`.
pub(crate) const INF: i32 = 30_000;
pub(crate) const WIN: i32 = 29_000;
/// Scores beyond this are wins the search found, not evaluations.
pub(crate) const MATE_ZONE: i32 = WIN - 1_000;
pub(crate) const MAX_PLY: usize = 96;
/// Captures after the nominal depth are followed this far at most.
pub(crate) const QUIESCENCE_PLIES: i32 = 24;
/// The most hops of an expected line (the lab's report; Monte-Carlo's
/// tree line keeps one fewer, the root move not counted).
pub(crate) const LINE_HOPS: usize = 16;

/// Scored root moves, best first; a stable sort keeps the earlier
/// (better-ordered) move on ties. Not generic, so the standard sort is
/// compiled once for every board width and both callers (each closure of
/// its own made four copies, about 15 KB of wasm); it runs at the root
/// only, once per iteration.
pub(crate) fn sort_best_first(moves: &mut [(RawMove, i32)]) {
    moves.sort_by_key(|&(_, s)| core::cmp::Reverse(s));
}

/// A score as the table keeps it: a win counted from this node, not the
/// root, so the entry serves wherever the position recurs.
#[inline]
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_ZONE {
        score + ply as i32
    } else if score < -MATE_ZONE {
        score - ply as i32
    } else {
        score
    }
}

/// A score from the table, a win counted from the root again ([`to_tt`]).
#[inline]
pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_ZONE {
        score - ply as i32
    } else if score < -MATE_ZONE {
        score + ply as i32
    } else {
        score
    }
}
