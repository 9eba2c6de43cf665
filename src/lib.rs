//! Browser-side SDK for the cloud browser service: managed auth connections
//! (login flows, health checks, re-authentication), projects, concurrency
//! limits and browser log streams.
//!
//! Layers, each using only the one below it:
//! - [`core`]: sans-IO; models, validation, request building, error mapping,
//!   the retry policy, the SSE parser, the managed-auth session's decisions.
//!   Runs and is tested on the host.
//! - `transport` (wasm32 only): `fetch`, timers, cancellation, streamed bodies.
//! - `client` (wasm32 only): the Rust async API, [`Client`].
//! - `js` (wasm32 with the `js` feature): the JavaScript API built into the
//!   npm package.
#![warn(missing_docs)]

pub mod core;

#[cfg(target_arch = "wasm32")]
pub mod transport;

#[cfg(target_arch = "wasm32")]
mod client;

#[cfg(all(target_arch = "wasm32", feature = "js"))]
mod js;

#[cfg(target_arch = "wasm32")]
pub use client::{
    Auth, BrowserLogs, Browsers, Client, Connections, EventStream, ManagedAuthSession,
    Organization, OrganizationLimits, Page, PageStream, Pending, ProjectLimits, Projects,
    RequestOptions, SessionWatch, WaitOptions,
};
pub use core::http::{
    ClientConfig, ClientConfigBuilder, CredentialsMode, Error, ErrorKind, StreamMode,
};
pub use core::model;
