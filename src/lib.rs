//! Browser-side SDK for the cloud browser service.
pub mod core;
