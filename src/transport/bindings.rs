//! The transport's JavaScript half (browser.js): one import per step, since
//! each distinct call into JavaScript costs the package an import and its
//! glue. The functions use only globals that windows and workers share.
//!
//! A step is a promise that also carries a `stop` function: [`stop`] clears
//! the step's timers and aborts its fetch unless the fetch finished. A failed
//! attempt or read rejects with 0 (the caller's signal aborted it), 1 (its
//! timeout or the stream's idle timeout fired) or the browser's message for
//! a network failure, which never carries request headers.

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use web_sys::AbortSignal;

#[wasm_bindgen(module = "/src/transport/browser.js")]
extern "C" {
    /// Starts a fetch attempt: `fetcher(url, init)` (the global `fetch` when
    /// `None`) under a controller of its own, aborted after `timeout_ms`
    /// (0: never) or when `caller` aborts. `headers` is `name\nvalue\n...`.
    /// The step resolves once the body is read (kept for [`bytes`]) with the
    /// status and, one line each, the headers `names` (space-separated) asks
    /// for: `:value`, or an empty line when absent. A `stream` attempt whose
    /// status is a success resolves as soon as the headers arrive, clears its
    /// timeout and hands its body to [`read`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn send(
        fetcher: Option<&Function>,
        url: &str,
        method: &str,
        headers: &str,
        body: Option<&str>,
        credentials: &str,
        timeout_ms: u32,
        caller: Option<&AbortSignal>,
        stream: bool,
        names: &str,
    ) -> Promise;

    /// Reads a stream attempt's next chunk: resolves `true` with the chunk
    /// kept for [`bytes`], or `false` at the end of the body; rejects with 1
    /// when no chunk arrives for `idle_timeout_ms` (0: no limit).
    pub(super) fn read(step: &Promise, idle_timeout_ms: u32) -> Promise;

    /// The body of a finished attempt, or the chunk the last read brought.
    pub(super) fn bytes(step: &Promise) -> Vec<u8>;

    /// Resolves after `ms` with `true`, or as soon as `signal` aborts (or at
    /// once when it already has) with `false`.
    pub(super) fn wait(ms: u32, signal: Option<&AbortSignal>) -> Promise;

    /// Lets go of a step: clears its timers, aborts its fetch if unfinished.
    pub(super) fn stop(step: &Promise);
}
