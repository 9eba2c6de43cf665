//! Who is calling: the bearer token resolved to a credential.

use axum::http::HeaderMap;

use crate::error::ApiError;
use crate::world::{Credential, World};

/// The authenticated caller of one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caller {
    /// An org-wide API key.
    OrgKey,
    /// An OAuth-style token (always org-wide).
    OAuth,
    /// A key bound to one project.
    ProjectKey(String),
    /// A handoff JWT bound to one auth connection.
    Connection(String),
}

impl Caller {
    /// Whether the caller sees every project.
    pub fn is_org_wide(&self) -> bool {
        matches!(self, Caller::OrgKey | Caller::OAuth)
    }

    /// Refuses a connection JWT: it only works on its connection's
    /// retrieve, submit and follow.
    pub fn require_api_key(&self) -> Result<(), ApiError> {
        match self {
            Caller::Connection(_) => Err(ApiError::forbidden(
                "this token only allows retrieve, submit and follow on its auth connection",
            )),
            _ => Ok(()),
        }
    }

    /// Refuses anything but an org-wide credential.
    pub fn require_org_wide(&self, what: &str) -> Result<(), ApiError> {
        self.require_api_key()?;
        if self.is_org_wide() {
            Ok(())
        } else {
            Err(ApiError::forbidden(format!(
                "{what} needs an org-wide credential"
            )))
        }
    }
}

/// The cookie that stands in for the session of a page's own proxy: a
/// client that cannot send headers (a browser's `EventSource`) sends its
/// token in it.
pub const TOKEN_COOKIE: &str = "sim_token";

/// The bearer token of the request, if it has one: the `Authorization`
/// header's, else the [`TOKEN_COOKIE`]'s.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let Some(value) = headers.get("authorization") else {
        return cookie(headers, TOKEN_COOKIE);
    };
    let (scheme, token) = value.to_str().ok()?.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

/// The value of the cookie `name`, from any `Cookie` header.
fn cookie<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers
        .get_all("cookie")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim())
        .filter(|value| !value.is_empty())
}

/// Resolves the request's bearer token; 401 when missing, unknown or expired.
pub fn authenticate(world: &World, headers: &HeaderMap) -> Result<Caller, ApiError> {
    let token = bearer(headers).ok_or_else(|| {
        ApiError::unauthorized("missing bearer token in the Authorization header")
    })?;
    match world.credentials.get(token) {
        Some(Credential::OrgKey) => Ok(Caller::OrgKey),
        Some(Credential::OAuth) => Ok(Caller::OAuth),
        Some(Credential::ProjectKey(p)) => Ok(Caller::ProjectKey(p.clone())),
        Some(Credential::ConnectionJwt {
            connection_id,
            expires_at,
        }) if *expires_at > world.clock.now() => Ok(Caller::Connection(connection_id.clone())),
        Some(Credential::ConnectionJwt { .. }) => {
            Err(ApiError::unauthorized("the token has expired"))
        }
        None => Err(ApiError::unauthorized("invalid bearer token")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(auth: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("authorization", HeaderValue::from_str(auth).unwrap());
        h
    }

    #[test]
    fn bearer_accepts_any_case_scheme_and_rejects_others() {
        assert_eq!(bearer(&headers("Bearer abc")), Some("abc"));
        assert_eq!(bearer(&headers("bearer abc")), Some("abc"));
        assert_eq!(bearer(&headers("Basic abc")), None);
        assert_eq!(bearer(&HeaderMap::new()), None);
    }

    #[test]
    fn unknown_and_missing_tokens_are_401() {
        let world = World::new(&["sk_org".to_string()], 0);
        assert_eq!(
            authenticate(&world, &headers("Bearer sk_org")).unwrap(),
            Caller::OrgKey
        );
        assert_eq!(
            authenticate(&world, &headers("Bearer nope"))
                .unwrap_err()
                .status(),
            401
        );
        assert_eq!(
            authenticate(&world, &HeaderMap::new())
                .unwrap_err()
                .status(),
            401
        );
    }

    #[test]
    fn expired_connection_jwt_is_401() {
        let mut world = World::new(&[], 0);
        let now = world.clock.now();
        world.credentials.insert(
            "jwt".into(),
            Credential::ConnectionJwt {
                connection_id: "conn_1".into(),
                expires_at: now + 1000,
            },
        );
        assert_eq!(
            authenticate(&world, &headers("Bearer jwt")).unwrap(),
            Caller::Connection("conn_1".into())
        );
        world.clock.advance(std::time::Duration::from_secs(2));
        assert_eq!(
            authenticate(&world, &headers("Bearer jwt"))
                .unwrap_err()
                .status(),
            401
        );
    }

    #[test]
    fn the_token_cookie_stands_in_for_a_missing_authorization_header() {
        let mut h = HeaderMap::new();
        h.insert(
            "cookie",
            HeaderValue::from_static("theme=dark; sim_token=sk_c ; x=1"),
        );
        assert_eq!(bearer(&h), Some("sk_c"));
        h.insert("authorization", HeaderValue::from_static("Bearer sk_h"));
        assert_eq!(bearer(&h), Some("sk_h"), "the header wins");
        let mut h = HeaderMap::new();
        h.insert(
            "cookie",
            HeaderValue::from_static("sim_token_other=a; sim_token="),
        );
        assert_eq!(bearer(&h), None);
    }
}
