//! CORS for pages served from any local origin (localhost, 127.0.0.1, [::1]
//! on any port, over http). Other origins get no CORS headers.

use axum::extract::Request;
use axum::http::header::{
    ACCESS_CONTROL_ALLOW_CREDENTIALS, ACCESS_CONTROL_ALLOW_HEADERS, ACCESS_CONTROL_ALLOW_METHODS,
    ACCESS_CONTROL_ALLOW_ORIGIN, ACCESS_CONTROL_EXPOSE_HEADERS, ACCESS_CONTROL_MAX_AGE, ORIGIN,
    VARY,
};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

const ALLOW_METHODS: &str = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
const ALLOW_HEADERS: &str =
    "authorization, content-type, x-service-project-id, x-kernel-project-id, accept, last-event-id";
const EXPOSE_HEADERS: &str =
    "X-Has-More, X-Next-Offset, X-Next-Cursor, Retry-After, retry-after-ms, X-Request-Id";
const MAX_AGE: &str = "600";

/// Whether `origin` is an http origin on a loopback host, any port.
pub fn is_local_origin(origin: &str) -> bool {
    let Some(rest) = origin.strip_prefix("http://") else {
        return false;
    };
    let host = ["localhost", "127.0.0.1", "[::1]"]
        .into_iter()
        .find(|h| rest.starts_with(h));
    match host {
        Some(h) => {
            let port = &rest[h.len()..];
            port.is_empty()
                || port.strip_prefix(':').is_some_and(|p| {
                    !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit())
                })
        }
        None => false,
    }
}

/// Answers preflights and adds CORS headers to every response.
pub async fn layer(request: Request, next: Next) -> Response {
    let origin = request.headers().get(ORIGIN).cloned();
    let local = origin
        .as_ref()
        .and_then(|o| o.to_str().ok())
        .is_some_and(is_local_origin);
    let preflight = request.method() == Method::OPTIONS
        && request
            .headers()
            .contains_key("access-control-request-method");
    let mut response = if preflight {
        StatusCode::NO_CONTENT.into_response()
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(VARY, HeaderValue::from_static("Origin"));
    match origin {
        Some(origin) if local => {
            headers.insert(ACCESS_CONTROL_ALLOW_ORIGIN, origin);
            headers.insert(
                ACCESS_CONTROL_ALLOW_CREDENTIALS,
                HeaderValue::from_static("true"),
            );
            expose(headers);
            if preflight {
                headers.insert(
                    ACCESS_CONTROL_ALLOW_METHODS,
                    HeaderValue::from_static(ALLOW_METHODS),
                );
                headers.insert(
                    ACCESS_CONTROL_ALLOW_HEADERS,
                    HeaderValue::from_static(ALLOW_HEADERS),
                );
                headers.insert(ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static(MAX_AGE));
            }
        }
        Some(_) => {}
        None => expose(headers),
    }
    response
}

fn expose(headers: &mut HeaderMap) {
    headers.insert(
        ACCESS_CONTROL_EXPOSE_HEADERS,
        HeaderValue::from_static(EXPOSE_HEADERS),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_origins_on_any_port_are_allowed() {
        assert!(is_local_origin("http://localhost"));
        assert!(is_local_origin("http://localhost:5173"));
        assert!(is_local_origin("http://127.0.0.1:8080"));
        assert!(is_local_origin("http://[::1]:3000"));
    }

    #[test]
    fn other_origins_are_not() {
        assert!(!is_local_origin("https://localhost:8080"));
        assert!(!is_local_origin("http://localhost.evil.com"));
        assert!(!is_local_origin("http://127.0.0.1.evil.com:80"));
        assert!(!is_local_origin("http://example.com"));
        assert!(!is_local_origin("http://localhost:"));
        assert!(!is_local_origin("null"));
    }
}
