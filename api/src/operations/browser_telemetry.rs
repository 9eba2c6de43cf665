//! A browser session's telemetry: past events by the page, new ones as a
//! stream.

use super::{list_of, object, operations, Method, OperationDef};
use crate::operation::StreamDef;
use crate::records::{
    LIST_TELEMETRY_EVENTS_QUERY, TELEMETRY_ENVELOPE, TELEMETRY_STREAM_EVENT, TELEMETRY_STREAM_QUERY,
};

/// Telemetry events, each with its sequence number (also its event id).
static TELEMETRY_EVENTS: StreamDef = StreamDef {
    event: &object(&TELEMETRY_STREAM_EVENT),
    ends: None,
};

operations! {
    LIST_TELEMETRY_EVENTS = op("browsers.telemetry", "events", Get, "/browsers/{id}/telemetry/events",
        "One page of the browser session's past telemetry events; `for await` runs over every event of every page. Empty when the session captured none.")
        .query(&object(&LIST_TELEMETRY_EVENTS_QUERY))
        .pages(&list_of(&object(&TELEMETRY_ENVELOPE)));
    STREAM_TELEMETRY = op("browsers.telemetry", "stream", Get, "/browsers/{id}/telemetry/stream",
        "Streams the browser session's telemetry events as they are captured, until the session ends; each event's id is its sequence number, and a reconnection resumes after the last one.")
        .query(&object(&TELEMETRY_STREAM_QUERY))
        .streams(&TELEMETRY_EVENTS);
}
