//! The snapshot text: compact, versioned, readable, and checked on the way
//! in so that only a position the law could reach is accepted.
//!
//! ```text
//! hc1 <players> <radius> <turn> <chain> <result> <rows>
//! hc1 2 3 0 - - .DD./...../....../...A.../....../..a../...
//! ```
//!
//! - `hc1`: format name and version 1.
//! - `players` 2..=6, `radius` 2..=8.
//! - `turn`: the seat to move, or `-` once the game is over.
//! - `chain`: `q,r` of the piece that must keep jumping, or `-`.
//! - `result`: `-` while playing, `w<seat>` for a winner, `draw`.
//! - `rows`: the `2R+1` rows from the top (`r = -R`) down, joined by `/`;
//!   each lists its cells with `q` ascending, one character a cell:
//!   `.` empty, `a`-`f` a man of seat 0-5, `A`-`F` a king of seat 0-5.
//!
//! One character per cell makes two pieces on a cell, or a cell off the
//! board, unrepresentable: a row of the wrong length is refused instead.
//!
//! The endings of docs/endings.md add three `result` values, `agreement`, `no-progress`
//! and `repetition` (drawn for that reason; `draw` stays the law's frozen
//! draw), and an optional eighth field with the house rules, counters and
//! resignations ([`extras`]). A game without them writes the seven fields
//! above exactly as before, and every text from before still restores.

mod any;
mod extras;

use crate::any::AnyPosition;
use crate::endings::EndReason;
use crate::endings::Endings;
use crate::error::SnapshotError;
use crate::position::{MoveList, NONE, NO_CELL};
use hexgrid::Hex;

/// The format's first field.
const VERSION: &str = "hc1";

/// The whole state of a game (its position and its endings) as snapshot
/// text; `counters`: the quiet-turn counter too where no rule reads it.
pub(crate) fn to_text(pos: &AnyPosition, endings: &Endings, counters: bool) -> String {
    let mut text = write(pos, endings.house);
    if let Some(extras) = extras::write(endings, counters) {
        text.push(' ');
        text += &extras;
    }
    text
}

/// The position and endings of the game a snapshot text describes, or what
/// is wrong with it.
pub(crate) fn from_text(text: &str) -> Result<(AnyPosition, Endings), SnapshotError> {
    let fields: Vec<&str> = text.split(' ').collect();
    if fields[0] != VERSION {
        return Err(SnapshotError::Version(cut(fields[0])));
    }
    if !(7..=8).contains(&fields.len()) {
        return Err(SnapshotError::FieldCount(fields.len()));
    }
    let players = number(fields[1], "players", 1)?;
    let radius = number(fields[2], "radius", 1)?;
    let items = match fields.get(7) {
        Some(field) => extras::parse(field)?,
        None => extras::Items::default(),
    };
    let mut pos = AnyPosition::empty(players, radius as i32)?;
    let house = read(&mut pos, &fields)?;
    let endings = extras::endings(&pos, items, house)?;
    Ok((pos, endings))
}

fn cut(s: &str) -> String {
    s.chars().take(40).collect()
}

fn malformed(field: &'static str, value: &str) -> SnapshotError {
    SnapshotError::Field {
        field,
        value: cut(value),
    }
}

/// A small decimal number of at most `digits` digits, no sign.
fn number(s: &str, field: &'static str, digits: usize) -> Result<usize, SnapshotError> {
    if s.is_empty() || s.len() > digits || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(malformed(field, s));
    }
    s.parse().map_err(|_| malformed(field, s))
}

/// A coordinate in the one spelling `snapshot` writes: no leading zero,
/// no `-0`, at most two digits, so what is accepted writes back the same.
fn coordinate(s: &str) -> Option<i32> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.starts_with('0') && (digits.len() > 1 || s.starts_with('-')) {
        return None;
    }
    s.parse().ok()
}

fn write(p: &AnyPosition, house: Option<EndReason>) -> String {
    let radius = p.radius();
    let turn = if p.current() == NONE {
        "-".to_string()
    } else {
        p.current().to_string()
    };
    let chain = if p.chain() == NO_CELL {
        "-".to_string()
    } else {
        p.hex(p.chain() as usize).to_string()
    };
    let result = match (p.winner(), p.is_draw(), house) {
        (NONE, false, _) => "-".to_string(),
        (NONE, true, Some(reason)) => reason.name().to_string(),
        (NONE, true, None) => "draw".to_string(),
        (w, _, _) => format!("w{w}"),
    };
    let mut rows = String::with_capacity(((2 * radius + 2) * (2 * radius + 1)) as usize);
    for r in -radius..=radius {
        if r > -radius {
            rows.push('/');
        }
        for q in (-radius).max(-radius - r)..=radius.min(radius - r) {
            let i = p.index(Hex::new(q, r)).unwrap_or(0);
            rows.push(match p.piece_at(i) {
                None => '.',
                Some((seat, false)) => (b'a' + seat as u8) as char,
                Some((seat, true)) => (b'A' + seat as u8) as char,
            });
        }
    }
    format!(
        "{VERSION} {} {radius} {turn} {chain} {result} {rows}",
        p.players()
    )
}

