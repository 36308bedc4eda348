//! The public face of the law: a [`Game`] in clean types, validated at the
//! door, with the bit-level position inside.

use crate::board::{LARGE, SMALL};
use crate::error::{PlayError, SetupError};
use crate::position::{Hop, MoveList, Position, RawMove, NONE, NO_CELL};
use crate::seat::{seat_faces, Face, PLAYERS, RADII};
use hexgrid::Hex;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The seat it belongs to.
    pub seat: usize,
    /// Whether it has been crowned.
    pub king: bool,
}

/// One hop: a step, or a jump over `capture`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The cell the piece leaves.
    pub from: Hex,
    /// The cell it lands on.
    pub to: Hex,
    /// The jumped cell, for a jump.
    pub capture: Option<Hex>,
    /// Whether a man lands on the centre and is crowned.
    pub promotes: bool,
}

/// A piece removed by a jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Captured {
    /// Where it stood.
    pub at: Hex,
    /// Its seat.
    pub seat: usize,
    /// Whether it was a king.
    pub king: bool,
}

/// What a hop did (SPEC section 5, `apply` result).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The removed piece of a jump.
    pub captured: Option<Captured>,
    /// A man was crowned on the centre; the turn ended.
    pub promoted: bool,
    /// The same piece must jump again.
    pub chaining: bool,
    /// The seat whose last piece was taken.
    pub eliminated: Option<usize>,
    /// Seats with pieces but no legal move, passed over in turn order.
    pub skipped: Vec<usize>,
    /// The winner, when this hop left one seat with pieces.
    pub winner: Option<usize>,
    /// The game ended with every survivor frozen.
    pub draw: bool,
}

/// A seat at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    /// The edge it plays from.
    pub face: Face,
    /// Whether it has lost its last piece.
    pub eliminated: bool,
}

/// The position on a board of either width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum AnyPosition {
    Small(Position<2>),
    Large(Position<5>),
}

/// Runs `$body` with `$p` bound to the inner position, whatever its width.
macro_rules! with_position {
    ($pos:expr, $p:ident => $body:expr) => {
        match $pos {
            $crate::game::AnyPosition::Small($p) => $body,
            $crate::game::AnyPosition::Large($p) => $body,
        }
    };
}
pub(crate) use with_position;

/// A live game: the board, whose turn it is, and the law to move it on.
///
/// ```
/// let mut game = engine::Game::new(2, 5).unwrap();
/// let moves = game.legal_moves();
/// assert_eq!(moves.len(), 12);
/// let outcome = game.apply(moves[0]).unwrap();
/// assert_eq!(game.current(), Some(1));
/// assert!(!outcome.chaining);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) pos: AnyPosition,
}

impl Game {
    /// A new game in its start position, seat 0 to move.
    pub fn new(players: usize, radius: i32) -> Result<Game, SetupError> {
        Ok(Game {
            pos: Self::empty_position(players, radius)?,
        }
        .with_start_pieces())
    }

    pub(crate) fn empty_position(players: usize, radius: i32) -> Result<AnyPosition, SetupError> {
        if !PLAYERS.contains(&players) {
            return Err(SetupError::Players(players as i64));
        }
        if !RADII.contains(&radius) {
            return Err(SetupError::Radius(i64::from(radius)));
        }
        let r = (radius - 2) as usize;
        Ok(if radius <= 5 {
            AnyPosition::Small(Position::empty(&SMALL[r], players))
        } else {
            AnyPosition::Large(Position::empty(&LARGE[r - 4], players))
        })
    }

    fn with_start_pieces(mut self) -> Game {
        with_position!(&mut self.pos, p => *p = Position::start(p.board, p.players as usize));
        self
    }

    /// Number of seats.
    #[must_use]
    pub fn players(&self) -> usize {
        with_position!(&self.pos, p => p.players as usize)
    }

    /// Board radius.
    #[must_use]
    pub fn radius(&self) -> i32 {
        with_position!(&self.pos, p => p.board.radius)
    }

    /// The seats in order, with their face and whether they are out.
    #[must_use]
    pub fn seats(&self) -> Vec<SeatInfo> {
        with_position!(&self.pos, p => seat_faces(p.players as usize)
            .into_iter()
            .enumerate()
            .map(|(s, face)| SeatInfo { face, eliminated: p.pieces[s].is_empty() })
            .collect())
    }

    /// The seat to move, or `None` once the game is over.
    #[must_use]
    pub fn current(&self) -> Option<usize> {
        with_position!(&self.pos, p => (p.current != NONE).then_some(p.current as usize))
    }

    /// The piece that must keep jumping this turn.
    #[must_use]
    pub fn chain_from(&self) -> Option<Hex> {
        with_position!(&self.pos, p => (p.chain != NO_CELL).then(|| p.board.hex(p.chain as usize)))
    }

