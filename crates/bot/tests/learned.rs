//! Version 7's learned terms as the fit sees them (`bot::learned_terms`,
//! what `hexc learn` reads) give the score the search uses.

use bot::learned::{self, Learned};
use bot::Weights;
use engine::Game;

/// The terms the fit sees, weighed by version 7's weights, give the
/// score the search uses (two seats: own strength less the other's).
#[test]
fn the_fits_terms_give_the_searchs_score() {
    let mut game = Game::new(2, 5).unwrap();
    let mut checked = 0;
    for ply in 0..120 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[(ply * 7 + 3) % moves.len()];
        game.apply(m.from, m.to).unwrap();
        if game.is_over() {
            break;
        }
        let (phase, seats) = bot::learned_terms(&game, &Weights::V7);
        let l = &Learned::V7;
        let strength: Vec<i32> = seats
            .iter()
            .map(|terms| {
                let (mut e, mut t) = (0, 0);
                for &(i, v) in terms {
                    e += l.early[usize::from(i)] * v;
                    t += l.late[usize::from(i)] * v;
                }
                (e * phase + t * (learned::PHASE_ONE - phase)) / learned::PHASE_ONE
            })
            .collect();
        let scores = bot::evaluate_with(&game, &Weights::V7);
        assert_eq!(scores[0], strength[0] - strength[1], "hop {ply}");
        assert_eq!(scores[1], strength[1] - strength[0], "hop {ply}");
        checked += 1;
    }
    assert!(checked > 50);
}
