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
//!   took 55% over 150 games where the opponent model took 20%. Best-Reply Search
//!   (Schadd & Winands 2011) remains as an alternative ([`MultiMethod`]);
//!   BENCHMARKS.md holds the matches that chose between them.
//! - Versions: every bot that shipped is kept exact in [`VERSIONS`] under
//!   its name, so a record of a game can be replayed with the bot that
//!   played it; [`Profile::V1`] is the first bot, the yardstick (`l5@v1` in
//!   the arena); [`Profile::CURRENT`] is the newest version.
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
mod opmodel;
mod tt;
mod zobrist;

pub use draw::{judge_draw, DrawJudgement};
pub use eval::{Term, Weights, STRENGTH_TERMS, TERMS, TERM_NAMES};
pub use report::{Method, RootMove, SearchReport};

use alphabeta::{Budget, Memory, Run, MAX_PLY, WIN};
use engine::raw::{self, MoveList, Position, PositionRef, RawMove};
use engine::{EndReason, Game, Hex, Move};

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

/// How the search treats three or more seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MultiMethod {
    /// Best-Reply Search: between two moves of the bot, only the strongest
    /// single reply among all opponents.
    BestReply,
    /// Paranoid: every opponent, in turn order, plays against the bot.
    Paranoid,
    /// Opponent model: only the bot's own moves are searched; every other
    /// seat plays a fixed policy of the law (the richest compulsory
    /// capture, else the safest quiet move), full rounds between two moves
    /// of the bot. The default: it beat both others against greedy seats
    /// (BENCHMARKS.md). Two seats use [`MultiMethod::BestReply`], which is
    /// plain alpha-beta there.
    #[default]
    OpponentModel,
    /// Monte-Carlo tree search with max^n backups: every seat, in the
    /// tree, picks its moves for its own reward; short playouts by the
    /// opponent model's policy, scored by the evaluation of every seat.
    Mcts,
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

/// A level's defaults: the depth, node and time budgets a search at that
/// level takes when [`SearchOptions`] leaves them `None`, and its noise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// The level, 1 to 5.
    pub level: u8,
    /// Deepest iteration, in hops.
    pub depth: u32,
    /// Most positions to visit at two seats.
    pub max_nodes: u64,
    /// Most positions to visit at three or more seats (another search,
    /// with another speed: [`MultiMethod`]).
    pub max_nodes_multi: u64,
    /// Most milliseconds to think.
    pub time_ms: f64,
    /// Softmax temperature over root scores at two seats, in hundredths of
    /// a man; 0 picks the best.
    pub temperature: i32,
    /// The same at three or more seats.
    pub temperature_multi: i32,
    /// Chance in 1000 of picking any capture when several are on.
    pub miss_capture: u64,
    /// The opponent model of this level ([`MultiMethod::OpponentModel`]):
    /// its depth, capped by [`Level::depth`], and its sampled rounds.
    pub model: ModelOptions,
    /// Tables of this many seats or more are searched by Monte-Carlo tree
    /// search ([`MultiMethod::Mcts`]) at this level, whatever the
    /// profile's method for them; [`Level::NO_MCTS`]: never.
    pub mcts_from: u8,
}

impl Level {
    /// [`Level::mcts_from`] of a level that never uses Monte-Carlo tree search.
    pub const NO_MCTS: u8 = 7;
}

/// The five levels of the first bot (`l5@v1` in the arena), weakest first;
/// the yardstick every improvement is measured against.
pub const LEVELS_V1: [Level; 5] = [
    Level {
        level: 1,
        depth: 1,
        max_nodes: 3_000,
        max_nodes_multi: 3_000,
        time_ms: 250.0,
        temperature: 150,
        temperature_multi: 150,
        miss_capture: 300,
        model: ModelOptions::V1,
        mcts_from: Level::NO_MCTS,
    },
    Level {
        level: 2,
        depth: 2,
        max_nodes: 10_000,
        max_nodes_multi: 10_000,
        time_ms: 500.0,
        temperature: 60,
        temperature_multi: 60,
        miss_capture: 0,
        model: ModelOptions::V1,
        mcts_from: Level::NO_MCTS,
    },
    Level {
        level: 3,
        depth: 4,
        max_nodes: 30_000,
        max_nodes_multi: 30_000,
        time_ms: 1_000.0,
        temperature: 20,
        temperature_multi: 20,
        miss_capture: 0,
        model: ModelOptions::V1,
        mcts_from: Level::NO_MCTS,
    },
    Level {
        level: 4,
        depth: 4,
        max_nodes: 60_000,
        max_nodes_multi: 60_000,
        time_ms: 2_000.0,
        temperature: 0,
        temperature_multi: 0,
        miss_capture: 0,
        model: ModelOptions::V1,
        mcts_from: Level::NO_MCTS,
    },
    Level {
        level: 5,
        depth: MAX_PLY as u32,
        max_nodes: 250_000,
        max_nodes_multi: 250_000,
        time_ms: 5_000.0,
        temperature: 0,
        temperature_multi: 0,
        miss_capture: 0,
        model: ModelOptions::V1,
        mcts_from: Level::NO_MCTS,
    },
];

