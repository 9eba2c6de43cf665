//! Browser sessions and what runs in them.

use super::{list_of, object, operations, Method, OperationDef};
use crate::operation::StreamDef;
use crate::records::{
    BROWSER, BROWSER_CREATE, BROWSER_CURL, BROWSER_CURL_RESPONSE, BROWSER_UPDATE,
    LIST_BROWSERS_QUERY, LOAD_EXTENSIONS, LOG_EVENT, LOG_STREAM_QUERY, RETRIEVE_BROWSER_QUERY,
};
use crate::schema::Ty;

/// A log's lines.
static LOG_EVENTS: StreamDef = StreamDef {
    event: &object(&LOG_EVENT),
    ends: None,
};

operations! {
    CREATE_BROWSER = op("browsers", "create", Post, "/browsers",
        "Creates a browser session in the project the client is scoped to; it counts against the concurrency caps until it is deleted.")
        .optional_body(&object(&BROWSER_CREATE))
        .answers(&object(&BROWSER));
    RETRIEVE_BROWSER = op("browsers", "retrieve", Get, "/browsers/{id_or_name}",
        "Reads a browser session by ID or name.")
        .query(&object(&RETRIEVE_BROWSER_QUERY))
        .answers(&object(&BROWSER));
    UPDATE_BROWSER = op("browsers", "update", Patch, "/browsers/{id_or_name}",
        "Updates a browser session by ID or name: its name, tags, proxy, profile, telemetry or viewport; omitted members are left unchanged.")
        .body(&object(&BROWSER_UPDATE))
        .answers(&object(&BROWSER));
    LIST_BROWSERS = op("browsers", "list", Get, "/browsers",
        "One page of the project's browser sessions; `for await` runs over every item of every page.")
        .query(&object(&LIST_BROWSERS_QUERY))
        .pages(&list_of(&object(&BROWSER)));
    CURL_BROWSER = op("browsers", "curl", Post, "/browsers/{id}/curl",
        "Sends an HTTP request from inside the browser session, with its TLS fingerprint, cookies, proxy and headers; answers the status, headers, body and timing.")
        .body(&object(&BROWSER_CURL))
        .answers(&object(&BROWSER_CURL_RESPONSE));
    DELETE_BROWSER = op("browsers", "deleteByID", Delete, "/browsers/{id_or_name}",
        "Deletes a browser session by ID or name: it stops, and a login flow it was driving is canceled.");
    LOAD_BROWSER_EXTENSIONS = op("browsers", "loadExtensions", Post, "/browsers/{id}/extensions",
        "Loads unpacked extensions (zip archives) into the browser session, which restarts its browser to take them.")
        .uploads(&object(&LOAD_EXTENSIONS));
    STREAM_BROWSER_LOGS = op("browsers.logs", "stream", Get, "/browsers/{id}/logs/stream",
        "Streams a log file or a supervised process's output as log events.")
        .query(&Ty::Union(&LOG_STREAM_QUERY))
        .streams(&LOG_EVENTS);
}
