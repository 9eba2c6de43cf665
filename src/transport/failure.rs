//! How an attempt can fail before the service gives an HTTP status.

/// Why an attempt produced no HTTP response.
#[derive(Clone, Debug, PartialEq, Eq)]
// Only the browser transport makes these; the host one fails first.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub enum Failure {
    /// The network failed: refused, reset, DNS, CORS, or a malformed response.
    Connection(String),
    /// The attempt took longer than its timeout and was aborted.
    Timeout,
    /// The caller's `AbortSignal` fired, or the future was dropped.
    Aborted,
    /// Off wasm32 only: there is no browser to send through, so nothing was
    /// sent (see the [host transport](super#off-wasm32)).
    #[cfg(not(target_arch = "wasm32"))]
    Unsupported,
}
