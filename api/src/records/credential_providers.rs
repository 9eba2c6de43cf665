//! External credential providers (1Password): the record, what configures
//! one, its items and its connection test.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, NON_NEGATIVE, REQUIRED, SECRET,
};

/// The kinds of credential provider.
pub static CREDENTIAL_PROVIDER_TYPE: EnumDef = EnumDef {
    name: ts_name("CredentialProviderType"),
    doc: Doc::new("The kind of an external credential provider."),
    values: &[value(
        "onepassword",
        "1Password, through a service account.",
    )],
};

const CACHE_TTL: Ty = Ty::Integer(&Bounds {
    min: 0,
    max: 86_400,
});

/// An external credential provider.
pub static CREDENTIAL_PROVIDER: ObjectDef = ObjectDef {
    name: ts_name("CredentialProvider"),
    doc: Doc::new("An external credential provider the organization looks logins up in."),
    fields: &[
        field(
            "id",
            Ty::Str,
            REQUIRED,
            "Unique identifier of the provider.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the provider was added.",
        ),
        field(
            "enabled",
            Ty::Bool,
            REQUIRED,
            "Whether lookups use the provider.",
        ),
        field(
            "name",
            Ty::Str,
            REQUIRED,
            "Name, unique in the organization.",
        ),
        field(
            "priority",
            Ty::Integer(&Bounds {
                min: i64::MIN,
                max: i64::MAX,
            }),
            REQUIRED,
            "Lookup order: lower numbers are asked first.",
        ),
        field(
            "provider_type",
            Ty::Enum(&CREDENTIAL_PROVIDER_TYPE),
            REQUIRED,
            "The kind of provider.",
        ),
        field(
            "updated_at",
            Ty::DateTime,
            REQUIRED,
            "When the provider last changed.",
        ),
    ],
    rules: &[],
};

/// Body of the credential provider create request.
pub static CREDENTIAL_PROVIDER_CREATE: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderCreateParams"),
    doc: Doc::new("Add an external credential provider."),
    fields: &[
        field(
            "token",
            Ty::NonEmptyStr,
            REQUIRED | SECRET,
            "The provider's service account token; write-only.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            REQUIRED,
            "Name, unique in the organization.",
        ),
        field(
            "provider_type",
            Ty::Enum(&CREDENTIAL_PROVIDER_TYPE),
            REQUIRED,
            "The kind of provider.",
        ),
        field(
            "cache_ttl_seconds",
            CACHE_TTL,
            0,
            "Seconds a list of the provider's items is cached. Default: 300.",
        ),
    ],
    rules: &[],
};

/// Body of the credential provider update request.
pub static CREDENTIAL_PROVIDER_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderUpdateParams"),
    doc: Doc::new("Change a credential provider; omitted members are left unchanged."),
    fields: &[
        field(
            "token",
            Ty::NonEmptyStr,
            SECRET,
            "A new service account token, to rotate it; write-only.",
        ),
        field(
            "cache_ttl_seconds",
            CACHE_TTL,
            0,
            "Seconds a list of the provider's items is cached.",
        ),
        field("enabled", Ty::Bool, 0, "Whether lookups use the provider."),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "New name, unique in the organization.",
        ),
        field(
            "priority",
            NON_NEGATIVE,
            0,
            "Lookup order: lower numbers are asked first.",
        ),
    ],
    rules: &[],
};

/// The query of the credential provider list.
pub static LIST_CREDENTIAL_PROVIDERS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListCredentialProvidersQuery"),
    doc: Doc::new("One page of the organization's credential providers."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "query",
            Ty::Str,
            0,
            "Case-insensitive search of names; an ID matches exactly.",
        ),
    ],
    rules: &[],
};

/// An item of an external provider.
pub static CREDENTIAL_PROVIDER_ITEM: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderItem"),
    doc: Doc::new("A login item of an external provider (a 1Password login item)."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The item's ID in the provider."),
        field(
            "path",
            Ty::Str,
            REQUIRED,
            "The item's reference, `VaultName/ItemTitle`.",
        ),
        field("title", Ty::Str, REQUIRED, "The item's title."),
        field("vault_id", Ty::Str, REQUIRED, "ID of the item's vault."),
        field("vault_name", Ty::Str, REQUIRED, "Name of the item's vault."),
        field("urls", Ty::Array(&Ty::Str), 0, "The sites the item is for."),
    ],
    rules: &[],
};

/// A provider's items.
pub static CREDENTIAL_PROVIDER_ITEMS: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderListItemsResponse"),
    doc: Doc::new("The login items an external provider holds."),
    fields: &[field(
        "items",
        Ty::Array(&Ty::Object(&CREDENTIAL_PROVIDER_ITEM)),
        0,
        "The items.",
    )],
    rules: &[],
};

/// A vault a provider's token reaches.
pub static CREDENTIAL_PROVIDER_VAULT: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderVault"),
    doc: Doc::new("A vault a provider's token can read."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Vault ID."),
        field("name", Ty::Str, REQUIRED, "Vault name."),
    ],
    rules: &[],
};

/// The result of a provider's connection test.
pub static CREDENTIAL_PROVIDER_TEST_RESULT: ObjectDef = ObjectDef {
    name: ts_name("CredentialProviderTestResult"),
    doc: Doc::new("Whether a provider's token works, and the vaults it reaches."),
    fields: &[
        field(
            "success",
            Ty::Bool,
            REQUIRED,
            "Whether the token was accepted.",
        ),
        field(
            "vaults",
            Ty::Array(&Ty::Object(&CREDENTIAL_PROVIDER_VAULT)),
            REQUIRED,
            "The vaults the token can read.",
        ),
        field("error", Ty::Str, 0, "Why the test failed, when it did."),
    ],
    rules: &[],
};
