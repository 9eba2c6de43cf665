//! Waiting without blocking: retry backoff on `setTimeout`.

use js_sys::Promise;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::bindings::set_timeout;

/// Resolves after `ms` milliseconds.
pub async fn sleep(ms: u32) {
    let promise = Promise::new(&mut |resolve, _reject| {
        set_timeout(resolve.unchecked_ref(), ms.min(i32::MAX as u32) as i32);
    });
    // A timer promise never rejects.
    let _ = JsFuture::from(promise).await;
}
