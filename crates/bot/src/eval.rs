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
//! [`terms`] gives the same score split into its terms ([`Term`]), from
//! the same code the search runs.

use crate::learned::{self, Learned};
pub(crate) use crate::tables::Tables;
use engine::raw::{Bits, Position};
use engine::Game;

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
    /// Learned terms ([`Learned`], version 7): when present, a seat's
    /// strength is theirs alone, and the weights above serve only to weigh
    /// material for the hunt's lead and [`Weights::leader`] and
    /// [`Weights::weakest`] (and the search's move ordering).
    pub learned: Option<&'static Learned>,
    /// Version 8's conversion terms at three or more seats ([`Convert`]);
    /// [`Convert::OFF`] in every earlier version.
    pub convert: Convert,
}

/// Terms that make a bot at three or more seats convert a lead (version 8,
/// docs/bot.md "Version 8: converting a won position"). Without them the
/// evaluation of every earlier version holds still when ahead: a capture
/// of an opponent's *last* piece drops that seat out of the mean of the
/// opponents' strengths and so lowers the capturer's score, and an even
/// trade with one opponent costs the trader against the uninvolved one.
/// Both are folded into [`Term::Opponents`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Convert {
    /// For each surviving seat, per opponent already out of the game (a
    /// seat fewer to beat: the last seat standing wins, and a draw is
    /// shared among fewer).
    pub out: i32,
    /// For a seat with more material than its weakest surviving opponent:
    /// its material's share against that opponent's (own over own plus
    /// theirs), less one half, times this: trading down man for man with
    /// the weakest raises it (the opponents' term alone makes any even
    /// trade a loss at three or more seats), and taking its last piece
    /// is paid by [`Convert::out`].
    pub trade: i32,
    /// Added to [`Weights::hunt`] at three or more seats (at two seats the
    /// same hunt cost version 8 about 70 Elo in its first test).
    pub hunt: i32,
    /// Version 10, three or more seats: a seat ahead in material loses this
    /// per step of an enemy piece onto a cell where none of its pieces could
    /// jump it ([`free_steps`]): a lead is won by taking the beaten men's
    /// room away, not only by standing next to them (version 8's hunt is
    /// at its best once a king is adjacent, and the game shuffles on).
    /// Folded into [`Term::Hunt`].
    pub squeeze: i32,
    /// Version 10, three or more seats, under a no-progress rule: what a
    /// capture or crowning anywhere in the searched line is worth to a root
    /// seat ahead in material, at the limit; scaled by how far the counter
    /// is at the root (the search's, not the evaluation's: `run.rs`). The
    /// law is not changed: only the leader's preference for a line that
    /// resets the counter grows as the rule's draw nears.
    pub progress: i32,
}

impl Convert {
    /// No conversion terms (versions 1 to 7).
    pub const OFF: Convert = Convert {
        out: 0,
        trade: 0,
        hunt: 0,
        squeeze: 0,
        progress: 0,
    };
    /// Version 8's.
    pub const V8: Convert = Convert {
        out: 500,
        trade: 1200,
        hunt: 5,
        squeeze: 0,
        progress: 0,
    };
    /// Version 10's: version 8's, the leader squeezing the beaten pieces
    /// and preferring progress as the no-progress count grows.
    pub const V10: Convert = Convert {
        squeeze: 10,
        progress: 200,
        ..Convert::V8
    };
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
        learned: None,
        convert: Convert::OFF,
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

    /// Fitted to the outcomes of self-play positions (`hexc selfplay`, then
    /// `hexc fit`: docs/bot.md, "Version 6"), read from
    /// `crates/bot/data/weights-v6.txt` when the crate is built.
    pub const LEARNED: Weights = Weights::parse(include_str!("../data/weights-v6.txt"));

    /// Version 7: the terms learned from self-play ([`Learned::V7`],
    /// docs/bot.md, "Version 7"), with [`Weights::LEARNED`]'s material for
    /// what the learned terms leave to the weights.
    pub const V7: Weights = Weights {
        learned: Some(&Learned::V7),
        ..Weights::LEARNED
    };

    /// Version 8: [`Weights::TUNED`] (version 4's) with the conversion
    /// terms at three or more seats ([`Convert::V8`]), kings there hunting
    /// harder when ahead (`hunt` 3 + 5 hundredths of a man per ring nearer
    /// the nearest enemy); at two seats exactly version 4's.
    pub const V8: Weights = Weights {
        convert: Convert::V8,
        ..Weights::TUNED
    };

