//! Version 7's evaluation: a seat's strength as a sum of learned terms,
//! each weighted twice (early and late in the game) and blended by the
//! material left ("tapered" evaluation).
//!
//! The terms of a seat, all seen from its own edge:
//! - material: men and kings;
//! - today's hand-made terms as counts (advance, race, mobility, men and
//!   kings en prise, exposure, hunt: see [`crate::Weights`]);
//! - per-cell tables for men and for kings, folded by the board's
//!   symmetry relative to the seat's edge: a cell is named by its row from
//!   the seat's edge and its distance from the centre line that runs from
//!   that edge through the centre (the reflection in that line keeps the
//!   edge, so a cell and its mirror image share a value);
//! - small local patterns: for each man, its two forward neighbours and
//!   its two backward neighbours (each own, enemy, empty or off the
//!   board; a pair taken unordered, which is the same reflection), and its
//!   two side neighbours; for each king, how many own and enemy pieces
//!   stand next to it.
//!
//! [`visit`] lists the terms of a position (one source for the search and
//! for `hexc learn`'s fit); [`Learned`] holds the weights, read from a data
//! file when the crate is built.

use crate::tables::Tables;
use engine::raw::{Bits, Position};

pub use crate::tables::SPAN;
/// The first of the hand-made terms' counts.
pub const HAND: usize = 2;
/// Names of the material and hand-made terms, in their order.
pub const HAND_NAMES: [&str; 9] = [
    "man",
    "king",
    "advance",
    "race",
    "mobility",
    "hung-men",
    "hung-kings",
    "exposure",
    "hunt",
];
/// The first term of the men's cell table (row * [`SPAN`] + distance).
pub const MAN_CELLS: usize = HAND_NAMES.len();
/// The first term of the kings' cell table.
pub const KING_CELLS: usize = MAN_CELLS + SPAN * SPAN;
/// The first term of the men's forward-and-backward pattern
/// (forward pair * [`PAIRS`] + backward pair).
pub const MAN_PATTERN: usize = KING_CELLS + SPAN * SPAN;
/// The first term of the men's side pattern (the side pair).
pub const MAN_SIDES: usize = MAN_PATTERN + PAIRS * PAIRS;
/// The first term of the kings' neighbours (own * 7 + enemy).
pub const KING_NEIGHBOURS: usize = MAN_SIDES + PAIRS;
/// How many terms there are.
pub const FEATURES: usize = KING_NEIGHBOURS + 49;

/// A neighbour's state: one of the seat's pieces, another seat's, an empty
/// cell, or no cell (the board's edge).
const OWN: usize = 0;
const ENEMY: usize = 1;
const EMPTY: usize = 2;
const OFF: usize = 3;
const STATE_NAMES: [&str; 4] = ["own", "enemy", "empty", "off"];
/// Unordered pairs of the four states.
const PAIRS: usize = 10;

/// The index of the unordered pair of states `a` and `b`.
const fn pair(a: usize, b: usize) -> usize {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    // Pairs (lo, hi), lo <= hi, in order: (0,0) (0,1) (0,2) (0,3) (1,1) ...
    lo * 4 - lo * (lo.saturating_sub(1)) / 2 + (hi - lo)
}

/// The phase's scale: 256 at the start (every piece on the board), 0 with
/// none left.
pub const PHASE_ONE: i32 = 256;

/// Version 7's weights: per term one early and one late weight, in
/// hundredths of a man (the search's unit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learned {
    /// Weights at the start (every piece on the board).
    pub early: [i32; FEATURES],
    /// Weights with no piece left.
    pub late: [i32; FEATURES],
}

impl Learned {
    /// Version 7's weights, from `crates/bot/data/weights-v7.txt`.
    pub const V7: Learned = Learned::parse(include_str!("../data/weights-v7.txt"));

