//! Projects and concurrency limits.

use super::enums::PROJECT_STATUS;
use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, Doc, ObjectDef, Ty, DEPRECATED, NON_NEGATIVE, NULLABLE, REFUSED, REQUIRED,
};

/// A project record.
pub static PROJECT: ObjectDef = ObjectDef {
    name: ts_name("Project"),
    doc: Doc::new("A project: owns its own browsers, profiles, credentials, proxies and pools."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Project identifier."),
        field(
            "name",
            Ty::Str,
            REQUIRED,
            "Name, unique within the organization.",
        ),
        field(
            "status",
            Ty::Enum(&PROJECT_STATUS),
            REQUIRED,
            "Project status.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            0,
            "When the project was created.",
        ),
        field(
            "updated_at",
            Ty::DateTime,
            0,
            "When the project last changed.",
        ),
    ],
    rules: &[],
};

/// The query of the project list.
pub static LIST_PROJECTS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListProjectsQuery"),
    doc: Doc::new("One page of the organization's projects."),
    fields: &[
        OFFSET,
        LIMIT,
        field("name", Ty::Str, 0, "Only the project with this name."),
        field("query", Ty::Str, 0, "Free-text search."),
    ],
    rules: &[],
};

/// Body of the project create request.
pub static PROJECT_CREATE: ObjectDef = ObjectDef {
    name: ts_name("ProjectCreateParams"),
    doc: Doc::new("Create a project."),
    fields: &[field(
        "name",
        Ty::NonEmptyStr,
        REQUIRED,
        "Name, unique within the organization.",
    )],
    rules: &[],
};

/// Body of the project update request.
pub static PROJECT_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("ProjectUpdateParams"),
    doc: Doc::new("Rename, archive or reactivate a project."),
    fields: &[
        field("name", Ty::NonEmptyStr, 0, "New name."),
        field(
            "status",
            Ty::Enum(&PROJECT_STATUS),
            0,
            "New status: active or archived.",
        ),
    ],
    rules: &[],
};

const POOLED_DOC: &str = "Deprecated and read-only: browsers in pools count against \
                          max_concurrent_sessions; a request that sets it is refused.";

/// A project's limit overrides.
pub static PROJECT_LIMITS: ObjectDef = ObjectDef {
    name: ts_name("ProjectLimits"),
    doc: Doc::new("A project's limit overrides; null means no cap."),
    fields: &[
        field(
            "max_concurrent_sessions",
            NON_NEGATIVE,
            NULLABLE,
            "Cap on concurrently running browsers in the project.",
        ),
        field(
            "max_concurrent_invocations",
            NON_NEGATIVE,
            NULLABLE,
            "Cap on concurrently running invocations in the project.",
        ),
        field(
            "max_pooled_sessions",
            NON_NEGATIVE,
            NULLABLE | DEPRECATED,
            POOLED_DOC,
        ),
    ],
    rules: &[],
};

/// Body of the project limits update request.
pub static PROJECT_LIMITS_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("ProjectLimitsUpdateParams"),
    doc: Doc::new("Set a project's limit overrides; 0 clears a cap, omitted caps are unchanged."),
    fields: &[
        field(
            "max_concurrent_sessions",
            NON_NEGATIVE,
            0,
            "Cap on concurrently running browsers; 0 clears it.",
        ),
        field(
            "max_concurrent_invocations",
            NON_NEGATIVE,
            0,
            "Cap on concurrently running invocations; 0 clears it.",
        ),
        field(
            "max_pooled_sessions",
            NON_NEGATIVE,
            DEPRECATED | REFUSED,
            POOLED_DOC,
        ),
    ],
    rules: &[],
};

/// The organization's limits.
pub static ORG_LIMITS: ObjectDef = ObjectDef {
    name: ts_name("OrgLimits"),
    doc: Doc::new("The organization's concurrency limit and default per-project cap."),
    fields: &[
        field(
            "max_concurrent_sessions",
            NON_NEGATIVE,
            NULLABLE,
            "The plan's cap on concurrently running browsers across the organization, \
             pooled ones included; read-only.",
        ),
        field(
            "default_project_max_concurrent_sessions",
            NON_NEGATIVE,
            NULLABLE,
            "Default per-project cap, for existing and new projects; null means none.",
        ),
    ],
    rules: &[],
};

/// Body of the organization limits update request.
pub static ORG_LIMITS_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("OrgLimitsUpdateParams"),
    doc: Doc::new("Set the organization's default per-project cap."),
    fields: &[
        field(
            "default_project_max_concurrent_sessions",
            NON_NEGATIVE,
            0,
            "Default per-project cap; 0 clears it.",
        ),
        field(
            "max_pooled_sessions",
            NON_NEGATIVE,
            DEPRECATED | REFUSED,
            POOLED_DOC,
        ),
    ],
    rules: &[],
};
