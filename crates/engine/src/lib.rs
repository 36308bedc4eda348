//! The law of Hex Checkers: checkers on a hexagonal board for two to six
//! armies, every player against every other, promoting on the one centre
//! cell. See `docs/law.md` for the law; this crate is its reference in Rust.
//! It holds no search: the bot lives in its own crate and reads positions
//! through [`raw`].
//!
//! ```
//! use engine::Game;
//! let mut game = Game::new(6, 5)?;
//! while let Some(&m) = game.legal_moves().first() {
//!     game.apply(m.from, m.to)?;
//!     if game.piece_count(0) < 7 { break; }
//! }
//! let copy = Game::restore(&game.snapshot())?;
//! assert_eq!(copy, game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod any;
mod bits;
mod board;
mod end_reason;
mod endings;
mod error;
mod game;
mod limits;
mod moves;
mod notation;
mod position;
pub mod raw;
mod seat;
mod snapshot;

pub use endings::{EndReason, GameResult, Rules};
pub use error::{EndingError, PlayError, Refusal, SeenProblem, SetupError, SnapshotError};
pub use game::{Game, Piece, SeatInfo};
pub use hexgrid::{Direction, Hex};
pub use moves::{Captured, Move, Outcome};
pub use notation::{cell_name, parse_cell_name};
pub use seat::{facing_directions, home_cells, seat_faces, Face, PLAYERS, RADII};
