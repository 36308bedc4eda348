//! `hexc solve-kings`: every two-seat position of kings only, `a` against
//! `b` on a board of radius 2 to 6, solved exactly (win, loss or draw for
//! the side to move with best play and no move limit), with the smaller
//! endings its captures lead to. It tells which king endings a bot can be
//! asked to win: two kings cannot catch one on a radius-5 board.
//!
//! The law of kings only (SPEC sections 3-4): a king steps to any of its
//! six neighbours or jumps an adjacent enemy onto the empty cell beyond;
//! captures are compulsory and a chain goes on while the same king can jump;
//! a seat with no move is passed over, and the game is drawn when neither
//! seat can move. Positions are sets of cells in a `u128` (127 cells at
//! radius 6), ranked by the combinatorial number system; values are found
//! by sweeping every unsettled position until none changes (retrograde
//! analysis by iteration: a win once some turn reaches a position lost for
//! the opponent, a loss once every turn reaches one won for it, the rest
//! drawn). The turns come from a generator of its own, checked against the
//! engine's in the tests.

use hexgrid::{hexagon, Direction, Hex};
use std::collections::HashMap;

type Set = u128;

struct Board {
    cells: Vec<Hex>,
    /// Neighbour of each cell in each direction ([`Direction::ALL`]'s
    /// order), if on the board.
    next: Vec<[Option<usize>; 6]>,
    /// `choose[n][k]`.
    choose: Vec<[usize; 8]>,
}

fn members(mut s: Set) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (s != 0).then(|| {
            let i = s.trailing_zeros() as usize;
            s &= s - 1;
            i
        })
    })
}

impl Board {
    fn new(radius: i32) -> Board {
        let cells: Vec<Hex> = hexagon(radius).collect();
        let index: HashMap<Hex, usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let next = cells
            .iter()
            .map(|&c| Direction::ALL.map(|d| index.get(&c.neighbor(d)).copied()))
            .collect();
        let mut choose = vec![[0; 8]; cells.len() + 1];
        for n in 0..=cells.len() {
            choose[n][0] = 1;
            for k in 1..8 {
                choose[n][k] = if n == 0 {
                    0
                } else {
                    choose[n - 1][k - 1] + choose[n - 1][k]
                };
            }
        }
        Board {
            cells,
            next,
            choose,
        }
    }

    fn rank(&self, s: Set) -> usize {
        members(s)
            .enumerate()
            .map(|(i, c)| self.choose[c][i + 1])
            .sum()
    }

    /// Every set of `k` cells, in rank order.
    fn sets(&self, k: usize) -> Vec<Set> {
        let mut out = vec![0; self.choose[self.cells.len()][k]];
        let mut stack = vec![(0 as Set, 0usize)];
        while let Some((s, from)) = stack.pop() {
            if s.count_ones() as usize == k {
                out[self.rank(s)] = s;
                continue;
            }
            for c in from..self.cells.len() {
                stack.push((s | 1 << c, c + 1));
            }
        }
        out
    }

    /// Where the king on `c` lands jumping in direction `d`, and the cell
    /// it jumps.
    fn jump(&self, c: usize, d: usize, mine: Set, theirs: Set) -> Option<(usize, usize)> {
        let over = self.next[c][d].filter(|&o| theirs >> o & 1 == 1)?;
        let land = self.next[over][d].filter(|&l| (mine | theirs) >> l & 1 == 0)?;
        Some((land, over))
    }

    /// The positions (the mover's kings, the other's) after each whole
    /// turn of the mover: whole chains when a capture is on, else steps.
    fn turns(&self, mine: Set, theirs: Set, out: &mut Vec<(Set, Set)>) {
        out.clear();
        for c in members(mine) {
            if (0..6).any(|d| self.jump(c, d, mine, theirs).is_some()) {
                self.chains(c, mine, theirs, out);
            }
        }
        if !out.is_empty() {
            return;
        }
        for c in members(mine) {
            for t in self.next[c].iter().flatten() {
                if (mine | theirs) >> t & 1 == 0 {
                    out.push((mine & !(1 << c) | 1 << t, theirs));
                }
            }
        }
    }

    fn chains(&self, c: usize, mine: Set, theirs: Set, out: &mut Vec<(Set, Set)>) {
        for d in 0..6 {
            let Some((land, over)) = self.jump(c, d, mine, theirs) else {
                continue;
            };
            let (mine, theirs) = (mine & !(1 << c) | 1 << land, theirs & !(1 << over));
            if theirs != 0 && (0..6).any(|e| self.jump(land, e, mine, theirs).is_some()) {
                self.chains(land, mine, theirs, out);
            } else {
                out.push((mine, theirs));
            }
        }
    }
}

