//! The snapshot's optional eighth field: what docs/endings.md adds to a game
//! (house rules, the quiet-turn counter, the positions that can still
//! repeat, resignations). Absent when there is nothing to say, so a game of
//! the original law writes the text it always did.
//!
//! ```text
//! rules=<N>,<K>;quiet=<Q>;seen=<n>[:<step>/<step>...];resigned=<s>[,<s>...]
//! ```
//!
//! Items are separated by `;`, in this order, each written only when:
//!
//! - `rules=N,K`: a house rule is on (no progress after `N` turns, repetition
//!   at the `K`-th occurrence; 0 is off).
//! - `quiet=Q`: the turns since the last capture or crowning. Always under
//!   a no-progress rule (`N > 0`); without one, when `Q > 0` and the text
//!   already leaves the original law's (a resignation is written), or when
//!   the caller asks for the counters ([`Game::snapshot_with_counters`]), so
//!   a restore gives back the count a page shows and a bot judges by.
//! - `seen=n[:steps]`: `K > 0`; the `n` positions counted since the last
//!   capture, crowning or resignation: the current one and the `n - 1`
//!   quiet steps (`q,r>q,r`, oldest first) that led to it, one per turn.
//!   `seen=0`: nothing counted yet (mid-chain, after a resignation, or once
//!   the game ended other than by repetition).
//! - `resigned=s,...`: the seats that resigned, in order.
//!
//! Restore undoes the steps from the board, replays them through the law
//! and counts the positions as it goes, so a restored game ends exactly
//! where the original would, and any history the law could not have made
//! is refused.

use super::{coordinate, malformed};
use crate::any::AnyPosition;
use crate::endings::{EndReason, Endings, Rules, Seen};
use crate::error::{SeenProblem, SnapshotError};
use crate::position::{MoveList, NONE, NO_CELL};
#[cfg(doc)]
use crate::Game;
use hexgrid::Hex;

/// The item names, in the order they are written.
const ITEMS: [&str; 4] = ["rules", "quiet", "seen", "resigned"];

/// The eighth field for `endings`, or `None` when it would be empty;
/// `counters`: write the quiet-turn counter even where no rule reads it.
pub(super) fn write(endings: &Endings, counters: bool) -> Option<String> {
    let rules = endings.rules;
    let mut items = Vec::new();
    if !rules.is_off() {
        items.push(format!("rules={},{}", rules.no_progress, rules.repetition));
    }
    // Without a no-progress rule the counter is written only where the text
    // is not the original law's anyway (or when asked): a game of the
    // original law keeps its text.
    let beyond_law = counters || !endings.resigned.is_empty();
    if rules.no_progress > 0 || (beyond_law && endings.quiet > 0) {
        items.push(format!("quiet={}", endings.quiet));
    }
    if rules.repetition > 0 {
        let seen = &endings.seen;
        let mut item = format!("seen={}", seen.len());
        for (i, (from, to)) in seen.steps.iter().enumerate() {
            item.push(if i == 0 { ':' } else { '/' });
            item += &format!("{from}>{to}");
        }
        items.push(item);
    }
    if !endings.resigned.is_empty() {
        let seats: Vec<String> = endings.resigned.iter().map(usize::to_string).collect();
        items.push(format!("resigned={}", seats.join(",")));
    }
    (!items.is_empty()).then(|| items.join(";"))
}

/// The items as read, before they are checked against the position.
#[derive(Default)]
pub(super) struct Items {
    rules: Rules,
    quiet: Option<u32>,
    seen: Option<(usize, Vec<(Hex, Hex)>)>,
    resigned: Vec<usize>,
}

/// A decimal number in its one spelling (no sign, no leading zero), of at
/// most `digits` digits.
fn canonical(s: &str, field: &'static str, digits: usize) -> Result<u32, SnapshotError> {
    let ok = !s.is_empty()
        && s.len() <= digits
        && s.bytes().all(|b| b.is_ascii_digit())
        && !(s.len() > 1 && s.starts_with('0'));
    if !ok {
        return Err(malformed(field, s));
    }
    s.parse().map_err(|_| malformed(field, s))
}

