//! One or more tests for each rule of docs/law.md, on hand-built
//! positions. Radius 5; two players sit at faces S (seat 0, men move W, NW,
//! NE, E) and N (seat 1, men move E, SE, SW, W).

mod common;
use common::{all_moves, frozen_row, hex, mv, position, targets, Placed};
use engine::{Game, Hex, PlayError, Refusal, SetupError};

#[test]
fn game_creation_accepts_2_to_6_players_and_radius_2_to_8() {
    for players in 2..=6 {
        for radius in 2..=8 {
            let g = Game::new(players, radius).unwrap();
            assert_eq!(g.seats().len(), players);
            assert_eq!(g.pieces().len() as i32, players as i32 * (2 * radius - 3));
            assert_eq!(g.current(), Some(0));
        }
    }
    assert_eq!(Game::new(1, 5), Err(SetupError::Players(1)));
    assert_eq!(Game::new(7, 5), Err(SetupError::Players(7)));
    assert_eq!(Game::new(2, 1), Err(SetupError::Radius(1)));
    assert_eq!(Game::new(2, 9), Err(SetupError::Radius(9)));
}

#[test]
fn start_position_puts_each_seat_on_its_home_cells() {
    let g = Game::new(6, 5).unwrap();
    assert_eq!(g.pieces().len(), 42);
    for (seat, info) in g.seats().iter().enumerate() {
        for h in engine::home_cells(info.face, 5) {
            assert_eq!(g.piece_at(h), Some(engine::Piece { seat, king: false }));
        }
    }
    // The seams (corners of the two outer rings) start empty.
    for d in 0..6 {
        let corner = engine::Direction::from_index(d).vector();
        assert_eq!(g.piece_at(corner * 5), None);
        assert_eq!(g.piece_at(corner * 4), None);
    }
}

#[test]
fn men_never_retreat_they_move_in_their_four_facing_directions() {
    let g = position(2, 5, 0, &[(0, 2, 0, false), (0, -5, 1, false)]);
    // W, NW, NE, E; never SE (0,3) or SW (-1,3).
    assert_eq!(targets(&g, (0, 2)), [(-1, 2), (0, 1), (1, 1), (1, 2)]);
    let g = position(2, 5, 1, &[(0, 2, 0, false), (0, -2, 1, false)]);
    // Seat 1 faces N: E, SE, SW, W; never NW or NE.
    assert_eq!(targets(&g, (0, -2)), [(-1, -2), (-1, -1), (0, -1), (1, -2)]);
}

#[test]
fn kings_move_in_all_six_directions() {
    let g = position(2, 5, 0, &[(0, 2, 0, true), (0, -5, 1, false)]);
    assert_eq!(
        targets(&g, (0, 2)),
        [(-1, 2), (-1, 3), (0, 1), (0, 3), (1, 1), (1, 2)]
    );
}

#[test]
fn steps_only_onto_empty_cells_of_the_board() {
    // Own piece NW, enemy NE with its far side blocked, board edge below.
    let g = position(
        2,
        5,
        0,
        &[
            (-5, 5, 0, true),
            (-5, 4, 0, false),
            (-4, 4, 1, false),
            (-3, 3, 1, false),
            (-3, 4, 1, false),
            (3, -5, 1, false),
        ],
    );
    // King at the SW corner: W, SW, SE off the board; NW own; NE enemy whose
    // far cell (-3,3) is taken; only E is free. (-3,4) stops the man's jump.
    assert_eq!(targets(&g, (-5, 5)), [(-4, 5)]);
}

#[test]
fn jumps_land_only_on_the_empty_cell_beyond() {
    let g = position(
        2,
        5,
        0,
        &[
            (0, 2, 0, false),
            (0, 1, 1, false),
            (0, 0, 1, true),
            (3, -5, 1, false),
        ],
    );
    // NW jump blocked by the king on the centre: no capture, so steps only.
    assert_eq!(targets(&g, (0, 2)), [(-1, 2), (1, 1), (1, 2)]);
    let g = position(
        2,
        5,
        0,
        &[(0, -4, 0, false), (0, -5, 1, false), (3, -5, 1, false)],
    );
    // The jump would leave the board.
    assert!(all_moves(&g).iter().all(|&(_, to)| to != (0, -6)));
}