/// Reads the seven fields of the law into `p`; returns the ending of
/// docs/endings.md the result field names, if any.
fn read(p: &mut AnyPosition, fields: &[&str]) -> Result<Option<EndReason>, SnapshotError> {
    let radius = p.radius();
    let players = p.players();
    let rows: Vec<&str> = fields[6].split('/').collect();
    let expected_rows = (2 * radius + 1) as usize;
    if rows.len() != expected_rows {
        return Err(SnapshotError::Rows {
            expected: expected_rows,
            got: rows.len(),
            radius,
        });
    }
    for (row, (r, text)) in (-radius..=radius).zip(&rows).enumerate() {
        let first_q = (-radius).max(-radius - r);
        let expected = (2 * radius + 1 - r.abs()) as usize;
        let got = text.chars().count();
        if got != expected {
            return Err(SnapshotError::RowLength {
                row: row + 1,
                expected,
                got,
            });
        }
        for (q, ch) in (first_q..).zip(text.chars()) {
            let cell = Hex::new(q, r);
            let (seat, king) = match ch {
                '.' => continue,
                'a'..='f' => (ch as usize - 'a' as usize, false),
                'A'..='F' => (ch as usize - 'A' as usize, true),
                _ => return Err(SnapshotError::BadCell { cell, ch }),
            };
            if seat >= players {
                return Err(SnapshotError::NoSuchSeat {
                    cell,
                    seat,
                    players,
                });
            }
            let i = p.index(cell).ok_or(SnapshotError::BadCell { cell, ch })?;
            p.put(i, seat, king);
        }
    }

    p.set_current(match fields[3] {
        "-" => NONE,
        s => number(s, "turn", 1)? as u8,
    });
    p.set_chain(match fields[4] {
        "-" => NO_CELL,
        s => {
            let (q, r) = s.split_once(',').ok_or_else(|| malformed("chain", s))?;
            let hex = coordinate(q)
                .zip(coordinate(r))
                .map(|(q, r)| Hex::new(q, r));
            let hex = hex.ok_or_else(|| malformed("chain", s))?;
            let i = p.index(hex).ok_or_else(|| {
                SnapshotError::Inconsistent(format!("chain cell {hex} is off the board"))
            })?;
            i as u16
        }
    });
    let house = [
        EndReason::Agreement,
        EndReason::NoProgress,
        EndReason::Repetition,
    ]
    .into_iter()
    .find(|r| r.name() == fields[5]);
    match fields[5] {
        "-" => {}
        "draw" => p.set_result(NONE, true),
        _ if house.is_some() => p.set_result(NONE, true),
        s => {
            let seat = s.strip_prefix('w').ok_or_else(|| malformed("result", s))?;
            p.set_result(number(seat, "result", 1)? as u8, false);
        }
    }
    check_with(p, house.is_some()).map_err(SnapshotError::Inconsistent)?;
    if let Some(reason) = house {
        // Every survivor frozen is the law's draw, not one of these.
        if !(0..players).any(|s| p.count(s) > 0 && p.has_move(s)) {
            return Err(SnapshotError::Ending { reason });
        }
    }
    Ok(house)
}

/// Whether a position is one the law could reach; a sentence if not.
fn check(p: &AnyPosition) -> Result<(), String> {
    check_with(p, false)
}

/// [`check`], for a game drawn by an ending of docs/endings.md when `house`:
/// then the survivors need not be frozen.
fn check_with(p: &AnyPosition, house: bool) -> Result<(), String> {
    let players = p.players();
    let start = (2 * p.radius() - 3) as u32;
    for seat in 0..players {
        let n = p.count(seat);
        if n > start {
            return Err(format!(
                "seat {seat} has {n} pieces, more than the {start} it starts with"
            ));
        }
    }
    if p.man_on_centre() {
        return Err("a man stands on the centre, where it would have been crowned".into());
    }
    let survivors = p.survivors();
    if survivors == 0 {
        return Err("the board has no pieces".into());
    }
    if p.winner() != NONE {
        let w = p.winner() as usize;
        if w >= players {
            return Err(format!("winner seat {w} does not exist"));
        }
        if survivors != 1 || p.count(w) == 0 {
            return Err(format!(
                "seat {w} is named winner, but it is not the only seat with pieces"
            ));
        }
    } else if survivors == 1 {
        return Err("only one seat has pieces, but no winner is named".into());
    }
    if p.is_draw() && !house {
        if let Some(s) = (0..players).find(|&s| p.count(s) > 0 && p.has_move(s)) {
            return Err(format!("the game is called a draw, but seat {s} can move"));
        }
    }
    let over = p.has_result();
    if over != (p.current() == NONE) {
        return Err(if over {
            "the game is over, so no seat can be to move".into()
        } else {
            "the game is not over, so a seat must be to move".into()
        });
    }
    if over {
        if p.chain() != NO_CELL {
            return Err("the game is over, so no piece can be chaining".into());
        }
        return Ok(());
    }
    let seat = p.current() as usize;
    if seat >= players {
        return Err(format!(
            "seat {seat} is to move, but the game has {players} seats"
        ));
    }
    if p.count(seat) == 0 {
        return Err(format!("seat {seat} is to move, but it is eliminated"));
    }
    if p.chain() != NO_CELL {
        let c = p.chain() as usize;
        let hex = p.hex(c);
        if !p.owns(seat, c) {
            return Err(format!("the chaining piece on {hex} is not seat {seat}'s"));
        }
        if !p.can_jump_from(seat, c) {
            return Err(format!("the chaining piece on {hex} has no jump"));
        }
    }
    let mut list = MoveList::default();
    p.legal_moves(&mut list);
    if list.is_empty() {
        return Err(format!(
            "seat {seat} is to move, but has no legal move (it would have been skipped)"
        ));
    }
    Ok(())
}
