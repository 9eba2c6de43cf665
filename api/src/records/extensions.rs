//! Browser extensions kept by the project: uploaded zip archives of
//! unpacked extensions, and those fetched from the Chrome Web Store.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Doc, EnumDef, ObjectDef, Ty, NON_NEGATIVE, NULLABLE, REQUIRED,
};

/// An extension kept by the project.
pub static EXTENSION: ObjectDef = ObjectDef {
    name: ts_name("Extension"),
    doc: Doc::new("A browser extension kept by the project."),
    fields: &[
        field(
            "id",
            Ty::Str,
            REQUIRED,
            "Unique identifier of the extension.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the extension was uploaded.",
        ),
        field(
            "size_bytes",
            NON_NEGATIVE,
            REQUIRED,
            "Size of the extension's archive, in bytes.",
        ),
        field(
            "checksum",
            Ty::Str,
            NULLABLE,
            "Lowercase hexadecimal SHA-256 of the archive's bytes as uploaded; absent for \
             old extensions and those repackaged from the Chrome Web Store.",
        ),
        field(
            "last_used_at",
            Ty::DateTime,
            NULLABLE,
            "When a session last loaded the extension.",
        ),
        field(
            "name",
            Ty::Str,
            NULLABLE,
            "Name of the extension, unique within the project, if set.",
        ),
    ],
    rules: &[],
};

/// The query of the extension list.
pub static LIST_EXTENSIONS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListExtensionsQuery"),
    doc: Doc::new("One page of the project's extensions."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "name",
            Ty::Str,
            0,
            "Only the extension with exactly this name.",
        ),
        field(
            "query",
            Ty::Str,
            0,
            "Only extensions whose name holds this text in any case, or whose id is this text.",
        ),
    ],
    rules: &[],
};

/// The operating systems an extension can be packaged for.
pub static EXTENSION_OS: EnumDef = EnumDef {
    name: ts_name("ExtensionOs"),
    doc: Doc::new("The operating system a Chrome Web Store package is built for."),
    values: &[
        value("win", "Windows."),
        value("mac", "macOS."),
        value("linux", "Linux."),
    ],
};

/// The query of an extension's download from the Chrome Web Store.
pub static EXTENSION_CHROME_STORE_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ExtensionDownloadFromChromeStoreQuery"),
    doc: Doc::new("The Chrome Web Store extension to fetch, unpacked into a zip archive."),
    fields: &[
        field(
            "url",
            Ty::NonEmptyStr,
            REQUIRED,
            "The extension's Chrome Web Store address.",
        ),
        field(
            "os",
            Ty::Enum(&EXTENSION_OS),
            0,
            "The operating system to package it for; Linux by default.",
        ),
    ],
    rules: &[],
};

/// Body of the extension upload request.
pub static EXTENSION_UPLOAD: ObjectDef = ObjectDef {
    name: ts_name("ExtensionUploadParams"),
    doc: Doc::new("A zip archive of an unpacked extension, to keep in the project."),
    fields: &[
        field(
            "file",
            Ty::File,
            REQUIRED,
            "The zip archive, with the extension's `manifest.json` at its top.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "A name to refer to it by, unique within the project.",
        ),
    ],
    rules: &[],
};
