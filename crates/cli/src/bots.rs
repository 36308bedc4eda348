//! The players of `hexc arena` and `hexc tune`, written
//! `name[@version][:key=value...][*count]`:
//! - `random`: any legal move; `greedy`: the capture (with its chain) that
//!   wins most material, otherwise a move leaving fewest pieces en prise;
//! - `l1` .. `l5`: the bot at that level as it plays now; `l5@v1` the first
//!   bot (the yardstick, [`Profile::V1`]), `l5@v2`, `l5@v3`... the later
//!   versions ([`bot::VERSIONS`]: a new bot against the one before it in
//!   the same run); options `nodes=`, `time=` (ms, a
//!   cap by the wall clock: not reproducible), `method=brs|brsplus|paranoid|om|mcts`,
//!   opponent-model settings (`omdepth=`, `hostile=0|1`, `samples=`),
//!   the level's noise (`temp=`, hundredths of a man, at every table size),
//!   two-seat refinements (`chain=`, `lmr=`, `keep=`, `sharp=`, `endgame=`,
//!   and version 9's `dlmr=`, `malus=`, `futility=`, `aspiration=`: 0 or 1
//!   each), Monte-Carlo tree search's settings (`explore=` in thousandths,
//!   `squash=` in hundredths of a man, `ph=` Progressive History's weight in
//!   hundredths, `solver=` and `pace=` 0 or 1), `salt=` (a number mixed into
//!   its searches' seeds: the same bot with other random choices, for
//!   testing a bot against itself) and evaluation weights (`man=`, `king=`, `advance=`, `race=`,
//!   `hanging=`, `mobility=`, `leader=`, `weakest=`, `hunt=`, `exposure=`);
//! - `*count` repeats the entry: `l5,greedy*5` fills six seats.

use crate::bench_search::InstantClock;
use bot::{Clock, DrawJudgement, MultiMethod, NoClock, Profile, SearchOptions, Searcher, Weights};
use engine::{Game, Move};

pub(crate) enum Kind {
    Random,
    Greedy,
    Search {
        opts: SearchOptions,
        searcher: Box<Searcher>,
        timed: bool,
        /// Mixed into every search's seed (`salt=`): the same bot with
        /// other random choices (its noise, its tree search's playouts).
        salt: u64,
    },
}

/// One player: its name as written and how it chooses.
pub(crate) struct Bot {
    pub name: String,
    pub kind: Kind,
}

/// The bots of a comma-separated list of specs, counts expanded.
pub(crate) fn parse_bots(specs: &[String]) -> Result<Vec<Bot>, String> {
    let mut bots = Vec::new();
    for spec in specs {
        let (body, count) = match spec.split_once('*') {
            Some((b, c)) => (
                b,
                c.parse::<usize>()
                    .map_err(|_| format!("bad count in {spec}"))?,
            ),
            None => (spec.as_str(), 1),
        };
        for _ in 0..count {
            bots.push(parse_bot(body)?);
        }
    }
    Ok(bots)
}

/// The level and profile of `l3` or `l5@v1` (any version of [`bot::VERSIONS`]).
fn level_and_profile(head: &str) -> Result<(u8, Profile), String> {
    let unknown = || {
        format!(
            "unknown bot {head}: use random, greedy or l1..l5, with @v1..@v{} for a version \
             (l5@v1: the first bot)",
            bot::VERSIONS.len()
        )
    };
    let (level, profile) = match head.split_once('@') {
        Some((level, version)) => {
            let profile = version
                .strip_prefix('v')
                .and_then(Profile::by_version)
                .ok_or_else(unknown)?;
            (level, profile)
        }
        None => (head, Profile::CURRENT),
    };
    let level = level
        .strip_prefix('l')
        .and_then(|l| l.parse::<u8>().ok())
        .filter(|l| (1..=5).contains(l))
        .ok_or_else(unknown)?;
    Ok((level, profile))
}

