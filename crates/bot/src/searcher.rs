//! The reusable bot ([`Searcher`]): its memory and version, and one search
//! from a game to a move: the position read at its width, the root's moves,
//! the plan of the level, the method's search and the pick.

use crate::clock::Clock;
use crate::eval;
use crate::memory::{self, Memory};
use crate::options::{SearchInfo, SearchOptions};
use crate::plan::{choose, score_draws, Plan, Searched};
use crate::profile::{Features, ModelOptions, MultiMethod, Profile};
use crate::run::{Budget, Run};
use crate::score::WIN;
use crate::zobrist;
use engine::raw::{MoveList, Position, RawMove};
use engine::{EndReason, Game, Hex, Move};

/// A reusable bot: owns its transposition table and buffers, so a page or
/// an arena allocates them once. Each search starts afresh (nothing of an
/// earlier search leaks into the next).
pub struct Searcher {
    pub(crate) mem: Memory,
    pub(crate) profile: Profile,
    /// One method for every table size, overriding the profile's.
    method: Option<MultiMethod>,
    /// The game's no-progress count and limit at the root of the search
    /// under way (set by [`Searcher::search`] and its report).
    pub(crate) quiet: (u32, u32),
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
            quiet: (0, 0),
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
        self.quiet = quiet(game);
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
    pub(crate) fn run<const N: usize>(
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
            features: if pos.players() == 2 {
                profile.features
            } else {
                profile.features.multi()
            },
            mcts: profile.mcts,
            hostile: model.hostile,
            samples: model.samples.max(1),
            rng: opts.seed ^ hash.rotate_left(29),
            root: pos.current(),
            ending: profile.features.endgame && kings_only(pos),
            progress: crate::run::progress(pos, &profile.weights, self.quiet.0, self.quiet.1),
            root_counts: crate::run::counts(pos),
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
pub(crate) struct Found {
    pub(crate) best: Option<RawMove>,
    pub(crate) score: i32,
    pub(crate) depth: u32,
    pub(crate) nodes: u64,
    pub(crate) method: MultiMethod,
    pub(crate) scored: Vec<(RawMove, i32)>,
    /// The hops after `best` that Monte-Carlo tree search expects (the
    /// other methods' line is read from the table afterwards).
    pub(crate) line: Vec<RawMove>,
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
pub(crate) fn drawing_moves(game: &Game) -> Vec<(Hex, Hex)> {
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

/// The game's no-progress count and its rule's limit (0: no rule).
pub(crate) fn quiet(game: &Game) -> (u32, u32) {
    (game.quiet_turns(), game.rules().no_progress)
}

/// Whether a two-seat position holds kings and no man.
fn kings_only<const N: usize>(pos: &Position<N>) -> bool {
    pos.players() == 2 && pos.occupied().without_all(pos.kings()).is_empty()
}

/// The bot's move for the seat to move, one of [`Game::legal_moves`];
/// `None` once the game is over. The game is not changed. Builds a
/// [`Searcher`] (and its table) for this one call: to search again, keep
/// a [`Searcher`].
#[must_use]
pub fn best_move(game: &Game, opts: &SearchOptions, clock: &mut dyn Clock) -> Option<Move> {
    Searcher::new().search(game, opts, clock).best
}
