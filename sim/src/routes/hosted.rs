//! `GET /hosted/{connection_id}?code=…`: the hosted login page. It
//! exchanges the handoff code for a JWT, then polls the connection and
//! submits what the person types, driving the flow like any client.

use axum::extract::Path;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, REFERRER_POLICY};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

use crate::state::AppState;

const PAGE: &str = include_str!("hosted.html");

/// The hosted page route.
pub fn router() -> Router<AppState> {
    Router::new().route("/hosted/{id}", get(page))
}

async fn page(Path(_id): Path<String>) -> impl IntoResponse {
    (
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
            (REFERRER_POLICY, "no-referrer"),
        ],
        PAGE,
    )
}
