//! The fast generator against a plain reference written from docs/law.md
//! (`common/reference.rs`): perft to depth 4 for every size, and legal
//! moves and `apply` outcomes along seeded random games and on random
//! positions.

mod common;
use common::bridge::{assert_agree, hex, ref_game, ref_outcome};
use common::reference::{cells, seat_faces, RefGame, Rng, CENTRE};
use engine::Game;

/// perft(1..=4) from the start for `players` at every radius 2..=8.
fn perft_agrees(players: usize) {
    for radius in 2..=8 {
        let game = Game::new(players, radius).unwrap();
        let reference = RefGame::new(players, radius);
        assert_agree(&game, &reference);
        for depth in 1..=4 {
            assert_eq!(
                game.perft(depth),
                reference.perft(depth),
                "perft({depth}) for {players} players, radius {radius}"
            );
        }
    }
}

#[test]
fn perft_agrees_with_the_reference_to_depth_4_for_2_players_at_every_radius() {
    perft_agrees(2);
}

#[test]
fn perft_agrees_with_the_reference_to_depth_4_for_3_players_at_every_radius() {
    perft_agrees(3);
}

#[test]
fn perft_agrees_with_the_reference_to_depth_4_for_4_players_at_every_radius() {
    perft_agrees(4);
}

#[test]
fn perft_agrees_with_the_reference_to_depth_4_for_5_players_at_every_radius() {
    perft_agrees(5);
}

#[test]
fn perft_agrees_with_the_reference_to_depth_4_for_6_players_at_every_radius() {
    perft_agrees(6);
}

#[test]
fn the_reference_meets_the_spec_checkpoints() {
    let two = RefGame::new(2, 5);
    let six = RefGame::new(6, 5);
    assert_eq!([1, 2, 3].map(|d| two.perft(d)), [12, 144, 2160]);
    assert_eq!([1, 2, 3].map(|d| six.perft(d)), [12, 110, 1003]);
    assert_eq!(six.board.len(), 42);
}

/// Plays one seeded random game in both, checking agreement after every
/// hop; returns the number of hops played.
fn play_random_game(players: usize, radius: i32, seed: u64, max_hops: usize) -> usize {
    let mut rng = Rng(seed);
    let mut game = Game::new(players, radius).unwrap();
    let mut reference = RefGame::new(players, radius);
    assert_agree(&game, &reference);
    for hop in 0..max_hops {
        let moves = reference.legal_moves();
        if moves.is_empty() {
            assert!(game.is_over());
            return hop;
        }
        let m = moves[rng.below(moves.len())];
        let want = reference.apply(m.from, m.to).unwrap();
        let got = game.apply(hex(m.from), hex(m.to)).unwrap_or_else(|e| {
            panic!("{e} for legal {m:?} (seed {seed})");
        });
        assert_eq!(
            ref_outcome(&got),
            want,
            "outcome of {m:?} differs (seed {seed}), now {}",
            game.snapshot()
        );
        assert_agree(&game, &reference);
    }
    max_hops
}

#[test]
fn random_games_agree_move_by_move_for_every_size() {
    let mut hops = 0;
    let mut ended = 0;
    for players in 2..=6 {
        for radius in 2..=8 {
            for k in 0..2u64 {
                let seed = 1000 * players as u64 + 10 * radius as u64 + k;
                let n = play_random_game(players, radius, seed, 300);
                hops += n;
                ended += usize::from(n < 300);
            }
        }
    }
    // Enough play to mean something, and games that reach their end.
    assert!(hops > 10_000, "only {hops} hops");
    assert!(ended > 20, "only {ended} of 70 games ended");
}

/// A random position: some pieces of each seat (kings too) on random cells,
/// a random seat to move, sometimes a random chaining piece.
fn random_position(rng: &mut Rng) -> String {
    let players = 2 + rng.below(5);
    let radius = 2 + rng.below(7) as i32;
    let all = cells(radius);
    let mut reference = RefGame::new(players, radius);
    reference.board.clear();
    let start = (2 * radius - 3) as usize;
    for seat in 0..players {
        for _ in 0..rng.below(start + 1) {
            let c = all[rng.below(all.len())];
            let king = rng.below(3) == 0 || c == CENTRE;
            reference.board.insert(c, (seat, king));
        }
    }
    reference.current = Some(rng.below(players));
    if rng.below(4) == 0 {
        let mine = reference.cells_of(reference.current.unwrap());
        if !mine.is_empty() {
            reference.chain = Some(mine[rng.below(mine.len())]);
        }
    }
    reference.snapshot()
}

#[test]
fn random_positions_agree_on_restore_moves_and_outcomes() {
    let mut rng = Rng(7);
    let mut accepted = 0;
    for _ in 0..1500 {
        let text = random_position(&mut rng);
        let engine = Game::restore(&text);
        let reference = RefGame::from_snapshot(&text);
        match (&engine, &reference) {
            (Ok(_), Ok(_)) | (Err(_), Err(_)) => {}
            _ => panic!("restore of {text}: engine {engine:?}, reference {reference:?}"),
        }
        let (Ok(mut game), Ok(mut reference)) = (engine, reference) else {
            continue;
        };
        accepted += 1;
        assert_agree(&game, &reference);
        // A few hops on from there.
        for _ in 0..20 {
            let moves = reference.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let want = reference.apply(m.from, m.to).unwrap();
            let got = game.apply(hex(m.from), hex(m.to)).unwrap();
            assert_eq!(ref_outcome(&got), want, "outcome of {m:?} from {text}");
            assert_agree(&game, &reference);
        }
    }
    assert!(
        accepted > 250,
        "only {accepted} random positions were legal"
    );
}

#[test]
fn the_reference_reads_what_the_engine_writes() {
    let mut rng = Rng(99);
    for players in 2..=6 {
        for radius in 2..=8 {
            let mut game = Game::new(players, radius).unwrap();
            for _ in 0..60 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                game.apply(m.from, m.to).unwrap();
                let text = game.snapshot();
                assert_eq!(RefGame::from_snapshot(&text).as_ref(), Ok(&ref_game(&game)));
            }
        }
    }
    assert_eq!(seat_faces(4), [0, 2, 3, 5]);
}
