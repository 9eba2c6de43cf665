//! A browser session's file system: the paths its operations name, what
//! they write, and what describes a file or a directory.

use crate::schema::{field, ts_name, Bounds, Doc, ObjectDef, Ty, REQUIRED};

/// An object of one member, a required absolute `path`.
macro_rules! path_only {
    ($name:literal, $doc:literal, $path_doc:literal $(,)?) => {
        ObjectDef {
            name: ts_name($name),
            doc: Doc::new($doc),
            fields: &[field("path", Ty::NonEmptyStr, REQUIRED, $path_doc)],
            rules: &[],
        }
    };
}

/// The body of a directory's creation.
pub static FS_CREATE_DIRECTORY: ObjectDef = ObjectDef {
    name: ts_name("FsCreateDirectoryParams"),
    doc: Doc::new("A directory to create, with any missing parents."),
    fields: &[
        field(
            "path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the directory to create.",
        ),
        field(
            "mode",
            Ty::NonEmptyStr,
            0,
            "The directory's mode, an octal string (`755`, the default); the service refuses any other text.",
        ),
    ],
    rules: &[],
};

/// The body of a directory's deletion.
pub static FS_DELETE_DIRECTORY: ObjectDef = path_only!(
    "FsDeleteDirectoryParams",
    "A directory to delete, with everything in it.",
    "Absolute path of the directory to delete.",
);

/// The body of a file's deletion.
pub static FS_DELETE_FILE: ObjectDef = path_only!(
    "FsDeleteFileParams",
    "A file to delete.",
    "Absolute path of the file to delete (not a directory).",
);

/// The query of a directory's download as a zip archive.
pub static FS_DOWNLOAD_DIR_ZIP_QUERY: ObjectDef = path_only!(
    "FsDownloadDirZipQuery",
    "The directory to download as a zip archive.",
    "Absolute path of the directory to archive.",
);

/// The query of a file's or a directory's description.
pub static FS_FILE_INFO_QUERY: ObjectDef = path_only!(
    "FsFileInfoQuery",
    "The file or directory to describe.",
    "Absolute path of the file or directory.",
);

/// A file or a directory, as `fileInfo` and `listFiles` describe it.
pub static FS_FILE_INFO: ObjectDef = ObjectDef {
    name: ts_name("FsFileInfo"),
    doc: Doc::new("A file or a directory of a browser session's file system."),
    fields: &[
        field("is_dir", Ty::Bool, REQUIRED, "Whether it is a directory."),
        field(
            "mod_time",
            Ty::DateTime,
            REQUIRED,
            "When it was last modified.",
        ),
        field(
            "mode",
            Ty::Str,
            REQUIRED,
            "Its mode bits as `ls -l` shows them (`-rw-r--r--`, `drwxr-xr-x`).",
        ),
        field("name", Ty::Str, REQUIRED, "Its base name."),
        field("path", Ty::Str, REQUIRED, "Its absolute path."),
        field(
            "size_bytes",
            Ty::Integer(&Bounds {
                min: 0,
                max: i64::MAX,
            }),
            REQUIRED,
            "Its size in bytes; 0 for a directory.",
        ),
    ],
    rules: &[],
};

/// The query of a directory's listing.
pub static FS_LIST_FILES_QUERY: ObjectDef = path_only!(
    "FsListFilesQuery",
    "The directory to list.",
    "Absolute path of the directory.",
);

/// The body of a move.
pub static FS_MOVE: ObjectDef = ObjectDef {
    name: ts_name("FsMoveParams"),
    doc: Doc::new("A file or directory to move or rename, and where to."),
    fields: &[
        field(
            "dest_path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path to move it to; nothing may be there yet.",
        ),
        field(
            "src_path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the file or directory to move.",
        ),
    ],
    rules: &[],
};

/// The query of a file read.
pub static FS_READ_FILE_QUERY: ObjectDef = path_only!(
    "FsReadFileQuery",
    "The file to read.",
    "Absolute path of the file to read.",
);

/// The body of a change of permissions.
pub static FS_SET_FILE_PERMISSIONS: ObjectDef = ObjectDef {
    name: ts_name("FsSetFilePermissionsParams"),
    doc: Doc::new("New permissions, and optionally a new owner, of a file or directory."),
    fields: &[
        field(
            "mode",
            Ty::NonEmptyStr,
            REQUIRED,
            "The new mode bits, an octal string (`644`); the service refuses any other text.",
        ),
        field(
            "path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the file or directory.",
        ),
        field(
            "group",
            Ty::NonEmptyStr,
            0,
            "The new group, by name or GID.",
        ),
        field(
            "owner",
            Ty::NonEmptyStr,
            0,
            "The new owner, by user name or UID.",
        ),
    ],
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

/// Body of a zip archive's upload.
pub static FS_UPLOAD_ZIP: ObjectDef = ObjectDef {
    name: ts_name("FsUploadZipParams"),
    doc: Doc::new("A zip archive to extract into a directory of the browser session."),
    fields: &[
        field(
            "dest_path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the directory to extract the archive into.",
        ),
        field(
            "zip_file",
            Ty::File,
            REQUIRED,
            "The archive (stored or deflated entries).",
        ),
    ],
    rules: &[],
};

/// The query of a file write, whose body is the file's bytes.
pub static FS_WRITE_FILE_QUERY: ObjectDef = ObjectDef {
    name: ts_name("FsWriteFileQuery"),
    doc: Doc::new("Where to write a file, and its mode."),
    fields: &[
        field(
            "path",
            Ty::NonEmptyStr,
            REQUIRED,
            "Absolute path of the file to write; missing parent directories are created.",
        ),
        field(
            "mode",
            Ty::NonEmptyStr,
            0,
            "The file's mode, an octal string (`644`, the default); the service refuses any other text.",
        ),
    ],
    rules: &[],
};