/// The five levels, weakest first (`LEVELS[level - 1]`); the table in
/// [`SearchOptions`] describes them.
pub const LEVELS: [Level; 5] = Profile::CURRENT.levels;

/// Search refinements of two-seat alpha-beta that a [`Profile`] turns on
/// (all off in [`Profile::V1`], the first bot).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)]
pub struct Features {
    /// A hop that continues a chain costs no depth (a chain is one move
    /// of the law, however many hops it takes).
    pub chain_extension: bool,
    /// Late quiet moves at depth 3 or more are searched one hop shallower
    /// first, and again in full when they beat alpha.
    pub reductions: bool,
    /// The table keeps its entries from one search to the next (move
    /// ordering and cut-offs of the earlier move's tree). A search then
    /// depends on the ones before it on this searcher.
    pub keep_table: bool,
    /// Time management: a new iteration starts only while a third of the
    /// budget is left, unless the position is sharp (the best move changed
    /// or the score fell at the last iteration), which may use it all.
    pub sharp_time: bool,
    /// Kings-only endings at two seats: the side with more kings closes in
    /// on the other's, takes their room and drives them to the rim, and two
    /// kings against one count as the draw they are (`eval::ending`). Only
    /// such positions are searched differently.
    pub endgame: bool,
}

impl Features {
    /// None of the refinements: the first bot.
    pub const NONE: Features = Features {
        chain_extension: false,
        reductions: false,
        keep_table: false,
        sharp_time: false,
        endgame: false,
    };
}

/// One version of the bot: its levels, evaluation weights, the method for
/// each table size and the search refinements. Every version in
/// [`VERSIONS`] is kept exact (its moves are pinned by the golden test):
/// matches of a new bot against the first run side by side in one process,
/// and a game's record is replayed with the version that played it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Profile {
    /// Levels 1 to 5.
    pub levels: [Level; 5],
    /// Evaluation weights.
    pub weights: Weights,
    /// Method for 3, 4, 5 and 6 seats.
    pub methods: [MultiMethod; 4],
    /// Two-seat search refinements.
    pub features: Features,
}

impl Profile {
    /// The first bot (`l1@v1` .. `l5@v1` in the arena).
    pub const V1: Profile = Profile {
        levels: LEVELS_V1,
        weights: Weights::V1,
        methods: [MultiMethod::OpponentModel; 4],
        features: Features::NONE,
    };

    /// The bot of version 2: [`Profile::V3`] with the noise of two seats
    /// at every table size (the bot remote games were played with before
    /// their records named a version).
    pub const V2: Profile = Profile {
        levels: levels_v2(),
        ..Profile::V3
    };

    /// The bot of version 3: levels 1 to 4 noisier at three or more seats
    /// than [`Profile::V2`].
    pub const V3: Profile = Profile {
        levels: levels_v3(),
        weights: Weights::TUNED,
        methods: [
            MultiMethod::Paranoid,
            MultiMethod::Paranoid,
            MultiMethod::OpponentModel,
            MultiMethod::OpponentModel,
        ],
        features: Features {
            chain_extension: true,
            reductions: true,
            keep_table: false,
            sharp_time: true,
            endgame: true,
        },
    };

    /// The bot of version 4: [`Profile::V3`] with level 5 searching tables
    /// of six by Monte-Carlo tree search ([`MultiMethod::Mcts`]), at the
    /// same node budget.
    pub const V4: Profile = Profile {
        levels: levels_v4(),
        ..Profile::V3
    };

    /// The bot as it plays now: the newest of [`VERSIONS`].
    pub const CURRENT: Profile = VERSIONS[VERSIONS.len() - 1].1;

    /// The name of [`Profile::CURRENT`]'s version.
    pub const CURRENT_VERSION: &'static str = VERSIONS[VERSIONS.len() - 1].0;

    /// The version of the bot called `version` ("1", "2", ...), if this
    /// build knows it.
    #[must_use]
    pub fn by_version(version: &str) -> Option<Profile> {
        VERSIONS
            .iter()
            .find(|(name, _)| *name == version)
            .map(|(_, profile)| *profile)
    }

