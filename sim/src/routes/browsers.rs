//! `/browsers`: create, retrieve (by id or name), update, list and delete
//! browser sessions of the request's project. A deleted session stays readable
//! (soft delete); a session that stopped for any reason counts as deleted.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use crate::body;
use crate::clock::Millis;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::paging::Page;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::validate;
use crate::world::{telemetry, Browser, World};

/// The browser session routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers", get(list).post(create))
        .route("/browsers/{id}", get(retrieve).patch(update).delete(remove))
}

/// The session's record, its URLs under `base`.
pub fn record(browser: &Browser, base: &str, now: Millis) -> Value {
    let id = &browser.id;
    let settings = &browser.settings;
    let sockets = base.replacen("http", "ws", 1);
    let token = &browser.token;
    let mut out = Map::new();
    let mut put = |key: &str, value: Value| {
        out.insert(key.to_string(), value);
    };
    put("session_id", json!(id));
    put("created_at", json!(rfc3339(browser.created_at)));
    put(
        "cdp_ws_url",
        json!(format!("{sockets}/browsers/{id}/cdp?jwt={token}")),
    );
    put(
        "webdriver_ws_url",
        json!(format!("{sockets}/browsers/{id}/webdriver?jwt={token}")),
    );
    put("headless", json!(settings.headless));
    put("stealth", json!(settings.stealth));
    put("timeout_seconds", json!(settings.timeout_seconds));
    put("base_url", json!(format!("{base}/browsers/{id}/vm")));
    if !settings.headless {
        put(
            "browser_live_view_url",
            json!(format!("{base}/live/{id}?jwt={token}")),
        );
    }
    let optional = [
        ("name", settings.name.as_ref().map(|n| json!(n))),
        ("kiosk_mode", settings.kiosk_mode.map(Value::Bool)),
        ("gpu", settings.gpu.map(Value::Bool)),
        ("start_url", settings.start_url.as_ref().map(|u| json!(u))),
        ("chrome_policy", settings.chrome_policy.clone()),
        ("viewport", settings.viewport.clone()),
        ("telemetry", settings.telemetry.clone()),
        ("profile", settings.profile.clone()),
        ("proxy_id", settings.proxy_id.as_ref().map(|p| json!(p))),
        ("deleted_at", browser.stopped_at.map(|t| json!(rfc3339(t)))),
    ];
    for (key, value) in optional {
        if let Some(value) = value {
            put(key, value);
        }
    }
    if !settings.tags.is_empty() {
        put("tags", json!(settings.tags));
    }
    let until = browser.stopped_at.unwrap_or(now);
    put(
        "usage",
        json!({"uptime_ms": until.saturating_sub(browser.created_at)}),
    );
    Value::Object(out)
}

fn not_found(id_or_name: &str) -> ApiError {
    ApiError::not_found("not_found", format!("browser {id_or_name} not found"))
}

/// A boolean query parameter.
fn flag(query: &HashMap<String, String>, name: &str) -> Result<bool, ApiError> {
    match query.get(name).map(String::as_str) {
        None | Some("false") => Ok(false),
        Some("true") => Ok(true),
        Some(_) => Err(ApiError::invalid(name, "must be true or false")),
    }
}

/// The session of `project` with id `id_or_name`, or else the active one
/// with that name; a deleted one only when `deleted` allows it.
fn find<'w>(
    world: &'w World,
    project: &str,
    id_or_name: &str,
    deleted: bool,
) -> Result<&'w Browser, ApiError> {
    let mine = || world.browsers.iter().filter(|b| b.project_id == project);
    mine()
        .find(|b| b.id == id_or_name)
        .or_else(|| mine().find(|b| b.running && b.settings.name.as_deref() == Some(id_or_name)))
        .filter(|b| deleted || b.running)
        .ok_or_else(|| not_found(id_or_name))
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let (mut settings, references) = validate::browser_create(&body::object(&bytes)?)?;
    let mut world = state.world();
    if let Some(name) = &settings.name {
        name_free(&world, &project, name, None)?;
    }
    world.resolve_references(&project, &references, &mut settings)?;
    let id = world.start_browser(&project, None, settings)?;
    let now = world.clock.now();
    let browser = world.browser(&id).ok_or_else(|| not_found(&id))?;
    Ok((StatusCode::OK, Json(record(browser, &state.base, now))).into_response())
}

/// Refuses `name` when another active session of `project` than `except`
/// holds it.
fn name_free(
    world: &World,
    project: &str,
    name: &str,
    except: Option<&str>,
) -> Result<(), ApiError> {
    let taken = world.browsers.iter().any(|b| {
        b.project_id == project
            && b.running
            && Some(b.id.as_str()) != except
            && b.settings.name.as_deref() == Some(name)
    });
    if taken {
        return Err(ApiError::conflict(
            "already_exists",
            format!("an active browser named {name} already exists"),
        ));
    }
    Ok(())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let deleted = flag(&query, "include_deleted")?;
    let world = state.world();
    let browser = find(&world, &project, &id, deleted)?;
    Ok(Json(record(browser, &state.base, world.clock.now())).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    let mut world = state.world();
    let browser = find(&world, &project, &id, false)?;
    let id = browser.id.clone();
    let (mut settings, references) = validate::browser_update(&map, &browser.settings)?;
    if let Some(name) = &settings.name {
        name_free(&world, &project, name, Some(&id))?;
    }
    world.resolve_references(&project, &references, &mut settings)?;
    let now = world.clock.now();
    let browser = world.browser_mut(&id).ok_or_else(|| not_found(&id))?;
    browser.settings = settings;
    telemetry::api_call(browser, "updateBrowser", 200, now);
    Ok(Json(record(browser, &state.base, now)).into_response())
}

/// Which sessions a list shows: `(active, deleted)`.
fn statuses(query: &HashMap<String, String>) -> Result<(bool, bool), ApiError> {
    match query.get("status").map(String::as_str) {
        None if flag(query, "include_deleted")? => Ok((true, true)),
        None | Some("active") => Ok((true, false)),
        Some("deleted") => Ok((false, true)),
        Some("all") => Ok((true, true)),
        Some(_) => Err(ApiError::invalid(
            "status",
            "must be active, deleted or all",
        )),
    }
}

/// The `tags[key]=value` pairs of a query.
fn tag_filter(query: &HashMap<String, String>) -> Vec<(&str, &str)> {
    query
        .iter()
        .filter_map(|(name, value)| {
            let key = name.strip_prefix("tags[")?.strip_suffix(']')?;
            Some((key, value.as_str()))
        })
        .collect()
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let (active, deleted) = statuses(&query)?;
    let needle = query.get("query").map(|q| q.to_lowercase());
    let tags = tag_filter(&query);
    let world = state.world();
    let now = world.clock.now();
    let items = world
        .browsers
        .iter()
        .filter(|b| b.project_id == project)
        .filter(|b| if b.running { active } else { deleted })
        .filter(|b| {
            needle.as_ref().is_none_or(|q| {
                b.id.contains(q.as_str())
                    || b.settings
                        .name
                        .as_ref()
                        .is_some_and(|n| n.to_lowercase().contains(q.as_str()))
            })
        })
        .filter(|b| {
            tags.iter()
                .all(|(k, v)| b.settings.tags.get(*k).map(String::as_str) == Some(*v))
        })
        .map(|b| record(b, &state.base, now))
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let id = find(&world, &project, &id, false)?.id.clone();
    world.stop_browser(&id)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
