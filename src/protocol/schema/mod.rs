//! The record tables of the service, from its description
//! (`browser-cloud-api`): what the validator walks.

pub use browser_cloud_api::records::*;
pub use browser_cloud_api::schema::*;

#[cfg(test)]
pub(crate) mod bodies;
