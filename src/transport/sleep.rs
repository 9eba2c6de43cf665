//! Waiting without blocking: retry backoff and polling on `setTimeout`,
//! cut short by the caller's `AbortSignal`.

use js_sys::{Function, Promise};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::AbortSignal;

use super::bindings::{clear_timeout, set_timeout};

/// Resolves after `ms` milliseconds.
async fn sleep(ms: u32) {
    let promise = Promise::new(&mut |resolve, _reject| {
        set_timeout(resolve.unchecked_ref(), clamp(ms));
    });
    // A timer promise never rejects.
    let _ = JsFuture::from(promise).await;
}

/// Resolves after `ms` milliseconds, or as soon as `signal` aborts. Answers
/// `false` when the signal aborted (before or during the wait).
pub async fn sleep_unless_aborted(ms: u32, signal: Option<&AbortSignal>) -> bool {
    let Some(signal) = signal else {
        sleep(ms).await;
        return true;
    };
    if signal.aborted() {
        return false;
    }
    let mut wait = None;
    let promise = Promise::new(&mut |resolve, _reject| {
        // The promise's own `resolve` is the handler: no Rust closure to keep alive.
        let timer = set_timeout(&resolve, clamp(ms));
        let _ = signal.add_event_listener_with_callback("abort", &resolve);
        wait = Some(Wait {
            signal: signal.clone(),
            resolve,
            timer,
        });
    });
    let _ = JsFuture::from(promise).await;
    drop(wait);
    !signal.aborted()
}

/// The timer and the abort listener of one wait; dropping it (when the wait
/// ends or its future is dropped) removes both.
struct Wait {
    signal: AbortSignal,
    resolve: Function,
    timer: JsValue,
}

impl Drop for Wait {
    fn drop(&mut self) {
        clear_timeout(&self.timer);
        let _ = self
            .signal
            .remove_event_listener_with_callback("abort", &self.resolve);
    }
}

fn clamp(ms: u32) -> i32 {
    ms.min(i32::MAX as u32) as i32
}