#[test]
fn jumping_own_pieces_is_impossible() {
    let g = position(
        2,
        5,
        0,
        &[(0, 2, 0, false), (0, 1, 0, false), (3, -5, 1, false)],
    );
    assert!(!targets(&g, (0, 2)).contains(&(0, 0)));
    assert!(g.legal_moves().iter().all(|m| m.capture.is_none()));
}

#[test]
fn capture_is_compulsory_across_all_pieces() {
    let g = position(
        2,
        5,
        0,
        &[
            (2, 2, 0, false),
            (2, 1, 1, false),
            (-3, 4, 0, false),
            (-2, -3, 1, false),
        ],
    );
    assert_eq!(all_moves(&g), [((2, 2), (2, 0))]);
    let m = g.legal_moves()[0];
    assert_eq!(m.capture, Some(Hex::new(2, 1)));
    // The free man has no move while the capture is on.
    assert!(targets(&g, (-3, 4)).is_empty());
    let mut g2 = g.clone();
    assert_eq!(
        g2.apply(hex(-3, 4), hex(-3, 3)),
        Err(PlayError::Illegal {
            from: hex(-3, 4),
            to: hex(-3, 3),
            reason: Refusal::MustCapture
        })
    );
    assert_eq!(g2, g);
}

#[test]
fn the_player_chooses_freely_among_jumps() {
    let pieces = [
        (2, 2, 0, false),
        (2, 1, 1, false),
        (3, 1, 1, false),
        (-2, 2, 0, false),
        (-3, 2, 1, false),
        (-2, -3, 1, false),
    ];
    let g = position(2, 5, 0, &pieces);
    assert_eq!(
        all_moves(&g),
        [((-2, 2), (-4, 2)), ((2, 2), (2, 0)), ((2, 2), (4, 0))]
    );
    for m in g.legal_moves() {
        let mut g = g.clone();
        let out = g.apply(m.from, m.to).unwrap();
        assert_eq!(out.captured.map(|c| c.at), m.capture);
    }
}

/// Red's man on 0,4 can jump twice; Red's man on -3,3 has one jump of its own.
const CHAIN_START: [Placed; 6] = [
    (0, 4, 0, false),
    (0, 3, 1, false),
    (1, 1, 1, false),
    (-3, 3, 0, false),
    (-4, 3, 1, false),
    (-2, -3, 1, false),
];

#[test]
fn a_chain_continues_with_the_same_piece_and_locks_the_others() {
    let mut g = position(2, 5, 0, &CHAIN_START);
    assert_eq!(all_moves(&g), [((-3, 3), (-5, 3)), ((0, 4), (0, 2))]);
    let out = g.apply(hex(0, 4), hex(0, 2)).unwrap();
    assert!(out.chaining);
    assert_eq!(g.current(), Some(0));
    assert_eq!(g.chain_from(), Some(Hex::new(0, 2)));
    // Only the chaining piece's jumps, though (-3,3) could still jump.
    assert_eq!(all_moves(&g), [((0, 2), (2, 0))]);
    let out = g.apply(hex(0, 2), hex(2, 0)).unwrap();
    assert!(!out.chaining);
    assert_eq!(g.chain_from(), None);
    assert_eq!(g.current(), Some(1));
}

#[test]
fn a_man_stepping_onto_the_centre_is_crowned() {
    let mut g = position(2, 5, 0, &[(0, 1, 0, false), (3, -5, 1, false)]);
    let m = mv(&g, (0, 1), (0, 0));
    assert!(m.promotes);
    let out = g.apply(m.from, m.to).unwrap();
    assert!(out.promoted);
    assert_eq!(
        g.piece_at(Hex::ORIGIN),
        Some(engine::Piece {
            seat: 0,
            king: true
        })
    );
    assert_eq!(g.current(), Some(1));
}

