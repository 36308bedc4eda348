//! The wasm face of the engine: flat numbers in, packed numbers out (a
//! game's answers in place in wasm memory, the rest as typed arrays).
//!
//! This layer is deliberately thin. The JavaScript contract of docs/contract.md
//! (a `Map` board, `{q, r}` objects, `null`s) is assembled by the
//! hand-written module `js/hex-checkers.js`, which checks the *types* of
//! every input before it crosses; this crate checks the *values* through the
//! engine's typed errors, and turns each into a JS `Error` whose message
//! names the problem. Nothing here unwraps: no input reaches a panic.
//!
//! This is the law alone, and it depends on no crate of the bot: the bot's
//! search and evaluation are a module of their own
//! (`hex-checkers-bot-bindings`), loaded only where a bot thinks, and so are
//! perft (a count of the move tree no page needs to play) and the bot's
//! tables (levels, versions, the names of its terms and weights), which the
//! package build writes from that module into a data file the contract
//! module imports (`scripts/build-pkg.sh`, `wasm/bot_tables.js`). The
//! layouts of the packed answers are the `packed` crate's, which both
//! modules share.

use engine::{Face, Game, Hex, PlayError, Rules};
use hexgrid::{Layout, Point};
use wasm_bindgen::prelude::*;

/// Coordinates beyond this are refused before any arithmetic.
const COORD_LIMIT: i32 = 1 << 20;

fn err(msg: impl std::fmt::Display) -> JsError {
    JsError::new(&msg.to_string())
}

fn hex(q: i32, r: i32) -> Result<Hex, JsError> {
    // `unsigned_abs`: `i32::MIN.abs()` overflows (a panic in debug builds;
    // in release it stays negative and slipped past this check).
    if q.unsigned_abs() > COORD_LIMIT.unsigned_abs()
        || r.unsigned_abs() > COORD_LIMIT.unsigned_abs()
    {
        return Err(err(format!("hex {q},{r} is off the board")));
    }
    Ok(Hex::new(q, r))
}

fn push_hex(out: &mut Vec<i32>, h: Hex) {
    out.push(h.q);
    out.push(h.r);
}

#[wasm_bindgen]
extern "C" {
    /// The host's `Error`, thrown with a `reason` field by a refused hop.
    #[wasm_bindgen(js_name = Error)]
    type RefusalError;

    #[wasm_bindgen(constructor, js_class = "Error")]
    fn new(message: &str) -> RefusalError;

    #[wasm_bindgen(method, setter = reason, js_class = "Error")]
    fn set_reason(this: &RefusalError, reason: &str);
}

/// A JS `Error` with the message for a person and, in `reason`, the stable
/// code (`"must-capture"`, `"off-board"`, ...).
fn refusal(message: &str, reason: &str) -> JsValue {
    let e = RefusalError::new(message);
    e.set_reason(reason);
    e.into()
}

/// `[noProgress, repetition]`: the most each house rule may ask for (the
/// engine's [`Rules`] limits, so the page checks against the same).
#[wasm_bindgen(js_name = ruleLimits)]
pub fn rule_limits() -> Vec<i32> {
    rule_pair(Rules::MAX_NO_PROGRESS, Rules::MAX_REPETITION)
}

/// Two rule counts as `i32`s: the glue then copies one kind of typed array
/// fewer (the law's module is the page's first download). The counts are at
/// most the limits, 10 000 and 100.
fn rule_pair(no_progress: u32, repetition: u32) -> Vec<i32> {
    let n = |v: u32| i32::try_from(v).unwrap_or(i32::MAX);
    vec![n(no_progress), n(repetition)]
}

/// Installs the panic hook of debug builds; a no-op otherwise.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "debug-panic")]
    console_error_panic_hook::set_once();
}

