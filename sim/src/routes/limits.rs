//! `/org/limits` and `/org/projects/{id}/limits`.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use super::projects::visible;
use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey, Projects};
use crate::state::AppState;
use crate::world::World;

/// The limits routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/org/limits", get(org_limits).patch(update_org_limits))
        .route(
            "/org/projects/{id}/limits",
            get(project_limits).patch(update_project_limits),
        )
}

fn org_json(world: &World) -> Value {
    json!({
        "max_concurrent_sessions": world.org.max_concurrent_sessions,
        "default_project_max_concurrent_sessions": world.org.default_project_max_concurrent_sessions,
    })
}

fn refuse_pooled(map: &Map<String, Value>) -> Result<(), ApiError> {
    if map.contains_key("max_pooled_sessions") {
        return Err(ApiError::invalid(
            "max_pooled_sessions",
            "is deprecated and cannot be set; use max_concurrent_sessions",
        ));
    }
    Ok(())
}

/// A cap from the body: None when absent, Some(None) when 0 clears it.
fn cap(map: &Map<String, Value>, key: &str) -> Result<Option<Option<u32>>, ApiError> {
    Ok(body::count(map, key, "", u64::from(u32::MAX))?.map(|n| (n > 0).then_some(n as u32)))
}

async fn org_limits(
    State(state): State<AppState>,
    _: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(org_json(&world)).into_response())
}

async fn update_org_limits(
    State(state): State<AppState>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    caller.require_org_wide("changing limits")?;
    let map = body::object(&bytes)?;
    refuse_pooled(&map)?;
    if map.contains_key("max_concurrent_sessions") {
        return Err(ApiError::invalid(
            "max_concurrent_sessions",
            "is set by the plan and cannot be changed",
        ));
    }
    body::only(&map, &["default_project_max_concurrent_sessions"], "")?;
    if let Some(value) = cap(&map, "default_project_max_concurrent_sessions")? {
        world.org.default_project_max_concurrent_sessions = value;
    }
    Ok(Json(org_json(&world)).into_response())
}

async fn project_limits(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<Projects>,
) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(visible(&world, &caller, &id)?.limits_json()).into_response())
}

async fn update_project_limits(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<Projects>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    caller.require_org_wide("changing project limits")?;
    let id = visible(&world, &caller, &id)?.id.clone();
    let map = body::object(&bytes)?;
    refuse_pooled(&map)?;
    body::only(
        &map,
        &["max_concurrent_sessions", "max_concurrent_invocations"],
        "",
    )?;
    let sessions = cap(&map, "max_concurrent_sessions")?;
    let invocations = cap(&map, "max_concurrent_invocations")?;
    let now = world.clock.now();
    let project = world
        .project_mut(&id)
        .ok_or_else(|| ApiError::not_found("not_found", "project not found"))?;
    if let Some(v) = sessions {
        project.max_concurrent_sessions = v;
    }
    if let Some(v) = invocations {
        project.max_concurrent_invocations = v;
    }
    project.updated_at = now;
    Ok(Json(project.limits_json()).into_response())
}
