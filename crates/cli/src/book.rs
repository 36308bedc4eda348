//! Unbalanced openings (`hexc arena --band LO,HI`, `hexc book`): each
//! game pair or tuple starts from a position where one army is clearly but
//! not decisively ahead, so that games between two strong bots end with a
//! winner, and a test measures who converts better (the chess engines'
//! unbalanced books). The pair with the colours swapped, or the tuple with
//! the candidate once in each seat, cancels the imbalance.
//!
//! An opening is `hops` random hops from a seed. It is kept only when it is
//! **quiet** (the game goes on, no chain is under way, the seat to move has
//! no capture, and no piece of any seat stands where another could jump it:
//! so the static evaluation is not fooled by an exchange under way) and the
//! **leader's score** lies in the band: the largest of the seats' scores by
//! version 4's static evaluation (`bot::evaluate_with`, each seat's score
//! from its own point of view, in hundredths of a man: at two seats the
//! absolute score of either side). Otherwise the next try, from a seed of
//! its own, until one fits ([`MAX_TRIES`]). Try `k` of seed `s` depends on
//! `s` and `k` only, so the book is the same on any machine and thread.

use crate::table::Table;
use engine::{Game, Move, Rules};

/// Tries before an opening seed gives up (a band that random hops hardly
/// ever reach).
pub const MAX_TRIES: u64 = 20_000;

/// The band of `--band LO,HI`, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Band {
    pub lo: i32,
    pub hi: i32,
}

impl Band {
    /// The band of the command line's two numbers, `0 <= LO <= HI`.
    pub fn parse(values: &[i32]) -> Result<Option<Band>, String> {
        match values {
            [] => Ok(None),
            &[lo, hi] if 0 <= lo && lo <= hi => Ok(Some(Band { lo, hi })),
            &[lo, hi] => Err(format!(
                "--band {lo},{hi}: the bounds must satisfy 0 <= LO <= HI (hundredths of a man)"
            )),
            _ => Err(format!(
                "--band takes two numbers (LO,HI), got {}",
                values.len()
            )),
        }
    }

    pub fn contains(self, score: i32) -> bool {
        (self.lo..=self.hi).contains(&score)
    }
}

/// The leader's score of a quiet position (see the module docs), or `None`
/// when the position is not quiet.
pub fn leader_score(game: &Game) -> Option<i32> {
    game.current()?;
    if game.chain_from().is_some() || game.legal_moves().iter().any(|m| m.capture.is_some()) {
        return None;
    }
    if (0..game.players()).any(|seat| !bot::threatened(game, seat).is_empty()) {
        return None;
    }
    let weights = bot::Profile::by_version("4")
        .expect("version 4 is kept")
        .weights;
    bot::evaluate_with(game, &weights).into_iter().max()
}

/// The seed of try `k` of opening seed `seed`.
fn try_seed(seed: u64, k: u64) -> u64 {
    seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
        .wrapping_add(k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        ^ 0xB00C
}

/// One try: `hops` random hops from the seed, and the position they reach.
fn random_line(
    players: usize,
    radius: i32,
    rules: Rules,
    hops: usize,
    seed: u64,
) -> Result<(Vec<Move>, Game), String> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::with_rules(players, radius, rules).map_err(|e| e.to_string())?;
    let mut line = Vec::with_capacity(hops);
    while line.len() < hops && game.current().is_some() {
        let moves = game.legal_moves();
        let m = moves[rng.usize(..moves.len())];
        game.apply(m.from, m.to).map_err(|e| e.to_string())?;
        line.push(m);
    }
    Ok((line, game))
}

/// An opening of the book: its hops, the position and the leader's score,
/// and the tries it took.
pub struct Opening {
    pub hops: Vec<Move>,
    pub game: Game,
    pub score: i32,
    pub tries: u64,
}

/// The opening of `seed`: the first try whose `hops` random hops reach a
/// quiet position with the leader's score in `band`.
pub fn opening(
    players: usize,
    radius: i32,
    rules: Rules,
    hops: usize,
    band: Band,
    seed: u64,
) -> Result<Opening, String> {
    for k in 0..MAX_TRIES {
        let (line, game) = random_line(players, radius, rules, hops, try_seed(seed, k))?;
        if line.len() < hops {
            continue;
        }
        if let Some(score) = leader_score(&game).filter(|&s| band.contains(s)) {
            return Ok(Opening {
                hops: line,
                game,
                score,
                tries: k + 1,
            });
        }
    }
    Err(format!(
        "no opening of {hops} random hops at {players} seats scores its leader in [{}, {}] \
         after {MAX_TRIES} tries (seed {seed}): widen the band or change --opening",
        band.lo, band.hi
    ))
}

/// `hexc book`'s settings.
#[derive(clap::Args, Clone)]
pub struct Settings {
    /// Seats and board radius.
    #[command(flatten)]
    pub table: Table,
    /// Random hops of each opening.
    #[arg(long, default_value_t = 12)]
    pub opening: usize,
    /// The leader's score band, hundredths of a man (`80,160`); without it,
    /// the distribution of the leader's score over quiet random openings.
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub band: Vec<i32>,
    /// Openings to draw (seeds `seed` .. `seed + count - 1`).
    #[arg(long, default_value_t = 10)]
    pub count: u64,
    /// Seed of the first opening.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The house rule of the page's tables with bots.
    #[arg(long, default_value_t = 150)]
    pub no_progress: u32,
}