pub(crate) fn parse_bot(body: &str) -> Result<Bot, String> {
    let mut parts = body.split(':');
    let head = parts.next().unwrap_or_default();
    let kind = match head {
        "random" => Kind::Random,
        "greedy" => Kind::Greedy,
        _ => {
            let (level, mut profile) = level_and_profile(head)?;
            let mut opts = SearchOptions {
                level,
                time_ms: Some(1e12),
                ..SearchOptions::default()
            };
            let mut method = None;
            let mut timed = false;
            let mut salt = 0;
            for kv in parts {
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("expected key=value, got {kv}"))?;
                let num = || v.parse::<i64>().map_err(|_| format!("bad number in {kv}"));
                let flag = || num().map(|n| n != 0);
                let positive = || match num()? {
                    n if n > 0 => Ok(n as f64),
                    _ => Err(format!("{k} must be above 0, got {v}")),
                };
                let f = &mut profile.features;
                let row = &mut profile.levels[usize::from(level) - 1];
                match k {
                    "nodes" => opts.max_nodes = Some(num()? as u64),
                    "time" => {
                        opts.time_ms = Some(num()? as f64);
                        timed = true;
                    }
                    "method" => method = Some(method_named(v)?),
                    "omdepth" => row.model.depth = num()? as u32,
                    "hostile" => row.model.hostile = flag()?,
                    "samples" => row.model.samples = num()? as u32,
                    "temp" => {
                        row.temperature = num()? as i32;
                        row.temperature_multi = row.temperature;
                    }
                    "chain" => f.chain_extension = flag()?,
                    "lmr" => f.reductions = flag()?,
                    "keep" => f.keep_table = flag()?,
                    "sharp" => f.sharp_time = flag()?,
                    "endgame" => f.endgame = flag()?,
                    "dlmr" => f.deep_reductions = flag()?,
                    "malus" => f.history_malus = flag()?,
                    "futility" => f.futility = flag()?,
                    "aspiration" => f.aspiration = flag()?,
                    "explore" => profile.mcts.explore = positive()? / 1000.0,
                    "squash" => profile.mcts.squash = positive()?,
                    "ph" => profile.mcts.history = num()?.max(0) as f64 / 100.0,
                    "solver" => profile.mcts.solver = flag()?,
                    "pace" => profile.mcts.paced = flag()?,
                    "salt" => salt = num()? as u64,
                    _ => set_weight(&mut profile.weights, k, num()? as i32)?,
                }
            }
            let mut searcher = Searcher::with_profile(profile);
            if let Some(method) = method {
                searcher = searcher.with_method(method);
            }
            Kind::Search {
                opts,
                searcher: Box::new(searcher),
                timed,
                salt,
            }
        }
    };
    Ok(Bot {
        name: body.to_string(),
        kind,
    })
}

fn method_named(v: &str) -> Result<MultiMethod, String> {
    Ok(match v {
        "brs" => MultiMethod::BestReply,
        "brsplus" => MultiMethod::BestReplyPlus,
        "paranoid" => MultiMethod::Paranoid,
        "om" => MultiMethod::OpponentModel,
        "mcts" => MultiMethod::Mcts,
        _ => return Err(format!("unknown method {v}")),
    })
}

/// The evaluation weights by name, in the order of [`Weights`].
pub(crate) const WEIGHT_NAMES: [&str; 10] = Weights::NAMES;

/// The weight called `name`.
pub(crate) fn weight_mut<'w>(w: &'w mut Weights, name: &str) -> Option<&'w mut i32> {
    w.named_mut(name)
}

fn set_weight(w: &mut Weights, name: &str, value: i32) -> Result<(), String> {
    let slot = weight_mut(w, name).ok_or_else(|| format!("unknown key {name}"))?;
    *slot = value;
    Ok(())
}

impl Bot {
    /// Every searching bot thinks `time_ms` a move (by the wall clock)
    /// unless its own spec gave a node budget or a time.
    pub(crate) fn set_move_time(&mut self, time_ms: f64) {
        if let Kind::Search { opts, timed, .. } = &mut self.kind {
            if opts.max_nodes.is_none() && !*timed {
                opts.time_ms = Some(time_ms);
                opts.max_nodes = Some(u64::MAX);
                *timed = true;
            }
        }
    }

    /// Forgets what the bot learnt in an earlier game (its table), so a
    /// game does not depend on which games the same thread played before.
    pub(crate) fn new_game(&mut self) {
        if let Kind::Search { searcher, .. } = &mut self.kind {
            searcher.forget();
        }
    }

    pub(crate) fn choose(&mut self, game: &Game, rng: &mut fastrand::Rng, seed: u64) -> Move {
        self.choose_scored(game, rng, seed).0
    }

    /// [`Bot::choose`], and the search's score of its move for the seat to
    /// move (hundredths of a man) when the bot searches.
    pub(crate) fn choose_scored(
        &mut self,
        game: &Game,
        rng: &mut fastrand::Rng,
        seed: u64,
    ) -> (Move, Option<i32>) {
        match &mut self.kind {
            Kind::Random => {
                let moves = game.legal_moves();
                (moves[rng.usize(..moves.len())], None)
            }
            Kind::Greedy => (greedy(game, rng), None),
            Kind::Search {
                opts,
                searcher,
                timed,
                salt,
            } => {
                let seed = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let opts = SearchOptions { seed, ..*opts };
                let clock: &mut dyn Clock = if *timed {
                    &mut InstantClock::new()
                } else {
                    &mut NoClock
                };
                let info = searcher.search(game, &opts, clock);
                (
                    info.best.expect("a game in progress has a move"),
                    Some(info.score),
                )
            }
        }
    }
}

