//! The bot and the endings of docs/endings.md: its judgement of a dead game (offer and
//! accept a draw), and its move choice under a house rule (ahead it plays
//! on past a drawing move, behind it takes one). Radius 5, two seats: seat
//! 0 at face S, seat 1 at face N. Budgets are small (debug builds).

#[path = "../../engine/tests/common/mod.rs"]
mod common;
use bot::draw::{DEAD_ROUNDS, STUCK_ROUNDS};
use bot::{judge_draw, DrawJudgement, NoClock, SearchOptions, Searcher};
use common::{frozen_row, position, text, Placed};
use engine::{EndReason, Game};

fn opts() -> SearchOptions {
    SearchOptions {
        level: 4,
        time_ms: None,
        seed: 1,
        max_nodes: Some(4_000),
    }
}

fn judge(game: &Game, seat: usize, quiet: u32) -> DrawJudgement {
    judge_draw(
        &mut Searcher::new(),
        game,
        seat,
        quiet,
        &opts(),
        &mut NoClock,
    )
}

/// One king each, far apart: nobody can force anything.
const LEVEL: [Placed; 2] = [(-3, 3, 0, true), (3, -3, 1, true)];

/// Seat 0 three kings, seat 1 one: a clear lead, but nothing to take now.
const AHEAD: [Placed; 4] = [
    (-4, 5, 0, true),
    (-3, 5, 0, true),
    (-2, 5, 0, true),
    (3, -3, 1, true),
];

#[test]
fn a_level_quiet_game_is_judged_dead_only_after_a_while() {
    let g = position(2, 5, 0, &LEVEL);
    let dead = DEAD_ROUNDS * 2;
    for seat in [0, 1] {
        let early = judge(&g, seat, dead - 1);
        assert!(!early.offer && !early.accept, "{seat}: {early:?}");
        let late = judge(&g, seat, dead);
        assert!(late.offer && late.accept, "{seat}: {late:?}");
    }
}

#[test]
fn ahead_it_refuses_and_plays_on_until_the_lead_is_evidently_stuck() {
    let g = position(2, 5, 1, &AHEAD);
    let ahead = judge(&g, 0, DEAD_ROUNDS * 2);
    assert!(ahead.score >= bot::draw::LEAD, "{ahead:?}");
    assert!(!ahead.offer && !ahead.accept, "{ahead:?}");
    let stuck = judge(&g, 0, STUCK_ROUNDS * 2);
    assert!(stuck.offer && stuck.accept, "{stuck:?}");
}

#[test]
fn ahead_with_a_capture_in_sight_it_refuses_however_long_it_was_quiet() {
    // Seat 0 to move can take seat 1's man at (0,2) with its man at (0,3).
    let mut pieces = AHEAD.to_vec();
    pieces.push((0, 3, 0, false));
    pieces.push((0, 2, 1, false));
    let g = position(2, 5, 0, &pieces);
    let j = judge(&g, 0, STUCK_ROUNDS * 2);
    assert!(!j.offer && !j.accept, "{j:?}");
}

#[test]
fn behind_it_accepts_any_draw_and_offers_one_when_the_game_is_quiet() {
    let g = position(2, 5, 0, &AHEAD);
    let behind = judge(&g, 1, 0);
    assert!(behind.score <= -bot::draw::LEAD, "{behind:?}");
    assert!(behind.accept && !behind.offer, "{behind:?}");
    let quiet = judge(&g, 1, DEAD_ROUNDS * 2);
    assert!(quiet.accept && quiet.offer, "{quiet:?}");
}

#[test]
fn a_no_progress_rule_shortens_the_wait() {
    let t = format!("{} rules=20,0;quiet=10", text(2, 5, 0, None, &LEVEL));
    let g = Game::restore(&t).unwrap();
    let j = judge(&g, 0, g.quiet_turns());
    assert!(j.offer && j.accept, "{j:?}");
    // Without the rule, ten quiet turns are not yet a dead game.
    let plain = judge(&position(2, 5, 0, &LEVEL), 0, 10);
    assert!(!plain.offer && !plain.accept, "{plain:?}");
}

#[test]
fn a_seat_out_of_the_game_or_a_game_over_judges_nothing() {
    let mut g = Game::new(3, 5).unwrap();
    g.resign(2).unwrap();
    let none = DrawJudgement {
        offer: false,
        accept: false,
        score: 0,
    };
    assert_eq!(judge(&g, 2, 500), none);
    assert_eq!(judge(&g, 7, 500), none);
    g.agree_draw().unwrap();
    assert_eq!(judge(&g, 0, 500), none);
}

