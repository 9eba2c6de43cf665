//! Choices offered during a login flow: canonical choices, MFA options, SSO
//! buttons and sign-in options, with their enums.

use serde::{Deserialize, Serialize};

use super::wire_enum::wire_enum;

wire_enum! {
    /// Type of a canonical choice.
    ManagedAuthChoiceType {
        /// Choice of an MFA method.
        MfaMethod = "mfa_method",
        /// Choice of an SSO provider.
        SsoProvider = "sso_provider",
        /// Choice of a sign-in method.
        SignInMethod = "sign_in_method",
        /// Choice of an authentication method.
        AuthMethod = "auth_method",
        /// Choice of an identifier method.
        IdentifierMethod = "identifier_method",
        /// Choice of an account.
        Account = "account",
        /// Any other choice.
        Other = "other",
    }
}

wire_enum! {
    /// Semantic MFA method of a canonical choice (a different set from
    /// [`MFAType`]: it also has `passkey` and `other`).
    ManagedAuthMFAMethod {
        /// Code sent by SMS.
        Sms = "sms",
        /// Code given by a phone call.
        Call = "call",
        /// Code sent by e-mail.
        Email = "email",
        /// Time-based one-time password.
        Totp = "totp",
        /// Push approval.
        Push = "push",
        /// Password.
        Password = "password",
        /// Passkey.
        Passkey = "passkey",
        /// Generic method-switcher link that names no method.
        Switch = "switch",
        /// Any other method.
        Other = "other",
    }
}

wire_enum! {
    /// Type of an MFA option (a different set from [`ManagedAuthMFAMethod`]).
    MFAType {
        /// Code sent by SMS.
        Sms = "sms",
        /// Code given by a phone call.
        Call = "call",
        /// Code sent by e-mail.
        Email = "email",
        /// Time-based one-time password.
        Totp = "totp",
        /// Push approval.
        Push = "push",
        /// Password, for auth-method selection pages.
        Password = "password",
        /// Generic method-switcher link that names no method.
        Switch = "switch",
    }
}

/// A canonical choice awaiting selection; preferred over
/// `pending_sso_buttons`, `mfa_options` and `sign_in_options` when present.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ManagedAuthChoice {
    /// Stable choice identifier used on submit (`selected_choice_id`).
    pub id: String,
    /// Choice type.
    pub r#type: ManagedAuthChoiceType,
    /// Human-readable label.
    pub label: String,
    /// Captured context.
    #[serde(default)]
    pub context: Option<String>,
    /// Additional context.
    #[serde(default)]
    pub description: Option<String>,
    /// Captured display text.
    #[serde(default)]
    pub display_text: Option<String>,
    /// Masked phone number or e-mail shown for an MFA choice.
    #[serde(default)]
    pub masked_destination: Option<String>,
    /// Semantic MFA method.
    #[serde(default)]
    pub mfa_type: Option<ManagedAuthMFAMethod>,
    /// Selector of the visible choice.
    #[serde(default)]
    pub observed_selector: Option<String>,
}

/// An MFA method option offered by the site.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct MFAOption {
    /// MFA type of the option.
    pub r#type: MFAType,
    /// Visible option text.
    pub label: String,
    /// Site instructions.
    #[serde(default)]
    pub description: Option<String>,
    /// Masked destination, if shown.
    #[serde(default)]
    pub target: Option<String>,
}

/// An SSO button available on the login page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct SSOButton {
    /// XPath selector of the button.
    pub selector: String,
    /// Identity provider name.
    pub provider: String,
    /// Visible button text.
    pub label: String,
}

/// A non-MFA choice such as an account or organization picker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct SignInOption {
    /// Identifier used to submit the selection (`sign_in_option_id`).
    pub id: String,
    /// Visible option text.
    pub label: String,
    /// Additional context.
    #[serde(default)]
    pub description: Option<String>,
}
