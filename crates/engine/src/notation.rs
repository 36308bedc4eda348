//! Cell names a person can find on the board: a row letter from the top
//! (`a` is `r = -R`) and the cell's 1-based place in that row from the
//! left. The centre of a radius-5 board is `f6`.

use hexgrid::Hex;

/// The name of `hex` on a board of `radius`, or `None` off the board.
///
/// ```
/// use engine::{cell_name, Hex};
/// assert_eq!(cell_name(Hex::ORIGIN, 5).as_deref(), Some("f6"));
/// assert_eq!(cell_name(Hex::new(0, -5), 5).as_deref(), Some("a1"));
/// ```
#[must_use]
pub fn cell_name(hex: Hex, radius: i32) -> Option<String> {
    if !(0..=12).contains(&radius) || !hex.is_within(radius) {
        return None;
    }
    let row = (hex.r + radius) as u8;
    let first_q = (-radius).max(-radius - hex.r);
    Some(format!("{}{}", (b'a' + row) as char, hex.q - first_q + 1))
}

/// The cell a name denotes on a board of `radius`, or `None` if it names
/// no cell there.
///
/// ```
/// use engine::{parse_cell_name, Hex};
/// assert_eq!(parse_cell_name("f6", 5), Some(Hex::ORIGIN));
/// assert_eq!(parse_cell_name("f12", 5), None);
/// ```
#[must_use]
pub fn parse_cell_name(name: &str, radius: i32) -> Option<Hex> {
    if !(0..=12).contains(&radius) {
        return None;
    }
    let mut chars = name.chars();
    let letter = chars.next()?;
    let digits = chars.as_str();
    if !letter.is_ascii_lowercase()
        || digits.is_empty()
        || digits.len() > 2
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || digits.starts_with('0')
    {
        return None;
    }
    let r = (letter as i32 - 'a' as i32) - radius;
    let place: i32 = digits.parse().ok()?;
    if place < 1 || r > radius {
        return None;
    }
    let hex = Hex::new((-radius).max(-radius - r) + place - 1, r);
    hex.is_within(radius).then_some(hex)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_a_unique_name_that_parses_back() {
        for radius in 2..=8 {
            let mut names = std::collections::HashSet::new();
            for h in hexgrid::hexagon(radius) {
                let n = cell_name(h, radius).unwrap();
                assert_eq!(parse_cell_name(&n, radius), Some(h));
                assert!(names.insert(n));
            }
        }
    }

    #[test]
    fn names_read_from_the_top_left() {
        assert_eq!(cell_name(Hex::new(0, -5), 5).as_deref(), Some("a1"));
        assert_eq!(cell_name(Hex::new(5, -5), 5).as_deref(), Some("a6"));
        assert_eq!(cell_name(Hex::new(-5, 0), 5).as_deref(), Some("f1"));
        assert_eq!(cell_name(Hex::new(0, 5), 5).as_deref(), Some("k6"));
        assert_eq!(cell_name(Hex::new(0, 6), 5), None);
    }

    #[test]
    fn bad_names_parse_to_none() {
        for bad in [
            "", "f", "6", "F6", "f0", "f06", "f-1", "a7", "l1", "f123", "é1", "f6 ",
        ] {
            assert_eq!(parse_cell_name(bad, 5), None, "{bad:?}");
        }
    }
}
