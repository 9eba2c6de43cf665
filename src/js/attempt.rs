//! The verdict on one attempt as JavaScript reports it (send.js for a
//! one-shot call, stream.js for a stream's opening), from the core's
//! [`Attempts`].

use wasm_bindgen::JsValue;

use crate::protocol::lifecycle::{Attempts, FailedAttempt, ResponseHead, Verdict};
use crate::protocol::response::Error;
use crate::transport::{now_ms, random};

/// The verdict on an attempt's response, as send.js and stream.js read it:
/// `undefined` when it answers the request, the milliseconds to wait before
/// the next attempt, or the error.
pub(crate) fn on_response(
    attempts: &mut Attempts,
    status: u16,
    request_id: Option<String>,
    retry_after: Option<String>,
    retry_after_ms: Option<String>,
    body: &[u8],
) -> Result<JsValue, Error> {
    let head = ResponseHead {
        status,
        request_id: request_id.as_deref(),
        retry_after: retry_after.as_deref(),
        retry_after_ms: retry_after_ms.as_deref(),
    };
    match attempts.on_response(head, body, now_ms(), random()) {
        Verdict::Answer => Ok(JsValue::UNDEFINED),
        Verdict::RetryAfter(delay) => Ok(delay.into()),
        Verdict::Fail(error) => Err(error),
    }
}

/// After an attempt that got no response (`how`: `"aborted"`, `"timeout"`
/// or `"connection"`, with the browser's `message`): the milliseconds to
/// wait before the next attempt, or the error.
pub(crate) fn on_failure(
    attempts: &mut Attempts,
    how: &str,
    message: String,
) -> Result<u32, Error> {
    let failure = match how {
        "aborted" => FailedAttempt::Aborted,
        "timeout" => FailedAttempt::Timeout,
        _ => FailedAttempt::Connection(message),
    };
    attempts.on_failure(failure, now_ms(), random())
}
