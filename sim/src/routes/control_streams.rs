//! `/_sim/streams`: the SSE responses being sent, so a test can see from the
//! server's side that a client cancelled its stream.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};

use crate::error::ApiError;
use crate::extract::{Admitted, Control};
use crate::state::AppState;

/// The stream control routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/_sim/streams", get(list).delete(forget))
}

/// `{open, opened, closed, streams: [{path, open, last_event_id, events_sent}]}`.
async fn list(State(state): State<AppState>, _: Admitted<Control>) -> Result<Response, ApiError> {
    Ok(Json(state.streams.to_json()).into_response())
}

/// Forgets closed streams (the counters restart from the open ones).
async fn forget(State(state): State<AppState>, _: Admitted<Control>) -> Result<Response, ApiError> {
    state.streams.forget_closed();
    Ok(StatusCode::NO_CONTENT.into_response())
}
