//! The `/_sim/` control surface for tests: keys, clock, faults, org,
//! request log, and steering of flows. Needs an org-wide credential.
//! Browsers and streams have their own modules.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, Control};
use crate::ids;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::{Credential, FaultSettings, Plan, World};

/// The control routes (browsers live in `control_browsers`, streams in
/// `control_streams`).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/_sim/keys", post(issue_key))
        .route("/_sim/oauth-tokens", post(issue_oauth_token))
        .route("/_sim/clock", get(clock).post(advance_clock))
        .route("/_sim/faults", get(faults).post(set_faults))
        .route("/_sim/org", get(org).patch(update_org))
        .route("/_sim/requests", get(requests).delete(clear_requests))
        .route("/_sim/connections/{id}/approve", post(approve))
        .route("/_sim/connections/{id}/fail", post(fail))
        .route(
            "/_sim/connections/{id}/expire-session",
            post(expire_session),
        )
}

async fn issue_key(
    State(state): State<AppState>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(&map, &["project_id"], "")?;
    let project = body::required_string(&map, "project_id", "")?;
    if world.project(&project).is_none() {
        return Err(ApiError::not_found(
            "project_not_found",
            format!("project {project} was not found"),
        ));
    }
    let key = ids::token("sk_proj_", 32);
    world
        .credentials
        .insert(key.clone(), Credential::ProjectKey(project.clone()));
    Ok((
        StatusCode::CREATED,
        Json(json!({"key": key, "project_id": project})),
    )
        .into_response())
}

async fn issue_oauth_token(
    State(state): State<AppState>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    if map.contains_key("project_id") {
        return Err(ApiError::invalid(
            "project_id",
            "OAuth tokens are always org-wide",
        ));
    }
    body::only(&map, &[], "")?;
    let token = ids::token("oat_", 32);
    world.credentials.insert(token.clone(), Credential::OAuth);
    Ok((StatusCode::CREATED, Json(json!({"token": token}))).into_response())
}

fn clock_json(world: &World) -> Value {
    json!({"now": rfc3339(world.clock.now()), "frozen": world.clock.is_frozen()})
}

async fn clock(State(state): State<AppState>, _: Admitted<Control>) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(clock_json(&world)).into_response())
}

async fn advance_clock(
    State(state): State<AppState>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(&map, &["advance_seconds", "frozen"], "")?;
    let seconds = body::count(&map, "advance_seconds", "", 10 * 365 * 86_400)?;
    let frozen = body::boolean(&map, "frozen", "")?;
    if seconds.is_none() && frozen.is_none() {
        return Err(ApiError::invalid("advance_seconds", "is required"));
    }
    match frozen {
        Some(true) => world.clock.freeze(),
        Some(false) => world.clock.thaw(),
        None => {}
    }
    if let Some(seconds) = seconds {
        world.clock.advance(std::time::Duration::from_secs(seconds));
    }
    world.tick();
    Ok(Json(clock_json(&world)).into_response())
}

async fn faults(State(state): State<AppState>, _: Admitted<Control>) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(world.faults.settings().to_json()).into_response())
}

async fn set_faults(
    State(state): State<AppState>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let settings = FaultSettings::parse(&body::object(&bytes)?)?;
    let json = settings.to_json();
    world.faults.set(settings);
    Ok(Json(json).into_response())
}

fn org_json(world: &World) -> Value {
    json!({
        "projects_enabled": world.org.projects_enabled,
        "plan": world.org.plan.name(),
        "max_concurrent_sessions": world.org.max_concurrent_sessions,
        "default_project_id": world.org.default_project_id,
    })
}

async fn org(State(state): State<AppState>, _: Admitted<Control>) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(org_json(&world)).into_response())
}

async fn update_org(
    State(state): State<AppState>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["projects_enabled", "plan", "max_concurrent_sessions"],
        "",
    )?;
    let plan = match body::string(&map, "plan", "", 0)? {
        None => None,
        Some(p) => Some(p.parse::<Plan>().map_err(|()| {
            ApiError::invalid("plan", "must be enterprise, startup, hobbyist or free")
        })?),
    };
    let enabled = body::boolean(&map, "projects_enabled", "")?;
    let max = body::count(&map, "max_concurrent_sessions", "", u64::from(u32::MAX))?;
    if let Some(plan) = plan {
        world.org.plan = plan;
    }
    if let Some(enabled) = enabled {
        world.org.projects_enabled = enabled;
    }
    if let Some(max) = max {
        world.org.max_concurrent_sessions = max as u32;
    }
    Ok(Json(org_json(&world)).into_response())
}

async fn requests(
    State(state): State<AppState>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(Value::Array(world.requests.clone())).into_response())
}

async fn clear_requests(
    State(state): State<AppState>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    world.requests.clear();
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn approve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = any_connection(&world, &id)?;
    let now = world.clock.now();
    let approved = world
        .connections
        .get_mut(index)
        .and_then(|c| c.flow.as_mut())
        .is_some_and(|f| f.approve());
    if !approved {
        return Err(ApiError::conflict(
            "flow_not_awaiting_external_action",
            "the login flow is not awaiting an external action",
        ));
    }
    if let Some(conn) = world.connections.get_mut(index) {
        conn.record_flow(now);
    }
    world.after_flow_change(index, now);
    Ok(Json(json!({"approved": true})).into_response())
}

/// Ends a running flow as FAILED, as a site that blocks the sign-in would.
async fn fail(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = any_connection(&world, &id)?;
    let now = world.clock.now();
    let Some(conn) = world.connections.get_mut(index) else {
        return Err(ApiError::not_found(
            "not_found",
            "auth connection not found",
        ));
    };
    let Some(flow) = conn.flow.as_mut().filter(|f| f.in_progress()) else {
        return Err(ApiError::conflict(
            "flow_not_in_progress",
            "no login flow is in progress",
        ));
    };
    flow.fail(BLOCKED_CODE, BLOCKED_MESSAGE);
    conn.record_flow(now);
    world.after_flow_change(index, now);
    Ok(Json(json!({"failed": true, "error_code": BLOCKED_CODE})).into_response())
}

/// The index of the auth connection `id`, in any project; 404 when there is
/// none.
fn any_connection(world: &World, id: &str) -> Result<usize, ApiError> {
    world
        .connection_index(id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("auth connection {id} not found")))
}

/// The error of a flow failed through the control surface.
const BLOCKED_CODE: &str = "login_blocked";
const BLOCKED_MESSAGE: &str = "The site blocked this sign-in. Try again later.";

async fn expire_session(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = any_connection(&world, &id)?;
    if let Some(conn) = world.connections.get_mut(index) {
        conn.session_expired = true;
    }
    Ok(Json(json!({"session_expired": true})).into_response())
}
