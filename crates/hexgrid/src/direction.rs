/// The six directions, in the order the law numbers them (docs/law.md#the-board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Direction {
    /// `(0, +1)`, down-right on screen.
    SE = 0,
    /// `(-1, +1)`, down-left.
    SW = 1,
    /// `(-1, 0)`, left.
    W = 2,
    /// `(0, -1)`, up-left.
    NW = 3,
    /// `(+1, -1)`, up-right.
    NE = 4,
    /// `(+1, 0)`, right.
    E = 5,
}

impl Direction {
    /// All six, by index.
    pub const ALL: [Direction; 6] = [
        Direction::SE,
        Direction::SW,
        Direction::W,
        Direction::NW,
        Direction::NE,
        Direction::E,
    ];

    /// The direction with index `i mod 6`.
    #[must_use]
    pub const fn from_index(i: usize) -> Direction {
        Direction::ALL[i % 6]
    }

    /// Its index 0..6.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction `k` steps further clockwise on screen.
    #[must_use]
    pub const fn rotate(self, k: usize) -> Direction {
        Direction::from_index(self.index() + k)
    }

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        self.rotate(3)
    }

    /// The name on screen: "SE", "SW", "W", "NW", "NE" or "E".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::SE => "SE",
            Direction::SW => "SW",
            Direction::W => "W",
            Direction::NW => "NW",
            Direction::NE => "NE",
            Direction::E => "E",
        }
    }
}
