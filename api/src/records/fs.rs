//! A browser session's file system: what reads and uploads name.

use crate::schema::{field, ts_name, Doc, ObjectDef, Ty, REQUIRED};

/// The query of a file read.
pub static FS_READ_FILE_QUERY: ObjectDef = ObjectDef {
    name: ts_name("FsReadFileQuery"),
    doc: Doc::new("The file to read."),
    fields: &[field(
        "path",
        Ty::NonEmptyStr,
        REQUIRED,
        "Absolute path of the file to read.",
    )],
    rules: &[],
};

/// One file of an upload.
pub static FS_UPLOAD_FILE: ObjectDef = ObjectDef {
    name: ts_name("FsUploadFile"),
    doc: Doc::new("One file to write into the browser session's file system."),
    fields: &[
        field(
            "dest_path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path to write the file to.",
        ),
        field("file", Ty::File, REQUIRED, "The file's contents."),
    ],
    rules: &[],
};

/// Body of the upload request.
pub static FS_UPLOAD: ObjectDef = ObjectDef {
    name: ts_name("FsUploadParams"),
    doc: Doc::new("Files to write into the browser session's file system."),
    fields: &[field(
        "files",
        Ty::Array(&Ty::Object(&FS_UPLOAD_FILE)),
        REQUIRED,
        "The files, each with the path to write it to.",
    )],
    rules: &[],
};
