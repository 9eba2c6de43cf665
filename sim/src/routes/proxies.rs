//! `/proxies`: create, retrieve, rename, list, delete and check proxies in
//! the request's project. A custom proxy's password is kept apart and
//! never answered.

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
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::Proxy;

/// The proxy routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/proxies", get(list).post(create))
        .route("/proxies/{id}", get(retrieve).patch(update).delete(remove))
        .route("/proxies/{id}/check", post(check))
}

const TYPES: &[&str] = &["datacenter", "isp", "residential", "mobile", "custom"];

/// The settings each type takes.
fn settings_of(kind: &str) -> &'static [&'static str] {
    match kind {
        "datacenter" | "isp" => &["country"],
        "residential" => &["asn", "city", "country", "os", "state", "zip"],
        "mobile" => &["city", "country", "state"],
        _ => &["host", "port", "username", "password"],
    }
}

/// A create request's `config`, checked against its type: the settings
/// without the password, and whether a password was given.
fn read_config(
    kind: &str,
    config: Option<&Map<String, Value>>,
) -> Result<(Map<String, Value>, bool), ApiError> {
    let empty = Map::new();
    let config = config.unwrap_or(&empty);
    body::only(config, settings_of(kind), "config")?;
    let mut kept = Map::new();
    for key in ["asn", "city", "country", "state", "zip", "username"] {
        if let Some(value) = body::string(config, key, "config", 0)? {
            kept.insert(key.into(), value.into());
        }
    }
    if let Some(os) = body::string(config, "os", "config", 0)? {
        if !["windows", "macos", "android"].contains(&os.as_str()) {
            return Err(ApiError::invalid(
                "config.os",
                "must be windows, macos or android",
            ));
        }
        kept.insert("os".into(), os.into());
    }
    if kind == "residential" && kept.contains_key("city") && !kept.contains_key("country") {
        return Err(ApiError::invalid(
            "config.country",
            "is required with config.city",
        ));
    }
    if kind == "custom" {
        let host = body::required_string(config, "host", "config")?;
        let port = body::count(config, "port", "config", 65_535)?
            .filter(|p| *p >= 1)
            .ok_or_else(|| ApiError::invalid("config.port", "is required, from 1 to 65535"))?;
        kept.insert("host".into(), host.into());
        kept.insert("port".into(), port.into());
    }
    let has_password = body::string(config, "password", "config", 0)?.is_some();
    Ok((kept, has_password))
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(
        &map,
        &["type", "bypass_hosts", "config", "name", "protocol"],
        "",
    )?;
    let kind = body::required_string(&map, "type", "")?;
    if !TYPES.contains(&kind.as_str()) {
        return Err(ApiError::invalid(
            "type",
            "must be datacenter, isp, residential, mobile or custom",
        ));
    }
    let protocol = body::string(&map, "protocol", "", 0)?.unwrap_or_else(|| "https".into());
    if protocol != "http" && protocol != "https" {
        return Err(ApiError::invalid("protocol", "must be http or https"));
    }
    let bypass_hosts = match map.get("bypass_hosts") {
        None => Vec::new(),
        Some(Value::Array(hosts)) => hosts
            .iter()
            .map(|h| h.as_str().map(str::to_string))
            .collect::<Option<Vec<String>>>()
            .ok_or_else(|| ApiError::invalid("bypass_hosts", "must be an array of strings"))?,
        Some(_) => return Err(ApiError::invalid("bypass_hosts", "must be an array")),
    };
    let (config, has_password) = read_config(&kind, body::object_at(&map, "config", "")?)?;
    let name = body::string(&map, "name", "", 1)?;
    let mut world = state.world();
    let address = ids::random_u64();
    let proxy = Proxy {
        id: ids::token("prx_", 16),
        project_id: project,
        kind,
        name,
        protocol,
        bypass_hosts,
        config,
        has_password,
        ip_address: format!("198.51.100.{}", address % 254 + 1),
        status: None,
        last_checked: None,
        deleted: false,
    };
    let json = proxy.to_json();
    world.proxies.push(proxy);
    Ok((StatusCode::CREATED, Json(json)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    Ok(Json(world.proxy_mut(&project, &id)?.to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let proxy = world.proxy_mut(&project, &id)?;
    let map = body::object(&bytes)?;
    body::only(&map, &["name"], "")?;
    proxy.name = Some(body::required_string(&map, "name", "")?);
    Ok(Json(proxy.to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let page = Page::from_query(&query)?;
    let name = query.get("name");
    let needle = query.get("query").map(|q| q.to_lowercase());
    let items = world
        .proxies
        .iter()
        .filter(|p| !p.deleted && p.project_id == project)
        .filter(|p| name.is_none_or(|n| p.name.as_ref() == Some(n)))
        .filter(|p| needle.as_ref().is_none_or(|q| matches(p, q)))
        .map(Proxy::to_json)
        .collect();
    Ok(page.respond(items))
}

/// Whether a proxy's name, host or address holds `needle` (lowercase), or
/// its id is `needle`.
fn matches(proxy: &Proxy, needle: &str) -> bool {
    let host = proxy.config.get("host").and_then(Value::as_str);
    proxy.id.to_lowercase() == needle
        || [proxy.name.as_deref(), host, Some(proxy.ip_address.as_str())]
            .into_iter()
            .flatten()
            .any(|text| text.to_lowercase().contains(needle))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    world.proxy_mut(&project, &id)?.deleted = true;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Checks the proxy: its status follows the check, unless the check was
/// against a given `url`.
async fn check(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["url"], "")?;
    let url = body::string(&map, "url", "", 1)?;
    if let Some(url) = &url {
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(ApiError::invalid("url", "must be an http or https URL"));
        }
    }
    let mut world = state.world();
    let now = world.clock.now();
    let proxy = world.proxy_mut(&project, &id)?;
    proxy.last_checked = Some(now);
    if url.is_none() {
        proxy.status = Some(if proxy.reachable() {
            "available"
        } else {
            "unavailable"
        });
    }
    Ok(Json(proxy.to_json()).into_response())
}
