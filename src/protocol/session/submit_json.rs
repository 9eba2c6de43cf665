//! `SubmitParams` and field values as JSON text, written without serde: the
//! body path of the Rust session's submits.

use std::collections::BTreeMap;

use crate::protocol::json::write_string;
use crate::protocol::model::SubmitParams;

/// The body of `POST /auth/connections/{id}/submit` for `params`: the
/// members that are set, as serde would write them.
pub fn submit_body(params: &SubmitParams) -> String {
    let mut out = String::from("{");
    for (name, values) in [
        ("fields", &params.fields),
        ("field_values", &params.field_values),
    ] {
        if let Some(values) = values {
            member(&mut out, name);
            out.push_str(&values_json(values));
        }
    }
    for (name, value) in [
        ("selected_choice_id", &params.selected_choice_id),
        ("mfa_option_id", &params.mfa_option_id),
        ("sign_in_option_id", &params.sign_in_option_id),
        ("sso_button_selector", &params.sso_button_selector),
        ("sso_provider", &params.sso_provider),
    ] {
        if let Some(value) = value {
            member(&mut out, name);
            write_string(&mut out, value);
        }
    }
    out.push('}');
    out
}

/// A map of values as a JSON object.
pub fn values_json(values: &BTreeMap<String, String>) -> String {
    let mut out = String::from("{");
    for (key, value) in values {
        member(&mut out, key);
        write_string(&mut out, value);
    }
    out.push('}');
    out
}

/// `"name":`, after a comma unless it is the first member.
fn member(out: &mut String, name: &str) {
    if out.len() > 1 {
        out.push(',');
    }
    write_string(out, name);
    out.push(':');
}
