//! Per-request settings that override the client's.

use web_sys::AbortSignal;

/// Overrides for one request: timeout, retries, cancellation.
#[derive(Clone, Debug, Default)]
pub struct RequestOptions {
    /// Milliseconds before an attempt is abandoned; the client's when `None`.
    pub timeout_ms: Option<u32>,
    /// Retries after the first attempt; the client's when `None`.
    pub max_retries: Option<u32>,
    /// For streams: milliseconds without a byte (heartbeats count) before the
    /// stream fails with a timeout; the request timeout when `None`.
    pub idle_timeout_ms: Option<u32>,
    /// Aborts the request (and any retry wait) when it fires.
    pub signal: Option<AbortSignal>,
}
