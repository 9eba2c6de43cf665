//! `/apps` and `/deployments`: list app versions; create (a multipart
//! upload of a zip archive), retrieve, list, delete and follow deployments.
//! A deployment belongs to the request's project.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Json, Router};
use serde_json::{Map, Value};

use super::app_events;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::multipart;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::faults::StreamFaults;
use crate::world::{Deployment, Upload, World, REGION};

/// The app and deployment routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/apps", get(list_apps))
        .route("/deployments", get(list).post(create))
        .route("/deployments/{id}", get(retrieve).delete(remove))
        .route("/deployments/{id}/events", get(follow))
}

fn matches(query: &HashMap<String, String>, key: &str, value: Option<&str>) -> bool {
    query
        .get(key)
        .is_none_or(|wanted| Some(wanted.as_str()) == value)
}

fn search(query: &HashMap<String, String>, name: Option<&str>) -> bool {
    query
        .get("query")
        .is_none_or(|q| name.is_some_and(|n| n.to_lowercase().contains(&q.to_lowercase())))
}

async fn list_apps(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let world = state.world();
    let items = world
        .app_versions
        .iter()
        .rev()
        .filter(|v| v.project_id == project)
        .filter(|v| matches(&query, "app_name", Some(&v.app_name)))
        .filter(|v| matches(&query, "version", Some(&v.version)))
        .filter(|v| search(&query, Some(&v.app_name)))
        .map(|v| v.to_json())
        .collect();
    Ok(page.respond(items))
}

/// The upload's fields, checked.
fn read_upload(parts: Vec<multipart::Part>) -> Result<(Upload, bool), ApiError> {
    let mut file = None;
    let mut entrypoint = None;
    let mut version = "latest".to_owned();
    let mut force = false;
    let mut env_vars = Map::new();
    for part in parts {
        let text = || String::from_utf8_lossy(&part.bytes).into_owned();
        match part.name.as_str() {
            "file" => {
                file = Some((
                    part.file_name.clone().unwrap_or_default(),
                    part.bytes.clone(),
                ))
            }
            "entrypoint_rel_path" => entrypoint = Some(text()),
            "version" if !part.bytes.is_empty() => version = text(),
            "version" => return Err(ApiError::invalid("version", "must not be empty")),
            "force" => force = text() == "true",
            "region" if text() == REGION => {}
            "region" => return Err(ApiError::invalid("region", "must be aws.us-east-1a")),
            "source" => {
                return Err(ApiError::invalid(
                    "source",
                    "repository sources are not simulated; upload a file",
                ))
            }
            name => match name
                .strip_prefix("env_vars[")
                .and_then(|k| k.strip_suffix(']'))
            {
                Some(key) => {
                    env_vars.insert(key.to_owned(), Value::from(text()));
                }
                None if name.starts_with("source[") => {
                    return Err(ApiError::invalid(
                        "source",
                        "repository sources are not simulated; upload a file",
                    ))
                }
                None => return Err(ApiError::invalid(name, "is not a known property")),
            },
        }
    }
    let (file_name, bytes) = file.ok_or_else(|| ApiError::invalid("file", "is required"))?;
    let entrypoint = entrypoint
        .filter(|e| !e.is_empty())
        .ok_or_else(|| ApiError::invalid("entrypoint_rel_path", "is required with file"))?;
    let upload = Upload {
        file_name,
        bytes,
        entrypoint,
        version,
        env_vars,
    };
    Ok((upload, force))
}

async fn create(
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
    let (upload, force) = read_upload(parts)?;
    let mut world = state.world();
    let now = world.clock.now();
    let (deployment, version) = Deployment::build(
        ids::token("dep_", 16),
        ids::token("appv_", 16),
        project.clone(),
        upload,
        now,
    );
    if let Some(version) = version {
        let taken = world.app_versions.iter().position(|v| {
            v.project_id == project
                && v.app_name == version.app_name
                && v.version == version.version
        });
        match taken {
            Some(_) if !force => {
                return Err(ApiError::conflict(
                    "already_exists",
                    format!(
                        "{} {} is already deployed; set force to replace it",
                        version.app_name, version.version
                    ),
                ))
            }
            Some(index) => {
                world.app_versions.remove(index);
            }
            None => {}
        }
        world.app_versions.push(version);
    }
    let json = deployment.to_json();
    world.deployments.push(deployment);
    Ok((StatusCode::OK, Json(json)).into_response())
}

fn find<'w>(world: &'w World, project: &str, id: &str) -> Result<&'w Deployment, ApiError> {
    world
        .deployments
        .iter()
        .find(|d| d.id == id && d.project_id == project)
        .ok_or_else(|| ApiError::not_found("not_found", format!("deployment {id} not found")))
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    Ok(Json(find(&state.world(), &project, &id)?.to_json()).into_response())
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let page = Page::from_query(&query)?;
    let world = state.world();
    let items = world
        .deployments
        .iter()
        .rev()
        .filter(|d| d.project_id == project)
        .filter(|d| matches(&query, "app_name", d.app_name.as_deref()))
        .filter(|d| matches(&query, "app_version", Some(&d.version)))
        .filter(|d| search(&query, d.app_name.as_deref()))
        .map(Deployment::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    find(&world, &project, &id)?;
    let now = world.clock.now();
    if let Some(deployment) = world.deployments.iter_mut().find(|d| d.id == id) {
        if deployment.status != "failed" && deployment.status != "stopped" {
            deployment.set_status("stopped", Some("deleted".into()), now);
        }
    }
    world.app_versions.retain(|v| v.deployment_id != id);
    Ok(StatusCode::NO_CONTENT.into_response())
}

fn events(world: &World, id: &str) -> Option<(Vec<Value>, bool)> {
    let deployment = world.deployments.iter().find(|d| d.id == id)?;
    Some((deployment.events.clone(), deployment.settled()))
}

async fn follow(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    find(&state.world(), &project, &id)?;
    let path = format!("/deployments/{id}/events");
    app_events::stream(state, faults, &headers, &query, path, id, events)
}
