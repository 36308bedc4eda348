//! Property tests (proptest) over random seeded games of every size, and
//! the three fuzz properties of `fuzz/` run on proptest's bytes and on the
//! committed seed corpus, so they hold even where libFuzzer is missing.

mod common;
use common::props::{
    assert_hop, assert_invariants, decode_position, endings_bytes, moves_bytes, reference_bytes,
    restore_bytes, restore_text, Input,
};
use common::reference::Rng;
use engine::{Game, Hex, Move};
use proptest::prelude::*;
use std::path::PathBuf;

/// A game of `players` at `radius` after up to `hops` seeded random hops.
fn random_game(players: usize, radius: i32, seed: u64, hops: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::new(players, radius).unwrap();
    for _ in 0..hops {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.apply(m.from, m.to).unwrap();
    }
    game
}

/// Any size, any seed, some hops.
fn game_params() -> impl Strategy<Value = (usize, i32, u64, usize)> {
    (2usize..=6, 2i32..=8, any::<u64>(), 0usize..250)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn pieces_stay_on_board_cells_one_to_a_cell_and_counts_fall_by_exactly_the_captures(
        (players, radius, seed, hops) in game_params()
    ) {
        let mut rng = Rng(seed);
        let mut game = Game::new(players, radius).unwrap();
        assert_invariants(&game);
        for _ in 0..hops {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let before = game.clone();
            let out = game.apply(m.from, m.to).unwrap();
            assert_hop(&before, m, &out, &game);
            assert_invariants(&game);
        }
    }

    #[test]
    fn every_legal_move_applies((players, radius, seed, hops) in game_params()) {
        let game = random_game(players, radius, seed, hops);
        for m in game.legal_moves() {
            let mut copy = game.clone();
            let out = copy.apply(m.from, m.to);
            prop_assert!(out.is_ok(), "{:?} refused in {}", m, game.snapshot());
            assert_hop(&game, m, &out.unwrap(), &copy);
            assert_invariants(&copy);
        }
    }

    #[test]
    fn every_non_legal_move_is_refused_with_the_state_unchanged(
        (players, radius, seed, hops) in game_params(),
        pairs in prop::collection::vec((-11i32..=11, -11i32..=11, -11i32..=11, -11i32..=11), 1..40),
    ) {
        let mut game = random_game(players, radius, seed, hops);
        let before = game.snapshot();
        let legal = game.legal_moves();
        // Random pairs, on the board or off it, and every wrong target of
        // each piece that may move.
        let mut tries: Vec<Move> = pairs
            .iter()
            .map(|&(a, b, c, d)| Move { from: Hex::new(a, b), to: Hex::new(c, d), capture: None, promotes: false })
            .collect();
        for m in &legal {
            for h in hexgrid::hexagon(radius + 1) {
                tries.push(Move { to: h, ..*m });
            }
        }
        for mv in tries {
            if legal.iter().any(|m| m.from == mv.from && m.to == mv.to) {
                continue;
            }
            let e = game.apply(mv.from, mv.to);
            prop_assert!(e.is_err(), "{:?} accepted in {}", mv, before);
            prop_assert!(!e.unwrap_err().to_string().is_empty());
            prop_assert_eq!(game.snapshot(), before.clone());
        }
        prop_assert_eq!(game.legal_moves(), legal);
    }

    #[test]
    fn snapshot_restore_snapshot_is_identical_and_gives_the_same_legal_moves(
        (players, radius, seed, hops) in game_params()
    ) {
        let game = random_game(players, radius, seed, hops);
        let text = game.snapshot();
        let back = Game::restore(&text).unwrap();
        prop_assert_eq!(back.snapshot(), text);
        prop_assert_eq!(back.legal_moves(), game.legal_moves());
        prop_assert_eq!(back.current(), game.current());
        prop_assert_eq!(back.chain_from(), game.chain_from());
        prop_assert_eq!(back, game);
    }

    #[test]
    fn fuzz_property_1_restore_of_any_bytes_never_panics(data in prop::collection::vec(any::<u8>(), 0..300)) {
        restore_bytes(&data);
    }

    #[test]
    fn fuzz_property_1_restore_of_edited_real_snapshots(
        (players, radius, seed, hops) in game_params(),
        edits in prop::collection::vec((any::<u16>(), 0u8..3, prop::sample::select(
            " ./-,0123456789abcdefgABCDEFGwdr\u{e9}".chars().collect::<Vec<_>>())), 1..4),
    ) {
        let mut text: Vec<char> = random_game(players, radius, seed, hops).snapshot().chars().collect();
        for (at, kind, ch) in edits {
            let i = usize::from(at) % (text.len() + 1);
            match kind {
                0 if i < text.len() => text[i] = ch,
                1 => text.insert(i, ch),
                _ if i < text.len() => { text.remove(i); }
                _ => {}
            }
        }
        restore_text(&text.into_iter().collect::<String>());
    }

    #[test]
    fn fuzz_property_1_restore_of_decoded_positions(data in prop::collection::vec(any::<u8>(), 0..200)) {
        restore_text(&decode_position(&mut Input::new(&data)));
    }

    #[test]
    fn fuzz_property_2_moves_legal_and_not_keep_every_invariant(data in prop::collection::vec(any::<u8>(), 2..600)) {
        moves_bytes(&data);
    }

    #[test]
    fn fuzz_property_4_section_7_agrees_with_its_reference(data in prop::collection::vec(any::<u8>(), 4..600)) {
        endings_bytes(&data);
    }

    #[test]
    fn fuzz_property_3_the_fast_generator_agrees_with_the_reference(data in prop::collection::vec(any::<u8>(), 2..600)) {
        reference_bytes(&data);
    }
}

