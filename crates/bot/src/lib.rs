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

mod alphabeta;
pub mod draw;
mod eval;
mod mcts;
mod memory;
mod opmodel;
mod profile;
mod score;
mod tt;
mod zobrist;

pub use draw::{judge_draw, DrawJudgement};
pub use eval::{Term, Weights, STRENGTH_TERMS, TERMS, TERM_NAMES};
pub use profile::{
    Features, Level, MctsOptions, ModelOptions, MultiMethod, Profile, LEVELS, LEVELS_V1, VERSIONS,
};
pub use report::{Method, RootMove, SearchReport};

use engine::raw::{self, MoveList, Position, PositionRef, RawMove};
use engine::{EndReason, Game, Hex, Move};
use memory::Memory;
use run::{Budget, Run};
use score::WIN;

/// Runs `$body` with `$p` bound to the game's position, whatever its width.
macro_rules! with_position {
    ($game:expr, $p:ident => $body:expr) => {
        match raw::position($game) {
            PositionRef::Small($p) => $body,
            PositionRef::Large($p) => $body,
        }
    };
}

mod report;
mod run;

/// A source of milliseconds from any fixed origin, handed in by the caller:
/// `Instant` natively, `performance.now()` in a browser.
pub trait Clock {
    /// Milliseconds since the clock's origin; never decreasing.
    fn now_ms(&mut self) -> f64;
}

/// A clock that never moves: only the node budget stops the search.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&mut self) -> f64 {
        0.0
    }
}

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

/// A reusable bot: owns its transposition table and buffers, so a page or
/// an arena allocates them once. Each search starts afresh (nothing of an
/// earlier search leaks into the next).
pub struct Searcher {
    mem: Memory,
    profile: Profile,
    /// One method for every table size, overriding the profile's.
    method: Option<MultiMethod>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher of [`Profile::CURRENT`] with a 2^18-entry table (6 MB).
    #[must_use]
    pub fn new() -> Searcher {
        Searcher::with_profile(Profile::CURRENT)
    }

    /// A searcher of another version of the bot ([`Profile::V1`]: the first).
    #[must_use]
    pub fn with_profile(profile: Profile) -> Searcher {
        Searcher {
            mem: Memory::new(18),
            profile,
            method: None,
        }
    }

    /// Forgets everything earlier searches left in the table (only
    /// [`Features::keep_table`] ever uses it): a new game.
    pub fn forget(&mut self) {
        self.mem.tt.clear();
    }

    /// The version of the bot this searcher plays.
    #[must_use]
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Plays `profile` from the next search on, keeping the table's memory
    /// (a page replaying a record's version reuses its 6 MB); the table
    /// is forgotten when the profile changes.
    pub fn set_profile(&mut self, profile: Profile) {
        if self.profile != profile {
            self.profile = profile;
            self.forget();
        }
    }

    /// The same searcher with one method for every table of three or more
    /// seats.
    #[must_use]
    pub fn with_method(mut self, method: MultiMethod) -> Searcher {
        self.method = Some(method);
        self
    }

    /// The same searcher with other opponent-model settings at every level.
    #[must_use]
    pub fn with_model(mut self, model: ModelOptions) -> Searcher {
        for level in &mut self.profile.levels {
            level.model = model;
        }
        self
    }

    /// The same searcher with other two-seat refinements.
    #[must_use]
    pub fn with_features(mut self, features: Features) -> Searcher {
        self.profile.features = features;
        self
    }

    /// Searches the game's position for its seat to move; the game is not
    /// changed.
    pub fn search(
        &mut self,
        game: &Game,
        opts: &SearchOptions,
        clock: &mut dyn Clock,
    ) -> SearchInfo {
        let start = clock.now_ms();
        let draws = drawing_moves(game);
        let (best, score, depth, nodes) = with_position!(game, p => {
            let found = self.run(p, opts, start, clock, &draws);
            (found.best.map(|m| p.to_move(m)), found.score, found.depth, found.nodes)
        });
        SearchInfo {
            best,
            score,
            depth,
            nodes,
            elapsed_ms: clock.now_ms() - start,
        }
    }

