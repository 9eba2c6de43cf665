//! The retry policy: whether a failed attempt is retried, and after how long.
//!
//! A pure function of the attempt's outcome, its headers, the clock and a
//! random number, so every rule is tested on the host.

use crate::protocol::api::Method;
use crate::protocol::response::parse_http_date_ms;

/// How an attempt ended, as far as retrying cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// A response arrived with this (non-success) status.
    Status(u16),
    /// The request failed on the network (or the response was cut off).
    Connection,
    /// No response arrived within the timeout.
    Timeout,
}

/// When failed requests are retried and how long to wait first.
///
/// Which failures are retried:
/// - `GET`, `PATCH`, `DELETE` (repeating them is harmless): connection
///   errors, timeouts, 408, 429 and every 5xx.
/// - `POST` only when the service says it did nothing: 429, or 503 that
///   carries a valid `Retry-After` or `retry-after-ms`. A POST that failed on
///   the network may have acted, so it is not repeated.
/// - 409 never (repeating a create that conflicts cannot succeed), nor any
///   other status.
///
/// How long to wait:
/// - `retry-after-ms` (milliseconds), else `Retry-After` (seconds, or an
///   HTTP date measured from now), honoured exactly when at most
///   `max_retry_after_ms`. A longer wait is not retried: the error reaches
///   the caller at once instead of a call hanging for minutes. A date in the
///   past means retry at once. A header that does not parse is ignored.
/// - Otherwise exponential backoff: `d = min(base_delay_ms * 2^n,
///   max_delay_ms)` for the n-th retry (n from 0), reduced by up to a
///   quarter at random: the wait is in `(0.75 d, d]`. The jitter spreads
///   clients apart without ever collapsing a wait to nothing (as "full"
///   jitter can).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries allowed after the first attempt.
    pub max_retries: u32,
    /// First backoff delay, in milliseconds.
    pub base_delay_ms: u32,
    /// Largest backoff delay, in milliseconds.
    pub max_delay_ms: u32,
    /// Longest server-requested wait that is honoured, in milliseconds.
    pub max_retry_after_ms: u32,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy::new(crate::protocol::request::DEFAULT_MAX_RETRIES)
    }
}

impl RetryPolicy {
    /// The default policy (500 ms doubling to 8 s, waits of up to 60 s
    /// honoured) with `max_retries` retries.
    pub fn new(max_retries: u32) -> Self {
        RetryPolicy {
            max_retries,
            base_delay_ms: 500,
            max_delay_ms: 8_000,
            max_retry_after_ms: 60_000,
        }
    }

    /// The wait in milliseconds before retrying, or `None` to give up and
    /// report the failure.
    ///
    /// `retries_so_far` counts retries already made (0 after the first
    /// attempt); `retry_after` and `retry_after_ms` are the response's
    /// `Retry-After` and `retry-after-ms` headers; `now_ms` is the clock in
    /// milliseconds since the Unix epoch; `jitter` is a random number in
    /// `[0, 1)` (values outside are clamped).
    #[allow(clippy::too_many_arguments)]
    pub fn next_delay(
        &self,
        method: Method,
        retries_so_far: u32,
        outcome: Outcome,
        retry_after: Option<&str>,
        retry_after_ms: Option<&str>,
        now_ms: f64,
        jitter: f64,
    ) -> Option<u32> {
        if retries_so_far >= self.max_retries {
            return None;
        }
        let requested = requested_wait_ms(retry_after, retry_after_ms, now_ms);
        let retryable = match (method.is_idempotent(), outcome) {
            (_, Outcome::Status(409)) => false,
            (_, Outcome::Status(429)) => true,
            (true, Outcome::Connection | Outcome::Timeout) => true,
            (true, Outcome::Status(status)) => status == 408 || (500..=599).contains(&status),
            (false, Outcome::Status(503)) => requested.is_some(),
            (false, _) => false,
        };
        if !retryable {
            return None;
        }
        match requested {
            Some(wait) => u32::try_from(wait)
                .ok()
                .filter(|wait| *wait <= self.max_retry_after_ms),
            None => Some(self.backoff_ms(retries_so_far, jitter)),
        }
    }

