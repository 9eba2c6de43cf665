//! `WasmClient`: the one wasm-bindgen class behind client.js's `Client`, in
//! both modules: its one-shot calls are in send.rs, its helpers and streams
//! in flows.rs.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::client::Client;
use crate::protocol::request::{ClientConfig, CredentialsMode, Secret, StreamMode};

use super::errors::to_js;
use super::{count, given, text};

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
    /// The client of the options options.js read (`clientSettings`): each
    /// text and object is `undefined` when not set, each count `-1`, and
    /// `headers` the default headers' names and values in turn. Throws a `ValidationError` naming the
    /// option whose value the core refuses.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        base_url: JsValue,
        api_key: JsValue,
        project_id: JsValue,
        project_header: JsValue,
        timeout: f64,
        max_retries: f64,
        headers: JsValue,
        credentials: JsValue,
        event_source: bool,
        fetch: JsValue,
    ) -> Result<WasmClient, JsValue> {
        let mut builder = ClientConfig::builder();
        builder.base_url = base_url.as_string();
        builder.api_key = api_key.as_string().map(Secret::from);
        builder.project_id = project_id.as_string();
        builder.project_header = project_header.as_string();
        builder.timeout_ms = count(timeout);
        builder.max_retries = count(max_retries);
        if let Some(headers) = given::<Array>(headers) {
            let mut parts = headers.iter().map(|part| text(&part));
            while let (Some(name), Some(value)) = (parts.next(), parts.next()) {
                builder.default_headers.push((name, value));
            }
        }
        let credentials = text(&credentials);
        if let Some(mode) = CredentialsMode::ALL
            .into_iter()
            .find(|mode| mode.as_str() == credentials)
        {
            builder.credentials = mode;
        }
        if event_source {
            builder.stream_mode = StreamMode::EventSource;
        }
        let config = builder.build().map_err(to_js)?;
        Ok(WasmClient {
            client: Client::with_fetch(config, given(fetch)),
        })
    }
}
