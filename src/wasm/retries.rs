//! The verdicts of the package's attempt loop (attempt.js): after each
//! attempt of a one-shot call or of a stream's opening that is not a plain
//! success, the core's [`Attempts`] says whether the answer stands, when
//! to try again, or which error to report. The loop keeps the request's
//! attempts in JavaScript, as an `AttemptState` (`method`, `maxRetries`,
//! and `retries`, which it counts up with each wait the core gives).

use wasm_bindgen::prelude::*;
use web_sys::Response;

use crate::protocol::api::Method;
use crate::protocol::lifecycle::{Attempts, FailedAttempt, ResponseHead, Verdict};
use crate::protocol::retry::RetryPolicy;
use crate::transport::{now_ms, random};

use super::client::WasmClient;
use super::errors::to_js;
use super::fault::invalid_answer;
use super::read::{count, member, text};

/// How an attempt got no response.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The caller's signal aborted it.
    Aborted,
    /// No response within the timeout.
    Timeout,
    /// The network failed (the browser's message says how).
    Connection,
}

/// The attempts an `AttemptState` describes.
fn attempts(state: &JsValue) -> Attempts {
    let method = Method::from_name(&text(&member(state, "method"))).unwrap_or(Method::Get);
    let max_retries = count(&member(state, "maxRetries")).unwrap_or(0);
    Attempts::unchecked(method, RetryPolicy::new(max_retries))
        .after_retries(count(&member(state, "retries")).unwrap_or(0))
}

#[wasm_bindgen]
impl WasmClient {
    /// The verdict on `response` of the request `state` describes: its
    /// `body` (the text read, for a one-shot call or a refused opening)
    /// and, for a success whose body call.js refused, `fault`, what
    /// faults.js found wrong with it (empty when it is not JSON).
    /// `undefined` when the response answers the request, the milliseconds
    /// to wait before the next attempt, or the error. Internal: attempt.js's.
    pub fn answered(state: JsValue, response: &Response, body: JsValue, fault: JsValue) -> JsValue {
        let body = text(&body);
        let headers = response.headers();
        let header = |name| headers.get(name).ok().flatten();
        let (request_id, retry_after, retry_after_ms) = (
            header("x-request-id"),
            header("retry-after"),
            header("retry-after-ms"),
        );
        let status = response.status();
        if let (true, Some(fault)) = ((200..300).contains(&status), fault.as_string()) {
            let error = invalid_answer(&fault, body.as_bytes())
                .with_status(status)
                .with_request_id(request_id.as_deref());
            return to_js(error);
        }
        let head = ResponseHead {
            status,
            request_id: request_id.as_deref(),
            retry_after: retry_after.as_deref(),
            retry_after_ms: retry_after_ms.as_deref(),
        };
        match attempts(&state).on_response(head, body.as_bytes(), now_ms(), random()) {
            Verdict::Answer => JsValue::UNDEFINED,
            Verdict::RetryAfter(delay) => delay.into(),
            Verdict::Fail(error) => to_js(error),
        }
    }

    /// The verdict after an attempt of the request `state` describes that
    /// got no response (`how`, with the browser's `message`): the
    /// milliseconds to wait before the next attempt, or the error.
    /// Internal: attempt.js's.
    pub fn failed(state: JsValue, how: Failure, message: JsValue) -> JsValue {
        let failure = match how {
            Failure::Aborted => FailedAttempt::Aborted,
            Failure::Timeout => FailedAttempt::Timeout,
            Failure::Connection => FailedAttempt::Connection(text(&message)),
        };
        match attempts(&state).on_failure(failure, now_ms(), random()) {
            Ok(delay) => delay.into(),
            Err(error) => to_js(error),
        }
    }
}
