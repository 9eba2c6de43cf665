//! Gives every response an `X-Request-Id`.

use std::sync::atomic::{AtomicU64, Ordering};

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

static NEXT: AtomicU64 = AtomicU64::new(1);

/// Adds `X-Request-Id: req_<n>` to the response.
pub async fn layer(request: Request, next: Next) -> Response {
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    let mut response = next.run(request).await;
    if let Ok(value) = HeaderValue::from_str(&format!("req_{id:08}")) {
        response.headers_mut().insert("x-request-id", value);
    }
    response
}
