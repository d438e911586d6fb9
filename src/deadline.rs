//! Deadlines: the moment a search gives up.
//!
//! The carver gives each puzzle a time budget ([`crate::carve::CarveOptions::time_budget`]);
//! every search it runs (uniqueness by the exact solver, grading by the
//! ladder) checks the deadline inside its loop and stops with
//! [`TimedOut`] once it has passed. Reading the clock costs more than a
//! step of most searches, so loops read it once every so many steps.
//!
//! ```
//! use std::time::Duration;
//! use sudoku_press::deadline::Deadline;
//!
//! assert!(!Deadline::NEVER.passed());
//! assert!(Deadline::after(Duration::ZERO).passed());
//! assert!(!Deadline::after(Duration::from_secs(60)).passed());
//! ```

use clock::Instant;
use std::time::Duration;

/// The clock: the system's monotonic one; in a browser (WebAssembly,
/// where `std::time::Instant` panics) the page's, in microseconds.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod clock {
    pub use std::time::Instant;
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod clock {
    use std::time::Duration;

    /// A moment of the page's clock (`Date.now()`), in microseconds.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Instant(u64);

    impl Instant {
        pub fn now() -> Instant {
            Instant((js_sys::Date::now() * 1000.0) as u64)
        }

        pub fn checked_add(self, d: Duration) -> Option<Instant> {
            let micros = u64::try_from(d.as_micros()).ok()?;
            self.0.checked_add(micros).map(Instant)
        }

        pub fn saturating_duration_since(self, earlier: Instant) -> Duration {
            Duration::from_micros(self.0.saturating_sub(earlier.0))
        }
    }
}

/// When a search must stop: never, or at an instant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadline(Option<Instant>);

/// A search stopped at its deadline: it found out nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimedOut;

impl Deadline {
    /// No deadline: searches run to their end.
    pub const NEVER: Deadline = Deadline(None);

    /// The deadline `budget` from now (never, for a budget past the end of
    /// time).
    pub fn after(budget: Duration) -> Deadline {
        Deadline(Instant::now().checked_add(budget))
    }

    /// Whether the deadline has passed. Reads the clock, unless there is
    /// no deadline.
    #[inline]
    pub fn passed(self) -> bool {
        self.0.is_some_and(|at| Instant::now() >= at)
    }

    /// The time left before the deadline, at most `most` (none once it has
    /// passed; `most` without a deadline).
    pub fn left(self, most: Duration) -> Duration {
        match self.0 {
            Some(at) => at.saturating_duration_since(Instant::now()).min(most),
            None => most,
        }
    }

    /// Whether the deadline has passed, for a loop at its `count`th step:
    /// the clock is read every `every` steps only.
    #[inline]
    pub fn passed_at(self, count: u64, every: u64) -> bool {
        count.is_multiple_of(every) && self.passed()
    }
}

/// The deadline of one task made of many searches (a puzzle's carving):
/// once one search has reached it, every later one gives up at once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Timer {
    deadline: Deadline,
    expired: bool,
}

impl Timer {
    /// A timer for a task that must end by `deadline`.
    pub fn new(deadline: Deadline) -> Timer {
        Timer {
            deadline,
            expired: false,
        }
    }

    /// Runs `search` with the deadline: its answer, or `None` when it (or
    /// a search before it) reached the deadline.
    pub fn run<T>(&mut self, search: impl FnOnce(Deadline) -> Result<T, TimedOut>) -> Option<T> {
        if self.expired {
            return None;
        }
        match search(self.deadline) {
            Ok(answer) => Some(answer),
            Err(TimedOut) => {
                self.expired = true;
                None
            }
        }
    }
}
