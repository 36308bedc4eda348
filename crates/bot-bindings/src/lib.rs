//! The bot's wasm face: search, evaluation, the draw judgement and perft, in a
//! module of its own, so that a page that only plays loads the law alone
//! (`hex-checkers-bindings`, about half the size) and only the threads that
//! think (the bot's worker, the analysis worker, the lab) load this one.
//!
//! This module cannot see the law module's memory: a position crosses as its
//! snapshot text, the engine's own complete and versioned form
//! ([`BotGame::restore`]), once per position: the contract module
//! (`js/hex-checkers.js` of the bindings crate) keeps each game's copy here in
//! step and hands it over only after a change. Answers cross back in the
//! packed layouts of the `packed` crate, which the law's module shares
//! (`pack.rs` packs the bot's own answers by them). The bot's tables (levels,
//! versions, the names of its terms and weights) are read from here too:
//! `scripts/build-pkg.sh` writes them into the package's
//! `wasm/bot_tables.js`, so the contract module has them as soon as the law
//! is loaded without the law's module depending on the bot. Nothing here
//! unwraps: no input reaches a panic.

mod pack;

use bot::{Clock, Profile, SearchOptions, Searcher, Weights, LEVELS, TERM_NAMES, VERSIONS};
use engine::Game;
use wasm_bindgen::prelude::*;

fn err(msg: impl std::fmt::Display) -> JsError {
    JsError::new(&msg.to_string())
}

#[wasm_bindgen]
extern "C" {
    /// The host's monotonic clock: in pages, workers and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The search's clock, handed in from outside: `std::time::Instant` panics
/// on `wasm32-unknown-unknown`.
struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&mut self) -> f64 {
        performance_now()
    }
}

/// The packed layouts of both modules as JSON (the `packed` crate, which
/// both use), for the test that holds the JS module's `PACKED` to them. Here
/// rather than in the law's module: no page needs it to play.
#[wasm_bindgen(js_name = packedLayout)]
pub fn packed_layout() -> String {
    packed::description()
}

/// The bot's levels, weakest first, packed as [`packed::level`].
#[wasm_bindgen(js_name = botLevels)]
pub fn bot_levels() -> Vec<f64> {
    pack::pack_levels(&LEVELS)
}

/// The name of the bot's version `i`, oldest first, or nothing past the
/// last (the one this build plays by default is `botVersionCurrent`).
#[wasm_bindgen(js_name = botVersionName)]
pub fn bot_version_name(i: usize) -> Option<String> {
    VERSIONS.get(i).map(|(name, _)| (*name).to_owned())
}

/// The name of the version of the bot this build plays unless told which
/// at most table sizes (one of the `botVersionName`s, not always the last;
/// `botVersionFor` names the one of each table size).
#[wasm_bindgen(js_name = botVersionCurrent)]
pub fn bot_version_current() -> String {
    Profile::CURRENT_VERSION.to_owned()
}

/// The name of the version of the bot played unless told which at a table
/// of `players` seats (`bot::DEFAULT_VERSIONS`; `botVersionCurrent` outside
/// 2 to 6): what `bestMove` plays with no `version`, and what a record of a
/// game at that table names.
#[wasm_bindgen(js_name = botVersionFor)]
pub fn bot_version_for(players: usize) -> String {
    Profile::default_version(players).to_owned()
}

/// The name of the evaluation's term `i` (in the order of
/// `evaluateTerms` rows), or nothing past the last.
#[wasm_bindgen(js_name = evalTermName)]
pub fn eval_term_name(i: usize) -> Option<String> {
    TERM_NAMES.get(i).map(|name| (*name).to_owned())
}

/// The name of the evaluation's weight `i`, in the order `bestMove` takes
/// them (the arena's `:man=` … options use the same names), or nothing past
/// the last.
#[wasm_bindgen(js_name = evalWeightName)]
pub fn eval_weight_name(i: usize) -> Option<String> {
    Weights::NAMES.get(i).map(|name| (*name).to_owned())
}

