//! `/org/projects`: list, create, retrieve (by id or name), update, delete.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};

use crate::auth::Caller;
use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, Projects};
use crate::ids;
use crate::paging::Page;
use crate::state::AppState;
use crate::world::{Project, ProjectStatus, World};

/// The project routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/org/projects", get(list).post(create))
        .route(
            "/org/projects/{id}",
            get(retrieve).patch(update).delete(remove),
        )
}

/// The live project named by `id_or_name` that the caller may see.
pub fn visible<'w>(
    world: &'w World,
    caller: &Caller,
    id_or_name: &str,
) -> Result<&'w Project, ApiError> {
    let project = world.project_by_id_or_name(id_or_name).ok_or_else(|| {
        ApiError::not_found("not_found", format!("project {id_or_name} not found"))
    })?;
    match caller {
        Caller::ProjectKey(own) if *own != project.id => Err(ApiError::forbidden(
            "a project-scoped key can only access its own project",
        )),
        _ => Ok(project),
    }
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<HashMap<String, String>>,
    Admitted { caller, .. }: Admitted<Projects>,
) -> Result<Response, ApiError> {
    let world = state.world();
    let page = Page::from_query(&query)?;
    let name = query.get("name");
    let needle = query.get("query").map(|q| q.to_lowercase());
    let items = world
        .live_projects()
        .filter(|p| match &caller {
            Caller::ProjectKey(own) => *own == p.id,
            _ => true,
        })
        .filter(|p| name.is_none_or(|n| *n == p.name))
        .filter(|p| {
            needle
                .as_ref()
                .is_none_or(|q| p.name.to_lowercase().contains(q) || p.id.contains(q))
        })
        .map(Project::to_json)
        .collect();
    Ok(page.respond(items))
}

fn check_name_free(world: &World, name: &str, except: Option<&str>) -> Result<(), ApiError> {
    let taken = world
        .live_projects()
        .any(|p| p.name == name && Some(p.id.as_str()) != except);
    if taken {
        Err(ApiError::conflict(
            "already_exists",
            format!("a project named {name} already exists"),
        ))
    } else {
        Ok(())
    }
}

async fn create(
    State(state): State<AppState>,
    Admitted { caller, .. }: Admitted<Projects>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    caller.require_org_wide("creating a project")?;
    let map = body::object(&bytes)?;
    body::only(&map, &["name"], "")?;
    let name = body::required_string(&map, "name", "")?;
    check_name_free(&world, &name, None)?;
    let project = Project::new(ids::token("proj_", 16), name, world.clock.now());
    let json = project.to_json();
    world.projects.push(project);
    Ok((StatusCode::CREATED, Json(json)).into_response())
}

async fn retrieve(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<Projects>,
) -> Result<Response, ApiError> {
    let world = state.world();
    Ok(Json(visible(&world, &caller, &id)?.to_json()).into_response())
}

async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<Projects>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    let id = visible(&world, &caller, &id)?.id.clone();
    let map = body::object(&bytes)?;
    body::only(&map, &["name", "status"], "")?;
    let name = body::string(&map, "name", "", 1)?;
    let status = match body::string(&map, "status", "", 0)?.as_deref() {
        None => None,
        Some("active") => Some(ProjectStatus::Active),
        Some("archived") => Some(ProjectStatus::Archived),
        Some(_) => return Err(ApiError::invalid("status", "must be active or archived")),
    };
    if status.is_some() {
        caller.require_org_wide("changing a project's status")?;
    }
    if let Some(name) = &name {
        check_name_free(&world, name, Some(&id))?;
    }
    if status == Some(ProjectStatus::Archived) {
        check_can_retire(&world, &id)?;
    }
    let now = world.clock.now();
    let project = world
        .project_mut(&id)
        .ok_or_else(|| ApiError::not_found("not_found", "project not found"))?;
    if let Some(name) = name {
        project.name = name;
    }
    if let Some(status) = status {
        project.status = status;
    }
    project.updated_at = now;
    Ok(Json(project.to_json()).into_response())
}

/// Refuses to archive or delete the last active project or the default one.
fn check_can_retire(world: &World, id: &str) -> Result<(), ApiError> {
    let others_active = world.live_projects().any(|p| p.is_active() && p.id != id);
    let this_active = world.project(id).is_some_and(Project::is_active);
    if this_active && !others_active {
        return Err(ApiError::conflict(
            "last_active_project",
            "the organization must have at least one active project",
        ));
    }
    if id == world.org.default_project_id {
        return Err(ApiError::conflict(
            "default_project",
            "the default project cannot be archived or deleted",
        ));
    }
    Ok(())
}

async fn remove(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Admitted { caller, .. }: Admitted<Projects>,
) -> Result<Response, ApiError> {
    let mut world = state.world();
    caller.require_org_wide("deleting a project")?;
    let id = visible(&world, &caller, &id)?.id.clone();
    check_can_retire(&world, &id)?;
    if world.project_has_active_resources(&id) {
        return Err(ApiError::conflict(
            "project_not_empty",
            "the project still owns active resources; delete them and retry",
        ));
    }
    let now = world.clock.now();
    if let Some(project) = world.project_mut(&id) {
        project.deleted = true;
        project.updated_at = now;
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
