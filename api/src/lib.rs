//! The cloud browser service's HTTP API, described once: every operation
//! (method, path, query, body, answer, and its names in the SDK's Rust and
//! JavaScript APIs), every record and string set it sends or accepts, and
//! the error classes the SDK reports.
//!
//! Nothing here runs a request. `browser-cloud-sdk` validates bodies against
//! these tables and builds requests from these rows, and its `xtask`
//! generates from them everything else that states a fact about the API: the
//! Rust models and resource methods, the JavaScript resource tree, the
//! TypeScript declarations, the package's checks of bodies and answers, the
//! error classes and the README's API table.
//!
//! Texts that only the generators read (names in the APIs, documentation)
//! are empty in wasm32 builds, so they never ship to browsers.

pub mod errors;
mod method;
pub mod operation;
mod operations;
pub mod records;
pub mod resources;
pub mod schema;

pub use errors::{ErrorClass, ErrorKind, ErrorMember, BASE_CLASS, ERROR_CLASSES};
pub use method::Method;
pub use operation::{Answer, Body, Kind, OperationDef, StreamDef, StreamEnd};
pub use operations::*;

/// Every operation of the service, resource by resource.
pub fn operations() -> impl Iterator<Item = &'static OperationDef> {
    operations::all()
}
pub use resources::{HelperDef, HelperOptions, ResourceDef, HELPERS, RESOURCES};
