//! `/_sim/browsers`: start and stop browsers and write their logs.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, Control, Scoped};
use crate::state::AppState;
use crate::world::{BrowserSettings, LogSource};

/// The browser control routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/_sim/browsers", post(start))
        .route("/_sim/browsers/{id}", delete(stop))
        .route("/_sim/browsers/{id}/logs", post(append))
}

/// Starts a running browser in the request's project (caps apply).
async fn start(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<Control>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let id = world.start_browser(&project, None, BrowserSettings::default())?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"id": id, "project_id": project})),
    )
        .into_response())
}

fn not_found(id: &str) -> ApiError {
    ApiError::not_found("not_found", format!("browser {id} not found"))
}

/// Stops a browser; a flow it was driving is CANCELED.
async fn stop(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    state.world().stop_browser(&id)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn append(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(&map, &["path", "supervisor_process", "lines"], "")?;
    let source = match (
        body::string(&map, "path", "", 1)?,
        body::string(&map, "supervisor_process", "", 1)?,
    ) {
        (Some(p), None) => LogSource::Path(p),
        (None, Some(s)) => LogSource::Supervisor(s),
        _ => {
            return Err(ApiError::invalid(
                "",
                "provide exactly one of path, supervisor_process",
            ))
        }
    };
    let lines: Vec<String> = match map.get("lines") {
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| ApiError::invalid(&format!("lines[{i}]"), "must be a string"))
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(ApiError::invalid("lines", "must be an array of strings")),
    };
    let now = world.clock.now();
    let browser = world.browser_mut(&id).ok_or_else(|| not_found(&id))?;
    let count = lines.len();
    for line in lines {
        browser.log(source.clone(), line, now);
    }
    Ok(Json(json!({"appended": count})).into_response())
}
