//! Deployments: an uploaded source archive built into an app version, and
//! the events of its build.

use super::apps::{APP_ACTION, REGION};
use super::flow::{ERROR_EVENT, HEARTBEAT_EVENT};
use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Doc, EnumDef, ObjectDef, Ty, UnionDef, NULLABLE, REQUIRED, SECRET,
};

/// Status of a deployment.
pub static DEPLOYMENT_STATUS: EnumDef = EnumDef {
    name: ts_name("DeploymentStatus"),
    doc: Doc::new("Where a deployment's build stands."),
    values: &[
        value("queued", "Waiting to be built."),
        value("in_progress", "Being built."),
        value("running", "Built; its app version takes invocations."),
        value("failed", "The build failed; `status_reason` says why."),
        value("stopped", "Stopped, or deleted."),
    ],
};

/// Where a deployment's source came from.
pub static DEPLOYMENT_SOURCE_TYPE: EnumDef = EnumDef {
    name: ts_name("DeploymentSourceType"),
    doc: Doc::new("The origin of a deployment's source."),
    values: &[
        value("file", "An uploaded archive."),
        value("github", "A repository the service fetched."),
    ],
};

/// A deployment record.
pub static DEPLOYMENT: ObjectDef = ObjectDef {
    name: ts_name("Deployment"),
    doc: Doc::new("A deployment: one source archive, built into one app version."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The deployment's identifier."),
        field("created_at", Ty::DateTime, REQUIRED, "When it was created."),
        field("region", Ty::Enum(&REGION), REQUIRED, "Where it runs."),
        field(
            "status",
            Ty::Enum(&DEPLOYMENT_STATUS),
            REQUIRED,
            "Where its build stands.",
        ),
        field(
            "entrypoint_rel_path",
            Ty::Str,
            0,
            "The application's entry point, relative to the archive's root.",
        ),
        field(
            "env_vars",
            Ty::Map(&Ty::Str),
            0,
            "Its environment variables; an API key caller gets every key with an empty value.",
        ),
        field(
            "source_checksum",
            Ty::Str,
            0,
            "SHA-256 of the source archive, in hex.",
        ),
        field(
            "source_path",
            Ty::Str,
            0,
            "For a repository source, the folder deployed, when not the root.",
        ),
        field(
            "source_ref",
            Ty::Str,
            0,
            "For a repository source, the git ref as it was asked for.",
        ),
        field(
            "source_type",
            Ty::Enum(&DEPLOYMENT_SOURCE_TYPE),
            0,
            "Where the source came from.",
        ),
        field(
            "source_url",
            Ty::Str,
            0,
            "For a repository source, the repository's URL.",
        ),
        field("status_reason", Ty::Str, 0, "Why it has its status."),
        field(
            "updated_at",
            Ty::DateTime,
            NULLABLE,
            "When it last changed.",
        ),
    ],
    rules: &[],
};

/// The credentials of a repository source.
pub static DEPLOYMENT_SOURCE_AUTH: ObjectDef = ObjectDef {
    name: ts_name("DeploymentSourceAuth"),
    doc: Doc::new("How the service authenticates to fetch a private repository."),
    fields: &[
        field(
            "token",
            Ty::NonEmptyStr,
            REQUIRED | SECRET,
            "A GitHub token that can read the repository.",
        ),
        field(
            "method",
            Ty::Literal("github_token"),
            REQUIRED,
            "The kind of credential.",
        ),
    ],
    rules: &[],
};

/// A repository to deploy from, instead of an uploaded archive.
pub static DEPLOYMENT_SOURCE: ObjectDef = ObjectDef {
    name: ts_name("DeploymentSource"),
    doc: Doc::new("A GitHub repository the service fetches and deploys."),
    fields: &[
        field(
            "entrypoint",
            Ty::NonEmptyStr,
            REQUIRED,
            "The entry point, relative to the deployed folder.",
        ),
        field(
            "ref",
            Ty::NonEmptyStr,
            REQUIRED,
            "The branch, tag or commit to deploy.",
        ),
        field(
            "type",
            Ty::Literal("github"),
            REQUIRED,
            "The kind of source.",
        ),
        field("url", Ty::Uri, REQUIRED, "The repository's URL."),
        field(
            "auth",
            Ty::Object(&DEPLOYMENT_SOURCE_AUTH),
            0,
            "Credentials for a private repository.",
        ),
        field(
            "path",
            Ty::Str,
            0,
            "The folder of the repository to deploy; the root when omitted.",
        ),
    ],
    rules: &[],
};

