//! The position on a board of either width, and the macro that reaches
//! inside it: shared by the game, its endings and its snapshot text, so
//! none of them needs another's module for it.

use crate::board::{LARGE, SMALL};
use crate::error::SetupError;
use crate::position::Position;
use crate::seat::{PLAYERS, RADII};

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
            $crate::any::AnyPosition::Small($p) => $body,
            $crate::any::AnyPosition::Large($p) => $body,
        }
    };
}
pub(crate) use with_position;

impl AnyPosition {
    /// An empty board of `players` seats and `radius`, or the setup error.
    pub(crate) fn empty(players: usize, radius: i32) -> Result<AnyPosition, SetupError> {
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
}
