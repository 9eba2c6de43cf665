//! The resource objects of the JavaScript API, one file per group.

mod auth;
mod browsers;
mod organization;
mod projects;

pub(crate) use auth::AuthResource;
pub(crate) use browsers::BrowsersResource;
pub(crate) use organization::OrganizationResource;
pub(crate) use projects::ProjectsResource;
