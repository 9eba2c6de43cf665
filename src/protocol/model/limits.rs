//! Concurrency limits of the organization and of one project, read and
//! update.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;
use crate::protocol::setters::setters;

/// Response of `GET` and `PATCH /org/limits`.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct OrgLimits {
    /// The plan's organization-wide cap on concurrently running browsers
    /// (read-only); on-demand and pooled browsers count against it.
    #[serde(default)]
    pub max_concurrent_sessions: Option<u32>,
    /// Default per-project cap, applied to projects without their own
    /// override; null means none.
    #[serde(default)]
    pub default_project_max_concurrent_sessions: Option<u32>,
}

/// Body of `PATCH /org/limits`.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct OrgLimitsUpdateParams {
    /// Default per-project cap; `0` clears it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub default_project_max_concurrent_sessions: Option<u32>,
}

/// Response of `GET` and `PATCH /org/projects/{id}/limits`: one project's
/// overrides; null means no cap of its own.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProjectLimits {
    /// Cap on the project's concurrently running browsers; never lets the
    /// project exceed the organization limit.
    #[serde(default)]
    pub max_concurrent_sessions: Option<u32>,
    /// Cap on the project's concurrent invocations.
    #[serde(default)]
    pub max_concurrent_invocations: Option<u32>,
    /// Pooled-browser cap (read-only).
    ///
    /// Deprecated: use `max_concurrent_sessions`; pooled browsers count
    /// against it.
    #[serde(default)]
    pub max_pooled_sessions: Option<u32>,
}

/// Body of `PATCH /org/projects/{id}/limits`; an omitted field is
/// unchanged, `0` clears a cap.
///
/// There is no `max_pooled_sessions`: the service refuses any request that
/// sets it, so it cannot be expressed here.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ProjectLimitsUpdateParams {
    /// Cap on the project's concurrently running browsers; `0` clears it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub max_concurrent_sessions: Option<u32>,
    /// Cap on the project's concurrent invocations; `0` clears it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub max_concurrent_invocations: Option<u32>,
}

setters!(OrgLimitsUpdateParams {
    default_project_max_concurrent_sessions: u32,
});

setters!(ProjectLimitsUpdateParams {
    max_concurrent_sessions: u32,
    max_concurrent_invocations: u32,
});
