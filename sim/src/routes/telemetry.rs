//! `/browsers/{id}/telemetry/…`: a browser session's telemetry events,
//! past ones by the page (`events`) and new ones as SSE (`stream`); and
//! `POST /_sim/browsers/{id}/telemetry`, which makes the browser do what
//! produces events a test names.
//!
//! The stream's event ids are the events' `seq`. A fresh connection sends
//! only events captured from then on, or with `replay=all` every event
//! kept; `Last-Event-ID` resumes after that event and takes precedence
//! over `replay`. The stream ends when the browser stops.

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde_json::{json, Value};

use super::telemetry_query::{EventsQuery, CATEGORIES};
use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey, Control, Scoped};
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::world::faults::StreamFaults;
use crate::world::{telemetry, Browser, TelemetryEvent, World};

/// The telemetry routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/telemetry/events", get(events))
        .route("/browsers/{id}/telemetry/stream", get(stream))
        .route("/_sim/browsers/{id}/telemetry", post(happen))
}

/// The browser `id` of `project`, stopped or not: a stopped session's
/// events stay readable.
fn of_project<'w>(world: &'w World, project: &str, id: &str) -> Result<&'w Browser, ApiError> {
    world
        .browser(id)
        .filter(|b| b.project_id == project)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))
}

async fn events(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(pairs): Query<Vec<(String, String)>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let browser = of_project(&world, &project, &id)?;
    let query = EventsQuery::read(&pairs, world.clock.now())?;
    let in_window = |e: &&TelemetryEvent| {
        query.since.is_none_or(|since| e.at >= since)
            && query.until.is_none_or(|until| e.at < until)
    };
    let mut window: Vec<&TelemetryEvent> = browser.telemetry.iter().filter(in_window).collect();
    if query.descending {
        window.reverse();
    }
    // The categories filter each page, as the service does: a page may
    // come out empty while more follow.
    let (page, has_more, next) = query.page.apply(window);
    let items: Vec<Value> = page
        .into_iter()
        .filter(|e| query.categories.is_empty() || query.categories.contains(&e.category))
        .map(TelemetryEvent::to_json)
        .collect();
    let mut response = (StatusCode::OK, Json(Value::Array(items))).into_response();
    let headers = response.headers_mut();
    headers.insert(
        "x-has-more",
        HeaderValue::from_static(if has_more { "true" } else { "false" }),
    );
    headers.insert("x-next-offset", HeaderValue::from(next));
    Ok(response)
}

async fn stream(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(pairs): Query<Vec<(String, String)>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = format!("/browsers/{id}/telemetry/stream");
    let kept = {
        let world = state.world();
        of_project(&world, &project, &id)?.telemetry.len() as u64
    };
    let replay_all = pairs.iter().any(|(k, v)| k == "replay" && v == "all");
    let last = LastEventId::read(&headers, faults.id_prefix.as_deref());
    // Events numbered up to this one are not sent (again).
    let mut after = match (last.number, replay_all) {
        (Some(number), _) => number,
        (None, true) => 0,
        (None, false) => kept,
    };
    // sse_replay_on_resume: how many of them to send again first.
    let mut replay = match last.number {
        Some(_) => faults.replay_on_resume,
        None => 0,
    };
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let world = state.world();
        let Some(browser) = world.browser(&id) else {
            return Batch {
                events: Vec::new(),
                more: false,
            };
        };
        let start = usize::try_from(after).map_or(usize::MAX, |a| a.min(browser.telemetry.len()));
        let again = usize::try_from(replay).map_or(start, |r| r.min(start));
        replay = 0;
        let events = browser.telemetry[start - again..]
            .iter()
            .map(|e| Event::new(e.seq, e.to_json()))
            .collect();
        after = after.max(browser.telemetry.len() as u64);
        Batch {
            events,
            more: browser.running,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}

/// `{events: [{category, type, data?}]}`: the browser does what produces
/// each event; those its telemetry settings capture are recorded.
/// Answers `{seq: [number or null, …]}`, `null` for an event not captured.
async fn happen(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["events"], "")?;
    let Some(Value::Array(items)) = map.get("events") else {
        return Err(ApiError::invalid("events", "must be an array of events"));
    };
    let mut wanted = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("events[{i}]");
        let Value::Object(event) = item else {
            return Err(ApiError::invalid(&at, "must be an object"));
        };
        body::only(event, &["category", "type", "data"], &at)?;
        let category = body::string(event, "category", &at, 1)?
            .filter(|c| CATEGORIES.contains(&c.as_str()))
            .ok_or_else(|| ApiError::invalid(&format!("{at}.category"), "must be a category"))?;
        let kind = body::string(event, "type", &at, 1)?
            .ok_or_else(|| ApiError::invalid(&format!("{at}.type"), "is required"))?;
        let data = event.get("data").cloned().unwrap_or_else(|| json!({}));
        wanted.push((category, kind, data));
    }
    let mut world = state.world();
    let now = world.clock.now();
    let browser = world
        .browser_mut(&id)
        .filter(|b| b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    let seqs: Vec<Option<u64>> = wanted
        .into_iter()
        .map(|(category, kind, data)| telemetry::record(browser, &category, &kind, data, now))
        .collect();
    Ok(Json(json!({ "seq": seqs })).into_response())
}
