//! Waiting without blocking: retry backoff and polling on `setTimeout`,
//! cut short by the caller's `AbortSignal`.

use web_sys::AbortSignal;

use super::bindings::wait;
use super::step::{delay, settle, Step};

/// Resolves after `ms` milliseconds.
pub async fn sleep(ms: u32) {
    sleep_unless_aborted(ms, None).await;
}

/// Resolves after `ms` milliseconds, or as soon as `signal` aborts. Answers
/// `false` when the signal aborted (before or during the wait). Dropping the
/// future clears the timer and the abort listener.
pub async fn sleep_unless_aborted(ms: u32, signal: Option<&AbortSignal>) -> bool {
    let step = Step(wait(delay(ms), signal));
    // A wait never rejects.
    settle(step.0.clone())
        .await
        .is_ok_and(|done| done.is_truthy())
}
