//! Why a game ended: the one word every ending carries (docs/endings.md).
//!
//! A module of its own, below both `endings` (which decides it) and `error`
//! (whose snapshot refusals name it), so that neither of those reaches the
//! other's back.

use std::fmt;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Captures or resignations left one army.
    LastArmy,
    /// Every surviving army is frozen (the law's draw).
    Frozen,
    /// The survivors agreed to a draw.
    Agreement,
    /// The no-progress house rule.
    NoProgress,
    /// The repetition house rule.
    Repetition,
}

impl EndReason {
    /// Every reason, in the order above.
    pub const ALL: [EndReason; 5] = [
        EndReason::LastArmy,
        EndReason::Frozen,
        EndReason::Agreement,
        EndReason::NoProgress,
        EndReason::Repetition,
    ];

    /// Its name in docs/endings.md#the-result: `"last-army"`, `"frozen"`,
    /// `"agreement"`, `"no-progress"` or `"repetition"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::LastArmy => "last-army",
            EndReason::Frozen => "frozen",
            EndReason::Agreement => "agreement",
            EndReason::NoProgress => "no-progress",
            EndReason::Repetition => "repetition",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