/// Prints the book's openings (with a band) or the distribution of the
/// leader's score (without).
pub fn run(s: &Settings) -> Result<(), String> {
    let rules = Rules {
        no_progress: s.no_progress,
        repetition: 0,
    };
    Game::with_rules(s.table.players, s.table.radius, rules).map_err(|e| e.to_string())?;
    match Band::parse(&s.band)? {
        Some(band) => {
            let mut tries = 0;
            for i in 0..s.count {
                let seed = s.seed.wrapping_add(i);
                let o = opening(
                    s.table.players,
                    s.table.radius,
                    rules,
                    s.opening,
                    band,
                    seed,
                )?;
                tries += o.tries;
                println!("{seed}\t{}\t{}\t{}", o.score, o.tries, o.game.snapshot());
            }
            println!(
                "{} openings, {:.1} tries each on average",
                s.count,
                tries as f64 / s.count.max(1) as f64
            );
        }
        None => {
            let (mut quiet, mut buckets) = (0u64, [0u64; 8]);
            for i in 0..s.count {
                let seed = try_seed(s.seed.wrapping_add(i), 0);
                let (line, game) =
                    random_line(s.table.players, s.table.radius, rules, s.opening, seed)?;
                if line.len() < s.opening {
                    continue;
                }
                if let Some(score) = leader_score(&game) {
                    quiet += 1;
                    buckets[(score.max(0) / 50).min(7) as usize] += 1;
                }
            }
            println!(
                "{} random openings of {} hops at {} seats: {quiet} quiet; their leader's score:",
                s.count, s.opening, s.table.players
            );
            for (b, c) in buckets.iter().enumerate() {
                let label = if b == 7 {
                    "350+".to_string()
                } else {
                    format!("{}-{}", 50 * b, 50 * b + 49)
                };
                println!(
                    "{label:>8}  {c:>6}  {:.1}%",
                    100.0 * *c as f64 / quiet.max(1) as f64
                );
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: Rules = Rules {
        no_progress: 150,
        repetition: 0,
    };

    /// Every opening replays from the start by legal hops to its position,
    /// which is quiet with its leader in the band; the same seed gives the
    /// same opening, other seeds others.
    #[test]
    fn openings_are_legal_quiet_in_the_band_and_fixed_by_their_seed() {
        let band = Band { lo: 100, hi: 200 };
        for players in [2, 3, 4, 6] {
            let mut seen = std::collections::HashSet::new();
            for seed in 1..=6 {
                let o = opening(players, 5, RULES, 24, band, seed).unwrap();
                assert_eq!(o.hops.len(), 24);
                let mut game = Game::with_rules(players, 5, RULES).unwrap();
                for m in &o.hops {
                    assert!(
                        game.legal_moves().contains(m),
                        "{players} seats, seed {seed}"
                    );
                    game.apply(m.from, m.to).unwrap();
                }
                assert_eq!(game.snapshot(), o.game.snapshot());
                assert_eq!(leader_score(&game), Some(o.score));
                assert!(band.contains(o.score), "{}", o.score);
                assert!(game.legal_moves().iter().all(|m| m.capture.is_none()));
                assert!((0..players).all(|s| bot::threatened(&game, s).is_empty()));
                let again = opening(players, 5, RULES, 24, band, seed).unwrap();
                assert_eq!((again.hops, again.tries), (o.hops, o.tries));
                seen.insert(game.snapshot());
            }
            assert_eq!(seen.len(), 6, "{players} seats: six seeds, six openings");
        }
    }

    /// The band decides: the leader's scores of a narrow band's openings
    /// stay in it, and a band no quiet opening reaches is refused by name.
    #[test]
    fn the_band_is_respected_and_an_empty_one_refused() {
        for (lo, hi) in [(0, 30), (60, 90), (150, 250)] {
            let band = Band { lo, hi };
            for seed in 10..14 {
                let o = opening(2, 5, RULES, 24, band, seed).unwrap();
                assert!((lo..=hi).contains(&o.score), "{lo}..{hi}: {}", o.score);
            }
        }
        let never = Band {
            lo: 20_000,
            hi: 20_000,
        };
        let err = opening(2, 5, RULES, 4, never, 1).err().unwrap();
        assert!(err.contains("no opening of 4 random hops"), "{err}");
    }

    #[test]
    fn a_bad_band_is_refused() {
        assert_eq!(Band::parse(&[]), Ok(None));
        assert_eq!(Band::parse(&[80, 160]), Ok(Some(Band { lo: 80, hi: 160 })));
        assert!(Band::parse(&[160, 80])
            .unwrap_err()
            .contains("0 <= LO <= HI"));
        assert!(Band::parse(&[-5, 80])
            .unwrap_err()
            .contains("0 <= LO <= HI"));
        assert!(Band::parse(&[80]).unwrap_err().contains("two numbers"));
    }

    /// A capture on, or a piece en prise, is not quiet; the start is, and
    /// level.
    #[test]
    fn a_position_with_a_capture_on_is_not_quiet() {
        let start = Game::new(2, 5).unwrap();
        assert_eq!(leader_score(&start), Some(0));
        let mut rng = fastrand::Rng::with_seed(3);
        let (mut game, mut found) = (start, 0);
        while found < 3 && game.current().is_some() {
            if game.legal_moves().iter().any(|m| m.capture.is_some()) {
                assert_eq!(leader_score(&game), None, "{}", game.snapshot());
                found += 1;
            }
            let moves = game.legal_moves();
            let m = moves[rng.usize(..moves.len())];
            game.apply(m.from, m.to).unwrap();
        }
        assert_eq!(found, 3);
    }
}
