//! A plain, obviously-correct reference of the law (docs/law.md),
//! written straight from the text and sharing nothing with the engine's
//! insides: a `HashMap` board, the tables of docs/law.md as literals, and one
//! loop per rule. Clarity comes before speed. It checks the fast
//! generator: perft, legal moves, `apply` outcomes and snapshot text.
//!
//! It depends on nothing but `std`, so the fuzz crate can include it with
//! `#[path]` as well; conversions to the engine's types live elsewhere.

use std::collections::HashMap;

/// A cell `(q, r)` in axial coordinates.
pub type Cell = (i32, i32);

/// The six directions of docs/law.md#the-board, in order: SE, SW, W, NW, NE, E.
pub const DIRS: [Cell; 6] = [(0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0)];

/// The centre, where men are crowned.
pub const CENTRE: Cell = (0, 0);

/// The face of each seat (docs/law.md#seats-and-armies), as the table there lists them.
pub fn seat_faces(players: usize) -> &'static [usize] {
    match players {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        4 => &[0, 2, 3, 5],
        5 => &[0, 1, 2, 4, 5],
        6 => &[0, 1, 2, 3, 4, 5],
        _ => &[],
    }
}

/// Distance from the centre: `max(|q|, |r|, |s|)`.
pub fn length((q, r): Cell) -> i32 {
    q.abs().max(r.abs()).max((q + r).abs())
}

/// Whether a cell lies on a board of `radius`.
pub fn on_board(cell: Cell, radius: i32) -> bool {
    length(cell) <= radius
}

/// `cell + k * dir`.
pub fn step(cell: Cell, dir: usize, k: i32) -> Cell {
    (cell.0 + k * DIRS[dir].0, cell.1 + k * DIRS[dir].1)
}

/// Home cells of `face`: rings `d = R` and `d = R-1`, the cells
/// `d*DIR[f] + k*DIR[f+2]` for `k = 1 .. d-1`.
pub fn home_cells(face: usize, radius: i32) -> Vec<Cell> {
    let mut cells = Vec::new();
    for d in [radius, radius - 1] {
        for k in 1..d {
            let outer = step((0, 0), face % 6, d);
            cells.push(step(outer, (face + 2) % 6, k));
        }
    }
    cells
}

/// Every cell of the board in reading order: `r` from `-R` down, `q`
/// ascending (found by scanning the bounding square).
pub fn cells(radius: i32) -> Vec<Cell> {
    let mut out = Vec::new();
    for r in -radius..=radius {
        for q in -radius..=radius {
            if on_board((q, r), radius) {
                out.push((q, r));
            }
        }
    }
    out
}

/// One hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefMove {
    /// Where the piece leaves.
    pub from: Cell,
    /// Where it lands.
    pub to: Cell,
    /// The jumped cell, for a jump.
    pub capture: Option<Cell>,
    /// Whether a man lands on the centre.
    pub promotes: bool,
}

/// What a hop did (docs/contract.md).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefOutcome {
    /// `(cell, seat, king)` of the removed piece.
    pub captured: Option<(Cell, usize, bool)>,
    /// A man was crowned.
    pub promoted: bool,
    /// The same piece must jump again.
    pub chaining: bool,
    /// The seat whose last piece was taken.
    pub eliminated: Option<usize>,
    /// Seats passed over, in order.
    pub skipped: Vec<usize>,
    /// The winner, if this hop made one.
    pub winner: Option<usize>,
    /// Whether this hop ended the game in a draw.
    pub draw: bool,
}

/// The whole state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefGame {
    /// Number of seats.
    pub players: usize,
    /// Board radius.
    pub radius: i32,
    /// Cell -> (seat, king).
    pub board: HashMap<Cell, (usize, bool)>,
    /// Seat to move; `None` once over.
    pub current: Option<usize>,
    /// The piece that must keep jumping.
    pub chain: Option<Cell>,
    /// The winner.
    pub winner: Option<usize>,
    /// Whether the game is drawn.
    pub draw: bool,
}

