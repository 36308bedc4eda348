//! The snapshot text at the door: every malformed or inconsistent input is
//! refused with the right typed error and a message naming the problem,
//! nothing panics, and real games round-trip exactly.

mod common;
use common::reference::Rng;
use common::text;
use engine::{Game, Hex, SetupError, SnapshotError};

/// A valid radius-3, two-player position: seat 0 to move.
const GOOD: &str = "hc1 2 3 0 - - .bb./..b../....../......./....../..a../.aa.";

/// The error of restoring `t`, which must be refused.
fn refused(t: &str) -> SnapshotError {
    match Game::restore(t) {
        Ok(g) => panic!("{t:?} was accepted as {}", g.snapshot()),
        Err(e) => e,
    }
}

/// `t` is refused as inconsistent, with a message containing `words`.
fn inconsistent(t: &str, words: &str) {
    let e = refused(t);
    assert!(
        matches!(e, SnapshotError::Inconsistent(_)),
        "{t:?}: wanted Inconsistent, got {e:?}"
    );
    let msg = e.to_string();
    assert!(msg.contains(words), "{t:?}: {msg:?} does not say {words:?}");
}

/// The message of an error mentions `words`.
fn says(e: &SnapshotError, words: &str) {
    let msg = e.to_string();
    assert!(msg.contains(words), "{msg:?} does not say {words:?}");
}

#[test]
fn the_good_example_is_accepted_and_written_back_the_same() {
    let g = Game::restore(GOOD).unwrap();
    assert_eq!(g.snapshot(), GOOD);
    assert_eq!(g.current(), Some(0));
    assert_eq!(g.pieces().len(), 6);
}

#[test]
fn a_wrong_version_is_refused() {
    for t in [
        GOOD.replacen("hc1", "hc2", 1),
        GOOD.replacen("hc1", "HC1", 1),
        GOOD.replacen("hc1", "hc", 1),
        format!(" {GOOD}"),
        GOOD.replacen("hc1 ", "hc1\t", 1),
        "xyz".into(),
    ] {
        let e = refused(&t);
        assert!(matches!(e, SnapshotError::Version(_)), "{t:?}: {e:?}");
        says(&e, "hc1");
    }
}

#[test]
fn the_empty_string_is_refused() {
    let e = refused("");
    assert_eq!(e, SnapshotError::Version(String::new()));
    says(&e, "version");
}

#[test]
fn a_wrong_field_count_is_refused() {
    let fields: Vec<&str> = GOOD.split(' ').collect();
    for n in 1..7 {
        let t = fields[..n].join(" ");
        assert_eq!(refused(&t), SnapshotError::FieldCount(n), "{t:?}");
    }
    // An eighth field holds only what docs/endings.md adds; a ninth none.
    let e = refused(&format!("{GOOD} extra"));
    assert!(
        matches!(
            e,
            SnapshotError::Field {
                field: "extras",
                ..
            }
        ),
        "{e:?}"
    );
    let e = refused(&format!("{GOOD} resigned=1 extra"));
    assert_eq!(e, SnapshotError::FieldCount(9));
    says(&e, "7 space-separated fields");
}

#[test]
fn trailing_garbage_and_stray_spaces_are_refused() {
    // A trailing space is an empty eighth field; a doubled one an empty
    // field in its place.
    let e = refused(&format!("{GOOD} "));
    assert!(
        matches!(
            e,
            SnapshotError::Field {
                field: "extras",
                ..
            }
        ),
        "{e:?}"
    );
    let e = refused(&GOOD.replacen(' ', "  ", 1));
    assert!(
        matches!(
            e,
            SnapshotError::Field {
                field: "players",
                ..
            }
        ),
        "{e:?}"
    );
    for (t, n) in [(format!("{GOOD}  "), 9), (GOOD.replace(' ', "  "), 13)] {
        assert_eq!(refused(&t), SnapshotError::FieldCount(n), "{t:?}");
    }
    for t in [
        format!("{GOOD}\n"),
        format!("{GOOD}/"),
        format!("{GOOD}x"),
        format!("{GOOD}\0"),
    ] {
        let e = refused(&t);
        assert!(
            matches!(
                e,
                SnapshotError::Rows { .. } | SnapshotError::RowLength { .. }
            ),
            "{t:?}: {e:?}"
        );
    }
}

