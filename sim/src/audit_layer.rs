//! Writes an audit log entry for every write request (any method but GET,
//! HEAD and OPTIONS) outside `/_sim/`, once it is answered.

use std::time::Instant;

use axum::extract::{Request, State};
use axum::http::{header, Method};
use axum::middleware::Next;
use axum::response::Response;

use crate::state::AppState;
use crate::world::audit::KEPT_ENTRIES;
use crate::world::AuditEntry;

/// Passes the request on, then records it if it was a write.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let write = !matches!(method, Method::GET | Method::HEAD | Method::OPTIONS);
    if !write || path.starts_with("/_sim/") {
        return next.run(request).await;
    }
    let (domain, user_agent) = (
        header_text(&request, header::HOST),
        header_text(&request, header::USER_AGENT),
    );
    let at = state.world().clock.now();
    let started = Instant::now();
    let response = next.run(request).await;
    let entry = AuditEntry {
        at,
        method: method.as_str().to_owned(),
        path,
        domain,
        user_agent,
        status: response.status().as_u16(),
        duration_ms: started.elapsed().as_millis() as u64,
    };
    let mut world = state.world();
    if world.audit.len() >= KEPT_ENTRIES {
        world.audit.remove(0);
    }
    world.audit.push(entry);
    response
}

/// A header's text, empty when absent or not text.
fn header_text(request: &Request, name: header::HeaderName) -> String {
    request
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}