    /// The level's row, `level` clamped to 1..=5.
    #[must_use]
    pub fn level(&self, level: u8) -> &Level {
        &self.levels[usize::from(level.clamp(1, 5)) - 1]
    }

    /// The method for a table of `players` seats (two: alpha-beta) at
    /// `level` (its [`Level::mcts_from`] first).
    #[must_use]
    pub fn method(&self, players: u8, level: u8) -> MultiMethod {
        if players <= 2 {
            MultiMethod::BestReply
        } else if players >= self.level(level).mcts_from {
            MultiMethod::Mcts
        } else {
            self.methods[usize::from(players.min(6)) - 3]
        }
    }
}

/// Every version of the bot that shipped, oldest first, by the name a
/// record of a game carries; the last is [`Profile::CURRENT`]. A change of
/// what the bot plays is a new version at the end: a version once shipped
/// is never changed (its golden file, `tests/data/golden-moves-v*.txt`,
/// holds it to that), or the records it played would no longer replay.
pub const VERSIONS: &[(&str, Profile)] = &[
    ("1", Profile::V1),
    ("2", Profile::V2),
    ("3", Profile::V3),
    ("4", Profile::V4),
];

/// The levels of [`Profile::V2`]: those of the first bot, with level 5
/// given about a second of this machine's browser at every table size (its
/// node budgets take about 0.7 s on a quiet machine; the time cap, a safety
/// net, keeps a move under a second when the machine is loaded), and no
/// level's time cap above level 5's.
///
/// Level 5's opponent model (five and six seats) searches three of its own
/// hops, not two: at two it stopped after some 20 000 positions, in well
/// under 0.1 s, and left most of its budget unused. Three own hops with
/// four sampled rounds after each do not finish in 350 000 positions from
/// most middle games; the iteration's moves searched so far (the best of
/// depth two first) count, so the budget goes to checking the likeliest
/// moves a round deeper. As one of six against five first bots it scored
/// 20.3% [14.7%, 27.5%] over 150 games (fair share 16.7%), and led the
/// screens of eight samples at depth two and two samples at depth three
/// (BENCHMARKS.md, "Issue 15, third session").
/// Levels 1 to 4 keep two own hops: their budgets would not reach a
/// third.
const fn levels_v2() -> [Level; 5] {
    let mut levels = LEVELS_V1;
    levels[3].time_ms = 1_000.0;
    levels[4].max_nodes = 2_000_000;
    levels[4].max_nodes_multi = 350_000;
    levels[4].time_ms = 1_000.0;
    levels[4].model.depth = 3;
    levels
}

/// The levels of [`Profile::V3`]: those of [`Profile::V2`], with levels 1
/// to 4 told apart at three or more seats by their noise
/// (`temperature_multi`: 300, 120, 80 and 30 hundredths of a man, against
/// 150, 60, 20 and 0 at two seats): with the opponent model capping levels
/// 3 and 4 at the same two own hops, and a table of six evening out the
/// rest, the two-seat noise left level 4 only 57% against level 3 as three
/// seats of six; with these, levels 2, 3 and 4 take 76-84% from the level
/// below, and level 5 62.7% from level 4 (60 games each; BENCHMARKS.md,
/// "Issue 15, fourth session").
const fn levels_v3() -> [Level; 5] {
    let mut levels = levels_v2();
    levels[0].temperature_multi = 300;
    levels[1].temperature_multi = 120;
    levels[2].temperature_multi = 80;
    levels[3].temperature_multi = 30;
    levels
}

/// The levels of [`Profile::V4`]: those of [`Profile::V3`], with level 5
/// searching six seats by Monte-Carlo tree search with max^n backups. As
/// one of six against five first bots it scored 59.3% over 60 games where
/// the opponent model of [`Profile::V3`] scored 23.1% (BENCHMARKS.md,
/// "Issue 15, sixth session"); levels 1 to 4 keep the opponent model,
/// whose noise the six-seat ladder was measured with.
const fn levels_v4() -> [Level; 5] {
    let mut levels = levels_v3();
    levels[4].mcts_from = 6;
    levels
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

/// Settings of [`MultiMethod::OpponentModel`] (for tuning by arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModelOptions {
    /// Most hops of the bot's own searched (the opponents' rounds between
    /// them are simulated); the level's depth cap applies too.
    pub depth: u32,
    /// Quiet opponents prefer the move that puts most of the bot's
    /// material en prise over their own safety (else safety first, the bot's
    /// exposure breaking ties).
    pub hostile: bool,
    /// Rounds sampled and averaged after each move of the bot, each
    /// opponent choosing at random among its equally good moves (the
    /// richest captures, else the quiet moves leaving least en prise); 1
    /// plays one deterministic round.
    pub samples: u32,
}

