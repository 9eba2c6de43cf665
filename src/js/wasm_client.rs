//! `WasmClient`: the one wasm-bindgen class behind client.js's `Client`.

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;

use crate::client::{parse_js, Call, Client, Reply, WaitRead};
use crate::protocol::http::{next_offset, page_info, Error, Helper};
use crate::protocol::json::write_u64;

use super::call::{action, body_text, id_text, read_call, Action};
use super::errors::to_js;
use super::events::EventReader;
use super::options::{client_options, progress_request_options, request_options, wait_options};
use super::promise::promise;

/// The client core that client.js's `Client` forwards to. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct WasmClient {
    client: Client,
}

#[wasm_bindgen]
impl WasmClient {
    /// Reads the client options; throws a `ValidationError` naming the one at fault.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<WasmClient, JsValue> {
        let (config, fetch) = client_options(&options).map_err(to_js)?;
        Ok(WasmClient {
            client: Client::with_fetch(config, fetch),
        })
    }

    /// Runs the named operation; resolves with its result: the parsed record,
    /// `undefined` for a delete, or `{ items, has_more, next_offset }` for a list.
    /// `onResponse`, if given, is called with the browser's `Response` of each
    /// attempt of an operation (not of a helper) that got one.
    pub fn call(
        &self,
        op: &str,
        id: JsValue,
        params: JsValue,
        query: JsValue,
        options: JsValue,
        on_response: Option<Function>,
    ) -> Promise {
        let client = self.client.clone();
        let action = action(op);
        promise(Box::pin(async move {
            let args = Args {
                id: &id,
                params: &params,
                query: &query,
                options: &options,
                on_response,
            };
            perform(&client, action, args).await
        }))
    }

    /// Opens the named stream lazily: the reader's first `next()` sends the request.
    pub fn stream(
        &self,
        op: &str,
        id: JsValue,
        query: JsValue,
        options: JsValue,
    ) -> Result<EventReader, JsValue> {
        let opened = (|| {
            let Action::Send(op) = action(op)? else {
                return Err(Error::invalid_input("operation", "is not a stream"));
            };
            let shape = match op.is_stream() {
                true => op.response_shape(),
                false => None,
            };
            let Some(shape) = shape else {
                return Err(Error::invalid_input("operation", "is not a stream"));
            };
            let call = read_call(op, &id, &JsValue::UNDEFINED, &query)?;
            Ok(EventReader::new(
                self.client.clone(),
                call,
                progress_request_options(&options)?,
                shape,
            ))
        })();
        opened.map_err(to_js)
    }
}

/// The arguments of a call, as JavaScript passed them.
struct Args<'a> {
    id: &'a JsValue,
    params: &'a JsValue,
    query: &'a JsValue,
    options: &'a JsValue,
    on_response: Option<Function>,
}

async fn perform(
    client: &Client,
    action: Result<Action, Error>,
    args: Args<'_>,
) -> Result<JsValue, Error> {
    let Args {
        id,
        params,
        query,
        options,
        on_response,
    } = args;
    match action? {
        Action::Send(op) => {
            let mut call = read_call(op, id, params, query)?;
            call.on_response = on_response;
            let options = match op.is_list() {
                true => progress_request_options(options)?,
                false => request_options(options)?,
            };
            let reply = client.execute(&call, &options).await?;
            output(&call, reply)
        }
        Action::Help(Helper::GetOrCreateConnection) => {
            let body = body_text(params)?;
            let record = client
                .auth()
                .connections()
                .get_or_create_raw(body, &request_options(options)?)
                .await?;
            parse_js(&record)
        }
        Action::Help(Helper::WaitForLogin) => {
            let (wait, on_progress) = wait_options(options)?;
            let report = |read: WaitRead<'_>| match &on_progress {
                Some(on_progress) => report_read(on_progress, read),
                None => Ok(()),
            };
            let record = client
                .auth()
                .connections()
                .wait_for_login_raw(&id_text(id)?, &wait, &report)
                .await?;
            parse_js(&record)
        }
    }
}

/// Calls `waitForLogin`'s `onProgress` with `{ polls, elapsedMs, connection }`
/// (the record parsed with the rest, in one `JSON.parse`). A throw ends the
/// wait; client.js rejects it with what was thrown.
fn report_read(on_progress: &js_sys::Function, read: WaitRead<'_>) -> Result<(), Error> {
    let mut head = String::from("{\"polls\":");
    write_u64(&mut head, u64::from(read.polls));
    head.push_str(",\"elapsedMs\":");
    write_u64(&mut head, read.elapsed_ms);
    head.push_str(",\"connection\":");
    let mut progress = head.into_bytes();
    progress.extend_from_slice(read.body);
    progress.push(b'}');
    on_progress
        .call1(&JsValue::NULL, &parse_js(&progress)?)
        .map(drop)
        .map_err(|_| Error::aborted())
}

/// What the call's promise resolves with.
fn output(call: &Call, reply: Reply) -> Result<JsValue, Error> {
    let op = call.op;
    if op.is_list() {
        let info = page_info(
            reply.headers.has_more.as_deref(),
            reply.headers.next_offset.as_deref(),
        );
        // An offset that does not advance ends the list (no page loop).
        let has_more = next_offset(call.offset(), &info).is_some();
        // The page around the items parsed where they lie: a large page's
        // text is not copied again, nor wasm memory grown to hold it twice.
        let page = Object::new();
        // Setting a property of a fresh plain object cannot fail.
        let set = |key: &str, value: &JsValue| drop(Reflect::set(&page, &key.into(), value));
        set("items", &parse_js(&reply.body)?);
        set("has_more", &JsValue::from_bool(has_more));
        if let Some(offset) = info.next_offset {
            set("next_offset", &JsValue::from_f64(offset as f64));
        }
        return Ok(page.into());
    }
    match op.response_shape() {
        Some(_) => parse_js(&reply.body),
        None => Ok(JsValue::UNDEFINED),
    }
}
