//! What a search saw, for the lab (cold path: only [`Searcher::search_report`]
//! builds it, after the search, from what the search left behind): every
//! root move with its score at the last completed depth, and the line it
//! expected after its move, read back from the transposition table (for
//! best-reply and paranoid: the replies it assumed of each other army) or
//! replayed from the policy (the opponent model's replies).

use crate::clock::Clock;
use crate::memory;
use crate::opmodel::policy;
use crate::options::{SearchInfo, SearchOptions};
use crate::ordering::ordering_move;
use crate::profile::MultiMethod;
use crate::score::{INF, LINE_HOPS};
use crate::searcher::{drawing_moves, Searcher};
use crate::zobrist::{self, KEYS};
use engine::raw::{MoveList, Position, RawMove, NO_CELL};

use engine::{Game, Move};

/// How the search treated the other armies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Two seats: plain alpha-beta.
    AlphaBeta,
    /// Best-Reply Search ([`MultiMethod::BestReply`], and
    /// [`MultiMethod::BestReplyPlus`], whose line holds the other
    /// opponents' ordering moves too).
    BestReply,
    /// Paranoid ([`MultiMethod::Paranoid`]).
    Paranoid,
    /// Opponent model ([`MultiMethod::OpponentModel`]).
    OpponentModel,
    /// Monte-Carlo tree search ([`MultiMethod::Mcts`]).
    Mcts,
}

/// A root move and its score for the seat to move at the last completed
/// depth; `exact` is false for a move the search only proved worse than
/// the best (a null-window fail-low: its true score is lower, by how much
/// the search did not ask), its `score` then being the best's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Its score, or the bound it stays below.
    pub score: i32,
    /// Whether `score` is the move's value rather than a bound.
    pub exact: bool,
}

/// A search and what it saw ([`Searcher::search_report`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    /// What [`Searcher::search`] returns.
    pub info: SearchInfo,
    /// How it treated the other armies.
    pub method: Method,
    /// The root moves, best first.
    pub root: Vec<RootMove>,
    /// The hops it expected from its move on, each with the seat that
    /// plays it: its move first, then the others' replies as the method
    /// saw them, at most `LINE_HOPS` (16).
    pub line: Vec<(usize, Move)>,
}

impl Searcher {
    /// [`Searcher::search`], and what the search saw: the root moves'
    /// scores and the line it expected. Plays the same move as
    /// [`Searcher::search`]; the extra work is done after the search.
    pub fn search_report(
        &mut self,
        game: &Game,
        opts: &SearchOptions,
        clock: &mut dyn Clock,
    ) -> SearchReport {
        let start = clock.now_ms();
        let draws = drawing_moves(game);
        self.quiet = crate::searcher::quiet(game);
        let players = game.players();
        with_position!(game, p => {
            let found = self.run(p, opts, start, clock, &draws);
            let method = match found.method {
                _ if players <= 2 => Method::AlphaBeta,
                MultiMethod::BestReply | MultiMethod::BestReplyPlus => Method::BestReply,
                MultiMethod::Paranoid => Method::Paranoid,
                MultiMethod::OpponentModel => Method::OpponentModel,
                MultiMethod::Mcts => Method::Mcts,
            };
            let bound = found.scored.first().map_or(0, |&(_, s)| s);
            let root = found
                .scored
                .iter()
                .map(|&(m, s)| RootMove {
                    mv: p.to_move(m),
                    score: if s <= -INF + 1 { bound } else { s },
                    exact: s > -INF + 1,
                })
                .collect();
            let line = match found.best {
                Some(m) if found.method == MultiMethod::Mcts => {
                    tree_line(p, m, &found.line)
                }
                Some(m) => self.expected_line(p, m, found.method, opts.level),
                None => Vec::new(),
            };
            SearchReport {
                info: SearchInfo {
                    best: found.best.map(|m| p.to_move(m)),
                    score: found.score,
                    depth: found.depth,
                    nodes: found.nodes,
                    elapsed_ms: clock.now_ms() - start,
                },
                method,
                root,
                line,
            }
        })
    }

    /// The line after `first` as the search left it: each next hop from
    /// the table entry of the node the method searched there (an opponent
    /// of the opponent model plays its policy), stopping where the table
    /// holds no legal move, at the end of the game or after [`LINE_HOPS`].
    fn expected_line<const N: usize>(
        &self,
        pos: &Position<N>,
        first: RawMove,
        method: MultiMethod,
        level: u8,
    ) -> Vec<(usize, Move)> {
        let mut reader = LineReader {
            searcher: self,
            root: pos.current(),
            method,
            plus: method == MultiMethod::BestReplyPlus,
            hostile: self.profile.level(level).model.hostile,
            dirs: memory::dirs(&pos.board().delta),
            list: MoveList::default(),
            line: Vec::new(),
        };
        let (mut at, mut m) = (*pos, first);
        loop {
            let seat = at.current();
            reader.line.push((usize::from(seat), at.to_move(m)));
            let mut child = at;
            child.play_unchecked(m);
            if reader.ended(&child) {
                break;
            }
            let Some(layer) = reader.hand_off(seat, &mut child) else {
                break;
            };
            let Some(next) = reader.next_hop(&mut child, layer) else {
                break;
            };
            if layer && !reader.plus {
                // The layer's move belongs to the seat whose piece it moves.
                let owner = (0..child.players())
                    .find(|&s| child.pieces(usize::from(s)).contains(next.from as usize));
                match owner {
                    Some(s) => child = child.with_turn(s),
                    None => break,
                }
            }
            at = child;
            m = next;
        }
        reader.line
    }
}

