//! The flows module's part of `WasmClient`: the SDK's helpers
//! (`getOrCreate`, `waitForLogin`), which may send several requests.
//! client.js reaches them through flows.js, which loads this module at their
//! first use.

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;

use crate::client::{parse_js, Client, RequestOptions, WaitOptions, WaitRead};
use crate::protocol::http::Helper; // FIXME
use crate::protocol::json::write_u64;
use crate::protocol::response::Error;

use super::call::{action, body_text, id_text, Action};
use super::promise::promise;
use super::wasm_client::WasmClient;
use super::{count, given, request_options};

#[wasm_bindgen]
impl WasmClient {
    /// Runs the named helper of the SDK (`getOrCreate`, `waitForLogin`),
    /// which may send several requests; resolves with the connection. The
    /// options are the ones options.js read (`-1` or `undefined` when not
    /// set): `getOrCreate`'s request options, or `waitForLogin`'s poll
    /// interval, signal and `onProgress`.
    #[allow(clippy::too_many_arguments)]
    pub fn help(
        &self,
        name: &str,
        id: JsValue,
        params: JsValue,
        timeout: f64,
        max_retries: f64,
        poll_interval: f64,
        signal: JsValue,
        on_progress: JsValue,
    ) -> Promise {
        let client = self.client().clone();
        let helper = match action(name) {
            Ok(Action::Help(helper)) => Ok(helper),
            Ok(Action::Send(_)) | Err(_) => Err(Error::invalid_input(
                "operation",
                "is not a helper of the SDK",
            )),
        };
        let options = HelperOptions {
            request: request_options(timeout, max_retries, signal),
            poll_interval: count(poll_interval),
            on_progress: given(on_progress),
        };
        promise(Box::pin(async move {
            perform(&client, helper?, &id, &params, options).await
        }))
    }
}

/// A helper's options, as options.js read them.
struct HelperOptions {
    /// `getOrCreate`'s; `waitForLogin` takes its signal.
    request: RequestOptions,
    poll_interval: Option<u32>,
    on_progress: Option<Function>,
}

async fn perform(
    client: &Client,
    helper: Helper,
    id: &JsValue,
    params: &JsValue,
    options: HelperOptions,
) -> Result<JsValue, Error> {
    match helper {
        Helper::GetOrCreateConnection => {
            let body = body_text(params)?;
            let record = client
                .auth()
                .connections()
                .get_or_create_raw(body, &options.request)
                .await?;
            parse_js(&record)
        }
        Helper::WaitForLogin => {
            let mut wait = WaitOptions::default();
            if let Some(interval) = options.poll_interval {
                wait.poll_interval_ms = interval;
            }
            wait.signal = options.request.signal;
            let on_progress = options.on_progress;
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
