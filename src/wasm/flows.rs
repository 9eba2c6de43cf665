//! The flows module's part of `WasmClient`: the SDK's helpers
//! (`getOrCreate`, `waitForLogin`, named as the API's description names
//! them), which may send several requests. client.js reaches them through
//! flows.js, which loads this module at their first use.

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;

use crate::client::{parse_js, WaitOptions, WaitRead};
use crate::protocol::json::write_u64;
use crate::protocol::response::Error;

use super::client::WasmClient;
use super::promise::promise;
use super::read::{count, given, member, object_text, path_text, request_options};

#[wasm_bindgen]
impl WasmClient {
    /// `getOrCreate`: creates the connection `params` describes, or reads
    /// the one that exists for its profile and domain; resolves with it.
    /// `options` are the request's (`timeout`, `maxRetries`, `signal`, as
    /// options.js read them).
    #[wasm_bindgen(js_name = getOrCreate)]
    pub fn get_or_create(&self, params: JsValue, options: JsValue) -> Promise {
        let client = self.client().clone();
        let body = object_text(&params, "params");
        let options = request_options(&options);
        promise(Box::pin(async move {
            let record = client
                .auth()
                .connections()
                .get_or_create_raw(body?, &options)
                .await?;
            parse_js(&record)
        }))
    }

    /// `waitForLogin`: resolves with connection `id` once its flow is no
    /// longer in progress. `options` are the wait's (`pollInterval`,
    /// `signal`, `onProgress`, as options.js read them).
    #[wasm_bindgen(js_name = waitForLogin)]
    pub fn wait_for_login(&self, id: JsValue, options: JsValue) -> Promise {
        let client = self.client().clone();
        let id = path_text(&id, "id");
        let mut wait = WaitOptions::default();
        if let Some(interval) = count(&member(&options, "pollInterval")) {
            wait.poll_interval_ms = interval;
        }
        wait.signal = given(member(&options, "signal"));
        let on_progress: Option<Function> = given(member(&options, "onProgress"));
        promise(Box::pin(async move {
            let report = |read: WaitRead<'_>| match &on_progress {
                Some(on_progress) => report_read(on_progress, read),
                None => Ok(()),
            };
            let record = client
                .auth()
                .connections()
                .wait_for_login_raw(&id?, &wait, &report)
                .await?;
            parse_js(&record)
        }))
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
