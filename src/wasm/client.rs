//! `WasmClient`: the one wasm-bindgen class behind client.js's `Client`, in
//! both modules. Its one-shot calls' requests are in prepare.rs, its
//! streams in stream.rs, its helpers in flows.rs.

use js_sys::Object;
use wasm_bindgen::prelude::*;

use crate::client::Client;
use crate::protocol::request::{ClientConfig, CredentialsMode, Secret, StreamMode};

use super::errors::to_js;
use super::read::{count, given, member, text};

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
    /// The client of the options options.js checked (`ClientOptions`), each
    /// an argument of its own, in the order of `clientArgs` (options.js):
    /// each of its type, or `undefined` or `null` for the default. Throws a
    /// `ValidationError` naming the option whose value the core refuses.
    // Arguments rather than one object: reading an object's members by name
    // costs the wasm a lookup and its name's text for each.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        base_url: JsValue,
        api_key: JsValue,
        project_id: JsValue,
        project_header: JsValue,
        timeout: JsValue,
        max_retries: JsValue,
        default_headers: JsValue,
        credentials: JsValue,
        stream: JsValue,
        fetch: JsValue,
    ) -> Result<WasmClient, JsValue> {
        let mut builder = ClientConfig::builder();
        builder.base_url = base_url.as_string();
        builder.api_key = api_key.as_string().map(Secret::from);
        builder.project_id = project_id.as_string();
        builder.project_header = project_header.as_string();
        builder.timeout_ms = count(&timeout);
        builder.max_retries = count(&max_retries);
        if let Some(headers) = given::<Object>(default_headers) {
            for entry in Object::entries(&headers).iter() {
                builder
                    .default_headers
                    .push((text(&member(&entry, "0")), text(&member(&entry, "1"))));
            }
        }
        let credentials = text(&credentials);
        if let Some(mode) = CredentialsMode::ALL
            .into_iter()
            .find(|mode| mode.as_str() == credentials)
        {
            builder.credentials = mode;
        }
        if text(&stream) == StreamMode::EventSource.as_str() {
            builder.stream_mode = StreamMode::EventSource;
        }
        let config = builder.build().map_err(to_js)?;
        Ok(WasmClient {
            client: Client::with_fetch(config, given(fetch)),
        })
    }
}
