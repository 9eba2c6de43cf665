//! Projects: `Project`, its create and update requests, and
//! `ProjectStatus`.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;
use super::wire_enum::wire_enum;
use crate::protocol::setters::setters;

wire_enum! {
    /// Status of a project.
    ProjectStatus {
        /// The project is active.
        Active = "active",
        /// The project is archived; naming it in the project header gives
        /// 404 `project_not_found`.
        Archived = "archived",
    }
}

/// A project: owns its own browsers, profiles, credentials, proxies,
/// extensions, deployments and browser pools.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Project {
    /// Project identifier.
    pub id: String,
    /// Name, unique within the organization.
    pub name: String,
    /// Status.
    pub status: ProjectStatus,
    /// When the project was created (date-time).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub created_at: Option<String>,
    /// When the project was last updated (date-time).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub updated_at: Option<String>,
}

/// Body of `POST /org/projects`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ProjectCreateParams {
    /// Name, unique within the organization.
    pub name: String,
}

impl ProjectCreateParams {
    /// A request creating a project with this name.
    pub fn new(name: impl Into<String>) -> Self {
        Self { name: name.into() }
    }
}

/// Body of `PATCH /org/projects/{id}`; an omitted field is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ProjectUpdateParams {
    /// New name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub name: Option<String>,
    /// New status: only `active` or `archived`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub status: Option<ProjectStatus>,
}

setters!(ProjectUpdateParams {
    name: impl Into<String>,
    status: ProjectStatus,
});
