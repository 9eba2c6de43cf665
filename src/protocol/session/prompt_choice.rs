//! A choice the flow awaits, as a login form shows it: from a canonical
//! choice, an MFA option, a sign-in option or an SSO button.

use serde::Serialize;

use super::prompt_field::text;
use crate::protocol::json::Value;

/// Where a [`PromptChoice`] comes from, which decides what choosing it sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChoiceKind {
    /// A canonical choice: sent as `selected_choice_id`.
    Choice,
    /// An MFA option: its type is sent as `mfa_option_id`.
    MfaOption,
    /// A sign-in option (an account picker): sent as `sign_in_option_id`.
    SignInOption,
    /// An SSO button: its selector is sent as `sso_button_selector`, with its
    /// provider as `sso_provider`.
    SsoButton,
}

impl ChoiceKind {
    /// The kind's name: `choice`, `mfa_option`, `sign_in_option` or
    /// `sso_button`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChoiceKind::Choice => "choice",
            ChoiceKind::MfaOption => "mfa_option",
            ChoiceKind::SignInOption => "sign_in_option",
            ChoiceKind::SsoButton => "sso_button",
        }
    }

    /// The kind named `name`, if it is one of the four.
    pub fn from_name(name: &str) -> Option<Self> {
        [
            ChoiceKind::Choice,
            ChoiceKind::MfaOption,
            ChoiceKind::SignInOption,
            ChoiceKind::SsoButton,
        ]
        .into_iter()
        .find(|kind| kind.as_str() == name)
    }
}

/// A choice awaiting selection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct PromptChoice {
    /// What choosing it sends: the choice's id, the MFA option's type, the
    /// sign-in option's id, or the SSO button's selector.
    pub id: String,
    /// Where the choice comes from.
    pub kind: ChoiceKind,
    /// The visible text.
    pub label: String,
    /// More context, when the site gives some.
    pub description: Option<String>,
    /// Where a code would be sent (a masked phone number or e-mail), for MFA
    /// choices and options that name one.
    pub masked_destination: Option<String>,
}

impl PromptChoice {
    /// A choice as the app remembers it (say, from an earlier prompt):
    /// [`ManagedAuthSession::choose`](crate::ManagedAuthSession::choose)
    /// refuses it, before sending, unless the flow offers it now.
    pub fn new(kind: ChoiceKind, id: impl Into<String>, label: impl Into<String>) -> Self {
        PromptChoice {
            id: id.into(),
            kind,
            label: label.into(),
            description: None,
            masked_destination: None,
        }
    }

    /// From a canonical choice (`ManagedAuthChoice`).
    pub(super) fn from_choice(choice: &Value<'_>) -> Option<Self> {
        Self::read(choice, "id", ChoiceKind::Choice, Some("masked_destination"))
    }

    /// From an MFA option (`MFAOption`), identified by its type.
    pub(super) fn from_mfa_option(option: &Value<'_>) -> Option<Self> {
        Self::read(option, "type", ChoiceKind::MfaOption, Some("target"))
    }

    /// From a sign-in option (`SignInOption`).
    pub(super) fn from_sign_in_option(option: &Value<'_>) -> Option<Self> {
        Self::read(option, "id", ChoiceKind::SignInOption, None)
    }

    /// From an SSO button (`SSOButton`), identified by its selector.
    pub(super) fn from_sso_button(button: &Value<'_>) -> Option<Self> {
        Self::read(button, "selector", ChoiceKind::SsoButton, None)
    }

    fn read(
        value: &Value<'_>,
        id_member: &str,
        kind: ChoiceKind,
        destination_member: Option<&str>,
    ) -> Option<Self> {
        let id = text(value, id_member)?;
        Some(PromptChoice {
            label: text(value, "label").unwrap_or_else(|| id.clone()),
            id,
            kind,
            description: text(value, "description"),
            masked_destination: destination_member.and_then(|name| text(value, name)),
        })
    }
}