    /// The last seat with pieces, once there is one.
    #[must_use]
    pub fn winner(&self) -> Option<usize> {
        with_position!(&self.pos, p => (p.winner != NONE).then_some(p.winner as usize))
    }

    /// Whether the game ended with every survivor frozen.
    #[must_use]
    pub fn is_draw(&self) -> bool {
        with_position!(&self.pos, p => p.draw)
    }

    /// Whether the game has ended (a winner or a draw).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// The piece on `hex`, if any (none off the board).
    #[must_use]
    pub fn piece_at(&self, hex: Hex) -> Option<Piece> {
        with_position!(&self.pos, p => p.board.index(hex)
            .and_then(|i| p.piece_at(i))
            .map(|(seat, king)| Piece { seat, king }))
    }

    /// Every piece on the board, in reading order.
    #[must_use]
    pub fn pieces(&self) -> Vec<(Hex, Piece)> {
        with_position!(&self.pos, p => p.occupied.iter()
            .filter_map(|i| p.piece_at(i).map(|(seat, king)| (p.board.hex(i), Piece { seat, king })))
            .collect())
    }

    /// Number of pieces of `seat` (0 for a seat that does not exist).
    #[must_use]
    pub fn piece_count(&self, seat: usize) -> usize {
        with_position!(&self.pos, p => p.pieces.get(seat).map_or(0, |b| b.count() as usize))
    }

    /// The legal moves now: compulsory capture and the chain lock applied.
    /// Empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        with_position!(&self.pos, p => {
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            list.as_slice().iter().map(|&m| to_move(p, m)).collect()
        })
    }

    /// The legal moves of the piece on `hex`; empty when it holds no piece
    /// that may move now.
    pub fn moves_from(&self, hex: Hex) -> Result<Vec<Move>, PlayError> {
        self.check_on_board(hex)?;
        Ok(self
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == hex)
            .collect())
    }

    fn check_on_board(&self, hex: Hex) -> Result<(), PlayError> {
        let radius = self.radius();
        if hex.is_within(radius) {
            Ok(())
        } else {
            Err(PlayError::OffBoard(hex, radius))
        }
    }

    /// Applies one hop, found among the legal moves by `from` and `to`.
    /// A refused hop changes nothing.
    pub fn apply(&mut self, mv: Move) -> Result<Outcome, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.check_on_board(mv.from)?;
        self.check_on_board(mv.to)?;
        with_position!(&mut self.pos, p => {
            let (from, to) = (p.board.index(mv.from), p.board.index(mv.to));
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            let Some(&raw) = list.as_slice().iter().find(|m| Some(m.from as usize) == from && Some(m.to as usize) == to) else {
                return Err(PlayError::Illegal { from: mv.from, to: mv.to, why: why_illegal(p, &list, mv) });
            };
            let hop = p.play(raw);
            Ok(to_outcome(p, hop))
        })
    }

    /// Sequences of `depth` hops from this position (SPEC section 6); a
    /// sequence that ends the game early is not counted.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        with_position!(&self.pos, p => p.perft(depth))
    }
}

pub(crate) fn to_move<const N: usize>(p: &Position<N>, m: RawMove) -> Move {
    let b = p.board;
    Move {
        from: b.hex(m.from as usize),
        to: b.hex(m.to as usize),
        capture: m.is_jump().then(|| b.hex(m.over as usize)),
        promotes: m.to as usize == b.centre && !p.kings.contains(m.from as usize),
    }
}

fn to_outcome<const N: usize>(p: &Position<N>, hop: Hop) -> Outcome {
    Outcome {
        captured: hop.captured.map(|(at, seat, king)| Captured {
            at: p.board.hex(at as usize),
            seat: seat as usize,
            king,
        }),
        promoted: hop.promoted,
        chaining: hop.chaining,
        eliminated: hop.eliminated.map(usize::from),
        skipped: hop
            .skipped
            .as_slice()
            .iter()
            .map(|&s| usize::from(s))
            .collect(),
        winner: hop.winner.map(usize::from),
        draw: hop.draw,
    }
}

/// A reason a person can act on, for a hop that is not legal.
fn why_illegal<const N: usize>(p: &Position<N>, legal: &MoveList, mv: Move) -> String {
    let b = p.board;
    let from = b.index(mv.from).unwrap_or(0);
    let seat = p.current as usize;
    let reason = match p.piece_at(from) {
        None => format!("there is no piece on {}", mv.from),
        Some((s, _)) if s != seat => format!(
            "the piece on {} is seat {s}'s, and seat {seat} is to move",
            mv.from
        ),
        _ if p.chain != NO_CELL && p.chain as usize != from => {
            format!("the piece on {} must keep jumping", b.hex(p.chain as usize))
        }
        _ if legal.as_slice().first().is_some_and(|m| m.is_jump()) => {
            "a capture is compulsory".to_string()
        }
        _ => "that piece cannot go there".to_string(),
    };
    format!(": {reason}")
}
