//! The bot's answers packed for JS by the layouts of the `packed` crate
//! (`best`, `report`, `draw`, `level`): the functions live here, beside the
//! bot crate's types they read, so that the law's module, which shares the
//! layouts, never depends on the bot.

use bot::{DrawJudgement, Level, Method, SearchInfo, SearchReport};
use engine::Move;
use packed::{best, draw, flag, level, report};

/// The bot's answer, or nothing once the game is over.
#[must_use]
pub fn pack_best(info: &SearchInfo) -> Vec<f64> {
    let Some(m) = info.best else {
        return Vec::new();
    };
    let mut rec = [0.0; best::STRIDE];
    rec[best::FROM_Q] = f64::from(m.from.q);
    rec[best::FROM_R] = f64::from(m.from.r);
    rec[best::TO_Q] = f64::from(m.to.q);
    rec[best::TO_R] = f64::from(m.to.r);
    rec[best::SCORE] = f64::from(info.score);
    rec[best::DEPTH] = f64::from(info.depth);
    rec[best::NODES] = info.nodes as f64;
    rec.to_vec()
}

/// A search report, or nothing once the game is over.
#[must_use]
pub fn pack_report(r: &SearchReport) -> Vec<f64> {
    let mut out = pack_best(&r.info);
    if out.is_empty() {
        return out;
    }
    let method = match r.method {
        Method::AlphaBeta => report::ALPHA_BETA,
        Method::BestReply => report::BEST_REPLY,
        Method::Paranoid => report::PARANOID,
        Method::OpponentModel => report::OPPONENT_MODEL,
        Method::Mcts => report::MCTS,
    };
    out.extend([method as f64, r.root.len() as f64, r.line.len() as f64]);
    for m in &r.root {
        let mut rec = [0.0; report::ROOT_STRIDE];
        rec[report::ROOT_FROM_Q..=report::ROOT_TO_R].copy_from_slice(&hops(m.mv));
        rec[report::ROOT_SCORE] = f64::from(m.score);
        rec[report::ROOT_EXACT] = f64::from(u8::from(m.exact));
        out.extend(rec);
    }
    for &(seat, m) in &r.line {
        let mut rec = [0.0; report::HOP_STRIDE];
        rec[report::HOP_SEAT] = seat as f64;
        rec[report::HOP_FROM_Q..=report::HOP_TO_R].copy_from_slice(&hops(m));
        out.extend(rec);
    }
    out
}

/// `[from.q, from.r, to.q, to.r]`.
fn hops(m: Move) -> [f64; 4] {
    [m.from.q, m.from.r, m.to.q, m.to.r].map(f64::from)
}

/// The levels, [`level::STRIDE`] numbers each.
#[must_use]
pub fn pack_levels(levels: &[Level]) -> Vec<f64> {
    let mut out = Vec::with_capacity(level::STRIDE * levels.len());
    for l in levels {
        let mut rec = [0.0; level::STRIDE];
        rec[level::LEVEL] = f64::from(l.level);
        rec[level::DEPTH] = f64::from(l.depth);
        rec[level::MAX_NODES] = l.max_nodes as f64;
        rec[level::TIME_MS] = l.time_ms;
        out.extend(rec);
    }
    out
}

/// A draw judgement, as [`draw`].
#[must_use]
pub fn pack_draw(j: &DrawJudgement) -> Vec<i32> {
    let mut out = vec![0; draw::STRIDE];
    out[draw::FLAGS] = flag(j.offer, draw::OFFER) | flag(j.accept, draw::ACCEPT);
    out[draw::SCORE] = j.score;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_by_their_names() {
        let levels = pack_levels(&bot::LEVELS);
        assert_eq!(levels.len(), level::STRIDE * bot::LEVELS.len());
        for (rec, l) in levels.chunks(level::STRIDE).zip(bot::LEVELS) {
            assert_eq!(rec[level::LEVEL], f64::from(l.level));
            assert_eq!(rec[level::DEPTH], f64::from(l.depth));
            assert_eq!(rec[level::MAX_NODES], l.max_nodes as f64);
            assert_eq!(rec[level::TIME_MS], l.time_ms);
        }
    }

    #[test]
    fn draw_judgements_read_back_by_their_names() {
        for (offer, accept, score) in [(false, false, 0), (true, true, -12), (false, true, 340)] {
            let packed = pack_draw(&DrawJudgement {
                offer,
                accept,
                score,
            });
            assert_eq!(packed[draw::FLAGS] & draw::OFFER != 0, offer);
            assert_eq!(packed[draw::FLAGS] & draw::ACCEPT != 0, accept);
            assert_eq!(packed[draw::SCORE], score);
        }
    }

    #[test]
    fn a_best_move_reads_back_by_its_names() {
        let game = engine::Game::new(2, 4).unwrap();
        let info = bot::Searcher::default().search(
            &game,
            &bot::SearchOptions {
                level: 2,
                time_ms: None,
                seed: 1,
                max_nodes: Some(2000),
            },
            &mut bot::NoClock,
        );
        let rec = pack_best(&info);
        let m = info.best.unwrap();
        assert_eq!(
            (rec[best::FROM_Q], rec[best::FROM_R]),
            (f64::from(m.from.q), f64::from(m.from.r))
        );
        assert_eq!(
            (rec[best::TO_Q], rec[best::TO_R]),
            (f64::from(m.to.q), f64::from(m.to.r))
        );
        assert_eq!(rec[best::NODES], info.nodes as f64);
    }
}
