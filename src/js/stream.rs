//! The calls module's event streams: `WasmClient.stream` opens a reader
//! that client.js's async iterable pulls batches of events from.

use wasm_bindgen::prelude::*;

use crate::protocol::http::Error;

use super::call::{action, read_call, Action};
use super::errors::to_js;
use super::events::EventReader;
use super::options::progress_request_options;
use super::wasm_client::WasmClient;

#[wasm_bindgen]
impl WasmClient {
    /// Opens the named stream lazily: the reader's first `next()` sends the
    /// request. Gives the reader, or the error in the arguments.
    pub fn stream(&self, op: &str, id: JsValue, query: JsValue, options: JsValue) -> JsValue {
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
                self.client().clone(),
                call,
                progress_request_options(&options)?,
                shape,
            ))
        })();
        // The error is returned, for client.js's `protect` to throw: a
        // `Result` would cost the export a shim in the wasm.
        opened.map_or_else(to_js, JsValue::from)
    }
}
