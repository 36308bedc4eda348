//! The static evaluation: what a position is worth to each seat, in
//! hundredths of a man.
//!
//! Terms, per seat: material (men, kings), how far its men still able to
//! promote are from the centre, whether it wins the race to the centre,
//! how many steps it has (mobility), and how much of its material stands
//! en prise to a jump of *any* other seat. A seat's score is its own
//! strength minus its opponents' (with three or more seats: the mean of
//! the strongest opponent and the average one), less a penalty for being
//! the weakest (the table's prey) or the strongest (its target).

use engine::raw::{Bits, Position, CELLS};
use hexgrid::Hex;

/// Weights of the evaluation terms, in hundredths of a man.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Per ring a man that can still promote stands nearer the centre.
    pub advance: i32,
    /// For the seat whose nearest such man is strictly closest to the centre.
    pub race: i32,
    /// Per cent of the value of each piece en prise to another seat.
    pub hanging: i32,
    /// Per step a seat could make.
    pub mobility: i32,
    /// Three or more seats: penalty for the seat with strictly most material.
    pub leader: i32,
    /// Three or more seats: penalty for a seat with the least material.
    pub weakest: i32,
    /// For a seat ahead in material: per king, per ring nearer its closest
    /// enemy piece (kings must hunt the men that hide on the edges).
    pub hunt: i32,
    /// Per piece and per line through it whose two cells are both open
    /// (empty or enemy): a jump along it needs only other seats' moves,
    /// and at a table of six they come before the seat moves again.
    pub exposure: i32,
}

impl Default for Weights {
    fn default() -> Self {
        crate::Profile::CURRENT.weights
    }
}

impl Weights {
    /// The first bot's weights, set by hand (BENCHMARKS.md).
    pub const V1: Weights = Weights {
        man: 100,
        king: 250,
        advance: 6,
        race: 30,
        hanging: 40,
        mobility: 2,
        leader: 0,
        weakest: 20,
        hunt: 4,
        exposure: 0,
    };

    /// Tuned by self-play from [`Weights::V1`] (BENCHMARKS.md, "Tuning by
    /// self-play"): `hexc tune --iterations 60 --games 8 --bot
    /// l5:nodes=4000 --seed 1 --threads 2`.
    pub const TUNED: Weights = Weights {
        king: 236,
        advance: 8,
        race: 39,
        hanging: 35,
        hunt: 3,
        exposure: 1,
        ..Weights::V1
    };
}

/// Masks of one board the evaluation needs, built once per search.
pub(crate) struct Tables<const N: usize> {
    /// Cells at each distance from the centre.
    ring: [Bits<N>; 9],
    /// Per face: cells from which a man of that face can still reach the
    /// centre (its men never move back towards their own edge).
    promotable: [Bits<N>; 6],
    /// Face index of each seat.
    faces: [usize; 6],
    /// Axial coordinates of each cell index.
    coords: [(i8, i8); CELLS],
}

impl<const N: usize> Tables<N> {
    pub(crate) fn new(p: &Position<N>) -> Tables<N> {
        let b = p.board();
        let mut ring = [Bits::EMPTY; 9];
        let mut promotable = [Bits::EMPTY; 6];
        let mut coords = [(0, 0); CELLS];
        for i in b.cells.iter() {
            let h: Hex = b.hex(i);
            coords[i] = (h.q as i8, h.r as i8);
            ring[h.length() as usize] = ring[h.length() as usize].with(i);
            // Coordinate that equals R on face f and never grows for its men.
            let toward = [h.r, -h.q, h.s(), -h.r, h.q, -h.s()];
            for f in 0..6 {
                if toward[f] >= 0 {
                    promotable[f] = promotable[f].with(i);
                }
            }
        }
        let mut faces = [0; 6];
        for (seat, face) in engine::seat_faces(p.players() as usize)
            .into_iter()
            .enumerate()
        {
            faces[seat] = face.index();
        }
        Tables {
            faces,
            ring,
            promotable,
            coords,
        }
    }
}

/// The pieces some other seat could jump right now (turn order aside),
/// and the number of steps each seat could make.
pub(crate) fn attacks<const N: usize>(p: &Position<N>) -> (Bits<N>, [i32; 6]) {
    let b = p.board();
    let empty = b.cells.without_all(p.occupied());
    let mut attacked = Bits::EMPTY;
    let mut steps = [0i32; 6];
    for (s, steps) in steps.iter_mut().enumerate().take(p.players() as usize) {
        let own = p.pieces(s);
        if own.is_empty() {
            continue;
        }
        let enemies = p.occupied().without_all(own);
        for d in 0..6 {
            let movers = if p.men_dirs(s) >> d & 1 != 0 {
                own
            } else {
                own & p.kings()
            };
            if movers.is_empty() {
                continue;
            }
            let delta = b.delta[d];
            *steps += ((movers & b.can_step[d]).shift(delta) & empty).count() as i32;
            let land = ((movers & b.can_jump[d]).shift(delta) & enemies).shift(delta) & empty;
            if !land.is_empty() {
                attacked |= land.shift(-delta);
            }
        }
    }
    (attacked, steps)
}

