//! The bot's judgement of a dead game (docs/endings.md: the original law
//! settles a dead game by agreement, not by a rule).
//!
//! A seat judges the game dead when nothing has been captured or crowned
//! for a while ([`DEAD_ROUNDS`] rounds of the surviving seats, and never
//! before the first capture or crowning of the game) and no progress is
//! left for anyone: no man of any army can still reach the centre (a man
//! never steps back towards its own edge, so one that has passed the row
//! through the centre can never crown: [`can_still_crown`]), and a search
//! at a modest budget finds no gain of material within its horizon. It
//! holds no clear lead, or it has held one for so long ([`STUCK_ROUNDS`])
//! without converting it that the lead is no progress. Then it offers a
//! draw and accepts one. The count alone is never enough: in a middlegame
//! men can still crown, however long it was quiet.
//! Behind, it accepts any draw (it is glad of one); ahead and able to make
//! progress, it refuses and plays on.
//!
//! Under a no-progress rule the limit shortens the wait: the game will end
//! drawn anyway, so a level or losing seat is ready to agree as soon as the
//! counter is half way there, while a seat ahead plays on for the win. The
//! search knows the house rules too: a root move that ends the game drawn
//! by one is scored as a draw, so ahead the bot plays past it and behind it
//! takes it ([`Searcher::search`]).

use crate::clock::Clock;
use crate::options::SearchOptions;
use crate::searcher::Searcher;
use engine::{Face, Game, Hex};

/// Rounds (turns of every surviving seat) without a capture or crowning
/// before a level game can be judged dead.
pub const DEAD_ROUNDS: u32 = 20;
/// Rounds after which even a lead that never turned into progress is.
pub const STUCK_ROUNDS: u32 = 40;
/// A lead (in hundredths of a man, the evaluation's unit) that is worth
/// playing on for.
pub const LEAD: i32 = 150;
/// A gain the search must see to count as progress it can force.
pub const GAIN: i32 = 60;
/// The judgement's search budget when the caller gives none.
pub const NODES: u64 = 4_000;

/// What a seat makes of a draw now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawJudgement {
    /// It would offer a draw.
    pub offer: bool,
    /// It would accept one offered.
    pub accept: bool,
    /// Its standing, in hundredths of a man from its point of view: the
    /// search's score when it is to move, else the static evaluation.
    pub score: i32,
}

impl DrawJudgement {
    const NONE: DrawJudgement = DrawJudgement {
        offer: false,
        accept: false,
        score: 0,
    };
}

/// The judgement of `seat` on `game`, `quiet` turns after the last capture
/// or crowning (usually [`Game::quiet_turns`]; a page that restored a game
/// without a no-progress rule knows it better). Searches only when `seat`
/// is to move, with `opts` (the node budget defaults to [`NODES`]). A seat
/// not in the game, or a game over, judges nothing.
pub fn judge_draw(
    searcher: &mut Searcher,
    game: &Game,
    seat: usize,
    quiet: u32,
    opts: &SearchOptions,
    clock: &mut dyn Clock,
) -> DrawJudgement {
    if game.is_over() || game.piece_count(seat) == 0 {
        return DrawJudgement::NONE;
    }
    let survivors = survivors(game);
    let stat = crate::evaluate(game)[seat];
    let (score, gain) = if game.current() == Some(seat) {
        let opts = SearchOptions {
            max_nodes: Some(opts.max_nodes.unwrap_or(NODES)),
            ..*opts
        };
        let info = searcher.search(game, &opts, clock);
        (info.score, info.score - stat)
    } else {
        (stat, 0)
    };
    // Before the first capture or crowning the armies have not met: a
    // quiet opening is no dead game.
    let quiet_long = quiet >= quiet_needed(game) && !untouched(game);
    let progress = gain >= GAIN || can_still_crown(game);
    let stuck = quiet >= STUCK_ROUNDS * survivors;
    let agree = if score <= -LEAD {
        true
    } else if score >= LEAD {
        stuck && !progress
    } else {
        quiet_long && !progress
    };
    DrawJudgement {
        offer: agree && quiet_long,
        accept: agree,
        score,
    }
}

/// Whether nothing has been captured or crowned yet: every piece of the
/// start on the board, and no king.
fn untouched(game: &Game) -> bool {
    let start = game.players() * (2 * game.radius() as usize - 3);
    let pieces = game.pieces();
    pieces.len() == start && pieces.iter().all(|(_, p)| !p.king)
}

/// Whether some man on the board can still reach the centre and crown
/// (pieces in the way aside: they may move or be taken). A man moves
/// sideways along its edge's rows and inwards, never back, so it can
/// crown while it has not passed the row through the centre.
#[must_use]
pub fn can_still_crown(game: &Game) -> bool {
    let seats = game.seats();
    game.pieces()
        .iter()
        .any(|(hex, p)| !p.king && rows_from_centre(seats[p.seat].face, *hex) >= 0)
}

/// The row of `hex` counted from the centre towards the edge `face`: the
/// board's radius on that edge, 0 through the centre, negative past it (the
/// same rows as [`Face::contains`]).
#[must_use]
pub fn rows_from_centre(face: Face, hex: Hex) -> i32 {
    match face.index() {
        0 => hex.r,
        1 => -hex.q,
        2 => hex.s(),
        3 => -hex.r,
        4 => hex.q,
        _ => -hex.s(),
    }
}

fn survivors(game: &Game) -> u32 {
    (0..game.players())
        .filter(|&s| game.piece_count(s) > 0)
        .count() as u32
}

/// Quiet turns after which a level game can be judged dead, and before
/// which no seat offers a draw: [`DEAD_ROUNDS`] rounds of the survivors, or
/// half a no-progress limit if that comes sooner.
#[must_use]
pub fn quiet_needed(game: &Game) -> u32 {
    let rounds = DEAD_ROUNDS * survivors(game);
    match game.rules().no_progress {
        0 => rounds,
        limit => rounds.min(limit / 2),
    }
}
