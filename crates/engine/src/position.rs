//! The state of a game on a board `N` words wide, with the move generator
//! and the rules of one hop. This is the hot path of perft and the bot:
//! plain copies, bit tables, no allocation.
//!
//! Outside this crate a position is read-only (through [`crate::raw`]): its
//! fields are private, and it changes only by playing a hop its own move
//! generator listed, or by [`Position::with_turn`]. So every position that
//! reaches [`MoveList`] passed [`crate::Game::new`] or the snapshot checks.

use crate::bits::Bits;
use crate::board::Board;
use crate::error::Refusal;
use crate::moves::Move;
use crate::seat::seat_faces;

/// No seat / no cell, in the compact fields below.
pub const NONE: u8 = u8::MAX;
/// No cell.
pub const NO_CELL: u16 = u16::MAX;

/// One hop as indices: `over` is [`NO_CELL`] for a step. Only the move
/// generator makes them (fields are read-only outside the crate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RawMove {
    /// Cell index the piece leaves.
    pub from: u16,
    /// Cell index the piece lands on.
    pub to: u16,
    /// Cell index of the jumped piece, or [`NO_CELL`].
    pub over: u16,
}

impl RawMove {
    const NONE: RawMove = RawMove {
        from: NO_CELL,
        to: NO_CELL,
        over: NO_CELL,
    };

    /// Whether the hop is a jump.
    #[must_use]
    #[inline]
    pub fn is_jump(self) -> bool {
        self.over != NO_CELL
    }
}

/// Most moves a position can have: a seat has at most 13 pieces (radius 8)
/// and a piece at most 6 moves.
const MAX_MOVES: usize = 80;

/// A list of moves on the stack, filled by [`Position::legal_moves`]; it
/// holds 80 moves, which only a position that passed the law's
/// checks is sure to fit.
#[derive(Clone)]
pub struct MoveList {
    moves: [RawMove; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            moves: [RawMove::NONE; MAX_MOVES],
            len: 0,
        }
    }
}

impl MoveList {
    #[inline]
    fn push(&mut self, m: RawMove) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a slice.
    #[must_use]
    #[inline]
    pub fn as_slice(&self) -> &[RawMove] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice (for ordering).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [RawMove] {
        &mut self.moves[..self.len]
    }

    /// Number of moves.
    #[must_use]
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is none.
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The seats passed over by one hop, in turn order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatList {
    seats: [u8; 6],
    len: u8,
}

impl SeatList {
    fn push(&mut self, s: usize) {
        self.seats[self.len as usize] = s as u8;
        self.len += 1;
    }

    /// The seats, in order.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.seats[..self.len as usize]
    }
}

/// What one hop did, in indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hop {
    /// The removed piece: cell, seat, whether it was a king.
    pub captured: Option<(u16, u8, bool)>,
    /// The moving man was crowned on the centre.
    pub promoted: bool,
    /// The same piece must jump again.
    pub chaining: bool,
    /// The seat this hop eliminated.
    pub eliminated: Option<u8>,
    /// Seats with pieces but no move, passed over in turn order.
    pub skipped: SeatList,
    /// The last seat with pieces, when this hop ended the game so.
    pub winner: Option<u8>,
    /// Every survivor is frozen.
    pub draw: bool,
}

/// A game position on a board of `N` words.
#[derive(Clone, Copy, Debug)]
pub struct Position<const N: usize> {
    /// The board's tables.
    pub(crate) board: &'static Board<N>,
    /// Pieces of each seat (seats beyond `players` stay empty).
    pub(crate) pieces: [Bits<N>; 6],
    /// Kings of every seat.
    pub(crate) kings: Bits<N>,
    /// Every piece.
    pub(crate) occupied: Bits<N>,
    /// Number of seats.
    pub(crate) players: u8,
    /// Directions (bit `d`) a man of each seat moves in.
    pub(crate) men_dirs: [u8; 6],
    /// Seat to move, or [`NONE`] once the game is over.
    pub(crate) current: u8,
    /// The piece that must keep jumping, or [`NO_CELL`].
    pub(crate) chain: u16,
    /// The winning seat, or [`NONE`].
    pub(crate) winner: u8,
    /// Whether the game ended drawn: every survivor frozen, or by an
    /// ending of docs/endings.md ([`Position::end_drawn`]: agreement or a
    /// house rule; the reason is kept beside the position, in `Endings`).
    pub(crate) draw: bool,
}

