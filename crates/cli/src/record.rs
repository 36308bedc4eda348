//! `hexc record FILE`: reads a text record as the page writes it (Download
//! record, Export all; docs/formats.md, "The text record" and "Variations"),
//! one game or several separated by a blank line, and replays every step of
//! each game's own line and of every side line through the engine, each side
//! line from the position before the turn it replaces. Prints one line a
//! game: its seats and radius, the hops of its own line, its side lines and
//! the positions of its whole tree (a step a side line shares with the line
//! it leaves is one position, as in the page's tree). A record the engine
//! refuses is an error that names the line and the turn.
//!
//! What it reads of the tags: `Players`, `Radius` and `Start`; the others
//! are the page's (names, clock, rules) and are passed over. Round numbers
//! are read as separators; the events `{SeatN resigns}`, `{SeatN loses on
//! time}` (an army out, as a resignation) and `{Draw agreed}` are played.

use engine::{parse_cell_name, Game, Hex};
use std::collections::HashMap;

/// The deepest nesting of side lines a record may hold (as the page's reader).
const MAX_DEPTH: usize = 32;

/// What one game of a record holds.
#[derive(Debug, PartialEq, Eq)]
pub struct Summary {
    pub players: usize,
    pub radius: i32,
    /// Hops of the game's own line.
    pub hops: usize,
    /// Side lines, at every depth.
    pub side_lines: usize,
    /// Positions of the tree after the start: the game's own and every side
    /// line's, a shared step counted once.
    pub positions: usize,
}

/// Reads every game of a text record.
pub fn read_all(text: &str) -> Result<Vec<Summary>, String> {
    let mut games = Vec::new();
    let mut tags: Vec<(usize, &str)> = Vec::new();
    let mut moves: Vec<(usize, &str)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') && trimmed.ends_with(']') {
            if !moves.is_empty() {
                games.push(read_game(&tags, &moves)?);
                tags.clear();
                moves.clear();
            }
            tags.push((i + 1, trimmed));
        } else if !trimmed.is_empty() {
            moves.push((i + 1, trimmed));
        }
    }
    if !tags.is_empty() || !moves.is_empty() {
        games.push(read_game(&tags, &moves)?);
    }
    if games.is_empty() {
        return Err("no game in the record".into());
    }
    Ok(games)
}

/// A tag's value: the text between its first and last double quote, `\"`
/// and `\\` unescaped.
fn tag(tags: &[(usize, &str)], key: &str) -> Option<(usize, String)> {
    tags.iter().find_map(|&(n, t)| {
        let rest = t.strip_prefix('[')?.strip_prefix(key)?.trim_start();
        let inner = rest.strip_prefix('"')?.strip_suffix("\"]")?;
        Some((n, inner.replace("\\\"", "\"").replace("\\\\", "\\")))
    })
}

fn read_game(tags: &[(usize, &str)], moves: &[(usize, &str)]) -> Result<Summary, String> {
    let first = tags.first().or(moves.first()).map_or(1, |t| t.0);
    let number = |key: &str| -> Result<i64, String> {
        let (n, v) = tag(tags, key).ok_or(format!("line {first}: the game has no {key} tag"))?;
        v.parse()
            .map_err(|_| format!("line {n}: {key} \"{v}\" is not a number"))
    };
    let players = number("Players")?;
    let radius = number("Radius")?;
    let game = match tag(tags, "Start") {
        Some((n, snapshot)) => {
            Game::restore(&snapshot).map_err(|e| format!("line {n}: Start: {e}"))?
        }
        None => Game::new(players as usize, radius as i32)
            .map_err(|e| format!("line {first}: Players {players}, Radius {radius}: {e}"))?,
    };
    if game.players() as i64 != players || i64::from(game.radius()) != radius {
        return Err(format!(
            "line {first}: the Start position is not {players} seats of radius {radius}"
        ));
    }
    let tokens = tokenize(moves)?;
    let mut reader = Reader {
        tokens: &tokens,
        at: 0,
        side_lines: 0,
        seen: HashMap::new(),
    };
    let hops = reader.line(game, 0, 0)?;
    if reader.at < tokens.len() {
        let (n, t) = &tokens[reader.at];
        return Err(format!("line {n}: {t} after the game's result"));
    }
    Ok(Summary {
        players: players as usize,
        radius: radius as i32,
        hops,
        side_lines: reader.side_lines,
        positions: reader.seen.len(),
    })
}

