//! Applies the injected faults to requests outside `/_sim/` (preflights
//! excepted): latency, error statuses, and broken bodies. Stream faults
//! travel to the handler as a request extension
//! ([`StreamFaults`](crate::world::faults::StreamFaults)), since only an SSE
//! handler can apply them event by event.

use std::io;
use std::time::Duration;

use axum::body::{to_bytes, Body, Bytes};
use axum::extract::{Request, State};
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;

use crate::error::ApiError;
use crate::state::AppState;
use crate::world::{BodyFault, Decision};

const MALFORMED: &[u8] = b"{\"code\": simulated, \"message\": \"malformed\",}";

/// Injects the faults the current settings decide for this request.
pub async fn layer(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    if path.starts_with("/_sim/") || request.method() == Method::OPTIONS {
        return next.run(request).await;
    }
    let decision: Decision = state.world().faults.decide(&path);
    request.extensions_mut().insert(decision.stream);
    if decision.latency_ms > 0 {
        tokio::time::sleep(Duration::from_millis(decision.latency_ms)).await;
    }
    if let Some(error) = decision.error {
        let status = StatusCode::from_u16(error.status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
        let mut e = ApiError::new(
            status,
            "simulated_fault",
            format!("injected fault: status {}", error.status),
        );
        if let Some(secs) = error.retry_after {
            e = e.with_retry_after(secs.to_string());
        }
        let mut response = e.into_response();
        if let Some(ms) = error.retry_after_ms {
            response
                .headers_mut()
                .insert("retry-after-ms", HeaderValue::from(ms));
        }
        return response;
    }
    let response = next.run(request).await;
    match decision.body {
        Some(fault) if !is_event_stream(&response) => break_body(response, fault).await,
        _ => response,
    }
}

fn is_event_stream(response: &Response) -> bool {
    response
        .headers()
        .get(CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"))
}

async fn break_body(response: Response, fault: BodyFault) -> Response {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, 16 * 1024 * 1024).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    parts.headers.remove(CONTENT_LENGTH);
    let half = bytes.slice(..bytes.len() / 2);
    let body = match fault {
        BodyFault::Reset => {
            // The pause lets the headers and the first half reach the client
            // before the connection drops.
            let first = futures_util::stream::once(async move { Ok::<Bytes, io::Error>(half) });
            let reset = futures_util::stream::once(async {
                tokio::time::sleep(Duration::from_millis(50)).await;
                Err(io::Error::new(
                    io::ErrorKind::ConnectionReset,
                    "connection reset by fault injection",
                ))
            });
            Body::from_stream(first.chain(reset))
        }
        BodyFault::Malformed => {
            parts
                .headers
                .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
            Body::from(MALFORMED)
        }
        BodyFault::Truncate => Body::from(half),
    };
    Response::from_parts(parts, body)
}
