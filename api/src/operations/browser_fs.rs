//! A browser session's file system, and watches of its directories.

use super::{list_of, object, operations, Method, OperationDef};
use crate::operation::StreamDef;
use crate::records::{
    FS_CREATE_DIRECTORY, FS_DELETE_DIRECTORY, FS_DELETE_FILE, FS_DOWNLOAD_DIR_ZIP_QUERY,
    FS_FILE_INFO, FS_FILE_INFO_QUERY, FS_LIST_FILES_QUERY, FS_MOVE, FS_READ_FILE_QUERY,
    FS_SET_FILE_PERMISSIONS, FS_UPLOAD, FS_UPLOAD_ZIP, FS_WATCH, FS_WATCH_EVENT, FS_WATCH_START,
    FS_WRITE_FILE_QUERY,
};

/// A watch's changes, until the watch stops.
static FS_WATCH_EVENTS: StreamDef = StreamDef {
    event: &object(&FS_WATCH_EVENT),
    ends: None,
};

operations! {
    CREATE_DIRECTORY = op("browsers.fs", "createDirectory", Put, "/browsers/{id}/fs/create_directory",
        "Makes a directory of the browser session, and any parent it lacks; one already there is left as it is.")
        .body(&object(&FS_CREATE_DIRECTORY));
    DELETE_DIRECTORY = op("browsers.fs", "deleteDirectory", Put, "/browsers/{id}/fs/delete_directory",
        "Deletes a directory of the browser session and everything in it.")
        .body(&object(&FS_DELETE_DIRECTORY));
    DELETE_FILE = op("browsers.fs", "deleteFile", Put, "/browsers/{id}/fs/delete_file",
        "Deletes a file of the browser session (a directory is refused: `deleteDirectory` deletes one).")
        .body(&object(&FS_DELETE_FILE));
    DOWNLOAD_DIR_ZIP = op("browsers.fs", "downloadDirZip", Get, "/browsers/{id}/fs/download_dir_zip",
        "Archives a directory of the browser session: the zip's bytes (in JavaScript, the `Response` whose body they are), its entries named from within the directory.")
        .query(&object(&FS_DOWNLOAD_DIR_ZIP_QUERY))
        .downloads("application/zip");
    FILE_INFO = op("browsers.fs", "fileInfo", Get, "/browsers/{id}/fs/file_info",
        "Describes a file or a directory of the browser session: its kind, size, mode and modification time.")
        .query(&object(&FS_FILE_INFO_QUERY))
        .answers(&object(&FS_FILE_INFO));
    LIST_FILES = op("browsers.fs", "listFiles", Get, "/browsers/{id}/fs/list_files",
        "Describes each entry of a directory of the browser session (not those of its subdirectories).")
        .query(&object(&FS_LIST_FILES_QUERY))
        .answers(&list_of(&object(&FS_FILE_INFO)));
    MOVE_FILE = op("browsers.fs", "move", Put, "/browsers/{id}/fs/move",
        "Moves or renames a file or a directory of the browser session; nothing may be at the destination yet.")
        .body(&object(&FS_MOVE));
    READ_FILE = op("browsers.fs", "readFile", Get, "/browsers/{id}/fs/read_file",
        "Reads a file of the browser session: its bytes (in JavaScript, the `Response` whose body they are).")
        .query(&object(&FS_READ_FILE_QUERY))
        .downloads("application/octet-stream");
    SET_FILE_PERMISSIONS = op("browsers.fs", "setFilePermissions", Put, "/browsers/{id}/fs/set_file_permissions",
        "Sets the mode, and optionally the owner and group, of a file or a directory of the browser session.")
        .body(&object(&FS_SET_FILE_PERMISSIONS));
    UPLOAD_FILES = op("browsers.fs", "upload", Post, "/browsers/{id}/fs/upload",
        "Writes files into the browser session's file system, each at its path.")
        .uploads(&object(&FS_UPLOAD));
    UPLOAD_ZIP = op("browsers.fs", "uploadZip", Post, "/browsers/{id}/fs/upload_zip",
        "Extracts a zip archive into a directory of the browser session, making the directories its entries name.")
        .uploads(&object(&FS_UPLOAD_ZIP));
    WRITE_FILE = op("browsers.fs", "writeFile", Put, "/browsers/{id}/fs/write_file",
        "Writes a file of the browser session, the given bytes its whole contents, creating it (and its parent directories) when it is not there.")
        .sends_bytes()
        .query(&object(&FS_WRITE_FILE_QUERY));
    WATCH_EVENTS = op("browsers.fs.watch", "events", Get, "/browsers/{id}/fs/watch/{watch_id}/events",
        "Streams the changes a watch sees, each event numbered so that a dropped stream resumes after the last one read.")
        .streams(&FS_WATCH_EVENTS);
    START_WATCH = op("browsers.fs.watch", "start", Post, "/browsers/{id}/fs/watch",
        "Starts watching a directory of the browser session for changes; `events` streams them.")
        .body(&object(&FS_WATCH_START))
        .answers(&object(&FS_WATCH));
    STOP_WATCH = op("browsers.fs.watch", "stop", Delete, "/browsers/{id}/fs/watch/{watch_id}",
        "Stops a watch: its event stream ends.");
}
