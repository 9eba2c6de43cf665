//! The simulated clock: wall time since start plus whatever tests advanced,
//! less the time it spent frozen.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch on the simulated clock.
pub type Millis = u64;

/// Runs with the wall clock, jumps forward on [`Clock::advance`], and
/// stands still between [`Clock::freeze`] and [`Clock::thaw`] (so a test can
/// hold a flow in a step that otherwise lasts a fifth of a second).
pub struct Clock {
    started: Instant,
    start_ms: Millis,
    offset_ms: Millis,
    /// Wall time spent frozen before the current freeze, if any.
    frozen_ms: Millis,
    /// Wall time (since `started`) when the current freeze began.
    frozen_since: Option<Millis>,
}

impl Clock {
    /// A clock that starts at the current wall time.
    pub fn new() -> Clock {
        let start_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as Millis);
        Clock::starting_at(start_ms)
    }

    /// A clock that starts at `start_ms` (for tests).
    pub fn starting_at(start_ms: Millis) -> Clock {
        Clock {
            started: Instant::now(),
            start_ms,
            offset_ms: 0,
            frozen_ms: 0,
            frozen_since: None,
        }
    }

    fn wall(&self) -> Millis {
        self.started.elapsed().as_millis() as Millis
    }

    /// The current simulated time.
    pub fn now(&self) -> Millis {
        let running = self.frozen_since.unwrap_or_else(|| self.wall());
        self.start_ms + running.saturating_sub(self.frozen_ms) + self.offset_ms
    }

    /// Stops time (but not [`Clock::advance`]) until [`Clock::thaw`].
    pub fn freeze(&mut self) {
        if self.frozen_since.is_none() {
            self.frozen_since = Some(self.wall());
        }
    }

    /// Lets time run again from where it stood.
    pub fn thaw(&mut self) {
        if let Some(since) = self.frozen_since.take() {
            self.frozen_ms += self.wall().saturating_sub(since);
        }
    }

    /// Whether time stands still.
    pub fn is_frozen(&self) -> bool {
        self.frozen_since.is_some()
    }

    /// Moves simulated time forward.
    pub fn advance(&mut self, by: Duration) {
        self.offset_ms = self.offset_ms.saturating_add(by.as_millis() as Millis);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advance_moves_now_forward_by_the_amount() {
        let mut clock = Clock::starting_at(1_000_000);
        let before = clock.now();
        clock.advance(Duration::from_secs(600));
        let after = clock.now();
        assert!(after >= before + 600_000);
        assert!(after < before + 601_000);
    }

    #[test]
    fn a_frozen_clock_stands_still_but_advances_and_thaws_where_it_stood() {
        let mut clock = Clock::starting_at(0);
        clock.freeze();
        let frozen = clock.now();
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(clock.now(), frozen);
        clock.advance(Duration::from_secs(1));
        assert_eq!(clock.now(), frozen + 1000);
        clock.thaw();
        assert!(
            clock.now() < frozen + 1000 + 30,
            "the frozen time is not made up"
        );
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.now() >= frozen + 1000 + 20);
        assert!(!clock.is_frozen());
    }

    #[test]
    fn follows_wall_time_without_advance() {
        let clock = Clock::starting_at(0);
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.now() >= 20);
    }
}
