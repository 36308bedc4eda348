//! The public face of the law: a [`Game`] in clean types, validated at the
//! door, with the bit-level position inside.

use crate::any::{with_position, AnyPosition};
use crate::endings::{Endings, GameResult, Rules};
use crate::error::{EndingError, PlayError, Refusal, SetupError, SnapshotError};
use crate::moves::{Captured, Move, Outcome};
use crate::position::{Hop, MoveList, Position, NONE, NO_CELL};
use crate::seat::{seat_faces, Face};
use hexgrid::Hex;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The seat it belongs to.
    pub seat: usize,
    /// Whether it has been crowned.
    pub king: bool,
}

/// A seat at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    /// The edge it plays from.
    pub face: Face,
    /// Whether it has lost its last piece.
    pub eliminated: bool,
}

/// A live game: the board, whose turn it is, and the law to move it on.
///
/// ```
/// let mut game = engine::Game::new(2, 5).unwrap();
/// let moves = game.legal_moves();
/// assert_eq!(moves.len(), 12);
/// let outcome = game.apply(moves[0].from, moves[0].to).unwrap();
/// assert_eq!(game.current(), Some(1));
/// assert!(!outcome.chaining);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) pos: AnyPosition,
    /// The endings of docs/endings.md (house rules, counters, resignations), kept beside the
    /// position so the move generator, perft and the search never carry it.
    pub(crate) endings: Endings,
}