#[test]
fn bad_players_or_radius_are_refused_with_the_setup_error() {
    let with = |p: &str, r: &str| GOOD.replacen("hc1 2 3", &format!("hc1 {p} {r}"), 1);
    for (p, want) in [("1", 1), ("7", 7), ("0", 0), ("9", 9)] {
        let e = refused(&with(p, "3"));
        assert_eq!(e, SnapshotError::Setup(SetupError::Players(want)));
        says(&e, "players must be");
    }
    for (r, want) in [("1", 1), ("9", 9), ("0", 0)] {
        let e = refused(&with("2", r));
        assert_eq!(e, SnapshotError::Setup(SetupError::Radius(want)));
        says(&e, "radius must be");
    }
    for (p, r, field) in [
        ("02", "3", "players"),
        ("-2", "3", "players"),
        ("+2", "3", "players"),
        ("two", "3", "players"),
        ("", "3", "players"),
        ("2", "03", "radius"),
        ("2", "3.0", "radius"),
        ("2", "١", "radius"),
        ("2", "", "radius"),
    ] {
        let e = refused(&with(p, r));
        assert!(
            matches!(e, SnapshotError::Field { field: f, .. } if f == field),
            "{p:?} {r:?}: {e:?}"
        );
        says(&e, field);
    }
}

#[test]
fn a_wrong_row_count_is_refused() {
    let rows = GOOD.rsplit_once(' ').unwrap();
    for (board, got) in [
        (".bb./..b../....../......./....../..a..", 6),
        (".bb./..b../....../......./....../..a../.aa./....", 8),
        ("", 1),
        (".bb.", 1),
    ] {
        let t = format!("{} {board}", rows.0);
        let e = refused(&t);
        assert_eq!(
            e,
            SnapshotError::Rows {
                expected: 7,
                got,
                radius: 3
            },
            "{t:?}"
        );
        says(&e, "7 rows");
    }
}

#[test]
fn a_row_too_long_or_too_short_is_refused() {
    // A fifth cell in the top row would lie off the board.
    let long = GOOD.replacen(".bb./", ".bb.b/", 1);
    let e = refused(&long);
    assert_eq!(
        e,
        SnapshotError::RowLength {
            row: 1,
            expected: 4,
            got: 5
        }
    );
    says(&e, "row 1 must have 4 cells, got 5");
    let short = GOOD.replacen("/......./", "/....../", 1);
    assert_eq!(
        refused(&short),
        SnapshotError::RowLength {
            row: 4,
            expected: 7,
            got: 6
        }
    );
    let empty_row = GOOD.replacen("/......./", "//", 1);
    assert_eq!(
        refused(&empty_row),
        SnapshotError::RowLength {
            row: 4,
            expected: 7,
            got: 0
        }
    );
}

#[test]
fn a_character_that_is_no_piece_is_refused_and_named() {
    for (ch, at) in [
        ('g', Hex::new(-1, 1)),
        ('x', Hex::new(-1, 1)),
        ('G', Hex::new(-1, 1)),
        ('0', Hex::new(-1, 1)),
        ('-', Hex::new(-1, 1)),
        (',', Hex::new(-1, 1)),
        ('é', Hex::new(-1, 1)),
        ('ａ', Hex::new(-1, 1)),
        ('\u{0}', Hex::new(-1, 1)),
    ] {
        // Row 5 (r = 1) is "......" from q = -3; put `ch` on its 3rd cell.
        let t = GOOD.replacen("/....../..a../", &format!("/..{ch}.../..a../"), 1);
        let e = refused(&t);
        assert_eq!(e, SnapshotError::BadCell { cell: at, ch }, "{t:?}");
        says(&e, "-1,1");
    }
}

#[test]
fn multi_byte_characters_count_as_one_cell_and_are_refused() {
    // The same byte length as a valid row but fewer characters: a length
    // error, never a slice through a character.
    let t = GOOD.replacen("/......./", "/..é.../", 1);
    assert_eq!(
        refused(&t),
        SnapshotError::RowLength {
            row: 4,
            expected: 7,
            got: 6
        }
    );
    for t in [
        GOOD.replacen("hc1", "hç1", 1),
        GOOD.replacen(" 0 - -", " é - -", 1),
        GOOD.replacen(" 0 - -", " 0 é -", 1),
        GOOD.replacen(" 0 - -", " 0 - é", 1),
        GOOD.replacen(" 0 - -", " 0 0,é -", 1),
        "🎲".repeat(100),
    ] {
        let _ = refused(&t);
    }
}

