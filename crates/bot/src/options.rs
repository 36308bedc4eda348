//! What a search is asked for ([`SearchOptions`]) and what it answers
//! ([`SearchInfo`]).

#[cfg(doc)]
use crate::profile::{Level, ModelOptions, LEVELS};
use engine::Move;

/// What to search for: a level, budgets and a seed.
///
/// `None` budgets take the level's defaults ([`LEVELS`]):
///
/// | level | depth | nodes (2 seats / 3+) | time cap | noise (2 seats / 3+) |
/// |---|---|---|---|---|
/// | 1 | 1 | 3 000 | 250 ms | strong: often a weaker move, sometimes a random capture |
/// | 2 | 2 | 10 000 | 500 ms | some / more |
/// | 3 | 4 | 30 000 | 1 s | a little / some |
/// | 4 | 4 | 60 000 | 1 s | none / a little |
/// | 5 | any | 2 000 000 / 350 000 | 1 s | none |
///
/// Level 5 searches six seats by Monte-Carlo tree search
/// ([`Level::mcts_from`]): its node budget counts every position played,
/// in the tree and in the playouts.
///
/// Level 5's node budgets are about a second of this machine's browser
/// (the two-seat search visits some 2.5 M positions a second in wasm, the
/// multi-seat searches fewer); its time cap is a safety net. With the
/// opponent model the depth counts the bot's own hops only and is at most
/// the level's [`ModelOptions::depth`] (2, and 3 at level 5); the
/// opponents' rounds between them cost nodes, not depth.
///
/// The node budget makes a search reproducible; time only caps it (a
/// search stopped by the clock may differ from run to run).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchOptions {
    /// 1 (a beginner who blunders) to 5 (full strength); clamped.
    pub level: u8,
    /// Most milliseconds to think.
    pub time_ms: Option<f64>,
    /// Seed of the level's randomness.
    pub seed: u64,
    /// Most positions to visit.
    pub max_nodes: Option<u64>,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            level: 5,
            time_ms: None,
            seed: 0,
            max_nodes: None,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// The chosen move, one of the legal moves; `None` once the game is over.
    pub best: Option<Move>,
    /// Its value for the seat to move, in hundredths of a man; beyond
    /// ±28 000 a forced win or loss.
    pub score: i32,
    /// Deepest iteration completed, in hops (Monte-Carlo tree search:
    /// the hops of the tree's most visited path).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent by the caller's clock.
    pub elapsed_ms: f64,
}