    /// The static score, for the seat to move, of playing its only move:
    /// nothing to choose, so nothing to search.
    fn score_after<const N: usize>(&self, pos: &Position<N>, m: RawMove) -> i32 {
        let mut child = *pos;
        child.play_unchecked(m);
        let seat = pos.current() as usize;
        if child.pieces(seat).is_empty() {
            -WIN
        } else if child.winner() == pos.current() {
            WIN
        } else if child.is_draw() {
            0
        } else {
            eval::score_for(
                &child,
                &eval::Tables::new(&child),
                &self.profile.weights,
                seat,
            )
        }
    }

    /// The search proper; `draws` are the root moves that end the game
    /// drawn by a house rule, scored 0 whatever the search saw beyond them.
    /// Never inlined: [`Searcher::search`] and [`Searcher::search_report`]
    /// share one copy (once per search, a call costs nothing).
    #[inline(never)]
    fn run<const N: usize>(
        &mut self,
        pos: &Position<N>,
        opts: &SearchOptions,
        start: f64,
        clock: &mut dyn Clock,
        draws: &[(Hex, Hex)],
    ) -> Found {
        let mut list = MoveList::default();
        pos.legal_moves(&mut list);
        match *list.as_slice() {
            [] => return Found::none(MultiMethod::BestReply),
            [m] => return self.only_move(pos, m, opts.level),
            _ => {}
        }
        let method = self.method_for(pos.players(), opts.level);
        let plan = Plan::new(&self.profile, opts, method, pos.players(), start);
        self.mem.reset(self.profile.features.keep_table);
        let hash = zobrist::hash(pos);
        let mut rng = opts.seed ^ hash.rotate_left(17);
        let mut run = self.start_run(pos, opts, &plan, hash, clock);
        let Searched {
            mut scored,
            depth,
            lines,
            fallback,
        } = plan.search(&mut run, pos, list.as_slice(), hash);
        let nodes = run.nodes;
        if !draws.is_empty() {
            score_draws(pos, &mut scored, draws);
        }
        let Some(&first) = scored.first() else {
            // Not even one ply fitted the budget: any legal move will do.
            let mut found = Found::none(method);
            found.best = Some(fallback);
            found.nodes = nodes;
            return found;
        };
        let (best, score) = if plan.exact {
            choose(&scored, plan.temperature, plan.miss_capture, &mut rng)
        } else {
            first
        };
        let line = lines
            .into_iter()
            .find(|(m, _)| *m == best)
            .map(|(_, line)| line)
            .unwrap_or_default();
        // Monte-Carlo tree search has no iterations: its depth is that of
        // the tree's most visited path (the move and its line).
        let depth = if method == MultiMethod::Mcts {
            1 + line.len() as u32
        } else {
            depth
        };
        Found {
            best: Some(best),
            score,
            depth,
            nodes,
            method,
            scored,
            line,
        }
    }

    /// What [`Searcher::run`] finds when the seat to move has one move:
    /// that move, scored statically.
    fn only_move<const N: usize>(&self, pos: &Position<N>, m: RawMove, level: u8) -> Found {
        let score = self.score_after(pos, m);
        let mut found = Found::none(self.method_for(pos.players(), level));
        found.best = Some(m);
        found.score = score;
        found.scored = vec![(m, score)];
        found
    }

