//! The verdicts of the package's attempt loop (attempt.js): after each
//! attempt of a one-shot call or of a stream's opening, the core's
//! [`Attempts`] says whether the answer stands, when to try again, or
//! which error to report. The loop holds one `Retries` per request from
//! its first attempt that is not a plain success.

use wasm_bindgen::prelude::*;
use web_sys::Response;

use crate::protocol::api::Method;
use crate::protocol::lifecycle::{Attempts, FailedAttempt, ResponseHead, Verdict};
use crate::protocol::response::Error;
use crate::protocol::retry::RetryPolicy;
use crate::transport::{now_ms, random};

use super::client::WasmClient;
use super::errors::error_to_js;
use super::fault::invalid_answer;
use super::read::text;

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

/// The attempts of one request. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct Retries {
    attempts: Attempts,
    /// The error of the last verdict, kept for a stream that reopens
    /// (stream.rs's `refused`).
    refusal: Option<Error>,
}

#[wasm_bindgen]
impl WasmClient {
    /// The attempts of a request sent with `method`, retried at most
    /// `maxRetries` times. Internal: attempt.js's.
    pub fn retries(method: JsValue, max_retries: u32) -> Retries {
        let method = Method::from_name(&text(&method)).unwrap_or(Method::Get);
        Retries {
            attempts: Attempts::unchecked(method, RetryPolicy::new(max_retries)),
            refusal: None,
        }
    }
}

#[wasm_bindgen]
impl Retries {
    /// The verdict on `response`, its `body` (the text read, for a one-shot
    /// call or a refused opening) and, for a success whose body call.js
    /// refused, `fault`: what faults.js found wrong with it (empty when it
    /// is not JSON). `undefined` when the response answers the request, the
    /// milliseconds to wait before the next attempt, or the error.
    pub fn answered(&mut self, response: &Response, body: JsValue, fault: JsValue) -> JsValue {
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
            return self.refuse(error);
        }
        let head = ResponseHead {
            status,
            request_id: request_id.as_deref(),
            retry_after: retry_after.as_deref(),
            retry_after_ms: retry_after_ms.as_deref(),
        };
        match self
            .attempts
            .on_response(head, body.as_bytes(), now_ms(), random())
        {
            Verdict::Answer => JsValue::UNDEFINED,
            Verdict::RetryAfter(delay) => delay.into(),
            Verdict::Fail(error) => self.refuse(error),
        }
    }

    /// The verdict after an attempt that got no response (`how`, with the
    /// browser's `message`): the milliseconds to wait before the next
    /// attempt, or the error.
    pub fn failed(&mut self, how: Failure, message: JsValue) -> JsValue {
        let failure = match how {
            Failure::Aborted => FailedAttempt::Aborted,
            Failure::Timeout => FailedAttempt::Timeout,
            Failure::Connection => FailedAttempt::Connection(text(&message)),
        };
        match self.attempts.on_failure(failure, now_ms(), random()) {
            Ok(delay) => delay.into(),
            Err(error) => self.refuse(error),
        }
    }
}

impl Retries {
    /// `error` as JavaScript's, kept as the refusal.
    fn refuse(&mut self, error: Error) -> JsValue {
        let refused = error_to_js(&error);
        self.refusal = Some(error);
        refused
    }

    /// The error of the last verdict, if it was one.
    pub(super) fn take_refusal(&mut self) -> Option<Error> {
        self.refusal.take()
    }
}
