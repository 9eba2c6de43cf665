//! `/browsers/{id}/fs/…`: a running browser session's file system (the
//! state in `world/fs.rs`): make, list, describe, move, chmod and delete
//! files and directories, read and write a file's bytes. Uploads and zip
//! archives are in `fs_transfer.rs`, watches in `fs_watch.rs`.
//!
//! A missing path is 404 `not_found`; something of the other kind in the
//! way of a write, a directory's making or a move's destination is 409
//! `conflict`; an operation on the wrong kind (`deleteFile` of a
//! directory, `listFiles` of a file) is 400 naming `path`.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use axum::{Json, Router};
use serde_json::{Map, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::state::AppState;
use crate::world::fs::{self as files, FileSystem, DIR_MODE};
use crate::world::World;

/// The file system routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/browsers/{id}/fs/create_directory", put(create_directory))
        .route("/browsers/{id}/fs/delete_directory", put(delete_directory))
        .route("/browsers/{id}/fs/delete_file", put(delete_file))
        .route("/browsers/{id}/fs/file_info", get(file_info))
        .route("/browsers/{id}/fs/list_files", get(list_files))
        .route("/browsers/{id}/fs/move", put(move_path))
        .route("/browsers/{id}/fs/read_file", get(read_file))
        .route(
            "/browsers/{id}/fs/set_file_permissions",
            put(set_file_permissions),
        )
        .route("/browsers/{id}/fs/write_file", put(write_file))
}

/// The file system of the running browser `id` of `project`, and the time.
pub fn running_fs<'w>(
    world: &'w mut World,
    project: &str,
    id: &str,
) -> Result<(&'w mut FileSystem, u64), ApiError> {
    let now = world.clock.now();
    let browser = world
        .browser_mut(id)
        .filter(|b| b.project_id == project && b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    Ok((&mut browser.fs, now))
}

/// The cleaned absolute path in query member `key`.
pub fn query_path(query: &HashMap<String, String>, key: &str) -> Result<String, ApiError> {
    files::clean(query.get(key).map_or("", String::as_str), key)
}

/// A JSON body of only the members `allowed`.
fn json_body(bytes: &[u8], allowed: &[&str]) -> Result<Map<String, Value>, ApiError> {
    let map = body::object(bytes)?;
    body::only(&map, allowed, "")?;
    Ok(map)
}

/// The cleaned absolute path in body member `key`.
pub fn body_path(map: &Map<String, Value>, key: &str) -> Result<String, ApiError> {
    files::clean(&body::required_string(map, key, "")?, key)
}

/// The mode in body or query member `key`, when given.
fn given_mode(text: Option<&str>, key: &str) -> Result<Option<u32>, ApiError> {
    text.map(|text| files::mode(text, key)).transpose()
}

fn done() -> Response {
    StatusCode::NO_CONTENT.into_response()
}

async fn create_directory(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = json_body(&bytes, &["path", "mode"])?;
    let path = body_path(&map, "path")?;
    let mode = given_mode(body::string(&map, "mode", "", 1)?.as_deref(), "mode")?;
    let mut world = state.world();
    let (fs, now) = running_fs(&mut world, &project, &id)?;
    fs.make_dirs(&path, mode.unwrap_or(DIR_MODE), now)?;
    Ok(done())
}

async fn delete_directory(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let path = body_path(&json_body(&bytes, &["path"])?, "path")?;
    let mut world = state.world();
    running_fs(&mut world, &project, &id)?.0.delete_dir(&path)?;
    Ok(done())
}

async fn delete_file(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let path = body_path(&json_body(&bytes, &["path"])?, "path")?;
    let mut world = state.world();
    running_fs(&mut world, &project, &id)?
        .0
        .delete_file(&path)?;
    Ok(done())
}

async fn file_info(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = query_path(&query, "path")?;
    let mut world = state.world();
    let info = running_fs(&mut world, &project, &id)?.0.info(&path)?;
    Ok(Json(info).into_response())
}

async fn list_files(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = query_path(&query, "path")?;
    let mut world = state.world();
    let entries = running_fs(&mut world, &project, &id)?.0.list(&path)?;
    Ok(Json(entries).into_response())
}

async fn move_path(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = json_body(&bytes, &["dest_path", "src_path"])?;
    let dest = body_path(&map, "dest_path")?;
    let src = body_path(&map, "src_path")?;
    let mut world = state.world();
    let (fs, now) = running_fs(&mut world, &project, &id)?;
    fs.rename(&src, &dest, now)?;
    Ok(done())
}

async fn read_file(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = query_path(&query, "path")?;
    let mut world = state.world();
    let bytes = running_fs(&mut world, &project, &id)?.0.read(&path)?;
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

async fn set_file_permissions(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = json_body(&bytes, &["mode", "path", "group", "owner"])?;
    let mode = files::mode(&body::required_string(&map, "mode", "")?, "mode")?;
    let path = body_path(&map, "path")?;
    // The simulated session has one user: an owner or a group is checked
    // and not kept.
    body::string(&map, "owner", "", 1)?;
    body::string(&map, "group", "", 1)?;
    let mut world = state.world();
    running_fs(&mut world, &project, &id)?
        .0
        .set_mode(&path, mode)?;
    Ok(done())
}

async fn write_file(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let content_type = headers.get(header::CONTENT_TYPE).map(|v| v.as_bytes());
    if content_type != Some(b"application/octet-stream") {
        return Err(ApiError::invalid(
            "",
            "the body must be the file's bytes, of type application/octet-stream",
        ));
    }
    if let Some(unknown) = query
        .keys()
        .find(|k| !["path", "mode"].contains(&k.as_str()))
    {
        return Err(ApiError::invalid(unknown, "unknown property"));
    }
    let path = query_path(&query, "path")?;
    let mode = given_mode(query.get("mode").map(String::as_str), "mode")?;
    let mut world = state.world();
    let (fs, now) = running_fs(&mut world, &project, &id)?;
    fs.write(&path, bytes.to_vec(), mode, now)?;
    Ok(done())
}