impl ModelOptions {
    /// The first bot's: two own hops, four sampled rounds, not hostile.
    pub const V1: ModelOptions = ModelOptions {
        depth: 2,
        hostile: false,
        samples: 4,
    };
}

impl Default for ModelOptions {
    /// Level 5's now.
    fn default() -> Self {
        Profile::CURRENT.levels[4].model
    }
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

    /// The same searcher with other evaluation weights.
    #[must_use]
    pub fn with_weights(mut self, weights: Weights) -> Searcher {
        self.profile.weights = weights;
        self
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
        child.play(m);
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
        let profile = self.profile;
        let level = profile.level(opts.level);
        let mut list = MoveList::default();
        pos.legal_moves(&mut list);
        match list.len() {
            0 => return Found::none(MultiMethod::BestReply),
            1 => {
                let m = list.as_slice()[0];
                let score = self.score_after(pos, m);
                let mut found = Found::none(self.method_for(pos.players(), opts.level));
                found.best = Some(m);
                found.score = score;
                found.scored = vec![(m, score)];
                return found;
            }
            _ => {}
        }
        self.mem.reset(profile.features.keep_table);
        let hash = zobrist::hash(pos);
        let mut rng = opts.seed ^ hash.rotate_left(17);
        let time = opts.time_ms.unwrap_or(level.time_ms);
        let method = self.method_for(pos.players(), opts.level);
        let (default_nodes, temperature) = if pos.players() <= 2 {
            (level.max_nodes, level.temperature)
        } else {
            (level.max_nodes_multi, level.temperature_multi)
        };
        let mut run = Run {
            mem: &mut self.mem,
            weights: profile.weights,
            tables: eval::Tables::new(pos),
            dirs: alphabeta::dirs(&pos.board().delta),
            method,
            features: profile.features,
            hostile: level.model.hostile,
            samples: level.model.samples.max(1),
            rng: opts.seed ^ hash.rotate_left(29),
            root: pos.current(),
            ending: profile.features.endgame && kings_only(pos),
            nodes: 0,
            stopped: false,
            budget: Budget {
                max_nodes: opts.max_nodes.unwrap_or(default_nodes),
                deadline_ms: start + time,
                clock,
            },
        };
        let exact = temperature > 0;
        let max_depth = if method == MultiMethod::OpponentModel {
            level.depth.min(level.model.depth.max(1))
        } else {
            level.depth
        };
        let pace = Pace {
            start,
            time,
            sharp_time: profile.features.sharp_time,
        };
        let mut moves: Vec<(RawMove, i32)> = list.as_slice().iter().map(|&m| (m, 0)).collect();
        let mut lines = Vec::new();
        let (completed, depth_done) = if method == MultiMethod::Mcts {
            let root = run.mcts(pos, list.as_slice());
            lines = root.lines;
            (root.scored, 1)
        } else {
            deepen(&mut run, pos, hash, max_depth, &mut moves, exact, &pace)
        };
        let nodes = run.nodes;
        let mut completed = completed;
        if !draws.is_empty() {
            // A move that ends the game drawn is worth a draw: ahead, the
            // bot plays on; behind, it takes it.
            for (m, score) in &mut completed {
                let mv = pos.to_move(*m);
                if draws.contains(&(mv.from, mv.to)) {
                    *score = 0;
                }
            }
            // Best first (the first of equals), the rest as they were.
            let best = (0..completed.len()).fold(0, |b, i| {
                if completed[i].1 > completed[b].1 {
                    i
                } else {
                    b
                }
            });
            completed[..=best].rotate_right(1);
        }
        if completed.is_empty() {
            // Not even one ply fitted the budget: any legal move will do.
            let mut found = Found::none(method);
            found.best = Some(moves[0].0);
            found.nodes = nodes;
            return found;
        }
        let (best, score) = if exact {
            choose(&completed, temperature, level.miss_capture, &mut rng)
        } else {
            completed[0]
        };
        let line = lines
            .into_iter()
            .find(|(m, _)| *m == best)
            .map(|(_, line)| line)
            .unwrap_or_default();
        // Monte-Carlo tree search has no iterations: its depth is that of
        // the tree's most visited path (the move and its line).
        let depth_done = if method == MultiMethod::Mcts {
            1 + line.len() as u32
        } else {
            depth_done
        };
        Found {
            best: Some(best),
            score,
            depth: depth_done,
            nodes,
            method,
            scored: completed,
            line,
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

/// The legal moves that would end the game drawn by a house rule (SPEC
/// section 7): a quiet step that reaches the no-progress limit or the
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