/// One game behind a handle: the state stays in wasm memory, small arrays
/// cross the boundary.
///
/// The packed answers of the calls a game makes at every hop (`legalMoves`,
/// `board`, `seats`, `apply`, `resign`) are not returned as new arrays: each
/// is written to the game's one answer buffer, `[n, x1 … xn]`, and the call
/// returns its address in wasm memory, where JS reads the n numbers before it
/// calls the game again (the Rust and WebAssembly book's way: no array made,
/// copied and freed per call).
#[wasm_bindgen]
pub struct WasmGame {
    game: Game,
    /// The last packed answer: its length, then its numbers.
    out: Vec<i32>,
    /// The Error of the last refused `apply` or `resign`, until `refusal` takes it.
    refused: Option<JsValue>,
}

impl WasmGame {
    /// Writes an answer by `fill` to the answer buffer, its length first;
    /// returns the buffer's address (a byte offset in wasm memory).
    fn answer(&mut self, fill: impl FnOnce(&mut Vec<i32>, &Game)) -> usize {
        self.out.clear();
        self.out.push(0);
        fill(&mut self.out, &self.game);
        // At most a few hundred numbers: a board's pieces or a position's moves.
        self.out[0] = i32::try_from(self.out.len() - 1).unwrap_or(i32::MAX);
        self.out.as_ptr() as usize
    }

    /// The address of `o` packed, or 0 for a refusal, kept for `refusal`.
    fn outcome(&mut self, o: Result<engine::Outcome, JsValue>) -> usize {
        match o {
            Ok(o) => self.answer(|out, _| packed::pack_outcome(out, &o)),
            Err(e) => {
                self.refused = Some(e);
                0
            }
        }
    }

    /// The hop from `(fq, fr)` to `(tq, tr)` played, or its refusal.
    fn play(&mut self, fq: i32, fr: i32, tq: i32, tr: i32) -> Result<engine::Outcome, JsValue> {
        let off = |q, r| refusal(&format!("hex {q},{r} is off the board"), "off-board");
        let from = hex(fq, fr).map_err(|_| off(fq, fr))?;
        let to = hex(tq, tr).map_err(|_| off(tq, tr))?;
        self.game
            .apply(from, to)
            .map_err(|e: PlayError| refusal(&e.to_string(), e.code()))
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game under house rules (docs/endings.md; 0 is off); an error
    /// names a bad `players`, `radius` or rule.
    #[wasm_bindgen(constructor)]
    pub fn new(
        players: u32,
        radius: i32,
        no_progress: u32,
        repetition: u32,
    ) -> Result<WasmGame, JsError> {
        let rules = Rules {
            no_progress,
            repetition,
        };
        Ok(WasmGame {
            game: Game::with_rules(players as usize, radius, rules).map_err(err)?,
            out: Vec::new(),
            refused: None,
        })
    }

    /// Number of seats.
    pub fn players(&self) -> u32 {
        self.game.players() as u32
    }

    /// Board radius.
    pub fn radius(&self) -> i32 {
        self.game.radius()
    }

    /// Seat to move, or -1 once the game is over.
    pub fn current(&self) -> i32 {
        self.game.current().map_or(-1, |s| s as i32)
    }

    /// `[q, r]` of the chaining piece, or an empty array.
    pub fn chain(&self) -> Vec<i32> {
        self.game
            .chain_from()
            .map_or_else(Vec::new, |h| vec![h.q, h.r])
    }

    /// Winning seat, or -1.
    pub fn winner(&self) -> i32 {
        self.game.winner().map_or(-1, |s| s as i32)
    }

    /// Whether every survivor was frozen.
    pub fn draw(&self) -> bool {
        self.game.is_draw()
    }

    /// Every seat, packed as [`packed::seat`], in the answer buffer (its address).
    pub fn seats(&mut self) -> usize {
        self.answer(|out, g| packed::pack_seats(out, &g.seats()))
    }

    /// Every piece in reading order, packed as [`packed::piece`], in the
    /// answer buffer (its address).
    pub fn board(&mut self) -> usize {
        self.answer(|out, g| packed::pack_pieces(out, &g.pieces()))
    }

    /// The legal moves, packed as [`packed::moves`], in the answer buffer
    /// (its address).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&mut self) -> usize {
        self.answer(|out, g| packed::pack_moves(out, &g.legal_moves()))
    }

