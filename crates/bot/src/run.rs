//! One search in progress ([`Run`]): the state every method of the bot
//! shares (the searcher's memory, the evaluation's weights and tables, the
//! budget, the sampling stream) and the three questions each asks of it at
//! every node: the static value for the root, whether to stop, and the
//! value of a game that ended.
//!
//! The methods themselves live with their concept: two-seat alpha-beta,
//! paranoid and Best-Reply Search are `Run`'s own recursion
//! (`alphabeta.rs`); the opponent model (`opmodel::search`) and Monte-Carlo
//! tree search (`mcts::search`) are functions over a `Run`.

use crate::eval::{self, Tables, Weights};
use crate::memory::{Dirs, Memory};
use crate::profile::{Features, MctsOptions, MultiMethod};
use crate::score::WIN;
use engine::raw::Position;

/// The clock is read once every `CLOCK_EVERY + 1` nodes: often enough that a
/// search starved of the processor (a busy machine, a multi-seat node that
/// costs a policy per opponent) still stops near its deadline, rarely enough
/// to cost nothing measurable.
const CLOCK_EVERY: u64 = 255;

/// Where and when to stop.
pub(crate) struct Budget<'c> {
    pub max_nodes: u64,
    pub deadline_ms: f64,
    pub clock: &'c mut dyn crate::clock::Clock,
}

/// One search in progress.
pub(crate) struct Run<'a, 'c, const N: usize> {
    pub mem: &'a mut Memory,
    pub weights: Weights,
    pub tables: Tables<N>,
    /// The board's hop directions by cell-index difference ([`dirs`]).
    pub dirs: Dirs,
    pub method: MultiMethod,
    pub features: Features,
    /// Monte-Carlo tree search's settings.
    pub mcts: MctsOptions,
    /// Opponent model: quiet opponents prefer exposing the root's pieces
    /// to their own safety.
    pub hostile: bool,
    /// Opponent model: sampled rounds averaged after each move of the
    /// root (1: one deterministic round).
    pub samples: u32,
    /// Opponent model: the sampling stream (seeded per search).
    pub rng: u64,
    pub root: u8,
    /// A kings-only two-seat ending searched with [`eval::ending`] (the
    /// tree below a kings-only root holds no man).
    pub ending: bool,
    /// What progress (a capture or a crowning since the root: fewer pieces
    /// or more kings on the board) adds to the root's static value
    /// ([`crate::Convert::progress`] scaled by the no-progress count; 0
    /// unless the root leads at three or more seats under the rule).
    pub progress: i32,
    /// The root's pieces and kings, to tell progress.
    pub root_counts: (u32, u32),
    pub nodes: u64,
    pub stopped: bool,
    /// Best-Reply Search plus: a stack of the positions an opponents'
    /// layer generates from, each opponent's after the ones before it in
    /// turn order played their ordering moves (with its hash), kept per
    /// node like the move stack.
    pub pre: Vec<(Position<N>, u64)>,
    pub budget: Budget<'c>,
}

/// The pieces and kings on the board.
#[inline]
pub(crate) fn counts<const N: usize>(p: &Position<N>) -> (u32, u32) {
    (p.occupied().count(), p.kings().count())
}

/// Whether something was captured or crowned between a position of
/// `counts` and `p` (a capture leaves fewer pieces, a crowning more kings).
#[inline]
fn progressed<const N: usize>(p: &Position<N>, (pieces, kings): (u32, u32)) -> bool {
    let (now, crowned) = counts(p);
    now < pieces || crowned > kings
}

/// [`Run::progress`] for a root seat of `pos`, `quiet` turns into a
/// no-progress rule of `limit` turns (0: none).
pub(crate) fn progress<const N: usize>(
    pos: &Position<N>,
    w: &Weights,
    quiet: u32,
    limit: u32,
) -> i32 {
    let n = pos.players() as usize;
    let c = w.convert.progress;
    if c == 0 || limit == 0 || n < 3 {
        return 0;
    }
    let material = |s: usize| eval::material(pos, w, s);
    let root = pos.current() as usize;
    let ahead = (0..n).all(|o| o == root || material(o) < material(root));
    if !ahead {
        return 0;
    }
    c * quiet.min(limit) as i32 / limit as i32
}

impl<const N: usize> Run<'_, '_, N> {
    /// Static value for the root seat.
    #[inline]
    pub(crate) fn eval_root(&self, p: &Position<N>) -> i32 {
        let root = self.root as usize;
        let mut score = eval::score_for(p, &self.tables, &self.weights, root);
        if self.progress != 0 && progressed(p, self.root_counts) {
            score += self.progress;
        }
        if !self.ending {
            return score;
        }
        let score = score + eval::ending(p, &self.tables, root);
        if eval::drawn_ending(p) {
            score * eval::DRAWN_SHARE / 100
        } else {
            score
        }
    }

    /// Whether the search must stop now; counts the node otherwise.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.budget.max_nodes
            || (self.nodes & CLOCK_EVERY == CLOCK_EVERY
                && self.budget.clock.now_ms() >= self.budget.deadline_ms)
        {
            self.stopped = true;
            return true;
        }
        self.nodes += 1;
        false
    }

    /// The value for the root seat of a game that ended, or of a position
    /// where the root lost its last piece; `None` while it goes on.
    #[inline]
    pub(crate) fn terminal(&self, p: &Position<N>, ply: usize) -> Option<i32> {
        let root = self.root as usize;
        if p.pieces(root).is_empty() {
            return Some(-(WIN - ply as i32));
        }
        if !p.is_over() {
            return None;
        }
        Some(if p.is_draw() {
            0
        } else if p.winner() == self.root {
            WIN - ply as i32
        } else {
            -(WIN - ply as i32)
        })
    }
}
