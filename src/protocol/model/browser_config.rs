//! Browser configuration of an auth connection: `ManagedAuthBrowserConfig`,
//! `BrowserProxyConfig`, `ProxyRef` and `ProxyMode`.
//!
//! These types appear both in requests and inside the auth connection
//! record. A Rust struct can only send the fields it declares, so requests
//! are closed by construction; decoding stays lenient (unknown properties
//! ignored) so a record the service extends still decodes.

use serde::{Deserialize, Serialize};

use super::nullable::{not_null, Nullable};
use super::telemetry::BrowserTelemetryRequestConfig;
use super::wire_enum::wire_enum;
use crate::protocol::setters::setters;

wire_enum! {
    /// Proxy mode of a [`BrowserProxyConfig`].
    ProxyMode {
        /// No proxy, regardless of stealth.
        Direct = "direct",
        /// The stealth-derived default: the service's default stealth proxy
        /// when stealth is true, direct egress when false. Mainly useful on
        /// update to restore the default after a selected proxy.
        Default = "default",
    }
}

/// Default browser configuration for login, re-authentication and
/// health-check sessions of a connection. The service itself controls
/// profile, headless mode, timeout, start URL, kiosk mode and viewport.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ManagedAuthBrowserConfig {
    /// Proxy. Omitted on create: default derived from stealth. Omitted on
    /// update or login: the connection default is preserved or inherited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub proxy: Option<BrowserProxyConfig>,
    /// Stealth mode. Default when omitted: `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub stealth: Option<bool>,
    /// Telemetry capture, with the same semantics as on browser create;
    /// `null` is a value of its own, distinct from omitting the field.
    #[serde(default, skip_serializing_if = "Nullable::is_omitted")]
    pub telemetry: Nullable<BrowserTelemetryRequestConfig>,
}

/// Proxy selection for a browser: exactly one of `mode`, `id`, `name` (an
/// empty object is invalid). Changes egress only, not stealth or CAPTCHA
/// solving; a selected proxy must be in the same project as the browser.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserProxyConfig {
    /// Proxy mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub mode: Option<ProxyMode>,
    /// Proxy ID (minimum length 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub id: Option<String>,
    /// Proxy name (minimum length 1); must match exactly one active proxy in
    /// the project.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub name: Option<String>,
}

impl BrowserProxyConfig {
    /// `{mode}`: direct egress or the stealth-derived default.
    pub fn mode(mode: ProxyMode) -> Self {
        Self {
            mode: Some(mode),
            ..Self::default()
        }
    }

    /// `{id}`: the proxy with this ID.
    pub fn id(id: impl Into<String>) -> Self {
        Self {
            id: Some(id.into()),
            ..Self::default()
        }
    }

    /// `{name}`: the one active proxy of the project with this name.
    pub fn name(name: impl Into<String>) -> Self {
        Self {
            name: Some(name.into()),
            ..Self::default()
        }
    }
}

/// Reference to a proxy: exactly one of `id` or `name`. The proxy must be in
/// the same project as the referencing resource; a name matching more than
/// one active proxy is refused with 400.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProxyRef {
    /// Proxy ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub id: Option<String>,
    /// Proxy name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub name: Option<String>,
}

impl ProxyRef {
    /// `{id}`: the proxy with this ID.
    pub fn id(id: impl Into<String>) -> Self {
        Self {
            id: Some(id.into()),
            name: None,
        }
    }

    /// `{name}`: the active proxy with this name.
    pub fn name(name: impl Into<String>) -> Self {
        Self {
            id: None,
            name: Some(name.into()),
        }
    }
}

setters!(ManagedAuthBrowserConfig {
    proxy: BrowserProxyConfig,
    stealth: bool,
});
