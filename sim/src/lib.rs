//! A local, stateful simulator of the cloud browser service's HTTP API.
//!
//! It implements the service contract independently of the SDK (so each side
//! tests the other): projects and project scoping, limits, managed auth
//! connections with their login flows, browser log streams, CORS for local
//! pages, and a `/_sim/` control surface for tests (clock, keys, faults).

#![warn(missing_docs)]

mod app;
mod audit_layer;
mod auth;
mod base64;
mod body;
mod clock;
mod config;
mod cors;
mod error;
mod extract;
mod fault_layer;
mod ids;
mod jwt;
mod mp4;
mod multipart;
mod paging;
mod png;
mod recorder;
mod request_id;
mod routes;
mod scope;
mod sse;
mod state;
mod tar;
mod telemetry_layer;
mod timefmt;
mod validate;
mod world;
mod zip;

pub use config::{Config, ConfigError};

use std::net::SocketAddr;
use tokio::net::TcpListener;

/// Binds 127.0.0.1 on `config.port` (0 picks a free port) and returns the
/// listener with the address it got, ready for [`serve`].
pub async fn bind(config: &Config) -> std::io::Result<(TcpListener, SocketAddr)> {
    let listener = TcpListener::bind(("127.0.0.1", config.port)).await?;
    let addr = listener.local_addr()?;
    Ok((listener, addr))
}

/// Serves the simulator on `listener` until the process ends.
pub async fn serve(listener: TcpListener, config: Config) -> std::io::Result<()> {
    let base = match listener.local_addr() {
        Ok(addr) => format!("http://{addr}"),
        Err(e) => return Err(e),
    };
    axum::serve(listener, app::router(&config, base)).await
}
