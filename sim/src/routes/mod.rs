//! The service's endpoints, one module per resource.

mod projects;

use axum::Router;

use crate::state::AppState;

/// Every route of the simulator.
pub fn router() -> Router<AppState> {
    Router::new().merge(projects::router())
}
