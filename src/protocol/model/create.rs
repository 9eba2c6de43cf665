//! Requests that create and update an auth connection.
//!
//! Every optional field is left off the wire when unset, so the service
//! applies its own defaults; the defaults it states are documented on each
//! field.

use serde::{Deserialize, Serialize};

use super::browser_config::{ManagedAuthBrowserConfig, ProxyRef};
use super::credential::CredentialReference;
use super::nullable::{not_null, Nullable};
use super::telemetry::BrowserTelemetryRequestConfig;
use crate::protocol::setters::setters;

/// Body of `POST /auth/connections`.
///
/// ```
/// use browser_cloud_sdk::protocol::model::{AuthConnectionCreateParams, CredentialReference};
///
/// let params = AuthConnectionCreateParams::new("example.com", "work")
///     .credential(CredentialReference::named("example-login"))
///     .health_check_interval(1200);
/// assert_eq!(params.domain, "example.com");
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct AuthConnectionCreateParams {
    /// Domain for authentication.
    pub domain: String,
    /// Profile to manage; created automatically if it does not exist.
    pub profile_name: String,
    /// Extra domains valid for the flow; login pages that redirect to other
    /// domains need them. Widely used identity providers are allowed
    /// automatically.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub allowed_domains: Option<Vec<String>>,
    /// Permission to re-authenticate automatically after a scheduled health
    /// check finds an expired session; no effect when `health_checks` is
    /// false. Service default: `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub auto_reauth: Option<bool>,
    /// Default browser configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub browser: Option<ManagedAuthBrowserConfig>,
    /// Telemetry configuration; `null` is distinct from omitting the field.
    ///
    /// Deprecated: use `browser.telemetry`.
    #[serde(default, skip_serializing_if = "Nullable::is_omitted")]
    pub browser_telemetry: Nullable<BrowserTelemetryRequestConfig>,
    /// Credential to use.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub credential: Option<CredentialReference>,
    /// Seconds between health checks, 300 to 86400. Service default: 3600
    /// or the plan minimum, whichever is larger (plan minimums: Enterprise
    /// 300, Startup 1200, Hobbyist 3600, Free 21600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub health_check_interval: Option<u32>,
    /// Whether periodic health checks run; when false, `auto_reauth` has no
    /// effect on the automatic flow. Service default: `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub health_checks: Option<bool>,
    /// Login page URL (absolute URI) that skips discovery.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub login_url: Option<String>,
    /// Proxy for login sessions.
    ///
    /// Deprecated: use `browser.proxy`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub proxy: Option<ProxyRef>,
    /// Record browser sessions by default; useful for debugging. Service
    /// default: `false`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub record_session: Option<bool>,
    /// Save credentials after every successful login. Service default:
    /// `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub save_credentials: Option<bool>,
}

impl AuthConnectionCreateParams {
    /// A request with only the required `domain` and `profile_name`; every
    /// other field is left to the service's defaults.
    pub fn new(domain: impl Into<String>, profile_name: impl Into<String>) -> Self {
        Self {
            domain: domain.into(),
            profile_name: profile_name.into(),
            allowed_domains: None,
            auto_reauth: None,
            browser: None,
            browser_telemetry: Nullable::Omitted,
            credential: None,
            health_check_interval: None,
            health_checks: None,
            login_url: None,
            proxy: None,
            record_session: None,
            save_credentials: None,
        }
    }

    /// Sets `allowed_domains`.
    pub fn allowed_domains(mut self, domains: Vec<String>) -> Self {
        self.allowed_domains = Some(domains);
        self
    }

    /// Sets `auto_reauth`.
    pub fn auto_reauth(mut self, auto_reauth: bool) -> Self {
        self.auto_reauth = Some(auto_reauth);
        self
    }

    /// Sets `browser`.
    pub fn browser(mut self, browser: ManagedAuthBrowserConfig) -> Self {
        self.browser = Some(browser);
        self
    }

    /// Sets `credential`.
    pub fn credential(mut self, credential: CredentialReference) -> Self {
        self.credential = Some(credential);
        self
    }

    /// Sets `health_check_interval` (seconds, 300 to 86400).
    pub fn health_check_interval(mut self, seconds: u32) -> Self {
        self.health_check_interval = Some(seconds);
        self
    }

    /// Sets `health_checks`.
    pub fn health_checks(mut self, health_checks: bool) -> Self {
        self.health_checks = Some(health_checks);
        self
    }

    /// Sets `login_url`.
    pub fn login_url(mut self, login_url: impl Into<String>) -> Self {
        self.login_url = Some(login_url.into());
        self
    }

    /// Sets `record_session`.
    pub fn record_session(mut self, record_session: bool) -> Self {
        self.record_session = Some(record_session);
        self
    }

    /// Sets `save_credentials`.
    pub fn save_credentials(mut self, save_credentials: bool) -> Self {
        self.save_credentials = Some(save_credentials);
        self
    }
}

/// Body of `PATCH /auth/connections/{id}`: any create field but `domain`
/// and `profile_name`, all optional. An omitted field keeps its current
/// value; `AuthConnectionUpdateParams::default()` changes nothing.
// The fields repeat the create request's on purpose: serde cannot combine
// `flatten` with `deny_unknown_fields`, and both requests must refuse
// unknown properties.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct AuthConnectionUpdateParams {
    /// Extra domains valid for the flow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub allowed_domains: Option<Vec<String>>,
    /// Permission to re-authenticate automatically (create default:
    /// `true`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub auto_reauth: Option<bool>,
    /// Default browser configuration; an omitted `browser.proxy` keeps the
    /// connection's proxy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub browser: Option<ManagedAuthBrowserConfig>,
    /// Telemetry configuration; `null` is distinct from omitting the field.
    ///
    /// Deprecated: use `browser.telemetry`.
    #[serde(default, skip_serializing_if = "Nullable::is_omitted")]
    pub browser_telemetry: Nullable<BrowserTelemetryRequestConfig>,
    /// Credential to use.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub credential: Option<CredentialReference>,
    /// Seconds between health checks, 300 to 86400 (create default: 3600
    /// or the plan minimum, whichever is larger: Enterprise 300, Startup
    /// 1200, Hobbyist 3600, Free 21600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub health_check_interval: Option<u32>,
    /// Whether periodic health checks run (create default: `true`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub health_checks: Option<bool>,
    /// Login page URL (absolute URI) that skips discovery.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub login_url: Option<String>,
    /// Proxy for login sessions.
    ///
    /// Deprecated: use `browser.proxy`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub proxy: Option<ProxyRef>,
    /// Record browser sessions by default (create default: `false`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub record_session: Option<bool>,
    /// Save credentials after every successful login (create default:
    /// `true`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub save_credentials: Option<bool>,
}

setters!(AuthConnectionCreateParams { proxy: ProxyRef });

setters!(AuthConnectionUpdateParams {
    allowed_domains: Vec<String>,
    auto_reauth: bool,
    browser: ManagedAuthBrowserConfig,
    credential: CredentialReference,
    health_check_interval: u32,
    health_checks: bool,
    login_url: impl Into<String>,
    proxy: ProxyRef,
    record_session: bool,
    save_credentials: bool,
});
