//! Apps: the versions of deployed applications and the actions they offer.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{field, ts_name, value, Doc, EnumDef, ObjectDef, Ty, NULLABLE, REQUIRED};

/// Where a deployment runs.
pub static REGION: EnumDef = EnumDef {
    name: ts_name("Region"),
    doc: Doc::new("The region code of a deployment."),
    values: &[value("aws.us-east-1a", "AWS us-east-1, zone a.")],
};

/// One action an app version offers.
pub static APP_ACTION: ObjectDef = ObjectDef {
    name: ts_name("AppAction"),
    doc: Doc::new("An action of an app version: what an invocation names."),
    fields: &[
        field("name", Ty::Str, REQUIRED, "The action's name."),
        field(
            "input_schema",
            Ty::Map(&Ty::Any),
            NULLABLE,
            "JSON Schema of the payload the action takes, if it declares one.",
        ),
        field(
            "output_schema",
            Ty::Map(&Ty::Any),
            NULLABLE,
            "JSON Schema of the output the action gives, if it declares one.",
        ),
    ],
    rules: &[],
};

/// One version of an app, as the app list answers it.
pub static APP_VERSION: ObjectDef = ObjectDef {
    name: ts_name("AppVersion"),
    doc: Doc::new("One version of a deployed application."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The app version's identifier."),
        field(
            "actions",
            Ty::Array(&Ty::Object(&APP_ACTION)),
            REQUIRED,
            "The actions this version offers.",
        ),
        field("app_name", Ty::Str, REQUIRED, "The application's name."),
        field(
            "deployment",
            Ty::Str,
            REQUIRED,
            "The deployment that built this version.",
        ),
        field(
            "env_vars",
            Ty::Map(&Ty::Str),
            REQUIRED,
            "Environment variables of this version; an API key caller gets every key with an \
             empty value.",
        ),
        field("region", Ty::Enum(&REGION), REQUIRED, "Where it runs."),
        field("version", Ty::Str, REQUIRED, "The version label."),
    ],
    rules: &[],
};

/// The query of the app list.
pub static LIST_APPS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListAppsQuery"),
    doc: Doc::new("One page of app versions, optionally of one app or one version label."),
    fields: &[
        OFFSET,
        LIMIT,
        field("app_name", Ty::Str, 0, "Only versions of this application."),
        field("query", Ty::Str, 0, "Search by application name."),
        field("version", Ty::Str, 0, "Only versions with this label."),
    ],
    rules: &[],
};
