//! Watches of a browser session's directories: what starts one, and the
//! changes its event stream reports.

use crate::schema::{field, ts_name, value, Doc, EnumDef, ObjectDef, Ty, REQUIRED};

/// The body of a watch's start.
pub static FS_WATCH_START: ObjectDef = ObjectDef {
    name: ts_name("FsWatchStartParams"),
    doc: Doc::new("A directory to watch for changes."),
    fields: &[
        field(
            "path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the directory to watch.",
        ),
        field(
            "recursive",
            Ty::Bool,
            0,
            "Whether changes anywhere below the directory count, not only those of its entries. Default: false.",
        ),
    ],
    rules: &[],
};

/// What a watch's start answers.
pub static FS_WATCH: ObjectDef = ObjectDef {
    name: ts_name("FsWatch"),
    doc: Doc::new("A started watch of a directory."),
    fields: &[field(
        "watch_id",
        Ty::Str,
        0,
        "The watch's ID, which names it to `events` and `stop`.",
    )],
    rules: &[],
};

/// What happened to a watched path.
pub static FS_WATCH_EVENT_TYPE: EnumDef = EnumDef {
    name: ts_name("FsWatchEventType"),
    doc: Doc::new("What changed at a watched path."),
    values: &[
        value(
            "CREATE",
            "It came into being (written, made, or moved there).",
        ),
        value("WRITE", "An existing file's contents were written."),
        value("DELETE", "It was deleted."),
        value(
            "RENAME",
            "It was moved away (a `CREATE` follows at its new path when that is watched too).",
        ),
    ],
};

/// One event of a watch's stream.
pub static FS_WATCH_EVENT: ObjectDef = ObjectDef {
    name: ts_name("FsWatchEvent"),
    doc: Doc::new("A change in a watched directory."),
    fields: &[
        field(
            "path",
            Ty::Str,
            REQUIRED,
            "Absolute path of the file or directory that changed.",
        ),
        field(
            "type",
            Ty::Enum(&FS_WATCH_EVENT_TYPE),
            REQUIRED,
            "What happened to it.",
        ),
        field("is_dir", Ty::Bool, 0, "Whether it is a directory."),
        field("name", Ty::Str, 0, "Its base name."),
    ],
    rules: &[],
};