/// Reads the eighth field (its grammar only).
pub(super) fn parse(field: &str) -> Result<Items, SnapshotError> {
    let mut items = Items::default();
    let mut next = 0;
    for item in field.split(';') {
        let (name, value) = item
            .split_once('=')
            .ok_or_else(|| malformed("extras", item))?;
        let at = ITEMS[next..]
            .iter()
            .position(|&n| n == name)
            .ok_or_else(|| malformed("extras", item))?;
        next += at + 1;
        match name {
            "rules" => items.rules = parse_rules(value)?,
            "quiet" => items.quiet = Some(canonical(value, "quiet", 10)?),
            "seen" => items.seen = Some(parse_seen(value)?),
            _ => items.resigned = parse_resigned(value)?,
        }
    }
    let rules = items.rules;
    match (rules.no_progress > 0, items.quiet) {
        (true, None) => return Err(SnapshotError::Missing("quiet")),
        // Without the rule 0 is never written: one spelling per game.
        (false, Some(0)) => return Err(SnapshotError::Unexpected("quiet")),
        _ => {}
    }
    match (rules.repetition > 0, items.seen.is_some()) {
        (true, false) => return Err(SnapshotError::Missing("seen")),
        (false, true) => return Err(SnapshotError::Unexpected("seen")),
        _ => {}
    }
    Ok(items)
}

fn parse_rules(value: &str) -> Result<Rules, SnapshotError> {
    let (n, k) = value
        .split_once(',')
        .ok_or_else(|| malformed("rules", value))?;
    let rules = Rules {
        no_progress: canonical(n, "rules", 5)?,
        repetition: canonical(k, "rules", 3)?,
    };
    if rules.is_off() {
        // Written only when a rule is on: one spelling per game.
        return Err(malformed("rules", value));
    }
    Ok(rules.check()?)
}

fn parse_step(s: &str) -> Option<(Hex, Hex)> {
    let (from, to) = s.split_once('>')?;
    let hex = |c: &str| {
        let (q, r) = c.split_once(',')?;
        Some(Hex::new(coordinate(q)?, coordinate(r)?))
    };
    Some((hex(from)?, hex(to)?))
}

fn parse_seen(value: &str) -> Result<(usize, Vec<(Hex, Hex)>), SnapshotError> {
    let (count, steps) = match value.split_once(':') {
        Some((n, steps)) => (n, Some(steps)),
        None => (value, None),
    };
    let n = canonical(count, "seen", 7)? as usize;
    let steps = match (n, steps) {
        (0 | 1, None) => Vec::new(),
        (2.., Some(steps)) => {
            // Count before parsing: a huge list is refused at once.
            if steps.split('/').count() != n - 1 {
                return Err(malformed("seen", value));
            }
            steps
                .split('/')
                .map(|s| parse_step(s).ok_or_else(|| malformed("seen", s)))
                .collect::<Result<_, _>>()?
        }
        _ => return Err(malformed("seen", value)),
    };
    Ok((n, steps))
}

fn parse_resigned(value: &str) -> Result<Vec<usize>, SnapshotError> {
    value
        .split(',')
        .map(|s| canonical(s, "resigned", 1).map(|s| s as usize))
        .collect()
}

/// The endings' state (docs/endings.md) of a position read from a snapshot, checked against
/// it. `house` is the ending the result field named, if it is one of
/// docs/endings.md's.
pub(super) fn endings(
    p: &AnyPosition,
    items: Items,
    house: Option<EndReason>,
) -> Result<Endings, SnapshotError> {
    let Items {
        rules,
        quiet,
        seen,
        resigned,
    } = items;
    check_resigned(p, &resigned)?;
    let quiet = quiet.unwrap_or(0);
    let over = p.current() == NONE;
    // The counter below the limit, or at it when that ended the game.
    if rules.no_progress > 0 {
        let at_limit = house == Some(EndReason::NoProgress);
        if at_limit != (quiet == rules.no_progress) || quiet > rules.no_progress {
            return Err(if at_limit {
                ending(EndReason::NoProgress)
            } else {
                SnapshotError::Quiet {
                    quiet,
                    limit: rules.no_progress,
                }
            });
        }
    } else if house == Some(EndReason::NoProgress) {
        return Err(ending(EndReason::NoProgress));
    }
    let (n, steps) = seen.unwrap_or_default();
    if over && house != Some(EndReason::Repetition) && n > 0 {
        // Once over, nothing can repeat: only a repetition keeps its count.
        return Err(SnapshotError::Seen {
            step: 0,
            problem: SeenProblem::AfterEnd,
        });
    }
    if rules.no_progress > 0 && n > 1 && n - 1 > quiet as usize {
        return Err(SnapshotError::SeenQuiet { seen: n, quiet });
    }
    let seen = if rules.repetition > 0 {
        count_seen(p, n, steps, rules.repetition, house)?
    } else {
        if house == Some(EndReason::Repetition) {
            return Err(ending(EndReason::Repetition));
        }
        Seen::default()
    };
    Ok(Endings {
        rules,
        quiet,
        seen,
        resigned,
        house,
    })
}

