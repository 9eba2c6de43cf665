//! `WasmClient`: the one wasm-bindgen class behind client.js's `Client`, in
//! both modules: its one-shot calls are in send.rs, its helpers and streams
//! in flows.rs.

use wasm_bindgen::prelude::*;

use crate::client::Client;

use super::errors::to_js;
use super::options::client_options;

/// The client core that client.js's `Client` forwards to. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct WasmClient {
    client: Client,
}

impl WasmClient {
    /// The client the core's calls go through.
    pub(super) fn client(&self) -> &Client {
        &self.client
    }
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
}
