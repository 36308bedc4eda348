//! Faces of the board, seats and their armies (docs/law.md#seats-and-armies).

use hexgrid::{Direction, Hex};

/// The fewest and most players a game can have.
pub const PLAYERS: core::ops::RangeInclusive<usize> = 2..=6;
/// The smallest and largest board radius.
pub const RADII: core::ops::RangeInclusive<i32> = 2..=8;

/// One of the six edges of the big hexagon, clockwise on screen from the
/// bottom. Face `i` runs from corner `R*DIR[i]` to `R*DIR[i+1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Face(u8);

impl Face {
    /// All six, by index.
    pub const ALL: [Face; 6] = [Face(0), Face(1), Face(2), Face(3), Face(4), Face(5)];

    /// The face with index `i mod 6`.
    #[must_use]
    pub const fn new(i: usize) -> Face {
        Face((i % 6) as u8)
    }

    /// Its index 0..6.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The name on screen: S, SW, NW, N, NE or SE.
    #[must_use]
    pub const fn name(self) -> &'static str {
        ["S", "SW", "NW", "N", "NE", "SE"][self.0 as usize]
    }

    /// Whether `hex` lies on this edge of a board of `radius`.
    #[must_use]
    pub const fn contains(self, hex: Hex, radius: i32) -> bool {
        match self.0 {
            0 => hex.r == radius,
            1 => hex.q == -radius,
            2 => hex.s() == radius,
            3 => hex.r == -radius,
            4 => hex.q == radius,
            _ => hex.s() == -radius,
        }
    }
}

/// The four directions a man of this face moves and jumps in: two lateral,
/// two inward, `DIR[f+2] .. DIR[f+5]`. Never `DIR[f]` or `DIR[f+1]`, which
/// lead back to its own edge.
#[must_use]
pub const fn facing_directions(face: Face) -> [Direction; 4] {
    let f = face.index();
    [
        Direction::from_index(f + 2),
        Direction::from_index(f + 3),
        Direction::from_index(f + 4),
        Direction::from_index(f + 5),
    ]
}

/// The `2R-3` cells a seat at `face` starts on: rings `R` and `R-1`,
/// `d*DIR[f] + k*DIR[f+2]` for `k = 1 .. d-1`, corners excluded. Ring `R`
/// first, each ring in order of `k`.
#[must_use]
pub fn home_cells(face: Face, radius: i32) -> Vec<Hex> {
    let f = face.index();
    let out_dir = Direction::from_index(f).vector();
    let along = Direction::from_index(f + 2).vector();
    [radius, radius - 1]
        .into_iter()
        .flat_map(|d| (1..d).map(move |k| out_dir * d + along * k))
        .collect()
}

/// The face each seat plays from: `round_half_up(i * 6 / players)`.
/// 4 and 5 players sit unevenly by design. Empty for a count outside 2..=6.
#[must_use]
pub fn seat_faces(players: usize) -> Vec<Face> {
    if !PLAYERS.contains(&players) {
        return Vec::new();
    }
    (0..players)
        .map(|i| Face::new((12 * i + players) / (2 * players)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_faces_for_two_to_six_players() {
        let idx = |p| seat_faces(p).iter().map(|f| f.index()).collect::<Vec<_>>();
        assert_eq!(idx(2), [0, 3]);
        assert_eq!(idx(3), [0, 2, 4]);
        assert_eq!(idx(4), [0, 2, 3, 5]);
        assert_eq!(idx(5), [0, 1, 2, 4, 5]);
        assert_eq!(idx(6), [0, 1, 2, 3, 4, 5]);
        assert!(seat_faces(1).is_empty() && seat_faces(7).is_empty());
    }

    #[test]
    fn home_cells_are_2r_minus_3_per_face_at_every_radius() {
        for radius in RADII {
            let mut all = Vec::new();
            for face in Face::ALL {
                let cells = home_cells(face, radius);
                assert_eq!(cells.len() as i32, 2 * radius - 3);
                for h in &cells {
                    assert!(h.length() == radius || h.length() == radius - 1);
                }
                // The outer row lies on the face itself; no corner is used.
                let outer = cells.iter().filter(|h| h.length() == radius);
                assert!(outer.clone().all(|&h| face.contains(h, radius)));
                assert_eq!(outer.count() as i32, radius - 1);
                all.extend(cells);
            }
            all.sort();
            all.dedup();
            assert_eq!(all.len() as i32, 6 * (2 * radius - 3), "sectors overlap");
        }
    }

    #[test]
    fn home_cells_of_face_s_at_radius_5() {
        let cells = home_cells(Face::new(0), 5);
        assert_eq!(cells[0], Hex::new(-1, 5));
        assert_eq!(cells[3], Hex::new(-4, 5));
        assert_eq!(cells[4], Hex::new(-1, 4));
        assert_eq!(cells[6], Hex::new(-3, 4));
    }

    #[test]
    fn facing_directions_never_lead_back_to_the_own_edge() {
        for face in Face::ALL {
            let dirs = facing_directions(face);
            let distinct: std::collections::HashSet<_> = dirs.iter().collect();
            assert_eq!(distinct.len(), 4, "four different directions");
            let f = face.index();
            assert!(!dirs.contains(&Direction::from_index(f)));
            assert!(!dirs.contains(&Direction::from_index(f + 1)));
            // Stepping in any facing direction from the edge never lands
            // further out on the own side.
            for d in dirs {
                let edge_cell = Direction::from_index(f).vector() * 5
                    + Direction::from_index(f + 2).vector() * 2;
                let next = edge_cell.neighbor(d);
                assert!(!(next.length() > 5 && face.contains(next, next.length())));
            }
        }
        let s: Vec<_> = facing_directions(Face::new(0))
            .iter()
            .map(|d| d.name())
            .collect();
        assert_eq!(s, ["W", "NW", "NE", "E"]);
    }
}
