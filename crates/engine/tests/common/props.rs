//! The three fuzz properties of issue 6, driven by raw bytes so the very
//! same code runs under libFuzzer (`fuzz/`, which includes this file with
//! `#[path]`) and under proptest in plain `cargo test`
//! (`tests/properties.rs`). Each panics, naming the position, when the
//! property fails.
//!
//! 1. [`restore_bytes`]: `restore` of any bytes never panics; whatever it
//!    accepts snapshots back to the same text, restores again to the same
//!    game, and is a position the reference accepts; whatever it refuses,
//!    the reference refuses too.
//! 2. [`moves_bytes`]: a game of any size driven by a stream of moves, legal
//!    and not: illegal ones are refused with the state unchanged, legal
//!    ones are applied and keep every invariant ([`assert_invariants`]).
//! 3. [`reference_bytes`]: the fast generator agrees with the reference on
//!    every reached position, from the start or from a decoded position.
//! 4. [`endings_bytes`]: games under random house rules with random hops,
//!    resignations (of any seat, in the game or not) and agreements agree
//!    with the reference of docs/endings.md (`ref_endings.rs`) on every outcome,
//!    refusal, result, counter and snapshot text, and every snapshot
//!    restores to the same game.

use super::bridge::{assert_agree, hex, ref_outcome};
use super::ref_endings::RefTable;
use super::reference::{cells, RefGame, CENTRE};
use engine::{Game, Hex, Move, Outcome, PlayError, Refusal, Rules};

