//! Between the engine's public types and the reference's plain ones, and
//! the checks that the two agree on a position.

use super::reference::{Cell, RefGame, RefMove, RefOutcome};
use engine::{Game, Hex, Move, Outcome};
use std::collections::HashMap;

/// The reference's cell of a hex.
pub fn cell(h: Hex) -> Cell {
    (h.q, h.r)
}

/// The engine's hex of a cell.
pub fn hex(c: Cell) -> Hex {
    Hex::new(c.0, c.1)
}

/// The reference's copy of an engine game, read through the public API.
pub fn ref_game(game: &Game) -> RefGame {
    let board: HashMap<Cell, (usize, bool)> = game
        .pieces()
        .into_iter()
        .map(|(h, p)| (cell(h), (p.seat, p.king)))
        .collect();
    RefGame {
        players: game.players(),
        radius: game.radius(),
        board,
        current: game.current(),
        chain: game.chain_from().map(cell),
        winner: game.winner(),
        draw: game.is_draw(),
    }
}

/// An engine move as the reference writes it.
pub fn ref_move(m: &Move) -> RefMove {
    RefMove {
        from: cell(m.from),
        to: cell(m.to),
        capture: m.capture.map(cell),
        promotes: m.promotes,
    }
}

/// An engine outcome as the reference writes it.
pub fn ref_outcome(o: &Outcome) -> RefOutcome {
    RefOutcome {
        captured: o.captured.map(|c| (cell(c.at), c.seat, c.king)),
        promoted: o.promoted,
        chaining: o.chaining,
        eliminated: o.eliminated,
        skipped: o.skipped.clone(),
        winner: o.winner,
        draw: o.draw,
    }
}

/// The engine's legal moves in the reference's terms, sorted.
pub fn engine_moves(game: &Game) -> Vec<RefMove> {
    let mut v: Vec<RefMove> = game.legal_moves().iter().map(ref_move).collect();
    v.sort();
    v
}

/// Panics, naming the position, unless the engine and the reference agree
/// on everything visible: pieces, turn, chain, result, legal moves, each
/// piece's `moves_from`, and the snapshot text.
pub fn assert_agree(game: &Game, reference: &RefGame) {
    let at = game.snapshot();
    let mine = ref_game(game);
    assert_eq!(mine.board, reference.board, "pieces differ at {at}");
    assert_eq!(mine.current, reference.current, "current differs at {at}");
    assert_eq!(mine.chain, reference.chain, "chain differs at {at}");
    assert_eq!(mine.winner, reference.winner, "winner differs at {at}");
    assert_eq!(mine.draw, reference.draw, "draw differs at {at}");
    let legal = reference.legal_moves();
    assert_eq!(engine_moves(game), legal, "legal moves differ at {at}");
    assert_eq!(at, reference.snapshot(), "snapshot text differs");
    // `moves_from` of every piece of the mover and of one other cell.
    let mut probe: Vec<_> = reference
        .current
        .map_or(Vec::new(), |s| reference.cells_of(s));
    probe.push(reference.board.keys().min().copied().unwrap_or((0, 0)));
    for c in probe {
        let mut from: Vec<RefMove> = game
            .moves_from(hex(c))
            .expect("a board cell")
            .iter()
            .map(ref_move)
            .collect();
        from.sort();
        let want: Vec<RefMove> = legal.iter().filter(|m| m.from == c).copied().collect();
        assert_eq!(from, want, "moves_from({c:?}) differs at {at}");
    }
    for (i, seat) in game.seats().iter().enumerate() {
        assert_eq!(
            seat.eliminated,
            reference.count(i) == 0,
            "seat {i} eliminated flag at {at}"
        );
    }
}
