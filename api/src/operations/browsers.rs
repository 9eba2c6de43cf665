//! Browser sessions and what runs in them.

use super::{object, operations, Method, OperationDef};
use crate::operation::StreamDef;
use crate::records::{LOG_EVENT, LOG_STREAM_QUERY};
use crate::schema::Ty;

/// A log's lines.
static LOG_EVENTS: StreamDef = StreamDef {
    event: &object(&LOG_EVENT),
    ends: None,
};

operations! {
    STREAM_BROWSER_LOGS = op("browsers.logs", "stream", Get, "/browsers/{id}/logs/stream",
        "Streams a log file or a supervised process's output as log events.")
        .query(&Ty::Union(&LOG_STREAM_QUERY))
        .streams(&LOG_EVENTS);
}
