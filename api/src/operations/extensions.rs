//! Browser extensions kept by the project, by id or by name.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    EXTENSION, EXTENSION_CHROME_STORE_QUERY, EXTENSION_UPLOAD, LIST_EXTENSIONS_QUERY,
};

operations! {
    LIST_EXTENSIONS = op("extensions", "list", Get, "/extensions",
        "One page of the project's extensions; `for await` runs over every item of every page.")
        .query(&object(&LIST_EXTENSIONS_QUERY))
        .pages(&list_of(&object(&EXTENSION)));
    DELETE_EXTENSION = op("extensions", "delete", Delete, "/extensions/{id_or_name}",
        "Deletes an extension, found by id or by name.");
    DOWNLOAD_EXTENSION = op("extensions", "download", Get, "/extensions/{id_or_name}",
        "Downloads an extension's zip archive: its bytes (in JavaScript, the `Response` whose body they are).")
        .downloads("application/octet-stream");
    DOWNLOAD_EXTENSION_FROM_CHROME_STORE = op("extensions", "downloadFromChromeStore", Get, "/extensions/from_chrome_store",
        "Fetches an extension from the Chrome Web Store, unpacked into a zip archive: its bytes (in JavaScript, the `Response` whose body they are).")
        .query(&object(&EXTENSION_CHROME_STORE_QUERY))
        .downloads("application/octet-stream");
    GET_EXTENSION = op("extensions", "get", Get, "/extensions/{id_or_name}/metadata",
        "Reads an extension's record (name, size, times) by id or by name, without its archive.")
        .answers(&object(&EXTENSION));
    UPLOAD_EXTENSION = op("extensions", "upload", Post, "/extensions",
        "Keeps a zip archive of an unpacked extension in the project, optionally under a name.")
        .uploads(&object(&EXTENSION_UPLOAD))
        .answers(&object(&EXTENSION));
}