impl RefGame {
    /// The start position: each seat's men on the home cells of its face.
    pub fn new(players: usize, radius: i32) -> RefGame {
        let mut board = HashMap::new();
        for (seat, &face) in seat_faces(players).iter().enumerate() {
            for cell in home_cells(face, radius) {
                assert!(board.insert(cell, (seat, false)).is_none());
            }
        }
        RefGame {
            players,
            radius,
            board,
            current: Some(0),
            chain: None,
            winner: None,
            draw: false,
        }
    }

    /// Number of pieces of `seat`.
    pub fn count(&self, seat: usize) -> usize {
        self.board.values().filter(|p| p.0 == seat).count()
    }

    /// The directions the piece on `cell` moves in: all six for a king,
    /// `DIR[f+2] .. DIR[f+5]` for a man of the seat at face `f`.
    fn dirs(&self, seat: usize, king: bool) -> Vec<usize> {
        if king {
            (0..6).collect()
        } else {
            let f = seat_faces(self.players)[seat];
            (2..=5).map(|k| (f + k) % 6).collect()
        }
    }

    /// The jumps of the piece on `cell`: over an adjacent piece of another
    /// seat, onto the empty board cell beyond.
    pub fn jumps_of(&self, cell: Cell) -> Vec<RefMove> {
        let Some(&(seat, king)) = self.board.get(&cell) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for d in self.dirs(seat, king) {
            let over = step(cell, d, 1);
            let to = step(cell, d, 2);
            let enemy = matches!(self.board.get(&over), Some(&(s, _)) if s != seat);
            if enemy && on_board(to, self.radius) && !self.board.contains_key(&to) {
                out.push(RefMove {
                    from: cell,
                    to,
                    capture: Some(over),
                    promotes: !king && to == CENTRE,
                });
            }
        }
        out
    }

    /// The steps of the piece on `cell`: onto an adjacent empty board cell.
    pub fn steps_of(&self, cell: Cell) -> Vec<RefMove> {
        let Some(&(seat, king)) = self.board.get(&cell) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for d in self.dirs(seat, king) {
            let to = step(cell, d, 1);
            if on_board(to, self.radius) && !self.board.contains_key(&to) {
                out.push(RefMove {
                    from: cell,
                    to,
                    capture: None,
                    promotes: !king && to == CENTRE,
                });
            }
        }
        out
    }

    /// The cells of `seat`'s pieces.
    pub fn cells_of(&self, seat: usize) -> Vec<Cell> {
        let mut v: Vec<Cell> = self
            .board
            .iter()
            .filter(|(_, p)| p.0 == seat)
            .map(|(&c, _)| c)
            .collect();
        v.sort();
        v
    }

    /// Whether `seat` has any move at all (a step or a jump of any piece).
    pub fn has_move(&self, seat: usize) -> bool {
        self.cells_of(seat)
            .into_iter()
            .any(|c| !self.steps_of(c).is_empty() || !self.jumps_of(c).is_empty())
    }

    /// The legal moves, sorted: nothing once over; the chaining piece's
    /// jumps mid-chain; else every jump of the mover, or if there is none,
    /// every step.
    pub fn legal_moves(&self) -> Vec<RefMove> {
        let Some(seat) = self.current else {
            return Vec::new();
        };
        if let Some(c) = self.chain {
            let mut v = self.jumps_of(c);
            v.sort();
            return v;
        }
        let pieces = self.cells_of(seat);
        let mut jumps: Vec<RefMove> = pieces.iter().flat_map(|&c| self.jumps_of(c)).collect();
        if !jumps.is_empty() {
            jumps.sort();
            return jumps;
        }
        let mut steps: Vec<RefMove> = pieces.iter().flat_map(|&c| self.steps_of(c)).collect();
        steps.sort();
        steps
    }

