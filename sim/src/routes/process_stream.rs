//! `GET /browsers/{id}/process/{process_id}/stdout/stream`: a spawned
//! process's output as SSE, chunk by chunk (one per line written, or per
//! write to a `cat`), then its exit event, after which the stream ends.
//!
//! Each chunk's event id is its number in the process's output (from 1);
//! the exit event's is the number after the last chunk's. `Last-Event-ID`
//! resumes after it, as the log stream does.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::{Extension, Router};
use serde_json::json;

use super::process::process;
use crate::base64;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::world::faults::StreamFaults;
use crate::world::Process;

/// The output stream route.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/browsers/{id}/process/{process_id}/stdout/stream",
        get(stream),
    )
}

/// Every event of `process` so far, in order, each with its number.
fn events(process: &Process) -> Vec<Event> {
    let mut events: Vec<Event> = process
        .output
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            let data = json!({
                "data_b64": base64::encode(&chunk.bytes),
                "stream": chunk.output.name(),
            });
            Event::new(i as u64 + 1, data)
        })
        .collect();
    if let Some(code) = process.exit_code {
        let data = json!({"event": "exit", "exit_code": code});
        events.push(Event::new(process.output.len() as u64 + 1, data));
    }
    events
}

async fn stream(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path((id, process_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = format!("/browsers/{id}/process/{process_id}/stdout/stream");
    process(&mut state.world(), &project, &id, &process_id)?;
    let last = LastEventId::read(&headers, faults.id_prefix.as_deref());
    // Events numbered up to this one are not sent (again).
    let mut after = last.number.unwrap_or(0);
    // sse_replay_on_resume: how many of them to send again first.
    let mut replay = if last.number.is_some() {
        faults.replay_on_resume
    } else {
        0
    };
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let mut world = state.world();
        let browser_running = world.browser(&id).is_some_and(|b| b.running);
        let Some(process) = world.process_mut(&id, &process_id) else {
            return Batch {
                events: Vec::new(),
                more: false,
            };
        };
        let all = events(process);
        let start = usize::try_from(after).map_or(all.len(), |n| n.min(all.len()));
        let from = start.saturating_sub(usize::try_from(replay).unwrap_or(usize::MAX));
        replay = 0;
        let exited = !process.running();
        let events: Vec<Event> = all.into_iter().skip(from).collect();
        after = after.max(events.last().and_then(|e| e.id).unwrap_or(0));
        Batch {
            events,
            more: browser_running && !exited,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}
