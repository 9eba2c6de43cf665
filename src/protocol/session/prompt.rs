//! `LoginPrompt`: what the flow awaits now, normalized from the connection
//! record, for a login form to render.

use serde::Serialize;

use super::prompt_choice::PromptChoice;
use super::prompt_field::{text, PromptField};
use crate::protocol::json::{self, Value};
use crate::protocol::model::{FlowStatus, FlowStep};

/// What the flow awaits now, read from the session's state.
///
/// Canonical `fields` and `choices` are preferred: when the record has
/// `fields` (not null), `discovered_fields` are ignored; when it has
/// `choices`, `mfa_options`, `sign_in_options` and `pending_sso_buttons`
/// are. Without canonical choices, the three legacy lists are offered in
/// that order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct LoginPrompt {
    /// `flow_status`; `None` when no flow was ever started.
    pub status: Option<FlowStatus>,
    /// `flow_step`.
    pub step: Option<FlowStep>,
    /// The fields awaiting values; empty unless the flow is in progress and
    /// awaits input (or an external action, with fields as a fallback).
    pub fields: Vec<PromptField>,
    /// The choices awaiting selection; empty under the same rule.
    pub choices: Vec<PromptChoice>,
    /// What the person must do elsewhere (approve a push, open a link).
    pub external_action_message: Option<String>,
    /// The error the website shows (a wrong password, say).
    pub website_error: Option<String>,
    /// Why the flow failed, with status `FAILED`.
    pub error_message: Option<String>,
    /// When the flow expires (`flow_expires_at`, RFC 3339).
    pub expires_at: Option<String>,
}

impl LoginPrompt {
    /// The prompt of a state (a connection record's JSON text); `None` when
    /// it is not a JSON object.
    pub fn from_state(state: &str) -> Option<Self> {
        let state = json::parse(state.as_bytes()).ok()?;
        state.as_object()?;
        Some(Self::from_record(&state))
    }

    /// The prompt of a parsed connection record.
    pub(super) fn from_record(state: &Value<'_>) -> Self {
        let status = text(state, "flow_status").map(|s| FlowStatus::from_wire(&s));
        let step = text(state, "flow_step").map(|s| FlowStep::from_wire(&s));
        let awaits = status == Some(FlowStatus::InProgress)
            && matches!(
                step,
                Some(FlowStep::AwaitingInput | FlowStep::AwaitingExternalAction)
            );
        let (mut fields, mut choices) = (Vec::new(), Vec::new());
        if awaits {
            match list(state, "fields") {
                Some(canonical) => read(canonical, PromptField::from_canonical, &mut fields),
                None => read(
                    list(state, "discovered_fields").unwrap_or_default(),
                    PromptField::from_discovered,
                    &mut fields,
                ),
            }
            match list(state, "choices") {
                Some(canonical) => read(canonical, PromptChoice::from_choice, &mut choices),
                None => {
                    let legacy: [(&str, ReadChoice); 3] = [
                        ("mfa_options", PromptChoice::from_mfa_option),
                        ("sign_in_options", PromptChoice::from_sign_in_option),
                        ("pending_sso_buttons", PromptChoice::from_sso_button),
                    ];
                    for (name, from) in legacy {
                        read(list(state, name).unwrap_or_default(), from, &mut choices);
                    }
                }
            }
        }
        LoginPrompt {
            status,
            step,
            fields,
            choices,
            external_action_message: text(state, "external_action_message"),
            website_error: text(state, "website_error"),
            error_message: text(state, "error_message"),
            expires_at: text(state, "flow_expires_at"),
        }
    }
}

/// Reads one item of a list of choices.
type ReadChoice = fn(&Value<'_>) -> Option<PromptChoice>;

/// The array member `name`, unless it is absent, null or not an array.
fn list<'v, 'a>(state: &'v Value<'a>, name: &str) -> Option<&'v [Value<'a>]> {
    state.get(name).and_then(Value::as_array)
}

/// Appends what `from` makes of each item (an item it cannot read, say one
/// without an id, is skipped).
fn read<T>(items: &[Value<'_>], from: fn(&Value<'_>) -> Option<T>, out: &mut Vec<T>) {
    out.extend(items.iter().filter_map(from));
}
