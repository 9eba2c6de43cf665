//! One file per resource group; every method ends in the same call path.

mod auth;
mod browsers;
mod finish;
mod organization;
mod projects;
mod wait;

pub use auth::{Auth, Connections};
pub use browsers::{BrowserLogs, Browsers};
pub use organization::{Organization, OrganizationLimitsResource};
pub use projects::{ProjectLimitsResource, Projects};
pub use wait::WaitOptions;
#[cfg(all(target_arch = "wasm32", feature = "js-flows"))]
pub(crate) use wait::WaitRead;
