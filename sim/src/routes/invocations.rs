//! `/invocations`: create (run an action of an app version), retrieve,
//! update (end an asynchronous run), list, follow, and the browsers an
//! invocation made (none are made by the simulated actions).

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Json, Router};
use serde_json::{json, Value};

use super::app_events;
use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::audit::parse_rfc3339;
use crate::world::faults::StreamFaults;
use crate::world::{Invocation, World};

/// The invocation routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/invocations", get(list).post(create))
        .route("/invocations/{id}", get(retrieve).patch(update))
        .route(
            "/invocations/{id}/browsers",
            get(list_browsers).delete(delete_browsers),
        )
        .route("/invocations/{id}/events", get(follow))
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &[
            "action_name",
            "app_name",
            "version",
            "async",
            "async_timeout_seconds",
            "payload",
        ],
        "",
    )?;
    let action_name = body::required_string(&map, "action_name", "")?;
    let app_name = body::required_string(&map, "app_name", "")?;
    let version = body::required_string(&map, "version", "")?;
    let run_async = body::boolean(&map, "async", "")?.unwrap_or(false);
    if let Some(seconds) = body::count(&map, "async_timeout_seconds", "", 3600)? {
        if !(10..=3600).contains(&seconds) {
            return Err(ApiError::invalid(
                "async_timeout_seconds",
                "must be from 10 to 3600",
            ));
        }
    }
    let payload = body::string(&map, "payload", "", 0)?;
    let mut world = state.world();
    let now = world.clock.now();
    let app = world
        .app_versions
        .iter()
        .find(|v| v.project_id == project && v.app_name == app_name && v.version == version)
        .ok_or_else(|| {
            ApiError::not_found("not_found", format!("app {app_name} {version} not found"))
        })?;
    if !app.actions.contains(&action_name) {
        return Err(ApiError::invalid(
            "action_name",
            &format!("must be an action of {app_name} {version}"),
        ));
    }
    let mut invocation = Invocation {
        id: ids::token("inv_", 16),
        project_id: project,
        action_name,
        app_name,
        version,
        deployment_id: app.deployment_id.clone(),
        payload,
        status: "queued",
        output: None,
        started_at: now,
        finished_at: None,
        events: Vec::new(),
    }
    .start(now);
    if !run_async {
        invocation.run(now);
    }
    let json = invocation.created_json();
    world.invocations.push(invocation);
    Ok((StatusCode::OK, Json(json)).into_response())
}

fn find<'w>(world: &'w World, project: &str, id: &str) -> Result<&'w Invocation, ApiError> {
    world
        .invocations
        .iter()
        .find(|i| i.id == id && i.project_id == project)
        .ok_or_else(|| ApiError::not_found("not_found", format!("invocation {id} not found")))
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    Ok(Json(find(&state.world(), &project, &id)?.to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["status", "output"], "")?;
    let status = match body::required_string(&map, "status", "")?.as_str() {
        "succeeded" => "succeeded",
        "failed" => "failed",
        _ => return Err(ApiError::invalid("status", "must be succeeded or failed")),
    };
    let output = body::string(&map, "output", "", 0)?;
    let mut world = state.world();
    find(&world, &project, &id)?;
    let now = world.clock.now();
    let invocation = world
        .invocations
        .iter_mut()
        .find(|i| i.id == id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("invocation {id} not found")))?;
    if invocation.settled() {
        return Err(ApiError::conflict(
            "already_finished",
            format!("invocation {id} already {}", invocation.status),
        ));
    }
    invocation.finish(status, output, now);
    Ok(Json(invocation.to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let since = query
        .get("since")
        .map(|t| {
            parse_rfc3339(t).ok_or_else(|| ApiError::invalid("since", "must be an RFC 3339 time"))
        })
        .transpose()?;
    let is = |key: &str, value: &str| query.get(key).is_none_or(|wanted| wanted == value);
    let world = state.world();
    let items = world
        .invocations
        .iter()
        .rev()
        .filter(|i| i.project_id == project)
        .filter(|i| is("action_name", &i.action_name) && is("app_name", &i.app_name))
        .filter(|i| is("deployment_id", &i.deployment_id) && is("version", &i.version))
        .filter(|i| is("status", i.status))
        .filter(|i| since.is_none_or(|since| i.started_at >= since))
        .filter(|i| {
            query.get("query").is_none_or(|q| {
                i.action_name.contains(q.as_str()) || i.app_name.contains(q.as_str())
            })
        })
        .map(Invocation::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn list_browsers(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    find(&state.world(), &project, &id)?;
    Ok(Json(json!({"browsers": []})).into_response())
}

async fn delete_browsers(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    find(&state.world(), &project, &id)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

fn events(world: &World, id: &str) -> Option<(Vec<Value>, bool)> {
    let invocation = world.invocations.iter().find(|i| i.id == id)?;
    Some((invocation.events.clone(), invocation.settled()))
}

async fn follow(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    find(&state.world(), &project, &id)?;
    let path = format!("/invocations/{id}/events");
    app_events::stream(state, faults, &headers, &query, path, id, events)
}
