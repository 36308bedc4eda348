//! What the bot's test files share: level-5 options by node budget, a
//! seeded generator for random positions, and an exhaustive check of a
//! forced win, so a test cannot pass on a position that does not say what
//! its name says.
#![allow(dead_code)]

#[path = "../../../engine/tests/common/mod.rs"]
pub mod common;

use bot::SearchOptions;
use engine::{Game, Move};

/// Level 5 on a node budget (no clock), seeded.
pub fn opts(nodes: u64, seed: u64) -> SearchOptions {
    SearchOptions {
        level: 5,
        time_ms: None,
        seed,
        max_nodes: Some(nodes),
    }
}

/// The game after the hop `m`.
pub fn after(game: &Game, m: Move) -> Game {
    let mut next = game.clone();
    next.apply(m.from, m.to).unwrap();
    next
}

/// Whether `root` wins (every other seat out) within `plies` hops
/// whatever the other seats play (exhaustive).
pub fn forces_win(game: &Game, plies: u32, root: usize) -> bool {
    if game.winner() == Some(root) {
        return true;
    }
    let moves = game.legal_moves();
    if plies == 0 || moves.is_empty() {
        return false;
    }
    let mut wins = moves
        .iter()
        .map(|&m| forces_win(&after(game, m), plies - 1, root));
    if game.current() == Some(root) {
        wins.any(|w| w)
    } else {
        wins.all(|w| w)
    }
}

/// A seeded generator of numbers below `n` (a linear congruential one:
/// the same positions on every machine).
pub fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
    let mut rng = seed;
    move |n: usize| {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) as usize % n
    }
}

/// Seeded sparse positions of `players` seats on a radius-3 board, seat 0
/// to move, each seat with 1 to `most` pieces, kings now and then
/// (placements the law could not reach are skipped).
pub fn sparse(players: usize, seed: u64, count: usize, most: usize) -> Vec<Game> {
    let cells: Vec<hexgrid::Hex> = hexgrid::hexagon(3).collect();
    let mut next = numbers(seed);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 50 {
        tries += 1;
        let mut pieces: Vec<common::Placed> = Vec::new();
        for seat in 0..players {
            for _ in 0..1 + next(most) {
                let h = cells[next(cells.len())];
                if pieces.iter().all(|p| (p.0, p.1) != (h.q, h.r)) {
                    pieces.push((h.q, h.r, seat, next(3) == 0));
                }
            }
        }
        let text = common::text(players, 3, 0, None, &pieces);
        if let Ok(game) = Game::restore(&text) {
            if !game.is_over() && game.current() == Some(0) && game.legal_moves().len() > 1 {
                out.push(game);
            }
        }
    }
    out
}

/// Material of `seat`: men 1, kings 2.
pub fn material(game: &Game, seat: usize) -> i32 {
    game.pieces()
        .iter()
        .filter(|(_, p)| p.seat == seat)
        .map(|(_, p)| if p.king { 2 } else { 1 })
        .sum()
}

/// Seat 0's material less every other seat's, after `plies` hops with
/// seat 0 playing for it and every other seat against it (exhaustive).
pub fn net(game: &Game, plies: u32) -> i32 {
    let moves = game.legal_moves();
    if plies == 0 || moves.is_empty() {
        let others: i32 = (1..game.players()).map(|s| material(game, s)).sum();
        return material(game, 0) - others;
    }
    let values = moves.iter().map(|&m| net(&after(game, m), plies - 1));
    if game.current() == Some(0) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Three-seat positions of [`sparse`] where seat 0 wins (both others out)
/// within three hops whatever they play, but not at once.
pub fn wins_in_three() -> impl Iterator<Item = Game> {
    sparse(3, 11, 2_000, 2)
        .into_iter()
        .filter(|game| !forces_win(game, 1, 0) && forces_win(game, 3, 0))
}

/// Positions of [`sparse`] with a piece to save: seat 0 has nothing to
/// capture, every capture the next seat could make is of seat 0's pieces,
/// and some move of seat 0 loses material over three hops (its move and
/// the replies, every other seat against it; [`net`]) and some does not.
pub fn piece_scenes(players: usize, seed: u64, count: usize, most: usize) -> Vec<Game> {
    sparse(players, seed, count, most)
        .into_iter()
        .filter(|game| {
            let moves = game.legal_moves();
            if moves.iter().any(|m| m.capture.is_some()) {
                return false;
            }
            let prey_only = moves.iter().all(|&m| {
                let next = after(game, m);
                next.legal_moves().iter().all(|r| {
                    r.capture
                        .is_none_or(|at| next.piece_at(at).is_some_and(|p| p.seat == 0))
                })
            });
            prey_only
                && moves.iter().any(|&m| loses(game, m, 2))
                && !moves.iter().all(|&m| loses(game, m, 2))
        })
        .collect()
}

/// Seat 0 loses material over `plies` hops after its move `m` ([`net`]).
pub fn loses(game: &Game, m: Move, plies: u32) -> bool {
    net(&after(game, m), plies) < net(game, 0)
}

/// A move that loses material over three hops, and over five (seeing
/// further does not save it).
pub fn is_unsafe(game: &Game, m: Move) -> bool {
    loses(game, m, 2) && loses(game, m, 4)
}