/// The bot's own evaluation weights, in the order of [`eval_weight_name`].
#[wasm_bindgen(js_name = evalWeights)]
pub fn eval_weights() -> Vec<i32> {
    let mut w = Weights::default();
    (0..Weights::NAMES.len())
        .filter_map(|i| w.slot_mut(i).map(|v| *v))
        .collect()
}

/// Installs the panic hook of debug builds; a no-op otherwise.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "debug-panic")]
    console_error_panic_hook::set_once();
}

/// The bot's copy of one game: the position (from the law module's
/// snapshot) and the searcher that thinks about it.
#[wasm_bindgen]
pub struct BotGame {
    game: Game,
    /// The bot's searcher and its 6 MB table, made by the first search and
    /// reused by every later one (a search does not depend on the ones
    /// before it, so reuse changes no move).
    searcher: Option<Box<Searcher>>,
}

#[wasm_bindgen]
impl BotGame {
    /// The bot's copy of the position a snapshot gives; an error names
    /// what is wrong with the text.
    #[wasm_bindgen(constructor)]
    pub fn new(snapshot: &str) -> Result<BotGame, JsError> {
        Ok(BotGame {
            game: Game::restore(snapshot).map_err(err)?,
            searcher: None,
        })
    }

    /// Replaces the position (the searcher and its table stay); a bad text
    /// is an error and keeps the old one.
    pub fn restore(&mut self, snapshot: &str) -> Result<(), JsError> {
        self.game = Game::restore(snapshot).map_err(err)?;
        Ok(())
    }

    /// Turns since the last capture or crowning, as the snapshot read gave
    /// them (the default of `drawOffer`'s `quiet`).
    #[wasm_bindgen(js_name = quietTurns)]
    pub fn quiet_turns(&self) -> u32 {
        self.game.quiet_turns()
    }

    /// Bulk-counted perft from this position (as a double: counts can pass
    /// 2^32): it lives with the search, as no page needs it to play.
    pub fn perft(&self, depth: u32) -> Result<f64, JsError> {
        if depth > 8 {
            return Err(err(format!("perft depth must be at most 8, got {depth}")));
        }
        Ok(self.game.perft(depth) as f64)
    }

    /// The bot's move, packed as [`packed::best`], or empty once the game
    /// is over. `time_ms` and `max_nodes` below 0 mean the
    /// level's default; the seed comes as two 32-bit halves; `weights`
    /// (in the order of `evalWeightName`) replace the bot's
    /// own for this search. With `report`, the same search packed as
    /// [`packed::report`]: also every root move's score and the line it
    /// expected (the other armies' replies as its method saw them), read
    /// after the search, for the lab. `version` names the version of the bot
    /// to play (a record's, to replay it), the one played by default at this
    /// table's size when none is given (`botVersionFor`); an unknown one is an
    /// error. The position is not changed.
    #[wasm_bindgen(js_name = bestMove)]
    #[allow(clippy::too_many_arguments)]
    pub fn best_move(
        &mut self,
        level: u8,
        time_ms: f64,
        seed_hi: u32,
        seed_lo: u32,
        max_nodes: f64,
        weights: Option<Vec<i32>>,
        version: Option<String>,
        report: bool,
    ) -> Result<Vec<f64>, JsError> {
        let opts = search_options(level, time_ms, (seed_hi, seed_lo), max_nodes);
        let mut want = profile_of(version.as_deref(), self.game.players())?;
        want.weights = weights_or(weights, want.weights)?;
        // The searcher keeps its table's memory; only its profile changes, and only when asked.
        let mut searcher = self.searcher.take().unwrap_or_default();
        searcher.set_profile(want);
        let packed = if report {
            pack::pack_report(&searcher.search_report(&self.game, &opts, &mut PerformanceClock))
        } else {
            pack::pack_best(&searcher.search(&self.game, &opts, &mut PerformanceClock))
        };
        self.searcher = Some(searcher);
        Ok(packed)
    }

