//! The organization's API keys and its audit log.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{
    API_KEY, API_KEY_CREATE, API_KEY_ROTATE, API_KEY_UPDATE, AUDIT_LOG_ENTRY,
    AUDIT_LOG_EXPORT_QUERY, CREATED_API_KEY, LIST_API_KEYS_QUERY, LIST_AUDIT_LOGS_QUERY,
    RETRIEVE_API_KEY_QUERY,
};

operations! {
    CREATE_API_KEY = op("apiKeys", "create", Post, "/org/api_keys",
        "Creates an API key; the answer's `key` is its plaintext, shown this once only.")
        .body(&object(&API_KEY_CREATE))
        .answers(&object(&CREATED_API_KEY));
    RETRIEVE_API_KEY = op("apiKeys", "retrieve", Get, "/org/api_keys/{id}",
        "Reads an API key, without its plaintext.")
        .query(&object(&RETRIEVE_API_KEY_QUERY))
        .answers(&object(&API_KEY));
    UPDATE_API_KEY = op("apiKeys", "update", Patch, "/org/api_keys/{id}",
        "Renames an API key.")
        .body(&object(&API_KEY_UPDATE))
        .answers(&object(&API_KEY));
    LIST_API_KEYS = op("apiKeys", "list", Get, "/org/api_keys",
        "One page of API keys; `for await` runs over every item of every page.")
        .query(&object(&LIST_API_KEYS_QUERY))
        .pages(&list_of(&object(&API_KEY)));
    DELETE_API_KEY = op("apiKeys", "delete", Delete, "/org/api_keys/{id}",
        "Deletes an API key: it stops working at once.");
    ROTATE_API_KEY = op("apiKeys", "rotate", Post, "/org/api_keys/{id}/rotate",
        "Replaces an API key with a new one of the same name and scope; the answer's `key` is the new plaintext, shown this once only.")
        .optional_body(&object(&API_KEY_ROTATE))
        .answers(&object(&CREATED_API_KEY));
    LIST_AUDIT_LOGS = op("auditLogs", "list", Get, "/audit-logs",
        "One page of audit log entries in a time range; `for await` runs over every item of every page.")
        .query(&object(&LIST_AUDIT_LOGS_QUERY))
        .pages(&list_of(&object(&AUDIT_LOG_ENTRY)));
    EXPORT_AUDIT_LOG_CHUNK = op("auditLogs", "exportChunk", Get, "/audit-logs/export/chunk",
        "One chunk of the audit log as JSON lines (gzip-compressed for `jsonl.gz`); the `X-Next-Cursor` header, when present, is the next chunk's `cursor`.")
        .query(&object(&AUDIT_LOG_EXPORT_QUERY))
        .downloads("application/octet-stream");
}