    /// Applies the legal hop `from -> to` and the turn rules of
    /// docs/law.md#turns-and-the-end; `None` (and no change) if it is not legal.
    pub fn apply(&mut self, from: Cell, to: Cell) -> Option<RefOutcome> {
        let m = self
            .legal_moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)?;
        let mover = self.current.expect("a legal move has a mover");
        let mut out = RefOutcome::default();
        let (seat, king) = self.board.remove(&m.from).expect("a piece moves");
        assert_eq!(seat, mover);
        self.board.insert(m.to, (seat, king));
        // A man landing on the centre, by step or by jump, is crowned: that
        // belongs to the landing, so it holds even when the hop wins.
        if !king && m.to == CENTRE {
            self.board.insert(m.to, (seat, true));
            out.promoted = true;
        }
        if let Some(over) = m.capture {
            let (victim, vking) = self.board.remove(&over).expect("a piece is jumped");
            out.captured = Some((over, victim, vking));
            // 1. The jumped piece was its seat's last: eliminated.
            if self.count(victim) == 0 {
                out.eliminated = Some(victim);
                // 2. One seat left with pieces: it wins at once.
                let alive: Vec<usize> = (0..self.players).filter(|&s| self.count(s) > 0).collect();
                if alive.len() == 1 {
                    self.winner = Some(alive[0]);
                    self.current = None;
                    self.chain = None;
                    out.winner = Some(alive[0]);
                    return Some(out);
                }
            }
        }
        if out.promoted {
            // Promotion ends the turn, even mid-chain.
        } else if m.capture.is_some() && !self.jumps_of(m.to).is_empty() {
            // 3. The same piece must jump again.
            self.chain = Some(m.to);
            out.chaining = true;
            return Some(out);
        }
        self.chain = None;
        self.pass_turn(mover, &mut out);
        Some(out)
    }

    /// Rules 4 and 5: the turn goes to the next seat in order after `mover`
    /// with pieces and a move, listing those passed over; a draw if none.
    pub fn pass_turn(&mut self, mover: usize, out: &mut RefOutcome) {
        for k in 1..=self.players {
            let s = (mover + k) % self.players;
            if self.count(s) == 0 {
                continue;
            }
            if self.has_move(s) {
                self.current = Some(s);
                return;
            }
            out.skipped.push(s);
        }
        out.skipped.clear();
        out.draw = true;
        self.draw = true;
        self.current = None;
    }

    /// Sequences of `depth` hops (a game that ends early counts nothing);
    /// the last hop is counted without being played.
    pub fn perft(&self, depth: u32) -> u64 {
        let moves = self.legal_moves();
        match depth {
            0 => 1,
            1 => moves.len() as u64,
            _ => moves
                .iter()
                .map(|m| {
                    let mut child = self.clone();
                    child.apply(m.from, m.to).expect("legal");
                    child.perft(depth - 1)
                })
                .sum(),
        }
    }

    /// The snapshot text, written from the format's documentation.
    pub fn snapshot(&self) -> String {
        let turn = self.current.map_or("-".to_string(), |s| s.to_string());
        let chain = self
            .chain
            .map_or("-".to_string(), |(q, r)| format!("{q},{r}"));
        let result = match (self.winner, self.draw) {
            (Some(w), _) => format!("w{w}"),
            (None, true) => "draw".to_string(),
            (None, false) => "-".to_string(),
        };
        let mut rows = String::new();
        let mut row = -self.radius;
        for c in cells(self.radius) {
            if c.1 != row {
                rows.push('/');
                row = c.1;
            }
            rows.push(match self.board.get(&c) {
                None => '.',
                Some(&(s, false)) => (b'a' + s as u8) as char,
                Some(&(s, true)) => (b'A' + s as u8) as char,
            });
        }
        format!(
            "hc1 {} {} {turn} {chain} {result} {}",
            self.players, self.radius, rows
        )
    }
}

/// Whether `s` is the canonical decimal of a small integer: an optional
/// `-` (not before `0`), no leading zero, at most two digits.
fn canonical_int(s: &str) -> Option<i32> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let ok = !digits.is_empty()
        && digits.len() <= 2
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !(digits.len() > 1 && digits.starts_with('0'))
        && !(s.starts_with('-') && digits == "0");
    if ok {
        s.parse().ok()
    } else {
        None
    }
}

/// One decimal digit in `range`.
fn digit(s: &str, range: std::ops::RangeInclusive<usize>) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() == 1 && b[0].is_ascii_digit() && range.contains(&((b[0] - b'0') as usize)) {
        Some((b[0] - b'0') as usize)
    } else {
        None
    }
}

