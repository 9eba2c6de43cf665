//! The handler preamble as extractors: who is calling, whether the route
//! admits them, and which project the request acts on.
//!
//! Each extractor locks the world once, makes its checks in the order the
//! contract fixes (401 first, then the route's rule, then the project) and
//! releases the lock: the handler locks again for its own work. They read
//! only the request's head, so they run before the body is read: a handler
//! validates its body after them, and a refused request's body is never read.
//!
//! Where a handler also takes `Path` or `Query`, it lists them before these
//! extractors, so a malformed path or query is still answered before auth.

use std::marker::PhantomData;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::HeaderMap;

use crate::auth::{authenticate, Caller};
use crate::error::ApiError;
use crate::scope;
use crate::state::AppState;
use crate::world::World;

/// A route's rule for which callers it admits, checked right after
/// authentication and before the project is resolved.
pub trait Admission {
    /// Refuses `caller` unless the route admits it.
    fn admit(world: &World, caller: &Caller) -> Result<(), ApiError>;
}

/// Any credential but a connection JWT (403).
#[derive(Debug)]
pub struct ApiKey;

impl Admission for ApiKey {
    fn admit(_world: &World, caller: &Caller) -> Result<(), ApiError> {
        caller.require_api_key()
    }
}

/// The `/org/projects…` routes: an API key (403), while the organization has
/// projects on (404 projects_disabled).
#[derive(Debug)]
pub struct Projects;

impl Admission for Projects {
    fn admit(world: &World, caller: &Caller) -> Result<(), ApiError> {
        caller.require_api_key()?;
        if !world.org.projects_enabled {
            return Err(ApiError::not_found(
                "projects_disabled",
                "projects are not enabled for this organization",
            ));
        }
        Ok(())
    }
}

/// The `/_sim/` control surface: an org-wide credential (403).
#[derive(Debug)]
pub struct Control;

impl Admission for Control {
    fn admit(_world: &World, caller: &Caller) -> Result<(), ApiError> {
        caller.require_org_wide("the simulator control surface")
    }
}

/// The authenticated caller, admitted by the rule `R`.
#[derive(Debug)]
pub struct Admitted<R> {
    /// Who is calling.
    pub caller: Caller,
    rule: PhantomData<R>,
}

impl<R: Admission> Admitted<R> {
    /// Authenticates (401), applies `R`, and refuses a project header that
    /// contradicts a project-bound credential (403).
    fn check(world: &World, headers: &HeaderMap) -> Result<Admitted<R>, ApiError> {
        let caller = authenticate(world, headers)?;
        R::admit(world, &caller)?;
        scope::check_header(world, &caller, headers)?;
        Ok(Admitted {
            caller,
            rule: PhantomData,
        })
    }
}

impl<R: Admission> FromRequestParts<AppState> for Admitted<R> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Admitted::check(&state.world(), &parts.headers)
    }
}

/// The project the request acts on (see [`scope::resolve`]), for a caller
/// the rule `R` admits. It keeps no caller: the routes scoped this way do
/// not ask who calls once they know the project.
#[derive(Debug)]
pub struct Scoped<R> {
    /// The id of the request's project: active, and one the caller may use.
    pub project: String,
    rule: PhantomData<R>,
}

impl<R: Admission> Scoped<R> {
    /// Authenticates (401), applies `R`, then resolves the project.
    fn check(world: &World, headers: &HeaderMap) -> Result<Scoped<R>, ApiError> {
        let Admitted { caller, rule } = Admitted::<R>::check(world, headers)?;
        let project = scope::resolve(world, &caller, headers)?;
        Ok(Scoped { project, rule })
    }
}

impl<R: Admission> FromRequestParts<AppState> for Scoped<R> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Scoped::check(&state.world(), &parts.headers)
    }
}

/// A request on the auth connection named by the path's `{id}`: any
/// credential, but a connection JWT only on its own connection (403, before
/// the project is looked at); and the project the request acts on. The
/// handler finds the connection in that project itself, under its own lock.
#[derive(Debug)]
pub struct OnConnection {
    /// Who is calling.
    pub caller: Caller,
    /// The id of the request's project: active, and one the caller may use.
    pub project: String,
}

impl OnConnection {
    /// Authenticates (401), keeps a connection JWT to connection `id`, then
    /// resolves the project.
    fn check(world: &World, headers: &HeaderMap, id: &str) -> Result<OnConnection, ApiError> {
        let caller = authenticate(world, headers)?;
        if let Caller::Connection(own) = &caller {
            if own != id {
                return Err(ApiError::forbidden(
                    "this token belongs to another auth connection",
                ));
            }
        }
        let project = scope::resolve(world, &caller, headers)?;
        Ok(OnConnection { caller, project })
    }
}

