//! `/_sim/invocations`: log lines written by a running invocation's
//! action, as its own code would write them, for its event stream.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde_json::Value;

use crate::body;
use crate::error::ApiError;
use crate::extract::{Admitted, Control};
use crate::state::AppState;

/// The invocation control routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/_sim/invocations/{id}/logs", post(append))
}

/// Appends `lines` (strings) to a running invocation's events; 409
/// `already_finished` once it has settled.
async fn append(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _: Admitted<Control>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    body::only(&map, &["lines"], "")?;
    let lines: Vec<&str> = match map.get("lines") {
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_str()
                    .ok_or_else(|| ApiError::invalid(&format!("lines[{i}]"), "must be a string"))
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(ApiError::invalid("lines", "must be an array of strings")),
    };
    let mut world = state.world();
    let now = world.clock.now();
    let invocation = world
        .invocations
        .iter_mut()
        .find(|i| i.id == id)
        .ok_or_else(|| ApiError::not_found("not_found", format!("invocation {id} not found")))?;
    if invocation.settled() {
        return Err(ApiError::conflict(
            "already_finished",
            format!("invocation {id} has finished"),
        ));
    }
    for line in lines {
        invocation.log(line, now);
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
