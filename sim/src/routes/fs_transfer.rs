//! `/browsers/{id}/fs/…` that move many files at once: an upload of files
//! (a multipart body), a zip archive's upload and extraction, and a
//! directory's download as a zip archive of stored entries.

use std::collections::{BTreeMap, HashMap};

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;

use super::fs::{query_path, running_fs};
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::multipart::{self, Part};
use crate::state::AppState;
use crate::world::fs::{self as files, DIR_MODE};
use crate::zip;

/// The routes of uploads and archives.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/fs/download_dir_zip", get(download_dir_zip))
        .route("/browsers/{id}/fs/upload", post(upload))
        .route("/browsers/{id}/fs/upload_zip", post(upload_zip))
}

/// The parts of a multipart body.
fn form(headers: &HeaderMap, body: &[u8]) -> Result<Vec<Part>, ApiError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    multipart::parts(body, &multipart::boundary(content_type)?)
}

/// A text part's text.
fn text(part: Part) -> Result<String, ApiError> {
    String::from_utf8(part.bytes).map_err(|_| ApiError::invalid(&part.name, "must be text"))
}

async fn download_dir_zip(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = query_path(&query, "path")?;
    let mut world = state.world();
    let entries = running_fs(&mut world, &project, &id)?.0.tree(&path)?;
    Ok((
        [(header::CONTENT_TYPE, "application/zip")],
        zip::write(&entries),
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
    let mut files: BTreeMap<usize, Upload> = BTreeMap::new();
    for part in form(&headers, &body)? {
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
            "dest_path" => entry.dest_path = Some(text(part)?),
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
        let path = files::clean(upload.dest_path.as_deref().unwrap_or(""), &at("dest_path"))?;
        let bytes = upload
            .file
            .ok_or_else(|| ApiError::invalid(&at("file"), "is required"))?;
        written.push((path, bytes));
    }
    let mut world = state.world();
    let (fs, now) = running_fs(&mut world, &project, &id)?;
    for (path, bytes) in written {
        fs.write(&path, bytes, None, now)?;
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn upload_zip(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let (mut dest, mut archive) = (None, None);
    for part in form(&headers, &body)? {
        match part.name.as_str() {
            "dest_path" => dest = Some(text(part)?),
            "zip_file" => archive = Some(part.bytes),
            _ => return Err(ApiError::invalid(&part.name, "unknown property")),
        }
    }
    let dest = files::clean(dest.as_deref().unwrap_or(""), "dest_path")?;
    let archive = archive.ok_or_else(|| ApiError::invalid("zip_file", "is required"))?;
    let entries = zip::read(&archive).map_err(|why| ApiError::invalid("zip_file", &why))?;
    // Every entry lands inside the destination, or none is extracted.
    let mut placed = Vec::new();
    for (name, bytes) in entries {
        let path = files::clean(&format!("{dest}/{name}"), "zip_file")?;
        if name.starts_with('/') || name.split('/').any(|part| part == "..") || path == dest {
            return Err(ApiError::invalid(
                "zip_file",
                &format!("entry {name:?} would land outside dest_path"),
            ));
        }
        placed.push((path, bytes));
    }
    let mut world = state.world();
    let (fs, now) = running_fs(&mut world, &project, &id)?;
    fs.make_dirs(&dest, DIR_MODE, now)?;
    for (path, bytes) in placed {
        match bytes {
            None => fs.make_dirs(&path, DIR_MODE, now)?,
            Some(bytes) => fs.write(&path, bytes, None, now)?,
        }
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
