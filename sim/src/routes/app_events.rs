//! The event streams of deployments and invocations: the record's events
//! as SSE, each with its number as the id; `Last-Event-ID` resumes after
//! it, `since` (RFC 3339) leaves out events before that time. The stream
//! ends after the state that settles the record.

use std::collections::HashMap;

use axum::http::HeaderMap;
use axum::response::Response;
use serde_json::Value;

use crate::error::ApiError;
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::world::audit::parse_rfc3339;
use crate::world::faults::StreamFaults;
use crate::world::World;

/// A record's events and whether it has settled; `None` once it is gone.
pub type Read = fn(&World, &str) -> Option<(Vec<Value>, bool)>;

/// Reads `since` from the query.
fn since(query: &HashMap<String, String>) -> Result<Option<u64>, ApiError> {
    query
        .get("since")
        .map(|text| {
            parse_rfc3339(text)
                .ok_or_else(|| ApiError::invalid("since", "must be an RFC 3339 time"))
        })
        .transpose()
}

/// Streams the events `read` finds for record `id`.
pub fn stream(
    state: AppState,
    faults: StreamFaults,
    headers: &HeaderMap,
    query: &HashMap<String, String>,
    path: String,
    id: String,
    read: Read,
) -> Result<Response, ApiError> {
    let since = since(query)?;
    let last = LastEventId::read(headers, faults.id_prefix.as_deref());
    let mut after = last.number.unwrap_or(0) as usize;
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let world = state.world();
        let Some((events, settled)) = read(&world, &id) else {
            return Batch {
                events: vec![Event::error("not_found", "the record was deleted")],
                more: false,
            };
        };
        let new: Vec<Event> = events
            .iter()
            .enumerate()
            .skip(after)
            .filter(|(_, event)| {
                since.is_none_or(|since| {
                    event["timestamp"]
                        .as_str()
                        .and_then(parse_rfc3339)
                        .is_none_or(|at| at >= since)
                })
            })
            .map(|(index, event)| Event::new(index as u64 + 1, event.clone()))
            .collect();
        after = after.max(events.len());
        Batch {
            events: new,
            more: !settled,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}
