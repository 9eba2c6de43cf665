//! The router: routes plus the layers every response passes through.

use axum::middleware::from_fn;
use axum::Router;

use crate::config::Config;
use crate::state::Shared;
use crate::world::World;
use crate::{cors, request_id, routes};

/// Builds the whole application served at `base`.
pub fn router(config: &Config, base: String) -> Router {
    let state = Shared::new(World::new(&config.api_keys), base);
    routes::router()
        .layer(from_fn(cors::layer))
        .layer(from_fn(request_id::layer))
        .with_state(state)
}