#[test]
fn promotion_by_jump_ends_the_turn_even_mid_chain() {
    // After landing on the centre the new king could jump (1,-1) NE, but
    // the crowning ends the turn.
    let mut g = position(
        2,
        5,
        0,
        &[(0, 2, 0, false), (0, 1, 1, false), (1, -1, 1, false)],
    );
    let m = mv(&g, (0, 2), (0, 0));
    assert!(m.promotes && m.capture.is_some());
    let out = g.apply(m.from, m.to).unwrap();
    assert!(out.promoted && !out.chaining);
    assert_eq!(g.chain_from(), None);
    assert_eq!(g.current(), Some(1));
}

#[test]
fn a_king_gains_nothing_on_the_centre_and_keeps_jumping() {
    let mut g = position(
        2,
        5,
        0,
        &[
            (0, 2, 0, true),
            (0, 1, 1, false),
            (1, -1, 1, false),
            (3, -5, 1, false),
        ],
    );
    let m = mv(&g, (0, 2), (0, 0));
    assert!(!m.promotes);
    let out = g.apply(m.from, m.to).unwrap();
    assert!(!out.promoted && out.chaining);
    assert_eq!(all_moves(&g), [((0, 0), (2, -2))]);
}

#[test]
fn a_piece_on_the_centre_can_be_captured() {
    let mut g = position(
        2,
        5,
        0,
        &[(0, 1, 0, false), (0, 0, 1, true), (3, -5, 1, false)],
    );
    let out = g.apply(hex(0, 1), hex(0, -1)).unwrap();
    assert_eq!(
        out.captured.map(|c| (c.at, c.seat, c.king)),
        Some((Hex::ORIGIN, 1, true))
    );
    assert_eq!(g.piece_at(Hex::ORIGIN), None);
}

#[test]
fn losing_the_last_piece_eliminates_a_seat() {
    // Three players at faces S, NW, NE.
    let mut g = position(
        3,
        5,
        0,
        &[
            (0, 2, 0, false),
            (0, 1, 2, false),
            (-3, -1, 1, false),
            (4, -4, 2, false),
        ],
    );
    let out = g.apply(hex(0, 2), hex(0, 0)).unwrap();
    assert_eq!(out.eliminated, None);
    let mut g = position(
        3,
        5,
        0,
        &[(2, 2, 0, false), (2, 1, 2, false), (-3, -1, 1, false)],
    );
    let out = g.apply(hex(2, 2), hex(2, 0)).unwrap();
    assert_eq!(out.eliminated, Some(2));
    assert!(g.seats()[2].eliminated && !g.seats()[1].eliminated);
    assert_eq!(out.winner, None);
    assert_eq!(g.current(), Some(1));
}

#[test]
fn the_last_seat_with_pieces_wins_at_once_even_mid_chain() {
    // Seat 0 jumps seat 1's last man, then (chaining) seat 2's.
    let mut g = position(
        3,
        5,
        0,
        &[
            (0, 4, 0, false),
            (0, 3, 1, false),
            (1, 1, 2, false),
            (-4, 3, 0, false),
        ],
    );
    let out = g.apply(hex(0, 4), hex(0, 2)).unwrap();
    assert_eq!(
        (out.eliminated, out.chaining, out.winner),
        (Some(1), true, None)
    );
    let out = g.apply(hex(0, 2), hex(2, 0)).unwrap();
    assert_eq!(
        (out.eliminated, out.winner, out.chaining),
        (Some(2), Some(0), false)
    );
    assert!(out.skipped.is_empty());
    assert_eq!(
        (g.current(), g.winner(), g.is_draw()),
        (None, Some(0), false)
    );
    // Two players: the win ends a chain that could have gone on.
    let mut g = position(2, 5, 0, &[(0, 4, 0, false), (0, 3, 1, false)]);
    let out = g.apply(hex(0, 4), hex(0, 2)).unwrap();
    assert_eq!((out.winner, out.chaining), (Some(0), false));
}

