//! `/credentials`: create, retrieve, update, list and delete stored
//! credentials, whose values are never answered; and their current TOTP
//! code.

use std::collections::{BTreeMap, HashMap};

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::{decode_base32, totp_current, SavedCredential, World};

/// The credential routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/credentials", get(list).post(create))
        .route(
            "/credentials/{id}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/credentials/{id}/totp-code", get(totp_code))
}

/// The index of the credential of `project` with id or name `id_or_name`.
fn find(world: &World, project: &str, id_or_name: &str) -> Result<usize, ApiError> {
    let mine = |c: &SavedCredential| c.project_id == project;
    let list = &world.saved_credentials;
    list.iter()
        .position(|c| mine(c) && c.id == id_or_name)
        .or_else(|| list.iter().position(|c| mine(c) && c.name == id_or_name))
        .ok_or_else(|| {
            ApiError::not_found("not_found", format!("credential {id_or_name} not found"))
        })
}

/// The `values` member: names to strings (the values never appear in an
/// error).
fn values(map: &Map<String, Value>) -> Result<Option<BTreeMap<String, String>>, ApiError> {
    let Some(values) = body::object_at(map, "values", "")? else {
        return Ok(None);
    };
    values
        .iter()
        .map(|(k, v)| match v {
            Value::String(s) => Ok((k.clone(), s.clone())),
            _ => Err(ApiError::invalid(
                &format!("values.{k}"),
                "must be a string",
            )),
        })
        .collect::<Result<_, _>>()
        .map(Some)
}

/// The `totp_secret` member, decoded; `Some(None)` removes it.
fn secret(map: &Map<String, Value>) -> Result<Option<Option<Vec<u8>>>, ApiError> {
    match body::string(map, "totp_secret", "", 0)? {
        None => Ok(None),
        Some(text) if text.trim().is_empty() => Ok(Some(None)),
        Some(text) => match decode_base32(&text) {
            Some(bytes) if !bytes.is_empty() => Ok(Some(Some(bytes))),
            _ => Err(ApiError::invalid(
                "totp_secret",
                "must be base32 (letters A to Z and digits 2 to 7)",
            )),
        },
    }
}

fn name_free(
    world: &World,
    project: &str,
    name: &str,
    except: Option<&str>,
) -> Result<(), ApiError> {
    let taken = world
        .saved_credentials
        .iter()
        .any(|c| c.project_id == project && c.name == name && Some(c.id.as_str()) != except);
    if taken {
        return Err(ApiError::conflict(
            "already_exists",
            format!("a credential named {name} already exists"),
        ));
    }
    Ok(())
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["domain", "name", "values", "sso_provider", "totp_secret"],
        "",
    )?;
    let domain = body::required_string(&map, "domain", "")?;
    let name = body::required_string(&map, "name", "")?;
    let values = values(&map)?.ok_or_else(|| ApiError::invalid("values", "is required"))?;
    let sso_provider = body::string(&map, "sso_provider", "", 0)?.filter(|s| !s.is_empty());
    let totp_secret = secret(&map)?.flatten();
    let mut world = state.world();
    name_free(&world, &project, &name, None)?;
    let now = world.clock.now();
    let credential = SavedCredential {
        id: ids::token("cred_", 16),
        project_id: project,
        name,
        domain,
        values,
        sso_provider,
        totp_secret,
        created_at: now,
        updated_at: now,
    };
    let answer = credential.to_json(true, Some(now));
    world.saved_credentials.push(credential);
    Ok((StatusCode::OK, Json(answer)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let index = find(&world, &project, &id)?;
    Ok(Json(world.saved_credentials[index].to_json(true, None)).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &[
            "name",
            "remove_value_keys",
            "sso_provider",
            "totp_secret",
            "values",
        ],
        "",
    )?;
    let name = body::string(&map, "name", "", 1)?;
    let remove: Vec<String> = match map.get("remove_value_keys") {
        None => Vec::new(),
        Some(Value::Array(keys)) => keys
            .iter()
            .map(|k| k.as_str().map(String::from))
            .collect::<Option<_>>()
            .ok_or_else(|| ApiError::invalid("remove_value_keys", "must be an array of strings"))?,
        Some(_) => return Err(ApiError::invalid("remove_value_keys", "must be an array")),
    };
    let sso = match map.get("sso_provider") {
        None => None,
        Some(Value::Null) => Some(None),
        Some(_) => Some(body::string(&map, "sso_provider", "", 0)?.filter(|s| !s.is_empty())),
    };
    let new_secret = secret(&map)?;
    let new_values = values(&map)?;
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    if let Some(name) = &name {
        name_free(
            &world,
            &project,
            name,
            Some(&world.saved_credentials[index].id),
        )?;
    }
    let now = world.clock.now();
    let credential = &mut world.saved_credentials[index];
    if let Some(name) = name {
        credential.name = name;
    }
    for key in &remove {
        credential.values.remove(key);
    }
    credential.values.extend(new_values.unwrap_or_default());
    if let Some(sso) = sso {
        credential.sso_provider = sso;
    }
    let code_at = new_secret.as_ref().and_then(|s| s.as_ref()).map(|_| now);
    if let Some(new_secret) = new_secret {
        credential.totp_secret = new_secret;
    }
    credential.updated_at = now;
    Ok(Json(credential.to_json(true, code_at)).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let domain = query.get("domain");
    let needle = query.get("query").map(|q| q.to_lowercase());
    let world = state.world();
    let items = world
        .saved_credentials
        .iter()
        .filter(|c| c.project_id == project)
        .filter(|c| domain.is_none_or(|d| *d == c.domain))
        .filter(|c| {
            needle.as_ref().is_none_or(|q| {
                c.id == *q
                    || c.name.to_lowercase().contains(q)
                    || c.domain.to_lowercase().contains(q)
            })
        })
        .map(|c| c.to_json(false, None))
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let index = find(&world, &project, &id)?;
    world.saved_credentials.remove(index);
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn totp_code(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let index = find(&world, &project, &id)?;
    let Some(secret) = &world.saved_credentials[index].totp_secret else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "no_totp_secret",
            format!("credential {id} has no TOTP secret"),
        ));
    };
    let (code, expires) = totp_current(secret, world.clock.now());
    Ok(Json(json!({"code": code, "expires_at": rfc3339(expires)})).into_response())
}