    /// A search of `pos` under `plan`, on this searcher's memory, with the
    /// profile's weights and refinements and the level's opponent model.
    fn start_run<'a, 'c, const N: usize>(
        &'a mut self,
        pos: &Position<N>,
        opts: &SearchOptions,
        plan: &Plan,
        hash: u64,
        clock: &'c mut dyn Clock,
    ) -> Run<'a, 'c, N> {
        let profile = self.profile;
        let model = profile.level(opts.level).model;
        Run {
            mem: &mut self.mem,
            weights: profile.weights,
            tables: eval::Tables::new(pos),
            dirs: memory::dirs(&pos.board().delta),
            method: plan.method,
            features: profile.features,
            mcts: profile.mcts,
            hostile: model.hostile,
            samples: model.samples.max(1),
            rng: opts.seed ^ hash.rotate_left(29),
            root: pos.current(),
            ending: profile.features.endgame && kings_only(pos),
            nodes: 0,
            stopped: false,
            pre: Vec::new(),
            budget: Budget {
                max_nodes: plan.max_nodes,
                deadline_ms: plan.pace.start + plan.pace.time,
                clock,
            },
        }
    }

    /// The method this searcher uses at a table of `players` seats.
    fn method_for(&self, players: u8, level: u8) -> MultiMethod {
        match self.method {
            Some(m) if players > 2 => m,
            _ => self.profile.method(players, level),
        }
    }
}

/// What [`Searcher::run`] found: the move, its score, the depth completed,
/// the nodes, the method, and the root moves scored best first at the last
/// completed depth (kept for [`Searcher::search_report`]; the list exists
/// anyway, so handing it back costs nothing).
struct Found {
    best: Option<RawMove>,
    score: i32,
    depth: u32,
    nodes: u64,
    method: MultiMethod,
    scored: Vec<(RawMove, i32)>,
    /// The hops after `best` that Monte-Carlo tree search expects (the
    /// other methods' line is read from the table afterwards).
    line: Vec<RawMove>,
}

impl Found {
    fn none(method: MultiMethod) -> Found {
        Found {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            method,
            scored: Vec::new(),
            line: Vec::new(),
        }
    }
}

/// The legal moves that would end the game drawn by a house rule
/// (docs/endings.md#house-rules): a quiet step that reaches the no-progress limit or the
/// repetition count. Empty when no house rule is on.
fn drawing_moves(game: &Game) -> Vec<(Hex, Hex)> {
    if game.rules().is_off() {
        return Vec::new();
    }
    game.legal_moves()
        .into_iter()
        .filter(|m| m.capture.is_none() && !m.promotes)
        .filter(|m| {
            let mut after = game.clone();
            after.apply(m.from, m.to).is_ok()
                && matches!(
                    after.result().map(|r| r.reason),
                    Some(EndReason::NoProgress | EndReason::Repetition)
                )
        })
        .map(|m| (m.from, m.to))
        .collect()
}

/// Whether a two-seat position holds kings and no man.
fn kings_only<const N: usize>(pos: &Position<N>) -> bool {
    pos.players() == 2 && pos.occupied().without_all(pos.kings()).is_empty()
}

/// When iterative deepening may start another iteration.
/// One search's settings, read from the profile's level and the options:
/// its method, budgets, depth and noise.
struct Plan {
    method: MultiMethod,
    max_nodes: u64,
    max_depth: u32,
    /// Softmax temperature over the root scores (0: the best).
    temperature: i32,
    miss_capture: u64,
    /// Every root move's exact score is needed (the noise picks among them).
    exact: bool,
    pace: Pace,
}

impl Plan {
    fn new(
        profile: &Profile,
        opts: &SearchOptions,
        method: MultiMethod,
        players: u8,
        start: f64,
    ) -> Plan {
        let level = profile.level(opts.level);
        let (default_nodes, temperature) = if players <= 2 {
            (level.max_nodes, level.temperature)
        } else {
            (level.max_nodes_multi, level.temperature_multi)
        };
        let max_depth = if method == MultiMethod::OpponentModel {
            level.depth.min(level.model.depth.max(1))
        } else {
            level.depth
        };
        Plan {
            method,
            max_nodes: opts.max_nodes.unwrap_or(default_nodes),
            max_depth,
            temperature,
            miss_capture: level.miss_capture,
            exact: temperature > 0,
            pace: Pace {
                start,
                time: opts.time_ms.unwrap_or(level.time_ms),
                sharp_time: profile.features.sharp_time,
            },
        }
    }

