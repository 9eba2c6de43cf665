//! `POST /browsers/{id}/curl`: an HTTP request sent from inside a running
//! browser session. The simulator reaches no network: it answers every
//! request with an echo, as JSON, of what the browser would have sent (its
//! method, URL, headers with the browser's `user-agent` merged in, and
//! body), status 200, the body empty for HEAD.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use crate::body;
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::jwt::base64url;
use crate::state::AppState;
use crate::world::telemetry;

/// The `user-agent` the simulated browser sends.
pub const USER_AGENT: &str = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";

const METHODS: [&str; 7] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/// The browser request route.
pub fn router() -> Router<AppState> {
    Router::new().route("/browsers/{id}/curl", post(curl))
}

/// A checked request: method, URL, headers, body, whether to answer base64.
struct Request {
    method: String,
    url: String,
    headers: Map<String, Value>,
    body: Option<String>,
    base64: bool,
}

fn read(map: &Map<String, Value>) -> Result<Request, ApiError> {
    body::only(
        map,
        &[
            "url",
            "method",
            "headers",
            "body",
            "response_encoding",
            "timeout_ms",
        ],
        "",
    )?;
    let url = body::required_string(map, "url", "")?;
    let scheme_ok = url.starts_with("http://") || url.starts_with("https://");
    if !scheme_ok || url.contains(char::is_whitespace) {
        return Err(ApiError::invalid("url", "must be an http or https URL"));
    }
    let method = body::string(map, "method", "", 1)?.unwrap_or_else(|| "GET".into());
    if !METHODS.contains(&method.as_str()) {
        return Err(ApiError::invalid(
            "method",
            &format!("must be one of {}", METHODS.join(", ")),
        ));
    }
    let mut headers = Map::new();
    headers.insert("user-agent".into(), Value::String(USER_AGENT.into()));
    match map.get("headers") {
        None => {}
        Some(Value::Object(given)) => {
            for (name, value) in given {
                let Value::String(text) = value else {
                    return Err(ApiError::invalid(
                        &format!("headers.{name}"),
                        "must be a string",
                    ));
                };
                headers.insert(name.to_ascii_lowercase(), Value::String(text.clone()));
            }
        }
        Some(_) => return Err(ApiError::invalid("headers", "must be an object of strings")),
    }
    let base64 = match body::string(map, "response_encoding", "", 0)?.as_deref() {
        None | Some("utf8") => false,
        Some("base64") => true,
        Some(_) => {
            return Err(ApiError::invalid(
                "response_encoding",
                "must be utf8 or base64",
            ))
        }
    };
    if body::count(map, "timeout_ms", "", u64::from(u32::MAX))? == Some(0) {
        return Err(ApiError::invalid("timeout_ms", "must be at least 1"));
    }
    Ok(Request {
        method,
        url,
        headers,
        body: body::string(map, "body", "", 0)?,
        base64,
    })
}

/// Standard padded base64.
fn base64(bytes: &[u8]) -> String {
    let mut text: String = base64url(bytes)
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    while !text.len().is_multiple_of(4) {
        text.push('=');
    }
    text
}

async fn curl(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request = read(&body::object(&bytes)?)?;
    let mut world = state.world();
    let now = world.clock.now();
    let browser = world
        .browser_mut(&id)
        .filter(|b| b.project_id == project && b.running)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    telemetry::api_call(browser, "curl", 200, now);
    let echo = match request.method.as_str() {
        "HEAD" => String::new(),
        _ => json!({
            "method": request.method,
            "url": request.url,
            "headers": request.headers,
            "body": request.body,
        })
        .to_string(),
    };
    let body = match request.base64 {
        true => base64(echo.as_bytes()),
        false => echo,
    };
    Ok(Json(json!({
        "status": 200,
        "headers": {
            "content-type": ["application/json"],
            "x-simulated-echo": ["true"],
        },
        "body": body,
        "duration_ms": 0,
    }))
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(value: Value) -> String {
        let Value::Object(map) = value else { panic!() };
        let error = read(&map).err().expect("refused");
        error.body()["message"].as_str().unwrap().to_string()
    }

    #[test]
    fn bad_requests_name_the_field() {
        assert_eq!(message(json!({})), "url: is required");
        assert_eq!(
            message(json!({"url": "ftp://x"})),
            "url: must be an http or https URL"
        );
        assert_eq!(
            message(json!({"url": "https://x", "method": "get"})),
            "method: must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"
        );
        assert_eq!(
            message(json!({"url": "https://x", "timeout_ms": 0})),
            "timeout_ms: must be at least 1"
        );
    }

    #[test]
    fn base64_is_padded() {
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo?>"), "Zm8/Pg==");
    }
}
