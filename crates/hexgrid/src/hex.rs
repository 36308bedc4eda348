use crate::Direction;
use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

/// A cell in axial coordinates. `s = -q - r` is derived, never stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex {
    /// Column axis: grows towards the east.
    pub q: i32,
    /// Row axis: grows towards the south-east (down the screen).
    pub r: i32,
}

impl Hex {
    /// The centre cell `(0, 0)`.
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// The cell `(q, r)`.
    #[must_use]
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The third cube coordinate, `-q - r`.
    #[must_use]
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }

    /// Distance from the centre: `max(|q|, |r|, |s|)`. Exact for every
    /// pair of `i32`s (computed in `i64`, saturated to `i32::MAX`), so a
    /// hostile coordinate can never pass for a cell near the centre.
    #[must_use]
    pub const fn length(self) -> i32 {
        cube_length(self.q as i64, self.r as i64)
    }

    /// Number of steps between two cells (saturated like [`Hex::length`]).
    #[must_use]
    pub const fn distance(self, other: Hex) -> i32 {
        cube_length(
            self.q as i64 - other.q as i64,
            self.r as i64 - other.r as i64,
        )
    }

    /// The adjacent cell in `dir`.
    #[must_use]
    pub const fn neighbor(self, dir: Direction) -> Hex {
        let d = dir.vector();
        Hex::new(self.q + d.q, self.r + d.r)
    }

    /// Whether the cell lies on a hexagonal board of `radius`.
    #[must_use]
    pub const fn is_within(self, radius: i32) -> bool {
        self.length() <= radius
    }
}

// Here, not in direction.rs: a direction is only a name and an index; its
// vector is a cell, so the cells' module gives it (the modules go one way).
impl Direction {
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
}

/// `max(|q|, |r|, |q + r|)` of an axial vector in `i64` (no `i32` pair can
/// overflow it), saturated to `i32::MAX`.
const fn cube_length(q: i64, r: i64) -> i32 {
    let (q, r, s) = (q.abs(), r.abs(), (q + r).abs());
    let m = if q > r { q } else { r };
    let m = if m > s { m } else { s };
    if m > i32::MAX as i64 {
        i32::MAX
    } else {
        m as i32
    }
}

impl Add for Hex {
    type Output = Hex;
    fn add(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }
}

impl Sub for Hex {
    type Output = Hex;
    fn sub(self, o: Hex) -> Hex {
        Hex::new(self.q - o.q, self.r - o.r)
    }
}

impl Neg for Hex {
    type Output = Hex;
    fn neg(self) -> Hex {
        Hex::new(-self.q, -self.r)
    }
}

impl Mul<i32> for Hex {
    type Output = Hex;
    fn mul(self, k: i32) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }
}

/// Formats as the key string `"q,r"` used by the JavaScript contract.
impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.q, self.r)
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

    #[test]
    fn s_is_derived() {
        assert_eq!(Hex::new(2, -5).s(), 3);
    }

    #[test]
    fn distance_is_the_max_of_cube_differences() {
        assert_eq!(Hex::new(3, -1).distance(Hex::new(-2, 2)), 5);
        assert_eq!(Hex::new(0, 4).length(), 4);
        assert_eq!(Hex::new(-2, -2).length(), 4);
    }

    #[test]
    fn length_is_exact_for_extreme_coordinates() {
        assert_eq!(Hex::new(i32::MIN, 0).length(), i32::MAX);
        assert_eq!(Hex::new(i32::MAX, i32::MAX).length(), i32::MAX);
        assert!(!Hex::new(i32::MIN, i32::MIN).is_within(8));
        assert_eq!(
            Hex::new(i32::MIN, 0).distance(Hex::new(i32::MAX, 0)),
            i32::MAX
        );
    }

    #[test]
    fn displays_as_key_string() {
        assert_eq!(Hex::new(-1, 3).to_string(), "-1,3");
    }
}
