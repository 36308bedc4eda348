//! Prepared endgames for `hexc arena --kings`: every seat starts with a
//! given number of kings and nothing else, on cells drawn from the game's
//! seed, with no capture on for the seat to move. With a lead of a king or
//! more (`--kings 3,2`) and a no-progress rule, the arena measures how often
//! the bot that is ahead turns its lead into a win before the rule draws.

use engine::{Game, Rules};

/// The snapshot text of a position at the start of seat 0's turn, `quiet`
/// turns since the last capture or crowning (kept only under house rules):
/// `piece` gives each cell's letter (`.` empty, `a`.. a man, `A`.. a king).
pub(crate) fn snapshot(
    players: usize,
    radius: i32,
    rules: Rules,
    quiet: u32,
    piece: impl Fn(i32, i32) -> char,
) -> String {
    let rows: Vec<String> = (-radius..=radius)
        .map(|r| {
            ((-radius).max(-radius - r)..=radius.min(radius - r))
                .map(|q| piece(q, r))
                .collect()
        })
        .collect();
    let mut extras = Vec::new();
    if !rules.is_off() {
        extras.push(format!("rules={},{}", rules.no_progress, rules.repetition));
    }
    if rules.no_progress > 0 {
        extras.push(format!("quiet={quiet}"));
    }
    if rules.repetition > 0 {
        extras.push("seen=1".to_string());
    }
    let extras = if extras.is_empty() {
        String::new()
    } else {
        format!(" {}", extras.join(";"))
    };
    format!("hc1 {players} {radius} 0 - - {}{extras}", rows.join("/"))
}

/// A game where seat `s` has `kings[s]` kings on cells drawn by `rng`, and
/// seat 0, to move, has no capture (redrawn until so).
pub(crate) fn kings_only(
    radius: i32,
    kings: &[usize],
    rules: Rules,
    rng: &mut fastrand::Rng,
) -> Result<Game, String> {
    let cells: Vec<(i32, i32)> = (-radius..=radius)
        .flat_map(|r| ((-radius).max(-radius - r)..=radius.min(radius - r)).map(move |q| (q, r)))
        .collect();
    let total: usize = kings.iter().sum();
    if total > cells.len() || kings.contains(&0) {
        return Err(format!(
            "--kings: every seat needs at least one king, and {total} kings do not fit a radius-{radius} board"
        ));
    }
    for _ in 0..1000 {
        let mut drawn = cells.clone();
        rng.shuffle(&mut drawn);
        let mut seat_of = Vec::with_capacity(total);
        for (s, &k) in kings.iter().enumerate() {
            seat_of.extend(
                drawn[seat_of.len()..seat_of.len() + k]
                    .iter()
                    .map(|&c| (c, s)),
            );
        }
        let text = snapshot(kings.len(), radius, rules, 0, |q, r| {
            seat_of
                .iter()
                .find(|(c, _)| *c == (q, r))
                .map_or('.', |&(_, s)| (b'A' + s as u8) as char)
        });
        let game = Game::restore(&text).map_err(|e| format!("{e}: {text}"))?;
        if game.legal_moves().iter().all(|m| m.capture.is_none()) {
            return Ok(game);
        }
    }
    Err("--kings: no position without a capture in 1000 draws".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kings_are_where_asked_and_nothing_can_be_taken() {
        let rules = Rules {
            no_progress: 150,
            repetition: 0,
        };
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..20 {
            let g = kings_only(5, &[3, 2], rules, &mut rng).unwrap();
            let count = |s| {
                g.pieces()
                    .iter()
                    .filter(|(_, p)| p.seat == s && p.king)
                    .count()
            };
            assert_eq!((count(0), count(1), g.pieces().len()), (3, 2, 5));
            assert_eq!((g.current(), g.rules()), (Some(0), rules));
            assert!(g.legal_moves().iter().all(|m| m.capture.is_none()));
        }
        // Under both house rules the counters start afresh.
        let both = Rules {
            no_progress: 150,
            repetition: 3,
        };
        let g = kings_only(5, &[2, 1], both, &mut rng).unwrap();
        assert_eq!((g.rules(), g.quiet_turns()), (both, 0));
        // The same seed, the same position.
        let a = kings_only(5, &[2, 1], rules, &mut fastrand::Rng::with_seed(9)).unwrap();
        let b = kings_only(5, &[2, 1], rules, &mut fastrand::Rng::with_seed(9)).unwrap();
        assert_eq!(a.snapshot(), b.snapshot());
    }

    #[test]
    fn impossible_tables_are_refused() {
        let mut rng = fastrand::Rng::with_seed(1);
        let none = Rules::default();
        assert!(kings_only(2, &[10, 10], none, &mut rng).is_err());
        assert!(kings_only(5, &[2, 0], none, &mut rng).is_err());
    }
}
