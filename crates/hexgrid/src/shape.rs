use crate::{Direction, Hex};

/// Every cell of a hexagonal board of `radius` in reading order: rows
/// `r = -radius ..= radius` top to bottom, each with `q` ascending.
/// It holds `3R(R+1) + 1` cells.
///
/// ```
/// assert_eq!(hexgrid::hexagon(5).count(), 91);
/// ```
#[must_use]
pub fn hexagon(radius: i32) -> Hexagon {
    let radius = radius.max(0);
    Hexagon {
        radius,
        r: -radius,
        q: 0,
    }
    .start_row()
}

/// Iterator of [`hexagon`].
#[derive(Clone, Debug)]
pub struct Hexagon {
    radius: i32,
    r: i32,
    q: i32,
}

impl Hexagon {
    fn start_row(mut self) -> Self {
        self.q = (-self.radius).max(-self.radius - self.r);
        self
    }
}

impl Iterator for Hexagon {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.r > self.radius {
            return None;
        }
        let h = Hex::new(self.q, self.r);
        self.q += 1;
        if self.q > self.radius.min(self.radius - self.r) {
            self.r += 1;
            *self = self.clone().start_row();
        }
        Some(h)
    }
}

/// The cells at exactly distance `radius` from the centre, starting at
/// `radius * SE` and going clockwise on screen; `ring(0)` is the centre alone.
///
/// ```
/// assert_eq!(hexgrid::ring(3).count(), 18);
/// ```
#[must_use]
pub fn ring(radius: i32) -> Ring {
    let radius = radius.max(0);
    Ring {
        radius,
        cell: Direction::SE.vector() * radius,
        side: 0,
        step: 0,
    }
}

/// Iterator of [`ring`].
#[derive(Clone, Debug)]
pub struct Ring {
    radius: i32,
    cell: Hex,
    side: usize,
    step: i32,
}

impl Iterator for Ring {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.radius == 0 {
            return (self.side == 0).then(|| {
                self.side = 6;
                Hex::ORIGIN
            });
        }
        if self.side >= 6 {
            return None;
        }
        let h = self.cell;
        // Along the side that starts at corner `R * DIR[i]`, step in DIR[i + 2].
        self.cell = self.cell.neighbor(Direction::from_index(self.side + 2));
        self.step += 1;
        if self.step == self.radius {
            self.step = 0;
            self.side += 1;
        }
        Some(h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagon_holds_3r_r_plus_1_plus_1_cells_in_reading_order() {
        for radius in 0..=8 {
            let cells: Vec<Hex> = hexagon(radius).collect();
            assert_eq!(cells.len() as i32, 3 * radius * (radius + 1) + 1);
            assert!(cells.iter().all(|h| h.is_within(radius)));
            let mut sorted = cells.clone();
            sorted.sort_by_key(|h| (h.r, h.q));
            assert_eq!(cells, sorted);
        }
    }

    #[test]
    fn ring_cells_are_at_distance_radius_and_adjacent_in_turn() {
        for radius in 1..=8 {
            let cells: Vec<Hex> = ring(radius).collect();
            assert_eq!(cells.len() as i32, 6 * radius);
            for (i, h) in cells.iter().enumerate() {
                assert_eq!(h.length(), radius);
                assert_eq!(h.distance(cells[(i + 1) % cells.len()]), 1);
            }
        }
        assert_eq!(ring(0).collect::<Vec<_>>(), [Hex::ORIGIN]);
    }
}
