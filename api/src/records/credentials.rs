//! Stored credentials: the record (never its values) and what creates,
//! changes and finds them, and their one-time codes.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{field, ts_name, Doc, ObjectDef, Ty, NULLABLE, REQUIRED, SECRET};

const SSO_DOC: &str = "SSO provider (google, github, microsoft…) whose button is clicked \
                       before the values are filled on its login page.";

/// A stored credential.
pub static CREDENTIAL: ObjectDef = ObjectDef {
    name: ts_name("Credential"),
    doc: Doc::new("A stored login for automatic re-authentication; its values are never answered."),
    fields: &[
        field(
            "id",
            Ty::Str,
            REQUIRED,
            "Unique identifier of the credential.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the credential was created.",
        ),
        field(
            "domain",
            Ty::Str,
            REQUIRED,
            "The site the credential logs in to.",
        ),
        field("name", Ty::Str, REQUIRED, "Name, unique in the project."),
        field(
            "updated_at",
            Ty::DateTime,
            REQUIRED,
            "When the credential last changed.",
        ),
        field(
            "has_totp_secret",
            Ty::Bool,
            0,
            "Whether a TOTP secret is stored, for automatic two-factor codes.",
        ),
        field("has_values", Ty::Bool, 0, "Whether any values are stored."),
        field("sso_provider", Ty::Str, NULLABLE, SSO_DOC),
        field(
            "totp_code",
            Ty::Str,
            SECRET,
            "The current one-time code; only in the answer of a create or update that set \
             the TOTP secret.",
        ),
        field(
            "totp_code_expires_at",
            Ty::DateTime,
            0,
            "When totp_code expires; only beside it.",
        ),
        field(
            "value_keys",
            Ty::Array(&Ty::Str),
            0,
            "The names of the stored values (never the values); not in lists.",
        ),
    ],
    rules: &[],
};

/// Body of the credential create request.
pub static CREDENTIAL_CREATE: ObjectDef = ObjectDef {
    name: ts_name("CredentialCreateParams"),
    doc: Doc::new("Store a credential."),
    fields: &[
        field(
            "domain",
            Ty::NonEmptyStr,
            REQUIRED,
            "The site the credential logs in to.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            REQUIRED,
            "Name, unique in the project.",
        ),
        field(
            "values",
            Ty::Map(&Ty::Str),
            REQUIRED | SECRET,
            "Values by field name (username, password…); write-only.",
        ),
        field("sso_provider", Ty::Str, 0, SSO_DOC),
        field(
            "totp_secret",
            Ty::Str,
            SECRET,
            "Base32 TOTP secret, for automatic two-factor codes; write-only.",
        ),
    ],
    rules: &[],
};

/// Body of the credential update request.
pub static CREDENTIAL_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("CredentialUpdateParams"),
    doc: Doc::new("Change a credential; omitted members are left unchanged."),
    fields: &[
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "New name, unique in the project.",
        ),
        field(
            "remove_value_keys",
            Ty::Array(&Ty::Str),
            0,
            "Names of values to remove, before `values` are merged in.",
        ),
        field(
            "sso_provider",
            Ty::Str,
            NULLABLE,
            "SSO provider to use; null or an empty string removes it.",
        ),
        field(
            "totp_secret",
            Ty::Str,
            SECRET,
            "Base32 TOTP secret (spaces ignored); an empty string removes it; write-only.",
        ),
        field(
            "values",
            Ty::Map(&Ty::Str),
            SECRET,
            "Values by field name, merged into the stored ones (a name already there is \
             overwritten); write-only.",
        ),
    ],
    rules: &[],
};

/// The query of the credential list.
pub static LIST_CREDENTIALS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListCredentialsQuery"),
    doc: Doc::new("One page of the project's credentials."),
    fields: &[
        OFFSET,
        LIMIT,
        field("domain", Ty::Str, 0, "Only credentials for this site."),
        field(
            "query",
            Ty::Str,
            0,
            "Case-insensitive search of names and domains; an ID matches exactly.",
        ),
    ],
    rules: &[],
};

/// A credential's current one-time code.
pub static CREDENTIAL_TOTP_CODE: ObjectDef = ObjectDef {
    name: ts_name("CredentialTotpCodeResponse"),
    doc: Doc::new("A credential's current six-digit TOTP code."),
    fields: &[
        field(
            "code",
            Ty::Str,
            REQUIRED | SECRET,
            "The current six-digit code.",
        ),
        field(
            "expires_at",
            Ty::DateTime,
            REQUIRED,
            "When the code expires.",
        ),
    ],
    rules: &[],
};
