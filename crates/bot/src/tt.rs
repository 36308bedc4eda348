//! A fixed-size transposition table, allocated once per [`crate::Searcher`].
//! Entries of earlier searches are ignored through a generation number, so
//! a search never depends on what came before it (same input, same move).

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    /// The value is at least the score (a cut).
    Lower,
    /// The value is at most the score (nothing beat alpha).
    Upper,
}

#[derive(Clone, Copy)]
pub(crate) struct Entry {
    pub key: u64,
    pub score: i32,
    /// Best move found, `from` and `to` cell indices (`u16::MAX` for none).
    pub from: u16,
    pub to: u16,
    pub depth: i16,
    pub bound: Bound,
    generation: u16,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    from: u16::MAX,
    to: u16::MAX,
    depth: i16::MIN,
    bound: Bound::Upper,
    generation: 0,
};

pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u16,
    /// Entries of the generation before are usable too.
    keep: bool,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table {
            entries: vec![EMPTY; len],
            mask: len - 1,
            generation: 1,
            keep: false,
        }
    }

    /// A new generation: entries of earlier ones are forgotten (in
    /// constant time, but for a wrap-around), except with `keep` those of
    /// the one before, which stay usable until overwritten.
    pub fn new_search(&mut self, keep: bool) {
        self.generation = self.generation.wrapping_add(1);
        self.keep = keep;
        if self.generation == 0 {
            self.clear();
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 1;
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        let fresh = e.generation == self.generation
            || (self.keep && e.generation == self.generation.wrapping_sub(1));
        (e.key == key && fresh).then_some(e)
    }

    /// Stores unless a deeper entry of this search for another position
    /// holds the slot.
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        mv: Option<(u16, u16)>,
    ) {
        let e = &mut self.entries[key as usize & self.mask];
        if e.generation == self.generation && e.key != key && i32::from(e.depth) > depth {
            return;
        }
        let (from, to) = match mv {
            Some(m) => m,
            None if e.key == key && e.generation == self.generation => (e.from, e.to),
            None => (u16::MAX, u16::MAX),
        };
        *e = Entry {
            key,
            score,
            from,
            to,
            depth: depth.clamp(-1000, 1000) as i16,
            bound,
            generation: self.generation,
        };
    }
}
