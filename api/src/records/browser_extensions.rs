//! Unpacked extensions loaded into a running browser session.

use crate::schema::{field, ts_name, Doc, ObjectDef, Ty, REQUIRED};

/// One extension of a load.
pub static LOAD_EXTENSION: ObjectDef = ObjectDef {
    name: ts_name("BrowserLoadExtension"),
    doc: Doc::new("One unpacked extension to load, under the folder name it is given."),
    fields: &[
        field(
            "name",
            Ty::NonEmptyStr,
            REQUIRED,
            "The folder it is unpacked into, `/home/kernel/extensions/<name>`: one folder \
             name, without `/`, and not `.` or `..`.",
        ),
        field(
            "zip_file",
            Ty::File,
            REQUIRED,
            "A zip archive of the unpacked extension, with its `manifest.json` at the top.",
        ),
    ],
    rules: &[],
};

/// Body of the extension load request.
pub static LOAD_EXTENSIONS: ObjectDef = ObjectDef {
    name: ts_name("BrowserLoadExtensionsParams"),
    doc: Doc::new("Extensions to load into a running browser session."),
    fields: &[field(
        "extensions",
        Ty::Array(&Ty::Object(&LOAD_EXTENSION)),
        REQUIRED,
        "The extensions, each under its own name.",
    )],
    rules: &[],
};
