//! `GET /auth/connections/{id}/events`: the flow's state as SSE.
//!
//! Sends a `managed_auth_state` event at once and again whenever the flow
//! changes, an `sse_heartbeat` between, and ends once flow_status leaves
//! IN_PROGRESS.

use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use serde_json::{Map, Value};
use tokio::time::Instant;

use super::connections::locate;
use crate::error::ApiError;
use crate::sse;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::Connection;

/// How often the stream looks for changes.
const POLL: Duration = Duration::from_millis(20);

/// The follow route.
pub fn router() -> Router<AppState> {
    Router::new().route("/auth/connections/{id}/events", get(follow))
}

/// The `managed_auth_state` payload, without its timestamp.
fn state_event(conn: &Connection, base: &str) -> Value {
    let mut event = Map::new();
    event.insert("event".into(), Value::from("managed_auth_state"));
    event.insert("flow_status".into(), Value::Null);
    event.insert("flow_step".into(), Value::Null);
    if let Some(flow) = &conn.flow {
        for (k, v) in conn.flow_fields(flow, base) {
            if !v.is_null() {
                event.insert(k.into(), v);
            }
        }
        if let Some(url) = conn.post_login_url.as_ref().filter(|_| !flow.in_progress()) {
            event.insert("post_login_url".into(), Value::from(url.clone()));
        }
    }
    Value::Object(event)
}

async fn follow(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let path = format!("/auth/connections/{id}/events");
    let faults = {
        let world = state.world();
        locate(&world, &headers, &id)?;
        world.faults.stream(&path)
    };
    let (mut sink, response) = sse::channel(faults);
    tokio::spawn(async move {
        let mut last: Option<Value> = None;
        let mut sent = 0u64;
        let mut next_beat = Instant::now() + sink.heartbeat_every();
        loop {
            let (current, running, now) = {
                let world = state.world();
                let now = world.clock.now();
                match world.connection(&id) {
                    Some(c) => (Some(state_event(c, &state.base)), c.flow_in_progress(), now),
                    None => (None, false, now),
                }
            };
            let Some(current) = current else {
                sink.error("not_found", "the auth connection was deleted")
                    .await;
                return;
            };
            if last.as_ref() != Some(&current) {
                let mut event = current.clone();
                if let Some(obj) = event.as_object_mut() {
                    obj.insert("timestamp".into(), Value::from(rfc3339(now)));
                }
                sent += 1;
                if !sink.send(Some(sent), &event).await {
                    return;
                }
                last = Some(current);
            }
            if !running {
                return;
            }
            if Instant::now() >= next_beat {
                if !sink.heartbeat().await {
                    return;
                }
                next_beat = Instant::now() + sink.heartbeat_every();
            }
            tokio::time::sleep(POLL).await;
        }
    });
    Ok(response)
}
