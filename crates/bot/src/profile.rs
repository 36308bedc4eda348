//! The versions of the bot: a [`Profile`] is everything that makes one
//! version play as it does (its five [`Level`]s, evaluation weights, the
//! method for each table size and the two-seat refinements), and
//! [`VERSIONS`] keeps every version that shipped, exact, so that a record
//! of a game replays with the bot that played it. The search reads only
//! the profile it is given ([`crate::Searcher::with_profile`]).

use crate::eval::Weights;
use crate::score::MAX_PLY;

/// How the search treats three or more seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MultiMethod {
    /// Best-Reply Search: between two moves of the bot, only the strongest
    /// single reply among all opponents.
    BestReply,
    /// Best-Reply Search plus (BRS+, Esser et al. 2013): as
    /// [`MultiMethod::BestReply`], one opponent's reply searched between
    /// two moves of the bot, but the other opponents do not pass: each
    /// plays, in turn order, its first move by the static move ordering
    /// (the richest capture, a crowning, else the history's best), so
    /// every position searched is one the law can reach.
    BestReplyPlus,
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

/// Settings of Monte-Carlo tree search ([`MultiMethod::Mcts`]): the
/// constants of its selection and playouts and the enhancements a
/// version turns on (all off in [`MctsOptions::V4`], version 4's search).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsOptions {
    /// Exploration constant of UCT (rewards lie in 0..1).
    pub explore: f64,
    /// The squash: hundredths of a man that move a reward from 0.5 to 0.75.
    pub squash: f64,
    /// Progressive History's weight `W` (Nijssen & Winands 2011): a child's
    /// selection value gains `W * H / (n (1 - x) + 1)`, `H` its move's mean
    /// reward for its mover wherever it was played in the tree, `n` its
    /// visits and `x` its mean; 0: off.
    pub history: f64,
    /// The multi-player MCTS-Solver: a node whose result is proven (the
    /// game over, a child winning for its mover, or every child proven)
    /// backs up that result, exact, and is never searched again.
    pub solver: bool,
    /// Time used well: stop as soon as the most visited root move cannot
    /// be caught in the node budget left, stop at [`MctsOptions::SOFT`] of
    /// it unless the two most visited are close, and use it all when they
    /// are (by nodes only: the time cap stays a cap, so a move replays the
    /// same from its seed).
    pub paced: bool,
}

impl MctsOptions {
    /// Version 4's search: exploration 0.6, a squash of one man, nothing more.
    pub const V4: MctsOptions = MctsOptions {
        explore: 0.6,
        squash: 100.0,
        history: 0.0,
        solver: false,
        paced: false,
    };

    /// Version 5's search ([`Profile::V5`]).
    pub const V5: MctsOptions = MctsOptions {
        explore: 0.6,
        squash: 100.0,
        history: 1.0,
        solver: true,
        paced: true,
    };

    /// The share of its budget (nodes or time) a paced search uses when
    /// one move leads clearly.
    pub const SOFT: f64 = 0.6;
}

/// A level's defaults: the depth, node and time budgets a search at that
/// level takes when [`SearchOptions`](crate::SearchOptions) leaves them `None`, and its noise.
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
/// [`SearchOptions`](crate::SearchOptions) describes them.
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
    /// Late-move reductions grow with the depth and the move's place in
    /// the order (one hop more from depth 6 and the sixth move, another
    /// from depth 10 and the twelfth), in place of one hop for all.
    pub deep_reductions: bool,
    /// History with a malus: the quiet moves searched before the one that
    /// cut lose what it gains, and every update is damped toward a bound
    /// (history gravity), so a move's standing follows its recent record.
    pub history_malus: bool,
    /// Futility pruning at the frontier: at depth 1 (2), a quiet move of a
    /// node whose static value is more than a margin below alpha is not
    /// searched (a quiet hop cannot make that up before the quiescence).
    pub futility: bool,
    /// Aspiration windows: from depth 3 on, each root iteration is first
    /// searched with a window around the last one's score, and again in
    /// full when the score falls outside it.
    pub aspiration: bool,
}

