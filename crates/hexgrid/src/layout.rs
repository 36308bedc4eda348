use crate::Hex;

const SQRT3: f64 = 1.732_050_807_568_877_2;

/// A point on screen; `y` grows downwards.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Horizontal, to the right.
    pub x: f64,
    /// Vertical, downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }
}

/// The bridge between pixels and hexes: pointy-top cells of circumradius
/// `size`, the centre cell at `origin`.
///
/// `x = size * sqrt(3) * (q + r/2)`, `y = size * 3/2 * r`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Distance from a cell's centre to each of its corners.
    pub size: f64,
    /// Where the centre of `Hex::ORIGIN` lands.
    pub origin: Point,
}

impl Layout {
    /// A layout of cells of `size` around the point `(0, 0)`.
    #[must_use]
    pub const fn new(size: f64) -> Layout {
        Layout {
            size,
            origin: Point::new(0.0, 0.0),
        }
    }

    /// The centre of `hex` on screen.
    #[must_use]
    pub fn hex_to_pixel(&self, hex: Hex) -> Point {
        let (q, r) = (f64::from(hex.q), f64::from(hex.r));
        Point::new(
            self.origin.x + self.size * SQRT3 * (q + r / 2.0),
            self.origin.y + self.size * 1.5 * r,
        )
    }

    /// The cell whose polygon contains `p` (nearest centre, by cube rounding).
    /// Non-finite input, or a point beyond `i32` cells, gives the origin.
    #[must_use]
    pub fn pixel_to_hex(&self, p: Point) -> Hex {
        let x = (p.x - self.origin.x) / self.size;
        let y = (p.y - self.origin.y) / self.size;
        let q = SQRT3 / 3.0 * x - y / 3.0;
        let r = 2.0 / 3.0 * y;
        round(q, r)
    }

    /// The six corners of `hex`'s polygon: corner `i` at angle
    /// `60°·i − 30°` from the centre, so 0 is the upper right and the rest
    /// follow clockwise on screen.
    #[must_use]
    pub fn hex_corners(&self, hex: Hex) -> [Point; 6] {
        let c = self.hex_to_pixel(hex);
        core::array::from_fn(|i| {
            let angle = (60.0 * i as f64 - 30.0).to_radians();
            Point::new(c.x + self.size * angle.cos(), c.y + self.size * angle.sin())
        })
    }
}

/// Cube rounding: round all three, then fix the one that moved most.
fn round(fq: f64, fr: f64) -> Hex {
    let fs = -fq - fr;
    let (mut q, mut r, s) = (fq.round(), fr.round(), fs.round());
    let (dq, dr, ds) = ((q - fq).abs(), (r - fr).abs(), (s - fs).abs());
    if dq > dr && dq > ds {
        q = -r - s;
    } else if dr > ds {
        r = -q - s;
    }
    let limit = f64::from(i32::MAX / 2);
    if !(q.abs() <= limit && r.abs() <= limit) {
        return Hex::ORIGIN;
    }
    // In range and finite: the casts are exact.
    Hex::new(q as i32, r as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hexagon;

    fn close(a: Point, b: Point) -> bool {
        (a.x - b.x).abs() < 1e-9 && (a.y - b.y).abs() < 1e-9
    }

    #[test]
    fn hex_to_pixel_is_pointy_top_with_y_down() {
        let l = Layout::new(10.0);
        assert!(close(
            l.hex_to_pixel(Hex::new(1, 0)),
            Point::new(10.0 * SQRT3, 0.0)
        ));
        assert!(close(
            l.hex_to_pixel(Hex::new(0, 1)),
            Point::new(5.0 * SQRT3, 15.0)
        ));
        assert!(close(
            l.hex_to_pixel(Hex::new(0, -2)),
            Point::new(-10.0 * SQRT3, -30.0)
        ));
    }

    #[test]
    fn pixel_to_hex_inverts_hex_to_pixel() {
        let l = Layout {
            size: 7.5,
            origin: Point::new(100.0, -40.0),
        };
        for h in hexagon(8) {
            assert_eq!(l.pixel_to_hex(l.hex_to_pixel(h)), h);
        }
    }

    #[test]
    fn pixel_to_hex_rounds_points_inside_a_polygon_to_its_cell() {
        let l = Layout::new(10.0);
        for h in hexagon(4) {
            let c = l.hex_to_pixel(h);
            for corner in l.hex_corners(h) {
                // 90% of the way to each corner is still inside the polygon.
                let p = Point::new(c.x + 0.9 * (corner.x - c.x), c.y + 0.9 * (corner.y - c.y));
                assert_eq!(l.pixel_to_hex(p), h);
            }
        }
    }

    #[test]
    fn pixel_to_hex_survives_non_finite_input() {
        let l = Layout::new(10.0);
        assert_eq!(l.pixel_to_hex(Point::new(f64::NAN, 1.0)), Hex::ORIGIN);
        assert_eq!(l.pixel_to_hex(Point::new(f64::INFINITY, 1.0)), Hex::ORIGIN);
        assert_eq!(l.pixel_to_hex(Point::new(1e300, 1.0)), Hex::ORIGIN);
    }

    #[test]
    fn corners_are_size_away_and_start_upper_right_going_clockwise() {
        let l = Layout::new(10.0);
        let cs = l.hex_corners(Hex::ORIGIN);
        assert!(close(cs[0], Point::new(5.0 * SQRT3, -5.0)));
        assert!(close(cs[1], Point::new(5.0 * SQRT3, 5.0)));
        assert!(close(cs[2], Point::new(0.0, 10.0)));
        assert!(close(cs[5], Point::new(0.0, -10.0)));
        // Neighbouring cells share an edge: two corners coincide.
        let e = l.hex_corners(Hex::new(1, 0));
        assert!(close(cs[0], e[4]) && close(cs[1], e[3]));
    }
}
