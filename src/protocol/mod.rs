//! The sans-IO core: everything the SDK knows about the service, with no I/O.
//!
//! Nothing here touches `web-sys` or `js-sys`; it runs and is tested on the
//! host with `cargo test`. The transport and JavaScript layers above it only
//! move bytes and convert values.

/// The description of the service's API: operations, records, errors.
pub use browser_cloud_api as api;

// The JSON scanner is the SDK's own business; the fuzz targets reach it
// through the `fuzzing` feature to check the validators against it.
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod json;
#[cfg(not(feature = "fuzzing"))]
pub(crate) mod json;
pub mod lifecycle;
pub mod model;
pub mod request;
pub mod response;
pub mod retry;
pub mod schema;
pub mod session;
pub mod sse;
pub mod validate;