/// The move text's tokens with their line numbers: brackets alone, an event
/// in braces whole, the rest split at white space.
fn tokenize(moves: &[(usize, &str)]) -> Result<Vec<(usize, String)>, String> {
    let mut out = Vec::new();
    let mut event: Option<(usize, String)> = None;
    for &(n, line) in moves {
        let mut word = String::new();
        for c in line.chars() {
            if let Some((_, text)) = event.as_mut() {
                text.push(c);
                if c == '}' {
                    out.push(event.take().expect("an event"));
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut out, &mut word, n);
                    event = Some((n, "{".into()));
                }
                '(' | ')' => {
                    flush(&mut out, &mut word, n);
                    out.push((n, c.to_string()));
                }
                c if c.is_whitespace() => flush(&mut out, &mut word, n),
                c => word.push(c),
            }
        }
        flush(&mut out, &mut word, n);
        if let Some((_, text)) = event.as_mut() {
            text.push(' ');
        }
    }
    match event {
        Some((n, _)) => Err(format!("line {n}: an event never closed (no \"}}\")")),
        None => Ok(out),
    }
}

fn flush(out: &mut Vec<(usize, String)>, word: &mut String, n: usize) {
    if !word.is_empty() {
        out.push((n, std::mem::take(word)));
    }
}

struct Reader<'a> {
    tokens: &'a [(usize, String)],
    at: usize,
    side_lines: usize,
    /// Every position of the tree after the start (numbered from 1; 0 is
    /// the start), found by the position before it and the hop.
    seen: HashMap<(usize, Hex, Hex), usize>,
}

impl Reader<'_> {
    /// Reads one line from `game` (at tree position `node`) until its closing
    /// bracket (`depth` > 0) or the result (the game's own line); returns its
    /// hops.
    fn line(&mut self, mut game: Game, mut node: usize, depth: usize) -> Result<usize, String> {
        let mut hops = 0;
        let mut turns = 0;
        // The position before this line's last turn, to start a side line from.
        let mut last: Option<(Game, usize)> = None;
        while let Some((n, token)) = self.tokens.get(self.at) {
            let (n, token) = (*n, token.as_str());
            self.at += 1;
            match token {
                "(" => {
                    let Some((from, from_node)) = last.clone() else {
                        return Err(format!("line {n}: a side line before any move"));
                    };
                    if depth + 1 > MAX_DEPTH {
                        return Err(format!("line {n}: side lines nested over {MAX_DEPTH} deep"));
                    }
                    self.side_lines += 1;
                    let side = self.line(from, from_node, depth + 1)?;
                    if side == 0 {
                        return Err(format!("line {n}: an empty side line"));
                    }
                }
                ")" => {
                    if depth == 0 {
                        return Err(format!("line {n}: a bracket closed that was never opened"));
                    }
                    return Ok(hops);
                }
                t if is_round(t) => {}
                t if is_result(t) => {
                    if depth > 0 {
                        return Err(format!("line {n}: a result inside a side line"));
                    }
                    return Ok(hops);
                }
                t if t.starts_with('{') => {
                    if game.chain_from().is_some() {
                        return Err(format!("line {n}: {t}: the chain before it is cut short"));
                    }
                    last = Some((game.clone(), node));
                    event(&mut game, t).map_err(|e| format!("line {n}: {t}: {e}"))?;
                }
                t => {
                    if game.chain_from().is_some() {
                        return Err(format!(
                            "line {n}, turn {}: the chain before {t} is cut short: the same piece must jump again",
                            turns
                        ));
                    }
                    turns += 1;
                    last = Some((game.clone(), node));
                    let played = turn(&mut game, t, &mut node, &mut self.seen)
                        .map_err(|e| format!("line {n}, turn {turns}: {t}: {e}"))?;
                    hops += played;
                }
            }
        }
        if depth > 0 {
            return Err("a side line never closed (no \")\")".into());
        }
        Err("the moves end without a result (*, or one score a seat)".into())
    }
}

