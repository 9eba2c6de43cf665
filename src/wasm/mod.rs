//! The wasm of the npm package, built as two modules so that a page loads
//! only what it uses (scripts/build-pkg.sh):
//!
//! - the calls module (feature `js-calls`), which `init()` loads. The
//!   JavaScript edge (`src/js/`) keeps the resource tree, loads each
//!   resource's operations (generated from the API's description) at its
//!   first call, checks bodies and answers, and runs every attempt
//!   (attempt.js). It asks the core for each request
//!   ([`WasmClient::prepare`]), for the verdict on each attempt that is not
//!   a plain success ([`WasmClient::answered`], [`WasmClient::failed`]), for a list page's paging, and for a
//!   stream's state ([`StreamCore`]: its events, its reconnections);
//! - the flows module (feature `js-flows`) of the managed-auth login flows,
//!   which flows.js loads at the first helper or login session: the
//!   helpers (`getOrCreate`, `waitForLogin`) run in `WasmClient::help`, and
//!   session.js's `ManagedAuthSession` forwards to `WasmSession`.
//!
//! The exports take JavaScript values (read in [`read`]) and objects whose
//! members they read by name, and hand records back as JSON text read by
//! name: the glue copies a `&str` argument into wasm memory with code of
//! its own at every export, where a JavaScript value crosses as is.

mod allocator;
mod client;
mod errors;
#[cfg(feature = "js-calls")]
mod fault;
#[cfg(feature = "js-flows")]
mod flows;
#[cfg(feature = "js-calls")]
mod page;
#[cfg(feature = "js-flows")]
mod panic;
#[cfg(feature = "js-calls")]
mod prepare;
#[cfg(feature = "js-flows")]
mod promise;
mod read;
#[cfg(feature = "js-calls")]
mod retries;
#[cfg(feature = "js-flows")]
mod session;
#[cfg(feature = "js-calls")]
mod stream;
mod types;
#[cfg(feature = "js-flows")]
mod watch;
