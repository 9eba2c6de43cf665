//! The sans-IO core: everything the SDK knows about the service, with no I/O.
//!
//! Nothing here touches `web-sys` or `js-sys`; it runs and is tested on the
//! host with `cargo test`. The transport and JavaScript layers above it only
//! move bytes and convert values.

pub mod http;
pub mod json;
pub mod model;
pub mod schema;
pub mod session;
pub mod validate;
