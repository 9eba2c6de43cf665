//! Input fields awaiting values during a login flow, with their enums.

use serde::{Deserialize, Serialize};

use super::choices::MFAType;
use super::nullable::not_null;
use super::wire_enum::wire_enum;

wire_enum! {
    /// Input type of a discovered field.
    DiscoveredFieldType {
        /// Free text.
        Text = "text",
        /// E-mail address.
        Email = "email",
        /// Password.
        Password = "password",
        /// Telephone number.
        Tel = "tel",
        /// Number.
        Number = "number",
        /// URL.
        Url = "url",
        /// One-time code.
        Code = "code",
        /// Time-based one-time password.
        Totp = "totp",
    }
}

wire_enum! {
    /// Semantic type of a canonical field.
    ManagedAuthFieldType {
        /// Account identifier (user name, e-mail, phone).
        Identifier = "identifier",
        /// Password.
        Password = "password",
        /// One-time code.
        Code = "code",
        /// Time-based one-time password code.
        TotpCode = "totp_code",
        /// TOTP secret, from which codes are generated.
        TotpSecret = "totp_secret",
        /// Free text.
        Text = "text",
    }
}

/// A field discovered on the login page, awaiting input.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct DiscoveredField {
    /// Field name, used as the key of `field_values` on submit.
    pub name: String,
    /// Input type.
    pub r#type: DiscoveredFieldType,
    /// Field label.
    pub label: String,
    /// CSS selector of the field.
    pub selector: String,
    /// Contextual help near the field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub hint: Option<String>,
    /// Placeholder text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub placeholder: Option<String>,
    /// Whether the field is required. Default when absent: `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub required: Option<bool>,
    /// The MFA option this field belongs to.
    #[serde(default)]
    pub linked_mfa_type: Option<MFAType>,
}

/// A canonical field awaiting input; preferred over `discovered_fields`
/// when present.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ManagedAuthField {
    /// Stable identifier, used as the key of `fields` on submit.
    pub id: String,
    /// Credential reference name under which the submitted value is stored.
    pub r#ref: String,
    /// Semantic field type.
    pub r#type: ManagedAuthFieldType,
    /// Field label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub label: Option<String>,
    /// Hint; may include a masked code destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub hint: Option<String>,
    /// Selector of the observed field.
    #[serde(default)]
    pub observed_selector: Option<String>,
    /// Whether the submitted value must replace an existing credential after
    /// explicit rejection. Default when absent: `false`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub replace_existing: Option<bool>,
    /// Whether the field is required. Default when absent: `true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub required: Option<bool>,
}
