//! When an event stream that lost its connection opens it again, and after
//! how long.
//!
//! A pure state machine: the transport reports how each connection ended and
//! when an event was delivered; [`Reconnector::after`] answers whether to
//! reconnect and after how many milliseconds. Which events a reconnection
//! may deliver is [`ResumeFilter`]'s job (in `resume.rs`).

/// Reconnections in a row allowed when the caller does not say.
pub const DEFAULT_MAX_RECONNECTS: u32 = 5;

/// How one connection of a stream ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Disconnect {
    /// The service closed the body at an event boundary: the stream is over.
    Ended,
    /// The connection failed, or the body broke or stopped mid-event.
    Dropped,
    /// No byte (not even a heartbeat) arrived within the idle timeout.
    Idle,
    /// A (re)connection was answered with this non-success status.
    Status(u16),
}

/// What to do after a disconnect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Next {
    /// Open the stream again after this many milliseconds.
    Reconnect {
        /// The wait before the new connection.
        delay_ms: u32,
    },
    /// The stream ended cleanly: report its end.
    End,
    /// Give up: report the failure that ended the last connection.
    Fail,
    /// The connection dropped after events were delivered, and the stream
    /// never named an event id to resume from: reconnecting would silently
    /// skip or repeat events, so the caller is told instead.
    NotResumable,
}

/// Decides the reconnections of one stream.
///
/// - A stream that ended cleanly is never reopened, nor one answered with a
///   4xx other than 408 and 429.
/// - Drops, idle timeouts, 408, 429 and 5xx reopen it, at most
///   `max_in_a_row` times in a row; a connection that delivered an event
///   resets the count, so a long stream that a proxy cuts every few minutes
///   keeps going.
/// - The wait before the n-th reconnection in a row (n from 0) is
///   `min(base_delay_ms * 2^n, max_delay_ms)`, reduced at random by up to
///   half so that clients cut at once do not return at once, and never
///   below the stream's `retry:` field (the service's floor).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reconnector {
    max_in_a_row: u32,
    in_a_row: u32,
    delivered: bool,
    base_delay_ms: u32,
    max_delay_ms: u32,
}

impl Reconnector {
    /// A stream allowed `max_in_a_row` reconnections in a row (0 turns
    /// reconnection off), waiting 200 ms doubling up to 10 s.
    pub fn new(max_in_a_row: u32) -> Self {
        Self {
            max_in_a_row,
            in_a_row: 0,
            delivered: false,
            base_delay_ms: 200,
            max_delay_ms: 10_000,
        }
    }

    /// Records that the current connection delivered an event.
    pub fn delivered(&mut self) {
        self.delivered = true;
        self.in_a_row = 0;
    }

    /// Whether any connection of this stream delivered an event.
    pub fn has_delivered(&self) -> bool {
        self.delivered
    }

    /// What to do after the current connection ended as `how`.
    ///
    /// `resumable` says whether the stream has an event id to send as
    /// `Last-Event-ID`; `retry_ms` is its last `retry:` field; `jitter` is
    /// a random number in `[0, 1)`.
    pub fn after(
        &mut self,
        how: Disconnect,
        resumable: bool,
        retry_ms: Option<u32>,
        jitter: f64,
    ) -> Next {
        let retryable = match how {
            Disconnect::Ended => return Next::End,
            Disconnect::Dropped | Disconnect::Idle => true,
            Disconnect::Status(status) => {
                status == 408 || status == 429 || (500..=599).contains(&status)
            }
        };
        if !retryable || self.in_a_row >= self.max_in_a_row {
            return Next::Fail;
        }
        if self.delivered && !resumable {
            return Next::NotResumable;
        }
        let delay_ms = self.backoff_ms(jitter).max(retry_ms.unwrap_or(0));
        self.in_a_row += 1;
        Next::Reconnect { delay_ms }
    }

