//! A project and its limit overrides.

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// Whether a project is usable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProjectStatus {
    /// Usable.
    Active,
    /// Kept but inactive: naming it in the project header gives 404.
    Archived,
}

impl ProjectStatus {
    /// The wire value.
    pub fn name(self) -> &'static str {
        match self {
            ProjectStatus::Active => "active",
            ProjectStatus::Archived => "archived",
        }
    }
}

/// A project of the organization.
pub struct Project {
    /// Its id.
    pub id: String,
    /// Its name, unique among live projects.
    pub name: String,
    /// Active or archived.
    pub status: ProjectStatus,
    /// Soft-deleted projects stay here but are invisible.
    pub deleted: bool,
    /// Creation time.
    pub created_at: Millis,
    /// Last change.
    pub updated_at: Millis,
    /// Per-project browser cap override; None when cleared.
    pub max_concurrent_sessions: Option<u32>,
    /// Per-project invocation cap override; None when cleared.
    pub max_concurrent_invocations: Option<u32>,
}

impl Project {
    /// A new active project.
    pub fn new(id: String, name: String, now: Millis) -> Project {
        Project {
            id,
            name,
            status: ProjectStatus::Active,
            deleted: false,
            created_at: now,
            updated_at: now,
            max_concurrent_sessions: None,
            max_concurrent_invocations: None,
        }
    }

    /// Whether requests may be scoped to it.
    pub fn is_active(&self) -> bool {
        !self.deleted && self.status == ProjectStatus::Active
    }

    /// The project record.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id,
            "name": self.name,
            "status": self.status.name(),
            "created_at": rfc3339(self.created_at),
            "updated_at": rfc3339(self.updated_at),
        })
    }

    /// The project limits record.
    pub fn limits_json(&self) -> Value {
        json!({
            "max_concurrent_sessions": self.max_concurrent_sessions,
            "max_concurrent_invocations": self.max_concurrent_invocations,
            "max_pooled_sessions": null,
        })
    }
}
