//! One file per resource group; every method ends in the same call path.

mod auth;
mod browsers;
mod finish;
mod organization;
mod projects;
mod wait;

pub use auth::{Auth, Connections};
pub use browsers::{BrowserLogs, Browsers};
pub use organization::{Organization, OrganizationLimits};
pub use projects::{ProjectLimits, Projects};
pub use wait::WaitOptions;
