//! Submitting input to a login flow: `SubmitParams` and `SubmitResponse`.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::nullable::not_null;
use super::redact::OptionalSecretValues;

/// Body of `POST /auth/connections/{id}/submit`: field values and/or one
/// selection, all optional.
///
/// `Debug` shows the keys of `fields` and `field_values` but never their
/// values (passwords, codes).
#[derive(Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct SubmitParams {
    /// Values by canonical field id (`ManagedAuthField.id`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub fields: Option<BTreeMap<String, String>>,
    /// Values by discovered field name (`DiscoveredField.name`); the older
    /// form of `fields`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub field_values: Option<BTreeMap<String, String>>,
    /// Id of the selected canonical choice (`ManagedAuthChoice.id`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub selected_choice_id: Option<String>,
    /// Selected MFA option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub mfa_option_id: Option<String>,
    /// Selected sign-in option (`SignInOption.id`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub sign_in_option_id: Option<String>,
    /// Selector of the SSO button to click (`SSOButton.selector`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub sso_button_selector: Option<String>,
    /// SSO provider to use (`SSOButton.provider`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub sso_provider: Option<String>,
}

impl SubmitParams {
    /// Submits values by canonical field id.
    pub fn fields(fields: BTreeMap<String, String>) -> Self {
        Self {
            fields: Some(fields),
            ..Self::default()
        }
    }

    /// Selects a canonical choice by id.
    pub fn choice(choice_id: impl Into<String>) -> Self {
        Self {
            selected_choice_id: Some(choice_id.into()),
            ..Self::default()
        }
    }
}

impl fmt::Debug for SubmitParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SubmitParams")
            .field("fields", &OptionalSecretValues(&self.fields))
            .field("field_values", &OptionalSecretValues(&self.field_values))
            .field("selected_choice_id", &self.selected_choice_id)
            .field("mfa_option_id", &self.mfa_option_id)
            .field("sign_in_option_id", &self.sign_in_option_id)
            .field("sso_button_selector", &self.sso_button_selector)
            .field("sso_provider", &self.sso_provider)
            .finish()
    }
}

/// Response of `POST /auth/connections/{id}/submit`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct SubmitResponse {
    /// Whether the service accepted the submission.
    pub accepted: bool,
}
