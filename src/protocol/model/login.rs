//! Starting a login flow: `LoginParams` and `LoginResponse`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::browser_config::ProxyRef;
use super::enums::FlowType;
use super::nullable::{not_null, Nullable};
use super::redact::{OptionalSecret, OptionalUrl, UrlWithoutQuery};
use super::telemetry::BrowserTelemetryRequestConfig;
use crate::protocol::setters::setters;

/// Body of `POST /auth/connections/{id}/login`; every field is optional and
/// an omitted one inherits the connection's setting.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct LoginParams {
    /// Proxy for this login's browser session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub proxy: Option<ProxyRef>,
    /// Record this login's browser session (overrides the connection's
    /// `record_session`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub record_session: Option<bool>,
    /// Telemetry for this login's browser session; `null` is distinct from
    /// omitting the field.
    #[serde(default, skip_serializing_if = "Nullable::is_omitted")]
    pub browser_telemetry: Nullable<BrowserTelemetryRequestConfig>,
}

/// Response of `POST /auth/connections/{id}/login`.
///
/// `Debug` hides `handoff_code` and the query of `hosted_url` (which
/// carries the same code).
#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct LoginResponse {
    /// Id of the auth connection.
    pub id: String,
    /// Kind of flow started.
    pub flow_type: FlowType,
    /// When the flow expires (date-time).
    pub flow_expires_at: String,
    /// Hosted-login URL to send the end user to; shaped like
    /// `https://<app>/<route>/{id}?code=<handoff_code>`.
    pub hosted_url: String,
    /// One-time code a page exchanges for a connection-scoped JWT. Secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub handoff_code: Option<String>,
    /// Live browser view for debugging.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub live_view_url: Option<String>,
}

impl fmt::Debug for LoginResponse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LoginResponse")
            .field("id", &self.id)
            .field("flow_type", &self.flow_type)
            .field("flow_expires_at", &self.flow_expires_at)
            .field("hosted_url", &UrlWithoutQuery(&self.hosted_url))
            .field("handoff_code", &OptionalSecret(&self.handoff_code))
            .field("live_view_url", &OptionalUrl(&self.live_view_url))
            .finish()
    }
}

setters!(LoginParams {
    proxy: ProxyRef,
    record_session: bool,
});
