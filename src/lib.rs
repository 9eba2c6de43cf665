//! Browser-side SDK for the cloud browser service: managed auth connections
//! (login flows, health checks, re-authentication), projects, concurrency
//! limits and browser log streams.
//!
//! Layers, each using only the one below it:
//! - [`protocol`]: sans-IO; models, validation, request building, error mapping,
//!   the retry policy, the SSE parser, the managed-auth session's decisions.
//!   Runs and is tested on the host.
//! - `transport`: `fetch`, timers, cancellation, streamed bodies.
//! - `client`: the Rust async API, [`Client`].
//! - `js` (wasm32 with the `js` feature): the JavaScript API built into the
//!   npm package.
//!
//! The client sends from a browser only (a wasm32 build). Off wasm32 (a
//! server or native build, such as the server side of Leptos or Dioxus) the
//! whole API compiles, so shared code can name [`Client`] and its types, but
//! every call fails at once with [`ErrorKind::UnsupportedPlatform`]: the
//! transport there sends nothing and never calls into JavaScript.
#![warn(missing_docs)]
// The JSON scanner's steps and the validator's walk are built for speed
// (`#[optimize(speed)]`) in a crate built for size, where the build allows
// unstable attributes: scripts/build-pkg.sh sets `optimize_hot` beside its
// other nightly flags. They then check a body about a tenth faster, for 67
// bytes of gzip in the calls module and 155 in the flows module
// (BENCHMARKS.md, "What each step saved"); elsewhere the attribute is left
// out.
#![cfg_attr(optimize_hot, feature(optimize_attribute))]

pub mod protocol;

// The code `cargo xtask` writes from the API's description.
mod generated;

pub(crate) mod transport;

mod client;

#[cfg(all(target_arch = "wasm32", feature = "js"))]
mod wasm;

pub use client::{
    Client, Download, EventStream, ManagedAuthSession, Page, PageStream, RequestBuilder,
    RequestOptions, SessionWatch, WaitOptions,
};
pub use client::{DownloadProgress, ListProgress, OnProgress, StreamProgress, WaitProgress};
pub use generated::resources::*;
pub use protocol::model;
pub use protocol::request::{ClientConfig, ClientConfigBuilder, CredentialsMode, StreamMode};
pub use protocol::response::{Error, ErrorKind};

/// The README's Rust examples, compiled by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
