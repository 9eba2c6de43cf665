//! What a login flow waits for: choices, fields and options.

use super::enums::{CHOICE_TYPE, DISCOVERED_FIELD_TYPE, FIELD_TYPE, MFA_METHOD, MFA_TYPE};
use crate::schema::{field, ts_name, Doc, ObjectDef, Ty, NULLABLE, REQUIRED};

/// A canonical choice awaiting selection.
pub static CHOICE: ObjectDef = ObjectDef {
    name: ts_name("ManagedAuthChoice"),
    doc: Doc::new("A canonical choice awaiting selection."),
    fields: &[
        field(
            "id",
            Ty::Str,
            REQUIRED,
            "Stable choice identifier used on submit.",
        ),
        field("type", Ty::Enum(&CHOICE_TYPE), REQUIRED, "Choice type."),
        field("label", Ty::Str, REQUIRED, "Human-readable label."),
        field("context", Ty::Str, NULLABLE, "Captured context."),
        field("description", Ty::Str, NULLABLE, "Additional context."),
        field("display_text", Ty::Str, NULLABLE, "Captured display text."),
        field(
            "masked_destination",
            Ty::Str,
            NULLABLE,
            "Masked phone number or e-mail shown for an MFA choice.",
        ),
        field(
            "mfa_type",
            Ty::Enum(&MFA_METHOD),
            NULLABLE,
            "Semantic MFA method.",
        ),
        field(
            "observed_selector",
            Ty::Str,
            NULLABLE,
            "Selector of the visible choice.",
        ),
    ],
    rules: &[],
};

/// A canonical field awaiting input.
pub static MANAGED_AUTH_FIELD: ObjectDef = ObjectDef {
    name: ts_name("ManagedAuthField"),
    doc: Doc::new("A canonical field awaiting input."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Stable identifier used on submit."),
        field(
            "ref",
            Ty::Str,
            REQUIRED,
            "Credential reference name under which the submitted value is stored.",
        ),
        field("type", Ty::Enum(&FIELD_TYPE), REQUIRED, "Field type."),
        field("label", Ty::Str, 0, "Label."),
        field(
            "hint",
            Ty::Str,
            0,
            "Hint; may include a masked code destination.",
        ),
        field(
            "observed_selector",
            Ty::Str,
            NULLABLE,
            "Selector of the visible input.",
        ),
        field(
            "replace_existing",
            Ty::Bool,
            0,
            "The submitted value must replace an existing credential after explicit \
             rejection. Default: false.",
        ),
        field(
            "required",
            Ty::Bool,
            0,
            "Whether input is required. Default: true.",
        ),
    ],
    rules: &[],
};

/// A field discovered on the login page.
pub static DISCOVERED_FIELD: ObjectDef = ObjectDef {
    name: ts_name("DiscoveredField"),
    doc: Doc::new("A field discovered on the login page, awaiting input."),
    fields: &[
        field("name", Ty::Str, REQUIRED, "Field name."),
        field(
            "type",
            Ty::Enum(&DISCOVERED_FIELD_TYPE),
            REQUIRED,
            "Input type.",
        ),
        field("label", Ty::Str, REQUIRED, "Label."),
        field("selector", Ty::Str, REQUIRED, "CSS selector of the input."),
        field("hint", Ty::Str, 0, "Contextual help near the field."),
        field("placeholder", Ty::Str, 0, "Placeholder text."),
        field(
            "required",
            Ty::Bool,
            0,
            "Whether input is required. Default: true.",
        ),
        field(
            "linked_mfa_type",
            Ty::Enum(&MFA_TYPE),
            NULLABLE,
            "The MFA option this field belongs to.",
        ),
    ],
    rules: &[],
};

/// An MFA method option.
pub static MFA_OPTION: ObjectDef = ObjectDef {
    name: ts_name("MFAOption"),
    doc: Doc::new("An MFA method option."),
    fields: &[
        field("type", Ty::Enum(&MFA_TYPE), REQUIRED, "MFA type."),
        field("label", Ty::Str, REQUIRED, "Visible option text."),
        field("description", Ty::Str, NULLABLE, "Site instructions."),
        field("target", Ty::Str, NULLABLE, "Masked destination, if shown."),
    ],
    rules: &[],
};

/// An SSO button on the login page.
pub static SSO_BUTTON: ObjectDef = ObjectDef {
    name: ts_name("SSOButton"),
    doc: Doc::new("An SSO button available on the login page."),
    fields: &[
        field(
            "selector",
            Ty::Str,
            REQUIRED,
            "XPath selector of the button.",
        ),
        field("provider", Ty::Str, REQUIRED, "Identity provider name."),
        field("label", Ty::Str, REQUIRED, "Visible button text."),
    ],
    rules: &[],
};

/// A non-MFA choice such as an account or organization picker.
pub static SIGN_IN_OPTION: ObjectDef = ObjectDef {
    name: ts_name("SignInOption"),
    doc: Doc::new("A non-MFA choice such as an account or organization picker."),
    fields: &[
        field(
            "id",
            Ty::Str,
            REQUIRED,
            "Identifier used to submit the selection.",
        ),
        field("label", Ty::Str, REQUIRED, "Label."),
        field("description", Ty::Str, NULLABLE, "Description."),
    ],
    rules: &[],
};
