//! The router: routes plus the layers every response passes through.

use axum::middleware::{from_fn, from_fn_with_state};
use axum::Router;

use crate::config::Config;
use crate::state::Shared;
use crate::world::World;
use crate::{cors, fault_layer, recorder, request_id, routes};

/// Builds the whole application served at `base`.
///
/// Layers, outermost first: request id, CORS, request log, faults.
pub fn router(config: &Config, base: String) -> Router {
    let state = Shared::new(World::new(&config.api_keys, config.seed), base);
    routes::router()
        .layer(from_fn_with_state(state.clone(), fault_layer::layer))
        .layer(from_fn_with_state(state.clone(), recorder::layer))
        .layer(from_fn(cors::layer))
        .layer(from_fn(request_id::layer))
        .with_state(state)
}
