//! The organization's concurrency limits.

use crate::protocol::http::Operation;
use crate::protocol::model::{OrgLimits, OrgLimitsUpdateParams};

use super::super::call::Call;
use super::super::decode::encode;
use super::super::request_builder::RequestBuilder;
use super::super::service_client::Client;
use super::finish;

/// The organization.
pub struct Organization<'c> {
    client: &'c Client,
}

impl<'c> Organization<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// The organization's concurrency limit and default per-project cap.
    pub fn limits(&self) -> OrganizationLimitsResource<'c> {
        OrganizationLimitsResource {
            client: self.client,
        }
    }
}

/// The organization's limits.
pub struct OrganizationLimitsResource<'c> {
    client: &'c Client,
}

impl<'c> OrganizationLimitsResource<'c> {
    /// Reads them (`GET /org/limits`).
    pub fn retrieve(&self) -> RequestBuilder<'c, OrgLimits> {
        RequestBuilder::new(
            self.client,
            Ok(Call::new(Operation::RetrieveOrgLimits)),
            finish::json,
        )
    }

    /// Sets the default per-project cap; 0 clears it (`PATCH /org/limits`).
    pub fn update(&self, params: &OrgLimitsUpdateParams) -> RequestBuilder<'c, OrgLimits> {
        let call = encode(params).map(|body| Call::new(Operation::UpdateOrgLimits).body(body));
        RequestBuilder::new(self.client, call, finish::json)
    }
}
