//! The organization's concurrency limits.

use crate::core::http::Operation;
use crate::core::model::{OrgLimits, OrgLimitsUpdateParams};

use super::super::call::Call;
use super::super::decode::encode;
use super::super::pending::Pending;
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
    pub fn limits(&self) -> OrganizationLimits<'c> {
        OrganizationLimits {
            client: self.client,
        }
    }
}

/// The organization's limits.
pub struct OrganizationLimits<'c> {
    client: &'c Client,
}

impl<'c> OrganizationLimits<'c> {
    /// Reads them (`GET /org/limits`).
    pub fn retrieve(&self) -> Pending<'c, OrgLimits> {
        Pending::new(
            self.client,
            Ok(Call::new(Operation::RetrieveOrgLimits)),
            finish::json,
        )
    }

    /// Sets the default per-project cap; 0 clears it (`PATCH /org/limits`).
    pub fn update(&self, params: &OrgLimitsUpdateParams) -> Pending<'c, OrgLimits> {
        let call = encode(params).map(|body| Call::new(Operation::UpdateOrgLimits).body(body));
        Pending::new(self.client, call, finish::json)
    }
}