/// Each seat's strength on its own, and its material alone.
fn strengths<const N: usize>(p: &Position<N>, t: &Tables<N>, w: &Weights) -> ([i32; 6], [i32; 6]) {
    let b = p.board();
    let n = p.players() as usize;
    let (attacked, steps) = attacks(p);
    let mut strength = [0; 6];
    let mut material = [0; 6];
    let mut race = [i32::MAX; 6];
    let radius = b.radius;
    for s in 0..n {
        let own = p.pieces(s);
        if own.is_empty() {
            continue;
        }
        let kings = own & p.kings();
        let men = own.without_all(p.kings());
        let m = w.man * men.count() as i32 + w.king * kings.count() as i32;
        material[s] = m;
        let face = t.faces[s];
        let runners = men & t.promotable[face];
        let mut adv = 0;
        for d in 1..=radius {
            let c = (runners & t.ring[d as usize]).count() as i32;
            if c > 0 {
                race[s] = race[s].min(d);
                adv += c * (radius - d);
            }
        }
        if w.exposure != 0 {
            let open = b.cells.without_all(own);
            let mut lines = 0;
            for d in 0..3 {
                let back = d + 3;
                let ahead_open = (open & b.can_step[back]).shift(b.delta[back]);
                let behind_open = (open & b.can_step[d]).shift(b.delta[d]);
                lines += (own & ahead_open & behind_open).count() as i32;
            }
            strength[s] -= w.exposure * lines;
        }
        let hung =
            w.man * (men & attacked).count() as i32 + w.king * (kings & attacked).count() as i32;
        strength[s] += m + w.advance * adv + w.mobility * steps[s] - w.hanging * hung / 100;
    }
    if w.hunt != 0 {
        for s in 0..n {
            let kings = p.pieces(s) & p.kings();
            let ahead = (0..n).all(|o| o == s || material[o] < material[s]);
            if kings.is_empty() || !ahead {
                continue;
            }
            let enemies = p.occupied().without_all(p.pieces(s));
            for k in kings.iter() {
                let nearest = enemies.iter().map(|e| distance(t, k, e)).min().unwrap_or(0);
                strength[s] += w.hunt * (2 * radius - nearest);
            }
        }
    }
    for s in 0..n {
        if race[s] != i32::MAX && (0..n).all(|o| o == s || race[o] > race[s]) {
            strength[s] += w.race;
        }
    }
    (strength, material)
}

#[inline]
fn distance<const N: usize>(t: &Tables<N>, a: usize, b: usize) -> i32 {
    let (aq, ar) = t.coords[a];
    let (bq, br) = t.coords[b];
    let (dq, dr) = (i32::from(aq - bq), i32::from(ar - br));
    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
}

/// The score of every seat from its own point of view (see the module docs).
/// A seat with no pieces scores [`LOST`].
pub(crate) fn scores<const N: usize>(p: &Position<N>, t: &Tables<N>, w: &Weights) -> [i32; 6] {
    let (strength, material) = strengths(p, t, w);
    let n = p.players() as usize;
    let mut out = [LOST; 6];
    for (s, score) in out.iter_mut().enumerate().take(n) {
        if p.pieces(s).is_empty() {
            continue;
        }
        *score = relative(p, s, &strength, &material, w);
    }
    out
}

/// The score of `seat` alone, from its point of view.
#[inline]
pub(crate) fn score_for<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    w: &Weights,
    seat: usize,
) -> i32 {
    let (strength, material) = strengths(p, t, w);
    relative(p, seat, &strength, &material, w)
}

/// Score of a seat that has lost every piece.
pub(crate) const LOST: i32 = -20_000;

fn relative<const N: usize>(
    p: &Position<N>,
    s: usize,
    strength: &[i32; 6],
    material: &[i32; 6],
    w: &Weights,
) -> i32 {
    let n = p.players() as usize;
    let alive = |o: usize| o != s && !p.pieces(o).is_empty();
    let opponents = (0..n).filter(|&o| alive(o)).count() as i32;
    if opponents == 0 {
        return -LOST;
    }
    let max = (0..n)
        .filter(|&o| alive(o))
        .map(|o| strength[o])
        .max()
        .unwrap_or(0);
    if opponents == 1 {
        return strength[s] - max;
    }
    let mean = (0..n)
        .filter(|&o| alive(o))
        .map(|o| strength[o])
        .sum::<i32>()
        / opponents;
    let mut v = strength[s] - (max + mean) / 2;
    let max_mat = (0..n)
        .filter(|&o| alive(o))
        .map(|o| material[o])
        .max()
        .unwrap_or(0);
    let min_mat = (0..n)
        .filter(|&o| alive(o))
        .map(|o| material[o])
        .min()
        .unwrap_or(0);
    if material[s] > max_mat {
        v -= w.leader;
    }
    if material[s] <= min_mat {
        v -= w.weakest;
    }
    v
}
