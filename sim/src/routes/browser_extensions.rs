//! `POST /browsers/{id}/extensions`: unpacked extensions loaded into a
//! running browser session, each a zip archive under a folder name (a
//! multipart body: `extensions[N][name]`, `extensions[N][zip_file]`). Each
//! archive must hold `manifest.json` at its top; the browser keeps them by
//! name (a name loaded again is replaced) and its chromium restarts, as its
//! supervisor's log says. `GET /_sim/browsers/{id}/extensions` lists them.

use std::collections::BTreeMap;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;

use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey, Control, Scoped};
use crate::multipart;
use crate::state::AppState;
use crate::world::{telemetry, LogSource};
use crate::zip;

/// The extension routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/extensions", post(load))
        .route("/_sim/browsers/{id}/extensions", get(loaded))
}

/// What one `extensions[N]` holds so far.
#[derive(Default)]
struct Part {
    name: Option<String>,
    zip: Option<Vec<u8>>,
}

/// A folder name: not empty, no `/` or `\`, no NUL, not `.` or `..`.
fn folder_name(name: Option<String>, at: &str) -> Result<String, ApiError> {
    match name {
        None => Err(ApiError::invalid(at, "is required")),
        Some(n) if n.is_empty() => Err(ApiError::invalid(at, "must be at least 1 characters long")),
        Some(n) if n == "." || n == ".." || n.contains(['/', '\\', '\0']) => Err(
            ApiError::invalid(at, "must be one folder name: no / or \\, and not . or .."),
        ),
        Some(n) => Ok(n),
    }
}

/// The extensions of a multipart body, checked, in order.
fn read(parts: Vec<multipart::Part>) -> Result<Vec<(String, Vec<u8>)>, ApiError> {
    let mut found: BTreeMap<usize, Part> = BTreeMap::new();
    for part in parts {
        let unknown = || ApiError::invalid(&part.name, "unknown property");
        let (index, member) = part
            .name
            .strip_prefix("extensions[")
            .and_then(|rest| rest.split_once("]["))
            .and_then(|(index, member)| {
                Some((index.parse::<usize>().ok()?, member.strip_suffix(']')?))
            })
            .ok_or_else(unknown)?;
        let entry = found.entry(index).or_default();
        match member {
            "name" => {
                let text = String::from_utf8(part.bytes)
                    .map_err(|_| ApiError::invalid(&part.name, "must be text"))?;
                entry.name = Some(text);
            }
            "zip_file" => entry.zip = Some(part.bytes),
            _ => return Err(unknown()),
        }
    }
    if found.is_empty() {
        return Err(ApiError::invalid("extensions", "is required"));
    }
    let mut extensions: Vec<(String, Vec<u8>)> = Vec::new();
    for (position, (index, part)) in found.into_iter().enumerate() {
        if index != position {
            return Err(ApiError::invalid(
                &format!("extensions[{position}]"),
                "is required",
            ));
        }
        let at = |member: &str| format!("extensions[{index}][{member}]");
        let name = folder_name(part.name, &at("name"))?;
        if extensions.iter().any(|(other, _)| *other == name) {
            return Err(ApiError::invalid(
                &at("name"),
                "must differ from every other name",
            ));
        }
        let bytes = part
            .zip
            .ok_or_else(|| ApiError::invalid(&at("zip_file"), "is required"))?;
        match zip::entry_names(&bytes) {
            None => return Err(ApiError::invalid(&at("zip_file"), "must be a zip archive")),
            Some(names) if !names.iter().any(|n| n == "manifest.json") => {
                return Err(ApiError::invalid(
                    &at("zip_file"),
                    "must hold manifest.json at the top of the archive",
                ))
            }
            Some(_) => extensions.push((name, bytes)),
        }
    }
    Ok(extensions)
}

async fn load(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let extensions = read(multipart::parts(
        &body,
        &multipart::boundary(content_type)?,
    )?)?;
    let mut world = state.world();
    let now = world.clock.now();
    let browser = world
        .browser_mut(&id)
        .filter(|b| b.project_id == project && b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    let names: Vec<&str> = extensions.iter().map(|(name, _)| name.as_str()).collect();
    let message = format!("chromium restarted with extensions {}", names.join(", "));
    browser.log(LogSource::Supervisor("chromium".into()), message, now);
    browser.extensions.extend(extensions);
    telemetry::api_call(browser, "loadExtensions", 204, now);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `{extensions: [{name, bytes}]}`: the extensions loaded, by name.
async fn loaded(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let browser = world
        .browser(&id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    let list: Vec<_> = browser
        .extensions
        .iter()
        .map(|(name, zip)| json!({"name": name, "bytes": zip.len()}))
        .collect();
    Ok(Json(json!({ "extensions": list })).into_response())
}
