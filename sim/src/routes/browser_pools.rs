//! `/browser_pools`: create, retrieve, update, list and delete pools;
//! acquire, release and flush their browsers.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::validate;
use crate::world::{BrowserSettings, Pool, World};

use super::browsers::record;

/// The members of a pool's configuration.
const CONFIG: &[&str] = &[
    "size",
    "chrome_policy",
    "extensions",
    "fill_rate_per_minute",
    "headless",
    "kiosk_mode",
    "name",
    "profile",
    "proxy_id",
    "refresh_on_profile_update",
    "start_url",
    "stealth",
    "telemetry",
    "timeout_seconds",
    "viewport",
];

/// The browser pool routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browser_pools", get(list).post(create))
        .route(
            "/browser_pools/{id}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/browser_pools/{id}/acquire", post(acquire))
        .route("/browser_pools/{id}/release", post(release))
        .route("/browser_pools/{id}/flush", post(flush))
}

/// The index of the pool of `project` with id or name `id_or_name`.
fn find(world: &World, project: &str, id_or_name: &str) -> Result<usize, ApiError> {
    let mine = |p: &Pool| p.project_id == project;
    world
        .pools
        .iter()
        .position(|p| mine(p) && p.id == id_or_name)
        .or_else(|| {
            world
                .pools
                .iter()
                .position(|p| mine(p) && p.name.as_deref() == Some(id_or_name))
        })
        .ok_or_else(|| {
            ApiError::not_found("not_found", format!("browser pool {id_or_name} not found"))
        })
}

/// Checks a configuration's members: its size, timeout and fill rate in
/// range, telemetry without export, and nothing unknown.
fn check_config(map: &Map<String, Value>, extra: &[&str]) -> Result<(), ApiError> {
    let allowed: Vec<&str> = CONFIG.iter().chain(extra).copied().collect();
    body::only(map, &allowed, "")?;
    if let Some(size) = body::count(map, "size", "", 1000)? {
        if size == 0 {
            return Err(ApiError::invalid(
                "size",
                "must be an integer from 1 to 1000",
            ));
        }
    }
    if let Some(seconds) = body::count(map, "timeout_seconds", "", 259_200)? {
        if seconds < 10 {
            return Err(ApiError::invalid(
                "timeout_seconds",
                "must be an integer from 10 to 259200",
            ));
        }
    }
    body::count(map, "fill_rate_per_minute", "", 100)?;
    for key in [
        "headless",
        "kiosk_mode",
        "stealth",
        "refresh_on_profile_update",
    ] {
        body::boolean(map, key, "")?;
    }
    body::string(map, "name", "", 1)?;
    if let Some(telemetry) = body::object_at(map, "telemetry", "")? {
        body::only(telemetry, &["enabled", "browser"], "telemetry")?;
    }
    Ok(())
}

/// Resolves what a configuration names (a profile, a proxy, extensions)
/// in `project` onto `settings`, as a browser's creation does: a name the
/// project does not have is refused.
fn resolve(
    world: &World,
    project: &str,
    map: &Map<String, Value>,
    settings: &mut BrowserSettings,
) -> Result<(), ApiError> {
    let references = validate::browser_references(map)?;
    world.resolve_references(project, &references, settings)
}

