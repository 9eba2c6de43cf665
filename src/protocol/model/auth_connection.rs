//! `AuthConnection`: the auth connection record.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::browser_config::ManagedAuthBrowserConfig;
use super::choices::{MFAOption, ManagedAuthChoice, SSOButton, SignInOption};
use super::credential::CredentialReference;
use super::enums::{AuthStatus, CanReauthReason, FlowStatus, FlowStep, FlowType};
use super::fields::{DiscoveredField, ManagedAuthField};
use super::nullable::not_null;
use super::redact::OptionalUrl;
use super::telemetry::BrowserTelemetryRequestConfig;

/// An auth connection: binds one browser profile to one domain and keeps
/// that profile logged in.
///
/// Required fields are plain; nullable fields are `Option` and encode `None`
/// as `null`; optional fields are `Option` and are left out when `None`. The
/// flow fields (`flow_status`, `flow_step`, `discovered_fields`,
/// `mfa_options`, ...) reflect the most recent login flow and are null when
/// no flow has been initiated. `Debug` hides the query of `hosted_url`
/// and `live_view_url`, which may carry a handoff code. Date-times are kept as the RFC 3339 strings
/// the service sends.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct AuthConnection {
    /// Unique identifier of the connection.
    pub id: String,
    /// Profile associated with the connection.
    pub profile_name: String,
    /// Target domain.
    pub domain: String,
    /// Current authentication status of the profile.
    pub status: AuthStatus,
    /// Whether credentials are saved after every successful login; one-time
    /// codes (TOTP, SMS and similar) are never saved.
    pub save_credentials: bool,
    /// Whether browser sessions are recorded by default; can be overridden
    /// per login.
    pub record_session: bool,
    /// Extra domains valid for the flow besides the primary domain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub allowed_domains: Option<Vec<String>>,
    /// Whether automatic re-authentication is permitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub auto_reauth: Option<bool>,
    /// Default browser configuration for login, re-authentication and
    /// health-check sessions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub browser: Option<ManagedAuthBrowserConfig>,
    /// Browser session driving the current flow; present while a flow is in
    /// progress.
    #[serde(default)]
    pub browser_session_id: Option<String>,
    /// Telemetry configuration.
    ///
    /// Deprecated: use `browser.telemetry`.
    // Deprecated fields carry a doc line rather than `#[deprecated]`: the
    // attribute would warn inside the serde derives and every struct
    // literal, forcing `allow(deprecated)` throughout the crate.
    #[serde(default)]
    pub browser_telemetry: Option<BrowserTelemetryRequestConfig>,
    /// Whether the service can re-authenticate automatically when the
    /// session expires; needs a prior successful login plus a stored
    /// credential or an external credential reference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub can_reauth: Option<bool>,
    /// Machine-readable reason for `can_reauth`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub can_reauth_reason: Option<CanReauthReason>,
    /// Canonical choices awaiting selection; preferred over
    /// `pending_sso_buttons`, `mfa_options` and `sign_in_options` when
    /// present.
    #[serde(default)]
    pub choices: Option<Vec<ManagedAuthChoice>>,
    /// Credential attached to the connection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub credential: Option<CredentialReference>,
    /// Fields awaiting input; present when `flow_step` is `AWAITING_INPUT`,
    /// may also be present with `AWAITING_EXTERNAL_ACTION` as fallback
    /// actions.
    #[serde(default)]
    pub discovered_fields: Option<Vec<DiscoveredField>>,
    /// Machine-readable error; present when `flow_status` is `FAILED`.
    #[serde(default)]
    pub error_code: Option<String>,
    /// Error description; present when `flow_status` is `FAILED`.
    #[serde(default)]
    pub error_message: Option<String>,
    /// Instructions for the external action; present when `flow_step` is
    /// `AWAITING_EXTERNAL_ACTION`.
    #[serde(default)]
    pub external_action_message: Option<String>,
    /// Canonical fields awaiting input; preferred over `discovered_fields`
    /// when present.
    #[serde(default)]
    pub fields: Option<Vec<ManagedAuthField>>,
    /// When the current flow expires (date-time); null when no flow is in
    /// progress.
    #[serde(default)]
    pub flow_expires_at: Option<String>,
    /// Status of the most recent flow.
    #[serde(default)]
    pub flow_status: Option<FlowStatus>,
    /// Step of the most recent flow.
    #[serde(default)]
    pub flow_step: Option<FlowStep>,
    /// Kind of the most recent flow.
    #[serde(default)]
    pub flow_type: Option<FlowType>,
    /// Seconds between automatic health checks (300 to 86400).
    #[serde(default)]
    pub health_check_interval: Option<u32>,
    /// Whether periodic health checks are enabled; a health check triggered
    /// manually through the API works regardless.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub health_checks: Option<bool>,
    /// Hosted-login URL; present while a flow is in progress.
    #[serde(default)]
    pub hosted_url: Option<String>,
    /// Alias of `last_auth_check_at` (the last health-check time, not the
    /// last successful authentication).
    ///
    /// Deprecated: use `last_auth_check_at`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub last_auth_at: Option<String>,
    /// When the most recent health check ran, whatever its outcome
    /// (date-time); does not by itself show the profile is authenticated
    /// (use `status`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub last_auth_check_at: Option<String>,
    /// Live browser view for debugging; present while a flow is in progress.
    #[serde(default)]
    pub live_view_url: Option<String>,
    /// Login page URL used to skip discovery.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub login_url: Option<String>,
    /// MFA method options; present when `flow_step` is `AWAITING_INPUT`,
    /// may also be present with `AWAITING_EXTERNAL_ACTION`.
    #[serde(default)]
    pub mfa_options: Option<Vec<MFAOption>>,
    /// SSO buttons available; same presence rule as `mfa_options`.
    #[serde(default)]
    pub pending_sso_buttons: Option<Vec<SSOButton>>,
    /// URL where the browser landed after a successful login.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub post_login_url: Option<String>,
    /// Proxy ID.
    ///
    /// Deprecated: read `browser.proxy` instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub proxy_id: Option<String>,
    /// Non-MFA choices such as account or organization pickers; same
    /// presence rule as `mfa_options`.
    #[serde(default)]
    pub sign_in_options: Option<Vec<SignInOption>>,
    /// SSO provider in use.
    #[serde(default)]
    pub sso_provider: Option<String>,
    /// Error text visible on the website during login.
    #[serde(default)]
    pub website_error: Option<String>,
}

