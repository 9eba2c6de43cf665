//! `client.organization.limits.*`

use js_sys::Promise;
use wasm_bindgen::prelude::*;

use crate::client::{Call, Client};
use crate::core::http::Operation;

use super::super::call::{body_text, run, Output};
use super::super::options::request_options;

/// `client.organization`
#[wasm_bindgen(js_name = OrganizationResource)]
pub struct OrganizationResource {
    client: Client,
}

impl OrganizationResource {
    pub(crate) fn new(client: &Client) -> Self {
        Self { client: client.clone() }
    }
}

#[wasm_bindgen(js_class = OrganizationResource)]
impl OrganizationResource {
    /// The organization's concurrency limit and default per-project cap.
    #[wasm_bindgen(getter)]
    pub fn limits(&self) -> OrgLimitsResource {
        OrgLimitsResource {
            client: self.client.clone(),
        }
    }
}

/// `client.organization.limits`
#[wasm_bindgen(js_name = OrgLimitsResource)]
pub struct OrgLimitsResource {
    client: Client,
}

#[wasm_bindgen(js_class = OrgLimitsResource)]
impl OrgLimitsResource {
    /// Reads the organization's limits.
    #[wasm_bindgen(unchecked_return_type = "Promise<OrgLimits>")]
    pub fn retrieve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        run(&self.client, Ok(Call::new(Operation::RetrieveOrgLimits)), request_options(&options), Output::Json)
    }

    /// Sets the default per-project cap; 0 clears it.
    #[wasm_bindgen(unchecked_return_type = "Promise<OrgLimits>")]
    pub fn update(
        &self,
        #[wasm_bindgen(unchecked_param_type = "OrgLimitsUpdateParams")] params: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RequestOptions | undefined")] options: JsValue,
    ) -> Promise {
        let call = body_text(&params, true).map(|body| Call::new(Operation::UpdateOrgLimits).body(body));
        run(&self.client, call, request_options(&options), Output::Json)
    }
}