    /// Version 10: [`Weights::V8`] with [`Convert::V10`] (docs/bot.md
    /// "Version 10"); at two seats exactly version 4's.
    pub const V10: Weights = Weights {
        convert: Convert::V10,
        ..Weights::TUNED
    };

    /// Weights from the text of a weights file (what `hexc fit` writes):
    /// lines starting with `#` are comments, then one `name value` line per
    /// weight, in the order of [`Weights::NAMES`]. Any other text panics
    /// (for a constant: the build fails).
    #[must_use]
    pub const fn parse(text: &str) -> Weights {
        let b = text.as_bytes();
        let mut values = [0i32; 10];
        let (mut i, mut k) = (0, 0);
        while i < b.len() {
            if b[i] == b'#' {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            if b[i] == b'\n' {
                i += 1;
                continue;
            }
            assert!(k < values.len(), "weights file: more weights than names");
            let name = Weights::NAMES[k].as_bytes();
            let mut j = 0;
            while j < name.len() {
                assert!(
                    i + j < b.len() && b[i + j] == name[j],
                    "weights file: a weight out of order"
                );
                j += 1;
            }
            i += name.len();
            assert!(
                i < b.len() && b[i] == b' ',
                "weights file: a name without its value"
            );
            // `next` is one past the character after the value.
            let (v, next) = learned::number(b, i + 1);
            assert!(
                next - 1 == b.len() || b[next - 1] == b'\n',
                "weights file: text after a value"
            );
            values[k] = v;
            k += 1;
            i = next;
        }
        assert!(k == values.len(), "weights file: a weight missing");
        Weights {
            man: values[0],
            king: values[1],
            advance: values[2],
            race: values[3],
            hanging: values[4],
            mobility: values[5],
            leader: values[6],
            weakest: values[7],
            hunt: values[8],
            exposure: values[9],
            learned: None,
            convert: Convert::OFF,
        }
    }

    /// The weights' names, in the order of the fields (the arena's `:man=`
    /// options, `hexc tune` and the JS contract's `weights` use them).
    pub const NAMES: [&'static str; 10] = [
        "man", "king", "advance", "race", "hanging", "mobility", "leader", "weakest", "hunt",
        "exposure",
    ];

    /// The weight [`Weights::NAMES`]`[i]`, or nothing past the last.
    pub fn slot_mut(&mut self, i: usize) -> Option<&mut i32> {
        Some(match i {
            0 => &mut self.man,
            1 => &mut self.king,
            2 => &mut self.advance,
            3 => &mut self.race,
            4 => &mut self.hanging,
            5 => &mut self.mobility,
            6 => &mut self.leader,
            7 => &mut self.weakest,
            8 => &mut self.hunt,
            9 => &mut self.exposure,
            _ => return None,
        })
    }

    /// The weight called `name`, or nothing for an unknown name.
    pub fn named_mut(&mut self, name: &str) -> Option<&mut i32> {
        let i = Self::NAMES.iter().position(|n| *n == name)?;
        self.slot_mut(i)
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

/// The terms a seat's score sums, in the order of [`TERM_NAMES`]: the
/// first [`STRENGTH_TERMS`] make its strength on its own, the others set it
/// against the other seats'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    /// Men and kings ([`Weights::man`], [`Weights::king`]).
    Material,
    /// Men that can still promote, by how near the centre they stand.
    Advance,
    /// The seat whose nearest such man is strictly closest to the centre.
    Race,
    /// Steps the seat could make.
    Mobility,
    /// Material en prise to another seat (negative).
    Hanging,
    /// Open lines through its pieces (negative).
    Exposure,
    /// Ahead in material: its kings near the enemy.
    Hunt,
    /// The other seats' strength: the strongest (one opponent), or the mean
    /// of the strongest and the average one (negative).
    Opponents,
    /// Three or more seats: strictly the most material (negative).
    Leader,
    /// Three or more seats: the least material (negative).
    Weakest,
}

/// How many terms there are.
pub const TERMS: usize = 10;
/// How many of them make a seat's strength on its own.
pub const STRENGTH_TERMS: usize = 7;
/// The terms' names, in their order.
pub const TERM_NAMES: [&str; TERMS] = [
    "material",
    "advance",
    "race",
    "mobility",
    "hanging",
    "exposure",
    "hunt",
    "opponents",
    "leader",
    "weakest",
];

/// Each seat's strength on its own, and its material alone.
fn strengths<const N: usize>(p: &Position<N>, t: &Tables<N>, w: &Weights) -> ([i32; 6], [i32; 6]) {
    if let Some(l) = w.learned {
        return learned_strengths(p, t, w, l);
    }
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
            strength[s] -= w.exposure * learned::exposed(p, own);
        }
        let hung =
            w.man * (men & attacked).count() as i32 + w.king * (kings & attacked).count() as i32;
        strength[s] += m + w.advance * adv + w.mobility * steps[s] - w.hanging * hung / 100;
    }
    let hunt = w.hunt + if n >= 3 { w.convert.hunt } else { 0 };
    if hunt != 0 {
        for s in 0..n {
            let kings = p.pieces(s) & p.kings();
            let ahead = (0..n).all(|o| o == s || material[o] < material[s]);
            if kings.is_empty() || !ahead {
                continue;
            }
            let enemies = p.occupied().without_all(p.pieces(s));
            for k in kings.iter() {
                let nearest = enemies.iter().map(|e| distance(t, k, e)).min().unwrap_or(0);
                strength[s] += hunt * (2 * radius - nearest);
            }
        }
    }
    if n >= 3 && w.convert.squeeze != 0 {
        for s in 0..n {
            let own = p.pieces(s);
            let ahead = (0..n).all(|o| o == s || material[o] < material[s]);
            if !own.is_empty() && ahead {
                // Only the beaten seats' room: half its material or less.
                let beaten = (0..n).filter(|&o| o != s && 2 * material[o] <= material[s]);
                let prey = beaten.fold(Bits::EMPTY, |b, o| b | p.pieces(o));
                strength[s] -= w.convert.squeeze * free_steps(p, s, prey);
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

/// [`strengths`] under learned terms ([`Weights::learned`]).
fn learned_strengths<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    w: &Weights,
    l: &Learned,
) -> ([i32; 6], [i32; 6]) {
    let (attacked, hands, material) = learned_inputs(p, t, w);
    let phase = learned::phase(p, t);
    let mut strength = [0; 6];
    for s in 0..p.players() as usize {
        if !p.pieces(s).is_empty() {
            strength[s] = learned::strength(p, t, l, s, attacked, &hands[s], phase);
        }
    }
    (strength, material)
}

/// What the learned terms take from the hand-made evaluation: the pieces
/// en prise, each seat's [`learned::Hand`] counts, and each seat's
/// material under `w`'s man and king.
pub(crate) fn learned_inputs<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    w: &Weights,
) -> (Bits<N>, [learned::Hand; 6], [i32; 6]) {
    let b = p.board();
    let n = p.players() as usize;
    let (attacked, steps) = attacks(p);
    let mut material = [0; 6];
    let mut race = [i32::MAX; 6];
    for s in 0..n {
        let own = p.pieces(s);
        let kings = own & p.kings();
        let men = own.without_all(p.kings());
        material[s] = w.man * men.count() as i32 + w.king * kings.count() as i32;
        let runners = men & t.promotable[t.faces[s]];
        if let Some(d) = (1..=b.radius).find(|&d| !(runners & t.ring[d as usize]).is_empty()) {
            race[s] = d;
        }
    }
    let mut hands = [learned::Hand::default(); 6];
    for s in 0..n {
        let kings = p.pieces(s) & p.kings();
        if !kings.is_empty() && (0..n).all(|o| o == s || material[o] < material[s]) {
            let enemies = p.occupied().without_all(p.pieces(s));
            for k in kings.iter() {
                let nearest = enemies.iter().map(|e| distance(t, k, e)).min().unwrap_or(0);
                hands[s].hunt += 2 * b.radius - nearest;
            }
        }
        hands[s].steps = steps[s];
        hands[s].race = race[s] != i32::MAX && (0..n).all(|o| o == s || race[o] > race[s]);
    }
    (attacked, hands, material)
}

/// Kings-only two-seat endings ([`crate::Features::endgame`]): how much
/// the side with more kings has made of its lead, for `seat`.
///
/// A lone king is caught only by a jump onto the empty cell behind it, so
/// the side ahead must close in and take its room away: per cell of
/// distance from each of its kings to the nearest enemy king and per ring
/// an enemy king stands from the rim [`ENDING_UNIT`], per safe step of an
/// enemy king ([`safe_steps`]) twice that. Two kings against one cannot force a capture from
/// almost any position on boards of radius 4 and 5 (BENCHMARKS.md, issue 15
/// third session, an exhaustive search of every position): such a position,
/// and so a trade of a king for a king from three against two, is worth
/// [`DRAWN_SHARE`] of its score, so the side ahead keeps its kings and the
/// side behind offers the trade. Zero when the counts are level.
pub(crate) fn ending<const N: usize>(p: &Position<N>, t: &Tables<N>, seat: usize) -> i32 {
    let counts = [p.pieces(0).count() as i32, p.pieces(1).count() as i32];
    if counts[0] == counts[1] {
        return 0;
    }
    let ahead = usize::from(counts[1] > counts[0]);
    let (hunters, prey) = (p.pieces(ahead), p.pieces(1 - ahead));
    let radius = p.board().radius;
    let mut e = 0;
    for k in hunters.iter() {
        let nearest = prey.iter().map(|x| distance(t, k, x)).min().unwrap_or(0);
        e -= nearest;
    }
    for x in prey.iter() {
        e -= radius - distance(t, x, p.board().centre);
    }
    e -= 2 * safe_steps(p, hunters, prey);
    let e = e * ENDING_UNIT;
    if seat == ahead {
        e
    } else {
        -e
    }
}

/// The steps of the `prey` kings onto cells where none of the `hunters`
/// could jump them at once (a hunter next to the cell, the cell beyond it
/// empty once the prey has left its own).
fn safe_steps<const N: usize>(p: &Position<N>, hunters: Bits<N>, prey: Bits<N>) -> i32 {
    unjumped_steps(p, prey, |_| ALL_DIRS, |h, _| hunters.contains(h))
}

/// The steps the pieces of `prey` (none of them `seat`'s) could make onto cells where
/// no piece of `seat` could jump them at once (a king of `seat`, or a man
/// jumping in one of its directions, next to the cell, the cell beyond it
/// empty once the piece has left its own): the room the beaten pieces
/// still have ([`Convert::squeeze`]).
pub(crate) fn free_steps<const N: usize>(p: &Position<N>, seat: usize, prey: Bits<N>) -> i32 {
    let hunters = p.pieces(seat);
    let kings = p.kings();
    let hunter_dirs = p.men_dirs(seat);
    let mut free = 0;
    for o in (0..p.players() as usize).filter(|&o| o != seat) {
        let dirs = p.men_dirs(o);
        free += unjumped_steps(
            p,
            p.pieces(o) & prey,
            |x| if kings.contains(x) { ALL_DIRS } else { dirs },
            |h, e| hunters.contains(h) && (kings.contains(h) || hunter_dirs >> e & 1 != 0),
        );
    }
    free
}

/// A seat's material in hundredths of a man: its men and kings at their
/// weights (as [`strengths`] counts it).
pub(crate) fn material<const N: usize>(p: &Position<N>, w: &Weights, seat: usize) -> i32 {
    let own = p.pieces(seat);
    let kings = (own & p.kings()).count() as i32;
    w.man * (own.count() as i32 - kings) + w.king * kings
}

/// Every direction, as [`Position::men_dirs`] writes them.
const ALL_DIRS: u8 = 0b11_1111;

/// The steps of the pieces of `prey` (in the directions of the mask
/// `dirs(piece)`) onto empty cells that no hunter could jump at once:
/// `jumps(h, e)` when a piece on `h` may jump in direction `e`, the cell
/// beyond empty once the prey has left its own. [`safe_steps`] and
/// [`free_steps`].
fn unjumped_steps<const N: usize>(
    p: &Position<N>,
    prey: Bits<N>,
    dirs: impl Fn(usize) -> u8,
    jumps: impl Fn(usize, usize) -> bool,
) -> i32 {
    let b = p.board();
    let occupied = p.occupied();
    let next = |c: usize, d: usize| {
        b.can_step[d]
            .contains(c)
            .then(|| (c as i32 + b.delta[d]) as usize)
    };
    let mut free = 0;
    for x in prey.iter() {
        let mask = dirs(x);
        for d in (0..6).filter(|&d| mask >> d & 1 != 0) {
            let Some(c) = next(x, d).filter(|&c| !occupied.contains(c)) else {
                continue;
            };
            // A jump over `c` in direction `e`: a hunter on the cell before
            // it, the one beyond it empty (or the piece's own, left empty).
            let exposed = (0..6).any(|e| {
                let hunter = next(c, (e + 3) % 6).is_some_and(|h| jumps(h, e));
                hunter && next(c, e).is_some_and(|z| z == x || !occupied.contains(z))
            });
            free += i32::from(!exposed);
        }
    }
    free
}

/// The unit of [`ending`]'s terms, in hundredths of a man.
pub(crate) const ENDING_UNIT: i32 = 6;
/// Percent of its score a drawn king ending (two kings against one, radius
/// 4 or more) keeps.
pub(crate) const DRAWN_SHARE: i32 = 10;

/// Whether a kings-only two-seat position is two kings against one on a
/// board where that is a draw (radius 4 or more: BENCHMARKS.md).
pub(crate) fn drawn_ending<const N: usize>(p: &Position<N>) -> bool {
    let counts = (p.pieces(0).count(), p.pieces(1).count());
    p.board().radius >= 4 && matches!(counts, (2, 1) | (1, 2))
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

/// Every seat's score split into its [`TERMS`] terms (see [`Term`]): for a
/// seat with pieces they sum to its score in [`scores`]; a seat with no
/// pieces has none (its score is [`LOST`]), nor has the last seat left.
///
/// Each strength term is added on its own in [`strengths`], so it is the
/// difference its weight makes: the strengths with every weight, less the
/// strengths with that one weight at 0. The search's own code computes
/// every number (nothing here can drift from it), and no second copy of
/// [`strengths`] is compiled for the breakdown.
pub(crate) fn terms<const N: usize>(
    p: &Position<N>,
    t: &Tables<N>,
    w: &Weights,
) -> [[i32; TERMS]; 6] {
    let (strength, material) = strengths(p, t, w);
    let without = |zero: fn(&mut Weights)| {
        let mut v = *w;
        zero(&mut v);
        strengths(p, t, &v).0
    };
    let parts: [(Term, [i32; 6]); STRENGTH_TERMS - 1] = [
        (Term::Advance, without(|v| v.advance = 0)),
        (Term::Race, without(|v| v.race = 0)),
        (Term::Mobility, without(|v| v.mobility = 0)),
        (Term::Hanging, without(|v| v.hanging = 0)),
        (Term::Exposure, without(|v| v.exposure = 0)),
        (
            Term::Hunt,
            without(|v| {
                v.hunt = 0;
                v.convert.hunt = 0;
                v.convert.squeeze = 0;
            }),
        ),
    ];
    let mut split = [[0; TERMS]; 6];
    for (s, terms) in split.iter_mut().enumerate().take(p.players() as usize) {
        let rest = match against(p, s, &strength, &material, w) {
            Some(rest) if !p.pieces(s).is_empty() => rest,
            _ => continue,
        };
        terms[Term::Material as usize] = strength[s];
        for (term, less) in parts {
            terms[term as usize] = strength[s] - less[s];
            terms[Term::Material as usize] -= strength[s] - less[s];
        }
        terms[STRENGTH_TERMS..].copy_from_slice(&rest);
    }
    split
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
    match against(p, s, strength, material, w) {
        Some(rest) => strength[s] + rest.iter().sum::<i32>(),
        None => -LOST,
    }
}

/// What the other seats take off seat `s`'s strength: the [`Term::Opponents`],
/// [`Term::Leader`] and [`Term::Weakest`] terms; `None` when no other seat
/// has pieces (`s` has won).
fn against<const N: usize>(
    p: &Position<N>,
    s: usize,
    strength: &[i32; 6],
    material: &[i32; 6],
    w: &Weights,
) -> Option<[i32; 3]> {
    let n = p.players() as usize;
    let alive = |o: usize| o != s && !p.pieces(o).is_empty();
    let opponents = (0..n).filter(|&o| alive(o)).count() as i32;
    if opponents == 0 {
        return None;
    }
    let max = (0..n)
        .filter(|&o| alive(o))
        .map(|o| strength[o])
        .max()
        .unwrap_or(0);
    if opponents == 1 {
        let rest = (0..n).find(|&o| alive(o)).map_or(0, |o| material[o]);
        return Some([-max + conversion(p, s, material, w.convert, rest, 1), 0, 0]);
    }
    let mean = (0..n)
        .filter(|&o| alive(o))
        .map(|o| strength[o])
        .sum::<i32>()
        / opponents;
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
    let leader = if material[s] > max_mat { -w.leader } else { 0 };
    let weakest = if material[s] <= min_mat {
        -w.weakest
    } else {
        0
    };
    let convert = conversion(p, s, material, w.convert, min_mat, opponents);
    Some([-((max + mean) / 2) + convert, leader, weakest])
}

/// Version 8's conversion terms for seat `s` ([`Convert`]), at three or more
/// seats; `weakest` is the least material among its surviving opponents
/// and `opponents` their number.
fn conversion<const N: usize>(
    p: &Position<N>,
    s: usize,
    material: &[i32; 6],
    c: Convert,
    weakest: i32,
    opponents: i32,
) -> i32 {
    let n = p.players() as i32;
    if n < 3 || c == Convert::OFF {
        return 0;
    }
    let mut score = c.out * (n - 1 - opponents);
    let own = material[s];
    if own > weakest {
        // Own material's share against the weakest opponent's, above one half.
        let share = 1000 * own / (own + weakest) - 500;
        score += c.trade * share / 1000;
    }
    score
}

/// The terms of a game's position, for fitting them: its phase (out of
/// [`learned::PHASE_ONE`]) and, per seat, each term's count (summed, sorted by term,
/// zeros left out). `weights` weigh material for the hunt's lead (its man
/// and king). A seat with no pieces has no terms.
#[must_use]
pub fn learned_terms(game: &Game, weights: &Weights) -> (i32, Vec<Vec<(u16, i32)>>) {
    with_position!(game, p => {
        let t = Tables::new(p);
        let (attacked, hands, _) = learned_inputs(p, &t, weights);
        let seats = (0..p.players() as usize)
            .map(|s| {
                let mut counts = std::collections::BTreeMap::new();
                if !p.pieces(s).is_empty() {
                    learned::visit(p, &t, s, attacked, &hands[s], &mut |i, v| {
                        *counts.entry(i as u16).or_insert(0) += v;
                    });
                }
                counts.into_iter().filter(|&(_, v)| v != 0).collect()
            })
            .collect();
        (learned::phase(p, &t), seats)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::raw::{self, PositionRef};

    /// Positions of varied games (every table size, small and large boards,
    /// mid-chain positions included): each hop picks a move by a fixed rule.
    fn positions() -> Vec<Game> {
        let mut out = Vec::new();
        for players in 2..=6 {
            for radius in [3, 5, 8] {
                let mut game = Game::new(players, radius).unwrap();
                for ply in 0..400 {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[(ply * 13 + players * 5 + radius as usize) % moves.len()];
                    game.apply(m.from, m.to).unwrap();
                    if ply % 3 == 0 {
                        out.push(game.clone());
                    }
                }
            }
        }
        out
    }

    fn check<const N: usize>(p: &Position<N>, w: &Weights) {
        let t = Tables::new(p);
        let split = terms(p, &t, w);
        let all = scores(p, &t, w);
        for s in 0..p.players() as usize {
            let sum: i32 = split[s].iter().sum();
            if p.pieces(s).is_empty() {
                assert_eq!(all[s], LOST);
                assert_eq!(split[s], [0; TERMS]);
                continue;
            }
            assert_eq!(sum, all[s], "seat {s}: {:?}", split[s]);
            // Material is what is left of the strength once the other terms are
            // taken off: counted here on its own, it shows every other term right.
            let own = p.pieces(s);
            let kings = (own & p.kings()).count() as i32;
            let men = own.count() as i32 - kings;
            assert_eq!(
                split[s][Term::Material as usize],
                w.man * men + w.king * kings
            );
            // The search's own door (alpha-beta's leaves) gives the same total.
            assert_eq!(sum, score_for(p, &t, w, s));
        }
    }

    #[test]
    fn the_terms_add_up_to_the_score_the_search_uses() {
        let every = Weights {
            leader: 15,
            exposure: 3,
            ..Weights::default()
        };
        let games = positions();
        assert!(games.len() > 500, "{}", games.len());
        for game in &games {
            if game.is_over() {
                continue;
            }
            for w in [Weights::default(), Weights::V1, every] {
                match raw::position(game) {
                    PositionRef::Small(p) => check(p, &w),
                    PositionRef::Large(p) => check(p, &w),
                }
            }
        }
    }
}