/// Refuses `name` when another pool of `project` than `except` holds it.
fn name_free(
    world: &World,
    project: &str,
    name: &str,
    except: Option<&str>,
) -> Result<(), ApiError> {
    let taken = world.pools.iter().any(|p| {
        p.project_id == project && Some(p.id.as_str()) != except && p.name.as_deref() == Some(name)
    });
    if taken {
        return Err(ApiError::conflict(
            "already_exists",
            format!("a browser pool named {name} already exists"),
        ));
    }
    Ok(())
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut map = body::object(&bytes)?;
    check_config(&map, &[])?;
    if !map.contains_key("size") {
        return Err(ApiError::invalid("size", "is required"));
    }
    let name = body::string(&map, "name", "", 1)?;
    map.remove("name");
    let mut world = state.world();
    if let Some(name) = &name {
        name_free(&world, &project, name, None)?;
    }
    let mut named = BrowserSettings::default();
    resolve(&world, &project, &map, &mut named)?;
    let pool = Pool {
        id: ids::token("pool_", 16),
        project_id: project,
        name,
        config: map,
        created_at: world.clock.now(),
        idle: Vec::new(),
        acquired: Vec::new(),
        profile: named.profile,
        proxy_id: named.proxy_id,
        extension_ids: named.extension_ids,
    };
    world.pools.push(pool);
    let index = world.pools.len() - 1;
    world.fill_pool(index);
    Ok((StatusCode::OK, Json(world.pools[index].to_json())).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    Ok(Json(world.pools[index].to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut map = body::object(&bytes)?;
    check_config(&map, &["discard_all_idle"])?;
    let discard = body::boolean(&map, "discard_all_idle", "")?.unwrap_or(false);
    map.remove("discard_all_idle");
    let name = body::string(&map, "name", "", 1)?;
    map.remove("name");
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    let pool = &world.pools[index];
    let mut named = BrowserSettings {
        profile: pool.profile.clone(),
        proxy_id: pool.proxy_id.clone(),
        extension_ids: pool.extension_ids.clone(),
        ..BrowserSettings::default()
    };
    resolve(&world, &project, &map, &mut named)?;
    if let Some(name) = &name {
        name_free(&world, &project, name, Some(&world.pools[index].id))?;
        world.pools[index].name = Some(name.clone());
    }
    world.pools[index].profile = named.profile;
    world.pools[index].proxy_id = named.proxy_id;
    world.pools[index].extension_ids = named.extension_ids;
    world.pools[index].config.extend(map);
    let pool = &world.pools[index];
    let keep = if discard {
        0
    } else {
        pool.size().saturating_sub(pool.acquired.len())
    };
    world.drain_pool(index, keep)?;
    world.fill_pool(index);
    Ok(Json(world.pools[index].to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let name = query.get("name");
    let needle = query.get("query").map(|q| q.to_lowercase());
    let mut world = state.world();
    world.prune_pools();
    let items = world
        .pools
        .iter()
        .filter(|p| p.project_id == project)
        .filter(|p| name.is_none_or(|n| p.name.as_ref() == Some(n)))
        .filter(|p| {
            needle.as_ref().is_none_or(|q| {
                p.id == *q
                    || p.name
                        .as_ref()
                        .is_some_and(|n| n.to_lowercase().contains(q))
            })
        })
        .map(Pool::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["force"], "")?;
    let force = body::boolean(&map, "force", "")?.unwrap_or(false);
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    let pool = world.pools[index].clone();
    if !pool.acquired.is_empty() && !force {
        return Err(ApiError::conflict(
            "pool_in_use",
            format!(
                "browser pool {id} has {} acquired browsers; release them or delete with force",
                pool.acquired.len()
            ),
        ));
    }
    for browser in pool.idle.iter().chain(&pool.acquired) {
        world.stop_browser(browser)?;
    }
    world.pools.remove(index);
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn acquire(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &[
            "acquire_timeout_seconds",
            "name",
            "start_url",
            "tags",
            "telemetry",
        ],
        "",
    )?;
    body::count(&map, "acquire_timeout_seconds", "", 3600)?;
    let name = body::string(&map, "name", "", 1)?;
    let start_url = body::string(&map, "start_url", "", 1)?;
    let tags = match body::object_at(&map, "tags", "")? {
        Some(tags) => tags
            .iter()
            .map(|(k, v)| match v {
                Value::String(s) => Ok((k.clone(), s.clone())),
                _ => Err(ApiError::invalid(&format!("tags.{k}"), "must be a string")),
            })
            .collect::<Result<_, _>>()?,
        None => Default::default(),
    };
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    world.fill_pool(index);
    if world.pools[index].idle.is_empty() {
        world.check_capacity(&project)?;
        return Err(ApiError::conflict(
            "pool_exhausted",
            format!("browser pool {id} has no idle browser: every one is acquired"),
        ));
    }
    let browser_id = world.pools[index].idle.remove(0);
    world.pools[index].acquired.push(browser_id.clone());
    let mut pool_ref = json!({"id": world.pools[index].id});
    if let Some(name) = &world.pools[index].name {
        pool_ref["name"] = json!(name);
    }
    let now = world.clock.now();
    let browser = world
        .browser_mut(&browser_id)
        .ok_or_else(|| ApiError::not_found("not_found", "the pooled browser is gone"))?;
    browser.settings.name = name;
    browser.settings.tags = tags;
    if start_url.is_some() {
        browser.settings.start_url = start_url;
    }
    let mut answer = record(browser, &state.base, now);
    answer["pool"] = pool_ref;
    Ok(Json(answer).into_response())
}

async fn release(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["session_id", "reuse"], "")?;
    let session = body::required_string(&map, "session_id", "")?;
    let reuse = body::boolean(&map, "reuse", "")?.unwrap_or(true);
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    let Some(at) = world.pools[index]
        .acquired
        .iter()
        .position(|b| *b == session)
    else {
        return Err(ApiError::not_found(
            "not_found",
            format!("session {session} is not acquired from browser pool {id}"),
        ));
    };
    world.pools[index].acquired.remove(at);
    if reuse {
        let defaults = world.pools[index].browser_settings();
        if let Some(browser) = world.browser_mut(&session) {
            browser.settings = defaults;
        }
        world.pools[index].idle.push(session);
    } else {
        world.stop_browser(&session)?;
        world.fill_pool(index);
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn flush(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    world.prune_pools();
    let index = find(&world, &project, &id)?;
    world.drain_pool(index, 0)?;
    world.fill_pool(index);
    Ok(StatusCode::NO_CONTENT.into_response())
}