#[test]
fn skipped_seats_are_listed_in_turn_order() {
    // Six seats; 1 and 3 frozen on the edges facing them, 2 and 5 out,
    // 4 free: after seat 0 moves, 1 and 3 are skipped and 4 plays.
    let mut pieces = vec![(0, 2, 0, false), (0, -2, 4, false)];
    pieces.extend(frozen_row(1, 4, 5));
    pieces.extend(frozen_row(3, 0, 5));
    let mut g = position(6, 5, 0, &pieces);
    let out = g.apply(hex(0, 2), hex(0, 1)).unwrap();
    assert_eq!(out.skipped, [1, 3]);
    assert_eq!(g.current(), Some(4));
}

#[test]
fn the_mover_gets_the_turn_back_when_everyone_else_is_frozen() {
    let mut pieces = vec![(0, 2, 0, false)];
    pieces.extend(frozen_row(1, 4, 5));
    pieces.extend(frozen_row(3, 0, 5));
    let mut g = position(6, 5, 0, &pieces);
    let out = g.apply(hex(0, 2), hex(0, 1)).unwrap();
    assert_eq!(out.skipped, [1, 3]);
    assert_eq!(g.current(), Some(0));
    // A frozen seat is freed when someone else's move opens a cell.
    let mut pieces = frozen_row(1, 3, 5);
    pieces.push((-1, 5, 0, false));
    let two = position(2, 5, 0, &pieces);
    assert_eq!(two.legal_moves().len(), 4);
}

#[test]
fn a_draw_when_every_survivor_is_frozen() {
    let pieces = common::one_step_from_frozen();
    let mut g = position(2, 5, 0, &pieces);
    let out = g.apply(hex(5, -4), hex(5, -5)).unwrap();
    assert!(out.draw);
    assert!(out.skipped.is_empty());
    assert_eq!((g.current(), g.winner(), g.is_draw()), (None, None, true));
}

#[test]
fn nothing_is_legal_once_the_game_is_over() {
    let mut g = position(
        2,
        5,
        0,
        &[(0, 4, 0, false), (0, 3, 1, false), (-3, 3, 0, false)],
    );
    g.apply(hex(0, 4), hex(0, 2)).unwrap();
    assert!(g.is_over());
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.moves_from(Hex::new(-3, 3)), Ok(vec![]));
    assert_eq!(g.perft(1), 0);
}

/// Asserts that the hop `from -> to` is refused for `reason`, with a
/// message naming it, and that the game is unchanged.
fn refused(g: &mut Game, from: Hex, to: Hex, reason: Refusal, words: &str) {
    let before = g.snapshot();
    let e = g.apply(from, to).unwrap_err();
    assert_eq!(e, PlayError::Illegal { from, to, reason });
    assert!(e.to_string().contains(words), "{e}");
    assert_eq!(g.snapshot(), before);
}

#[test]
fn refusal_game_over() {
    let mut g = position(
        2,
        5,
        0,
        &[(0, 4, 0, false), (0, 3, 1, false), (-3, 3, 0, false)],
    );
    assert_eq!(g.why_not(hex(-3, 3)), Ok(Some(Refusal::MustCapture)));
    g.apply(hex(0, 4), hex(0, 2)).unwrap();
    assert_eq!(g.why_not(hex(-3, 3)), Ok(Some(Refusal::GameOver)));
    assert_eq!(g.why_not(hex(1, 1)), Ok(Some(Refusal::GameOver)));
    let (from, to) = (hex(-3, 3), hex(-3, 2));
    refused(&mut g, from, to, Refusal::GameOver, "the game is over");
}

