//! `new Client(options)` and its resource getters.

use wasm_bindgen::prelude::*;

use crate::client::Client;

use super::errors::to_js;
use super::options::client_options;
use super::resources::{AuthResource, BrowsersResource, OrganizationResource, ProjectsResource};

/// A client of the service.
#[wasm_bindgen(js_name = Client)]
pub struct JsClient {
    client: Client,
}

#[wasm_bindgen(js_class = Client)]
impl JsClient {
    /// Creates a client. Throws a `ValidationError` naming the option at fault.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "ClientOptions")] options: JsValue) -> Result<JsClient, JsValue> {
        let (config, fetch) = client_options(&options).map_err(|e| to_js(&e))?;
        Ok(JsClient {
            client: Client::with_fetch(config, fetch),
        })
    }

    /// Managed auth: auth connections.
    #[wasm_bindgen(getter)]
    pub fn auth(&self) -> AuthResource {
        AuthResource::new(&self.client)
    }

    /// Projects and their limits.
    #[wasm_bindgen(getter)]
    pub fn projects(&self) -> ProjectsResource {
        ProjectsResource::new(&self.client)
    }

    /// The organization's limits.
    #[wasm_bindgen(getter)]
    pub fn organization(&self) -> OrganizationResource {
        OrganizationResource::new(&self.client)
    }

    /// Browser sessions: log streams.
    #[wasm_bindgen(getter)]
    pub fn browsers(&self) -> BrowsersResource {
        BrowsersResource::new(&self.client)
    }
}
