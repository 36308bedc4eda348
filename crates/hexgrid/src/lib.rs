//! The hex-grid base layer of Hex Checkers: axial coordinates, the six
//! directions, hexagonal boards and the pointy-top layout math that turns
//! cells into pixels and back.
//!
//! Vocabulary follows Red Blob Games' guide to hexagonal grids: a cell is a
//! [`Hex`] with axial coordinates `(q, r)` and derived `s = -q - r`; the
//! distance from the centre is `max(|q|, |r|, |s|)`.
//!
//! ```
//! use hexgrid::{Direction, Hex, Layout};
//! let h = Hex::new(1, -2);
//! assert_eq!(h.s(), 1);
//! assert_eq!(h.neighbor(Direction::SE), Hex::new(1, -1));
//! assert_eq!(Hex::ORIGIN.distance(h), 2);
//! let layout = Layout::new(10.0);
//! assert_eq!(layout.pixel_to_hex(layout.hex_to_pixel(h)), h);
//! ```

mod direction;
mod hex;
mod layout;
mod shape;

pub use direction::Direction;
pub use hex::Hex;
pub use layout::{Layout, Point};
pub use shape::{hexagon, ring, Hexagon, Ring};
