//! The static questions asked of a position without a search: each seat's
//! evaluation, split into its terms or not, and the pieces en prise.

use crate::eval::{self, Weights, TERMS};
#[cfg(doc)]
use crate::eval::{Term, TERM_NAMES};
use engine::{Game, Hex};

/// The static evaluation, one score per seat from that seat's point of
/// view, in hundredths of a man (a man is worth 100, a king 236 with the tuned weights). An
/// eliminated seat scores -20 000; once the game is won, the winner scores
/// 20 000; after a draw the survivors score 0.
#[must_use]
pub fn evaluate(game: &Game) -> Vec<i32> {
    evaluate_with(game, &Weights::default())
}

/// [`evaluate`] under other weights (the AI lab's sliders).
#[must_use]
pub fn evaluate_with(game: &Game, weights: &Weights) -> Vec<i32> {
    with_position!(game, p => {
        let n = p.players() as usize;
        if p.is_over() {
            (0..n)
                .map(|s| if p.pieces(s).is_empty() { eval::LOST } else if p.is_draw() { 0 } else { -eval::LOST })
                .collect()
        } else {
            eval::scores(p, &eval::Tables::new(p), weights)[..n].to_vec()
        }
    })
}

/// The static evaluation of [`evaluate`] split into its terms ([`Term`],
/// in the order of [`TERM_NAMES`]), one row per seat: for a game in progress
/// each row of a seat with pieces sums to that seat's score in [`evaluate`]
/// (the score the search uses); a seat with no pieces, and every seat once
/// the game is over, has a row of zeros (its score is not a sum of terms).
#[must_use]
pub fn evaluate_terms(game: &Game) -> Vec<[i32; TERMS]> {
    evaluate_terms_with(game, &Weights::default())
}

/// [`evaluate_terms`] under other weights: each row sums to that seat's
/// score in [`evaluate_with`] under the same weights.
#[must_use]
pub fn evaluate_terms_with(game: &Game, weights: &Weights) -> Vec<[i32; TERMS]> {
    with_position!(game, p => {
        let n = p.players() as usize;
        if p.is_over() {
            vec![[0; TERMS]; n]
        } else {
            eval::terms(p, &eval::Tables::new(p), weights)[..n].to_vec()
        }
    })
}

/// The pieces of `seat` that some other seat could jump right now,
/// whoever is to move, in reading order (none for a seat that does not
/// exist).
#[must_use]
pub fn threatened(game: &Game, seat: usize) -> Vec<Hex> {
    if seat >= game.players() {
        return Vec::new();
    }
    with_position!(game, p => {
        (eval::attacks(p).0 & p.pieces(seat)).iter().map(|i| p.board().hex(i)).collect()
    })
}
