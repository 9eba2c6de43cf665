//! `WasmClient`: the one wasm-bindgen class behind client.js's `Client`, in
//! both modules. Its one-shot calls' requests are in prepare.rs, its
//! streams in stream.rs, its helpers in flows.rs.

use js_sys::Object;
use wasm_bindgen::prelude::*;

use crate::client::Client;
use crate::protocol::request::{ClientConfig, CredentialsMode, Secret, StreamMode};

use super::errors::to_js;
use super::read::{count, given, member, text, text_pair};

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
    /// The client of `options`, the client's own copy of the options it was
    /// made with (`ClientOptions`, which options.js checked: each member of
    /// its type, or `undefined` or `null` for the default). Throws a
    /// `ValidationError` naming the option whose value the core refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<WasmClient, JsValue> {
        let option = |name| member(&options, name);
        let mut builder = ClientConfig::builder();
        builder.base_url = option("baseURL").as_string();
        builder.api_key = option("apiKey").as_string().map(Secret::from);
        builder.project_id = option("projectID").as_string();
        builder.project_header = option("projectHeader").as_string();
        builder.timeout_ms = count(&option("timeout"));
        builder.max_retries = count(&option("maxRetries"));
        if let Some(headers) = given::<Object>(option("defaultHeaders")) {
            for entry in Object::entries(&headers).iter() {
                builder.default_headers.push(text_pair(&entry));
            }
        }
        let credentials = text(&option("credentials"));
        if let Some(mode) = CredentialsMode::ALL
            .into_iter()
            .find(|mode| mode.as_str() == credentials)
        {
            builder.credentials = mode;
        }
        if text(&option("stream")) == StreamMode::EventSource.as_str() {
            builder.stream_mode = StreamMode::EventSource;
        }
        let config = builder.build().map_err(to_js)?;
        Ok(WasmClient {
            client: Client::with_fetch(config, given(option("fetch"))),
        })
    }
}