/// The bytes of a fuzz input, read front to back; zeros once used up.
pub struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    /// Reads from `data`.
    pub fn new(data: &'a [u8]) -> Input<'a> {
        Input { data }
    }

    /// The next byte, if any is left.
    pub fn next(&mut self) -> Option<u8> {
        let (&b, rest) = self.data.split_first()?;
        self.data = rest;
        Some(b)
    }

    /// The next byte, or 0.
    pub fn byte(&mut self) -> u8 {
        self.next().unwrap_or(0)
    }

    /// A number in `0..n` (`n > 0`) from two bytes.
    pub fn below(&mut self, n: usize) -> usize {
        (usize::from(self.byte()) << 8 | usize::from(self.byte())) % n
    }

    /// A coordinate from `-radius - 2` to `radius + 2`: off the board too.
    pub fn coordinate(&mut self, radius: i32) -> i32 {
        self.below((2 * radius + 5) as usize) as i32 - radius - 2
    }

    /// Whether nothing is left.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

/// Property 1. Never panics (beyond the property's own asserts).
pub fn restore_bytes(data: &[u8]) {
    match std::str::from_utf8(data) {
        Ok(text) => restore_text(text),
        Err(_) => restore_text(&String::from_utf8_lossy(data)),
    }
}

/// Property 1 on a text.
pub fn restore_text(text: &str) {
    // The reference of the law judges the law's seven fields; a text with
    // an ending of docs/endings.md in it (an eighth field, or such a result) is judged
    // by the engine's own round trip and invariants.
    let fields: Vec<&str> = text.split(' ').collect();
    let law_only =
        fields.len() == 7 && !["agreement", "no-progress", "repetition"].contains(&fields[5]);
    let reference = RefGame::from_snapshot(text);
    match Game::restore(text) {
        Ok(game) => {
            // The text with every counter is what was read; the plain one
            // leaves out only a counter no rule reads (the original law's).
            let again = game.snapshot_with_counters();
            assert_eq!(again, text, "accepted text is written back differently");
            let plain = game.snapshot();
            let law = game.rules().no_progress == 0 && game.resigned().is_empty();
            assert!(plain == text || law, "{plain} written for {text}");
            let back = Game::restore(&again).expect("own snapshot restores");
            assert_eq!(back, game);
            assert_eq!(back.legal_moves(), game.legal_moves());
            assert_invariants(&game);
            if !law_only {
                return;
            }
            let reference = reference
                .unwrap_or_else(|why| panic!("engine accepts, reference refuses ({why}): {text}"));
            assert_agree(&game, &reference);
        }
        Err(e) => {
            // A message names the problem and quotes at most a short cut
            // of the input (40 characters, each escaped to at most 10).
            let msg = e.to_string();
            assert!(msg.len() > 10 && msg.len() < 600, "message {msg:?}");
            if let (Ok(r), true) = (reference, law_only) {
                panic!("engine refuses ({msg}), reference accepts {r:?}: {text:?}");
            }
        }
    }
}

/// Every invariant of a game, whatever happened before: pieces only on
/// board cells and one to a cell, counts within the start, no man on the
/// centre, turn / chain / result consistent, compulsory capture, and
/// snapshot -> restore -> snapshot identical with the same legal moves.
pub fn assert_invariants(game: &Game) {
    let at = game.snapshot();
    let radius = game.radius();
    let players = game.players();
    let pieces = game.pieces();
    let mut seen = std::collections::HashSet::new();
    for &(h, p) in &pieces {
        assert!(h.is_within(radius), "piece off the board at {h}: {at}");
        assert!(seen.insert(h), "two pieces on {h}: {at}");
        assert!(p.seat < players, "piece of seat {} at {h}: {at}", p.seat);
        assert_eq!(game.piece_at(h), Some(p), "piece_at({h}): {at}");
        assert!(h != Hex::ORIGIN || p.king, "a man on the centre: {at}");
    }
    let counts: Vec<usize> = (0..players).map(|s| game.piece_count(s)).collect();
    assert_eq!(counts.iter().sum::<usize>(), pieces.len(), "{at}");
    assert_eq!(game.piece_count(players), 0);
    let alive: Vec<usize> = (0..players).filter(|&s| counts[s] > 0).collect();
    assert!(!alive.is_empty(), "no pieces: {at}");
    for (s, seat) in game.seats().iter().enumerate() {
        assert!(counts[s] <= (2 * radius - 3) as usize, "{at}");
        assert_eq!(seat.eliminated, counts[s] == 0, "{at}");
    }
    let legal = game.legal_moves();
    let rules = game.rules();
    assert!(rules.no_progress == 0 || game.quiet_turns() <= rules.no_progress);
    match game.result() {
        None => assert!(game.current().is_some(), "{at}"),
        Some(r) => {
            assert_eq!((r.winner, r.draw), (game.winner(), game.is_draw()), "{at}");
            for s in game.resigned() {
                assert_eq!(game.piece_count(*s), 0, "{at}");
            }
        }
    }
    match game.current() {
        None => {
            assert!(legal.is_empty(), "moves after the end: {at}");
            assert!(game.chain_from().is_none());
            assert!(game.winner().is_some() != game.is_draw(), "{at}");
            if let Some(w) = game.winner() {
                assert_eq!(alive, [w], "winner with others alive: {at}");
            } else {
                assert!(alive.len() >= 2, "draw of one seat: {at}");
            }
        }
        Some(s) => {
            assert!(game.winner().is_none() && !game.is_draw(), "{at}");
            assert!(alive.len() >= 2 && counts[s] > 0, "{at}");
            assert!(!legal.is_empty(), "seat to move has no move: {at}");
            for m in &legal {
                assert_eq!(game.piece_at(m.from).map(|p| p.seat), Some(s), "{at}");
                assert!(game.piece_at(m.to).is_none(), "{at}");
                assert!(m.to.is_within(radius), "{at}");
                assert_eq!(
                    m.from.distance(m.to),
                    if m.capture.is_some() { 2 } else { 1 }
                );
            }
            // Compulsory capture: all jumps or all steps.
            let jumps = legal.iter().filter(|m| m.capture.is_some()).count();
            assert!(jumps == 0 || jumps == legal.len(), "{at}");
            if let Some(c) = game.chain_from() {
                assert!(legal.iter().all(|m| m.from == c && m.capture.is_some()));
            }
        }
    }
    let back = Game::restore(&at).unwrap_or_else(|e| panic!("{e}: {at}"));
    assert_eq!(back.snapshot(), at);
    assert_eq!(&back, game);
    assert_eq!(back.legal_moves(), legal);
}

/// The checks of one applied hop: counts fall by exactly the capture, and
/// the outcome matches what the game now shows.
pub fn assert_hop(before: &Game, mv: Move, out: &Outcome, after: &Game) {
    let at = before.snapshot();
    let seat = before.current().expect("a mover");
    let total = |g: &Game| g.pieces().len();
    let fell = usize::from(out.captured.is_some());
    assert_eq!(total(before) - total(after), fell, "{mv:?} from {at}");
    let legal = before
        .legal_moves()
        .into_iter()
        .find(|m| m.from == mv.from && m.to == mv.to)
        .expect("an applied move was legal");
    assert_eq!(
        out.captured.map(|c| c.at),
        legal.capture,
        "{mv:?} from {at}"
    );
    assert_eq!(out.promoted, legal.promotes, "{mv:?} from {at}");
    if let Some(c) = out.captured {
        let victim = before.piece_at(c.at).expect("a captured piece was there");
        assert_eq!((victim.seat, victim.king), (c.seat, c.king));
        assert_ne!(c.seat, seat);
        assert_eq!(after.piece_count(c.seat), before.piece_count(c.seat) - 1);
        assert_eq!(out.eliminated.is_some(), after.piece_count(c.seat) == 0);
        assert_eq!(after.piece_at(c.at), None);
    } else {
        assert_eq!(out.eliminated, None);
    }
    assert_eq!(after.piece_count(seat), before.piece_count(seat));
    let moved = after.piece_at(mv.to).expect("the piece landed");
    assert_eq!(moved.seat, seat);
    assert_eq!(after.piece_at(mv.from), None);
    assert_eq!(
        out.promoted,
        mv.to == Hex::ORIGIN && !before.piece_at(mv.from).unwrap().king
    );
    assert!(!out.promoted || moved.king);
    assert_eq!(
        out.chaining,
        after.chain_from() == Some(mv.to),
        "{mv:?} from {at}"
    );
    assert_eq!(out.winner, after.winner());
    assert_eq!(out.draw, after.is_draw());
    if out.chaining {
        assert_eq!(after.current(), Some(seat));
        assert!(out.skipped.is_empty());
    }
    if after.is_over() {
        assert!(out.skipped.is_empty());
    }
    for &s in &out.skipped {
        assert!(after.piece_count(s) > 0, "skipped seat {s} has no pieces");
    }
}

/// A move read from the input: usually a legal one, sometimes any pair of
/// cells (on the board or off it), sometimes a legal `from` with a wrong
/// `to`.
fn pick_move(input: &mut Input, game: &Game) -> Move {
    let legal = game.legal_moves();
    let radius = game.radius();
    let kind = input.byte();
    let any = |input: &mut Input| Hex::new(input.coordinate(radius), input.coordinate(radius));
    if kind % 4 != 0 && !legal.is_empty() {
        let m = legal[input.below(legal.len())];
        if kind % 16 == 1 {
            return Move {
                to: any(input),
                ..m
            };
        }
        return m;
    }
    Move {
        from: any(input),
        to: any(input),
        capture: None,
        promotes: false,
    }
}

/// Property 2.
pub fn moves_bytes(data: &[u8]) {
    let mut input = Input::new(data);
    let players = 2 + usize::from(input.byte()) % 5;
    let radius = 2 + i32::from(input.byte()) % 7;
    let mut game = Game::new(players, radius).expect("a valid size");
    assert_invariants(&game);
    while !input.is_empty() {
        let before = game.clone();
        let text = game.snapshot();
        let mv = pick_move(&mut input, &game);
        let legal = game.legal_moves();
        let is_legal = legal.iter().any(|m| m.from == mv.from && m.to == mv.to);
        // moves_from: off the board an error, on it a subset of the legal.
        // why_not: off the board an error, else no reason exactly when
        // the piece has a legal move.
        let why = game.why_not(mv.from);
        match game.moves_from(mv.from) {
            Err(_) => assert!(!mv.from.is_within(radius) && why.is_err()),
            Ok(from) => {
                assert!(mv.from.is_within(radius));
                assert!(from.iter().all(|m| m.from == mv.from && legal.contains(m)));
                assert_eq!(why.as_ref().is_ok_and(Option::is_none), !from.is_empty());
            }
        }
        match game.apply(mv.from, mv.to) {
            Ok(out) => {
                assert!(is_legal, "{mv:?} applied but not legal in {text}");
                assert_hop(&before, mv, &out, &game);
                assert_invariants(&game);
            }
            Err(e) => {
                assert!(!is_legal, "legal {mv:?} refused ({e}) in {text}");
                // The refusal says what why_not says of the piece, or that
                // the piece may move but not there.
                if let PlayError::Illegal { reason, .. } = e {
                    let piece = why.clone().ok().flatten();
                    assert_eq!(reason, piece.unwrap_or(Refusal::NotATarget), "{text}");
                }
                assert_eq!(game.snapshot(), text, "refused {mv:?} changed the game");
                assert_eq!(game, before);
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

/// A position decoded from the input (random pieces, kings, seat to move,
/// sometimes a chain), as snapshot text; the law may or may not accept it.
pub fn decode_position(input: &mut Input) -> String {
    let players = 2 + usize::from(input.byte()) % 5;
    let radius = 2 + i32::from(input.byte()) % 7;
    let all = cells(radius);
    let mut r = RefGame::new(players, radius);
    r.board.clear();
    let start = (2 * radius - 3) as usize;
    for seat in 0..players {
        for _ in 0..input.below(start + 1) {
            let c = all[input.below(all.len())];
            let king = input.byte() % 3 == 0 || c == CENTRE;
            r.board.insert(c, (seat, king));
        }
    }
    r.current = Some(input.below(players));
    if input.byte() % 4 == 0 {
        let mine = r.cells_of(r.current.unwrap_or(0));
        if !mine.is_empty() {
            r.chain = Some(mine[input.below(mine.len())]);
        }
    }
    r.snapshot()
}

/// Property 3: returns the number of hops compared.
pub fn reference_bytes(data: &[u8]) -> usize {
    let mut input = Input::new(data);
    let (mut game, mut reference) = if input.byte() % 4 == 0 {
        let text = decode_position(&mut input);
        let engine = Game::restore(&text);
        let reference = RefGame::from_snapshot(&text);
        match (engine, reference) {
            (Ok(g), Ok(r)) => (g, r),
            (Err(_), Err(_)) => return 0,
            (e, r) => panic!("restore disagrees on {text}: engine {e:?}, reference {r:?}"),
        }
    } else {
        let players = 2 + usize::from(input.byte()) % 5;
        let radius = 2 + i32::from(input.byte()) % 7;
        (
            Game::new(players, radius).unwrap(),
            RefGame::new(players, radius),
        )
    };
    assert_agree(&game, &reference);
    let mut hops = 0;
    while !input.is_empty() {
        let moves = reference.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[input.below(moves.len())];
        let before = game.snapshot();
        let want = reference
            .apply(m.from, m.to)
            .expect("legal in the reference");
        let got = game
            .apply(hex(m.from), hex(m.to))
            .unwrap_or_else(|e| panic!("{e}: {m:?} in {before}"));
        assert_eq!(ref_outcome(&got), want, "outcome of {m:?} in {before}");
        assert_agree(&game, &reference);
        hops += 1;
    }
    hops
}

/// Property 4: returns the number of actions compared and the result.
pub fn endings_bytes(data: &[u8]) -> (usize, Option<engine::GameResult>) {
    let mut input = Input::new(data);
    let players = 2 + usize::from(input.byte()) % 5;
    let radius = 2 + i32::from(input.byte()) % 5;
    let rules = Rules {
        no_progress: [0, 0, 0, 2, 8, 30][usize::from(input.byte()) % 6],
        repetition: [0, 0, 2, 3][usize::from(input.byte()) % 4],
    };
    let mut game = Game::with_rules(players, radius, rules).expect("valid rules");
    let mut table = RefTable::new(players, radius, rules.no_progress, rules.repetition);
    let mut actions = 0;
    while !input.is_empty() {
        let before = game.clone();
        let text = game.snapshot();
        let kind = input.byte();
        match kind % 64 {
            0 => {
                let seat = usize::from(input.byte()) % 8;
                let got = game.resign(seat);
                let want = table.resign(seat);
                match (got, want) {
                    (Ok(got), Some(want)) => {
                        assert_eq!(ref_outcome(&got), want, "resign {seat} in {text}")
                    }
                    (Err(_), None) => {
                        assert_eq!(game, before, "a refused resignation changed {text}")
                    }
                    (got, want) => {
                        panic!("resign {seat} in {text}: engine {got:?}, reference {want:?}")
                    }
                }
            }
            1 if kind < 32 => {
                assert_eq!(
                    game.agree_draw().is_ok(),
                    table.agree().is_some(),
                    "agree in {text}"
                );
            }
            _ => {
                let moves = table.game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[input.below(moves.len())];
                let want = table.apply(m.from, m.to).expect("legal in the reference");
                let got = game
                    .apply(hex(m.from), hex(m.to))
                    .unwrap_or_else(|e| panic!("{e}: {m:?} in {text}"));
                assert_eq!(ref_outcome(&got), want, "outcome of {m:?} in {text}");
            }
        }
        let at = game.snapshot();
        assert_eq!(at, table.snapshot(), "after {text}");
        assert_eq!(game.result().map(|r| r.reason.name()), table.reason, "{at}");
        assert_eq!(game.quiet_turns(), table.quiet, "{at}");
        let mut legal: Vec<_> = game
            .legal_moves()
            .iter()
            .map(super::bridge::ref_move)
            .collect();
        legal.sort();
        assert_eq!(legal, table.game.legal_moves(), "{at}");
        assert_invariants(&game);
        actions += 1;
    }
    (actions, game.result())
}