/// Not settled yet; settled values are turns to a win (> 0), to a loss
/// (< 0), or 0 for a draw.
const OPEN: i16 = i16::MIN;

/// The values of one material: `mover` kings to move against `other`.
struct Table {
    other: usize,
    values: Vec<i16>,
}

/// A value for the mover from one reached by a turn, the other to move.
fn back(v: i16) -> i16 {
    match v {
        0 => 0,
        v if v < 0 => 1 - v,
        v => -(v + 1),
    }
}

/// Whether `a` is better than `b` for the side to move.
fn better(a: i16, b: i16) -> bool {
    let key = |v: i16| match v {
        v if v > 0 => (2, -i32::from(v)),
        0 => (1, 0),
        v => (0, -i32::from(v)),
    };
    key(a) > key(b)
}

/// Most positions of one material and side to move (two bytes each).
const MAX_POSITIONS: usize = 200_000_000;

/// Solves every material up to `kings` (the larger count first) and
/// prints a line per material.
pub(crate) fn run(radius: i32, kings: &[usize]) -> Result<(), String> {
    let &[a, b] = kings else {
        return Err("--kings: two numbers, `2,1`".into());
    };
    if !(2..=6).contains(&radius) {
        return Err("--radius: 2 to 6 (positions are sets of 127 cells at most)".into());
    }
    let (big, small) = (a.max(b), a.min(b));
    if small == 0 || big > 4 {
        return Err("--kings: each side 1 to 4 kings".into());
    }
    let board = Board::new(radius);
    let n = board.cells.len();
    let positions = board.choose[n][big] * board.choose[n][small];
    if positions > MAX_POSITIONS {
        return Err(format!(
            "--kings {a},{b} at radius {radius}: {positions} positions a side, more than the {MAX_POSITIONS} this solver holds in memory"
        ));
    }
    let mut sets: HashMap<usize, Vec<Set>> = HashMap::new();
    let mut tables: HashMap<(usize, usize), Table> = HashMap::new();
    let mut materials: Vec<(usize, usize)> = (1..=big)
        .flat_map(|a| (1..=small.min(a)).map(move |b| (a, b)))
        .collect();
    materials.sort_by_key(|&(a, b)| (a + b, a));
    for (a, b) in materials {
        for k in [a, b] {
            sets.entry(k).or_insert_with(|| board.sets(k));
        }
        let pair = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        for &(m, o) in &pair {
            let size = sets[&m].len() * sets[&o].len();
            tables.insert(
                (m, o),
                Table {
                    other: o,
                    values: vec![OPEN; size],
                },
            );
        }
        solve(&board, &sets, &mut tables, &pair);
        for &(m, o) in &pair {
            report(radius, &board, &sets, &tables[&(m, o)], m);
        }
    }
    Ok(())
}

fn solve(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &mut HashMap<(usize, usize), Table>,
    pair: &[(usize, usize)],
) {
    let mut turns = Vec::new();
    let mut replies = Vec::new();
    let value = |tables: &HashMap<(usize, usize), Table>, mover: Set, other: Set| {
        let t = &tables[&(mover.count_ones() as usize, other.count_ones() as usize)];
        t.values[board.rank(mover) * sets[&t.other].len() + board.rank(other)]
    };
    loop {
        let mut settled = Vec::new();
        for &(m, o) in pair {
            let (ms, os) = (&sets[&m], &sets[&o]);
            for (i, &v) in tables[&(m, o)].values.iter().enumerate() {
                if v != OPEN {
                    continue;
                }
                let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
                if mine & theirs != 0 {
                    settled.push(((m, o), i, 0));
                    continue;
                }
                board.turns(mine, theirs, &mut turns);
                if turns.is_empty() {
                    // Passed over: the other moves in the same position.
                    board.turns(theirs, mine, &mut replies);
                    let v = if replies.is_empty() {
                        0
                    } else {
                        match value(tables, theirs, mine) {
                            OPEN => continue,
                            v => -v,
                        }
                    };
                    settled.push(((m, o), i, v));
                    continue;
                }
                let (mut best, mut open) = (None, false);
                for &(mine2, theirs2) in &turns {
                    let v = if theirs2 == 0 {
                        1
                    } else {
                        match value(tables, theirs2, mine2) {
                            OPEN => {
                                open = true;
                                continue;
                            }
                            v => back(v),
                        }
                    };
                    if best.is_none_or(|b| better(v, b)) {
                        best = Some(v);
                    }
                }
                match best {
                    Some(v) if v > 0 || !open => settled.push(((m, o), i, v)),
                    _ => {}
                }
            }
        }
        if settled.is_empty() {
            break;
        }
        for (key, i, v) in settled {
            tables.get_mut(&key).expect("a table of this pair").values[i] = v;
        }
    }
    for &key in pair {
        let t = tables.get_mut(&key).expect("a table of this pair");
        t.values
            .iter_mut()
            .filter(|v| **v == OPEN)
            .for_each(|v| *v = 0);
    }
}