#[test]
fn a_piece_of_a_seat_that_does_not_exist_is_refused() {
    let t = GOOD.replacen("/....../", "/..c.../", 1);
    let e = refused(&t);
    assert_eq!(
        e,
        SnapshotError::NoSuchSeat {
            cell: Hex::new(0, -1),
            seat: 2,
            players: 2
        }
    );
    says(&e, "seat 2");
    let t = GOOD.replacen("/....../", "/..F.../", 1);
    assert!(matches!(
        refused(&t),
        SnapshotError::NoSuchSeat { seat: 5, .. }
    ));
}

#[test]
fn malformed_turn_chain_and_result_fields_are_refused() {
    for (turn, chain, result, field) in [
        ("x", "-", "-", "turn"),
        ("00", "-", "-", "turn"),
        ("", "-", "-", "turn"),
        ("0", "1", "-", "chain"),
        ("0", "1,", "-", "chain"),
        ("0", ",1", "-", "chain"),
        ("0", "1,2,3", "-", "chain"),
        ("0", "a,b", "-", "chain"),
        ("0", "100,0", "-", "chain"),
        ("0", "--1,0", "-", "chain"),
        ("0", "+1,0", "-", "chain"),
        ("0", "-", "w", "result"),
        ("0", "-", "x0", "result"),
        ("0", "-", "w10", "result"),
        ("0", "-", "Draw", "result"),
        ("0", "-", "", "result"),
    ] {
        let t = GOOD.replacen(" 0 - - ", &format!(" {turn} {chain} {result} "), 1);
        let e = refused(&t);
        assert!(
            matches!(e, SnapshotError::Field { field: f, .. } if f == field),
            "{t:?}: {e:?}"
        );
        says(&e, field);
    }
}

#[test]
fn a_seat_to_move_that_does_not_exist_or_is_eliminated_is_refused() {
    inconsistent(
        &GOOD.replacen(" 0 - - ", " 2 - - ", 1),
        "seat 2 is to move, but the game has 2 seats",
    );
    inconsistent(&GOOD.replacen(" 0 - - ", " 9 - - ", 1), "seat 9 is to move");
    // Three players, seat 2 has no pieces.
    let t = text(3, 3, 2, None, &[(0, 2, 0, false), (2, -3, 1, false)]);
    inconsistent(&t, "seat 2 is to move, but it is eliminated");
}

#[test]
fn a_seat_to_move_without_a_legal_move_is_refused() {
    // Seat 1 (face N) holds only men on the south edge: they cannot move.
    let mut pieces = common::frozen_row(1, 0, 4);
    pieces.push((0, -2, 0, false));
    let t = text(2, 4, 1, None, &pieces);
    inconsistent(&t, "seat 1 is to move, but has no legal move");
}

#[test]
fn a_game_not_over_needs_a_seat_to_move_and_an_ended_one_none() {
    inconsistent(
        &GOOD.replacen(" 0 - - ", " - - - ", 1),
        "a seat must be to move",
    );
    let win = "hc1 2 3 0 - w0 ..../...../....../......./....../..a../....";
    inconsistent(win, "the game is over, so no seat can be to move");
    let won = "hc1 2 3 - 0,2 w0 ..../...../....../......./....../..a../....";
    inconsistent(won, "no piece can be chaining");
}

#[test]
fn a_chain_that_is_not_the_movers_piece_or_cannot_jump_is_refused() {
    // Seat 0's man at (0,2) can jump seat 1's man at (0,1) to (0,0).
    let pieces = [(0, 2, 0, false), (0, 1, 1, false), (1, -3, 1, false)];
    assert!(Game::restore(&text(2, 3, 0, Some((0, 2)), &pieces)).is_ok());
    inconsistent(
        &text(2, 3, 0, Some((0, 1)), &pieces),
        "the chaining piece on 0,1 is not seat 0's",
    );
    inconsistent(
        &text(2, 3, 0, Some((1, 1)), &pieces),
        "the chaining piece on 1,1 is not seat 0's",
    );
    // Seat 0's man at (-1, 3) has nothing to jump.
    let more = [
        (0, 2, 0, false),
        (0, 1, 1, false),
        (-1, 3, 0, false),
        (1, -3, 1, false),
    ];
    inconsistent(
        &text(2, 3, 0, Some((-1, 3)), &more),
        "the chaining piece on -1,3 has no jump",
    );
    inconsistent(
        &text(2, 3, 0, Some((4, 0)), &pieces),
        "chain cell 4,0 is off the board",
    );
    inconsistent(
        &text(2, 3, 0, Some((-99, 0)), &pieces),
        "chain cell -99,0 is off the board",
    );
}

