//! Per-request settings that override the client's.

use super::setters::setters;
use web_sys::AbortSignal;

/// Overrides for one request: timeout, retries, cancellation, and for
/// streams the idle timeout and reconnections.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct RequestOptions {
    /// Milliseconds before an attempt is abandoned; the client's when `None`.
    pub timeout_ms: Option<u32>,
    /// Retries after the first attempt; the client's when `None`.
    pub max_retries: Option<u32>,
    /// For streams: milliseconds without a byte (heartbeats count) before the
    /// stream fails with a timeout; the request timeout when `None`.
    pub idle_timeout_ms: Option<u32>,
    /// For streams: reconnections in a row after a drop, an idle timeout, a
    /// 408, 429 or 5xx (0 turns reconnection off); a connection that
    /// delivered events resets the count.
    /// [`DEFAULT_MAX_RECONNECTS`](crate::protocol::sse::DEFAULT_MAX_RECONNECTS)
    /// when `None`.
    pub max_reconnects: Option<u32>,
    /// Aborts the request (and any retry wait) when it fires.
    pub signal: Option<AbortSignal>,
    /// For streams: the id of the last event the caller already has. The
    /// first connection sends it as `Last-Event-ID`, events up to it that
    /// the service sends again are dropped, and reconnections resume after
    /// it until a later event arrives. An `EventSource` cannot send it, so
    /// such a stream reads through fetch in either
    /// [`StreamMode`](crate::StreamMode). From the start (or as the query
    /// says) when `None`.
    pub last_event_id: Option<String>,
}

setters!(RequestOptions {
    timeout_ms: u32,
    max_retries: u32,
    idle_timeout_ms: u32,
    max_reconnects: u32,
    signal: AbortSignal,
    last_event_id: impl Into<String>,
});
