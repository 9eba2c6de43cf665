//! `/browsers/{id}/fs/…`: a running browser session's file system, kept in
//! memory: read a file's bytes, upload files (a multipart body).

use std::collections::{BTreeMap, HashMap};

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;

use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::multipart;
use crate::state::AppState;
use crate::world::{Browser, World};

/// The file system routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/fs/read_file", get(read_file))
        .route("/browsers/{id}/fs/upload", post(upload))
}

/// The running browser `id` of `project`.
fn running<'w>(world: &'w mut World, project: &str, id: &str) -> Result<&'w mut Browser, ApiError> {
    world
        .browser_mut(id)
        .filter(|b| b.project_id == project && b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))
}

/// `path` if it is absolute.
fn absolute(path: Option<&str>, field: &str) -> Result<String, ApiError> {
    match path {
        None | Some("") => Err(ApiError::invalid(field, "is required")),
        Some(path) if path.starts_with('/') => Ok(path.to_owned()),
        Some(_) => Err(ApiError::invalid(field, "must be an absolute path")),
    }
}

async fn read_file(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = absolute(query.get("path").map(String::as_str), "path")?;
    let mut world = state.world();
    let browser = running(&mut world, &project, &id)?;
    let bytes = browser
        .files
        .get(&path)
        .cloned()
        .ok_or_else(|| ApiError::not_found("not_found", format!("file {path} not found")))?;
    // Told outright: the layers around the routes hide a body's size.
    let length = bytes.len().to_string();
    Ok((
        [
            (header::CONTENT_TYPE, "application/octet-stream".to_owned()),
            (header::CONTENT_LENGTH, length),
        ],
        bytes,
    )
        .into_response())
}

/// What one `files[N]` of an upload holds so far.
#[derive(Default)]
struct Upload {
    dest_path: Option<String>,
    file: Option<Vec<u8>>,
}

async fn upload(
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
    let parts = multipart::parts(&body, &multipart::boundary(content_type)?)?;
    let mut files: BTreeMap<usize, Upload> = BTreeMap::new();
    for part in parts {
        let unknown = || ApiError::invalid(&part.name, "unknown property");
        let (index, member) = part
            .name
            .strip_prefix("files[")
            .and_then(|rest| rest.split_once("]["))
            .and_then(|(index, member)| {
                Some((index.parse::<usize>().ok()?, member.strip_suffix(']')?))
            })
            .ok_or_else(unknown)?;
        let entry = files.entry(index).or_default();
        match member {
            "dest_path" => {
                let text = String::from_utf8(part.bytes)
                    .map_err(|_| ApiError::invalid(&part.name, "must be text"))?;
                entry.dest_path = Some(text);
            }
            "file" => entry.file = Some(part.bytes),
            _ => return Err(unknown()),
        }
    }
    if files.is_empty() {
        return Err(ApiError::invalid("files", "is required"));
    }
    let mut written = Vec::new();
    for (position, (index, upload)) in files.into_iter().enumerate() {
        if index != position {
            return Err(ApiError::invalid(
                &format!("files[{position}]"),
                "is required",
            ));
        }
        let at = |member: &str| format!("files[{index}][{member}]");
        let path = absolute(upload.dest_path.as_deref(), &at("dest_path"))?;
        let bytes = upload
            .file
            .ok_or_else(|| ApiError::invalid(&at("file"), "is required"))?;
        written.push((path, bytes));
    }
    let mut world = state.world();
    running(&mut world, &project, &id)?.files.extend(written);
    Ok(StatusCode::NO_CONTENT.into_response())
}
