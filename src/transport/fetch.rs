//! One HTTP attempt through `fetch`: the request goes out under the
//! attempt's timeout and signal, the answer comes back with its body read
//! whole or, for a successful stream, as a [`ByteStream`].

use js_sys::Function;
use web_sys::AbortSignal;

use crate::core::http::CredentialsMode;

use super::bindings;
use super::failure::Failure;
use super::response::{RawResponse, ResponseHeaders};
use super::step::{delay, settle, Step};
use super::stream::ByteStream;

/// Everything one attempt needs, already decided by the core.
pub struct Attempt<'a> {
    /// HTTP method, upper case.
    pub method: &'a str,
    /// Absolute URL.
    pub url: &'a str,
    /// Request headers, authorization included. Names and values must be
    /// valid HTTP header names and values (the core's requests are).
    pub headers: &'a [(String, String)],
    /// JSON body, if any.
    pub body: Option<&'a str>,
    /// `fetch`'s credentials mode (cookies for same-origin proxy setups).
    pub credentials: CredentialsMode,
    /// Abort after this many milliseconds; 0 means never.
    pub timeout_ms: u32,
    /// The caller's cancellation signal.
    pub signal: Option<&'a AbortSignal>,
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

/// Sends the attempt. An error status is always read whole, so its error
/// record can be reported.
pub async fn send(attempt: Attempt<'_>, mode: BodyMode) -> Result<RawResponse, Failure> {
    let mut headers = String::new();
    for (name, value) in attempt.headers {
        if !headers.is_empty() {
            headers.push('\n');
        }
        headers.push_str(name);
        headers.push('\n');
        headers.push_str(value);
    }
    let idle_timeout_ms = match mode {
        BodyMode::Whole => None,
        BodyMode::Stream { idle_timeout_ms } => Some(idle_timeout_ms),
    };
    let step = Step(bindings::send(
        attempt.fetch,
        attempt.url,
        attempt.method,
        &headers,
        attempt.body,
        attempt.credentials.as_str(),
        delay(attempt.timeout_ms),
        attempt.signal,
        idle_timeout_ms.is_some(),
        ResponseHeaders::NAMES,
    ));
    let meta = settle(step.0.clone())
        .await?
        .as_string()
        .unwrap_or_default();
    let (status, headers) = ResponseHeaders::read(&meta);
    match idle_timeout_ms {
        // browser.js streams exactly the successful (`response.ok`) answers.
        Some(idle_timeout_ms) if (200..300).contains(&status) => Ok(RawResponse {
            status,
            headers,
            body: Vec::new(),
            stream: Some(ByteStream::new(step, idle_timeout_ms)),
        }),
        _ => Ok(RawResponse {
            status,
            headers,
            body: bindings::bytes(&step.0),
            stream: None,
        }),
    }
}
