//! A field the flow awaits, as a login form shows it: from a canonical field
//! or from a discovered (legacy) one.

use serde::Serialize;

use crate::protocol::json::Value;

/// The `<input>` type of a [`PromptField`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum InputType {
    /// Free text (also an account identifier).
    Text,
    /// An e-mail address.
    Email,
    /// A password or another secret.
    Password,
    /// A telephone number.
    Tel,
    /// A number.
    Number,
    /// A URL.
    Url,
    /// A one-time code (`code` and `totp` fields).
    Code,
}

impl InputType {
    /// The type's name, as in `<input type>` (`code` aside).
    pub fn as_str(self) -> &'static str {
        match self {
            InputType::Text => "text",
            InputType::Email => "email",
            InputType::Password => "password",
            InputType::Tel => "tel",
            InputType::Number => "number",
            InputType::Url => "url",
            InputType::Code => "code",
        }
    }
}

/// The `autocomplete` token of a [`PromptField`], for password managers and
/// one-time-code autofill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[non_exhaustive]
pub enum Autocomplete {
    /// `username`: the account identifier.
    #[serde(rename = "username")]
    Username,
    /// `current-password`.
    #[serde(rename = "current-password")]
    CurrentPassword,
    /// `one-time-code`.
    #[serde(rename = "one-time-code")]
    OneTimeCode,
}

impl Autocomplete {
    /// The token, as in `<input autocomplete>`.
    pub fn as_str(self) -> &'static str {
        match self {
            Autocomplete::Username => "username",
            Autocomplete::CurrentPassword => "current-password",
            Autocomplete::OneTimeCode => "one-time-code",
        }
    }
}

/// A field awaiting a value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct PromptField {
    /// The canonical field's id, or the discovered field's name: the key of
    /// its value in `submit_fields`.
    pub id: String,
    /// The field's label (its id when the service sent none).
    pub label: String,
    /// The `<input>` type.
    #[serde(rename = "type")]
    pub input_type: InputType,
    /// Help shown near the field; may carry a masked destination ("Enter the
    /// code sent to ***-42").
    pub hint: Option<String>,
    /// Whether a value is required (the service's default: yes).
    pub required: bool,
    /// The `autocomplete` token, when the field's kind has one.
    pub autocomplete: Option<Autocomplete>,
}

impl PromptField {
    /// From a canonical field (`ManagedAuthField`); `None` without an id.
    pub(super) fn from_canonical(field: &Value<'_>) -> Option<Self> {
        let (input_type, autocomplete) = match text(field, "type").as_deref() {
            Some("identifier") => (InputType::Text, Some(Autocomplete::Username)),
            Some("password") => (InputType::Password, Some(Autocomplete::CurrentPassword)),
            Some("code" | "totp_code") => (InputType::Code, Some(Autocomplete::OneTimeCode)),
            Some("totp_secret") => (InputType::Password, None),
            _ => (InputType::Text, None),
        };
        Self::new(field, "id", input_type, autocomplete)
    }

    /// From a discovered field (`DiscoveredField`); `None` without a name.
    pub(super) fn from_discovered(field: &Value<'_>) -> Option<Self> {
        let (input_type, autocomplete) = match text(field, "type").as_deref() {
            Some("email") => (InputType::Email, Some(Autocomplete::Username)),
            Some("password") => (InputType::Password, Some(Autocomplete::CurrentPassword)),
            Some("tel") => (InputType::Tel, None),
            Some("number") => (InputType::Number, None),
            Some("url") => (InputType::Url, None),
            Some("code" | "totp") => (InputType::Code, Some(Autocomplete::OneTimeCode)),
            _ => (InputType::Text, None),
        };
        Self::new(field, "name", input_type, autocomplete)
    }

    fn new(
        field: &Value<'_>,
        id_member: &str,
        input_type: InputType,
        autocomplete: Option<Autocomplete>,
    ) -> Option<Self> {
        let id = text(field, id_member)?;
        Some(PromptField {
            label: text(field, "label").unwrap_or_else(|| id.clone()),
            id,
            input_type,
            hint: text(field, "hint"),
            required: field
                .get("required")
                .and_then(Value::as_bool)
                .unwrap_or(true),
            autocomplete,
        })
    }
}

/// A string member of an object, owned.
pub(super) fn text(value: &Value<'_>, name: &str) -> Option<String> {
    value.get(name).and_then(Value::as_str).map(str::to_owned)
}