/// The committed seed corpus of the fuzz target `target`.
fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| {
            let path = f.unwrap().path();
            let data = std::fs::read(&path).unwrap();
            (path, data)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_seed_corpus_passes_all_three_fuzz_properties() {
    let restore = corpus("restore");
    let moves = corpus("moves");
    let reference = corpus("reference");
    assert!(restore.len() >= 10 && moves.len() >= 10 && reference.len() >= 10);
    for (_, data) in &restore {
        restore_bytes(data);
    }
    // Most of the restore seeds are real positions the engine accepts.
    let accepted = restore
        .iter()
        .filter(|(_, d)| Game::restore(std::str::from_utf8(d).unwrap_or("")).is_ok())
        .count();
    assert!(
        accepted * 2 > restore.len(),
        "{accepted} of {}",
        restore.len()
    );
    for (_, data) in &moves {
        moves_bytes(data);
    }
    let hops: usize = reference.iter().map(|(_, d)| reference_bytes(d)).sum();
    assert!(hops > 500, "the reference seeds reach only {hops} hops");
    let actions: usize = reference.iter().map(|(_, d)| endings_bytes(d).0).sum();
    assert!(
        actions > 500,
        "the reference seeds reach only {actions} section 7 actions"
    );
}

/// The committed seed corpus holds every file its generator makes, byte for
/// byte (it may hold more: inputs a fuzzer found). To rewrite the generated
/// files: `HC_WRITE_CORPUS=1 cargo test -p hex-checkers-engine --test
/// properties seed_corpus_matches_its_generator`.
#[test]
fn seed_corpus_matches_its_generator() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let rewrite = std::env::var_os("HC_WRITE_CORPUS").is_some();
    let mut checked = 0;
    let mut write = |target: &str, name: String, data: &[u8]| {
        let path = root.join(target).join(&name);
        if rewrite {
            std::fs::create_dir_all(root.join(target)).unwrap();
            std::fs::write(&path, data).unwrap();
        } else {
            let committed =
                std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(
                committed,
                data,
                "{} differs from its generator",
                path.display()
            );
        }
        checked += 1;
    };
    let mut rng = Rng(2024);
    // restore: snapshots of real games, start, middle and end, every size
    // class, plus a few hand-made refusals.
    let mut n = 0;
    for players in 2..=6 {
        for radius in [2, 3, 5, 8] {
            let hops = [0, 10 + rng.below(40), 500][n % 3];
            let game = random_game(players, radius, rng.next_u64(), hops);
            write(
                "restore",
                format!("game-{players}p-r{radius}-{hops}"),
                game.snapshot().as_bytes(),
            );
            n += 1;
        }
    }
    for (name, text) in [
        ("empty", ""),
        ("version-only", "hc1"),
        ("chain", "hc1 2 3 0 0,2 - .b../...../....../......./...b../...a./...."),
        ("draw", "hc1 2 4 - - draw aaaaa/....../......./......../........./......../......./....../bbbbb"),
        ("win", "hc1 3 2 - - w2 .../..../..C../..../..."),
    ] {
        write("restore", format!("hand-{name}"), text.as_bytes());
    }
    // moves and reference: byte streams; the first bytes pick the size.
    for players in 0..5u8 {
        for radius in [0u8, 1, 3, 6] {
            let mut data = vec![players, radius];
            data.extend((0..200).map(|_| rng.next_u64() as u8));
            write(
                "moves",
                format!("moves-{}p-r{}", players + 2, radius + 2),
                &data,
            );
            let mut data = vec![1, players, radius];
            data.extend((0..800).map(|_| rng.next_u64() as u8));
            write(
                "reference",
                format!("game-{}p-r{}", players + 2, radius + 2),
                &data,
            );
        }
    }
    for k in 0..6 {
        let mut data = vec![0u8];
        data.extend((0..300).map(|_| rng.next_u64() as u8));
        write("reference", format!("position-{k}"), &data);
    }
    // Endings (docs/endings.md): a game under both house rules some turns in, then after a
    // resignation, then drawn by agreement.
    let rules = engine::Rules {
        no_progress: 20,
        repetition: 3,
    };
    let mut rng = Rng(7);
    let mut game = Game::with_rules(3, 4, rules).unwrap();
    for _ in 0..30 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.apply(m.from, m.to).unwrap();
    }
    write("restore", "rules-3p-r4".into(), game.snapshot().as_bytes());
    if let Some(seat) = (0..3).find(|&s| game.piece_count(s) > 0 && !game.is_over()) {
        game.resign(seat).unwrap();
    }
    write(
        "restore",
        "resigned-3p-r4".into(),
        game.snapshot().as_bytes(),
    );
    if !game.is_over() {
        game.agree_draw().unwrap();
    }
    write(
        "restore",
        "agreement-3p-r4".into(),
        game.snapshot().as_bytes(),
    );
    assert!(checked > 60, "only {checked} corpus files generated");
}