    /// Weights from the text of a learned weights file (what `hexc learn`
    /// writes): lines starting with `#` are comments, then one line per
    /// term in the order of [`feature_name`]: its name, a space, the early
    /// weight, a space, the late weight. The names are read past, not
    /// checked here (a test checks them against [`feature_name`]). Any
    /// other text panics (for a constant: the build fails).
    #[must_use]
    pub const fn parse(text: &str) -> Learned {
        let b = text.as_bytes();
        let mut early = [0i32; FEATURES];
        let mut late = [0i32; FEATURES];
        let (mut i, mut k) = (0, 0);
        while i < b.len() {
            if b[i] == b'#' || b[i] == b'\n' {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            assert!(k < FEATURES, "learned weights: more lines than terms");
            while i < b.len() && b[i] != b' ' {
                i += 1;
            }
            let (v, next) = number(b, i + 1);
            early[k] = v;
            let (v, next) = number(b, next);
            late[k] = v;
            assert!(
                next == b.len() + 1 || b[next - 1] == b'\n',
                "learned weights: text after the late weight"
            );
            i = next;
            k += 1;
        }
        assert!(k == FEATURES, "learned weights: a term missing");
        Learned { early, late }
    }
}

/// The number at `b[i..]` and the index past the space or newline after
/// it (both weights files read their values with it).
pub(crate) const fn number(b: &[u8], mut i: usize) -> (i32, usize) {
    let negative = i < b.len() && b[i] == b'-';
    if negative {
        i += 1;
    }
    let (mut v, mut digits) = (0i32, 0);
    while i < b.len() && b[i].is_ascii_digit() {
        v = v * 10 + (b[i] - b'0') as i32;
        i += 1;
        digits += 1;
    }
    assert!(digits > 0, "weights file: a value that is not a number");
    (if negative { -v } else { v }, i + 1)
}

/// The name of term `i` (the weights file's first column).
#[must_use]
pub fn feature_name(i: usize) -> String {
    if i < MAN_CELLS {
        HAND_NAMES[i].to_string()
    } else if i < MAN_PATTERN {
        let (piece, j) = if i < KING_CELLS {
            ("man", i - MAN_CELLS)
        } else {
            ("king", i - KING_CELLS)
        };
        format!("cell.{piece}.row{}.off{}", j / SPAN, j % SPAN)
    } else if i < MAN_SIDES {
        let j = i - MAN_PATTERN;
        format!(
            "man.ahead.{}.behind.{}",
            pair_name(j / PAIRS),
            pair_name(j % PAIRS)
        )
    } else if i < KING_NEIGHBOURS {
        format!("man.sides.{}", pair_name(i - MAN_SIDES))
    } else {
        let j = i - KING_NEIGHBOURS;
        format!("king.near.own{}.enemy{}", j / 7, j % 7)
    }
}

fn pair_name(p: usize) -> String {
    for (a, first) in STATE_NAMES.iter().enumerate() {
        for (b, second) in STATE_NAMES.iter().enumerate().skip(a) {
            if pair(a, b) == p {
                return format!("{first}-{second}");
            }
        }
    }
    unreachable!("a pair index below PAIRS")
}

/// What [`visit`] needs beyond the position: counts the hand-made terms
/// share with [`crate::Weights`]'s evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Hand {
    /// Steps of the seat.
    pub steps: i32,
    /// Whether its nearest promotable man is strictly closest to the centre.
    pub race: bool,
    /// Its hunt sum (0 when not ahead in material).
    pub hunt: i32,
}

/// The pieces of `own` open on both sides along a line (a jump over them
/// needs only an attacker and the empty cell behind): the hand-made
/// `exposure` term's count, which the learned terms take too.
pub(crate) fn exposed<const N: usize>(p: &Position<N>, own: Bits<N>) -> i32 {
    let b = p.board();
    let open = b.cells.without_all(own);
    let mut lines = 0;
    for d in 0..3 {
        let back = d + 3;
        let ahead_open = (open & b.can_step[back]).shift(b.delta[back]);
        let behind_open = (open & b.can_step[d]).shift(b.delta[d]);
        lines += (own & ahead_open & behind_open).count() as i32;
    }
    lines
}

