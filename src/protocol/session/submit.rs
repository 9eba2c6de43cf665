//! What `submit_fields` and `choose` send: the submit body for field values,
//! or for a choice of the current prompt. Bodies are JSON text, so that the
//! JavaScript build passes values through without building Rust maps.

use super::prompt::LoginPrompt;
use super::prompt_choice::ChoiceKind;
use super::prompt_field::text;
use crate::protocol::json::{self, write_string, Value};
use crate::protocol::response::Error;

/// The submit body for `values` (a JSON object of values by
/// [`PromptField::id`](super::PromptField::id)) in the state `state` (a
/// connection record's JSON text): `{"fields": values}` when the state has
/// canonical `fields` (not null), else `{"field_values": values}` (keyed by
/// discovered field name, which is what the prompt's ids are then). The
/// values are checked with the rest of the body before it is sent.
pub fn fields_body(state: &str, values: &str) -> String {
    let canonical = json::parse(state.as_bytes())
        .ok()
        .and_then(|state| state.get("fields").map(|fields| !fields.is_null()))
        .unwrap_or(false);
    let mut body = String::from(match canonical {
        true => "{\"fields\":",
        false => "{\"field_values\":",
    });
    body.push_str(values);
    body.push('}');
    body
}

/// The submit body that picks the choice `id` of the state's prompt (of
/// `kind`, when given): `selected_choice_id` for a choice, `mfa_option_id`
/// for an MFA option, `sign_in_option_id` for a sign-in option,
/// `sso_button_selector` (with the button's `sso_provider`) for an SSO
/// button. A choice the prompt does not offer now is refused with an
/// `invalid_input` error naming `choice`.
pub fn choice_body(state: &str, id: &str, kind: Option<ChoiceKind>) -> Result<String, Error> {
    let state = json::parse(state.as_bytes()).unwrap_or(Value::Null);
    let offered = LoginPrompt::from_record(&state)
        .choices
        .into_iter()
        .find(|choice| choice.id == id && kind.is_none_or(|kind| kind == choice.kind))
        .ok_or_else(|| Error::invalid_input("choice", "is not a choice the flow offers now"))?;
    let mut body = String::from(match offered.kind {
        ChoiceKind::Choice => "{\"selected_choice_id\":",
        ChoiceKind::MfaOption => "{\"mfa_option_id\":",
        ChoiceKind::SignInOption => "{\"sign_in_option_id\":",
        ChoiceKind::SsoButton => "{\"sso_button_selector\":",
    });
    write_string(&mut body, &offered.id);
    if offered.kind == ChoiceKind::SsoButton {
        let provider = state
            .get("pending_sso_buttons")
            .and_then(Value::as_array)
            .unwrap_or_default()
            .iter()
            .find(|button| text(button, "selector").as_deref() == Some(id))
            .and_then(|button| text(button, "provider"));
        if let Some(provider) = provider {
            body.push_str(",\"sso_provider\":");
            write_string(&mut body, &provider);
        }
    }
    body.push('}');
    Ok(body)
}