impl Bot {
    /// This bot's judgement of a draw for `seat`; bots that do not search
    /// judge with `spare` at level 3.
    pub(crate) fn judge(
        &mut self,
        spare: &mut Searcher,
        game: &Game,
        seat: usize,
        seed: u64,
        nodes: u64,
    ) -> DrawJudgement {
        let (searcher, level) = match &mut self.kind {
            Kind::Search { opts, searcher, .. } => (&mut **searcher, opts.level),
            _ => (spare, 3),
        };
        let opts = SearchOptions {
            level,
            time_ms: None,
            seed,
            max_nodes: Some(nodes),
        };
        bot::judge_draw(
            searcher,
            game,
            seat,
            game.quiet_turns(),
            &opts,
            &mut NoClock,
        )
    }
}

/// Men 1, kings 2.
pub(crate) fn material(game: &Game, seat: usize) -> u32 {
    game.pieces()
        .iter()
        .filter(|(_, p)| p.seat == seat)
        .map(|(_, p)| if p.king { 2 } else { 1 })
        .sum()
}

/// Material a capture wins, its forced chain included (best continuation).
fn chain_gain(game: &Game, m: Move) -> u32 {
    let Some(at) = m.capture else { return 0 };
    let gained = game.piece_at(at).map_or(0, |p| if p.king { 2 } else { 1 });
    let mut next = game.clone();
    let out = next.apply(m.from, m.to).expect("legal");
    if !out.chaining {
        return gained;
    }
    gained
        + next
            .legal_moves()
            .into_iter()
            .map(|n| chain_gain(&next, n))
            .max()
            .unwrap_or(0)
}

