//! API keys of the organization: their records, and the plaintext key that
//! creating or rotating one answers once.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, NULLABLE, REQUIRED, SECRET,
};

/// Days a key may live.
const DAYS: Ty = Ty::Integer(&Bounds { min: 1, max: 3650 });

/// Who created an API key.
pub static API_KEY_CREATOR: ObjectDef = ObjectDef {
    name: ts_name("APIKeyCreator"),
    doc: Doc::new("The user who created an API key."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The user's identifier."),
        field("email", Ty::Str, REQUIRED, "The user's email address."),
        field("name", Ty::Str, REQUIRED | NULLABLE, "The user's name."),
    ],
    rules: &[],
};

const ID: crate::schema::Field = field("id", Ty::Str, REQUIRED, "The key's identifier.");
const CREATED_AT: crate::schema::Field =
    field("created_at", Ty::DateTime, REQUIRED, "When it was created.");
const CREATED_BY: crate::schema::Field = field(
    "created_by",
    Ty::Object(&API_KEY_CREATOR),
    REQUIRED,
    "Who created it.",
);
const DELETED_AT: crate::schema::Field = field(
    "deleted_at",
    Ty::DateTime,
    REQUIRED | NULLABLE,
    "When it was deleted; null while it is live.",
);
const EXPIRES_AT: crate::schema::Field = field(
    "expires_at",
    Ty::DateTime,
    REQUIRED | NULLABLE,
    "When it expires; null when it never does.",
);
const MASKED_KEY: crate::schema::Field = field(
    "masked_key",
    Ty::Str,
    REQUIRED,
    "The key with all but its last characters hidden.",
);
const NAME: crate::schema::Field = field("name", Ty::Str, REQUIRED, "The key's name.");
const PROJECT_ID: crate::schema::Field = field(
    "project_id",
    Ty::Str,
    REQUIRED | NULLABLE,
    "The project it is scoped to; null for an organization-wide key.",
);
const PROJECT_NAME: crate::schema::Field = field(
    "project_name",
    Ty::Str,
    REQUIRED | NULLABLE,
    "The name of the project it is scoped to.",
);

/// An API key record (without its plaintext).
pub static API_KEY: ObjectDef = ObjectDef {
    name: ts_name("APIKey"),
    doc: Doc::new("An API key of the organization; its plaintext is never answered again."),
    fields: &[
        ID,
        CREATED_AT,
        CREATED_BY,
        DELETED_AT,
        EXPIRES_AT,
        MASKED_KEY,
        NAME,
        PROJECT_ID,
        PROJECT_NAME,
    ],
    rules: &[],
};

/// A new (or rotated) API key with its plaintext.
pub static CREATED_API_KEY: ObjectDef = ObjectDef {
    name: ts_name("CreatedAPIKey"),
    doc: Doc::new("A new API key, with its plaintext: answered this once only."),
    fields: &[
        ID,
        CREATED_AT,
        CREATED_BY,
        DELETED_AT,
        EXPIRES_AT,
        MASKED_KEY,
        NAME,
        PROJECT_ID,
        PROJECT_NAME,
        field(
            "key",
            Ty::Str,
            REQUIRED | SECRET,
            "The plaintext key: keep it now, it is never shown again.",
        ),
    ],
    rules: &[],
};

/// Body of the API key create request.
pub static API_KEY_CREATE: ObjectDef = ObjectDef {
    name: ts_name("APIKeyCreateParams"),
    doc: Doc::new("Create an API key."),
    fields: &[
        field("name", Ty::NonEmptyStr, REQUIRED, "The key's name."),
        field(
            "days_to_expire",
            DAYS,
            NULLABLE,
            "Days until it expires, 1 to 3650; null or omitted: never.",
        ),
        field(
            "project_id",
            Ty::Str,
            NULLABLE,
            "Scope it to this project; null or omitted: the whole organization.",
        ),
    ],
    rules: &[],
};

/// The query of the API key read.
pub static RETRIEVE_API_KEY_QUERY: ObjectDef = ObjectDef {
    name: ts_name("RetrieveAPIKeyQuery"),
    doc: Doc::new("Read an API key."),
    fields: &[field(
        "include_deleted",
        Ty::Bool,
        0,
        "Also find a deleted key.",
    )],
    rules: &[],
};

/// Body of the API key update request.
pub static API_KEY_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("APIKeyUpdateParams"),
    doc: Doc::new("Rename an API key."),
    fields: &[field("name", Ty::NonEmptyStr, REQUIRED, "The new name.")],
    rules: &[],
};

/// How the API key list is sorted.
pub static API_KEY_SORT: EnumDef = EnumDef {
    name: ts_name("APIKeySort"),
    doc: Doc::new("The member API keys are sorted by."),
    values: &[
        value("created_at", "Creation time."),
        value("name", "Name."),
        value("expires_at", "Expiry time."),
    ],
};

/// Sort direction.
pub static SORT_DIRECTION: EnumDef = EnumDef {
    name: ts_name("SortDirection"),
    doc: Doc::new("Ascending or descending."),
    values: &[value("asc", "Ascending."), value("desc", "Descending.")],
};

/// Which API keys a list holds.
pub static API_KEY_STATUS_FILTER: EnumDef = EnumDef {
    name: ts_name("APIKeyStatusFilter"),
    doc: Doc::new("Live keys, deleted keys, or both."),
    values: &[
        value("active", "Live keys."),
        value("deleted", "Deleted keys."),
        value("all", "Both."),
    ],
};

/// The query of the API key list.
pub static LIST_API_KEYS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListAPIKeysQuery"),
    doc: Doc::new("One page of the organization's API keys."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "include_deleted",
            Ty::Bool,
            0,
            "Also list deleted keys (as `status: 'all'`).",
        ),
        field("name", Ty::Str, 0, "Only the key with this name."),
        field("query", Ty::Str, 0, "Search by name."),
        field("sort_by", Ty::Enum(&API_KEY_SORT), 0, "The sort member."),
        field(
            "sort_direction",
            Ty::Enum(&SORT_DIRECTION),
            0,
            "The sort direction.",
        ),
        field(
            "status",
            Ty::Enum(&API_KEY_STATUS_FILTER),
            0,
            "Live keys (the default), deleted keys, or both.",
        ),
    ],
    rules: &[],
};

/// Body of the API key rotate request.
pub static API_KEY_ROTATE: ObjectDef = ObjectDef {
    name: ts_name("APIKeyRotateParams"),
    doc: Doc::new("Replace an API key with a new one of the same name and scope."),
    fields: &[
        field(
            "days_to_expire",
            DAYS,
            NULLABLE,
            "Days until the new key expires; omitted: as the old one was set.",
        ),
        field(
            "expire_in_days",
            DAYS,
            NULLABLE,
            "Days until the old key stops working; omitted or null: at once.",
        ),
    ],
    rules: &[],
};
