//! The simulated clock: wall time since start plus whatever tests advanced.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch on the simulated clock.
pub type Millis = u64;

/// Runs with the wall clock and jumps forward on [`Clock::advance`].
pub struct Clock {
    started: Instant,
    start_ms: Millis,
    offset_ms: Millis,
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
        }
    }

    /// The current simulated time.
    pub fn now(&self) -> Millis {
        self.start_ms + self.started.elapsed().as_millis() as Millis + self.offset_ms
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
    fn follows_wall_time_without_advance() {
        let clock = Clock::starting_at(0);
        std::thread::sleep(Duration::from_millis(20));
        assert!(clock.now() >= 20);
    }
}
