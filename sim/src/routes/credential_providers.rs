//! `/org/credential_providers`: the organization's external credential
//! providers; their items and their connection test from a built-in vault.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Map, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::{CredentialProvider, World};

/// The credential provider routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/org/credential_providers", get(list).post(create))
        .route(
            "/org/credential_providers/{id}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/org/credential_providers/{id}/items", get(items))
        .route("/org/credential_providers/{id}/test", post(test))
}

fn find(world: &World, id: &str) -> Result<usize, ApiError> {
    world
        .credential_providers
        .iter()
        .position(|p| p.id == id)
        .ok_or_else(|| {
            ApiError::not_found("not_found", format!("credential provider {id} not found"))
        })
}

fn name_free(world: &World, name: &str, except: Option<&str>) -> Result<(), ApiError> {
    let taken = world
        .credential_providers
        .iter()
        .any(|p| p.name == name && Some(p.id.as_str()) != except);
    if taken {
        return Err(ApiError::conflict(
            "already_exists",
            format!("a credential provider named {name} already exists"),
        ));
    }
    Ok(())
}

/// The cache lifetime, up to a day.
fn cache_ttl(map: &Map<String, Value>) -> Result<Option<u64>, ApiError> {
    body::count(map, "cache_ttl_seconds", "", 86_400)
}

async fn create(
    State(state): State<AppState>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    caller.require_org_wide("adding a credential provider")?;
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["token", "name", "provider_type", "cache_ttl_seconds"],
        "",
    )?;
    let token = body::required_string(&map, "token", "")?;
    let name = body::required_string(&map, "name", "")?;
    if body::required_string(&map, "provider_type", "")? != "onepassword" {
        return Err(ApiError::invalid("provider_type", "must be onepassword"));
    }
    let cache_ttl_seconds = cache_ttl(&map)?.unwrap_or(300);
    let mut world = state.world();
    name_free(&world, &name, None)?;
    let now = world.clock.now();
    let provider = CredentialProvider {
        id: ids::token("cp_", 16),
        name,
        token,
        cache_ttl_seconds,
        enabled: true,
        priority: world.credential_providers.len() as u64,
        created_at: now,
        updated_at: now,
    };
    let answer = provider.to_json();
    world.credential_providers.push(provider);
    Ok((StatusCode::OK, Json(answer)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let index = find(&world, &id)?;
    Ok(Json(world.credential_providers[index].to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    caller.require_org_wide("changing a credential provider")?;
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["token", "cache_ttl_seconds", "enabled", "name", "priority"],
        "",
    )?;
    let token = body::string(&map, "token", "", 1)?;
    let ttl = cache_ttl(&map)?;
    let enabled = body::boolean(&map, "enabled", "")?;
    let name = body::string(&map, "name", "", 1)?;
    let priority = body::count(&map, "priority", "", u64::from(u32::MAX))?;
    let mut world = state.world();
    let index = find(&world, &id)?;
    if let Some(name) = &name {
        name_free(&world, name, Some(&id))?;
    }
    let now = world.clock.now();
    let provider = &mut world.credential_providers[index];
    if let Some(token) = token {
        provider.token = token;
    }
    if let Some(ttl) = ttl {
        provider.cache_ttl_seconds = ttl;
    }
    if let Some(enabled) = enabled {
        provider.enabled = enabled;
    }
    if let Some(name) = name {
        provider.name = name;
    }
    if let Some(priority) = priority {
        provider.priority = priority;
    }
    provider.updated_at = now;
    Ok(Json(provider.to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    _: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let needle = query.get("query").map(|q| q.to_lowercase());
    let world = state.world();
    let items = world
        .credential_providers
        .iter()
        .filter(|p| {
            needle
                .as_ref()
                .is_none_or(|q| p.id == *q || p.name.to_lowercase().contains(q))
        })
        .map(CredentialProvider::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    caller.require_org_wide("deleting a credential provider")?;
    let mut world = state.world();
    let index = find(&world, &id)?;
    world.credential_providers.remove(index);
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn items(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let provider = &world.credential_providers[find(&world, &id)?];
    if !provider.accepted() {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "provider_unavailable",
            format!("credential provider {id} refused its token"),
        ));
    }
    Ok(Json(provider.items()).into_response())
}

async fn test(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let provider = &world.credential_providers[find(&world, &id)?];
    Ok(Json(provider.test()).into_response())
}