#[test]
fn a_winner_or_draw_that_contradicts_the_board_is_refused() {
    let two = GOOD.replacen(" 0 - - ", " - - w0 ", 1);
    inconsistent(&two, "seat 0 is named winner, but it is not the only seat");
    let loser = "hc1 2 3 - - w1 ..../...../....../......./....../..a../....";
    inconsistent(loser, "seat 1 is named winner");
    let ghost = "hc1 2 3 - - w7 ..../...../....../......./....../..a../....";
    inconsistent(ghost, "winner seat 7 does not exist");
    let alone = "hc1 2 3 0 - - ..../...../....../......./....../..a../....";
    inconsistent(alone, "only one seat has pieces, but no winner is named");
    let draw = GOOD.replacen(" 0 - - ", " - - draw ", 1);
    inconsistent(&draw, "the game is called a draw, but seat 0 can move");
    let empty = "hc1 2 3 - - draw ..../...../....../......./....../...../....";
    inconsistent(empty, "no pieces");
}

#[test]
fn a_true_draw_is_accepted() {
    // Both seats hold men on the edge they face away from: frozen.
    let mut pieces = common::frozen_row(1, 0, 4);
    pieces.extend(common::frozen_row(0, 3, 4));
    let t = text(2, 4, 0, None, &pieces).replacen(" 0 - - ", " - - draw ", 1);
    let g = Game::restore(&t).unwrap();
    assert!(g.is_draw() && g.is_over() && g.legal_moves().is_empty());
    assert_eq!(g.snapshot(), t);
}

#[test]
fn a_man_on_the_centre_is_refused_and_a_king_there_accepted() {
    let man = [(0, 0, 0, false), (1, -3, 1, false)];
    inconsistent(&text(2, 3, 0, None, &man), "a man stands on the centre");
    let king = [(0, 0, 0, true), (1, -3, 1, false)];
    assert!(Game::restore(&text(2, 3, 0, None, &king)).is_ok());
}

#[test]
fn more_pieces_than_a_seat_starts_with_are_refused() {
    // Radius 3: three men a seat.
    let four = [
        (-1, 3, 0, false),
        (-2, 3, 0, false),
        (-1, 2, 0, false),
        (1, 1, 0, true),
        (1, -3, 1, false),
    ];
    inconsistent(
        &text(2, 3, 0, None, &four),
        "seat 0 has 4 pieces, more than the 3 it starts with",
    );
    assert!(Game::restore(&text(2, 3, 0, None, &four[1..])).is_ok());
}

#[test]
fn huge_inputs_are_refused_quickly_without_panicking() {
    let mb = 1 << 20;
    for t in [
        "a".repeat(mb),
        " ".repeat(mb),
        "/".repeat(mb),
        format!("hc1 2 3 0 - - {}", "/".repeat(mb)),
        format!("hc1 2 3 0 - - {}", ".".repeat(mb)),
        format!("{GOOD}{}", " ".repeat(mb)),
        format!(
            "hc1 2 3 0 {} - {}",
            "9".repeat(mb),
            GOOD.rsplit_once(' ').unwrap().1
        ),
        format!(
            "hc1 2 3 0 - w{} {}",
            "0".repeat(mb),
            GOOD.rsplit_once(' ').unwrap().1
        ),
    ] {
        let e = refused(&t);
        // Messages quote at most a short piece of the input.
        assert!(e.to_string().len() < 200, "{} bytes", e.to_string().len());
    }
}