/// A round number: `12.` or `12...`.
fn is_round(t: &str) -> bool {
    let digits = t.trim_end_matches('.');
    digits.len() < t.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// `*`, or one score a seat joined by `-` (`1-0`, `1/2-1/2`, `0-1-0`).
fn is_result(t: &str) -> bool {
    t == "*" || (t.contains('-') && t.split('-').all(|s| matches!(s, "0" | "1" | "1/2")))
}

/// Plays an event of the record's own: a resignation, a flag, a draw agreed.
fn event(game: &mut Game, t: &str) -> Result<(), String> {
    let inner = t.trim_start_matches('{').trim_end_matches('}').trim();
    if inner == "Draw agreed" {
        return game.agree_draw().map_err(|e| e.to_string());
    }
    let seat = inner
        .strip_prefix("Seat")
        .and_then(|rest| {
            let end = rest.find(' ')?;
            let seat: usize = rest[..end].parse().ok()?;
            let what = &rest[end + 1..];
            (what == "resigns" || what == "loses on time").then_some(seat)
        })
        .ok_or("not an event this reader knows")?;
    if seat == 0 || seat > game.players() {
        return Err(format!("there is no Seat{seat}"));
    }
    game.resign(seat - 1).map(|_| ()).map_err(|e| e.to_string())
}

/// Plays one turn written as a token (`f3-f2`, `j6xh6xf6=K`, `g2xe2#`):
/// every hop through the engine, each crowning marked `=K` and each army
/// taken out marked `#` where it happens. Returns the hops played. A turn
/// may stop midway through a chain only as its line's last (a game or a side
/// line left there); the caller checks that.
fn turn(
    game: &mut Game,
    t: &str,
    node: &mut usize,
    seen: &mut HashMap<(usize, Hex, Hex), usize>,
) -> Result<usize, String> {
    if game.is_over() {
        return Err("a move after the end of the game".into());
    }
    let radius = game.radius();
    // Cells and the marks after each: "f3", "-", "f2", "=K"...
    let mut cells: Vec<(Hex, bool, bool)> = Vec::new();
    let mut rest = t;
    let mut first = true;
    while !rest.is_empty() {
        if !first {
            let sep = rest.as_bytes()[0];
            if sep != b'-' && sep != b'x' {
                return Err("not a move".into());
            }
            rest = &rest[1..];
        }
        first = false;
        let end = rest.find(['-', 'x', '=', '#']).unwrap_or(rest.len());
        let hex = parse_cell_name(&rest[..end], radius)
            .ok_or(format!("{} is not a cell of this board", &rest[..end]))?;
        rest = &rest[end..];
        let crowned = rest.starts_with("=K");
        if crowned {
            rest = &rest[2..];
        }
        let out = rest.starts_with('#');
        if out {
            rest = &rest[1..];
        }
        cells.push((hex, crowned, out));
    }
    if cells.len() < 2 {
        return Err("not a move".into());
    }
    if cells[0].1 || cells[0].2 {
        return Err("a mark before the first hop".into());
    }
    for i in 1..cells.len() {
        let (from, (to, crowned, out)) = (cells[i - 1].0, cells[i]);
        if i > 1 && game.chain_from().is_none() {
            return Err("the turn goes on after it ended".into());
        }
        let outcome = game
            .apply(from, to)
            .map_err(|e| format!("is not legal there ({e})"))?;
        if outcome.promoted != crowned {
            return Err(if crowned {
                "=K where no man is crowned"
            } else {
                "a crowning without =K"
            }
            .into());
        }
        if outcome.eliminated.is_some() != out {
            return Err(if out {
                "# where no army is taken out"
            } else {
                "an army taken out without #"
            }
            .into());
        }
        let next = seen.len() + 1;
        *node = *seen.entry((*node, from, to)).or_insert(next);
    }
    Ok(cells.len() - 1)
}

/// `hexc record FILE`.
pub fn run(file: &std::path::Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    for (i, g) in read_all(&text)?.iter().enumerate() {
        println!(
            "game {}: {} seats, radius {}, {} hops, {} side lines, {} positions in the tree",
            i + 1,
            g.players,
            g.radius,
            g.hops,
            g.side_lines,
            g.positions
        );
    }
    Ok(())
}