/// Seat 1 to move, behind: a king and a man one step from the centre
/// against three kings; one quiet turn left before the no-progress limit
/// when `limit` is 10.
fn behind_on_the_limit(limit: u32) -> Game {
    let mut pieces = AHEAD.to_vec();
    pieces.push((0, -1, 1, false));
    let t = format!("{} rules={limit},0;quiet=9", text(2, 5, 1, None, &pieces));
    Game::restore(&t).unwrap()
}

#[test]
fn behind_on_the_last_quiet_turn_it_takes_the_draw_the_rule_offers() {
    let mut searcher = Searcher::new();
    // Far from the limit it crowns its man (material, and a race to win).
    let far = behind_on_the_limit(100);
    let m = searcher.search(&far, &opts(), &mut NoClock).best.unwrap();
    assert!(m.promotes, "{m:?}");
    // On the last quiet turn a quiet step draws: better than losing.
    let mut near = behind_on_the_limit(10);
    let info = searcher.search(&near, &opts(), &mut NoClock);
    let m = info.best.unwrap();
    assert!(!m.promotes && m.capture.is_none(), "{m:?}");
    assert_eq!(info.score, 0);
    near.apply(m.from, m.to).unwrap();
    assert_eq!(near.result().map(|r| r.reason), Some(EndReason::NoProgress));
}

#[test]
fn ahead_on_the_last_quiet_turn_it_makes_progress_instead_of_drawing() {
    // Seat 0 to move, ahead, with a man one step from the centre.
    let mut pieces = AHEAD.to_vec();
    pieces.push((0, 1, 0, false));
    let t = format!("{} rules=10,0;quiet=9", text(2, 5, 0, None, &pieces));
    let mut g = Game::restore(&t).unwrap();
    let info = Searcher::new().search(&g, &opts(), &mut NoClock);
    let m = info.best.unwrap();
    assert!(m.promotes, "{m:?}");
    g.apply(m.from, m.to).unwrap();
    assert_eq!(g.result(), None);
}

#[test]
fn a_quiet_opening_before_any_capture_is_no_dead_game() {
    let g = Game::new(2, 5).unwrap();
    let j = judge(&g, 0, 500);
    assert!(!j.offer && !j.accept, "{j:?}");
    // The same quiet count after the armies met is judged dead.
    assert!(judge(&position(2, 5, 0, &LEVEL), 0, 500).offer);
}

#[test]
fn a_man_can_still_crown_exactly_while_it_has_not_passed_the_centre_row() {
    // From every cell, walking the man's four directions over an empty board
    // reaches the centre exactly when rows_from_centre says it can.
    let radius = 5;
    for face in engine::Face::ALL {
        for start in hexgrid::hexagon(radius) {
            let mut seen = vec![start];
            let mut todo = vec![start];
            while let Some(h) = todo.pop() {
                for d in engine::facing_directions(face) {
                    let next = h.neighbor(d);
                    if next.is_within(radius) && !seen.contains(&next) {
                        seen.push(next);
                        todo.push(next);
                    }
                }
            }
            let reaches = seen.contains(&engine::Hex::ORIGIN);
            assert_eq!(
                reaches,
                bot::draw::rows_from_centre(face, start) >= 0,
                "{face:?} {start:?}"
            );
        }
    }
}

/// Six men at home and a king each, far apart: a middlegame after each
/// army crowned a man, quiet for a long while, with every man still able
/// to crown.
fn live_middlegame() -> Game {
    let mut pieces: Vec<Placed> = Vec::new();
    for (seat, face) in [(0, 0), (1, 3)] {
        for h in engine::home_cells(engine::Face::new(face), 5)
            .into_iter()
            .skip(1)
        {
            pieces.push((h.q, h.r, seat, false));
        }
    }
    pieces.extend(LEVEL);
    position(2, 5, 0, &pieces)
}

#[test]
fn a_quiet_middlegame_whose_men_can_still_crown_is_no_dead_game() {
    let g = live_middlegame();
    assert!(bot::draw::can_still_crown(&g));
    for quiet in [DEAD_ROUNDS * 2, STUCK_ROUNDS * 2, 500] {
        for seat in [0, 1] {
            let j = judge(&g, seat, quiet);
            assert!(
                !j.offer && !j.accept,
                "seat {seat}, {quiet} quiet turns: {j:?}"
            );
        }
    }
}

#[test]
fn men_past_the_centre_cannot_crown_and_leave_a_level_game_dead() {
    // Each army's men frozen on the other's edge, a king each far apart.
    let mut pieces = frozen_row(0, 3, 5);
    pieces.extend(frozen_row(1, 0, 5));
    pieces.extend([(-3, 2, 0, true), (3, -2, 1, true)]);
    let g = position(2, 5, 0, &pieces);
    assert!(!bot::draw::can_still_crown(&g));
    for seat in [0, 1] {
        let j = judge(&g, seat, DEAD_ROUNDS * 2);
        assert!(j.offer && j.accept, "seat {seat}: {j:?}");
    }
}
