//! One request's attempts: after each, the answer, a retry after a wait, or
//! the error to report.

use crate::protocol::api::Method;
use crate::protocol::response::{error_from_response, Error};
use crate::protocol::retry::{Outcome, RetryPolicy};
use crate::protocol::schema::Ty;
use crate::protocol::validate::{check_response, BodyCheck};

/// What the transport saw of a response: its status and the headers the
/// decisions read.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResponseHead<'a> {
    /// The HTTP status.
    pub status: u16,
    /// The service's request id (`X-Request-Id`), for errors.
    pub request_id: Option<&'a str>,
    /// `Retry-After`, as sent.
    pub retry_after: Option<&'a str>,
    /// `retry-after-ms`, as sent.
    pub retry_after_ms: Option<&'a str>,
}

/// How an attempt failed before a response arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FailedAttempt {
    /// The network failed, or the response was cut off.
    Connection(String),
    /// No response within the attempt's timeout.
    Timeout,
    /// The caller aborted.
    Aborted,
}

/// What to do after an attempt.
#[derive(Debug)]
#[non_exhaustive]
pub enum Verdict {
    /// The response answers the request (its whole body, if read, is
    /// valid).
    Answer,
    /// Send the request again after this many milliseconds.
    RetryAfter(u32),
    /// The request failed with this error.
    Fail(Error),
}

/// The attempts of one request.
///
/// ```
/// use browser_cloud_sdk::protocol::api::Method;
/// use browser_cloud_sdk::protocol::retry::RetryPolicy;
/// use browser_cloud_sdk::protocol::lifecycle::{Attempts, ResponseHead, Verdict};
///
/// let mut attempts = Attempts::new(Method::Get, RetryPolicy::new(2), None);
/// let busy = ResponseHead { status: 503, ..ResponseHead::default() };
/// assert!(matches!(attempts.on_response(busy, b"", 0.0, 0.0), Verdict::RetryAfter(500)));
/// let ok = ResponseHead { status: 200, ..ResponseHead::default() };
/// assert!(matches!(attempts.on_response(ok, b"{}", 0.0, 0.0), Verdict::Answer));
/// assert_eq!(attempts.retries(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Attempts {
    method: Method,
    policy: RetryPolicy,
    /// The type a success's body is checked against, and the check.
    answer: Option<(&'static Ty, BodyCheck)>,
    retries: u32,
}

impl Attempts {
    /// The attempts of a request with `method`, retried as `policy` says.
    /// A success's body is checked against `answer_type` when given (a
    /// body read whole; a stream's events are checked one by one).
    pub fn new(method: Method, policy: RetryPolicy, answer_type: Option<&'static Ty>) -> Self {
        Attempts {
            method,
            policy,
            answer: answer_type.map(|ty| (ty, check_response as BodyCheck)),
            retries: 0,
        }
    }

    /// The attempts of a request whose success's body the caller checks
    /// itself: the npm package's calls module, whose JavaScript checks it
    /// (src/js/faults.js), and which so carries no validator.
    pub fn unchecked(method: Method, policy: RetryPolicy) -> Self {
        Attempts {
            method,
            policy,
            answer: None,
            retries: 0,
        }
    }

    /// The same attempts with `retries` retries already decided: for an
    /// edge that keeps the count itself between attempts (the npm
    /// package's attempt loop, which crosses into the wasm only for a
    /// verdict).
    pub fn after_retries(mut self, retries: u32) -> Self {
        self.retries = retries;
        self
    }

    /// Retries decided so far.
    pub fn retries(&self) -> u32 {
        self.retries
    }

    /// After a response with `head` and `body` (empty for a stream), at
    /// `now_ms` with `jitter` in `[0, 1)`: a success is the answer if its
    /// body is valid; a failure is retried or reported.
    pub fn on_response(
        &mut self,
        head: ResponseHead<'_>,
        body: &[u8],
        now_ms: f64,
        jitter: f64,
    ) -> Verdict {
        if (200..300).contains(&head.status) {
            return match self.answer.map(|(ty, check)| check(ty, body)) {
                Some(Err(invalid)) => Verdict::Fail(
                    Error::from_invalid_response(invalid)
                        .with_status(head.status)
                        .with_request_id(head.request_id),
                ),
                _ => Verdict::Answer,
            };
        }
        let error = error_from_response(head.status, body, head.request_id);
        match self.retry_or(error, Outcome::Status(head.status), head, now_ms, jitter) {
            Ok(delay) => Verdict::RetryAfter(delay),
            Err(error) => Verdict::Fail(error),
        }
    }

    /// After an attempt that got no response: the wait in milliseconds
    /// before the next attempt, or the error to report.
    pub fn on_failure(
        &mut self,
        failure: FailedAttempt,
        now_ms: f64,
        jitter: f64,
    ) -> Result<u32, Error> {
        let (error, outcome) = match failure {
            FailedAttempt::Aborted => return Err(Error::aborted()),
            FailedAttempt::Timeout => (Error::timeout(), Outcome::Timeout),
            FailedAttempt::Connection(message) => (Error::connection(message), Outcome::Connection),
        };
        self.retry_or(error, outcome, ResponseHead::default(), now_ms, jitter)
    }

