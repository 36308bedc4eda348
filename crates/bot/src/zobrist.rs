//! Zobrist keys: one random word per (seat, kind, cell), per seat to move
//! and per chaining cell, each computed at run time, where it is used, as
//! the `n`-th word of a fixed SplitMix64 stream (no table), so that every
//! target (native, wasm) hashes alike.

use engine::raw::{Position, RawMove, CELLS, NONE, NO_CELL};

/// The keys: one word for the layer mark of Best-Reply Search; every other
/// key is [`key`] of its number, computed where it is used.
pub(crate) struct Keys {
    /// Marks the opponents' layer of Best-Reply Search.
    pub(crate) layer: u64,
}

/// One step of SplitMix64: the tiny generator behind keys and bot noise.
pub(crate) const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`-th word of a fixed SplitMix64 stream, without the stream: a
/// table of 4,000 random words would add 33 KB of incompressible data to
/// the wasm download, and these few multiplies cost less than a cache miss.
#[inline]
const fn key(n: usize) -> u64 {
    let mut s =
        0x4845_5843_4845_434B_u64.wrapping_add((n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    splitmix64(&mut s)
}

const TURN: usize = 12 * CELLS;
const CHAIN: usize = TURN + 7;

pub(crate) static KEYS: Keys = Keys {
    layer: key(CHAIN + CELLS),
};

#[inline]
pub(crate) fn turn_key(seat: u8) -> u64 {
    key(TURN + if seat == NONE { 6 } else { seat as usize })
}

#[inline]
fn chain_key(cell: u16) -> u64 {
    if cell == NO_CELL {
        0
    } else {
        key(CHAIN + cell as usize)
    }
}

#[inline]
fn piece_key(seat: usize, king: bool, cell: usize) -> u64 {
    key((seat * 2 + usize::from(king)) * CELLS + cell)
}

/// The key of a position, computed from scratch.
pub(crate) fn hash<const N: usize>(p: &Position<N>) -> u64 {
    let mut h = turn_key(p.current()) ^ chain_key(p.chain());
    for seat in 0..p.players() as usize {
        for i in p.pieces(seat).without_all(p.kings()).iter() {
            h ^= piece_key(seat, false, i);
        }
        for i in (p.pieces(seat) & p.kings()).iter() {
            h ^= piece_key(seat, true, i);
        }
    }
    h
}

/// The key of `child`, which is `parent` after `m` (and perhaps a change of
/// the seat to move made by the search), from the parent's key.
#[inline]
pub(crate) fn after<const N: usize>(
    h: u64,
    parent: &Position<N>,
    child: &Position<N>,
    m: RawMove,
) -> u64 {
    let seat = parent.current() as usize;
    let (from, to) = (m.from as usize, m.to as usize);
    let mut h = h
        ^ turn_key(parent.current())
        ^ turn_key(child.current())
        ^ chain_key(parent.chain())
        ^ chain_key(child.chain())
        ^ piece_key(seat, parent.kings().contains(from), from);
    if child.pieces(seat).contains(to) {
        h ^= piece_key(seat, child.kings().contains(to), to);
    }
    if m.is_jump() {
        let over = m.over as usize;
        if let Some(victim) = (0..6).find(|&s| parent.pieces(s).contains(over)) {
            h ^= piece_key(victim, parent.kings().contains(over), over);
        }
    }
    h
}

/// The key after changing only the seat to move.
#[inline]
pub(crate) fn with_turn(h: u64, old: u8, new: u8) -> u64 {
    h ^ turn_key(old) ^ turn_key(new)
}