fn report(radius: i32, board: &Board, sets: &HashMap<usize, Vec<Set>>, t: &Table, mover: usize) {
    let (ms, os) = (&sets[&mover], &sets[&t.other]);
    let (mut all, mut won, mut lost, mut longest) = (0u64, 0u64, 0u64, 0);
    let (mut quiet, mut quiet_won) = (0u64, 0u64);
    for (i, &v) in t.values.iter().enumerate() {
        let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
        if mine & theirs != 0 {
            continue;
        }
        all += 1;
        won += u64::from(v > 0);
        lost += u64::from(v < 0);
        longest = longest.max(v);
        let capture =
            members(mine).any(|c| (0..6).any(|d| board.jump(c, d, mine, theirs).is_some()));
        if !capture {
            quiet += 1;
            quiet_won += u64::from(v > 0);
        }
    }
    let pc = |x: u64, n: u64| 100.0 * x as f64 / n.max(1) as f64;
    println!(
        "radius {radius}, {mover} kings to move against {}: {all} positions, won {:.1}%, lost {:.1}%, drawn {:.1}%; longest win {longest} turns; with no capture on, won {quiet_won} of {quiet} ({:.1}%)",
        t.other,
        pc(won, all),
        pc(lost, all),
        pc(all - won - lost, all),
        pc(quiet_won, quiet)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Game, Rules};

    /// The cells of `seat`'s kings and of the other seat's, as sets.
    fn sides(board: &Board, game: &Game, seat: usize) -> (Set, Set) {
        let mut sides = (0, 0);
        for (h, p) in game.pieces() {
            let cell = board.cells.iter().position(|&c| c == h).unwrap();
            if p.seat == seat {
                sides.0 |= 1 << cell;
            } else {
                sides.1 |= 1 << cell;
            }
        }
        sides
    }

    /// The whole turns of the seat to move by the engine, as cell sets.
    fn engine_turns(board: &Board, game: &Game, out: &mut Vec<(Set, Set)>) {
        let mover = game.current().expect("the game goes on");
        for m in game.legal_moves() {
            let mut next = game.clone();
            let hop = next.apply(m.from, m.to).unwrap();
            if hop.chaining {
                engine_turns(board, &next, out);
                continue;
            }
            out.push(sides(board, &next, mover));
        }
    }

    #[test]
    fn its_turns_are_the_engines() {
        let mut rng = fastrand::Rng::with_seed(5);
        for (radius, kings) in [(3, [2, 2]), (4, [3, 2]), (5, [3, 1]), (5, [2, 3])] {
            let board = Board::new(radius);
            for _ in 0..40 {
                let mut game =
                    crate::endgame::kings_only(radius, &kings, Rules::default(), &mut rng).unwrap();
                // A few random hops, so that captures and chains come up.
                for _ in 0..rng.usize(0..6) {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.usize(..moves.len())];
                    game.apply(m.from, m.to).unwrap();
                }
                if game.is_over() || game.chain_from().is_some() {
                    continue;
                }
                let (mine, theirs) = sides(&board, &game, game.current().unwrap());
                let (mut ours, mut law) = (Vec::new(), Vec::new());
                board.turns(mine, theirs, &mut ours);
                engine_turns(&board, &game, &mut law);
                ours.sort_unstable();
                law.sort_unstable();
                assert_eq!(ours, law, "{}", game.snapshot());
            }
        }
    }

    #[test]
    fn one_king_never_catches_one_that_it_does_not_already_attack() {
        let board = Board::new(4);
        let sets: HashMap<usize, Vec<Set>> = [(1, board.sets(1))].into();
        let mut tables = HashMap::new();
        let size = sets[&1].len() * sets[&1].len();
        tables.insert(
            (1, 1),
            Table {
                other: 1,
                values: vec![OPEN; size],
            },
        );
        solve(&board, &sets, &mut tables, &[(1, 1)]);
        for (i, &v) in tables[&(1, 1)].values.iter().enumerate() {
            let (a, b) = (sets[&1][i / sets[&1].len()], sets[&1][i % sets[&1].len()]);
            let attacks = members(a).any(|c| (0..6).any(|d| board.jump(c, d, a, b).is_some()));
            assert_eq!(v == 1, attacks && a & b == 0, "{i}: {v}");
            assert!(v >= 0, "{i}: {v}");
        }
    }
}
