//! The service's endpoints, one module per resource.

mod api_keys;
mod app_events;
mod audit_logs;
mod browser_curl;
mod browser_extensions;
mod browser_pools;
mod browsers;
mod computer;
mod connections;
mod control;
mod control_browsers;
mod control_invocations;
mod control_streams;
mod credential_providers;
mod credentials;
mod deployments;
mod extensions;
mod flow;
mod follow;
mod fs;
mod fs_transfer;
mod fs_watch;
mod hosted;
mod invocations;
mod limits;
mod live;
mod logs;
mod playwright;
mod process;
mod process_stream;
mod profiles;
mod projects;
mod proxies;
mod replays;
mod telemetry;
mod telemetry_query;

use axum::Router;

use crate::error::ApiError;
use crate::state::AppState;

/// Every route of the simulator.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(projects::router())
        .merge(limits::router())
        .merge(connections::router())
        .merge(flow::router())
        .merge(follow::router())
        .merge(browsers::router())
        .merge(fs::router())
        .merge(computer::router())
        .merge(replays::router())
        .merge(fs_transfer::router())
        .merge(fs_watch::router())
        .merge(logs::router())
        .merge(process::router())
        .merge(process_stream::router())
        .merge(playwright::router())
        .merge(browser_curl::router())
        .merge(browser_extensions::router())
        .merge(telemetry::router())
        .merge(profiles::router())
        .merge(proxies::router())
        .merge(extensions::router())
        .merge(browser_pools::router())
        .merge(credentials::router())
        .merge(credential_providers::router())
        .merge(deployments::router())
        .merge(invocations::router())
        .merge(api_keys::router())
        .merge(audit_logs::router())
        .merge(hosted::router())
        .merge(live::router())
        .merge(control::router())
        .merge(control_browsers::router())
        .merge(control_invocations::router())
        .merge(control_streams::router())
        .fallback(unknown)
}

async fn unknown() -> ApiError {
    ApiError::not_found("not_found", "no such endpoint")
}