impl fmt::Debug for AuthConnection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthConnection")
            .field("id", &self.id)
            .field("profile_name", &self.profile_name)
            .field("domain", &self.domain)
            .field("status", &self.status)
            .field("save_credentials", &self.save_credentials)
            .field("record_session", &self.record_session)
            .field("allowed_domains", &self.allowed_domains)
            .field("auto_reauth", &self.auto_reauth)
            .field("browser", &self.browser)
            .field("browser_session_id", &self.browser_session_id)
            .field("browser_telemetry", &self.browser_telemetry)
            .field("can_reauth", &self.can_reauth)
            .field("can_reauth_reason", &self.can_reauth_reason)
            .field("choices", &self.choices)
            .field("credential", &self.credential)
            .field("discovered_fields", &self.discovered_fields)
            .field("error_code", &self.error_code)
            .field("error_message", &self.error_message)
            .field("external_action_message", &self.external_action_message)
            .field("fields", &self.fields)
            .field("flow_expires_at", &self.flow_expires_at)
            .field("flow_status", &self.flow_status)
            .field("flow_step", &self.flow_step)
            .field("flow_type", &self.flow_type)
            .field("health_check_interval", &self.health_check_interval)
            .field("health_checks", &self.health_checks)
            .field("hosted_url", &OptionalUrl(&self.hosted_url))
            .field("last_auth_at", &self.last_auth_at)
            .field("last_auth_check_at", &self.last_auth_check_at)
            .field("live_view_url", &OptionalUrl(&self.live_view_url))
            .field("login_url", &self.login_url)
            .field("mfa_options", &self.mfa_options)
            .field("pending_sso_buttons", &self.pending_sso_buttons)
            .field("post_login_url", &self.post_login_url)
            .field("proxy_id", &self.proxy_id)
            .field("sign_in_options", &self.sign_in_options)
            .field("sso_provider", &self.sso_provider)
            .field("website_error", &self.website_error)
            .finish()
    }
}
