//! The perft checkpoints of docs/law.md#perft-checkpoints, read from `data/perft.txt`.

use engine::Game;

/// `(players, radius, depth, nodes)` rows of the data file.
fn checkpoints() -> Vec<(usize, i32, u32, u64)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
                f[3].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn perft_matches_spec_checkpoints() {
    let rows = checkpoints();
    assert_eq!(rows.len(), 10);
    for (players, radius, depth, nodes) in rows {
        let game = Game::new(players, radius).unwrap();
        assert_eq!(
            game.perft(depth),
            nodes,
            "perft({depth}) for {players} players, radius {radius}"
        );
    }
}