/// Calls `f(term, count)` for every term of seat `s` that is not zero
/// (a term may come more than once: the counts add up).
pub(crate) fn visit<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    s: usize,
    attacked: Bits<N>,
    hand: &Hand,
    f: &mut impl FnMut(usize, i32),
) {
    let b = p.board();
    let own = p.pieces(s);
    let kings = own & p.kings();
    let men = own.without_all(p.kings());
    let face = t.faces[s];
    f(0, men.count() as i32);
    f(1, kings.count() as i32);
    let runners = men & t.promotable[face];
    let radius = b.radius;
    let mut adv = 0;
    for d in 1..=radius {
        adv += (runners & t.ring[d as usize]).count() as i32 * (radius - d);
    }
    f(HAND, adv);
    f(HAND + 1, i32::from(hand.race));
    f(HAND + 2, hand.steps);
    f(HAND + 3, (men & attacked).count() as i32);
    f(HAND + 4, (kings & attacked).count() as i32);
    f(HAND + 5, exposed(p, own));
    f(HAND + 6, hand.hunt);
    let occupied = p.occupied();
    let cell = &t.cell_class[face];
    let dirs = &t.dir_class[face];
    let state = |c: usize, d: usize| -> usize {
        if !b.can_step[d].contains(c) {
            return OFF;
        }
        let n = (c as i32 + b.delta[d]) as usize;
        if own.contains(n) {
            OWN
        } else if occupied.contains(n) {
            ENEMY
        } else {
            EMPTY
        }
    };
    for c in men.iter() {
        f(MAN_CELLS + usize::from(cell[c]), 1);
        let [a1, a2, s1, s2, b1, b2] = dirs.map(|d| state(c, d));
        f(MAN_PATTERN + pair(a1, a2) * PAIRS + pair(b1, b2), 1);
        f(MAN_SIDES + pair(s1, s2), 1);
    }
    for c in kings.iter() {
        f(KING_CELLS + usize::from(cell[c]), 1);
        let (mut mine, mut theirs) = (0, 0);
        for d in 0..6 {
            match state(c, d) {
                OWN => mine += 1,
                ENEMY => theirs += 1,
                _ => {}
            }
        }
        f(KING_NEIGHBOURS + mine * 7 + theirs, 1);
    }
}

/// The game's phase: [`PHASE_ONE`] times the pieces left over the pieces
/// at the start.
pub(crate) fn phase<const N: usize>(p: &Position<N>, t: &Tables<N>) -> i32 {
    let left = p.occupied().count() as i32;
    (PHASE_ONE * left / t.start_pieces.max(1)).min(PHASE_ONE)
}

/// Seat `s`'s strength under `l`: each term's count times its early and
/// its late weight, blended by the phase.
pub(crate) fn strength<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    l: &Learned,
    s: usize,
    attacked: Bits<N>,
    hand: &Hand,
    phase: i32,
) -> i32 {
    let (mut early, mut late) = (0i32, 0i32);
    visit(p, t, s, attacked, hand, &mut |i, v| {
        early += l.early[i] * v;
        late += l.late[i] * v;
    });
    (early * phase + late * (PHASE_ONE - phase)) / PHASE_ONE
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Game;

    #[test]
    fn pairs_are_the_ten_unordered_pairs() {
        let mut seen = [false; PAIRS];
        for a in 0..4 {
            for b in 0..4 {
                assert_eq!(pair(a, b), pair(b, a));
                seen[pair(a, b)] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    /// A cell and its mirror image in the centre line through a seat's
    /// edge share a class; the seat's own edge is row 0 for every face.
    #[test]
    fn cell_classes_fold_by_the_reflection_that_keeps_the_edge() {
        let game = Game::new(6, 5).unwrap();
        let engine::raw::PositionRef::Small(p) = engine::raw::position(&game) else {
            unreachable!()
        };
        let t = Tables::new(p);
        let b = p.board();
        for s in 0..6 {
            let face = t.faces[s];
            let classes: std::collections::BTreeSet<u16> =
                b.cells.iter().map(|c| t.cell_class[face][c]).collect();
            // 91 cells of radius 5 fold to 48 classes: pairs of mirror cells,
            // and the 5 cells on the line itself.
            assert_eq!(classes.len(), 48, "face {face}");
            for c in p.pieces(s).iter() {
                let row = usize::from(t.cell_class[face][c]) / SPAN;
                assert!(row <= 1, "a home cell on row {row}");
            }
        }
    }

    #[test]
    fn the_data_file_names_every_term_in_order() {
        let text = include_str!("../data/weights-v7.txt");
        let names: Vec<&str> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(|l| l.split(' ').next().unwrap())
            .collect();
        assert_eq!(names.len(), FEATURES);
        for (i, name) in names.iter().enumerate() {
            assert_eq!(*name, feature_name(i), "line of term {i}");
        }
    }
}
