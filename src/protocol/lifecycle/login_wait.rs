//! Waiting for a login: the connection is read until its flow is no longer
//! in progress, with a pause between reads.

use crate::protocol::sse::flow_in_progress;

/// What to do after a read of the connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LoginWaitStep {
    /// The flow is over (or none was running): the read is the answer.
    Done,
    /// Read the connection again after this many milliseconds.
    ReadAgainAfter(u32),
}

/// The state of one wait for a login.
///
/// ```
/// use browser_cloud_sdk::protocol::lifecycle::{LoginWait, LoginWaitStep};
///
/// let mut wait = LoginWait::new(1_000, 0.0);
/// let running = br#"{"id":"c","flow_status":"IN_PROGRESS"}"#;
/// assert_eq!(wait.on_read(running), LoginWaitStep::ReadAgainAfter(1_000));
/// let done = br#"{"id":"c","flow_status":"SUCCESS"}"#;
/// assert_eq!(wait.on_read(done), LoginWaitStep::Done);
/// assert_eq!(wait.reads(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct LoginWait {
    poll_interval_ms: u32,
    started_ms: f64,
    reads: u32,
}

impl LoginWait {
    /// A wait that reads every `poll_interval_ms`, begun at `now_ms`.
    pub fn new(poll_interval_ms: u32, now_ms: f64) -> Self {
        LoginWait {
            poll_interval_ms,
            started_ms: now_ms,
            reads: 0,
        }
    }

    /// After a read answered `body` (the connection record as sent).
    pub fn on_read(&mut self, body: &[u8]) -> LoginWaitStep {
        self.reads += 1;
        if std::str::from_utf8(body).is_ok_and(flow_in_progress) {
            LoginWaitStep::ReadAgainAfter(self.poll_interval_ms)
        } else {
            LoginWaitStep::Done
        }
    }

    /// Reads so far.
    pub fn reads(&self) -> u32 {
        self.reads
    }

    /// Whole milliseconds since the wait began, at `now_ms` (never negative,
    /// should the clock step back).
    pub fn elapsed_ms(&self, now_ms: f64) -> u64 {
        (now_ms - self.started_ms).max(0.0) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_connection_with_no_flow_or_a_finished_one_ends_the_wait() {
        for body in [
            &br#"{"id":"c","flow_status":null}"#[..],
            br#"{"id":"c"}"#,
            br#"{"id":"c","flow_status":"FAILED"}"#,
            b"not json",
        ] {
            assert_eq!(LoginWait::new(10, 0.0).on_read(body), LoginWaitStep::Done);
        }
    }

    #[test]
    fn reads_and_elapsed_time_are_counted() {
        let mut wait = LoginWait::new(250, 1_000.0);
        let running = br#"{"flow_status":"IN_PROGRESS"}"#;
        for _ in 0..3 {
            assert_eq!(wait.on_read(running), LoginWaitStep::ReadAgainAfter(250));
        }
        assert_eq!(wait.reads(), 3);
        assert_eq!(wait.elapsed_ms(1_750.5), 750);
        assert_eq!(wait.elapsed_ms(500.0), 0);
    }
}
