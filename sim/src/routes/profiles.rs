//! `/profiles`: create, retrieve, rename, list, delete and download browser
//! profiles, by id or by name, in the request's project.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::tar;
use crate::world::Profile;

/// The profile routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/profiles", get(list).post(create))
        .route(
            "/profiles/{id_or_name}",
            get(retrieve).patch(update).delete(remove),
        )
        .route("/profiles/{id_or_name}/download", get(download))
}

async fn create(
    State(state): State<AppState>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let map = body::object(&bytes)?;
    body::only(&map, &["name"], "")?;
    let name = body::string(&map, "name", "", 1)?;
    if let Some(name) = &name {
        world.check_profile_name_free(&project, name, None)?;
    }
    let now = world.clock.now();
    let profile = Profile {
        id: ids::token("prof_", 16),
        project_id: project,
        name,
        created_at: now,
        updated_at: now,
    };
    let json = profile.to_json();
    world.profiles.push(profile);
    Ok((StatusCode::CREATED, Json(json)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let at = world.profile_index(&project, &id_or_name)?;
    Ok(Json(world.profiles[at].to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let at = world.profile_index(&project, &id_or_name)?;
    let map = body::object(&bytes)?;
    body::only(&map, &["name"], "")?;
    let name = body::required_string(&map, "name", "")?;
    let id = world.profiles[at].id.clone();
    world.check_profile_name_free(&project, &name, Some(&id))?;
    let now = world.clock.now();
    let profile = &mut world.profiles[at];
    profile.name = Some(name);
    profile.updated_at = now;
    Ok(Json(profile.to_json()).into_response())
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
        .profiles
        .iter()
        .filter(|p| p.project_id == project)
        .filter(|p| name.is_none_or(|n| p.name.as_ref() == Some(n)))
        .filter(|p| {
            needle.as_ref().is_none_or(|q| {
                p.id.to_lowercase().contains(q)
                    || p.name
                        .as_ref()
                        .is_some_and(|n| n.to_lowercase().contains(q))
            })
        })
        .map(Profile::to_json)
        .collect();
    Ok(page.respond(items))
}

async fn remove(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let at = world.profile_index(&project, &id_or_name)?;
    world.profiles.remove(at);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The profile's archive: `tar.zst` (stored in a zstd frame) unless the
/// query asks for `tar`.
async fn download(
    State(state): State<AppState>,
    Path(id_or_name): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let at = world.profile_index(&project, &id_or_name)?;
    let archive = world.profiles[at].archive();
    let (media, bytes) = match query.get("format").map(String::as_str) {
        None | Some("tar.zst") => ("application/zstd", tar::zstd_stored(&archive)),
        Some("tar") => ("application/x-tar", archive),
        Some(_) => return Err(ApiError::invalid("format", "must be tar.zst or tar")),
    };
    Ok(([(header::CONTENT_TYPE, media)], bytes).into_response())
}
