//! The time and the randomness the retry and reconnection policies take as
//! inputs (the core's policies are pure functions of them).

/// Milliseconds since the Unix epoch (`Date.now()`), to read an HTTP-date
/// `Retry-After` against.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A number in `[0, 1)` (`Math.random()`): the jitter of retry and
/// reconnection waits.
pub fn random() -> f64 {
    js_sys::Math::random()
}
