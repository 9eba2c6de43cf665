//! The flows module's part of `WasmClient`: the SDK's helpers
//! (`getOrCreate`, `waitForLogin`), which may send several requests.
//! client.js reaches them through flows.js, which loads this module at their
//! first use.

use js_sys::Promise;
use wasm_bindgen::prelude::*;

use crate::client::{parse_js, Client, WaitRead};
use crate::protocol::http::{Error, Helper};
use crate::protocol::json::write_u64;

use super::call::{action, body_text, id_text, Action};
use super::options::{request_options, wait_options};
use super::promise::promise;
use super::wasm_client::WasmClient;

#[wasm_bindgen]
impl WasmClient {
    /// Runs the named helper of the SDK (`getOrCreate`, `waitForLogin`),
    /// which may send several requests; resolves with the connection.
    pub fn help(&self, name: &str, id: JsValue, params: JsValue, options: JsValue) -> Promise {
        let client = self.client().clone();
        let helper = match action(name) {
            Ok(Action::Help(helper)) => Ok(helper),
            Ok(Action::Send(_)) | Err(_) => Err(Error::invalid_input(
                "operation",
                "is not a helper of the SDK",
            )),
        };
        promise(Box::pin(async move {
            perform(&client, helper?, &id, &params, &options).await
        }))
    }
}

async fn perform(
    client: &Client,
    helper: Helper,
    id: &JsValue,
    params: &JsValue,
    options: &JsValue,
) -> Result<JsValue, Error> {
    match helper {
        Helper::GetOrCreateConnection => {
            let body = body_text(params)?;
            let record = client
                .auth()
                .connections()
                .get_or_create_raw(body, &request_options(options)?)
                .await?;
            parse_js(&record)
        }
        Helper::WaitForLogin => {
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
