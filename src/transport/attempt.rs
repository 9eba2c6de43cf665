//! What one HTTP attempt is made of, already decided by the core, and how
//! its body is read: the same on every target.

use js_sys::Function;
use web_sys::{AbortSignal, RequestCredentials};

use crate::protocol::model::Upload;
use crate::protocol::request::Form;

/// Everything one attempt needs, already decided by the core.
// The host transport sends nothing, so off wasm32 no field is read.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct Attempt<'a> {
    /// HTTP method, upper case.
    pub method: &'a str,
    /// Absolute URL.
    pub url: &'a str,
    /// Request headers, authorization included.
    pub headers: &'a [(String, String)],
    /// JSON body, if any.
    pub body: Option<&'a str>,
    /// An upload's parts, sent as the browser's `FormData` (which writes
    /// the body and its content type), if any.
    pub form: Option<&'a Form>,
    /// The bytes of a body sent as they are (its content type a header of
    /// the request), if any.
    pub bytes: Option<&'a Upload>,
    /// `fetch`'s credentials mode (cookies for same-origin proxy setups).
    pub credentials: RequestCredentials,
    /// Abort after this many milliseconds; 0 means never.
    pub timeout_ms: u32,
    /// The caller's cancellation signal.
    pub signal: Option<AbortSignal>,
    /// A replacement for the global `fetch`, called as `fetch(url, init)`.
    pub fetch: Option<&'a Function>,
}

/// How to read a successful response's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyMode {
    /// Read it whole, under the attempt's timeout.
    Whole,
    /// Hand it out as a stream once the headers arrive: the attempt's timeout
    /// covers only the wait for headers; this idle timeout (ms, 0 for none)
    /// takes over from there.
    Stream {
        /// Longest wait for the next chunk.
        idle_timeout_ms: u32,
    },
}
