//! The decisions of the package's one-shot calls (send.js): the request to
//! send, and after each attempt the answer, a retry after a wait, or the
//! error. send.js only sends with `fetch`, waits and parses, so a call
//! crosses into the wasm twice and makes no Rust future, closure or promise.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::client::Call;
use crate::protocol::http::Operation; // FIXME
use crate::protocol::lifecycle::Attempts;
use crate::protocol::response::{next_offset, page_info, Error};
use crate::protocol::retry::RetryPolicy;

use super::attempt::{on_failure, on_response};
use super::call::{action, read_call, Action};
use super::errors::to_js;
use super::fault::{invalid_answer, invalid_request};
use super::request_text::RequestText;
use super::text;
use super::wasm_client::WasmClient;

/// What a call's answer becomes in JavaScript.
#[derive(Clone, Copy)]
#[repr(u8)]
enum AnswerKind {
    /// Nothing: `undefined` (a delete).
    Nothing = 0,
    /// The parsed record.
    Record = 1,
    /// A page: `{ items, has_more, next_offset }`.
    Page = 2,
}

#[wasm_bindgen]
impl WasmClient {
    /// Builds the request of one-shot operation `op` from its arguments, as
    /// one text ([`RequestText`]: method, URL, credentials, the client's
    /// timeoutMs and maxRetries (send.js applies the call's options),
    /// answerKind, offset and body, both empty when none, then
    /// the headers), or the `ValidationError` naming the argument at fault,
    /// for recovery.js's `protect` to throw. `fault` is what faults.js found
    /// wrong with the body (`path\0rule\0detail`), if anything: the core
    /// refuses it in its place among the arguments' checks. Internal:
    /// prepared.js's.
    // The exports of this file return their errors instead of throwing
    // them: a `Result` return costs each export about 100 bytes of wasm.
    pub fn prepare(
        &self,
        op: JsValue,
        id: JsValue,
        params: JsValue,
        query: JsValue,
        fault: JsValue,
    ) -> JsValue {
        let fault = fault.as_string();
        self.prepared(&text(&op), &id, &params, &query, fault.as_deref())
            .unwrap_or_else(to_js)
    }

    /// The verdict on an attempt's response of `op`, after `retries`
    /// retries of at most `maxRetries`: `undefined` when it answers the
    /// request, the milliseconds to wait before the next attempt, or the
    /// error to report. A success whose body send.js refused comes with
    /// `fault`, what faults.js found wrong with it (empty when it is not
    /// JSON), and is an `InvalidResponseError`. Internal: send.js's.
    // Its texts arrive as JavaScript values, read here (src/js/mod.rs).
    #[allow(clippy::too_many_arguments)] // one crossing, each argument a plain value
    pub fn judge(
        &self,
        op: JsValue,
        retries: u32,
        max_retries: u32,
        status: u16,
        request_id: JsValue,
        retry_after: JsValue,
        retry_after_ms: JsValue,
        body: JsValue,
        fault: JsValue,
    ) -> JsValue {
        let (op, body) = (&text(&op), &text(&body));
        let request_id = request_id.as_string();
        let retry_after = retry_after.as_string();
        let retry_after_ms = retry_after_ms.as_string();
        let fault = fault.as_string();
        if let (true, Some(fault)) = ((200..300).contains(&status), fault) {
            let error = invalid_answer(&fault, body.as_bytes())
                .with_status(status)
                .with_request_id(request_id.as_deref());
            return to_js(error);
        }
        attempts(op, retries, max_retries)
            .and_then(|mut attempts| {
                on_response(
                    &mut attempts,
                    status,
                    request_id,
                    retry_after,
                    retry_after_ms,
                    body.as_bytes(),
                )
            })
            .unwrap_or_else(to_js)
    }

    /// After an attempt of `op` that got no response (`how`: `"aborted"`,
    /// `"timeout"` or `"connection"`, with the browser's `message`): the
    /// milliseconds to wait before the next attempt, or the error to
    /// report. Internal: send.js's.
    pub fn failed(
        &self,
        op: JsValue,
        retries: u32,
        max_retries: u32,
        how: JsValue,
        message: JsValue,
    ) -> JsValue {
        let (op, how) = (text(&op), text(&how));
        attempts(&op, retries, max_retries)
            .and_then(|mut attempts| on_failure(&mut attempts, &how, text(&message)))
            .map_or_else(to_js, JsValue::from)
    }

    /// A list page's `[has_more, next_offset]` from the page's
    /// `X-Has-More` and `X-Next-Offset` and the `offset` it was fetched at:
    /// an offset that does not advance ends the list (no page loop).
    /// Internal: send.js's.
    #[wasm_bindgen(js_name = pageOf)]
    pub fn page_of(offset: Option<f64>, has_more: JsValue, next: JsValue) -> Array {
        let info = page_info(has_more.as_string().as_deref(), next.as_string().as_deref());
        // Offsets are whole numbers the core itself wrote into the query.
        let fetched = offset.map(|offset| offset as u64);
        let has_more = next_offset(fetched, &info).is_some();
        let next = info.next_offset.map_or(JsValue::UNDEFINED, |offset| {
            JsValue::from_f64(offset as f64)
        });
        Array::of2(&JsValue::from_bool(has_more), &next)
    }
}

impl WasmClient {
    fn prepared(
        &self,
        op: &str,
        id: &JsValue,
        params: &JsValue,
        query: &JsValue,
        fault: Option<&str>,
    ) -> Result<JsValue, Error> {
        let op = one_shot(op)?;
        let call: Call = read_call(op, id, params, query)?;
        if let Some(fault) = fault {
            return Err(invalid_request(fault));
        }
        let client = self.client();
        let config = client.config();
        let request = client.build(&call)?;
        let answer = match (op.is_list(), op.response_shape()) {
            (true, _) => AnswerKind::Page,
            (false, Some(_)) => AnswerKind::Record,
            (false, None) => AnswerKind::Nothing,
        };
        let mut text =
            RequestText::new(&request, config, config.timeout_ms(), config.max_retries());
        text.number(answer as u64);
        match call.offset() {
            Some(offset) => text.number(offset),
            None => text.text_field(""),
        }
        // A body is JSON text, never empty.
        text.text_field(request.body.as_deref().unwrap_or_default());
        Ok(text.finish(&request))
    }
}

/// The operation named `name`, if it is sent once and answered whole.
fn one_shot(name: &str) -> Result<Operation, Error> {
    match action(name)? {
        Action::Send(op) if !op.is_stream() => Ok(op),
        _ => Err(Error::invalid_input(
            "operation",
            "is not a one-shot operation",
        )),
    }
}

/// The attempts of `op`'s request after `retries` retries of at most
/// `max_retries`. They check no success's body: send.js did.
fn attempts(op: &str, retries: u32, max_retries: u32) -> Result<Attempts, Error> {
    let op = one_shot(op)?;
    Ok(Attempts::unchecked(op.method(), RetryPolicy::new(max_retries)).after_retries(retries))
}