    /// The Error of the last refused `apply` or `resign` (once; `undefined` after).
    pub fn refusal(&mut self) -> Option<JsValue> {
        self.refused.take()
    }

    /// Why the piece on `(q, r)` cannot move now (a [`engine::Refusal`]
    /// code such as `"must-capture"`), or `undefined` when it has a legal
    /// hop; an error off the board.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, q: i32, r: i32) -> Result<Option<String>, JsError> {
        let reason = self.game.why_not(hex(q, r)?).map_err(err)?;
        Ok(reason.map(|r| r.code().to_string()))
    }

    /// Applies the legal move from `(fq, fr)` to `(tq, tr)`; writes what it
    /// did, packed as [`packed::outcome`], to the answer buffer and returns
    /// its address. An illegal move changes nothing and returns 0: its
    /// `Error` with a `reason` code is then `refusal()`'s.
    pub fn apply(&mut self, fq: i32, fr: i32, tq: i32, tr: i32) -> usize {
        let o = self.play(fq, fr, tq, tr);
        self.outcome(o)
    }

    /// `seat` resigns (docs/endings.md); answers as `apply` does. After the
    /// end, or for a seat not in the game, changes nothing and returns 0, the
    /// `Error` (`reason` `"game-over"`, `"not-in-game"`) being `refusal()`'s.
    pub fn resign(&mut self, seat: u32) -> usize {
        let o = self
            .game
            .resign(seat as usize)
            .map_err(|e| refusal(&e.to_string(), e.code()));
        self.outcome(o)
    }

    /// The survivors agree to a draw; after the end, throws an `Error` with
    /// the reason `"game-over"`.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.game
            .agree_draw()
            .map_err(|e| refusal(&e.to_string(), e.code()))
    }

    /// Why the game ended (`"last-army"`, `"frozen"`, `"agreement"`,
    /// `"no-progress"`, `"repetition"`), or `undefined` while it goes on.
    #[wasm_bindgen(js_name = endReason)]
    pub fn end_reason(&self) -> Option<String> {
        self.game.result().map(|r| r.reason.name().to_string())
    }

    /// `[noProgress, repetition]` of the house rules in force.
    pub fn rules(&self) -> Vec<i32> {
        let r = self.game.rules();
        rule_pair(r.no_progress, r.repetition)
    }

    /// Turns since the last capture or crowning.
    #[wasm_bindgen(js_name = quietTurns)]
    pub fn quiet_turns(&self) -> u32 {
        self.game.quiet_turns()
    }

    /// Whether `(q, r)` is on this board.
    #[wasm_bindgen(js_name = onBoard)]
    pub fn on_board(&self, q: i32, r: i32) -> bool {
        hex(q, r).is_ok_and(|h| h.is_within(self.game.radius()))
    }

    /// The snapshot text.
    pub fn snapshot(&self) -> String {
        self.game.snapshot()
    }

    /// The snapshot text with the quiet-turn counter even where no rule
    /// reads it (`Game::snapshot_with_counters`).
    #[wasm_bindgen(js_name = snapshotWithCounters)]
    pub fn snapshot_with_counters(&self) -> String {
        self.game.snapshot_with_counters()
    }

    /// Replaces the whole state, or throws naming what is wrong and keeps
    /// the old one.
    pub fn restore(&mut self, text: &str) -> Result<(), JsError> {
        self.game = Game::restore(text).map_err(err)?;
        Ok(())
    }
}

