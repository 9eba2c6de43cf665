//! The wasm core of the npm package, built as two modules so that a page
//! loads only what it uses (scripts/build-pkg.sh):
//!
//! - the calls module (feature `js-calls`), which `init()` loads: JavaScript's
//!   `Client` (client.js) keeps the resource tree and sends each one-shot
//!   request from send.js, which asks [`WasmClient::prepare`] for the
//!   request and [`WasmClient::judge`] for the verdict on each answer;
//!   event streams run in stream.js over the `StreamCore` that
//!   [`WasmClient::stream`] makes, which answers each connection's events
//!   and end;
//! - the flows module (feature `js-flows`) of the managed-auth login flows,
//!   which flows.js loads at the first helper or login session: the helpers
//!   (`getOrCreate`, `waitForLogin`) run in [`WasmClient::help`], and
//!   session.js's `ManagedAuthSession` forwards to `WasmSession`.
//!
//! Few entry points keep the wasm-bindgen glue, and so the bundle, small.
//! For the same reason the calls module's exports take their texts as
//! JavaScript values, read in the wasm with [`text`]: the glue copies a
//! `&str` or `String` argument into wasm memory with code of its own at
//! every export (about 120 bytes of gzip for `judge`'s six), where a
//! JavaScript value crosses as is and one import of the glue reads any.

mod allocator;
#[cfg(feature = "js-calls")]
mod attempt;
mod call;
mod errors;
#[cfg(feature = "js-calls")]
mod fault;
#[cfg(feature = "js-flows")]
mod flows;
#[cfg(feature = "js-flows")]
mod panic;
#[cfg(feature = "js-flows")]
mod promise;
#[cfg(feature = "js-calls")]
mod request_text;
#[cfg(feature = "js-calls")]
mod send;
#[cfg(feature = "js-calls")]
mod stream;
mod types;
mod wasm_client;
#[cfg(feature = "js-flows")]
mod wasm_session;
#[cfg(feature = "js-flows")]
mod watch;

/// A text argument of an export: the string JavaScript passed, or an empty
/// text for any other value (none of the package's own modules passes one).
pub(crate) fn text(value: &wasm_bindgen::JsValue) -> String {
    value.as_string().unwrap_or_default()
}

/// A count argument of an export: an option options.js read (a
/// non-negative integer), or `-1` for one not set. A plain number crosses
/// with no glue of its own, where an `Option<u32>` costs each argument a
/// conversion in the glue.
pub(crate) fn count(value: f64) -> Option<u32> {
    (value >= 0.0).then_some(value as u32)
}

/// A request's options from an export's arguments, as options.js read
/// them: its timeout and retries (`-1` when not set) and its signal.
#[cfg(feature = "js-flows")]
pub(crate) fn request_options(
    timeout: f64,
    max_retries: f64,
    signal: wasm_bindgen::JsValue,
) -> crate::client::RequestOptions {
    crate::client::RequestOptions {
        timeout_ms: count(timeout),
        max_retries: count(max_retries),
        signal: given(signal),
        ..crate::client::RequestOptions::default()
    }
}

/// An object argument of an export (a `fetch`, a signal, a function)
/// options.js checked is one, or `undefined` for none.
pub(crate) fn given<T: wasm_bindgen::JsCast>(value: wasm_bindgen::JsValue) -> Option<T> {
    (!value.is_undefined()).then(|| wasm_bindgen::JsCast::unchecked_into(value))
}