    /// The bot's judgement of a draw for `seat`, packed as
    /// [`packed::draw`]: whether it would offer one and accept one, after
    /// `quiet` turns without a capture or crowning (a search at the given
    /// budget when `seat` is to move, by the version played by default at
    /// this table's size). The position is not changed.
    #[wasm_bindgen(js_name = drawOffer)]
    pub fn draw_offer(
        &mut self,
        seat: u32,
        level: u8,
        seed_hi: u32,
        seed_lo: u32,
        max_nodes: f64,
        quiet: u32,
    ) -> Vec<i32> {
        let opts = search_options(level, -1.0, (seed_hi, seed_lo), max_nodes);
        let players = self.game.players();
        let searcher = self.searcher.get_or_insert_with(Box::default);
        searcher.set_profile(Profile::default_for(players));
        let j = bot::judge_draw(
            searcher,
            &self.game,
            seat as usize,
            quiet,
            &opts,
            &mut PerformanceClock,
        );
        pack::pack_draw(&j)
    }

    /// The static evaluation, one score per seat from its own point of
    /// view, under the bot's own weights or `weights` (a list of the wrong
    /// length is an error).
    pub fn evaluate(&self, weights: Option<Vec<i32>>) -> Result<Vec<i32>, JsError> {
        Ok(bot::evaluate_with(
            &self.game,
            &weights_or(weights, Weights::default())?,
        ))
    }

    /// The static evaluation split into its terms: one row of
    /// [`bot::TERMS`] numbers per seat, seat after seat (see
    /// `bot::evaluate_terms`: a seat's row sums to its score, or is all
    /// zeros when its score is no sum), under the bot's own weights or
    /// `weights` as in [`BotGame::evaluate`].
    #[wasm_bindgen(js_name = evaluateTerms)]
    pub fn evaluate_terms(&self, weights: Option<Vec<i32>>) -> Result<Vec<i32>, JsError> {
        let w = weights_or(weights, Weights::default())?;
        Ok(bot::evaluate_terms_with(&self.game, &w).concat())
    }
}

/// Weights from a list in the order of `Weights::NAMES`, `own` when none
/// is given; an error names a list of the wrong length.
fn weights_or(list: Option<Vec<i32>>, own: Weights) -> Result<Weights, JsError> {
    let mut w = own;
    let Some(list) = list else {
        return Ok(w);
    };
    if list.len() != Weights::NAMES.len() {
        return Err(err(format!(
            "weights must list {} numbers, got {}",
            Weights::NAMES.len(),
            list.len()
        )));
    }
    for (i, &v) in list.iter().enumerate() {
        if let Some(slot) = w.slot_mut(i) {
            *slot = v;
        }
    }
    Ok(w)
}

/// The bot of `version`; when none is named, the one played by default at a
/// table of `players` seats. An error names an unknown version and the ones
/// this build knows.
fn profile_of(version: Option<&str>, players: usize) -> Result<Profile, JsError> {
    let Some(version) = version else {
        return Ok(Profile::default_for(players));
    };
    Profile::by_version(version).ok_or_else(|| {
        let known: Vec<&str> = VERSIONS.iter().map(|(name, _)| *name).collect();
        err(format!(
            "unknown bot version {version:?}: this build knows {}",
            known.join(", ")
        ))
    })
}

/// Search options from the numbers JS passes: `time_ms` and `max_nodes`
/// below 0 take the level's defaults; the seed comes as two 32-bit halves.
fn search_options(level: u8, time_ms: f64, (hi, lo): (u32, u32), max_nodes: f64) -> SearchOptions {
    SearchOptions {
        level: level.clamp(1, 5),
        time_ms: (time_ms >= 0.0).then_some(time_ms),
        seed: u64::from(hi) << 32 | u64::from(lo),
        max_nodes: (max_nodes >= 0.0).then_some(max_nodes as u64),
    }
}
