//! `hexc solve-kings`: every two-seat position of kings only, `a` against
//! `b` on a board of radius 2 to 6, solved exactly (win, loss or draw for
//! the side to move with best play and no move limit), with the smaller
//! endings its captures lead to. It tells which king endings a bot can be
//! asked to win: two kings cannot catch one on a radius-5 board, and three
//! kings cannot beat two from almost any position on a radius-4 board.
//!
//! The law of kings only (docs/law.md#moves): a king steps to any of its
//! six neighbours or jumps an adjacent enemy onto the empty cell beyond;
//! captures are compulsory and a chain goes on while the same king can jump;
//! a seat with no move is passed over, and the game is drawn when neither
//! seat can move. Positions are sets of cells in a `u128` (127 cells at
//! radius 6), ranked by the combinatorial number system; values are found
//! by sweeping the unsettled positions until none changes (retrograde
//! analysis by iteration: a win once some turn reaches a position lost for
//! the opponent, a loss once every turn reaches one won for it, the rest
//! drawn), each sweep after the first looking only at the positions that
//! lead to one settled in the sweep before. The turns come from a
//! generator of its own, checked against the engine's in the tests.

use hexgrid::{hexagon, Direction, Hex};
use std::collections::{BTreeMap, HashMap};

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

    /// Whether the king on `c` can jump.
    fn can_jump(&self, c: usize, mine: Set, theirs: Set) -> bool {
        (0..6).any(|d| self.jump(c, d, mine, theirs).is_some())
    }

    /// Whether a capture is on for the side with kings `mine`.
    fn capture_on(&self, mine: Set, theirs: Set) -> bool {
        members(mine).any(|c| self.can_jump(c, mine, theirs))
    }

    /// The positions (the mover's kings, the other's) after each whole
    /// turn of the mover: whole chains when a capture is on, else steps.
    fn turns(&self, mine: Set, theirs: Set, out: &mut Vec<(Set, Set)>) {
        out.clear();
        for c in members(mine) {
            if self.can_jump(c, mine, theirs) {
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
pub(crate) fn run(radius: i32, kings: &[usize], summary: bool) -> Result<(), String> {
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
    if summary && (big, small) != (3, 1) {
        return Err("--summary: three kings against one only (`--kings 3,1`)".into());
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
        let pair = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        open_tables(&board, &mut sets, &mut tables, &pair);
        solve(&board, &sets, &mut tables, &pair);
        for &(m, o) in &pair {
            report(radius, &board, &sets, &tables[&(m, o)], m);
            if summary && (m + o, m.min(o)) == (4, 1) {
                summarise(radius, &board, &sets, &tables[&(m, o)], m);
            }
        }
    }
    Ok(())
}

/// Adds a table of open values for each material of `pair` (the mover's
/// kings, the other's), and the sets of cells they are indexed by.
fn open_tables(
    board: &Board,
    sets: &mut HashMap<usize, Vec<Set>>,
    tables: &mut HashMap<(usize, usize), Table>,
    pair: &[(usize, usize)],
) {
    for &(m, o) in pair {
        for k in [m, o] {
            sets.entry(k).or_insert_with(|| board.sets(k));
        }
        let values = vec![OPEN; sets[&m].len() * sets[&o].len()];
        tables.insert((m, o), Table { other: o, values });
    }
}

/// The value of the position with kings `mover` to move against `other`.
fn value(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &HashMap<(usize, usize), Table>,
    mover: Set,
    other: Set,
) -> i16 {
    let t = &tables[&(mover.count_ones() as usize, other.count_ones() as usize)];
    t.values[board.rank(mover) * sets[&t.other].len() + board.rank(other)]
}

/// Solves the tables of `pair` (a material pair and its mirror, each side
/// to move) by retrograde sweeps until no position settles; what never
/// settles is a draw.
fn solve(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &mut HashMap<(usize, usize), Table>,
    pair: &[(usize, usize)],
) {
    // The positions each sweep looks at, a bit each: at first all of them;
    // then only those a turn or a pass leads from to a position settled in
    // the sweep before (no other's value can have changed). A sweep settles
    // what it would settle looking at every open position, at a fraction
    // of the work once most are settled or are draws that never will be.
    let mut marks: Vec<Vec<u64>> = pair
        .iter()
        .map(|key| {
            let n = tables[key].values.len();
            let mut bits = vec![u64::MAX; n.div_ceil(64)];
            if n % 64 != 0 {
                bits[n / 64] = (1 << (n % 64)) - 1;
            }
            bits
        })
        .collect();
    loop {
        let settled = sweep(board, sets, tables, pair, &marks);
        if settled.iter().all(Vec::is_empty) {
            break;
        }
        marks.iter_mut().for_each(|bits| bits.fill(0));
        for (t, &key) in pair.iter().enumerate() {
            // The other side to move: the table of the pair's other half.
            let before = pair.len() - 1 - t;
            settle(board, sets, tables, key, &settled[t], &mut marks[before]);
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

/// One sweep: per table of `pair`, the open positions among those marked
/// whose value is now known, with that value.
fn sweep(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &HashMap<(usize, usize), Table>,
    pair: &[(usize, usize)],
    marks: &[Vec<u64>],
) -> Vec<Vec<(u32, i16)>> {
    let mut turns = Vec::new();
    let mut replies = Vec::new();
    let mut settled: Vec<Vec<(u32, i16)>> = vec![Vec::new(); pair.len()];
    for (t, &(m, o)) in pair.iter().enumerate() {
        let (ms, os) = (&sets[&m], &sets[&o]);
        let values = &tables[&(m, o)].values;
        for i in marked(&marks[t]) {
            if values[i] != OPEN {
                continue;
            }
            let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
            let known = if mine & theirs != 0 {
                Some(0)
            } else {
                board.turns(mine, theirs, &mut turns);
                known_value(board, sets, tables, (mine, theirs), &turns, &mut replies)
            };
            if let Some(v) = known {
                settled[t].push((i as u32, v));
            }
        }
    }
    settled
}

/// The value of `mine` to move against `theirs`, whose `turns` are given,
/// if the values of the positions they lead to decide it: passed over,
/// the other's value in the same position (a draw if neither can move);
/// otherwise the best turn, once it wins or no turn is open.
fn known_value(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &HashMap<(usize, usize), Table>,
    (mine, theirs): (Set, Set),
    turns: &[(Set, Set)],
    replies: &mut Vec<(Set, Set)>,
) -> Option<i16> {
    if turns.is_empty() {
        board.turns(theirs, mine, replies);
        if replies.is_empty() {
            return Some(0);
        }
        return match value(board, sets, tables, theirs, mine) {
            OPEN => None,
            v => Some(-v),
        };
    }
    let (mut best, mut open) = (None, false);
    for &(mine2, theirs2) in turns {
        let v = if theirs2 == 0 {
            1
        } else {
            match value(board, sets, tables, theirs2, mine2) {
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
    best.filter(|&v| v > 0 || !open)
}

/// Writes the values `settled` in the table `key`, and marks in `marks`
/// (the table of the other side to move) every position a turn or a pass
/// leads from to one of them.
fn settle(
    board: &Board,
    sets: &HashMap<usize, Vec<Set>>,
    tables: &mut HashMap<(usize, usize), Table>,
    (m, o): (usize, usize),
    settled: &[(u32, i16)],
    marks: &mut [u64],
) {
    let (ms, os) = (&sets[&m], &sets[&o]);
    let values = &mut tables
        .get_mut(&(m, o))
        .expect("a table of this pair")
        .values;
    for &(i, v) in settled {
        let i = i as usize;
        values[i] = v;
        let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
        if mine & theirs != 0 {
            continue;
        }
        let at = |other_to_move: Set| board.rank(other_to_move) * ms.len() + board.rank(mine);
        let mut mark = |j: usize| marks[j / 64] |= 1 << (j % 64);
        // The other side passed over here, or stepped here (a capture
        // would have changed the material).
        mark(at(theirs));
        for c in members(theirs) {
            for &from in board.next[c].iter().flatten() {
                if (mine | theirs) >> from & 1 == 0 {
                    mark(at(theirs & !(1 << c) | 1 << from));
                }
            }
        }
    }
}

/// The indices of the set bits of `bits`.
fn marked(bits: &[u64]) -> impl Iterator<Item = usize> + '_ {
    bits.iter()
        .enumerate()
        .flat_map(|(w, &word)| members(Set::from(word)).map(move |b| w * 64 + b))
}

fn report(radius: i32, board: &Board, sets: &HashMap<usize, Vec<Set>>, t: &Table, mover: usize) {
    let (ms, os) = (&sets[&mover], &sets[&t.other]);
    let (mut all, mut won, mut lost, mut longest) = (0u64, 0u64, 0u64, 0);
    let (mut quiet, mut quiet_won, mut quiet_lost) = (0u64, 0u64, 0u64);
    for (i, &v) in t.values.iter().enumerate() {
        let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
        if mine & theirs != 0 {
            continue;
        }
        all += 1;
        won += u64::from(v > 0);
        lost += u64::from(v < 0);
        longest = longest.max(v);
        if !board.capture_on(mine, theirs) {
            quiet += 1;
            quiet_won += u64::from(v > 0);
            quiet_lost += u64::from(v < 0);
        }
    }
    let pc = |x: u64, n: u64| 100.0 * x as f64 / n.max(1) as f64;
    println!(
        "radius {radius}, {mover} kings to move against {}: {all} positions, won {:.1}%, lost {:.1}%, drawn {:.1}%; longest win {longest} turns; with no capture on, won {quiet_won} ({:.1}%) and lost {quiet_lost} ({:.1}%) of {quiet}",
        t.other,
        pc(won, all),
        pc(lost, all),
        pc(all - won - lost, all),
        pc(quiet_won, quiet),
        pc(quiet_lost, quiet)
    );
}

/// `--summary`: the mean turns to the win of the quiet positions of three
/// kings against one that the three win, with `mover` kings to move, by
/// how far the lone king stands from the rim and each hunter from it
/// (sorted), and how much of the spread of the turns to win that key, with
/// and without the lone king's free steps, accounts for.
fn summarise(radius: i32, board: &Board, sets: &HashMap<usize, Vec<Set>>, t: &Table, mover: usize) {
    type Group = (u64, f64, f64, i16);
    let (ms, os) = (&sets[&mover], &sets[&t.other]);
    let hunting = mover == 3;
    let who = if hunting { "hunters" } else { "lone king" };
    let mut by_shape: BTreeMap<(i32, Vec<i32>), Group> = BTreeMap::new();
    let mut by_room: BTreeMap<(i32, Vec<i32>, usize), Group> = BTreeMap::new();
    let add = |g: &mut Group, v: i16| {
        let x = f64::from(v);
        *g = (g.0 + 1, g.1 + x, g.2 + x * x, g.3.max(v));
    };
    for (i, &v) in t.values.iter().enumerate() {
        let (mine, theirs) = (ms[i / os.len()], os[i % os.len()]);
        // Turns to the hunters' win, whoever is to move.
        let v = if hunting { v } else { -v };
        if mine & theirs != 0 || v <= 0 || board.capture_on(mine, theirs) {
            continue;
        }
        let (hunters, lone) = if hunting {
            (mine, theirs)
        } else {
            (theirs, mine)
        };
        let prey = lone.trailing_zeros() as usize;
        let ring = radius - board.cells[prey].length();
        let mut shape: Vec<i32> = members(hunters)
            .map(|c| board.cells[c].distance(board.cells[prey]))
            .collect();
        shape.sort_unstable();
        let room = board.next[prey]
            .iter()
            .flatten()
            .filter(|&&c| (mine | theirs) >> c & 1 == 0)
            .count();
        add(by_shape.entry((ring, shape.clone())).or_default(), v);
        add(by_room.entry((ring, shape, room)).or_default(), v);
    }
    for ((ring, shape), (n, sum, _, longest)) in &by_shape {
        println!(
            "summary: {who} to move, lone king {ring} from the rim, hunters at {shape:?}: {n} positions, mean {:.1} turns to their win, longest {longest}",
            sum / *n as f64
        );
    }
    let explained = |groups: &mut dyn Iterator<Item = Group>| {
        let (mut n, mut sum, mut squares, mut within) = (0.0, 0.0, 0.0, 0.0);
        for (gn, gs, gq, _) in groups {
            let gn = gn as f64;
            (n, sum, squares) = (n + gn, sum + gs, squares + gq);
            within += gq - gs * gs / gn;
        }
        100.0 * (1.0 - within / (squares - sum * sum / n))
    };
    println!(
        "summary: {who} to move, the key accounts for {:.0}% of the variance of the turns to win; with the lone king's free steps, {:.0}%",
        explained(&mut by_shape.values().copied()),
        explained(&mut by_room.values().copied())
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

    /// Every value of two kings against one (both sides to move) at radius
    /// 3 agrees with its turns' values: won when a turn reaches a position
    /// lost for the other side (or takes its last king), lost when every
    /// turn reaches one won for it, drawn otherwise. A sweep that skipped a
    /// position whose value could still change would leave it drawn here.
    #[test]
    fn every_value_agrees_with_the_values_its_turns_reach() {
        let board = Board::new(3);
        let (mut sets, mut tables) = (HashMap::new(), HashMap::new());
        for pair in [&[(1, 1)][..], &[(2, 1), (1, 2)]] {
            open_tables(&board, &mut sets, &mut tables, pair);
            solve(&board, &sets, &mut tables, pair);
        }
        let value = |mover: Set, other: Set| value(&board, &sets, &tables, mover, other);
        let (mut turns, mut decided) = (Vec::new(), 0);
        for (m, o) in [(2, 1), (1, 2)] {
            for &mine in &sets[&m] {
                for &theirs in &sets[&o] {
                    if mine & theirs != 0 {
                        continue;
                    }
                    board.turns(mine, theirs, &mut turns);
                    if turns.is_empty() {
                        continue;
                    }
                    let after: Vec<i16> = turns
                        .iter()
                        .map(|&(a, b)| if b == 0 { -1 } else { value(b, a) })
                        .collect();
                    let v = value(mine, theirs);
                    let wins = after.iter().any(|&x| x < 0);
                    let loses = after.iter().all(|&x| x > 0);
                    assert_eq!(
                        (v > 0, v < 0),
                        (wins, loses && !wins),
                        "{mine:b} {theirs:b}"
                    );
                    decided += usize::from(v != 0);
                }
            }
        }
        assert!(decided > 0);
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