impl RefGame {
    /// The game a snapshot text describes, if it is well formed in its
    /// canonical spelling (the one [`RefGame::snapshot`] writes) and its
    /// position is one the law could reach by the engine's documented
    /// checks; else a short reason.
    pub fn from_snapshot(text: &str) -> Result<RefGame, String> {
        let f: Vec<&str> = text.split(' ').collect();
        if f[0] != "hc1" {
            return Err("version".into());
        }
        if f.len() != 7 {
            return Err("field count".into());
        }
        let players = digit(f[1], 2..=6).ok_or("players")?;
        let radius = digit(f[2], 2..=8).ok_or("radius")? as i32;
        let rows: Vec<&str> = f[6].split('/').collect();
        if rows.len() != (2 * radius + 1) as usize {
            return Err("rows".into());
        }
        let mut board = HashMap::new();
        for (i, row) in rows.iter().enumerate() {
            let r = i as i32 - radius;
            let row_cells: Vec<Cell> = cells(radius).into_iter().filter(|c| c.1 == r).collect();
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != row_cells.len() {
                return Err("row length".into());
            }
            for (c, ch) in row_cells.into_iter().zip(chars) {
                let piece = match ch {
                    '.' => continue,
                    'a'..='f' => (ch as usize - 'a' as usize, false),
                    'A'..='F' => (ch as usize - 'A' as usize, true),
                    _ => return Err("bad cell".into()),
                };
                if piece.0 >= players {
                    return Err("no such seat".into());
                }
                board.insert(c, piece);
            }
        }
        let current = match f[3] {
            "-" => None,
            s => Some(digit(s, 0..=9).ok_or("turn")?),
        };
        let chain = match f[4] {
            "-" => None,
            s => {
                let (q, r) = s.split_once(',').ok_or("chain")?;
                let c = (
                    canonical_int(q).ok_or("chain")?,
                    canonical_int(r).ok_or("chain")?,
                );
                if !on_board(c, radius) {
                    return Err("chain off board".into());
                }
                Some(c)
            }
        };
        let (winner, draw) = match f[5] {
            "-" => (None, false),
            "draw" => (None, true),
            s => (
                Some(digit(s.strip_prefix('w').ok_or("result")?, 0..=9).ok_or("result")?),
                false,
            ),
        };
        let g = RefGame {
            players,
            radius,
            board,
            current,
            chain,
            winner,
            draw,
        };
        g.check()?;
        Ok(g)
    }

    /// The consistency rules of a snapshot, one by one.
    pub fn check(&self) -> Result<(), String> {
        let start = (2 * self.radius - 3) as usize;
        if (0..self.players).any(|s| self.count(s) > start) {
            return Err("more pieces than a seat starts with".into());
        }
        if self.board.get(&CENTRE).is_some_and(|p| !p.1) {
            return Err("a man on the centre".into());
        }
        let alive: Vec<usize> = (0..self.players).filter(|&s| self.count(s) > 0).collect();
        if alive.is_empty() {
            return Err("no pieces".into());
        }
        match self.winner {
            Some(w) if alive != [w] => return Err("winner contradicts the board".into()),
            None if alive.len() == 1 => return Err("one survivor, no winner".into()),
            _ => {}
        }
        if self.draw && alive.iter().any(|&s| self.has_move(s)) {
            return Err("draw, but a seat can move".into());
        }
        let over = self.winner.is_some() || self.draw;
        if over != self.current.is_none() {
            return Err("turn contradicts the result".into());
        }
        if over {
            return if self.chain.is_some() {
                Err("chain after the end".into())
            } else {
                Ok(())
            };
        }
        let seat = self.current.expect("not over");
        if !alive.contains(&seat) {
            return Err("the seat to move has no pieces".into());
        }
        if let Some(c) = self.chain {
            if self.board.get(&c).map(|p| p.0) != Some(seat) {
                return Err("chain is not the mover's piece".into());
            }
            if self.jumps_of(c).is_empty() {
                return Err("chain cannot jump".into());
            }
        }
        if self.legal_moves().is_empty() {
            return Err("the seat to move has no legal move".into());
        }
        Ok(())
    }
}

/// A small seeded generator (SplitMix64), so games replay exactly.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
