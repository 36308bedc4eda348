//! Builders for hand-made positions, through the public snapshot text.
#![allow(dead_code)]

use engine::{Game, Hex, Move};

/// A piece for [`position`]: `(q, r, seat, king)`.
pub type Placed = (i32, i32, usize, bool);

/// The snapshot text of a position: `turn` to move, `chain` the chaining
/// piece, every other cell empty.
pub fn text(
    players: usize,
    radius: i32,
    turn: usize,
    chain: Option<(i32, i32)>,
    pieces: &[Placed],
) -> String {
    let mut rows = Vec::new();
    for r in -radius..=radius {
        let mut row = String::new();
        for q in (-radius).max(-radius - r)..=radius.min(radius - r) {
            row.push(match pieces.iter().find(|p| (p.0, p.1) == (q, r)) {
                None => '.',
                Some(&(_, _, seat, false)) => (b'a' + seat as u8) as char,
                Some(&(_, _, seat, true)) => (b'A' + seat as u8) as char,
            });
        }
        rows.push(row);
    }
    let chain = chain.map_or("-".to_string(), |(q, r)| format!("{q},{r}"));
    format!("hc1 {players} {radius} {turn} {chain} - {}", rows.join("/"))
}

/// A game in a hand-made position (panics if the law could not reach it).
pub fn position(players: usize, radius: i32, turn: usize, pieces: &[Placed]) -> Game {
    let t = text(players, radius, turn, None, pieces);
    Game::restore(&t).unwrap_or_else(|e| panic!("{e}\n{t}"))
}

/// Men of `seat` filling the whole edge row where `face` lies: a man there
/// of the seat facing away from that edge cannot move.
pub fn frozen_row(seat: usize, face: usize, radius: i32) -> Vec<Placed> {
    hexgrid::ring(radius)
        .filter(|&h| engine::Face::new(face).contains(h, radius))
        .map(|h| (h.q, h.r, seat, false))
        .collect()
}

/// The cell `(q, r)`.
pub fn hex(q: i32, r: i32) -> Hex {
    Hex::new(q, r)
}

/// The legal move from `from` to `to`.
pub fn mv(game: &Game, from: (i32, i32), to: (i32, i32)) -> Move {
    let (from, to) = (Hex::new(from.0, from.1), Hex::new(to.0, to.1));
    *game
        .legal_moves()
        .iter()
        .find(|m| m.from == from && m.to == to)
        .unwrap_or_else(|| panic!("{from} -> {to} is not legal in {}", game.snapshot()))
}

/// The target cells of the legal moves from `from`, sorted.
pub fn targets(game: &Game, from: (i32, i32)) -> Vec<(i32, i32)> {
    let mut t: Vec<_> = game
        .moves_from(Hex::new(from.0, from.1))
        .unwrap()
        .iter()
        .map(|m| (m.to.q, m.to.r))
        .collect();
    t.sort();
    t
}

/// The `(from, to)` pairs of all legal moves, sorted.
pub fn all_moves(game: &Game) -> Vec<((i32, i32), (i32, i32))> {
    let mut t: Vec<_> = game
        .legal_moves()
        .iter()
        .map(|m| ((m.from.q, m.from.r), (m.to.q, m.to.r)))
        .collect();
    t.sort();
    t
}

pub mod bridge;
pub mod props;
pub mod reference;