/// Reads a search's expected line back hop by hop
/// ([`Searcher::expected_line`]).
struct LineReader<'s> {
    searcher: &'s Searcher,
    root: u8,
    method: MultiMethod,
    plus: bool,
    hostile: bool,
    dirs: memory::Dirs,
    list: MoveList,
    /// The line so far, each hop with its seat.
    line: Vec<(usize, Move)>,
}

impl LineReader<'_> {
    /// Whether the line stops after reaching `p`: full, or the game over
    /// for the root.
    fn ended<const N: usize>(&self, p: &Position<N>) -> bool {
        self.line.len() >= LINE_HOPS || p.is_over() || p.pieces(usize::from(self.root)).is_empty()
    }

    /// Best-Reply Search plus: a whole turn of the seat to move by its
    /// ordering moves, each hop in the line; false once the line has ended.
    fn ordering_turn<const N: usize>(&mut self, p: &mut Position<N>) -> bool {
        let weights = &self.searcher.profile.weights;
        loop {
            let history = &self.searcher.mem.history;
            let Some(m) = ordering_move(p, weights, history, &self.dirs, &mut self.list) else {
                return false;
            };
            self.line.push((usize::from(p.current()), p.to_move(m)));
            p.play_unchecked(m);
            if self.ended(p) {
                return false;
            }
            if p.chain() == NO_CELL {
                return true;
            }
        }
    }

    /// The node the search went on with after `seat`'s hop to `child`, as
    /// `Run::hand_off` makes it: whether it is an opponents' layer; `None`
    /// once the line has ended on the way.
    fn hand_off<const N: usize>(&mut self, seat: u8, child: &mut Position<N>) -> Option<bool> {
        let root = self.root;
        let brs = self.plus || self.method == MultiMethod::BestReply;
        if !brs || child.chain() != NO_CELL {
            return Some(false);
        }
        if seat == root {
            return Some(child.current() != root);
        }
        if self.plus {
            // The opponents after the reply, in turn order (`Run::pass_round`).
            let mut seen = 1u8 << seat;
            while child.current() != root {
                let s = child.current();
                if seen & (1 << s) != 0 {
                    return Some(true);
                }
                seen |= 1 << s;
                if !self.ordering_turn(child) {
                    return None;
                }
            }
            return Some(false);
        }
        if child.has_move(usize::from(root)) {
            *child = child.with_turn(root);
            return Some(false);
        }
        Some(true)
    }

    /// The hop the search expected at `child`: the opponent model's policy
    /// for an opponent, else the table's move (in a layer of Best-Reply
    /// Search plus, of the seat whose move it is, the ones before it having
    /// played their ordering moves: `Run::fill_pre`).
    fn next_hop<const N: usize>(
        &mut self,
        child: &mut Position<N>,
        layer: bool,
    ) -> Option<RawMove> {
        let root = self.root;
        if self.method == MultiMethod::OpponentModel && child.current() != root {
            let weights = &self.searcher.profile.weights;
            return policy(child, weights, usize::from(root), self.hostile, None);
        }
        let mut key = zobrist::hash(child);
        if layer {
            key ^= KEYS.layer ^ zobrist::turn_key(child.current());
        }
        let entry = self.searcher.mem.tt.probe(key);
        if !(layer && self.plus) {
            return entry.and_then(|e| find(child, (e.from, e.to), layer, root));
        }
        let e = entry?;
        let mut seen = 0u8;
        loop {
            let s = child.current();
            if s == root || seen & (1 << s) != 0 {
                return None;
            }
            seen |= 1 << s;
            if let Some(found) = find(child, (e.from, e.to), false, root) {
                return Some(found);
            }
            if !self.ordering_turn(child) {
                return None;
            }
        }
    }
}

/// The line of Monte-Carlo tree search: `first`, then the tree's most
/// visited hops after it, with the seat of each.
fn tree_line<const N: usize>(
    pos: &Position<N>,
    first: RawMove,
    after: &[RawMove],
) -> Vec<(usize, Move)> {
    let mut at = *pos;
    let mut line = Vec::new();
    for &m in core::iter::once(&first).chain(after) {
        line.push((usize::from(at.current()), at.to_move(m)));
        at.play_unchecked(m);
    }
    line
}

/// The legal move `(from, to)` of the node (in a layer, of any seat but the
/// root), if it is one.
fn find<const N: usize>(
    p: &Position<N>,
    (from, to): (u16, u16),
    layer: bool,
    root: u8,
) -> Option<RawMove> {
    let mut list = MoveList::default();
    for s in 0..p.players() {
        let mine = if layer {
            s != root && !p.pieces(usize::from(s)).is_empty()
        } else {
            s == p.current()
        };
        if !mine {
            continue;
        }
        p.with_turn(s).legal_moves(&mut list);
        if let Some(&m) = list
            .as_slice()
            .iter()
            .find(|m| (m.from, m.to) == (from, to))
        {
            return Some(m);
        }
    }
    None
}