impl FromRequestParts<AppState> for OnConnection {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        // The handler's own `Path` comes first and answers a malformed id
        // with axum's rejection; this one only reads the id it accepted.
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|e| ApiError::invalid("id", &e.body_text()))?;
        OnConnection::check(&state.world(), &parts.headers, &id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderValue, Request, StatusCode};

    use crate::state::Shared;
    use crate::world::{Connection, Credential, ProjectStatus, Settings};

    /// A world with an org key `sk_org`, a project key `sk_proj` and a
    /// connection JWT `jwt` for connection `conn_1`, both in project
    /// `proj_a` beside the Default project.
    fn world() -> World {
        let mut world = World::new(&["sk_org".to_string()], 0);
        let now = world.clock.now();
        world
            .projects
            .push(crate::world::Project::new("proj_a".into(), "A".into(), now));
        world.connections.push(Connection::new(
            "conn_1".into(),
            "proj_a".into(),
            "me".into(),
            "example.com".into(),
            Settings::defaults(3600),
            now,
        ));
        world
            .credentials
            .insert("sk_proj".into(), Credential::ProjectKey("proj_a".into()));
        world.credentials.insert(
            "jwt".into(),
            Credential::ConnectionJwt {
                connection_id: "conn_1".into(),
                expires_at: now + 60_000,
            },
        );
        world
    }

    /// Headers with the bearer `token` (if any) and the project header
    /// naming `project` (if any).
    fn headers(token: Option<&str>, project: Option<&str>) -> HeaderMap {
        let mut h = HeaderMap::new();
        if let Some(token) = token {
            let value = HeaderValue::from_str(&format!("Bearer {token}")).unwrap();
            h.insert("authorization", value);
        }
        if let Some(project) = project {
            h.insert(
                "x-service-project-id",
                HeaderValue::from_str(project).unwrap(),
            );
        }
        h
    }

    /// The status and message of an error.
    fn refusal(e: ApiError) -> (StatusCode, String) {
        let message = e.body()["message"].as_str().unwrap_or_default().to_string();
        (e.status(), message)
    }

    #[test]
    fn a_missing_token_is_401_before_an_unknown_project() {
        let world = world();
        let e = Scoped::<ApiKey>::check(&world, &headers(None, Some("proj_nope"))).unwrap_err();
        assert_eq!(e.status(), StatusCode::UNAUTHORIZED);
        let e = Scoped::<ApiKey>::check(&world, &headers(Some("sk_org"), Some("proj_nope")))
            .unwrap_err();
        assert_eq!(e.body()["code"], "project_not_found");
    }

    #[test]
    fn the_rule_is_checked_before_the_project() {
        let world = world();
        // The JWT's project is proj_a: naming another would be a 403 of scope.
        let e =
            Scoped::<ApiKey>::check(&world, &headers(Some("jwt"), Some("proj_nope"))).unwrap_err();
        assert_eq!(
            refusal(e),
            (
                StatusCode::FORBIDDEN,
                "this token only allows retrieve, submit and follow on its auth connection".into()
            )
        );
        let scoped = Scoped::<ApiKey>::check(&world, &headers(Some("sk_proj"), None)).unwrap();
        assert_eq!(scoped.project, "proj_a", "the key's own project");
    }

    #[test]
    fn control_needs_an_org_wide_credential() {
        let world = world();
        let e = Admitted::<Control>::check(&world, &headers(Some("sk_proj"), None)).unwrap_err();
        assert_eq!(
            refusal(e),
            (
                StatusCode::FORBIDDEN,
                "the simulator control surface needs an org-wide credential".into()
            )
        );
        let admitted = Admitted::<Control>::check(&world, &headers(Some("sk_org"), None)).unwrap();
        assert_eq!(admitted.caller, Caller::OrgKey);
    }

    #[test]
    fn projects_refuse_a_jwt_before_saying_projects_are_off() {
        let mut world = world();
        world.org.projects_enabled = false;
        let e = Admitted::<Projects>::check(&world, &headers(Some("jwt"), None)).unwrap_err();
        assert_eq!(e.status(), StatusCode::FORBIDDEN);
        let e = Admitted::<Projects>::check(&world, &headers(Some("sk_proj"), None)).unwrap_err();
        assert_eq!(e.body()["code"], "projects_disabled");
    }

    #[test]
    fn a_jwt_works_on_its_own_connection_only_whatever_the_project() {
        let mut world = world();
        let own = OnConnection::check(&world, &headers(Some("jwt"), None), "conn_1").unwrap();
        assert_eq!(own.project, "proj_a");
        if let Some(p) = world.project_mut("proj_a") {
            p.status = ProjectStatus::Archived;
        }
        // Another connection: 403 before the archived project's 404.
        let e = OnConnection::check(&world, &headers(Some("jwt"), None), "conn_2").unwrap_err();
        assert_eq!(
            refusal(e),
            (
                StatusCode::FORBIDDEN,
                "this token belongs to another auth connection".into()
            )
        );
        let e = OnConnection::check(&world, &headers(Some("jwt"), None), "conn_1").unwrap_err();
        assert_eq!(e.body()["code"], "project_not_found");
    }

    #[tokio::test]
    async fn the_extractor_reads_the_request_headers() {
        let state = Shared::new(world(), "http://127.0.0.1:1".into());
        let request = Request::builder()
            .header("authorization", "Bearer sk_org")
            .header("x-kernel-project-id", "proj_a")
            .body(())
            .unwrap();
        let (mut parts, ()) = request.into_parts();
        let scoped = Scoped::<Control>::from_request_parts(&mut parts, &state)
            .await
            .unwrap();
        assert_eq!(scoped.project, "proj_a");
        let mut anonymous = Request::new(()).into_parts().0;
        let e = Admitted::<ApiKey>::from_request_parts(&mut anonymous, &state)
            .await
            .unwrap_err();
        assert_eq!(e.status(), StatusCode::UNAUTHORIZED);
    }
}
