//! Browser telemetry request configuration: categories, export and the OTLP
//! destination.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;
use crate::protocol::setters::setters;

/// Telemetry capture for a browser session.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserTelemetryRequestConfig {
    /// `true` enables capture; with no category settings it captures the
    /// default set (control, connection, system, captcha) and category
    /// settings are layered onto it. On update, `true` resolves the
    /// configuration fresh from the default set plus the given categories;
    /// omitting it merges the given categories onto the current selection.
    /// `false` stops capture on update and starts none on create, and cannot
    /// be combined with category settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub enabled: Option<bool>,
    /// Category settings. On create they layer onto the default set; on
    /// update they merge onto the current configuration. Omitted or empty
    /// means the default set; disabling every category stops capture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub browser: Option<BrowserTelemetryCategoriesConfig>,
    /// Export of captured telemetry; omit to capture without exporting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub export: Option<BrowserTelemetryExportRequestConfig>,
}

/// Per-category telemetry settings; an omitted category keeps its default.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserTelemetryCategoriesConfig {
    /// Agent-driven actions against the browser. Default: on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub control: Option<BrowserTelemetryCategoryConfig>,
    /// Client attach and detach lifecycle for the CDP proxy and live view.
    /// Default: on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub connection: Option<BrowserTelemetryCategoryConfig>,
    /// Browser VM health such as out-of-memory kills and managed-service
    /// crashes. Default: on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub system: Option<BrowserTelemetryCategoryConfig>,
    /// CAPTCHA solve attempt outcomes. Default: on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub captcha: Option<BrowserTelemetryCategoryConfig>,
    /// Console output and uncaught exceptions. Default: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub console: Option<BrowserTelemetryCategoryConfig>,
    /// HTTP request and response metadata (URL, method, status, timing);
    /// text bodies truncated at 8 KB (JSON, XML, form data) or 4 KB (other
    /// text), binary bodies excluded. Default: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub network: Option<BrowserTelemetryCategoryConfig>,
    /// Navigation, DOMContentLoaded, load, layout shifts, LCP. Default: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub page: Option<BrowserTelemetryCategoryConfig>,
    /// Clicks, keydowns, scroll-settled events. Default: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub interaction: Option<BrowserTelemetryCategoryConfig>,
    /// Periodic base64-encoded viewport screenshots; high volume.
    /// Default: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub screenshot: Option<BrowserTelemetryCategoryConfig>,
}

/// Setting of one telemetry category.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserTelemetryCategoryConfig {
    /// `true` opts the category in, `false` opts it out; omitted keeps the
    /// category's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub enabled: Option<bool>,
}

/// Export of captured telemetry. Honored when creating a browser, including
/// the browser an auth connection creates for a login; ignored on browser
/// update; browser pools reject it.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserTelemetryExportRequestConfig {
    /// Export over OTLP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub otlp: Option<BrowserTelemetryOTLPExportRequestConfig>,
}

/// OTLP export settings.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct BrowserTelemetryOTLPExportRequestConfig {
    /// Export destination; must exist in the project the request resolves
    /// to and requires telemetry capture to be enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub destination: Option<OTLPDestinationRef>,
    /// Whether export is enabled. Setting `destination` implies `true`;
    /// `false` together with a destination is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub enabled: Option<bool>,
}

/// Reference to an OTLP export destination: exactly one of `id` or `name`.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct OTLPDestinationRef {
    /// Destination ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub id: Option<String>,
    /// Destination name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub name: Option<String>,
}

impl OTLPDestinationRef {
    /// `{id}`: the destination with this ID.
    pub fn id(id: impl Into<String>) -> Self {
        Self {
            id: Some(id.into()),
            name: None,
        }
    }

    /// `{name}`: the destination with this name.
    pub fn name(name: impl Into<String>) -> Self {
        Self {
            id: None,
            name: Some(name.into()),
        }
    }
}

setters!(BrowserTelemetryRequestConfig {
    enabled: bool,
    browser: BrowserTelemetryCategoriesConfig,
    export: BrowserTelemetryExportRequestConfig,
});

setters!(BrowserTelemetryCategoriesConfig {
    control: BrowserTelemetryCategoryConfig,
    connection: BrowserTelemetryCategoryConfig,
    system: BrowserTelemetryCategoryConfig,
    captcha: BrowserTelemetryCategoryConfig,
    console: BrowserTelemetryCategoryConfig,
    network: BrowserTelemetryCategoryConfig,
    page: BrowserTelemetryCategoryConfig,
    interaction: BrowserTelemetryCategoryConfig,
    screenshot: BrowserTelemetryCategoryConfig,
});

setters!(BrowserTelemetryCategoryConfig { enabled: bool });

setters!(BrowserTelemetryExportRequestConfig {
    otlp: BrowserTelemetryOTLPExportRequestConfig,
});

setters!(BrowserTelemetryOTLPExportRequestConfig {
    destination: OTLPDestinationRef,
    enabled: bool,
});
