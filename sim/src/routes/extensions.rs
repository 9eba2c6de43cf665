//! `/extensions`: upload, list, read, download and delete the project's
//! extensions, by id or by name; and `/extensions/from_chrome_store`. The
//! simulator fetches nothing from the Chrome Web Store: for a store address
//! ending in an extension id (32 letters `a` to `p`) it answers a zip
//! archive of a placeholder `manifest.json` naming that id.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::json;

use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::multipart;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::Extension;
use crate::zip;

/// The extension routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/extensions", get(list).post(upload))
        .route("/extensions/from_chrome_store", get(from_chrome_store))
        .route("/extensions/{id_or_name}", get(download).delete(remove))
        .route("/extensions/{id_or_name}/metadata", get(metadata))
}

/// The `file` and `name` parts of an upload, checked.
fn read_upload(parts: Vec<multipart::Part>) -> Result<(Vec<u8>, Option<String>), ApiError> {
    let mut file = None;
    let mut name = None;
    for part in parts {
        match part.name.as_str() {
            "file" => file = Some(part.bytes),
            "name" => {
                let text = String::from_utf8(part.bytes)
                    .map_err(|_| ApiError::invalid("name", "must be text"))?;
                if text.is_empty() {
                    return Err(ApiError::invalid(
                        "name",
                        "must be at least 1 characters long",
                    ));
                }
                name = Some(text);
            }
            other => return Err(ApiError::invalid(other, "unknown property")),
        }
    }
    let file = file.ok_or_else(|| ApiError::invalid("file", "is required"))?;
    match zip::entry_names(&file) {
        None => Err(ApiError::invalid("file", "must be a zip archive")),
        Some(names) if !names.iter().any(|n| n == "manifest.json") => Err(ApiError::invalid(
            "file",
            "must hold manifest.json at the top of the archive",
        )),
        Some(_) => Ok((file, name)),
    }
}

async fn upload(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let parts = multipart::parts(&body, &multipart::boundary(content_type)?)?;
    let (archive, name) = read_upload(parts)?;
    let mut world = state.world();
    if let Some(name) = &name {
        let taken = world
            .extensions
            .iter()
            .any(|e| e.project_id == project && e.name.as_ref() == Some(name));
        if taken {
            return Err(ApiError::conflict(
                "already_exists",
                format!("an extension named {name} already exists"),
            ));
        }
    }
    let extension = Extension {
        id: ids::token("ext_", 16),
        project_id: project,
        name,
        archive,
        created_at: world.clock.now(),
        last_used_at: None,
    };
    let json = extension.to_json();
    world.extensions.push(extension);
    Ok((StatusCode::CREATED, Json(json)).into_response())
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
        .extensions
        .iter()
        .filter(|e| e.project_id == project)
        .filter(|e| name.is_none_or(|n| e.name.as_ref() == Some(n)))
        .filter(|e| {
            needle.as_ref().is_none_or(|q| {
                e.id == *q
                    || e.name
                        .as_ref()
                        .is_some_and(|n| n.to_lowercase().contains(q))
            })
        })
        .map(Extension::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn metadata(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let at = world.extension_index(&project, &id_or_name)?;
    Ok(Json(world.extensions[at].to_json()).into_response())
}

async fn download(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let at = world.extension_index(&project, &id_or_name)?;
    let archive = world.extensions[at].archive.clone();
    Ok(([(header::CONTENT_TYPE, "application/zip")], archive).into_response())
}

async fn remove(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let at = world.extension_index(&project, &id_or_name)?;
    world.extensions.remove(at);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The extension id a Chrome Web Store address ends in, if it does.
fn store_id(url: &str) -> Option<&str> {
    let rest = url
        .strip_prefix("https://chromewebstore.google.com/detail/")
        .or_else(|| url.strip_prefix("https://chrome.google.com/webstore/detail/"))?;
    let id = rest.trim_end_matches('/').rsplit('/').next()?;
    let id = id.split(['?', '#']).next()?;
    (id.len() == 32 && id.bytes().all(|b| (b'a'..=b'p').contains(&b))).then_some(id)
}

async fn from_chrome_store(
    Query(query): Query<HashMap<String, String>>,
    Scoped { .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let url = query
        .get("url")
        .ok_or_else(|| ApiError::invalid("url", "is required"))?;
    let os = query.get("os").map_or("linux", String::as_str);
    if !["win", "mac", "linux"].contains(&os) {
        return Err(ApiError::invalid("os", "must be win, mac or linux"));
    }
    let id = store_id(url).ok_or_else(|| {
        ApiError::invalid(
            "url",
            "must be a Chrome Web Store extension address ending in its 32-letter id",
        )
    })?;
    let manifest = json!({
        "manifest_version": 3,
        "name": format!("Chrome Web Store extension {id}"),
        "version": "1.0.0",
        "description": format!("Placeholder packaged by the simulator for {os}."),
    });
    let archive = zip::write(&[(
        "manifest.json".into(),
        Some(manifest.to_string().into_bytes()),
    )]);
    Ok(([(header::CONTENT_TYPE, "application/zip")], archive).into_response())
}
