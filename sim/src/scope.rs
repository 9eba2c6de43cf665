//! Project scoping: which project a request acts on.

use axum::http::HeaderMap;

use crate::auth::Caller;
use crate::error::ApiError;
use crate::world::World;

/// The project header; the live service's name is accepted as an alias.
pub const PROJECT_HEADERS: [&str; 2] = ["x-service-project-id", "x-kernel-project-id"];

/// The project id named by the request's project header, if any.
pub fn project_header(headers: &HeaderMap) -> Result<Option<&str>, ApiError> {
    for name in PROJECT_HEADERS {
        if let Some(value) = headers.get(name) {
            let value = value
                .to_str()
                .map_err(|_| ApiError::invalid(name, "must be a project id"))?;
            return Ok(Some(value.trim()));
        }
    }
    Ok(None)
}

/// The project a project-bound credential is bound to.
fn bound(world: &World, caller: &Caller) -> Option<String> {
    match caller {
        Caller::ProjectKey(p) => Some(p.clone()),
        Caller::Connection(c) => world.connection(c).map(|c| c.project_id.clone()),
        Caller::OrgKey | Caller::OAuth => None,
    }
}

fn conflict() -> ApiError {
    ApiError::forbidden(
        "the credential is bound to another project than the one in the project header",
    )
}

/// Refuses a project header that names another project than the one the
/// credential is bound to (403), on routes of the organization that act
/// on no project of their own.
pub fn check_header(world: &World, caller: &Caller, headers: &HeaderMap) -> Result<(), ApiError> {
    match (bound(world, caller), project_header(headers)?) {
        (Some(bound), Some(named)) if bound != named => Err(conflict()),
        _ => Ok(()),
    }
}

/// Resolves the project the request acts on.
///
/// No header means the default project (or the key's own project); a header
/// naming an unknown or archived project is 404 project_not_found; a header
/// that contradicts a project-bound credential is 403.
pub fn resolve(world: &World, caller: &Caller, headers: &HeaderMap) -> Result<String, ApiError> {
    let named = project_header(headers)?;
    let project = match (bound(world, caller), named) {
        (Some(bound), Some(named)) if bound != named => return Err(conflict()),
        (Some(bound), _) => bound,
        (None, Some(named)) => named.to_string(),
        (None, None) => world.org.default_project_id.clone(),
    };
    match world.project(&project) {
        Some(p) if p.is_active() => Ok(project),
        _ => Err(ApiError::not_found(
            "project_not_found",
            format!("project {project} was not found or is inactive"),
        )),
    }
}