/// Body of the deployment create request (multipart).
pub static DEPLOYMENT_CREATE: ObjectDef = ObjectDef {
    name: ts_name("DeploymentCreateParams"),
    doc: Doc::new("Deploy a source archive (or a repository) as a new app version."),
    fields: &[
        field(
            "entrypoint_rel_path",
            Ty::NonEmptyStr,
            0,
            "The application's entry point, relative to the archive's root.",
        ),
        field(
            "env_vars",
            Ty::Map(&Ty::Str),
            0,
            "Environment variables of the app version.",
        ),
        field(
            "file",
            Ty::File,
            0,
            "A zip archive of the application's source.",
        ),
        field(
            "force",
            Ty::Bool,
            0,
            "Replace an existing version with the same label.",
        ),
        field("region", Ty::Enum(&REGION), 0, "Where to run it."),
        field(
            "source",
            Ty::Object(&DEPLOYMENT_SOURCE),
            0,
            "A repository to deploy instead of `file`.",
        ),
        field(
            "version",
            Ty::NonEmptyStr,
            0,
            "The version label; `latest` when omitted.",
        ),
    ],
    rules: &[],
};

/// The query of the deployment list.
pub static LIST_DEPLOYMENTS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListDeploymentsQuery"),
    doc: Doc::new("One page of deployments, optionally of one app or version."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "app_name",
            Ty::Str,
            0,
            "Only deployments of this application.",
        ),
        field(
            "app_version",
            Ty::Str,
            0,
            "Only deployments of this version label.",
        ),
        field("query", Ty::Str, 0, "Search by application name."),
    ],
    rules: &[],
};

/// The query of a deployment's or an invocation's event stream.
pub static FOLLOW_QUERY: ObjectDef = ObjectDef {
    name: ts_name("FollowQuery"),
    doc: Doc::new("Where an event stream starts."),
    fields: &[field(
        "since",
        Ty::Str,
        0,
        "Only events at or after this time (RFC 3339).",
    )],
    rules: &[],
};

/// A log line on a deployment's or an invocation's event stream.
pub static APP_LOG_EVENT: ObjectDef = ObjectDef {
    name: ts_name("AppLogEvent"),
    doc: Doc::new("One line an application's build or run logged."),
    fields: &[
        field("event", Ty::Literal("log"), REQUIRED, "Event name."),
        field("message", Ty::Str, REQUIRED, "The line."),
        field("timestamp", Ty::DateTime, REQUIRED, "When it was logged."),
    ],
    rules: &[],
};

/// A deployment's state on its event stream.
pub static DEPLOYMENT_STATE_EVENT: ObjectDef = ObjectDef {
    name: ts_name("DeploymentStateEvent"),
    doc: Doc::new("A deployment's state, as its build moves on."),
    fields: &[
        field(
            "deployment",
            Ty::Object(&DEPLOYMENT),
            REQUIRED,
            "The deployment.",
        ),
        field(
            "event",
            Ty::Literal("deployment_state"),
            REQUIRED,
            "Event name.",
        ),
        field("timestamp", Ty::DateTime, REQUIRED, "When it was reported."),
    ],
    rules: &[],
};

/// The app version a deployment built, on its event stream.
pub static APP_VERSION_SUMMARY_EVENT: ObjectDef = ObjectDef {
    name: ts_name("AppVersionSummaryEvent"),
    doc: Doc::new("The app version a successful build made."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The app version's identifier."),
        field(
            "actions",
            Ty::Array(&Ty::Object(&APP_ACTION)),
            REQUIRED,
            "The actions it offers.",
        ),
        field("app_name", Ty::Str, REQUIRED, "The application's name."),
        field(
            "event",
            Ty::Literal("app_version_summary"),
            REQUIRED,
            "Event name.",
        ),
        field("region", Ty::Enum(&REGION), REQUIRED, "Where it runs."),
        field("timestamp", Ty::DateTime, REQUIRED, "When it was reported."),
        field("version", Ty::Str, REQUIRED, "The version label."),
        field(
            "env_vars",
            Ty::Map(&Ty::Str),
            0,
            "Its environment variables; an API key caller gets every key with an empty value.",
        ),
    ],
    rules: &[],
};

/// One event of a deployment's event stream.
pub static DEPLOYMENT_EVENT: UnionDef = UnionDef {
    name: ts_name("DeploymentEvent"),
    doc: Doc::new(
        "One event of a deployment's stream, which ends once the deployment is running, \
         failed or stopped.",
    ),
    tag: "event",
    variants: &[
        ("log", &APP_LOG_EVENT),
        ("deployment_state", &DEPLOYMENT_STATE_EVENT),
        ("app_version_summary", &APP_VERSION_SUMMARY_EVENT),
        ("error", &ERROR_EVENT),
        ("sse_heartbeat", &HEARTBEAT_EVENT),
    ],
};
