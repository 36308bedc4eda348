//! One search's plan and its root: the level's budgets, depth and noise
//! ([`Plan`]), iterative deepening with its pace, root moves that a house
//! rule would end drawn, and the noisy levels' pick.

use crate::mcts;
use crate::opmodel;
use crate::options::SearchOptions;
use crate::profile::{MultiMethod, Profile};
use crate::run::Run;
use crate::score::{sort_best_first, INF, MATE_ZONE};
use crate::zobrist;
use engine::raw::{Position, RawMove, NO_CELL};
use engine::Hex;

/// One search's settings, read from the profile's level and the options:
/// its method, budgets, depth and noise.
pub(crate) struct Plan {
    pub(crate) method: MultiMethod,
    pub(crate) max_nodes: u64,
    pub(crate) max_depth: u32,
    /// Softmax temperature over the root scores (0: the best).
    pub(crate) temperature: i32,
    pub(crate) miss_capture: u64,
    /// Every root move's exact score is needed (the noise picks among them).
    pub(crate) exact: bool,
    pub(crate) pace: Pace,
}

impl Plan {
    pub(crate) fn new(
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
    pub(crate) fn search<const N: usize>(
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
pub(crate) struct Searched {
    /// The root moves scored, best first.
    pub(crate) scored: Vec<(RawMove, i32)>,
    /// The depth completed.
    pub(crate) depth: u32,
    /// Each root move's expected line (Monte-Carlo tree search only).
    pub(crate) lines: Vec<(RawMove, Vec<RawMove>)>,
    /// The move to play when no score came back: the first in the root's
    /// order as the search left it.
    pub(crate) fallback: RawMove,
}

/// Root moves that end the game drawn by a house rule are worth a draw
/// (ahead, the bot plays on; behind, it takes it): scored 0, the best
/// brought first (the first of equals), the rest as they were.
pub(crate) fn score_draws<const N: usize>(
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

pub(crate) struct Pace {
    pub(crate) start: f64,
    pub(crate) time: f64,
    pub(crate) sharp_time: bool,
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

/// Half the aspiration window's width ([`crate::Features::aspiration`]),
/// in hundredths of a man.
const ASPIRATION: i32 = 40;

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
        let done = match completed.first() {
            Some(&(_, last))
                if run.features.aspiration && !exact && depth >= 3 && last.abs() < MATE_ZONE =>
            {
                let window = (last - ASPIRATION, last + ASPIRATION);
                let done = run.root(pos, hash, depth, moves, exact, window);
                let inside = moves[0].1 > window.0 && moves[0].1 < window.1;
                if run.stopped || inside {
                    done
                } else {
                    run.root(pos, hash, depth, moves, exact, (-INF, INF))
                }
            }
            _ => run.root(pos, hash, depth, moves, exact, (-INF, INF)),
        };
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
        if completed[0].1.abs() > MATE_ZONE || !pace.go_on(now, unstable, falling) {
            break;
        }
    }
    (completed, depth_done)
}

/// A noisy level's pick: a softmax over root scores, and now and then any
/// capture at all when several are on.
pub(crate) fn choose(
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

/// The root of alpha-beta, paranoid, Best-Reply Search and the opponent
/// model: one iteration over the root's moves.
impl<const N: usize> Run<'_, '_, N> {
    /// Scores of root moves at `depth`, the root seat to move. With
    /// `exact`, every move gets a true score (full window, for the noisy
    /// levels); otherwise only the best is exact (PVS), within `(lo, hi)`
    /// (an aspiration window; a move at `hi` or above ends the iteration).
    /// Returns how many of `moves` (reordered best first) were searched
    /// before a stop.
    pub(crate) fn root(
        &mut self,
        pos: &Position<N>,
        hash: u64,
        depth: i32,
        moves: &mut [(RawMove, i32)],
        exact: bool,
        (lo, hi): (i32, i32),
    ) -> usize {
        let mut alpha = lo;
        let mut done = 0;
        for (i, entry) in moves.iter_mut().enumerate() {
            let m = entry.0;
            let mut child = *pos;
            child.play_unchecked(m);
            let chash = zobrist::after(hash, pos, &child, m);
            let depth = if child.chain() != NO_CELL && self.features.chain_extension {
                depth + 1
            } else {
                depth
            };
            let score = if let Some(v) = self.terminal(&child, 1) {
                v
            } else if self.method == MultiMethod::OpponentModel {
                opmodel::search(self, &child, chash, depth - 1, 1)
            } else {
                let mut child_layer = false;
                let brs = matches!(
                    self.method,
                    MultiMethod::BestReply | MultiMethod::BestReplyPlus
                );
                if brs && child.chain() == NO_CELL {
                    child_layer = child.current() != self.root;
                }
                let same = !child_layer && child.current() == self.root;
                // The first move, or every move when each needs a true
                // score, with the full window; the others by PVS above alpha.
                let full = exact || i == 0;
                let from = if exact { -INF } else { alpha };
                self.pvs(
                    &child,
                    chash,
                    depth - 1,
                    (from, hi, full),
                    0,
                    child_layer,
                    same,
                )
            };
            if self.stopped {
                break;
            }
            let exact_score = exact || self.method == MultiMethod::OpponentModel;
            entry.1 = if exact_score || i == 0 || score > alpha {
                score
            } else {
                -INF + 1
            };
            alpha = alpha.max(score);
            done = i + 1;
            if score >= hi {
                break;
            }
        }
        sort_best_first(&mut moves[..done]);
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::NoClock;
    use crate::memory::Memory;
    use crate::ordering::tests::run;
    use crate::profile::Features;
    use engine::raw::MoveList;
    use engine::Game;

    /// The root moves scored at `depth` by iterative deepening over
    /// version 4's search with `features`, and the positions it took.
    fn deepened<const N: usize>(
        pos: &Position<N>,
        features: Features,
        depth: u32,
    ) -> ((RawMove, i32), u64) {
        let (mut mem, mut clock) = (Memory::new(16), NoClock);
        mem.reset(false);
        let mut run = run(&mut mem, &mut clock, pos, features, u64::MAX);
        let mut list = MoveList::default();
        pos.legal_moves(&mut list);
        let mut moves: Vec<(RawMove, i32)> = list.as_slice().iter().map(|&m| (m, 0)).collect();
        let pace = Pace {
            start: 0.0,
            time: f64::INFINITY,
            sharp_time: false,
        };
        let hash = zobrist::hash(pos);
        let (scored, done) = deepen(&mut run, pos, hash, depth, &mut moves, false, &pace);
        assert_eq!(done, depth);
        (scored[0], run.nodes)
    }

    /// A root searched with a window below its value stops at the first
    /// move that reaches the window's top (a fail high), and iterative
    /// deepening with aspiration windows finds what the full window finds.
    #[test]
    fn aspiration_fails_high_early_and_finds_the_full_windows_move() {
        let game = Game::new(2, 5).unwrap();
        with_position!(&game, p => {
            let v4 = Profile::V4.features;
            let asp = Features { aspiration: true, ..v4 };
            let (best, plain_nodes) = deepened(p, v4, 5);
            let (best_asp, asp_nodes) = deepened(p, asp, 5);
            assert_eq!(best, best_asp);
            assert_ne!(plain_nodes, asp_nodes, "aspiration searched as the full window");
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            let mut moves: Vec<(RawMove, i32)> = list.as_slice().iter().map(|&m| (m, 0)).collect();
            let at = moves.iter().position(|e| e.0 == best.0).unwrap();
            moves.swap(0, at);
            let (mut mem, mut clock) = (Memory::new(16), NoClock);
            let hash = zobrist::hash(p);
            let mut r = run(&mut mem, &mut clock, p, asp, u64::MAX);
            let low = (best.1 - 100, best.1 - 99);
            let done = r.root(p, hash, 5, &mut moves, false, low);
            assert_eq!(done, 1, "stopped at the first move above the window");
            assert!(moves[0].1 >= low.1);
        });
    }
}