impl<const N: usize> PartialEq for Position<N> {
    fn eq(&self, o: &Self) -> bool {
        self.board.radius == o.board.radius
            && self.pieces == o.pieces
            && self.kings == o.kings
            && self.players == o.players
            && self.current == o.current
            && self.chain == o.chain
            && self.winner == o.winner
            && self.draw == o.draw
    }
}

impl<const N: usize> Position<N> {
    /// An empty board for `players` seats, seat 0 to move.
    #[must_use]
    pub(crate) fn empty(board: &'static Board<N>, players: usize) -> Position<N> {
        let mut men_dirs = [0u8; 6];
        for (seat, face) in seat_faces(players).into_iter().enumerate() {
            men_dirs[seat] = crate::seat::facing_directions(face)
                .iter()
                .fold(0, |m, d| m | 1 << d.index());
        }
        Position {
            board,
            pieces: [Bits::EMPTY; 6],
            kings: Bits::EMPTY,
            occupied: Bits::EMPTY,
            players: players as u8,
            men_dirs,
            current: 0,
            chain: NO_CELL,
            winner: NONE,
            draw: false,
        }
    }

    /// The start position: every seat's men on its home cells.
    #[must_use]
    pub(crate) fn start(board: &'static Board<N>, players: usize) -> Position<N> {
        let mut p = Position::empty(board, players);
        for (seat, face) in seat_faces(players).into_iter().enumerate() {
            for h in crate::seat::home_cells(face, board.radius) {
                let i = board.index(h).expect("home cells lie on the board");
                p.put(i, seat, false);
            }
        }
        p
    }

    /// Places a piece on an empty cell.
    pub(crate) fn put(&mut self, i: usize, seat: usize, king: bool) {
        self.pieces[seat] = self.pieces[seat].with(i);
        self.occupied = self.occupied.with(i);
        if king {
            self.kings = self.kings.with(i);
        }
    }

    /// The seat and kingship of the piece on `i`.
    #[must_use]
    #[inline]
    pub(crate) fn piece_at(&self, i: usize) -> Option<(usize, bool)> {
        if !self.occupied.contains(i) {
            return None;
        }
        let seat = (0..6).find(|&s| self.pieces[s].contains(i))?;
        Some((seat, self.kings.contains(i)))
    }

