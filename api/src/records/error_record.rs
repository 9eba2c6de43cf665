//! The error record and the 409 body.

use crate::schema::{field, ts_name, Doc, Field, ObjectDef, Ty, REQUIRED};

/// A lower-level error.
pub static ERROR_DETAIL: ObjectDef = ObjectDef {
    name: ts_name("ErrorDetail"),
    doc: Doc::new("A lower-level error."),
    fields: &[
        field(
            "code",
            Ty::Str,
            0,
            "Lower-level code, for example invalid_input.",
        ),
        field("message", Ty::Str, 0, "Description."),
    ],
    rules: &[],
};

static DETAILS: Ty = Ty::Object(&ERROR_DETAIL);

const RECORD_FIELDS: [Field; 4] = [
    field(
        "code",
        Ty::Str,
        REQUIRED,
        "Machine-readable application error code.",
    ),
    field("message", Ty::Str, REQUIRED, "Human-readable description."),
    field(
        "details",
        Ty::Array(&DETAILS),
        0,
        "Further errors, when there are several.",
    ),
    field(
        "inner_error",
        Ty::Object(&ERROR_DETAIL),
        0,
        "The underlying error.",
    ),
];

/// The service's error record.
pub static ERROR_RECORD: ObjectDef = ObjectDef {
    name: ts_name("ErrorRecord"),
    doc: Doc::new("The service's error body."),
    fields: &RECORD_FIELDS,
    rules: &[],
};

/// The 409 body of create auth connection.
pub static CONFLICT_ERROR: ObjectDef = ObjectDef {
    name: ts_name("ConflictErrorBody"),
    doc: Doc::new(
        "The 409 body of create auth connection: a connection already exists for the profile \
          and domain.",
    ),
    fields: &[
        RECORD_FIELDS[0],
        RECORD_FIELDS[1],
        field(
            "existing_id",
            Ty::Str,
            REQUIRED,
            "ID of the existing connection.",
        ),
        RECORD_FIELDS[2],
        RECORD_FIELDS[3],
    ],
    rules: &[],
};
