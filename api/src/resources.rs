//! The resources of the API trees (`client.auth.connections` in
//! JavaScript, `client.auth().connections()` in Rust), and the SDK's own
//! helpers among their methods.

use crate::operation::OperationDef;
use crate::operations::{CREATE_CONNECTION, RETRIEVE_CONNECTION};
use crate::schema::{host_only, Doc};

/// One resource of the trees: a group of methods, of resources, or both.
#[derive(Debug)]
pub struct ResourceDef {
    /// Its dotted path from the client (`projects.limits`).
    pub path: &'static str,
    /// Its type's name: the Rust struct's, and with `Resource` after it the
    /// TypeScript interface's (`ProjectLimits`, `ProjectLimitsResource`).
    pub name: &'static str,
    /// What it holds.
    pub doc: Doc,
}

const fn resource(path: &'static str, name: &'static str, doc: &'static str) -> ResourceDef {
    ResourceDef {
        path: host_only(path),
        name: host_only(name),
        doc: Doc::new(doc),
    }
}

/// Every resource, parents before their children.
pub static RESOURCES: &[ResourceDef] = &[
    resource("auth", "Auth", "Managed auth."),
    resource(
        "auth.connections",
        "AuthConnections",
        "Auth connections: a browser profile kept logged in to one domain; their login flows \
         and the handoff.",
    ),
    resource("projects", "Projects", "Projects of the organization."),
    resource(
        "projects.limits",
        "ProjectLimits",
        "A project's concurrency limit overrides.",
    ),
    resource("organization", "Organization", "The organization."),
    resource(
        "organization.limits",
        "OrganizationLimits",
        "The organization's concurrency limits.",
    ),
    resource("browsers", "Browsers", "Browser sessions."),
    resource(
        "browsers.fs",
        "BrowserFs",
        "The file systems of browser sessions: files and directories, read, written, moved and archived.",
    ),
    resource(
        "browsers.fs.watch",
        "BrowserFsWatch",
        "Watches of browser sessions' directories: their changes as an event stream.",
    ),
    resource(
        "browsers.computer",
        "BrowserComputer",
        "The screen, mouse, keyboard and clipboard of browser sessions.",
    ),
    resource(
        "browsers.logs",
        "BrowserLogs",
        "Log streams of browser sessions.",
    ),
    resource(
        "browsers.replays",
        "BrowserReplays",
        "Video recordings of browser sessions.",
    ),
    resource(
        "browsers.process",
        "BrowserProcess",
        "Processes in browser sessions' VMs: run commands, or start them and talk to them.",
    ),
    resource(
        "browsers.playwright",
        "BrowserPlaywright",
        "Playwright code run against browser sessions.",
    ),
    resource(
        "browsers.telemetry",
        "BrowserTelemetry",
        "Telemetry of browser sessions: past events by the page, new ones as a stream.",
    ),
    resource(
        "profiles",
        "Profiles",
        "Browser profiles: saved browser state to load into later sessions.",
    ),
    resource(
        "proxies",
        "Proxies",
        "Proxies of the project: how browser traffic leaves.",
    ),
    resource(
        "extensions",
        "Extensions",
        "Browser extensions kept by the project, to load into sessions.",
    ),
    resource(
        "browserPools",
        "BrowserPools",
        "Pools of warm browsers, acquired and released.",
    ),
    resource(
        "credentials",
        "Credentials",
        "Stored credentials for automatic re-authentication.",
    ),
    resource(
        "credentialProviders",
        "CredentialProviders",
        "External credential providers, such as 1Password.",
    ),
    resource("apps", "Apps", "Applications deployed to the service, by version."),
    resource(
        "deployments",
        "Deployments",
        "Deployments: source archives built into app versions, and their build events.",
    ),
    resource(
        "invocations",
        "Invocations",
        "Runs of app versions' actions: their status, events and browsers.",
    ),
    resource("apiKeys", "APIKeys", "The organization's API keys."),
    resource("auditLogs", "AuditLogs", "The organization's audit log."),
];

/// A method of the SDK's own, built on the service's operations.
#[derive(Debug)]
pub struct HelperDef {
    /// Its resource's path.
    pub resource: &'static str,
    /// Its JavaScript name (`getOrCreate`); the Rust method's is the same in
    /// snake_case.
    pub js_name: &'static str,
    /// What it does.
    pub doc: Doc,
    /// The operation whose arguments it takes and whose answer it gives.
    pub mirrors: &'static OperationDef,
    /// The options it takes.
    pub options: HelperOptions,
}

/// The options a helper takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperOptions {
    /// A one-shot call's: `{ timeout, maxRetries, signal }`.
    Request,
    /// Polling's: `{ pollInterval, signal, onProgress }`.
    Wait,
}

/// Every helper.
pub static HELPERS: &[HelperDef] = &[
    HelperDef {
        resource: host_only("auth.connections"),
        js_name: host_only("getOrCreate"),
        doc: Doc::new(
            "Creates the connection, or returns the existing one for the same profile and \
             domain (one retrieve after the conflict; the create is never sent twice).",
        ),
        mirrors: &CREATE_CONNECTION,
        options: HelperOptions::Request,
    },
    HelperDef {
        resource: host_only("auth.connections"),
        js_name: host_only("waitForLogin"),
        doc: Doc::new("Resolves with the connection once its flow is no longer IN_PROGRESS."),
        mirrors: &RETRIEVE_CONNECTION,
        options: HelperOptions::Wait,
    },
];
