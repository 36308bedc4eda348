use crate::Hex;

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

    /// The axial unit vector.
    #[must_use]
    pub const fn vector(self) -> Hex {
        match self {
            Direction::SE => Hex::new(0, 1),
            Direction::SW => Hex::new(-1, 1),
            Direction::W => Hex::new(-1, 0),
            Direction::NW => Hex::new(0, -1),
            Direction::NE => Hex::new(1, -1),
            Direction::E => Hex::new(1, 0),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_follow_spec_order() {
        let v: Vec<(i32, i32)> = Direction::ALL
            .iter()
            .map(|d| (d.vector().q, d.vector().r))
            .collect();
        assert_eq!(v, [(0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0)]);
    }

    #[test]
    fn opposite_cancels() {
        for d in Direction::ALL {
            assert_eq!(d.vector() + d.opposite().vector(), Hex::ORIGIN);
        }
    }
}
