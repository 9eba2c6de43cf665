//! Entries of `GET /auth/connections/{id}/timeline`: `TimelineEvent`.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;
use super::wire_enum::wire_enum;

wire_enum! {
    /// Kind of timeline entry; also the `type` filter of the timeline query.
    TimelineEventType {
        /// A login flow.
        Login = "login",
        /// An automatic re-authentication.
        Reauth = "reauth",
        /// A health check.
        HealthCheck = "health_check",
    }
}

/// One entry of an auth connection's history: a login, re-authentication
/// or health check.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct TimelineEvent {
    /// Entry identifier.
    pub id: String,
    /// Kind of entry.
    pub r#type: TimelineEventType,
    /// Outcome or state of the entry, as the service reports it.
    pub status: String,
    /// When it happened (date-time).
    pub timestamp: String,
    /// Flow step reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub step: Option<String>,
    /// Machine-readable error, when it failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub error_code: Option<String>,
    /// Error description, when it failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub error_message: Option<String>,
    /// Authentication status before this entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub previous_status: Option<String>,
    /// Browser session that ran it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub browser_session_id: Option<String>,
    /// Replay (recording) of that session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub replay_id: Option<String>,
    /// Error text visible on the website.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub website_error: Option<String>,
}