impl Features {
    /// None of the refinements: the first bot.
    pub const NONE: Features = Features {
        chain_extension: false,
        reductions: false,
        keep_table: false,
        sharp_time: false,
        endgame: false,
        deep_reductions: false,
        history_malus: false,
        futility: false,
        aspiration: false,
    };

    /// The refinements a search of three or more seats uses: version 9's
    /// two-seat ones ([`Features::deep_reductions`],
    /// [`Features::history_malus`], [`Features::futility`],
    /// [`Features::aspiration`]) are off there, so a version that adds them
    /// plays as the one before it at three to six seats.
    #[must_use]
    pub const fn multi(self) -> Features {
        Features {
            deep_reductions: false,
            history_malus: false,
            futility: false,
            aspiration: false,
            ..self
        }
    }
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
    /// Monte-Carlo tree search's settings, where a level or
    /// [`crate::Searcher::with_method`] plays it.
    pub mcts: MctsOptions,
}

impl Profile {
    /// The first bot (`l1@v1` .. `l5@v1` in the arena).
    pub const V1: Profile = Profile {
        levels: LEVELS_V1,
        weights: Weights::V1,
        methods: [MultiMethod::OpponentModel; 4],
        features: Features::NONE,
        mcts: MctsOptions::V4,
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
            deep_reductions: false,
            history_malus: false,
            futility: false,
            aspiration: false,
        },
        mcts: MctsOptions::V4,
    };

    /// The bot of version 4: [`Profile::V3`] with level 5 searching tables
    /// of six by Monte-Carlo tree search ([`MultiMethod::Mcts`]), at the
    /// same node budget.
    pub const V4: Profile = Profile {
        levels: levels_v4(),
        ..Profile::V3
    };

    /// The bot of version 5: level 5 searches every table of four to six
    /// seats by Monte-Carlo tree search, with Progressive History, the
    /// multi-player MCTS-Solver and paced budgets ([`MctsOptions::V5`]).
    pub const V5: Profile = Profile {
        levels: levels_v5(),
        mcts: MctsOptions::V5,
        ..Profile::V4
    };

    /// The bot of version 6: [`Profile::V4`] with the evaluation's weights
    /// fitted to self-play outcomes ([`Weights::LEARNED`]).
    pub const V6: Profile = Profile {
        weights: Weights::LEARNED,
        ..Profile::V4
    };

    /// The bot of version 7: [`Profile::V4`] with the evaluation's terms
    /// learned from self-play ([`Weights::V7`]: docs/bot.md, "Version 7").
    pub const V7: Profile = Profile {
        weights: Weights::V7,
        ..Profile::V4
    };

    /// The bot of version 8: [`Profile::V4`] that converts a won position
    /// at three or more seats ([`Weights::V8`]: an opponent out of the game
    /// is worth a bonus, trading down against the weakest seat pays, and
    /// kings ahead hunt harder; at two seats it plays as version 4;
    /// docs/bot.md, "Version 8").
    pub const V8: Profile = Profile {
        weights: Weights::V8,
        ..Profile::V4
    };

    /// The bot of version 9: [`Profile::V8`] with a two-seat search that
    /// reaches deeper in the same positions (docs/bot.md, "Version 9").
    pub const V9: Profile = Profile {
        features: Features {
            deep_reductions: true,
            history_malus: true,
            futility: true,
            aspiration: true,
            ..Profile::V8.features
        },
        ..Profile::V8
    };

    /// The bot of version 10: [`Profile::V8`] whose leader at three or more
    /// seats takes the beaten pieces' room away and prefers a capture or a
    /// crowning as the no-progress count grows ([`Weights::V10`]; at two
    /// seats it plays as version 8, that is version 4; docs/bot.md,
    /// "Version 10").
    pub const V10: Profile = Profile {
        weights: Weights::V10,
        ..Profile::V8
    };

    /// The bot as it plays unless told which version to play (the page,
    /// [`crate::Searcher::new`], the arena's `l5`): one of [`VERSIONS`],
    /// not always the newest (a new version becomes the default only once
    /// it wins its matches; BENCHMARKS.md).
    pub const CURRENT: Profile = VERSIONS[CURRENT_INDEX].1;

    /// The name of [`Profile::CURRENT`]'s version.
    pub const CURRENT_VERSION: &'static str = VERSIONS[CURRENT_INDEX].0;

    /// The name of the version played by default at a table of `players`
    /// seats ([`DEFAULT_VERSIONS`]; [`Profile::CURRENT_VERSION`] outside 2
    /// to 6).
    #[must_use]
    pub fn default_version(players: usize) -> &'static str {
        players
            .checked_sub(2)
            .and_then(|i| DEFAULT_VERSIONS.get(i))
            .map_or(Profile::CURRENT_VERSION, |&(_, name)| name)
    }

    /// The version played by default at a table of `players` seats.
    #[must_use]
    pub fn default_for(players: usize) -> Profile {
        Profile::by_version(Profile::default_version(players)).unwrap_or(Profile::CURRENT)
    }

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

