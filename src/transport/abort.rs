//! Cancellation: one `AbortController` per attempt, aborted when the attempt
//! times out, when the caller's signal fires, or when the future is dropped.

use js_sys::{Array, Function, Promise};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{AbortController, AbortSignal};

use super::bindings::{abort_signal_any, clear_timeout, set_timeout};

/// A new `AbortController`, for a switch that cancels many attempts at once
/// (a managed-auth session's `close()`); `None` where the platform has none.
#[inline]
pub fn abort_controller() -> Option<AbortController> {
    AbortController::new().ok()
}

/// Owns the abort machinery of one attempt. Dropping it aborts the fetch (so a
/// dropped Rust future stops its request) and clears the timer.
pub struct AbortGuard {
    controller: AbortController,
    caller_signal: Option<AbortSignal>,
    /// The controller's signal joined with the caller's, made once.
    signal: AbortSignal,
    /// Whether [`race`](Self::race) must watch the signal itself.
    watch: bool,
    timer: Option<JsValue>,
    /// The `abort` listener the last [`race`](Self::race) added to the
    /// signal: removed by the next race and by the drop, so a stream read
    /// chunk by chunk holds one, not one per chunk.
    listener: Option<Function>,
    done: bool,
}

impl AbortGuard {
    /// Arms a guard whose signal aborts after `timeout_ms` (none when 0) or
    /// when `caller_signal` aborts. `watch`: whether the promises the guard
    /// is given may ignore its signal (those of a replacement `fetch`, which
    /// [`race`](Self::race) then races against it); the browser's own
    /// `fetch` rejects its response and body reads once the signal aborts.
    /// Returns `None` only where the platform has no `AbortController`.
    pub fn new(timeout_ms: u32, caller_signal: Option<AbortSignal>, watch: bool) -> Option<Self> {
        let controller = AbortController::new().ok()?;
        let signal = join_signals(controller.signal(), caller_signal.as_ref());
        let timer = (timeout_ms > 0).then(|| {
            // A bound `controller.abort` needs no Rust closure to keep alive.
            let abort: Function = js_sys::Reflect::get(&controller, &"abort".into())
                .ok()
                .and_then(|f| f.dyn_into().ok())?;
            let bound = abort.bind0(&controller);
            Some(set_timeout(&bound, timeout_ms.min(i32::MAX as u32) as i32))
        });
        Some(Self {
            controller,
            caller_signal,
            signal,
            watch,
            timer: timer.flatten(),
            listener: None,
            done: false,
        })
    }

    /// The signal to hand to `fetch` and to body reads.
    pub fn signal(&self) -> &AbortSignal {
        &self.signal
    }

    /// `promise`, or a rejection as soon as the attempt's signal aborts, so a
    /// replacement `fetch` or a body that ignores the signal cannot hold a
    /// call past its timeout or the caller's abort. A guard that need not
    /// watch (the browser's `fetch`) hands `promise` back as it is.
    pub fn race(&mut self, promise: &Promise) -> Promise {
        if !self.watch {
            return promise.clone();
        }
        self.unlisten();
        let signal = &self.signal;
        if signal.aborted() {
            return Promise::reject(&JsValue::UNDEFINED);
        }
        // The promise's own `reject` is the listener: no Rust closure to keep.
        let mut listener = None;
        let aborted = Promise::new(&mut |_resolve, reject| {
            let _ = signal.add_event_listener_with_callback("abort", &reject);
            listener = Some(reject);
        });
        self.listener = listener;
        // `race` subscribes to `aborted`, so a late abort is never unhandled.
        Promise::race(&Array::of2(promise, &aborted))
    }

    /// Removes the listener of the last race, whose promise has settled.
    fn unlisten(&mut self) {
        if let Some(listener) = self.listener.take() {
            let _ = self
                .signal
                .remove_event_listener_with_callback("abort", &listener);
        }
    }

    /// Whether the caller asked to abort (as opposed to the timeout firing).
    pub fn caller_aborted(&self) -> bool {
        self.caller_signal
            .as_ref()
            .is_some_and(AbortSignal::aborted)
    }

    /// Whether the timeout fired.
    pub fn timed_out(&self) -> bool {
        self.controller.signal().aborted() && !self.caller_aborted()
    }

    /// Marks the attempt complete: dropping the guard then only clears the timer.
    pub fn finish(mut self) {
        self.done = true;
    }

    /// Stops the timeout without finishing: used once a stream's headers arrive,
    /// since a stream may legitimately run longer than a request's timeout.
    pub fn clear_timeout(&mut self) {
        if let Some(id) = self.timer.take() {
            clear_timeout(&id);
        }
    }
}

/// `signal`, or when `other` is given, a signal that aborts as soon as
/// either does.
pub fn join_signals(signal: AbortSignal, other: Option<&AbortSignal>) -> AbortSignal {
    match other {
        Some(other) => abort_signal_any(&Array::of2(&signal, other)),
        None => signal,
    }
}

impl Drop for AbortGuard {
    fn drop(&mut self) {
        self.clear_timeout();
        self.unlisten();
        if !self.done {
            self.controller.abort();
        }
    }
}
