//! Events of `GET /auth/connections/{id}/events`: `FlowEvent` and its
//! payloads.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::choices::{MFAOption, ManagedAuthChoice, SSOButton, SignInOption};
use super::enums::{FlowStatus, FlowStep, FlowType};
use super::error_record::ErrorRecord;
use super::fields::{DiscoveredField, ManagedAuthField};
use super::nullable::not_null;
use super::redact::OptionalUrl;

/// One `data:` payload of the flow event stream, told apart by its `event`
/// field.
// Events are decoded one at a time and handed straight to the caller, so the
// size of the state variant costs nothing worth a `Box` in every match.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum FlowEvent {
    /// `managed_auth_state`: the flow changed.
    ManagedAuthState(ManagedAuthStateEvent),
    /// `error`: the stream reports an error.
    Error(FlowErrorEvent),
    /// `sse_heartbeat`: keep-alive; carries nothing else.
    Heartbeat,
    /// An event name this SDK version does not know, kept as sent; its
    /// other properties are ignored.
    Unknown(String),
}

/// Payload of a `managed_auth_state` event: the flow's state, with the
/// fields relevant to its current step. `Debug` hides the query of
/// `hosted_url`, which carries the handoff code.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ManagedAuthStateEvent {
    /// Flow status; `None` when the connection has never started a flow
    /// (following such a connection sends one event with nulls). Required on
    /// the wire, though it may be null: `deserialize_with` keeps serde from
    /// reading a missing member as `None`.
    #[serde(deserialize_with = "Option::deserialize")]
    pub flow_status: Option<FlowStatus>,
    /// Flow step; `None` when the connection has never started a flow.
    #[serde(deserialize_with = "Option::deserialize")]
    pub flow_step: Option<FlowStep>,
    /// When the state was observed (date-time).
    pub timestamp: String,
    /// Kind of flow.
    #[serde(default)]
    pub flow_type: Option<FlowType>,
    /// Canonical choices awaiting selection.
    #[serde(default)]
    pub choices: Option<Vec<ManagedAuthChoice>>,
    /// Canonical fields awaiting input.
    #[serde(default)]
    pub fields: Option<Vec<ManagedAuthField>>,
    /// Discovered fields awaiting input.
    #[serde(default)]
    pub discovered_fields: Option<Vec<DiscoveredField>>,
    /// MFA method options.
    #[serde(default)]
    pub mfa_options: Option<Vec<MFAOption>>,
    /// SSO buttons available.
    #[serde(default)]
    pub pending_sso_buttons: Option<Vec<SSOButton>>,
    /// Non-MFA choices such as account pickers.
    #[serde(default)]
    pub sign_in_options: Option<Vec<SignInOption>>,
    /// Instructions for the external action.
    #[serde(default)]
    pub external_action_message: Option<String>,
    /// Hosted-login URL.
    #[serde(default)]
    pub hosted_url: Option<String>,
    /// Live browser view for debugging.
    #[serde(default)]
    pub live_view_url: Option<String>,
    /// Machine-readable error when the flow failed.
    #[serde(default)]
    pub error_code: Option<String>,
    /// Error description when the flow failed.
    #[serde(default)]
    pub error_message: Option<String>,
    /// Error text visible on the website.
    #[serde(default)]
    pub website_error: Option<String>,
    /// URL where the browser landed after a successful login; never `null`,
    /// so left out when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub post_login_url: Option<String>,
}

impl fmt::Debug for ManagedAuthStateEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ManagedAuthStateEvent")
            .field("flow_status", &self.flow_status)
            .field("flow_step", &self.flow_step)
            .field("timestamp", &self.timestamp)
            .field("flow_type", &self.flow_type)
            .field("choices", &self.choices)
            .field("fields", &self.fields)
            .field("discovered_fields", &self.discovered_fields)
            .field("mfa_options", &self.mfa_options)
            .field("pending_sso_buttons", &self.pending_sso_buttons)
            .field("sign_in_options", &self.sign_in_options)
            .field("external_action_message", &self.external_action_message)
            .field("hosted_url", &OptionalUrl(&self.hosted_url))
            .field("live_view_url", &OptionalUrl(&self.live_view_url))
            .field("error_code", &self.error_code)
            .field("error_message", &self.error_message)
            .field("website_error", &self.website_error)
            .field("post_login_url", &self.post_login_url)
            .finish()
    }
}

/// Payload of an `error` event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct FlowErrorEvent {
    /// The error record.
    pub error: ErrorRecord,
}

/// The known events, as serde's internally tagged form.
#[derive(Serialize, Deserialize)]
#[serde(tag = "event")]
enum Known<T, E> {
    #[serde(rename = "managed_auth_state")]
    ManagedAuthState(T),
    #[serde(rename = "error")]
    Error(E),
    #[serde(rename = "sse_heartbeat")]
    Heartbeat,
}

/// Just the event name, for events that are not [`Known`].
#[derive(Deserialize)]
struct EventName {
    event: String,
}

/// A known event, or else any object with an event name.
#[allow(clippy::large_enum_variant)]
#[derive(Deserialize)]
#[serde(untagged)]
enum Wire {
    Known(Known<ManagedAuthStateEvent, FlowErrorEvent>),
    Other(EventName),
}

const KNOWN_NAMES: [&str; 3] = ["managed_auth_state", "error", "sse_heartbeat"];

impl<'de> Deserialize<'de> for FlowEvent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Wire::deserialize(deserializer)? {
            Wire::Known(Known::ManagedAuthState(state)) => Ok(Self::ManagedAuthState(state)),
            Wire::Known(Known::Error(error)) => Ok(Self::Error(error)),
            Wire::Known(Known::Heartbeat) => Ok(Self::Heartbeat),
            // A known name reaches here only when its payload is malformed:
            // that is an error, not a new kind of event.
            Wire::Other(EventName { event }) if KNOWN_NAMES.contains(&event.as_str()) => Err(
                D::Error::custom(format_args!("malformed `{event}` flow event")),
            ),
            Wire::Other(EventName { event }) => Ok(Self::Unknown(event)),
        }
    }
}

impl Serialize for FlowEvent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::ManagedAuthState(state) => {
                Known::<_, &FlowErrorEvent>::ManagedAuthState(state).serialize(serializer)
            }
            Self::Error(error) => {
                Known::<&ManagedAuthStateEvent, _>::Error(error).serialize(serializer)
            }
            Self::Heartbeat => {
                Known::<&ManagedAuthStateEvent, &FlowErrorEvent>::Heartbeat.serialize(serializer)
            }
            Self::Unknown(event) => {
                use serde::ser::SerializeStruct;
                let mut out = serializer.serialize_struct("FlowEvent", 1)?;
                out.serialize_field("event", event)?;
                out.end()
            }
        }
    }
}
