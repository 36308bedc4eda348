//! The evaluation split into its terms (`bot::evaluate_terms`), through the
//! public door: each seat's terms add up to its score in `bot::evaluate`,
//! and each term is what its name says on a position built for it.

#[path = "../../engine/tests/common/mod.rs"]
mod common;
use bot::{evaluate, evaluate_terms, Term, Weights, TERMS, TERM_NAMES};
use common::{position, Placed};
use engine::Game;

#[test]
fn each_seat_s_terms_add_up_to_its_evaluation() {
    for players in 2..=6 {
        let mut game = Game::new(players, 5).unwrap();
        for ply in 0..300 {
            if game.is_over() {
                break;
            }
            let scores = evaluate(&game);
            for (seat, terms) in evaluate_terms(&game).iter().enumerate() {
                if scores[seat] == -20_000 {
                    assert_eq!(*terms, [0; TERMS]);
                } else {
                    assert_eq!(
                        terms.iter().sum::<i32>(),
                        scores[seat],
                        "{players} players, ply {ply}, seat {seat}"
                    );
                }
            }
            let moves = game.legal_moves();
            let m = moves[(ply * 7 + players) % moves.len()];
            game.apply(m.from, m.to).unwrap();
        }
    }
}

#[test]
fn the_terms_say_what_their_names_say() {
    assert_eq!(TERM_NAMES.len(), TERMS);
    assert_eq!(TERM_NAMES[Term::Material as usize], "material");
    assert_eq!(TERM_NAMES[Term::Weakest as usize], "weakest");
    // Two men against one king, far apart, nothing en prise.
    const POS: [Placed; 3] = [(-3, 5, 0, false), (0, 5, 0, false), (3, -5, 1, true)];
    let game = position(2, 5, 0, &POS);
    let w = Weights::default();
    let terms = evaluate_terms(&game);
    assert_eq!(terms[0][Term::Material as usize], 2 * w.man);
    assert_eq!(terms[1][Term::Material as usize], w.king);
    assert_eq!(terms[0][Term::Hanging as usize], 0);
    // Two seats: each one's opponents term is the other's whole strength.
    let strength = |s: usize| terms[s][..bot::STRENGTH_TERMS].iter().sum::<i32>();
    assert_eq!(terms[0][Term::Opponents as usize], -strength(1));
    assert_eq!(terms[1][Term::Opponents as usize], -strength(0));
    // Once the game is over no seat's score is a sum of terms.
    let won = common::text(2, 5, 0, None, &[(0, 5, 0, false)]).replacen(
        "hc1 2 5 0 - - ",
        "hc1 2 5 - - w0 ",
        1,
    );
    let over = Game::restore(&won).unwrap();
    assert!(evaluate_terms(&over).iter().all(|t| *t == [0; TERMS]));
}

#[test]
fn under_other_weights_the_terms_follow_them_and_still_add_up() {
    use bot::{evaluate_terms_with, evaluate_with};
    const POS: [Placed; 3] = [(-3, 5, 0, false), (0, 5, 0, false), (3, -5, 1, true)];
    let game = position(2, 5, 0, &POS);
    let mut heavy = Weights::default();
    heavy.man *= 2;
    heavy.king += 100;
    let terms = evaluate_terms_with(&game, &heavy);
    assert_eq!(terms[0][Term::Material as usize], 2 * heavy.man);
    assert_eq!(terms[1][Term::Material as usize], heavy.king);
    let scores = evaluate_with(&game, &heavy);
    for seat in 0..2 {
        assert_eq!(terms[seat].iter().sum::<i32>(), scores[seat]);
    }
    assert_ne!(scores, evaluate(&game), "the weights change the score");
    assert_eq!(evaluate_with(&game, &Weights::default()), evaluate(&game));
}

/// A weights file (`hexc fit`'s) reads in the order of the names, and
/// version 6's weights are its file's; a file out of order or short is
/// refused.
#[test]
fn a_weights_file_reads_in_order_and_the_learned_weights_are_the_files() {
    let v1 = "# the first bot\nman 100\nking 250\nadvance 6\nrace 30\nhanging 40\n\
              mobility 2\nleader 0\nweakest 20\nhunt 4\nexposure 0\n";
    assert_eq!(bot::Weights::parse(v1), bot::Weights::V1);
    assert_eq!(
        bot::Weights::parse(include_str!("../data/weights-v6.txt")),
        bot::Weights::LEARNED
    );
    assert_eq!(
        bot::Profile::by_version("6").unwrap().weights,
        bot::Weights::LEARNED
    );
    for bad in ["king 250\n", "man 100\n", "man x\n"] {
        assert!(
            std::panic::catch_unwind(|| bot::Weights::parse(bad)).is_err(),
            "{bad}"
        );
    }
}