/// Where [`Profile::CURRENT`] sits in [`VERSIONS`]: version 4. Version 5
/// is kept, pinned and playable by name (`l5@v5`, `botVersion: "5"`), but
/// not played by default until it beats version 4 by the margins of
/// BENCHMARKS.md ("Issue 28").
const CURRENT_INDEX: usize = 3;

/// The version played by default at each table size, two to six seats:
/// [`Profile::CURRENT`]'s (version 4) except where another passed the
/// sequential test against it at the short node budget and did not fail it
/// at the longer one (`hexc arena --sprt`; BENCHMARKS.md, "Bot: sequential
/// tests"; docs/bot.md, "Versions"). Version 5 differs from version 4 only at
/// level 5 at four to six seats, so a table size's version is its level 5's.
/// Version 8 (converting a won position) at six seats, where it passed
/// against version 4 at 4 000 positions a move; version 9 (a deeper
/// two-seat search) at two seats, where it passed against version 4 at
/// 4 000 and 12 000 positions a move; version 10 (finishing a won position)
/// at three and four seats, where it passed against version 8 there.
pub const DEFAULT_VERSIONS: [(usize, &str); 5] =
    [(2, "9"), (3, "10"), (4, "10"), (5, "5"), (6, "8")];

/// Every version of the bot that shipped, oldest first, by the name a
/// record of a game carries; [`Profile::CURRENT`] is the one played by
/// default (the newest may be one not yet played by default). A change of
/// what the bot plays is a new version at the end: a version once shipped
/// is never changed (its golden file, `tests/data/golden-moves-v*.txt`,
/// holds it to that), or the records it played would no longer replay.
pub const VERSIONS: &[(&str, Profile)] = &[
    ("1", Profile::V1),
    ("2", Profile::V2),
    ("3", Profile::V3),
    ("4", Profile::V4),
    ("5", Profile::V5),
    ("6", Profile::V6),
    ("7", Profile::V7),
    ("8", Profile::V8),
    ("9", Profile::V9),
    ("10", Profile::V10),
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

/// The levels of [`Profile::V5`]: those of [`Profile::V4`], with level 5
/// searching tables of four and five seats by Monte-Carlo tree search
/// too, paced ([`MctsOptions::paced`]) within 450 000 positions and its
/// one-second cap: about 0.5 s a move in the page when one move leads
/// clearly, up to the second when the best are close. Three seats keep
/// the paranoid search (with the same 450 000 positions): there the tree
/// search scored no more than its share against it, in three times its
/// time (BENCHMARKS.md, "Issue 28").
const fn levels_v5() -> [Level; 5] {
    let mut levels = levels_v4();
    levels[4].mcts_from = 4;
    levels[4].max_nodes_multi = 450_000;
    levels
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

impl Default for Weights {
    /// The weights of the bot as it plays now ([`Profile::CURRENT`]).
    fn default() -> Self {
        Profile::CURRENT.weights
    }
}