/// The greedy baseline.
fn greedy(game: &Game, rng: &mut fastrand::Rng) -> Move {
    let moves = game.legal_moves();
    let seat = game.current().expect("in progress");
    let score = |m: Move| -> i64 {
        if m.capture.is_some() {
            i64::from(chain_gain(game, m))
        } else {
            let mut next = game.clone();
            next.apply(m.from, m.to).expect("legal");
            let hanging: i64 = bot::threatened(&next, seat)
                .iter()
                .map(|&h| {
                    if next.piece_at(h).is_some_and(|p| p.king) {
                        2
                    } else {
                        1
                    }
                })
                .sum();
            -hanging
        }
    };
    let scored: Vec<(Move, i64)> = moves.iter().map(|&m| (m, score(m))).collect();
    let best = scored.iter().map(|s| s.1).max().expect("some move");
    let top: Vec<Move> = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
    top[rng.usize(..top.len())]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(specs: &str) -> Result<Vec<String>, String> {
        let specs: Vec<String> = specs.split(',').map(String::from).collect();
        parse_bots(&specs).map(|bots| bots.into_iter().map(|b| b.name).collect())
    }

    fn searcher_of(spec: &str) -> (SearchOptions, Box<Searcher>, bool) {
        match parse_bot(spec).unwrap().kind {
            Kind::Search {
                opts,
                searcher,
                timed,
                ..
            } => (opts, searcher, timed),
            _ => panic!("{spec} is a searching bot"),
        }
    }

    #[test]
    fn bot_specs_expand_counts_and_keep_their_names() {
        assert_eq!(
            names("l5:nodes=200,greedy*2,random").unwrap(),
            ["l5:nodes=200", "greedy", "greedy", "random"]
        );
        assert_eq!(names("l1*0,l2").unwrap(), ["l2"]);
        assert_eq!(names("l5,l5@v1*2").unwrap(), ["l5", "l5@v1", "l5@v1"]);
    }

    #[test]
    fn a_level_spec_sets_the_search_options() {
        let (opts, _, timed) = searcher_of("l3:nodes=500:time=40:method=paranoid:hanging=10");
        assert_eq!(opts.level, 3);
        assert_eq!(opts.max_nodes, Some(500));
        assert_eq!(opts.time_ms, Some(40.0));
        assert!(timed);
        // Without time=, the wall clock never stops it: reproducible.
        let (opts, _, timed) = searcher_of("l1");
        assert_eq!((opts.level, opts.max_nodes, timed), (1, None, false));
        assert!(opts.time_ms.is_some_and(|t| t >= 1e12));
        for (name, method) in [
            ("brs", MultiMethod::BestReply),
            ("brsplus", MultiMethod::BestReplyPlus),
            ("paranoid", MultiMethod::Paranoid),
            ("om", MultiMethod::OpponentModel),
            ("mcts", MultiMethod::Mcts),
        ] {
            assert_eq!(method_named(name), Ok(method));
        }
    }

    #[test]
    fn the_yardstick_is_the_first_bot_and_keys_change_only_what_they_name() {
        for (name, profile) in bot::VERSIONS {
            let (_, searcher, _) = searcher_of(&format!("l5@v{name}"));
            assert_eq!(searcher.profile(), profile, "l5@v{name}");
        }
        let (opts, v1, _) = searcher_of("l5@v1");
        assert_eq!(opts.level, 5);
        assert_eq!(*v1.profile(), Profile::V1);
        assert_eq!(*searcher_of("l5").1.profile(), Profile::CURRENT);
        let (_, tuned, _) = searcher_of("l4@v1:hanging=55:lmr=1:samples=8:dlmr=1:futility=1");
        let mut want = Profile::V1;
        want.weights.hanging = 55;
        want.features.reductions = true;
        want.features.deep_reductions = true;
        want.features.futility = true;
        want.levels[3].model.samples = 8;
        assert_eq!(*tuned.profile(), want);
        let (_, v9, _) = searcher_of("l5@v9:malus=0:aspiration=0");
        let mut want = bot::Profile::by_version("9").unwrap();
        want.features.history_malus = false;
        want.features.aspiration = false;
        assert_eq!(*v9.profile(), want);
        let (_, mcts, _) = searcher_of("l5@v4:explore=450:squash=150:ph=200:solver=1:pace=1");
        let mut want = Profile::V4;
        want.mcts = bot::MctsOptions {
            explore: 0.45,
            squash: 150.0,
            history: 2.0,
            solver: true,
            paced: true,
        };
        assert_eq!(*mcts.profile(), want);
    }

    /// A salt changes a noisy bot's random choices and nothing else: with
    /// salt 0 it is the bot itself.
    #[test]
    fn a_salt_gives_the_same_bot_other_choices() {
        let game = Game::new(2, 5).unwrap();
        let picks = |spec: &str| {
            let mut bot = parse_bot(spec).unwrap();
            (0..24u64)
                .map(|seed| bot.choose(&game, &mut fastrand::Rng::with_seed(1), seed))
                .collect::<Vec<_>>()
        };
        let plain = picks("l1:nodes=100");
        assert_eq!(plain, picks("l1:nodes=100:salt=0"));
        assert_ne!(plain, picks("l1:nodes=100:salt=7"));
        assert!(names("l1:salt=x")
            .unwrap_err()
            .starts_with("bad number in salt=x"));
    }

    #[test]
    fn equal_time_replaces_only_the_default_budgets() {
        let mut bots =
            parse_bots(&["l5@v1".into(), "l5:nodes=900".into(), "greedy".into()]).unwrap();
        for b in &mut bots {
            b.set_move_time(100.0);
        }
        let Kind::Search { opts, timed, .. } = &bots[0].kind else {
            panic!()
        };
        assert_eq!(
            (opts.time_ms, opts.max_nodes, *timed),
            (Some(100.0), Some(u64::MAX), true)
        );
        let Kind::Search { opts, timed, .. } = &bots[1].kind else {
            panic!()
        };
        assert_eq!((opts.max_nodes, *timed), (Some(900), false));
    }

    #[test]
    fn bad_bot_specs_say_what_is_wrong() {
        let cases = [
            ("l6", "unknown bot l6"),
            ("l0", "unknown bot l0"),
            ("bogus", "unknown bot bogus"),
            ("l5@v99", "unknown bot l5@v99"),
            ("l5@2", "unknown bot l5@2"),
            ("l5@", "unknown bot l5@"),
            ("greedy@v1", "unknown bot greedy@v1"),
            ("l3:nodes", "expected key=value, got nodes"),
            ("l3:nodes=many", "bad number in nodes=many"),
            ("l3:lmr=yes", "bad number in lmr=yes"),
            ("l3:method=minimax", "unknown method minimax"),
            ("l5:explore=0", "explore must be above 0, got 0"),
            ("l5:squash=-5", "squash must be above 0, got -5"),
            ("l3:depth=4", "unknown key depth"),
            ("greedy*x", "bad count in greedy*x"),
        ];
        for (spec, want) in cases {
            let got = names(spec).err().unwrap_or_default();
            assert!(got.starts_with(want), "{spec}: {got:?}");
        }
    }

    #[test]
    fn every_weight_has_its_name() {
        let mut w = Weights::V1;
        for (i, name) in WEIGHT_NAMES.iter().enumerate() {
            *weight_mut(&mut w, name).unwrap() = 1000 + i as i32;
        }
        let set: std::collections::HashSet<i32> = WEIGHT_NAMES
            .iter()
            .map(|n| *weight_mut(&mut w, n).unwrap())
            .collect();
        assert_eq!(set.len(), WEIGHT_NAMES.len());
        assert!(weight_mut(&mut w, "queen").is_none());
    }
}