#[test]
fn no_panic_on_any_one_character_edit_of_a_real_snapshot() {
    let alphabet: Vec<char> = " ./-,0123456789abcdefgABCDEFGhwdraw\u{e9}\u{1F3B2}\n"
        .chars()
        .collect();
    let mut game = Game::new(3, 4).unwrap();
    let mut rng = Rng(5);
    for _ in 0..30 {
        let m = game.legal_moves();
        let m = m[rng.below(m.len())];
        game.apply(m.from, m.to).unwrap();
    }
    let base: Vec<char> = game.snapshot().chars().collect();
    let mut accepted = 0;
    for i in 0..=base.len() {
        for &c in &alphabet {
            let mut replaced = base.clone();
            if i < base.len() {
                replaced[i] = c;
            }
            let mut inserted = base.clone();
            inserted.insert(i, c);
            for t in [replaced, inserted] {
                let t: String = t.into_iter().collect();
                if let Ok(g) = Game::restore(&t) {
                    assert_eq!(g.snapshot(), t, "accepted text written back differently");
                    accepted += 1;
                }
            }
        }
        if i < base.len() {
            let mut removed = base.clone();
            removed.remove(i);
            let t: String = removed.into_iter().collect();
            if let Ok(g) = Game::restore(&t) {
                assert_eq!(g.snapshot(), t);
            }
        }
    }
    assert!(accepted > 10, "only {accepted} edits were valid positions");
}

#[test]
fn non_canonical_numbers_are_refused_so_what_is_accepted_writes_back_the_same() {
    // Seat 0's man at (0,2) must keep jumping: chain 0,2.
    let pieces = [(0, 2, 0, false), (0, 1, 1, false), (1, -3, 1, false)];
    let good = text(2, 3, 0, Some((0, 2)), &pieces);
    assert_eq!(Game::restore(&good).unwrap().snapshot(), good);
    for chain in ["-0,2", "00,2", "0,02", "0,+2", "-00,2"] {
        let t = good.replacen(" 0,2 ", &format!(" {chain} "), 1);
        match Game::restore(&t) {
            Ok(g) => panic!("{t:?} accepted, written back as {:?}", g.snapshot()),
            Err(e) => says(&e, "chain"),
        }
    }
}

#[test]
fn restore_never_changes_the_game_it_would_replace() {
    // Restore is a constructor: a refused text leaves the caller's game.
    let mut game = Game::new(4, 4).unwrap();
    let m = game.legal_moves()[3];
    game.apply(m.from, m.to).unwrap();
    let before = game.snapshot();
    let copy = game.clone();
    for t in ["", "hc1", GOOD.replacen("hc1 2 3", "hc1 2 9", 1).as_str()] {
        assert!(Game::restore(t).is_err());
    }
    assert_eq!(game, copy);
    assert_eq!(game.snapshot(), before);
}

#[test]
fn real_games_round_trip_at_every_hop() {
    let mut rng = Rng(42);
    let mut hops = 0;
    let mut ended = 0;
    for players in 2..=6 {
        for radius in 2..=8 {
            let mut game = Game::new(players, radius).unwrap();
            for _ in 0..150 {
                let text = game.snapshot();
                let back = Game::restore(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(back, game);
                assert_eq!(back.snapshot(), text);
                assert_eq!(back.legal_moves(), game.legal_moves());
                let moves = game.legal_moves();
                if moves.is_empty() {
                    ended += 1;
                    break;
                }
                let m = moves[rng.below(moves.len())];
                game.apply(m.from, m.to).unwrap();
                hops += 1;
            }
        }
    }
    assert!(hops > 2000 && ended > 3, "{hops} hops, {ended} ended");
}

#[test]
fn a_winning_jump_onto_the_centre_crowns_the_man_and_the_end_round_trips() {
    // Seat 0's man at (0,2) jumps seat 1's last piece at (0,1) onto the
    // centre: seat 0 wins, and (docs/law.md#moves) a man landing on the centre
    // by jump is crowned. The ended game must snapshot and restore.
    let mut game = common::position(2, 3, 0, &[(0, 2, 0, false), (0, 1, 1, false)]);
    let m = common::mv(&game, (0, 2), (0, 0));
    assert!(m.promotes);
    let outcome = game.apply(m.from, m.to).unwrap();
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.eliminated, Some(1));
    assert!(outcome.promoted, "the move said it promotes: {outcome:?}");
    assert_eq!(
        game.piece_at(Hex::ORIGIN),
        Some(engine::Piece {
            seat: 0,
            king: true
        })
    );
    let text = game.snapshot();
    let back = Game::restore(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back, game);
}