    /// The root searched by the plan's method.
    fn search<const N: usize>(
        &self,
        run: &mut Run<'_, '_, N>,
        pos: &Position<N>,
        moves: &[RawMove],
        hash: u64,
    ) -> Searched {
        if self.method == MultiMethod::Mcts {
            let root = mcts::search(run, pos, moves);
            return Searched {
                scored: root.scored,
                depth: 1,
                lines: root.lines,
                fallback: moves[0],
            };
        }
        let mut moves: Vec<(RawMove, i32)> = moves.iter().map(|&m| (m, 0)).collect();
        let (scored, depth) = deepen(
            run,
            pos,
            hash,
            self.max_depth,
            &mut moves,
            self.exact,
            &self.pace,
        );
        Searched {
            scored,
            depth,
            lines: Vec::new(),
            fallback: moves[0].0,
        }
    }
}

/// What [`Plan::search`] found at the root.
struct Searched {
    /// The root moves scored, best first.
    scored: Vec<(RawMove, i32)>,
    /// The depth completed.
    depth: u32,
    /// Each root move's expected line (Monte-Carlo tree search only).
    lines: Vec<(RawMove, Vec<RawMove>)>,
    /// The move to play when no score came back: the first in the root's
    /// order as the search left it.
    fallback: RawMove,
}

/// Root moves that end the game drawn by a house rule are worth a draw
/// (ahead, the bot plays on; behind, it takes it): scored 0, the best
/// brought first (the first of equals), the rest as they were.
fn score_draws<const N: usize>(
    pos: &Position<N>,
    scored: &mut [(RawMove, i32)],
    draws: &[(Hex, Hex)],
) {
    for (m, score) in scored.iter_mut() {
        let mv = pos.to_move(*m);
        if draws.contains(&(mv.from, mv.to)) {
            *score = 0;
        }
    }
    if scored.is_empty() {
        return;
    }
    let best = (0..scored.len()).fold(0, |b, i| if scored[i].1 > scored[b].1 { i } else { b });
    scored[..=best].rotate_right(1);
}

struct Pace {
    start: f64,
    time: f64,
    sharp_time: bool,
}

impl Pace {
    /// Whether to start the iteration after one that left `now`, the best
    /// move having changed (`unstable`) or the score fallen (`falling`).
    fn go_on(&self, now: f64, unstable: bool, falling: bool) -> bool {
        let used = now - self.start;
        if !self.sharp_time {
            return used <= self.time * 0.5;
        }
        // The next iteration costs a few times the last: start it calm only
        // while it may finish; sharp, take the whole budget (the deadline
        // still stops it, and a part searched counts).
        used <= self.time * if unstable || falling { 1.0 } else { 0.33 }
    }
}

/// Iterative deepening at the root: the root moves scored best first at
/// the deepest iteration that finished (or got through its first move),
/// and that depth.
fn deepen<const N: usize>(
    run: &mut Run<'_, '_, N>,
    pos: &Position<N>,
    hash: u64,
    max_depth: u32,
    moves: &mut [(RawMove, i32)],
    exact: bool,
    pace: &Pace,
) -> (Vec<(RawMove, i32)>, u32) {
    let mut completed: Vec<(RawMove, i32)> = Vec::new();
    let mut depth_done = 0;
    for depth in 1..=max_depth as i32 {
        let done = run.root(pos, hash, depth, moves, exact);
        if run.stopped {
            if done > 0 && !exact {
                completed = moves.to_vec();
            }
            break;
        }
        let (unstable, falling) = match completed.first() {
            Some(&(m, s)) => (m != moves[0].0, moves[0].1 < s - 25),
            None => (false, false),
        };
        completed.clear();
        completed.extend_from_slice(moves);
        depth_done = depth as u32;
        let now = run.budget.clock.now_ms();
        if completed[0].1.abs() > WIN - 1_000 || !pace.go_on(now, unstable, falling) {
            break;
        }
    }
    (completed, depth_done)
}

