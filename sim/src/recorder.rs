//! Records every request outside `/_sim/` for `GET /_sim/requests`, with
//! secrets masked.

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;
use serde_json::{json, Map, Value};

use crate::state::AppState;
use crate::world::KEPT_REQUESTS;

/// Query parameters whose values are secrets.
const SECRET_PARAMS: [&str; 4] = ["code", "token", "jwt", "key"];

/// A header's value as recorded: secrets become `***`.
pub fn mask_header(name: &str, value: &str) -> String {
    let name = name.to_ascii_lowercase();
    if name == "authorization" {
        match value.split_once(' ') {
            Some((scheme, _)) => format!("{scheme} ***"),
            None => "***".to_string(),
        }
    } else if name == "cookie" || ["key", "token", "secret"].iter().any(|s| name.contains(s)) {
        "***".to_string()
    } else {
        value.to_string()
    }
}

/// The query string with secret parameter values masked.
pub fn mask_query(query: &str) -> String {
    query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((k, _)) if SECRET_PARAMS.contains(&k) => format!("{k}=***"),
            _ => pair.to_string(),
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// Records the request, then passes it on.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    if !path.starts_with("/_sim/") {
        let mut headers = Map::new();
        for (name, value) in request.headers() {
            let value = mask_header(name.as_str(), &String::from_utf8_lossy(value.as_bytes()));
            headers.insert(name.as_str().to_string(), Value::from(value));
        }
        let entry = json!({
            "method": request.method().as_str(),
            "path": path,
            "query": request.uri().query().map(mask_query),
            "headers": headers,
        });
        let mut world = state.world();
        if world.requests.len() >= KEPT_REQUESTS {
            world.requests.remove(0);
        }
        world.requests.push(entry);
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn authorization_keeps_its_scheme_only() {
        assert_eq!(
            mask_header("Authorization", "Bearer sk_live_123"),
            "Bearer ***"
        );
        assert_eq!(mask_header("x-api-key", "sk"), "***");
        assert_eq!(mask_header("x-service-project-id", "proj_1"), "proj_1");
    }

    #[test]
    fn secret_query_values_are_masked() {
        assert_eq!(mask_query("code=hc_1&x=2"), "code=***&x=2");
        assert_eq!(mask_query("limit=5"), "limit=5");
    }
}