    fn retry_or(
        &mut self,
        error: Error,
        outcome: Outcome,
        head: ResponseHead<'_>,
        now_ms: f64,
        jitter: f64,
    ) -> Result<u32, Error> {
        let delay = self.policy.next_delay(
            self.method,
            self.retries,
            outcome,
            head.retry_after,
            head.retry_after_ms,
            now_ms,
            jitter,
        );
        match delay {
            Some(delay) => {
                self.retries += 1;
                Ok(delay)
            }
            None => Err(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::response::ErrorKind;

    fn head(status: u16) -> ResponseHead<'static> {
        ResponseHead {
            status,
            request_id: Some("req_1"),
            ..ResponseHead::default()
        }
    }

    fn failed(verdict: Verdict) -> Error {
        match verdict {
            Verdict::Fail(error) => error,
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[test]
    fn a_get_is_retried_on_5xx_until_the_policy_gives_up() {
        let mut attempts = Attempts::new(Method::Get, RetryPolicy::new(2), None);
        let body = br#"{"code":"internal","message":"down"}"#;
        assert!(matches!(
            attempts.on_response(head(500), body, 0.0, 0.0),
            Verdict::RetryAfter(500)
        ));
        assert!(matches!(
            attempts.on_response(head(502), body, 0.0, 0.0),
            Verdict::RetryAfter(1_000)
        ));
        let error = failed(attempts.on_response(head(503), body, 0.0, 0.0));
        assert_eq!(error.kind(), ErrorKind::InternalServer);
        assert_eq!(error.status(), Some(503));
        assert_eq!(error.request_id(), Some("req_1"));
        assert_eq!(attempts.retries(), 2);
    }

    #[test]
    fn a_post_that_failed_on_the_network_is_never_sent_again() {
        let mut attempts = Attempts::new(Method::Post, RetryPolicy::new(5), None);
        let error = attempts
            .on_failure(FailedAttempt::Connection("reset".into()), 0.0, 0.0)
            .unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Connection);
        assert_eq!(attempts.retries(), 0);
    }

    #[test]
    fn a_post_is_retried_when_the_service_says_it_did_nothing() {
        let mut attempts = Attempts::new(Method::Post, RetryPolicy::new(5), None);
        let busy = ResponseHead {
            retry_after_ms: Some("250"),
            ..head(503)
        };
        assert!(matches!(
            attempts.on_response(busy, b"", 0.0, 0.0),
            Verdict::RetryAfter(250)
        ));
        assert!(matches!(
            attempts.on_response(head(429), b"", 0.0, 0.0),
            Verdict::RetryAfter(_)
        ));
        assert_eq!(
            failed(attempts.on_response(head(409), b"", 0.0, 0.0)).kind(),
            ErrorKind::Conflict
        );
    }

    #[test]
    fn timeouts_are_retried_and_aborts_never_are() {
        let mut attempts = Attempts::new(Method::Get, RetryPolicy::new(1), None);
        assert_eq!(
            attempts.on_failure(FailedAttempt::Timeout, 0.0, 0.0).ok(),
            Some(500)
        );
        let error = attempts.on_failure(FailedAttempt::Timeout, 0.0, 0.0);
        assert_eq!(error.unwrap_err().kind(), ErrorKind::Timeout);
        let mut attempts = Attempts::new(Method::Get, RetryPolicy::new(3), None);
        let error = attempts.on_failure(FailedAttempt::Aborted, 0.0, 0.0);
        assert_eq!(error.unwrap_err().kind(), ErrorKind::UserAbort);
    }

    #[test]
    fn a_success_with_a_body_that_breaks_its_shape_fails_and_is_not_retried() {
        let mut attempts = Attempts::new(
            Method::Get,
            RetryPolicy::new(3),
            crate::protocol::api::RETRIEVE_PROJECT.answer_type(),
        );
        let error = failed(attempts.on_response(head(200), br#"{"id":1}"#, 0.0, 0.0));
        assert_eq!(error.kind(), ErrorKind::InvalidResponse);
        assert_eq!(error.status(), Some(200));
        assert_eq!(error.request_id(), Some("req_1"));
        assert_eq!(attempts.retries(), 0);
        let valid = br#"{"id":"p1","name":"n","status":"active"}"#;
        assert!(matches!(
            attempts.on_response(head(200), valid, 0.0, 0.0),
            Verdict::Answer
        ));
    }

    #[test]
    fn unchecked_attempts_take_any_success_and_judge_failures_alike() {
        let mut attempts = Attempts::unchecked(Method::Get, RetryPolicy::new(1));
        assert!(matches!(
            attempts.on_response(head(200), br#"{"id":1}"#, 0.0, 0.0),
            Verdict::Answer
        ));
        assert!(matches!(
            attempts.on_response(head(503), b"", 0.0, 0.0),
            Verdict::RetryAfter(500)
        ));
        let error = failed(attempts.on_response(head(503), b"", 0.0, 0.0));
        assert_eq!(error.kind(), ErrorKind::InternalServer);
    }

    #[test]
    fn a_requested_wait_longer_than_the_policy_honours_is_reported_at_once() {
        let mut attempts = Attempts::new(Method::Get, RetryPolicy::new(3), None);
        let slow = ResponseHead {
            retry_after: Some("3600"),
            ..head(429)
        };
        assert_eq!(
            failed(attempts.on_response(slow, b"", 0.0, 0.0)).kind(),
            ErrorKind::RateLimit
        );
    }
}
