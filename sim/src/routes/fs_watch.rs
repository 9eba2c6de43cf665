//! `/browsers/{id}/fs/watch…`: watches of a running session's directories
//! (the state in `world/fs_watch.rs`). `start` answers the watch's id,
//! `stop` ends it, and `events` streams its changes as SSE: each event's id
//! is the change's number in the watch (from 1), and `Last-Event-ID`
//! resumes after it. The stream ends once the watch is stopped (or its
//! session is) and every change it saw is sent.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Extension, Json, Router};
use serde_json::json;

use super::fs::{body_path, running_fs};
use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::world::faults::StreamFaults;
use crate::world::fs_watch::Change;

/// The watch routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/fs/watch", post(start))
        .route("/browsers/{id}/fs/watch/{watch_id}", delete(stop))
        .route("/browsers/{id}/fs/watch/{watch_id}/events", get(events))
}

async fn start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["path", "recursive"], "")?;
    let path = body_path(&map, "path")?;
    let recursive = body::boolean(&map, "recursive", "")?.unwrap_or(false);
    let mut world = state.world();
    let (fs, _) = running_fs(&mut world, &project, &id)?;
    fs.require_dir(&path, "path")?;
    let watch_id = fs.watches.start(path, recursive);
    Ok(Json(json!({ "watch_id": watch_id })).into_response())
}

async fn stop(
    State(state): State<AppState>,
    Path((id, watch_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    running_fs(&mut world, &project, &id)?
        .0
        .watches
        .stop(&watch_id)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn events(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path((id, watch_id)): Path<(String, String)>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = format!("/browsers/{id}/fs/watch/{watch_id}/events");
    {
        let world = state.world();
        let browser = world
            .browser(&id)
            .filter(|b| b.project_id == project)
            .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
        browser.fs.watches.get(&watch_id)?;
    }
    let last = LastEventId::read(&headers, faults.id_prefix.as_deref());
    // Changes numbered up to this one are not sent (again).
    let mut after = last.number.unwrap_or(0);
    // sse_replay_on_resume: how many of them to send again first.
    let mut replay = if last.number.is_some() {
        faults.replay_on_resume
    } else {
        0
    };
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let world = state.world();
        let watch = world
            .browser(&id)
            .and_then(|b| b.fs.watches.get(&watch_id).ok());
        let Some(watch) = watch else {
            return Batch {
                events: Vec::new(),
                more: false,
            };
        };
        let end =
            usize::try_from(after).map_or(watch.changes.len(), |n| n.min(watch.changes.len()));
        let start = end.saturating_sub(usize::try_from(replay).unwrap_or(usize::MAX));
        replay = 0;
        let events = numbered(&watch.changes, start);
        after = after.max(watch.changes.len() as u64);
        Batch {
            events,
            more: !watch.stopped,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}

/// The events of the changes from index `start` on, each numbered by its
/// place in the watch.
fn numbered(changes: &[Change], start: usize) -> Vec<Event> {
    changes
        .iter()
        .enumerate()
        .skip(start)
        .map(|(index, change)| Event::new(index as u64 + 1, change.to_json()))
        .collect()
}