/// The face with index `face`, or an error naming a bad one.
fn face_arg(face: u32) -> Result<Face, JsError> {
    if face > 5 {
        return Err(err(format!(
            "face must be an integer from 0 to 5, got {face}"
        )));
    }
    Ok(Face::new(face as usize))
}

/// The four directions (as indices) a man of `face` moves in.
#[wasm_bindgen(js_name = facingDirections)]
pub fn facing_directions(face: u32) -> Result<Vec<i32>, JsError> {
    Ok(engine::facing_directions(face_arg(face)?)
        .iter()
        .map(|d| d.index() as i32)
        .collect())
}

/// `[q, r]` pairs of the home cells of `face` at `radius`.
#[wasm_bindgen(js_name = homeCells)]
pub fn home_cells(face: u32, radius: i32) -> Result<Vec<i32>, JsError> {
    let face = face_arg(face)?;
    if !engine::RADII.contains(&radius) {
        return Err(err(engine::SetupError::Radius(radius.into())));
    }
    let mut out = Vec::new();
    for h in engine::home_cells(face, radius) {
        push_hex(&mut out, h);
    }
    Ok(out)
}

/// The face of each seat.
#[wasm_bindgen(js_name = seatFaces)]
pub fn seat_faces(players: u32) -> Result<Vec<i32>, JsError> {
    if !engine::PLAYERS.contains(&(players as usize)) {
        return Err(err(engine::SetupError::Players(players.into())));
    }
    Ok(engine::seat_faces(players as usize)
        .iter()
        .map(|f| f.index() as i32)
        .collect())
}

/// `[q, r]` pairs of every cell of a board, in reading order.
#[wasm_bindgen(js_name = boardCells)]
pub fn board_cells(radius: i32) -> Result<Vec<i32>, JsError> {
    if !(0..=64).contains(&radius) {
        return Err(err(format!(
            "radius must be an integer from 0 to 64, got {radius}"
        )));
    }
    let mut out = Vec::new();
    for h in hexgrid::hexagon(radius) {
        push_hex(&mut out, h);
    }
    Ok(out)
}

/// `[x, y]` of a cell's centre for cells of `size`.
#[wasm_bindgen(js_name = hexToPixel)]
pub fn hex_to_pixel(q: i32, r: i32, size: f64) -> Vec<f64> {
    let p = Layout::new(size).hex_to_pixel(Hex::new(q, r));
    vec![p.x, p.y]
}

/// `[q, r]` of the cell containing a point.
#[wasm_bindgen(js_name = pixelToHex)]
pub fn pixel_to_hex(x: f64, y: f64, size: f64) -> Vec<i32> {
    let h = Layout::new(size).pixel_to_hex(Point::new(x, y));
    vec![h.q, h.r]
}

/// `[x0, y0, … x5, y5]`: the polygon of a cell.
#[wasm_bindgen(js_name = hexCorners)]
pub fn hex_corners(q: i32, r: i32, size: f64) -> Vec<f64> {
    Layout::new(size)
        .hex_corners(Hex::new(q, r))
        .iter()
        .flat_map(|p| [p.x, p.y])
        .collect()
}

/// The name of a cell ("f6"), or an error off the board.
#[wasm_bindgen(js_name = cellName)]
pub fn cell_name(q: i32, r: i32, radius: i32) -> Result<String, JsError> {
    engine::cell_name(hex(q, r)?, radius)
        .ok_or_else(|| err(format!("hex {q},{r} is off a board of radius {radius}")))
}

/// `[q, r]` of a named cell, or an error naming the bad name.
#[wasm_bindgen(js_name = parseCellName)]
pub fn parse_cell_name(name: &str, radius: i32) -> Result<Vec<i32>, JsError> {
    let h = engine::parse_cell_name(name, radius).ok_or_else(|| {
        let shown: String = name.chars().take(20).collect();
        err(format!(
            "{shown:?} names no cell of a board of radius {radius}"
        ))
    })?;
    Ok(vec![h.q, h.r])
}
