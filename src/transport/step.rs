//! A step of the transport's JavaScript half (a fetch attempt or a wait),
//! owned by Rust: letting go of it, when it ends or when its future is
//! dropped, clears its timers and aborts its fetch if unfinished.

use js_sys::Promise;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use super::bindings::stop;
use super::failure::Failure;

/// A running step; dropping it lets go of it.
pub(super) struct Step(pub(super) Promise);

impl Drop for Step {
    fn drop(&mut self) {
        stop(&self.0);
    }
}

/// What `promise` (a step, or a read of one) settles with; a rejection is
/// the failure browser.js names: 0 aborted, 1 timed out, a text the browser's
/// message.
pub(super) async fn settle(promise: Promise) -> Result<JsValue, Failure> {
    JsFuture::from(promise)
        .await
        .map_err(|reason| match (reason.as_string(), reason.as_f64()) {
            (Some(message), _) => Failure::Connection(message),
            (None, Some(0.0)) => Failure::Aborted,
            (None, _) => Failure::Timeout,
        })
}

/// `ms` as a timer delay: setTimeout fires at once for delays above `i32::MAX`.
pub(super) fn delay(ms: u32) -> u32 {
    ms.min(i32::MAX as u32)
}
