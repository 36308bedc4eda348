//! What a [`crate::Searcher`] keeps from one search to the next (the
//! table, the move ordering's history and killers, the move stack), and the
//! lookup that gives a hop its direction for the history.

use crate::score::MAX_PLY;
use crate::tt::Table;
use engine::raw::{MoveList, RawMove, CELLS};

const HISTORY_LEN: usize = 6 * CELLS * 6;

/// A move in the shared move stack, with its seat and ordering key.
#[derive(Clone, Copy)]
pub(crate) struct Scored {
    pub m: RawMove,
    pub seat: u8,
    pub key: i32,
}

/// The state a [`crate::Searcher`] keeps from one search to the next:
/// buffers allocated once (cleared logically per search).
pub(crate) struct Memory {
    pub tt: Table,
    pub history: Vec<i32>,
    pub killers: [[(u16, u16); 2]; MAX_PLY],
    pub moves: Vec<Scored>,
    /// The move generator's list, reused by every node: a fresh one is
    /// 480 bytes to fill each time, a cost that showed in wasm.
    pub list: MoveList,
}

impl Memory {
    pub fn new(tt_bits: u32) -> Memory {
        Memory {
            tt: Table::new(tt_bits),
            history: vec![0; HISTORY_LEN],
            killers: [[(u16::MAX, u16::MAX); 2]; MAX_PLY],
            moves: Vec::with_capacity(4096),
            list: MoveList::default(),
        }
    }

    /// Ready for a new search: with `keep`, the table's entries of the
    /// last search stay usable and history is halved; otherwise nothing of
    /// earlier searches is used.
    pub fn reset(&mut self, keep: bool) {
        self.tt.new_search(keep);
        if keep {
            self.history.iter_mut().for_each(|h| *h /= 2);
        } else {
            self.history.fill(0);
        }
        self.killers = [[(u16::MAX, u16::MAX); 2]; MAX_PLY];
        self.moves.clear();
    }
}

/// Steps and jumps span at most twice the largest cell-index difference
/// of a direction (the board's row stride and one, below 20 at radius 8).
const SPAN: i32 = 64;

/// The direction of each hop by its cell-index difference `to - from`
/// (at `diff + SPAN`): the first direction whose step or jump it is, 0 for
/// none. A lookup where the history's index used to search the six
/// directions for every move generated (a loop native code vectorises and
/// wasm does not).
pub(crate) type Dirs = [u8; 2 * SPAN as usize + 1];

/// The [`Dirs`] of a board from its six direction deltas.
pub(crate) fn dirs(delta: &[i32; 6]) -> Dirs {
    let mut dirs = [u8::MAX; 2 * SPAN as usize + 1];
    for (d, &step) in delta.iter().enumerate() {
        for diff in [step, 2 * step] {
            if let Some(slot) = usize::try_from(diff + SPAN)
                .ok()
                .and_then(|i| dirs.get_mut(i))
            {
                if *slot == u8::MAX {
                    *slot = d as u8;
                }
            }
        }
    }
    dirs.map(|d| if d == u8::MAX { 0 } else { d })
}

/// The history slot of a move of `seat`: its piece's cell and direction.
#[inline]
pub(crate) fn history_index(dirs: &Dirs, seat: u8, m: RawMove) -> usize {
    let diff = i32::from(m.to) - i32::from(m.from);
    let dir = usize::try_from(diff + SPAN)
        .ok()
        .and_then(|i| dirs.get(i))
        .map_or(0, |&d| usize::from(d));
    (usize::from(seat) * CELLS + usize::from(m.from)) * 6 + dir
}