fn ending(reason: EndReason) -> SnapshotError {
    SnapshotError::Ending { reason }
}

fn check_resigned(p: &AnyPosition, resigned: &[usize]) -> Result<(), SnapshotError> {
    for (i, &seat) in resigned.iter().enumerate() {
        let out = seat < p.players() && p.count(seat) == 0;
        if !out || resigned[..i].contains(&seat) {
            return Err(SnapshotError::Resigned { seat });
        }
    }
    Ok(())
}

/// Rebuilds the counted positions from the board and the steps: undoes the
/// steps, then replays them through the law, counting each position.
fn count_seen(
    p: &AnyPosition,
    n: usize,
    steps: Vec<(Hex, Hex)>,
    limit: u32,
    house: Option<EndReason>,
) -> Result<Seen, SnapshotError> {
    let mut seen = Seen::default();
    if house == Some(EndReason::Repetition) && n < limit as usize {
        // The K-th occurrence needs K counted positions at least.
        return Err(ending(EndReason::Repetition));
    }
    if n == 0 {
        return Ok(seen);
    }
    if p.chain() != NO_CELL {
        return Err(SnapshotError::Seen {
            step: 0,
            problem: SeenProblem::MidChain,
        });
    }
    let mut at = undo(p, &steps)?;
    let mut counts = vec![seen.count(at.key(), None)];
    for (i, &(from, to)) in steps.iter().enumerate() {
        let step = i + 1;
        let not_legal = SnapshotError::Seen {
            step,
            problem: SeenProblem::NotLegal { from, to },
        };
        let (f, t) = (at.index(from), at.index(to));
        let mut list = MoveList::default();
        at.legal_moves(&mut list);
        let Some(&m) = list
            .as_slice()
            .iter()
            .find(|m| !m.is_jump() && Some(m.from as usize) == f && Some(m.to as usize) == t)
        else {
            return Err(not_legal);
        };
        if at.play(m).promoted || at.is_over() {
            return Err(not_legal);
        }
        counts.push(seen.count(at.key(), Some((from, to))));
    }
    // The replay must end on the board as it is, with its seat to move.
    let over = p.current() == NONE;
    if !at.same_board(p) || (!over && at.current() != p.current()) {
        return Err(SnapshotError::Seen {
            step: steps.len(),
            problem: SeenProblem::WrongEnd,
        });
    }
    let last = counts.pop().unwrap_or(0);
    if let Some(&early) = counts.iter().find(|&&c| c >= limit) {
        return Err(SnapshotError::Repeated {
            count: early,
            limit,
        });
    }
    match house {
        Some(EndReason::Repetition) if last != limit => Err(ending(EndReason::Repetition)),
        Some(EndReason::Repetition | EndReason::NoProgress) if last <= limit => Ok(seen),
        _ if last >= limit => Err(SnapshotError::Repeated { count: last, limit }),
        _ => Ok(seen),
    }
}

/// The first counted position: the board with the steps taken back, the
/// first step's mover to move.
fn undo(p: &AnyPosition, steps: &[(Hex, Hex)]) -> Result<AnyPosition, SnapshotError> {
    let mut at = *p;
    at.set_result(NONE, false);
    for (i, &(from, to)) in steps.iter().enumerate().rev() {
        let step = i + 1;
        let problem = |problem| SnapshotError::Seen { step, problem };
        let t = at
            .index(to)
            .filter(|&t| at.occupied(t))
            .ok_or(problem(SeenProblem::NoPiece(to)))?;
        let f = at
            .index(from)
            .filter(|&f| !at.occupied(f))
            .ok_or(problem(SeenProblem::Occupied(from)))?;
        let Some((seat, king)) = at.piece_at(t) else {
            return Err(problem(SeenProblem::NoPiece(to)));
        };
        at.lift(t);
        at.put(f, seat, king);
        at.set_current(seat as u8);
    }
    if steps.is_empty() {
        at.set_current(p.current());
    }
    super::check(&at).map_err(|_| SnapshotError::Seen {
        step: 1,
        problem: SeenProblem::Unreachable,
    })?;
    Ok(at)
}
