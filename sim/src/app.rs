//! The router: routes plus the layers every response passes through.

use axum::extract::DefaultBodyLimit;
use axum::middleware::{from_fn, from_fn_with_state};
use axum::Router;

use crate::config::Config;
use crate::state::Shared;
use crate::world::World;
use crate::{audit_layer, cors, fault_layer, recorder, request_id, routes, telemetry_layer};

/// The largest request body the simulator reads: a file or a zip sent to
/// a browser may be a few megabytes (axum's default stops at 2 MiB).
const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Builds the whole application served at `base`.
///
/// Layers, outermost first: request id, CORS, request log, faults, the
/// audit log, a session's telemetry of calls in its VM, the body limit.
pub fn router(config: &Config, base: String) -> Router {
    let state = Shared::new(World::new(&config.api_keys, config.seed), base);
    routes::router()
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(from_fn_with_state(state.clone(), telemetry_layer::layer))
        .layer(from_fn_with_state(state.clone(), audit_layer::layer))
        .layer(from_fn_with_state(state.clone(), fault_layer::layer))
        .layer(from_fn_with_state(state.clone(), recorder::layer))
        .layer(from_fn(cors::layer))
        .layer(from_fn(request_id::layer))
        .with_state(state)
}
