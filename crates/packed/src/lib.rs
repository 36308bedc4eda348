//! The packed arrays that cross the wasm boundary, named once: each layout
//! is a set of field offsets (and flag bits), exported to JS as a
//! description (the bot module's `packedLayout()`) and compared with the
//! constants of the contract module (`PACKED` in
//! `crates/bindings/js/hex-checkers.js`) by a Node test.
//!
//! Both wasm crates depend on this one: the law's module
//! (`hex-checkers-bindings`) packs moves, outcomes, pieces and seats with the
//! functions here; the bot's module (`hex-checkers-bot-bindings`) packs its
//! answers (best move, report, draw judgement, levels) by the layouts here
//! with functions of its own, since those are the bot crate's types and the
//! law's module must not depend on the bot. The packing functions are plain
//! Rust (no JS values), so they are tested natively below.

use engine::{Move, Outcome, Piece, SeatInfo};
use hexgrid::Hex;

/// Declares a layout's constants, each with the name JS reads it by, and
/// the layout's entry of the description (`pub const $layout`), so that an
/// offset or a flag is written once.
macro_rules! layout {
    ($layout:ident = $js:literal {
        $( $(#[$doc:meta])* $name:ident: $ty:ty = $value:expr => $field:literal, )*
    }) => {
        $( $(#[$doc])* pub const $name: $ty = $value; )*
        /// This layout as the description names it.
        pub const $layout: crate::Layout = ($js, &[$( ($field, $name as i64) ),*]);
    };
}

/// A layout's JS name and its fields with their values.
pub type Layout = (&'static str, &'static [(&'static str, i64)]);

/// A legal move: `[fq, fr, tq, tr, cq, cr, flags]`, `cq, cr` 0 for a step.
pub mod moves {
    layout!(LAYOUT = "move" {
        /// Numbers per move.
        STRIDE: usize = 7 => "stride",
        /// `from.q`.
        FROM_Q: usize = 0 => "fromQ",
        /// `from.r`.
        FROM_R: usize = 1 => "fromR",
        /// `to.q`.
        TO_Q: usize = 2 => "toQ",
        /// `to.r`.
        TO_R: usize = 3 => "toR",
        /// `capture.q`.
        CAPTURE_Q: usize = 4 => "captureQ",
        /// `capture.r`.
        CAPTURE_R: usize = 5 => "captureR",
        /// The flags below.
        FLAGS: usize = 6 => "flags",
    });
    layout!(FLAG_BITS = "moveFlags" {
        /// Flag: a jump.
        CAPTURE: i32 = 1 => "capture",
        /// Flag: a man lands on the centre.
        PROMOTES: i32 = 2 => "promotes",
    });
}

/// What a hop did: `[flags, cq, cr, cseat, eliminated, winner, skipped...]`,
/// -1 for no seat; the skipped seats fill the rest.
pub mod outcome {
    layout!(LAYOUT = "outcome" {
        /// The flags below.
        FLAGS: usize = 0 => "flags",
        /// `captured.q` (0 when nothing was captured).
        CAPTURED_Q: usize = 1 => "capturedQ",
        /// `captured.r`.
        CAPTURED_R: usize = 2 => "capturedR",
        /// The captured piece's seat.
        CAPTURED_SEAT: usize = 3 => "capturedSeat",
        /// The seat eliminated.
        ELIMINATED: usize = 4 => "eliminated",
        /// The winner.
        WINNER: usize = 5 => "winner",
        /// The first skipped seat; the array ends with the last.
        SKIPPED: usize = 6 => "skipped",
    });
    layout!(FLAG_BITS = "outcomeFlags" {
        /// Flag: a piece was captured.
        CAPTURED: i32 = 1 => "captured",
        /// Flag: the captured piece was a king.
        CAPTURED_KING: i32 = 2 => "capturedKing",
        /// Flag: the mover was crowned.
        PROMOTED: i32 = 4 => "promoted",
        /// Flag: the same piece must jump again.
        CHAINING: i32 = 8 => "chaining",
        /// Flag: the game ended drawn (every survivor frozen, or a house
        /// rule met at the end of the turn).
        DRAW: i32 = 16 => "draw",
    });
}

/// A piece of the board: `[q, r, seat, king]`.
pub mod piece {
    layout!(LAYOUT = "piece" {
        /// Numbers per piece.
        STRIDE: usize = 4 => "stride",
        /// `q`.
        Q: usize = 0 => "q",
        /// `r`.
        R: usize = 1 => "r",
        /// Its seat.
        SEAT: usize = 2 => "seat",
        /// 1 for a king.
        KING: usize = 3 => "king",
    });
}

/// A seat: `[face, eliminated]`.
pub mod seat {
    layout!(LAYOUT = "seat" {
        /// Numbers per seat.
        STRIDE: usize = 2 => "stride",
        /// Its face index.
        FACE: usize = 0 => "face",
        /// 1 once eliminated.
        ELIMINATED: usize = 1 => "eliminated",
    });
}

/// The bot's answer: `[fq, fr, tq, tr, score, depth, nodes]`, empty once
/// the game is over.
pub mod best {
    layout!(LAYOUT = "best" {
        /// Numbers in all.
        STRIDE: usize = 7 => "stride",
        /// `from.q`.
        FROM_Q: usize = 0 => "fromQ",
        /// `from.r`.
        FROM_R: usize = 1 => "fromR",
        /// `to.q`.
        TO_Q: usize = 2 => "toQ",
        /// `to.r`.
        TO_R: usize = 3 => "toR",
        /// Its score.
        SCORE: usize = 4 => "score",
        /// Depth reached.
        DEPTH: usize = 5 => "depth",
        /// Nodes searched.
        NODES: usize = 6 => "nodes",
    });
}

/// A search report (`bot::SearchReport`): the [`best`] record, then the
/// method, the number of root moves and of hops, then [`report::ROOT_STRIDE`]
/// numbers per root move (best first) and [`report::HOP_STRIDE`] per hop of
/// the expected line.
pub mod report {
    use super::best;

    layout!(LAYOUT = "report" {
        /// The method, after the [`super::best`] record.
        METHOD: usize = best::STRIDE => "method",
        /// How many root moves follow.
        ROOTS: usize = METHOD + 1 => "roots",
        /// How many hops follow them.
        HOPS: usize = METHOD + 2 => "hops",
        /// Numbers before the root moves.
        HEADER: usize = METHOD + 3 => "header",
    });
    layout!(ROOT = "reportRoot" {
        /// Numbers per root move: the move at the [`super::best`] offsets,
        /// then its score and whether the score is exact (1) or a bound (0).
        ROOT_STRIDE: usize = 6 => "stride",
        /// The root move's `from.q` (then `from.r`, `to.q`, `to.r`), as in
        /// [`super::best`].
        ROOT_FROM_Q: usize = best::FROM_Q => "fromQ",
        /// `from.r`.
        ROOT_FROM_R: usize = best::FROM_R => "fromR",
        /// `to.q`.
        ROOT_TO_Q: usize = best::TO_Q => "toQ",
        /// `to.r`.
        ROOT_TO_R: usize = best::TO_R => "toR",
        /// The root move's score.
        ROOT_SCORE: usize = 4 => "score",
        /// 1 for an exact score, 0 for a bound.
        ROOT_EXACT: usize = 5 => "exact",
    });
    layout!(HOP = "reportHop" {
        /// Numbers per hop: the seat, then `from.q, from.r, to.q, to.r`.
        HOP_STRIDE: usize = 5 => "stride",
        /// The seat that plays the hop.
        HOP_SEAT: usize = 0 => "seat",
        /// `from.q`.
        HOP_FROM_Q: usize = 1 => "fromQ",
        /// `from.r`.
        HOP_FROM_R: usize = 2 => "fromR",
        /// `to.q`.
        HOP_TO_Q: usize = 3 => "toQ",
        /// `to.r`.
        HOP_TO_R: usize = 4 => "toR",
    });
    layout!(METHODS = "reportMethod" {
        /// The method's number: two-seat alpha-beta.
        ALPHA_BETA: i64 = 0 => "alphaBeta",
        /// Best-Reply Search.
        BEST_REPLY: i64 = 1 => "bestReply",
        /// Paranoid.
        PARANOID: i64 = 2 => "paranoid",
        /// Opponent model.
        OPPONENT_MODEL: i64 = 3 => "opponentModel",
        /// Monte-Carlo tree search.
        MCTS: i64 = 4 => "mcts",
    });
}

/// The bot's draw judgement: `[flags, score]`.
pub mod draw {
    layout!(LAYOUT = "draw" {
        /// Numbers in all.
        STRIDE: usize = 2 => "stride",
        /// The flags below.
        FLAGS: usize = 0 => "flags",
        /// Its standing, in hundredths of a man.
        SCORE: usize = 1 => "score",
    });
    layout!(FLAG_BITS = "drawFlags" {
        /// Flag: it would offer a draw.
        OFFER: i32 = 1 => "offer",
        /// Flag: it would accept one.
        ACCEPT: i32 = 2 => "accept",
    });
}

/// A bot level: `[level, depth, maxNodes, timeMs]`.
pub mod level {
    layout!(LAYOUT = "level" {
        /// Numbers per level.
        STRIDE: usize = 4 => "stride",
        /// 1 to 5.
        LEVEL: usize = 0 => "level",
        /// Deepest iteration.
        DEPTH: usize = 1 => "depth",
        /// Node budget.
        MAX_NODES: usize = 2 => "maxNodes",
        /// Time cap in ms.
        TIME_MS: usize = 3 => "timeMs",
    });
}

/// Every layout, the names JS uses.
const DESCRIPTION: &[Layout] = &[
    moves::LAYOUT,
    moves::FLAG_BITS,
    outcome::LAYOUT,
    outcome::FLAG_BITS,
    piece::LAYOUT,
    seat::LAYOUT,
    draw::LAYOUT,
    draw::FLAG_BITS,
    best::LAYOUT,
    report::LAYOUT,
    report::ROOT,
    report::HOP,
    report::METHODS,
    level::LAYOUT,
];

/// The layouts as JSON: `{"move": {"stride": 7, "fromQ": 0, ...}, ...}`.
#[must_use]
pub fn description() -> String {
    let layouts: Vec<String> = DESCRIPTION
        .iter()
        .map(|(name, fields)| {
            let fields: Vec<String> = fields.iter().map(|(f, v)| format!("\"{f}\":{v}")).collect();
            format!("\"{name}\":{{{}}}", fields.join(","))
        })
        .collect();
    format!("{{{}}}", layouts.join(","))
}

fn seat_or_none(s: Option<usize>) -> i32 {
    s.map_or(-1, |s| s as i32)
}

/// The legal moves, [`moves::STRIDE`] numbers each, appended to `out`.
pub fn pack_moves(out: &mut Vec<i32>, list: &[Move]) {
    out.reserve(moves::STRIDE * list.len());
    for m in list {
        let capture = m.capture.unwrap_or_default();
        let mut rec = [0; moves::STRIDE];
        rec[moves::FROM_Q] = m.from.q;
        rec[moves::FROM_R] = m.from.r;
        rec[moves::TO_Q] = m.to.q;
        rec[moves::TO_R] = m.to.r;
        rec[moves::CAPTURE_Q] = capture.q;
        rec[moves::CAPTURE_R] = capture.r;
        rec[moves::FLAGS] =
            flag(m.capture.is_some(), moves::CAPTURE) | flag(m.promotes, moves::PROMOTES);
        out.extend(rec);
    }
}

/// `bit` when `on`, else 0: one flag of a packed record.
#[must_use]
pub fn flag(on: bool, bit: i32) -> i32 {
    if on {
        bit
    } else {
        0
    }
}

/// What a hop did, [`outcome::SKIPPED`] numbers and the skipped seats,
/// appended to `out`.
pub fn pack_outcome(out: &mut Vec<i32>, o: &Outcome) {
    let c = o.captured;
    let at = c.map(|c| c.at).unwrap_or_default();
    let mut rec = [0; outcome::SKIPPED];
    rec[outcome::FLAGS] = flag(c.is_some(), outcome::CAPTURED)
        | flag(c.is_some_and(|c| c.king), outcome::CAPTURED_KING)
        | flag(o.promoted, outcome::PROMOTED)
        | flag(o.chaining, outcome::CHAINING)
        | flag(o.draw, outcome::DRAW);
    rec[outcome::CAPTURED_Q] = at.q;
    rec[outcome::CAPTURED_R] = at.r;
    rec[outcome::CAPTURED_SEAT] = seat_or_none(c.map(|c| c.seat));
    rec[outcome::ELIMINATED] = seat_or_none(o.eliminated);
    rec[outcome::WINNER] = seat_or_none(o.winner);
    out.extend(rec);
    out.extend(o.skipped.iter().map(|&s| s as i32));
}

/// Every piece, [`piece::STRIDE`] numbers each, appended to `out`.
pub fn pack_pieces(out: &mut Vec<i32>, pieces: &[(Hex, Piece)]) {
    out.reserve(piece::STRIDE * pieces.len());
    for (h, p) in pieces {
        let mut rec = [0; piece::STRIDE];
        rec[piece::Q] = h.q;
        rec[piece::R] = h.r;
        rec[piece::SEAT] = p.seat as i32;
        rec[piece::KING] = i32::from(p.king);
        out.extend(rec);
    }
}

/// Every seat, [`seat::STRIDE`] numbers each, appended to `out`.
pub fn pack_seats(out: &mut Vec<i32>, seats: &[SeatInfo]) {
    out.reserve(seat::STRIDE * seats.len());
    for s in seats {
        let mut rec = [0; seat::STRIDE];
        rec[seat::FACE] = s.face.index() as i32;
        rec[seat::ELIMINATED] = i32::from(s.eliminated);
        out.extend(rec);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Game;

    #[test]
    fn each_layout_places_its_fields_once_and_its_flags_on_distinct_bits() {
        for (name, fields) in DESCRIPTION {
            let mut seen = Vec::new();
            let stride = fields.iter().find(|(f, _)| *f == "stride").map(|f| f.1);
            for &(f, v) in fields.iter().filter(|(f, _)| *f != "stride") {
                if name.ends_with("Flags") {
                    assert!(v > 0 && v & (v - 1) == 0, "{name}.{f} = {v} is one bit");
                } else if let Some(stride) = stride {
                    assert!((0..stride).contains(&v), "{name}.{f} = {v} inside {stride}");
                }
                assert!(!seen.contains(&v), "{name}.{f} = {v} is used twice");
                seen.push(v);
            }
            if let Some(stride) = stride {
                assert_eq!(seen.len() as i64, stride, "{name} fills its stride");
            }
        }
    }

    #[test]
    fn the_description_is_json_of_every_layout() {
        let d = description();
        assert!(d.starts_with("{\"move\":{\"stride\":7,\"fromQ\":0,"), "{d}");
        assert!(d.contains("\"outcomeFlags\":{\"captured\":1,\"capturedKing\":2,"));
        assert_eq!(d.matches('{').count(), DESCRIPTION.len() + 1);
    }

    /// A move read back from its packed numbers by the named offsets.
    fn unpack_move(rec: &[i32]) -> Move {
        let hex = |q, r| Hex::new(rec[q], rec[r]);
        Move {
            from: hex(moves::FROM_Q, moves::FROM_R),
            to: hex(moves::TO_Q, moves::TO_R),
            capture: (rec[moves::FLAGS] & moves::CAPTURE != 0)
                .then(|| hex(moves::CAPTURE_Q, moves::CAPTURE_R)),
            promotes: rec[moves::FLAGS] & moves::PROMOTES != 0,
        }
    }

    #[test]
    fn moves_and_outcomes_read_back_by_their_names() {
        // Seeded random games played out: captures, chains, crownings,
        // eliminations and wins all pass through the packing.
        let (mut state, mut seen) = (7u64, [false; 4]);
        for players in [2, 3, 6, 2, 3, 6] {
            let mut game = Game::new(players, 3).unwrap();
            // A game nobody can force goes on for ever: stop at 200 hops.
            for _ in 0..200 {
                if game.is_over() {
                    break;
                }
                let legal = game.legal_moves();
                let mut packed = Vec::new();
                pack_moves(&mut packed, &legal);
                let back: Vec<Move> = packed.chunks(moves::STRIDE).map(unpack_move).collect();
                assert_eq!(back, legal);
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                let m = legal[(state >> 33) as usize % legal.len()];
                let o = game.apply(m.from, m.to).unwrap();
                let mut p = vec![-7];
                pack_outcome(&mut p, &o);
                assert_eq!(p.remove(0), -7, "appended after what was there");
                let f = p[outcome::FLAGS];
                assert_eq!(f & outcome::CAPTURED != 0, o.captured.is_some());
                assert_eq!(f & outcome::PROMOTED != 0, o.promoted);
                assert_eq!(f & outcome::CHAINING != 0, o.chaining);
                assert_eq!(f & outcome::DRAW != 0, o.draw);
                if let Some(c) = o.captured {
                    let at = (p[outcome::CAPTURED_Q], p[outcome::CAPTURED_R]);
                    assert_eq!(at, (c.at.q, c.at.r));
                    assert_eq!(p[outcome::CAPTURED_SEAT], c.seat as i32);
                    assert_eq!(f & outcome::CAPTURED_KING != 0, c.king);
                }
                assert_eq!(p[outcome::WINNER], o.winner.map_or(-1, |w| w as i32));
                assert_eq!(
                    p[outcome::ELIMINATED],
                    o.eliminated.map_or(-1, |s| s as i32)
                );
                let skipped: Vec<usize> =
                    p[outcome::SKIPPED..].iter().map(|&s| s as usize).collect();
                assert_eq!(skipped, o.skipped);
                seen[0] |= o.captured.is_some();
                seen[1] |= o.chaining;
                seen[2] |= o.promoted;
                seen[3] |= o.eliminated.is_some();
            }
        }
        assert_eq!(seen, [true; 4], "capture, chain, crowning, elimination");
    }

    #[test]
    fn pieces_and_seats_read_back_by_their_names() {
        let game = Game::new(3, 4).unwrap();
        let mut packed = Vec::new();
        pack_pieces(&mut packed, &game.pieces());
        for (rec, (h, p)) in packed.chunks(piece::STRIDE).zip(game.pieces()) {
            assert_eq!((rec[piece::Q], rec[piece::R]), (h.q, h.r));
            assert_eq!(rec[piece::SEAT], p.seat as i32);
            assert_eq!(rec[piece::KING], i32::from(p.king));
        }
        let mut seats = Vec::new();
        pack_seats(&mut seats, &game.seats());
        let faces: Vec<i32> = seats.chunks(seat::STRIDE).map(|s| s[seat::FACE]).collect();
        assert_eq!(faces, [0, 2, 4]);
    }
}
