//! `/org/api_keys`: create, retrieve, update, list, delete and rotate API
//! keys. A new key works as a bearer credential at once (org-wide, or
//! scoped to its project); a deleted one stops working. Creating and
//! rotating answer the plaintext once; nothing else ever holds it.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Map, Value};

use crate::auth::Caller;
use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::{ApiKeyRecord, Credential, World};

/// Most days a key may live.
const MAX_DAYS: u64 = 3650;

/// The API key routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/org/api_keys", get(list).post(create))
        .route(
            "/org/api_keys/{id}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/org/api_keys/{id}/rotate", post(rotate))
}

/// Days from a nullable member: `null` or omitted is none.
fn days(map: &Map<String, Value>, key: &str) -> Result<Option<u64>, ApiError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => match body::count(map, key, "", MAX_DAYS)? {
            Some(0) => Err(ApiError::invalid(key, "must be from 1 to 3650")),
            days => Ok(days),
        },
    }
}

/// Makes a key: its record, and its plaintext as a credential.
fn issue(
    world: &mut World,
    name: String,
    project: Option<(String, String)>,
    days: Option<u64>,
) -> (ApiKeyRecord, String) {
    let key = ids::token("sk_", 40);
    let credential = match &project {
        Some((id, _)) => Credential::ProjectKey(id.clone()),
        None => Credential::OrgKey,
    };
    world.credentials.insert(key.clone(), credential);
    let now = world.clock.now();
    let record = ApiKeyRecord::new(ids::token("key_", 16), name, &key, project, now, days);
    (record, key)
}

/// The record's JSON with the plaintext `key` added.
fn created(record: &ApiKeyRecord, key: String) -> Response {
    let mut json = record.to_json();
    json["key"] = Value::from(key);
    (StatusCode::OK, Json(json)).into_response()
}

async fn create(
    State(state): State<AppState>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    caller.require_org_wide("managing API keys")?;
    let map = body::object(&bytes)?;
    body::only(&map, &["name", "days_to_expire", "project_id"], "")?;
    let name = body::required_string(&map, "name", "")?;
    let days = days(&map, "days_to_expire")?;
    let mut world = state.world();
    let project = match map.get("project_id") {
        None | Some(Value::Null) => None,
        Some(_) => {
            let id = body::required_string(&map, "project_id", "")?;
            let project = world.project_by_id_or_name(&id).ok_or_else(|| {
                ApiError::not_found("not_found", format!("project {id} not found"))
            })?;
            Some((project.id.clone(), project.name.clone()))
        }
    };
    let (record, key) = issue(&mut world, name, project, days);
    let response = created(&record, key);
    world.api_keys.push(record);
    Ok(response)
}

fn find<'w>(
    world: &'w World,
    id: &str,
    include_deleted: bool,
) -> Result<&'w ApiKeyRecord, ApiError> {
    world
        .api_keys
        .iter()
        .find(|k| k.id == id && (include_deleted || k.deleted_at.is_none()))
        .ok_or_else(|| ApiError::not_found("not_found", format!("API key {id} not found")))
}

fn org_wide(caller: &Caller) -> Result<(), ApiError> {
    caller.require_org_wide("managing API keys")
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    org_wide(&caller)?;
    let include_deleted = query.get("include_deleted").is_some_and(|v| v == "true");
    Ok(Json(find(&state.world(), &id, include_deleted)?.to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    org_wide(&caller)?;
    let map = body::object(&bytes)?;
    body::only(&map, &["name"], "")?;
    let name = body::required_string(&map, "name", "")?;
    let mut world = state.world();
    find(&world, &id, false)?;
    let record = world
        .api_keys
        .iter_mut()
        .find(|k| k.id == id)
        .expect("found above");
    record.name = name;
    Ok(Json(record.to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    org_wide(&caller)?;
    let page = Page::from_query(&query)?;
    let status = match query.get("status").map(String::as_str) {
        None if query.get("include_deleted").is_some_and(|v| v == "true") => "all",
        None | Some("active") => "active",
        Some("deleted") => "deleted",
        Some("all") => "all",
        Some(_) => {
            return Err(ApiError::invalid(
                "status",
                "must be active, deleted or all",
            ))
        }
    };
    let world = state.world();
    let mut keys: Vec<&ApiKeyRecord> = world
        .api_keys
        .iter()
        .filter(|k| match status {
            "active" => k.deleted_at.is_none(),
            "deleted" => k.deleted_at.is_some(),
            _ => true,
        })
        .filter(|k| query.get("name").is_none_or(|n| *n == k.name))
        .filter(|k| {
            query
                .get("query")
                .is_none_or(|q| k.name.contains(q.as_str()))
        })
        .collect();
    match query.get("sort_by").map(String::as_str) {
        None | Some("created_at") => {}
        Some("name") => keys.sort_by(|a, b| a.name.cmp(&b.name)),
        Some("expires_at") => keys.sort_by_key(|k| k.expires_at.unwrap_or(u64::MAX)),
        Some(_) => {
            return Err(ApiError::invalid(
                "sort_by",
                "must be created_at, name or expires_at",
            ))
        }
    }
    match query.get("sort_direction").map(String::as_str) {
        None | Some("asc") => {}
        Some("desc") => keys.reverse(),
        Some(_) => return Err(ApiError::invalid("sort_direction", "must be asc or desc")),
    }
    Ok(page.respond(keys.into_iter().map(ApiKeyRecord::to_json).collect()))
}

/// Deletes key `id`: its record is marked, its credential removed.
fn delete_key(world: &mut World, id: &str) -> Result<(), ApiError> {
    find(world, id, false)?;
    let now = world.clock.now();
    let record = world
        .api_keys
        .iter_mut()
        .find(|k| k.id == id)
        .expect("found above");
    record.deleted_at = Some(now);
    let record = world
        .api_keys
        .iter()
        .find(|k| k.id == id)
        .expect("found above");
    let dropped: Vec<String> = world
        .credentials
        .keys()
        .filter(|key| record.is_key(key))
        .cloned()
        .collect();
    for key in dropped {
        world.credentials.remove(&key);
    }
    Ok(())
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    org_wide(&caller)?;
    delete_key(&mut state.world(), &id)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn rotate(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    org_wide(&caller)?;
    let map = if bytes.is_empty() {
        Map::new()
    } else {
        body::object(&bytes)?
    };
    body::only(&map, &["days_to_expire", "expire_in_days"], "")?;
    let grace = days(&map, "expire_in_days")?;
    let days = days(&map, "days_to_expire")?;
    let mut world = state.world();
    let old = find(&world, &id, false)?;
    let (name, project) = (old.name.clone(), old.project.clone());
    let (record, key) = issue(&mut world, name, project, days);
    match grace {
        None => delete_key(&mut world, &id)?,
        Some(grace) => {
            let now = world.clock.now();
            let old = world
                .api_keys
                .iter_mut()
                .find(|k| k.id == id)
                .expect("found above");
            old.expires_at = Some(now + grace * 86_400_000);
        }
    }
    let response = created(&record, key);
    world.api_keys.push(record);
    Ok(response)
}
