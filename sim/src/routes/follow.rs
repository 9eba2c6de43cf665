//! `GET /auth/connections/{id}/events`: the flow's state as SSE.
//!
//! Sends a `managed_auth_state` event at once and again whenever the state
//! changes, an `sse_heartbeat` between, and ends once flow_status leaves
//! IN_PROGRESS. Each state event's id is the connection's state version
//! (it keeps increasing across HTTP connections); with a numeric
//! `Last-Event-ID` the stream sends only states newer than it, so a client
//! that already has the final state gets an empty stream.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::{Extension, Router};
use serde_json::{Map, Value};

use super::connections::find;
use crate::error::ApiError;
use crate::extract::OnConnection;
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::world::faults::StreamFaults;
use crate::world::Connection;

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
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path(id): Path<String>,
    OnConnection { project, .. }: OnConnection,
) -> Result<Response, ApiError> {
    let path = format!("/auth/connections/{id}/events");
    find(&state.world(), &project, &id)?;
    let last = LastEventId::read(&headers, faults.id_prefix.as_deref());
    // The client has every version up to this one.
    let mut delivered = last.number.unwrap_or(0);
    // sse_replay_on_resume: send the current state again even if not newer.
    let mut replay = last.number.is_some() && faults.replay_on_resume > 0;
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let mut world = state.world();
        let now = world.clock.now();
        let Some(conn) = world.connection_mut(&id) else {
            return Batch {
                events: vec![Event::error("not_found", "the auth connection was deleted")],
                more: false,
            };
        };
        let payload = state_event(conn, &state.base);
        let running = conn.flow_in_progress();
        let current = conn.follow_state.observe(payload, now);
        let mut events = Vec::new();
        let replay_now = std::mem::take(&mut replay);
        if current.version() > delivered || replay_now {
            events.push(Event::new(current.version(), current.event()));
            delivered = delivered.max(current.version());
        }
        Batch {
            events,
            more: running,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}