#[test]
fn refusal_empty() {
    let mut g = Game::new(6, 5).unwrap();
    assert_eq!(g.why_not(Hex::ORIGIN), Ok(Some(Refusal::Empty)));
    let (from, to) = (hex(0, 0), hex(0, 1));
    refused(&mut g, from, to, Refusal::Empty, "no piece on 0,0");
}

#[test]
fn refusal_not_your_turn() {
    let mut g = Game::new(6, 5).unwrap();
    let theirs = Refusal::NotYourTurn { seat: 3, mover: 0 };
    assert_eq!(g.why_not(hex(1, -5)), Ok(Some(theirs)));
    refused(&mut g, hex(1, -5), hex(1, -4), theirs, "seat 3's");
}

#[test]
fn refusal_chain() {
    let mut g = position(2, 5, 0, &CHAIN_START);
    assert_eq!(g.why_not(hex(-3, 3)), Ok(None));
    g.apply(hex(0, 4), hex(0, 2)).unwrap();
    // (-3,3) could still jump, but the chaining piece holds the turn.
    let locked = Refusal::Chain { from: hex(0, 2) };
    assert_eq!(g.why_not(hex(-3, 3)), Ok(Some(locked)));
    assert_eq!(g.why_not(hex(0, 2)), Ok(None));
    refused(
        &mut g,
        hex(-3, 3),
        hex(-5, 3),
        locked,
        "0,2 must keep jumping",
    );
}

#[test]
fn refusal_must_capture() {
    let mut g = position(
        2,
        5,
        0,
        &[
            (2, 2, 0, false),
            (2, 1, 1, false),
            (-3, 4, 0, false),
            (-2, -3, 1, false),
        ],
    );
    // The same man steps freely once the capture is gone.
    let free = position(2, 5, 0, &[(-3, 4, 0, false), (-2, -3, 1, false)]);
    assert_eq!(free.why_not(hex(-3, 4)), Ok(None));
    assert_eq!(g.why_not(hex(-3, 4)), Ok(Some(Refusal::MustCapture)));
    assert_eq!(g.why_not(hex(2, 2)), Ok(None));
    let (from, to) = (hex(-3, 4), hex(-3, 3));
    refused(
        &mut g,
        from,
        to,
        Refusal::MustCapture,
        "capture is compulsory",
    );
}

#[test]
fn refusal_no_move() {
    // At the start the middle man of the back row is boxed in by its own.
    let mut g = Game::new(2, 5).unwrap();
    assert_eq!(g.why_not(hex(-2, 5)), Ok(Some(Refusal::NoMove)));
    assert_eq!(g.why_not(hex(-1, 5)), Ok(None));
    let (from, to) = (hex(-2, 5), hex(-2, 4));
    refused(&mut g, from, to, Refusal::NoMove, "-2,5 has no legal hop");
}

#[test]
fn refusal_not_a_target() {
    let mut g = Game::new(6, 5).unwrap();
    assert_eq!(g.why_not(hex(-1, 5)), Ok(None));
    let (from, to) = (hex(-1, 5), hex(-1, 3));
    refused(&mut g, from, to, Refusal::NotATarget, "cannot go there");
}

#[test]
fn cells_off_the_board_are_errors_and_change_nothing() {
    let mut g = Game::new(6, 5).unwrap();
    let before = g.snapshot();
    let off = PlayError::OffBoard(Hex::new(9, 0), 5);
    assert_eq!(g.apply(hex(9, 0), hex(0, 0)), Err(off.clone()));
    assert_eq!(g.apply(hex(-1, 5), hex(9, 0)), Err(off.clone()));
    assert_eq!(g.why_not(hex(9, 0)), Err(off));
    assert_eq!(
        g.moves_from(Hex::new(0, 6)),
        Err(PlayError::OffBoard(Hex::new(0, 6), 5))
    );
    assert_eq!(g.snapshot(), before);
}
