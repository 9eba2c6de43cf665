//! A `LoginPrompt` as JSON text, for JavaScript's `JSON.parse`: the same
//! members and values as its serde form, written without serde.

use super::prompt::LoginPrompt;
use super::prompt_choice::PromptChoice;
use super::prompt_field::PromptField;
use crate::protocol::json::write_string;

impl LoginPrompt {
    /// The prompt as a JSON object (the shape of the TypeScript
    /// `LoginPrompt`).
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(256);
        out.push_str("{\"status\":");
        optional(&mut out, self.status.as_ref().map(|s| s.as_str()));
        out.push_str(",\"step\":");
        optional(&mut out, self.step.as_ref().map(|s| s.as_str()));
        out.push_str(",\"fields\":");
        list(&mut out, &self.fields, field);
        out.push_str(",\"choices\":");
        list(&mut out, &self.choices, choice);
        for (name, value) in [
            (
                ",\"external_action_message\":",
                &self.external_action_message,
            ),
            (",\"website_error\":", &self.website_error),
            (",\"error_message\":", &self.error_message),
            (",\"expires_at\":", &self.expires_at),
        ] {
            out.push_str(name);
            optional(&mut out, value.as_deref());
        }
        out.push('}');
        out
    }
}

fn field(out: &mut String, field: &PromptField) {
    out.push_str("{\"id\":");
    write_string(out, &field.id);
    out.push_str(",\"label\":");
    write_string(out, &field.label);
    out.push_str(",\"type\":\"");
    out.push_str(field.input_type.as_str());
    out.push_str("\",\"hint\":");
    optional(out, field.hint.as_deref());
    out.push_str(match field.required {
        true => ",\"required\":true,\"autocomplete\":",
        false => ",\"required\":false,\"autocomplete\":",
    });
    optional(out, field.autocomplete.map(|a| a.as_str()));
    out.push('}');
}

fn choice(out: &mut String, choice: &PromptChoice) {
    out.push_str("{\"id\":");
    write_string(out, &choice.id);
    out.push_str(",\"kind\":\"");
    out.push_str(choice.kind.as_str());
    out.push_str("\",\"label\":");
    write_string(out, &choice.label);
    out.push_str(",\"description\":");
    optional(out, choice.description.as_deref());
    out.push_str(",\"masked_destination\":");
    optional(out, choice.masked_destination.as_deref());
    out.push('}');
}

/// `[item, ...]`.
fn list<T>(out: &mut String, items: &[T], write: fn(&mut String, &T)) {
    out.push('[');
    for (index, item) in items.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        write(out, item);
    }
    out.push(']');
}

/// A string, or `null`.
fn optional(out: &mut String, value: Option<&str>) {
    match value {
        Some(value) => write_string(out, value),
        None => out.push_str("null"),
    }
}