/// A noisy level's pick: a softmax over root scores, and now and then any
/// capture at all when several are on.
fn choose(
    scored: &[(RawMove, i32)],
    temperature: i32,
    miss_capture: u64,
    rng: &mut u64,
) -> (RawMove, i32) {
    if scored[0].0.is_jump() && zobrist::splitmix64(rng) % 1000 < miss_capture {
        return scored[(zobrist::splitmix64(rng) % scored.len() as u64) as usize];
    }
    let best = scored[0].1;
    let t = f64::from(temperature);
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| exp_neg(f64::from(best - s) / t))
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = (zobrist::splitmix64(rng) >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return scored[i];
        }
        x -= w;
    }
    scored[0]
}

/// `e^-x` for `x >= 0` from additions and products alone, which IEEE
/// arithmetic rounds alike everywhere (library `exp` may differ between
/// targets, and the same seed must give the same move natively and in wasm).
fn exp_neg(x: f64) -> f64 {
    if x > 40.0 {
        return 0.0;
    }
    let mut y = 1.0 + x / 1024.0;
    for _ in 0..10 {
        y *= y;
    }
    1.0 / y
}

/// The bot's move for the seat to move, one of [`Game::legal_moves`];
/// `None` once the game is over. The game is not changed. Builds a
/// [`Searcher`] (and its table) for this one call: to search again, keep
/// a [`Searcher`].
#[must_use]
pub fn best_move(game: &Game, opts: &SearchOptions, clock: &mut dyn Clock) -> Option<Move> {
    Searcher::new().search(game, opts, clock).best
}

/// The static evaluation, one score per seat from that seat's point of
/// view, in hundredths of a man (a man is worth 100, a king 236 with the tuned weights). An
/// eliminated seat scores -20 000; once the game is won, the winner scores
/// 20 000; after a draw the survivors score 0.
#[must_use]
pub fn evaluate(game: &Game) -> Vec<i32> {
    evaluate_with(game, &Weights::default())
}

/// [`evaluate`] under other weights (the AI lab's sliders).
#[must_use]
pub fn evaluate_with(game: &Game, weights: &Weights) -> Vec<i32> {
    with_position!(game, p => {
        let n = p.players() as usize;
        if p.is_over() {
            (0..n)
                .map(|s| if p.pieces(s).is_empty() { eval::LOST } else if p.is_draw() { 0 } else { -eval::LOST })
                .collect()
        } else {
            eval::scores(p, &eval::Tables::new(p), weights)[..n].to_vec()
        }
    })
}

/// The static evaluation of [`evaluate`] split into its terms ([`Term`],
/// in the order of [`TERM_NAMES`]), one row per seat: for a game in progress
/// each row of a seat with pieces sums to that seat's score in [`evaluate`]
/// (the score the search uses); a seat with no pieces, and every seat once
/// the game is over, has a row of zeros (its score is not a sum of terms).
#[must_use]
pub fn evaluate_terms(game: &Game) -> Vec<[i32; TERMS]> {
    evaluate_terms_with(game, &Weights::default())
}

/// [`evaluate_terms`] under other weights: each row sums to that seat's
/// score in [`evaluate_with`] under the same weights.
#[must_use]
pub fn evaluate_terms_with(game: &Game, weights: &Weights) -> Vec<[i32; TERMS]> {
    with_position!(game, p => {
        let n = p.players() as usize;
        if p.is_over() {
            vec![[0; TERMS]; n]
        } else {
            eval::terms(p, &eval::Tables::new(p), weights)[..n].to_vec()
        }
    })
}

/// The pieces of `seat` that some other seat could jump right now,
/// whoever is to move, in reading order (none for a seat that does not
/// exist).
#[must_use]
pub fn threatened(game: &Game, seat: usize) -> Vec<Hex> {
    if seat >= game.players() {
        return Vec::new();
    }
    with_position!(game, p => {
        (eval::attacks(p).0 & p.pieces(seat)).iter().map(|i| p.board().hex(i)).collect()
    })
}