impl Game {
    /// A new game in its start position, seat 0 to move.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(6, 5)?;
    /// assert_eq!((game.players(), game.radius(), game.current()), (6, 5, Some(0)));
    /// assert!(Game::new(7, 5).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(players: usize, radius: i32) -> Result<Game, SetupError> {
        Game::with_rules(players, radius, Rules::default())
    }

    /// A new game under house rules (docs/endings.md), in its start
    /// position; an error names a bad size or rule.
    ///
    /// ```
    /// use engine::{Game, Rules};
    /// let rules = Rules { no_progress: 50, repetition: 3 };
    /// let game = Game::with_rules(2, 5, rules)?;
    /// assert_eq!((game.rules(), game.quiet_turns()), (rules, 0));
    /// # Ok::<(), engine::SetupError>(())
    /// ```
    pub fn with_rules(players: usize, radius: i32, rules: Rules) -> Result<Game, SetupError> {
        let pos = AnyPosition::empty(players, radius)?;
        let rules = rules.check()?;
        let mut game = Game {
            pos,
            endings: Endings::default(),
        }
        .with_start_pieces();
        game.endings = Endings::new(rules, &game.pos);
        Ok(game)
    }

    fn with_start_pieces(mut self) -> Game {
        with_position!(&mut self.pos, p => *p = Position::start(p.board, p.players as usize));
        self
    }

    /// Number of seats.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// assert_eq!(Game::new(3, 4)?.players(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn players(&self) -> usize {
        with_position!(&self.pos, p => p.players as usize)
    }

    /// Board radius.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// assert_eq!(Game::new(3, 4)?.radius(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn radius(&self) -> i32 {
        with_position!(&self.pos, p => p.board.radius)
    }

    /// The seats in order, with their face and whether they are out.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let seats = Game::new(3, 5)?.seats();
    /// assert_eq!(seats.len(), 3);
    /// assert!(seats.iter().all(|s| !s.eliminated));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn seats(&self) -> Vec<SeatInfo> {
        with_position!(&self.pos, p => seat_faces(p.players as usize)
            .into_iter()
            .enumerate()
            .map(|(s, face)| SeatInfo { face, eliminated: p.pieces[s].is_empty() })
            .collect())
    }

    /// The seat to move, or `None` once the game is over.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert_eq!(game.current(), Some(0));
    /// let m = game.legal_moves()[0];
    /// game.apply(m.from, m.to)?;
    /// assert_eq!(game.current(), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn current(&self) -> Option<usize> {
        with_position!(&self.pos, p => (p.current != NONE).then_some(p.current as usize))
    }

    /// The piece that must keep jumping this turn.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// // No chain at the start: any piece of the seat to move may go.
    /// assert_eq!(Game::new(2, 5)?.chain_from(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn chain_from(&self) -> Option<Hex> {
        with_position!(&self.pos, p => (p.chain != NO_CELL).then(|| p.board.hex(p.chain as usize)))
    }

    /// The last seat with pieces, once there is one.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert_eq!(game.winner(), None);
    /// game.resign(1)?;
    /// assert_eq!(game.winner(), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn winner(&self) -> Option<usize> {
        with_position!(&self.pos, p => (p.winner != NONE).then_some(p.winner as usize))
    }

    /// Whether the game ended drawn: every survivor frozen, or by
    /// agreement or a house rule (see [`Game::result`]).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert!(!game.is_draw());
    /// game.agree_draw()?;
    /// assert!(game.is_draw());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_draw(&self) -> bool {
        with_position!(&self.pos, p => p.draw)
    }

    /// Whether the game has ended (a winner or a draw).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert!(!game.is_over());
    /// game.resign(0)?;
    /// assert!(game.is_over());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// The piece on `hex`, if any (none off the board).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// assert_eq!(game.piece_at(Hex::new(-1, 4)), Some(Piece { seat: 0, king: false }));
    /// assert_eq!(game.piece_at(Hex::ORIGIN), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn piece_at(&self, hex: Hex) -> Option<Piece> {
        with_position!(&self.pos, p => p.board.index(hex)
            .and_then(|i| p.piece_at(i))
            .map(|(seat, king)| Piece { seat, king }))
    }

    /// Every piece on the board, in reading order.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// let pieces = game.pieces();
    /// assert_eq!(pieces.len(), game.piece_count(0) + game.piece_count(1));
    /// assert!(pieces.iter().all(|(_, p)| !p.king));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn pieces(&self) -> Vec<(Hex, Piece)> {
        with_position!(&self.pos, p => p.occupied.iter()
            .filter_map(|i| p.piece_at(i).map(|(seat, king)| (p.board.hex(i), Piece { seat, king })))
            .collect())
    }

    /// Number of pieces of `seat` (0 for a seat that does not exist).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// assert!(game.piece_count(0) > 0);
    /// assert_eq!(game.piece_count(0), game.piece_count(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self, seat: usize) -> usize {
        with_position!(&self.pos, p => p.pieces.get(seat).map_or(0, |b| b.count() as usize))
    }

    /// The legal moves now: compulsory capture and the chain lock applied.
    /// Empty once the game is over.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// let moves = game.legal_moves();
    /// assert!(!moves.is_empty());
    /// assert!(moves.iter().all(|m| m.capture.is_none() && game.piece_at(m.from).map(|p| p.seat) == Some(0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        with_position!(&self.pos, p => {
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            list.as_slice().iter().map(|&m| p.to_move(m)).collect()
        })
    }

    /// The legal moves of the piece on `hex`; empty when it holds no piece
    /// that may move now.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// let from = game.legal_moves()[0].from;
    /// assert!(game.moves_from(from)?.iter().all(|m| m.from == from));
    /// assert_eq!(game.moves_from(Hex::ORIGIN)?, vec![]);
    /// assert!(game.moves_from(Hex::new(40, 0)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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

    /// Why the piece on `hex` cannot move now, or `None` when it has at
    /// least one legal hop. An error only for a cell off the board.
    ///
    /// ```
    /// use engine::{Game, Hex, Refusal};
    /// let game = Game::new(2, 5)?;
    /// assert_eq!(game.why_not(Hex::new(-1, 4))?, None);
    /// assert_eq!(game.why_not(Hex::ORIGIN)?, Some(Refusal::Empty));
    /// assert_eq!(game.why_not(Hex::new(-2, 5))?, Some(Refusal::NoMove));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_not(&self, hex: Hex) -> Result<Option<Refusal>, PlayError> {
        let radius = self.radius();
        with_position!(&self.pos, p => {
            let i = p.board.index(hex).ok_or(PlayError::OffBoard(hex, radius))?;
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            Ok(p.refusal(&list, i))
        })
    }

    /// Applies the hop from `from` to `to`, found among the legal moves.
    /// A refused hop changes nothing, and the error says why: a cell off
    /// the board, else the [`Refusal`] (the game is over, no piece, ...).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// let m = game.legal_moves()[0];
    /// let out = game.apply(m.from, m.to)?;
    /// assert_eq!((out.captured, out.winner), (None, None));
    /// // The same hop again: its piece has gone, so it is refused and nothing changes.
    /// let before = game.clone();
    /// let err = game.apply(m.from, m.to).unwrap_err();
    /// assert_eq!(err.code(), "empty");
    /// assert_eq!(game, before);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, from: Hex, to: Hex) -> Result<Outcome, PlayError> {
        let radius = self.radius();
        with_position!(&mut self.pos, p => {
            let f = p.board.index(from).ok_or(PlayError::OffBoard(from, radius))?;
            let t = p.board.index(to).ok_or(PlayError::OffBoard(to, radius))?;
            let mut list = MoveList::default();
            p.legal_moves(&mut list);
            let Some(&raw) = list.as_slice().iter().find(|m| m.from as usize == f && m.to as usize == t) else {
                let reason = p.refusal(&list, f).unwrap_or(Refusal::NotATarget);
                return Err(PlayError::Illegal { from, to, reason });
            };
            let hop = p.play_listed(raw);
            Ok(to_outcome(p, hop))
        })
        .map(|mut out| {
            self.endings.after_hop(&mut self.pos, from, to, &mut out);
            out
        })
    }

    /// The house rules in force (docs/endings.md).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// assert!(Game::new(2, 5)?.rules().is_off());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.endings.rules
    }

    /// Turns since the last capture or crowning (a turn: a step, a whole
    /// chain, or a crowning). Counted in every game; a resignation or an
    /// agreement changes it not at all. [`Game::snapshot_with_counters`]
    /// always carries it; [`Game::snapshot`] carries it under a no-progress
    /// rule or once a seat resigned (a game of the original law keeps the
    /// original text, and restores with 0).
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert_eq!(game.quiet_turns(), 0);
    /// let m = game.legal_moves()[0]; // a step: nothing captured, nobody crowned
    /// game.apply(m.from, m.to)?;
    /// assert_eq!(game.quiet_turns(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn quiet_turns(&self) -> u32 {
        self.endings.quiet
    }

    /// The seats that resigned, in the order they did.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(3, 5)?;
    /// game.resign(2)?;
    /// assert_eq!(game.resigned(), &[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn resigned(&self) -> &[usize] {
        &self.endings.resigned
    }

    /// `None` while the game goes on; once over, who won (or that it is
    /// drawn) and why. [`Game::winner`] and [`Game::is_draw`] agree with it.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// assert_eq!(game.result(), None);
    /// game.resign(1)?;
    /// let r = game.result().expect("over");
    /// assert_eq!((r.winner, r.draw, r.reason), (Some(0), false, EndReason::LastArmy));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.endings.result(&self.pos)
    }

    /// `seat` resigns (docs/endings.md): at any time, its own turn or not,
    /// even mid-chain. Its pieces leave the board and it is eliminated; one
    /// seat left with pieces wins at once. Otherwise, if it was to move, the
    /// turn passes as after a move; if another seat is mid-chain and its
    /// piece has no jump left, that seat's turn ends there (a turn for the
    /// counters). The outcome has `apply`'s shape, with no capture. Refused,
    /// changing nothing, after the end or for a seat not in the game.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(3, 5)?;
    /// let out = game.resign(1)?;
    /// assert_eq!(out.eliminated, Some(1));
    /// assert!(game.seats()[1].eliminated);
    /// assert_eq!(game.resign(1), Err(EndingError::NotInGame(1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resign(&mut self, seat: usize) -> Result<Outcome, EndingError> {
        if self.is_over() {
            return Err(EndingError::GameOver);
        }
        if seat >= self.players() || self.piece_count(seat) == 0 {
            return Err(EndingError::NotInGame(seat));
        }
        let (mut out, turn_ended) = with_position!(&mut self.pos, p => {
            let (hop, turn_ended) = p.resign(seat);
            (to_outcome(p, hop), turn_ended)
        });
        self.endings
            .after_resign(&mut self.pos, seat, turn_ended, &mut out);
        Ok(out)
    }

    /// The survivors agree to a draw (docs/endings.md): the game ends drawn
    /// at once, mid-chain too; gathering everyone's agreement is the
    /// caller's job. Refused after the end.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// game.agree_draw()?;
    /// assert_eq!(game.result().map(|r| r.reason), Some(EndReason::Agreement));
    /// assert_eq!(game.agree_draw(), Err(EndingError::GameOver));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn agree_draw(&mut self) -> Result<(), EndingError> {
        if self.is_over() {
            return Err(EndingError::GameOver);
        }
        self.endings.agree(&mut self.pos);
        Ok(())
    }

    /// The whole state as snapshot text (see the `snapshot` module and
    /// docs/formats.md#snapshot-text). A game with no house rule, no
    /// resignation and no agreement writes the original law's text.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// let text = game.snapshot();
    /// assert!(text.starts_with("hc1 2 5 "));
    /// assert_eq!(Game::restore(&text)?, game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn snapshot(&self) -> String {
        crate::snapshot::to_text(&self.pos, &self.endings, false)
    }

    /// [`Game::snapshot`], with the quiet-turn counter written even where
    /// no rule reads it (as `quiet=Q` in the eighth field, when `Q > 0`),
    /// so that [`Game::restore`] gives back all of docs/endings.md's state: the
    /// text for a history a page travels in. Equal to `snapshot()` when the
    /// counter is 0 or already written.
    ///
    /// ```
    /// let mut game = engine::Game::new(2, 5)?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m.from, m.to)?;
    /// assert!(game.snapshot_with_counters().ends_with(" quiet=1"));
    /// let back = engine::Game::restore(&game.snapshot_with_counters())?;
    /// assert_eq!(back.quiet_turns(), 1);
    /// assert_eq!(back.snapshot(), game.snapshot());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn snapshot_with_counters(&self) -> String {
        crate::snapshot::to_text(&self.pos, &self.endings, true)
    }

    /// The game a snapshot describes, or an error naming what is wrong.
    /// Never panics, whatever the text.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let mut game = Game::new(2, 5)?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m.from, m.to)?;
    /// let back = Game::restore(&game.snapshot_with_counters())?;
    /// assert_eq!(back, game);
    /// assert!(Game::restore("hc1 2 5 nonsense").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn restore(text: &str) -> Result<Game, SnapshotError> {
        crate::snapshot::from_text(text).map(|(pos, endings)| Game { pos, endings })
    }

    /// Sequences of `depth` hops from this position (docs/law.md#perft-checkpoints); a
    /// sequence that ends the game early is not counted.
    ///
    /// ```
    /// use engine::{EndReason, EndingError, Game, Hex, Piece};
    /// let game = Game::new(2, 5)?;
    /// assert_eq!(game.perft(0), 1);
    /// assert_eq!(game.perft(1), game.legal_moves().len() as u64);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        with_position!(&self.pos, p => p.perft(depth))
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