    fn backoff_ms(&self, retries_so_far: u32, jitter: f64) -> u32 {
        let doubled = u64::from(self.base_delay_ms) << retries_so_far.min(32);
        let delay = doubled.min(u64::from(self.max_delay_ms)) as f64;
        let jitter = if jitter.is_nan() {
            0.0
        } else {
            jitter.clamp(0.0, 1.0)
        };
        (delay * (1.0 - 0.25 * jitter)).round() as u32
    }
}

/// The wait the service asked for, in whole milliseconds (rounded up), or
/// `None` when neither header is present and valid.
fn requested_wait_ms(
    retry_after: Option<&str>,
    retry_after_ms: Option<&str>,
    now_ms: f64,
) -> Option<u64> {
    if let Some(ms) = retry_after_ms.and_then(|text| scaled_up(text, 0)) {
        return Some(ms);
    }
    let value = retry_after?.trim_ascii();
    if let Some(ms) = scaled_up(value, 3) {
        return Some(ms);
    }
    // A float-to-integer cast saturates (NaN gives 0).
    parse_http_date_ms(value).map(|date| (date - now_ms).max(0.0).ceil() as u64)
}

/// A non-negative decimal number (`12`, `1.5`; nothing else) times
/// `10^places`, rounded up, read from the digits (saturating).
fn scaled_up(text: &str, places: usize) -> Option<u64> {
    let text = text.trim_ascii().as_bytes();
    if *text.first()? == b'.' || text.last() == Some(&b'.') {
        return None;
    }
    let (mut value, mut whole_digits, mut decimals) = (0u64, 0usize, None);
    let mut round_up = false;
    for &b in text {
        match (b, decimals) {
            (b'.', None) => decimals = Some(0),
            (b'0'..=b'9', Some(n)) if n >= places => round_up |= b != b'0',
            (b'0'..=b'9', _) => {
                if let Some(n) = &mut decimals {
                    *n += 1;
                } else if whole_digits > 0 || b != b'0' {
                    whole_digits += 1;
                }
                value = value.saturating_mul(10).saturating_add(u64::from(b - b'0'));
            }
            _ => return None,
        }
    }
    // Past 309 digits a number is no longer finite for JavaScript.
    if whole_digits > 309 {
        return None;
    }
    for _ in decimals.unwrap_or(0)..places {
        value = value.saturating_mul(10);
    }
    Some(value.saturating_add(u64::from(round_up)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_700_000_000_000.0;
    const IDEMPOTENT: [Method; 3] = [Method::Get, Method::Patch, Method::Delete];

    fn policy() -> RetryPolicy {
        RetryPolicy::new(2)
    }

    fn delay(method: Method, outcome: Outcome) -> Option<u32> {
        policy().next_delay(method, 0, outcome, None, None, NOW, 0.0)
    }

    #[test]
    fn defaults_match_the_documented_policy() {
        let policy = RetryPolicy::default();
        assert_eq!(policy.max_retries, 2);
        assert_eq!(policy.base_delay_ms, 500);
        assert_eq!(policy.max_delay_ms, 8_000);
        assert_eq!(policy.max_retry_after_ms, 60_000);
    }

    #[test]
    fn idempotent_methods_retry_network_failures_408_429_and_5xx() {
        let retried = [
            Outcome::Connection,
            Outcome::Timeout,
            Outcome::Status(408),
            Outcome::Status(429),
            Outcome::Status(500),
            Outcome::Status(502),
            Outcome::Status(503),
            Outcome::Status(504),
            Outcome::Status(599),
        ];
        for method in IDEMPOTENT {
            for outcome in retried {
                assert_eq!(delay(method, outcome), Some(500), "{method:?} {outcome:?}");
            }
        }
    }

    #[test]
    fn other_statuses_are_never_retried() {
        let methods = [Method::Get, Method::Post, Method::Patch, Method::Delete];
        for method in methods {
            for status in [400, 401, 403, 404, 409, 422, 418, 301, 600] {
                assert_eq!(
                    delay(method, Outcome::Status(status)),
                    None,
                    "{method:?} {status}"
                );
            }
        }
    }

    #[test]
    fn conflict_is_not_retried_even_with_retry_after() {
        for method in [Method::Get, Method::Post] {
            let wait = policy().next_delay(
                method,
                0,
                Outcome::Status(409),
                Some("1"),
                Some("5"),
                NOW,
                0.0,
            );
            assert_eq!(wait, None);
        }
    }

    #[test]
    fn post_is_retried_only_when_the_service_did_nothing() {
        assert_eq!(delay(Method::Post, Outcome::Status(429)), Some(500));
        for outcome in [
            Outcome::Connection,
            Outcome::Timeout,
            Outcome::Status(408),
            Outcome::Status(500),
            Outcome::Status(502),
            Outcome::Status(503),
            Outcome::Status(504),
        ] {
            assert_eq!(delay(Method::Post, outcome), None, "{outcome:?}");
        }
    }

    #[test]
    fn post_503_is_retried_with_retry_after_or_retry_after_ms() {
        let p = policy();
        let s503 = Outcome::Status(503);
        assert_eq!(
            p.next_delay(Method::Post, 0, s503, Some("2"), None, NOW, 0.0),
            Some(2_000)
        );
        assert_eq!(
            p.next_delay(Method::Post, 0, s503, None, Some("250"), NOW, 0.0),
            Some(250)
        );
        assert_eq!(
            p.next_delay(Method::Post, 0, s503, Some("soon"), None, NOW, 0.0),
            None
        );
        assert_eq!(
            p.next_delay(
                Method::Post,
                0,
                Outcome::Status(502),
                Some("2"),
                None,
                NOW,
                0.0
            ),
            None
        );
    }

    #[test]
    fn retries_stop_at_max_retries() {
        let p = RetryPolicy::new(2);
        assert!(p
            .next_delay(Method::Get, 1, Outcome::Connection, None, None, NOW, 0.0)
            .is_some());
        assert_eq!(
            p.next_delay(Method::Get, 2, Outcome::Connection, None, None, NOW, 0.0),
            None
        );
        let none = RetryPolicy::new(0);
        assert_eq!(
            none.next_delay(
                Method::Get,
                0,
                Outcome::Status(429),
                Some("1"),
                None,
                NOW,
                0.0
            ),
            None
        );
    }

    #[test]
    fn retry_after_ms_wins_over_retry_after() {
        let p = policy();
        let wait = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            Some("30"),
            Some("1500"),
            NOW,
            0.9,
        );
        assert_eq!(wait, Some(1_500));
        let fractional = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            None,
            Some("12.2"),
            NOW,
            0.0,
        );
        assert_eq!(fractional, Some(13));
    }

    #[test]
    fn retry_after_seconds_are_honoured_without_jitter() {
        let wait = policy().next_delay(
            Method::Get,
            1,
            Outcome::Status(503),
            Some(" 7 "),
            None,
            NOW,
            0.99,
        );
        assert_eq!(wait, Some(7_000));
        let zero = policy().next_delay(
            Method::Get,
            0,
            Outcome::Status(503),
            Some("0"),
            None,
            NOW,
            0.5,
        );
        assert_eq!(zero, Some(0));
    }

    #[test]
    fn fractional_waits_round_up_to_whole_milliseconds() {
        let wait = |retry_after, retry_after_ms| {
            policy().next_delay(
                Method::Get,
                0,
                Outcome::Status(429),
                retry_after,
                retry_after_ms,
                NOW,
                0.0,
            )
        };
        assert_eq!(wait(Some("1.5"), None), Some(1_500));
        assert_eq!(wait(Some("0.0001"), None), Some(1));
        assert_eq!(wait(Some("59.9990"), None), Some(59_999));
        assert_eq!(wait(Some("60.0001"), None), None);
        assert_eq!(wait(None, Some("0.5")), Some(1));
        assert_eq!(wait(None, Some("007")), Some(7));
        let huge = "9".repeat(400);
        assert_eq!(wait(None, Some(&huge)), Some(500), "not finite: ignored");
        assert_eq!(wait(None, Some(&huge[..30])), None, "too long to wait");
    }

    #[test]
    fn retry_after_http_date_is_relative_to_now() {
        // 1_700_000_000 s is Tue, 14 Nov 2023 22:13:20 GMT.
        let date = "Tue, 14 Nov 2023 22:13:30 GMT";
        let wait = policy().next_delay(
            Method::Delete,
            0,
            Outcome::Status(503),
            Some(date),
            None,
            NOW,
            0.0,
        );
        assert_eq!(wait, Some(10_000));
        let past = "Tue, 14 Nov 2023 22:00:00 GMT";
        let wait = policy().next_delay(
            Method::Delete,
            0,
            Outcome::Status(503),
            Some(past),
            None,
            NOW,
            0.0,
        );
        assert_eq!(wait, Some(0));
    }

    #[test]
    fn waits_above_the_cap_are_not_retried() {
        let p = policy();
        let at_cap = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            Some("60"),
            None,
            NOW,
            0.0,
        );
        assert_eq!(at_cap, Some(60_000));
        let over = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            Some("61"),
            None,
            NOW,
            0.0,
        );
        assert_eq!(over, None);
        let over_ms = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            None,
            Some("60001"),
            NOW,
            0.0,
        );
        assert_eq!(over_ms, None);
        let far_date = "Wed, 15 Nov 2023 22:13:20 GMT";
        let over_date = p.next_delay(
            Method::Get,
            0,
            Outcome::Status(429),
            Some(far_date),
            None,
            NOW,
            0.0,
        );
        assert_eq!(over_date, None);
    }

    #[test]
    fn malformed_retry_after_falls_back_to_backoff() {
        for header in ["", "-1", "1e3", "abc", "1.", ".5", "NaN", "inf"] {
            let wait = policy().next_delay(
                Method::Get,
                0,
                Outcome::Status(429),
                Some(header),
                Some(header),
                NOW,
                0.0,
            );
            assert_eq!(wait, Some(500), "{header:?}");
        }
    }

    #[test]
    fn backoff_doubles_and_caps() {
        let p = RetryPolicy::new(10);
        let waits: Vec<_> = (0..7)
            .map(|n| p.next_delay(Method::Get, n, Outcome::Timeout, None, None, NOW, 0.0))
            .collect();
        let expected = [500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000].map(Some);
        assert_eq!(waits, expected);
        let huge = RetryPolicy::new(u32::MAX);
        let wait = huge.next_delay(Method::Get, 200, Outcome::Timeout, None, None, NOW, 0.0);
        assert_eq!(wait, Some(8_000));
    }

    #[test]
    fn jitter_reduces_the_wait_by_at_most_a_quarter() {
        let p = RetryPolicy::new(10);
        for n in 0..6 {
            let full = p.next_delay(Method::Get, n, Outcome::Connection, None, None, NOW, 0.0);
            let full = full.unwrap_or(0);
            for jitter in [0.0, 0.1, 0.5, 0.999_999] {
                let wait =
                    p.next_delay(Method::Get, n, Outcome::Connection, None, None, NOW, jitter);
                let wait = wait.unwrap_or(0);
                assert!(
                    wait <= full && f64::from(wait) > 0.75 * f64::from(full) - 1.0,
                    "{n} {jitter} {wait}"
                );
            }
            let wait = p.next_delay(Method::Get, n, Outcome::Connection, None, None, NOW, 0.5);
            assert_eq!(wait, Some((f64::from(full) * 0.875).round() as u32));
        }
    }

    #[test]
    fn out_of_range_jitter_is_clamped() {
        let p = policy();
        assert_eq!(
            p.next_delay(Method::Get, 0, Outcome::Timeout, None, None, NOW, -3.0),
            Some(500)
        );
        assert_eq!(
            p.next_delay(Method::Get, 0, Outcome::Timeout, None, None, NOW, f64::NAN),
            Some(500)
        );
        assert_eq!(
            p.next_delay(Method::Get, 0, Outcome::Timeout, None, None, NOW, 7.0),
            Some(375)
        );
    }
}
