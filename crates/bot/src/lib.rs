//! The bot of Hex Checkers: iterative-deepening alpha-beta over the law's
//! own positions, read through [`engine::raw`].
//!
//! - Two players: negamax with principal-variation search. Every hop is a
//!   ply; a chain keeps the same mover, so a score is negated only where
//!   the side to move changes. A hop that continues a chain costs no depth
//!   and late quiet moves are searched a hop shallower first ([`Features`]).
//! - Three or more: the method of the table size ([`Profile::method`]):
//!   paranoid (every opponent, in turn, plays against the bot) at three
//!   and four seats, where it beat the opponent model against bots that
//!   search; the opponent model at five and six: the bot's own moves are
//!   searched two deep (three at level 5), and each round of all the other seats between them
//!   is played by a policy of the law (the richest compulsory capture, else
//!   a quiet move leaving least en prise; sampled rounds averaged), so a
//!   piece that any later seat can jump is seen as lost. Level 5 at six
//!   seats: Monte-Carlo tree search with max^n backups (`mcts`), every
//!   seat choosing for itself in the tree, short playouts by that policy
//!   scored by the evaluation of every seat; as one of six first bots it
//!   took 55% over 150 games where the opponent model took 20%. Version 5
//!   ([`Profile::V5`], not yet the default) plays that search at four and
//!   five seats too, with Progressive History, the multi-player
//!   MCTS-Solver and a paced node budget ([`MctsOptions`]). Best-Reply Search
//!   (Schadd & Winands 2011) remains as an alternative ([`MultiMethod`]);
//!   BENCHMARKS.md holds the matches that chose between them.
//! - Versions: every bot that shipped is kept exact in [`VERSIONS`] under
//!   its name, so a record of a game can be replayed with the bot that
//!   played it; [`Profile::V1`] is the first bot, the yardstick (`l5@v1` in
//!   the arena); [`Profile::CURRENT`] is the version played by default.
//! - Zobrist keys (seat to move and chaining cell included), a fixed-size
//!   transposition table, captures first (victim, chain, promotion), then
//!   killers and history; a quiescence search that follows captures, with
//!   no stand-pat while a capture is compulsory for the side to move.
//! - Budgets: nodes (reproducible) and time (a cap). The clock comes from
//!   the caller ([`Clock`]): the bot reads no time, spawns no thread and
//!   touches no file, so it runs the same natively and in wasm.
//! - Levels 1 to 5 with a seed: the same position, level, seed and node
//!   budget give the same move.
//!
//! ```
//! use bot::{NoClock, SearchOptions};
//! let game = engine::Game::new(2, 5)?;
//! let opts = SearchOptions { level: 3, seed: 7, max_nodes: Some(2_000), ..SearchOptions::default() };
//! let m = bot::best_move(&game, &opts, &mut NoClock).expect("the game is not over");
//! assert!(game.legal_moves().contains(&m));
//! assert_eq!(bot::best_move(&game, &opts, &mut NoClock), Some(m));
//! # Ok::<(), engine::SetupError>(())
//! ```

/// Runs `$body` with `$p` bound to the game's position, whatever its width.
macro_rules! with_position {
    ($game:expr, $p:ident => $body:expr) => {
        match engine::raw::position($game) {
            engine::raw::PositionRef::Small($p) => $body,
            engine::raw::PositionRef::Large($p) => $body,
        }
    };
}

mod alphabeta;
mod analysis;
mod brsplus;
mod clock;
pub mod draw;
mod eval;
pub mod learned;
mod mcts;
mod memory;
mod opmodel;
mod options;
mod ordering;
mod plan;
mod profile;
mod report;
mod run;
mod score;
mod searcher;
mod tables;
mod tt;
mod zobrist;

pub use analysis::{evaluate, evaluate_terms, evaluate_terms_with, evaluate_with, threatened};
pub use clock::{Clock, NoClock};
pub use draw::{judge_draw, DrawJudgement};
pub use eval::{learned_terms, Convert, Term, Weights, STRENGTH_TERMS, TERMS, TERM_NAMES};
pub use options::{SearchInfo, SearchOptions};
pub use profile::{
    Features, Level, MctsOptions, ModelOptions, MultiMethod, Profile, DEFAULT_VERSIONS, LEVELS,
    LEVELS_V1, VERSIONS,
};
pub use report::{Method, RootMove, SearchReport};
pub use searcher::{best_move, Searcher};