    /// The board's tables.
    #[must_use]
    #[inline]
    pub fn board(&self) -> &'static Board<N> {
        self.board
    }

    /// The pieces of `seat` (empty for a seat beyond the players).
    #[must_use]
    #[inline]
    pub fn pieces(&self, seat: usize) -> Bits<N> {
        self.pieces[seat]
    }

    /// Every king, whatever its seat.
    #[must_use]
    #[inline]
    pub fn kings(&self) -> Bits<N> {
        self.kings
    }

    /// Every piece.
    #[must_use]
    #[inline]
    pub fn occupied(&self) -> Bits<N> {
        self.occupied
    }

    /// Number of seats.
    #[must_use]
    #[inline]
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The directions (bit `d`) a man of `seat` moves in.
    #[must_use]
    #[inline]
    pub fn men_dirs(&self, seat: usize) -> u8 {
        self.men_dirs[seat]
    }

    /// The seat to move, or [`NONE`] once the game is over.
    #[must_use]
    #[inline]
    pub fn current(&self) -> u8 {
        self.current
    }

    /// The piece that must keep jumping, or [`NO_CELL`].
    #[must_use]
    #[inline]
    pub fn chain(&self) -> u16 {
        self.chain
    }

    /// The winning seat, or [`NONE`].
    #[must_use]
    #[inline]
    pub fn winner(&self) -> u8 {
        self.winner
    }

    /// Whether the game ended drawn: every survivor frozen, or by
    /// agreement or a house rule (docs/endings.md).
    #[must_use]
    #[inline]
    pub fn is_draw(&self) -> bool {
        self.draw
    }

    /// The same pieces with `seat` to move and no chain: a search's way to
    /// let a seat move out of turn (Best-Reply Search). The pieces are
    /// untouched, so the position still fits every table; a seat that
    /// does not exist leaves it as it was.
    #[must_use]
    #[inline]
    pub fn with_turn(mut self, seat: u8) -> Position<N> {
        if seat < self.players {
            self.current = seat;
            self.chain = NO_CELL;
        }
        self
    }

    /// The hop as the public [`Move`] type.
    #[must_use]
    pub fn to_move(&self, m: RawMove) -> Move {
        let b = self.board;
        Move {
            from: b.hex(m.from as usize),
            to: b.hex(m.to as usize),
            capture: m.is_jump().then(|| b.hex(m.over as usize)),
            promotes: m.to as usize == b.centre && !self.kings.contains(m.from as usize),
        }
    }

    /// Whether the game is over.
    #[must_use]
    #[inline]
    pub fn is_over(&self) -> bool {
        self.current == NONE
    }

    /// Number of seats with pieces.
    #[must_use]
    #[inline]
    pub(crate) fn survivors(&self) -> usize {
        self.pieces.iter().filter(|b| !b.is_empty()).count()
    }

    /// Pieces of `seat` that may move in direction `d`: its kings, and its
    /// men too when `d` is one of their facing directions.
    #[inline]
    fn movers(&self, seat: usize, d: usize, from: Bits<N>) -> Bits<N> {
        if self.men_dirs[seat] >> d & 1 != 0 {
            from
        } else {
            from & self.kings
        }
    }

    /// Calls `f(to, delta)` with the landing cells of every jump by the
    /// pieces `from` of `seat`, direction by direction.
    #[inline]
    fn for_jumps(&self, seat: usize, from: Bits<N>, mut f: impl FnMut(Bits<N>, i32)) {
        let enemies = self.occupied.without_all(self.pieces[seat]);
        let empty = self.board.cells.without_all(self.occupied);
        for d in 0..6 {
            let src = self.movers(seat, d, from) & self.board.can_jump[d];
            if src.is_empty() {
                continue;
            }
            let delta = self.board.delta[d];
            let land = (src.shift(delta) & enemies).shift(delta) & empty;
            if !land.is_empty() {
                f(land, delta);
            }
        }
    }

    /// Calls `f(to, delta)` with the target cells of every step.
    #[inline]
    fn for_steps(&self, seat: usize, from: Bits<N>, mut f: impl FnMut(Bits<N>, i32)) {
        let empty = self.board.cells.without_all(self.occupied);
        for d in 0..6 {
            let src = self.movers(seat, d, from) & self.board.can_step[d];
            if src.is_empty() {
                continue;
            }
            let delta = self.board.delta[d];
            let to = src.shift(delta) & empty;
            if !to.is_empty() {
                f(to, delta);
            }
        }
    }

    /// Whether any of the pieces `from` of `seat` can jump.
    #[must_use]
    #[inline]
    pub(crate) fn can_jump(&self, seat: usize, from: Bits<N>) -> bool {
        let mut any = false;
        self.for_jumps(seat, from, |_, _| any = true);
        any
    }

    /// Whether `seat` has any legal move, chains aside. Steps are looked
    /// for first, direction by direction, stopping at the first found:
    /// most positions have one, and this runs after every hop.
    #[must_use]
    #[inline]
    pub fn has_move(&self, seat: usize) -> bool {
        let own = self.pieces[seat];
        let empty = self.board.cells.without_all(self.occupied);
        for d in 0..6 {
            let src = self.movers(seat, d, own) & self.board.can_step[d];
            if !(src.shift(self.board.delta[d]) & empty).is_empty() {
                return true;
            }
        }
        self.can_jump(seat, own)
    }

    /// The pieces allowed to move now: the chaining piece alone, or all
    /// of the mover's.
    #[inline]
    fn active(&self) -> Bits<N> {
        if self.chain != NO_CELL {
            Bits::single(self.chain as usize)
        } else {
            self.pieces[self.current as usize]
        }
    }

    /// Fills `list` with the legal moves: jumps if any (capture is
    /// compulsory), else steps; only the chaining piece's jumps mid-chain.
    pub fn legal_moves(&self, list: &mut MoveList) {
        list.clear();
        if self.is_over() {
            return;
        }
        let seat = self.current as usize;
        let from = self.active();
        self.for_jumps(seat, from, |land, delta| {
            for to in land.iter() {
                let to = to as i32;
                list.push(RawMove {
                    from: (to - 2 * delta) as u16,
                    to: to as u16,
                    over: (to - delta) as u16,
                });
            }
        });
        if !list.is_empty() || self.chain != NO_CELL {
            return;
        }
        self.for_steps(seat, from, |targets, delta| {
            for to in targets.iter() {
                let to = to as i32;
                list.push(RawMove {
                    from: (to - delta) as u16,
                    to: to as u16,
                    over: NO_CELL,
                });
            }
        });
    }

    /// The number of legal moves, counted without listing them.
    #[must_use]
    pub(crate) fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let seat = self.current as usize;
        let from = self.active();
        let mut n = 0;
        self.for_jumps(seat, from, |land, _| n += u64::from(land.count()));
        if n > 0 || self.chain != NO_CELL {
            return n;
        }
        self.for_steps(seat, from, |to, _| n += u64::from(to.count()));
        n
    }

    /// Plays `m` if it is one of this position's legal hops, then applies
    /// the turn rules of docs/law.md#turns-and-the-end: the checked,
    /// fallible door. Anything else hands the position back unchanged with
    /// the [`Refusal`] that says why (the hop is looked up in a fresh
    /// [`Position::legal_moves`], so this costs a move generation: a search
    /// that plays the hops it just listed uses [`Position::play_unchecked`]).
    ///
    /// ```
    /// use engine::raw::{self, MoveList, PositionRef};
    /// use engine::Refusal;
    /// let game = engine::Game::new(2, 5)?;
    /// let PositionRef::Small(p) = raw::position(&game) else { unreachable!() };
    /// let mut list = MoveList::default();
    /// p.legal_moves(&mut list);
    /// let (mut a, mut b) = (*p, *p);
    /// let first = list.as_slice()[0];
    /// assert!(a.try_play(first).is_ok());
    /// // The same hop again: its piece has gone, so the position refuses it.
    /// assert_eq!(a.try_play(first), Err(Refusal::Empty));
    /// // Seat 1's hop (from another position) while seat 0 is to move.
    /// let mut later = MoveList::default();
    /// a.legal_moves(&mut later);
    /// assert!(matches!(b.try_play(later.as_slice()[0]), Err(Refusal::NotYourTurn { .. })));
    /// assert_eq!(b, *p, "a refused hop changes nothing");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_play(&mut self, m: RawMove) -> Result<Hop, Refusal> {
        let mut list = MoveList::default();
        self.legal_moves(&mut list);
        if list.as_slice().contains(&m) {
            return Ok(self.play_listed(m));
        }
        let from = m.from as usize;
        if from >= 64 * N || !self.board.cells.contains(from) {
            return Err(Refusal::Empty);
        }
        Err(self.refusal(&list, from).unwrap_or(Refusal::NotATarget))
    }

    /// Why the piece on cell `from` may not move, given this position's
    /// `legal` moves; `None` when it may. `from` must be a cell of the board.
    pub(crate) fn refusal(&self, legal: &MoveList, from: usize) -> Option<Refusal> {
        if self.is_over() {
            return Some(Refusal::GameOver);
        }
        let Some((seat, _)) = self.piece_at(from) else {
            return Some(Refusal::Empty);
        };
        let mover = self.current as usize;
        if seat != mover {
            return Some(Refusal::NotYourTurn { seat, mover });
        }
        if self.chain != NO_CELL && self.chain as usize != from {
            return Some(Refusal::Chain {
                from: self.board.hex(self.chain as usize),
            });
        }
        let moves = legal.as_slice();
        if moves.iter().any(|m| m.from as usize == from) {
            return None;
        }
        Some(if moves.first().is_some_and(|m| m.is_jump()) {
            Refusal::MustCapture
        } else {
            Refusal::NoMove
        })
    }

    /// Plays `m` trusting the caller that this position's
    /// [`Position::legal_moves`] listed it: the fast door, for a search that
    /// plays the hops it has just listed. It checks only what keeps the
    /// position on its board (a hop that does not start on a piece of the
    /// seat to move, or does not land on an empty cell of this board,
    /// changes nothing), so misuse cannot add a piece, put one off the board
    /// or index out of it; but a hop this position did not list (another
    /// position's, a step where a capture is compulsory, a jump over one's
    /// own piece) is played as given, and leaves a position the law cannot
    /// reach. Untrusted hops go through [`Position::try_play`] or
    /// [`crate::Game::apply`].
    ///
    /// ```
    /// use engine::raw::{self, MoveList, PositionRef};
    /// let game = engine::Game::new(2, 5)?;
    /// let PositionRef::Small(p) = raw::position(&game) else { unreachable!() };
    /// let mut list = MoveList::default();
    /// p.legal_moves(&mut list);
    /// for &m in list.as_slice() {
    ///     let mut child = *p;
    ///     child.play_unchecked(m);
    ///     assert_eq!(child.current(), 1);
    /// }
    /// # Ok::<(), engine::SetupError>(())
    /// ```
    #[inline]
    pub fn play_unchecked(&mut self, m: RawMove) -> Hop {
        let seat = self.current as usize;
        let (from, to, over) = (m.from as usize, m.to as usize, m.over as usize);
        let cells = 64 * N;
        let fits = seat < self.players as usize
            && from < cells
            && to < cells
            && (!m.is_jump() || over < cells);
        if !fits
            || !self.pieces[seat].contains(from)
            || !self.board.cells.contains(to)
            || self.occupied.contains(to)
        {
            return Hop::default();
        }
        self.play_listed(m)
    }

    /// [`Position::play_unchecked`] without even its board checks, for the
    /// law's own hot paths (perft, [`crate::Game::apply`]), which play only
    /// moves their own generator just listed.
    pub(crate) fn play_listed(&mut self, m: RawMove) -> Hop {
        let mut hop = Hop::default();
        let seat = self.current as usize;
        let (from, to) = (m.from as usize, m.to as usize);
        let king = self.kings.contains(from);
        self.pieces[seat] = self.pieces[seat].without(from).with(to);
        self.occupied = self.occupied.without(from).with(to);
        if king {
            self.kings = self.kings.without(from).with(to);
        }
        // A man landing on the centre is crowned (docs/law.md#moves); that
        // belongs to the landing, so it holds even when this hop wins.
        if !king && to == self.board.centre {
            hop.promoted = true;
            self.kings = self.kings.with(to);
        }
        if m.is_jump() {
            let over = m.over as usize;
            let victim = (0..6)
                .find(|&s| self.pieces[s].contains(over))
                .unwrap_or(seat);
            hop.captured = Some((m.over, victim as u8, self.kings.contains(over)));
            self.pieces[victim] = self.pieces[victim].without(over);
            self.occupied = self.occupied.without(over);
            self.kings = self.kings.without(over);
            if self.pieces[victim].is_empty() {
                hop.eliminated = Some(victim as u8);
                if self.survivors() == 1 {
                    hop.winner = Some(seat as u8);
                    self.winner = seat as u8;
                    self.current = NONE;
                    self.chain = NO_CELL;
                    return hop;
                }
            }
        }
        if !hop.promoted && m.is_jump() && self.can_jump(seat, Bits::single(to)) {
            hop.chaining = true;
            self.chain = to as u16;
            return hop;
        }
        self.chain = NO_CELL;
        self.pass_turn(seat, &mut hop);
        hop
    }

    /// Ends the game drawn for a reason beyond the law (docs/endings.md):
    /// no seat to move, no chain.
    pub(crate) fn end_drawn(&mut self) {
        self.current = NONE;
        self.chain = NO_CELL;
        self.draw = true;
    }

    /// `seat` resigns (docs/endings.md): its pieces leave the board and the
    /// turn rules apply. Returns what happened and whether a turn ended (a
    /// chain of another seat cut short because its piece has no jump left).
    /// `seat` must have pieces and the game must go on.
    pub(crate) fn resign(&mut self, seat: usize) -> (Hop, bool) {
        let mut hop = Hop {
            eliminated: Some(seat as u8),
            ..Hop::default()
        };
        let gone = self.pieces[seat];
        self.occupied = self.occupied.without_all(gone);
        self.kings = self.kings.without_all(gone);
        self.pieces[seat] = Bits::EMPTY;
        if self.survivors() == 1 {
            if let Some(w) = (0..6).find(|&s| !self.pieces[s].is_empty()) {
                hop.winner = Some(w as u8);
                self.winner = w as u8;
            }
            self.current = NONE;
            self.chain = NO_CELL;
            return (hop, false);
        }
        let mover = self.current as usize;
        if mover == seat {
            // Its own turn, mid-chain or not: passes as after a move.
            self.chain = NO_CELL;
            self.pass_turn(seat, &mut hop);
            return (hop, false);
        }
        if self.chain != NO_CELL {
            if self.can_jump(mover, Bits::single(self.chain as usize)) {
                return (hop, false);
            }
            // Its victims left the board: the chain, and the turn, end here.
            self.chain = NO_CELL;
            self.pass_turn(mover, &mut hop);
            return (hop, true);
        }
        // Taking pieces away frees cells, so the mover always keeps a move
        // (a jump over a resigned piece becomes a step onto its cell); the
        // law's sentence for the other case is kept all the same.
        if !self.has_move(mover) {
            self.pass_turn(mover, &mut hop);
        }
        (hop, false)
    }

    /// Hands the turn to the next seat in order with pieces and a move,
    /// listing those passed over; a draw when nobody, the mover included,
    /// can move.
    fn pass_turn(&mut self, mover: usize, hop: &mut Hop) {
        let n = self.players as usize;
        for k in 1..=n {
            let s = (mover + k) % n;
            if self.pieces[s].is_empty() {
                continue;
            }
            if self.has_move(s) {
                self.current = s as u8;
                return;
            }
            hop.skipped.push(s);
        }
        hop.skipped = SeatList::default();
        hop.draw = true;
        self.draw = true;
        self.current = NONE;
    }

    /// Sequences of `depth` hops from here; bulk-counted at the last hop.
    #[must_use]
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => {
                let mut list = MoveList::default();
                self.legal_moves(&mut list);
                list.as_slice()
                    .iter()
                    .map(|&m| {
                        let mut child = *self;
                        child.play_listed(m);
                        child.perft(depth - 1)
                    })
                    .sum()
            }
        }
    }
}
