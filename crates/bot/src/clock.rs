//! Time as the caller gives it: the bot reads no clock of its own, so it
//! runs the same natively and in wasm.

/// A source of milliseconds from any fixed origin, handed in by the caller:
/// `Instant` natively, `performance.now()` in a browser.
pub trait Clock {
    /// Milliseconds since the clock's origin; never decreasing.
    fn now_ms(&mut self) -> f64;
}

/// A clock that never moves: only the node budget stops the search.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&mut self) -> f64 {
        0.0
    }
}
