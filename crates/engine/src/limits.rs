//! The ranges of the house rules (docs/endings.md), apart from `Rules` so
//! that the errors which name them depend on nothing above them.

/// The longest no-progress limit: far beyond any game that matters, and
/// small enough that a snapshot's counter stays short.
pub(crate) const MAX_NO_PROGRESS: u32 = 10_000;
/// The most occurrences a repetition rule may ask for.
pub(crate) const MAX_REPETITION: u32 = 100;
