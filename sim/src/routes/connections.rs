//! `/auth/connections`: create, list, retrieve, update, delete, timeline.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, OnConnection, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::validate;
use crate::world::{Connection, Settings, World};

/// The connection routes (flow operations live in `flow`).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/connections", get(list).post(create))
        .route(
            "/auth/connections/{id}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/auth/connections/{id}/timeline", get(timeline))
}

/// The index of connection `id` if it lives in `project` (404 otherwise).
pub fn find(world: &World, project: &str, id: &str) -> Result<usize, ApiError> {
    world
        .connection_index(id)
        .filter(|&i| {
            world
                .connections
                .get(i)
                .is_some_and(|c| c.project_id == project)
        })
        .ok_or_else(|| ApiError::not_found("not_found", format!("auth connection {id} not found")))
}

fn record(world: &World, index: usize, base: &str) -> Value {
    world
        .connections
        .get(index)
        .map_or(Value::Null, |c| c.to_json(base))
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let page = Page::from_query(&query)?;
    let needle = query.get("query").map(|q| q.to_lowercase());
    let items = world
        .connections
        .iter()
        .filter(|c| c.project_id == project)
        .filter(|c| query.get("domain").is_none_or(|d| *d == c.domain))
        .filter(|c| {
            query
                .get("profile_name")
                .is_none_or(|p| *p == c.profile_name)
        })
        .filter(|c| {
            needle.as_ref().is_none_or(|q| {
                c.domain.to_lowercase().contains(q) || c.profile_name.to_lowercase().contains(q)
            })
        })
        .map(|c| c.to_json(&state.base))
        .collect();
    Ok(page.respond(items))
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    let mut request = validate::create(&map, world.org.plan)?;
    if let Some(proxy) = world.connection_proxies(&project, &map)? {
        request.patch.proxy_id = Some(proxy);
    }
    let existing = world.connections.iter().find(|c| {
        c.project_id == project
            && c.profile_name == request.profile_name
            && c.domain == request.domain
    });
    if let Some(existing) = existing {
        return Err(ApiError::conflict(
            "already_exists",
            "an auth connection already exists for this profile and domain",
        )
        .with("existing_id", json!(existing.id)));
    }
    let mut settings = Settings::defaults(world.org.plan.default_health_check_interval());
    settings.apply(request.patch);
    let now = world.clock.now();
    let connection = Connection::new(
        ids::token("conn_", 20),
        project,
        request.profile_name,
        request.domain,
        settings,
        now,
    );
    let json = connection.to_json(&state.base);
    world.connections.push(connection);
    Ok((StatusCode::CREATED, Json(json)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    OnConnection { project, .. }: OnConnection,
) -> Result<Response, ApiError> {
    let world = state.world();
    let index = find(&world, &project, &id)?;
    Ok(Json(record(&world, index, &state.base)).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    OnConnection { caller, project }: OnConnection,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    caller.require_api_key()?;
    let map = body::object(&bytes)?;
    let mut patch = validate::update(&map, world.org.plan)?;
    if let Some(proxy) = world.connection_proxies(&project, &map)? {
        patch.proxy_id = Some(proxy);
    }
    let now = world.clock.now();
    if let Some(conn) = world.connections.get_mut(index) {
        let interval_changed = patch.health_check_interval.is_some();
        conn.settings.apply(patch);
        if interval_changed {
            conn.next_check_at = now + u64::from(conn.settings.health_check_interval) * 1000;
        }
    }
    Ok(Json(record(&world, index, &state.base)).into_response())
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    OnConnection { caller, project }: OnConnection,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    caller.require_api_key()?;
    let now = world.clock.now();
    let removed = world.connections.remove(index);
    if let Some(browser) = removed
        .browser_session_id
        .and_then(|b| world.browser_mut(&b))
    {
        browser.stop(now);
    }
    world.credentials.retain(|_, c| {
        !matches!(c, crate::world::Credential::ConnectionJwt { connection_id, .. } if *connection_id == removed.id)
    });
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn timeline(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    OnConnection { caller, project }: OnConnection,
) -> Result<Response, ApiError> {
    let world = state.world();
    let index = find(&world, &project, &id)?;
    caller.require_api_key()?;
    let page = Page::from_query(&query)?;
    let kind = match query.get("type").map(String::as_str) {
        None => None,
        Some(t @ ("login" | "reauth" | "health_check")) => Some(t),
        Some(_) => {
            return Err(ApiError::invalid(
                "type",
                "must be login, reauth or health_check",
            ))
        }
    };
    let items = world
        .connections
        .get(index)
        .map(|c| {
            c.timeline
                .iter()
                .filter(|e| kind.is_none_or(|k| e["type"] == k))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    Ok(page.respond(items))
}