    fn backoff_ms(&self, jitter: f64) -> u32 {
        let doubled = u64::from(self.base_delay_ms) << self.in_a_row.min(32);
        let delay = doubled.min(u64::from(self.max_delay_ms)) as f64;
        let jitter = if jitter.is_nan() {
            0.0
        } else {
            jitter.clamp(0.0, 1.0)
        };
        (delay * (1.0 - 0.5 * jitter)).round() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delay(next: Next) -> u32 {
        match next {
            Next::Reconnect { delay_ms } => delay_ms,
            other => panic!("expected a reconnection, got {other:?}"),
        }
    }

    #[test]
    fn a_clean_end_is_never_reopened() {
        let mut r = Reconnector::new(5);
        assert_eq!(r.after(Disconnect::Ended, true, None, 0.0), Next::End);
        r.delivered();
        assert_eq!(r.after(Disconnect::Ended, false, None, 0.0), Next::End);
    }

    #[test]
    fn client_errors_other_than_408_and_429_are_never_retried() {
        for status in [400, 401, 403, 404, 409, 410, 422] {
            let mut r = Reconnector::new(5);
            assert_eq!(
                r.after(Disconnect::Status(status), true, None, 0.0),
                Next::Fail,
                "{status}"
            );
        }
        for status in [408, 429, 500, 502, 503, 504] {
            let mut r = Reconnector::new(5);
            assert!(
                matches!(
                    r.after(Disconnect::Status(status), true, None, 0.0),
                    Next::Reconnect { .. }
                ),
                "{status}"
            );
        }
    }

    #[test]
    fn drops_and_idle_timeouts_reconnect_until_the_limit_in_a_row() {
        let mut r = Reconnector::new(3);
        for _ in 0..3 {
            delay(r.after(Disconnect::Dropped, true, None, 0.0));
        }
        assert_eq!(r.after(Disconnect::Idle, true, None, 0.0), Next::Fail);
    }

    #[test]
    fn zero_turns_reconnection_off() {
        let mut r = Reconnector::new(0);
        assert_eq!(r.after(Disconnect::Dropped, true, None, 0.0), Next::Fail);
        assert_eq!(
            r.after(Disconnect::Status(503), true, None, 0.0),
            Next::Fail
        );
    }

    #[test]
    fn a_connection_that_delivered_resets_the_count() {
        let mut r = Reconnector::new(2);
        for _ in 0..100 {
            delay(r.after(Disconnect::Dropped, true, None, 0.0));
            delay(r.after(Disconnect::Dropped, true, None, 0.0));
            r.delivered();
        }
        delay(r.after(Disconnect::Dropped, true, None, 0.0));
        delay(r.after(Disconnect::Dropped, true, None, 0.0));
        assert_eq!(r.after(Disconnect::Dropped, true, None, 0.0), Next::Fail);
    }

    #[test]
    fn waits_double_up_to_the_cap_and_jitter_takes_at_most_half() {
        let mut r = Reconnector::new(10);
        let waits: Vec<u32> = (0..8)
            .map(|_| delay(r.after(Disconnect::Dropped, true, None, 0.0)))
            .collect();
        assert_eq!(waits, [200, 400, 800, 1600, 3200, 6400, 10_000, 10_000]);
        let mut r = Reconnector::new(10);
        assert_eq!(
            delay(r.after(Disconnect::Dropped, true, None, 0.999_999)),
            100
        );
        let mut r = Reconnector::new(10);
        assert_eq!(delay(r.after(Disconnect::Dropped, true, None, 0.5)), 150);
        let mut r = Reconnector::new(10);
        assert_eq!(
            delay(r.after(Disconnect::Dropped, true, None, f64::NAN)),
            200
        );
    }

    #[test]
    fn the_retry_field_is_a_floor() {
        let mut r = Reconnector::new(10);
        assert_eq!(
            delay(r.after(Disconnect::Dropped, true, Some(1_500), 0.0)),
            1_500
        );
        assert_eq!(delay(r.after(Disconnect::Dropped, true, Some(5), 0.0)), 400);
    }

    #[test]
    fn a_drop_after_delivery_without_an_id_is_not_resumable() {
        let mut r = Reconnector::new(5);
        delay(r.after(Disconnect::Dropped, false, None, 0.0));
        r.delivered();
        assert!(r.has_delivered());
        assert_eq!(
            r.after(Disconnect::Dropped, false, None, 0.0),
            Next::NotResumable
        );
        assert_eq!(r.after(Disconnect::Ended, false, None, 0.0), Next::End);
        assert_eq!(
            r.after(Disconnect::Status(404), false, None, 0.0),
            Next::Fail
        );
    }
}
