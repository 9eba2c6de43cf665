//! How each operation and helper appears in the Rust and JavaScript APIs:
//! resource, method name and summary. With [`OPERATIONS`](super::OPERATIONS)
//! (what is sent and answered) it is the one description from which the
//! JavaScript resource tree, its TypeScript declarations and the README's
//! API table are generated.

use super::helper::Helper;
use super::operation::Operation;

/// What an API method runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Target {
    /// One operation of the service.
    Op(Operation),
    /// One of the SDK's helpers.
    Help(Helper),
}

/// One method of the API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApiMethod {
    /// What it runs.
    pub target: Target,
    /// Its resource in the JavaScript tree, dotted: `auth.connections`.
    pub resource: &'static str,
    /// Its JavaScript name: `getOrCreate`.
    pub js_name: &'static str,
    /// Its Rust call from the client: `auth().connections().get_or_create`.
    pub rust_call: &'static str,
    /// The name of its id argument, when it takes one.
    pub id_name: &'static str,
    /// Whether its request body may be left out (then `{}` is sent).
    pub params_optional: bool,
    /// What it does, in one sentence.
    pub summary: &'static str,
}

/// One resource of the JavaScript tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApiResource {
    /// Its dotted path: `projects.limits`.
    pub path: &'static str,
    /// Its TypeScript interface.
    pub interface: &'static str,
    /// What it holds.
    pub summary: &'static str,
}

/// The resources, parents before children.
pub const API_RESOURCES: &[ApiResource] = &[
    ApiResource {
        path: "auth.connections",
        interface: "ConnectionsResource",
        summary: "Auth connections, their login flows and the handoff.",
    },
    ApiResource {
        path: "projects",
        interface: "ProjectsResource",
        summary: "Projects of the organization.",
    },
    ApiResource {
        path: "projects.limits",
        interface: "ProjectLimitsResource",
        summary: "A project's concurrency limit overrides.",
    },
    ApiResource {
        path: "organization.limits",
        interface: "OrganizationLimitsResource",
        summary: "The organization's concurrency limits.",
    },
    ApiResource {
        path: "browsers.logs",
        interface: "BrowserLogsResource",
        summary: "Log streams of browser sessions.",
    },
];

const fn op(
    target: Operation,
    resource: &'static str,
    js_name: &'static str,
    rust_call: &'static str,
    summary: &'static str,
) -> ApiMethod {
    ApiMethod {
        target: Target::Op(target),
        resource,
        js_name,
        rust_call,
        id_name: "id",
        params_optional: false,
        summary,
    }
}

const CONNECTIONS: &str = "auth.connections";

/// Every method, in the order of the JavaScript tree.
pub const API_METHODS: &[ApiMethod] = {
    use Operation as O;
    &[
        op(O::CreateConnection, CONNECTIONS, "create", "auth().connections().create",
            "Creates a connection. Rejects with `ConflictError` (with `existing_id`) when one exists for the profile and domain."),
        ApiMethod {
            target: Target::Help(Helper::GetOrCreateConnection),
            resource: CONNECTIONS,
            js_name: "getOrCreate",
            rust_call: "auth().connections().get_or_create",
            id_name: "id",
            params_optional: false,
            summary: "Creates the connection, or returns the existing one for the same profile and domain (one retrieve after the conflict; the create is never sent twice).",
        },
        op(O::RetrieveConnection, CONNECTIONS, "retrieve", "auth().connections().retrieve", "Reads a connection."),
        op(O::UpdateConnection, CONNECTIONS, "update", "auth().connections().update", "Changes a connection's settings."),
        op(O::ListConnections, CONNECTIONS, "list", "auth().connections().list",
            "One page of connections; `for await` runs over every item of every page."),
        op(O::DeleteConnection, CONNECTIONS, "delete", "auth().connections().delete", "Deletes a connection."),
        ApiMethod {
            params_optional: true,
            ..op(O::Login, CONNECTIONS, "login", "auth().connections().login",
                "Starts a login flow: the answer carries `hosted_url` (with the one-time handoff code) and `live_view_url`.")
        },
        op(O::Submit, CONNECTIONS, "submit", "auth().connections().submit", "Submits field values or a choice to the flow."),
        op(O::Follow, CONNECTIONS, "follow", "auth().connections().follow",
            "The flow's events until it leaves IN_PROGRESS (heartbeats are consumed; an `error` event rejects the iteration)."),
        op(O::Timeline, CONNECTIONS, "timeline", "auth().connections().timeline", "One page of what happened to the connection."),
        op(O::Exchange, CONNECTIONS, "exchange", "auth().connections().exchange",
            "Turns a one-time handoff code into a short-lived token scoped to this one connection."),
        ApiMethod {
            target: Target::Help(Helper::WaitForLogin),
            resource: CONNECTIONS,
            js_name: "waitForLogin",
            rust_call: "auth().connections().wait_for_login",
            id_name: "id",
            params_optional: false,
            summary: "Resolves with the connection once its flow is no longer IN_PROGRESS.",
        },
        op(O::CreateProject, "projects", "create", "projects().create", "Creates a project; names are unique in the organization."),
        ApiMethod {
            id_name: "idOrName",
            ..op(O::RetrieveProject, "projects", "retrieve", "projects().retrieve", "Reads a project by id or by name.")
        },
        op(O::UpdateProject, "projects", "update", "projects().update", "Renames, archives or reactivates a project."),
        op(O::ListProjects, "projects", "list", "projects().list",
            "One page of projects; `for await` runs over every item of every page."),
        op(O::DeleteProject, "projects", "delete", "projects().delete", "Deletes an empty project."),
        op(O::RetrieveProjectLimits, "projects.limits", "retrieve", "projects().limits().retrieve", "Reads a project's limit overrides."),
        op(O::UpdateProjectLimits, "projects.limits", "update", "projects().limits().update",
            "Sets a project's limit overrides; 0 clears a cap."),
        op(O::RetrieveOrgLimits, "organization.limits", "retrieve", "organization().limits().retrieve", "Reads the organization's limits."),
        op(O::UpdateOrgLimits, "organization.limits", "update", "organization().limits().update",
            "Sets the default per-project cap; 0 clears it."),
        op(O::StreamBrowserLogs, "browsers.logs", "stream", "browsers().logs().stream",
            "Streams a log file or a supervised process's output as log events."),
    ]
};

impl Helper {
    /// The operation whose arguments and answer the helper takes.
    pub fn mirrors(self) -> Operation {
        match self {
            Helper::GetOrCreateConnection => Operation::CreateConnection,
            Helper::WaitForLogin => Operation::RetrieveConnection,
        }
    }
}

impl Target {
    /// The name client.js calls the wasm core with.
    pub fn wire_name(self) -> &'static str {
        match self {
            Target::Op(op) => op.def().wire_name,
            Target::Help(helper) => helper.wire_name(),
        }
    }

    /// The operation whose arguments and answer it has.
    pub fn operation(self) -> Operation {
        match self {
            Target::Op(op) => op,
            Target::Help(helper) => helper.mirrors(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_and_helper_has_exactly_one_method() {
        for op in Operation::all() {
            let count = API_METHODS
                .iter()
                .filter(|m| m.target == Target::Op(op))
                .count();
            assert_eq!(count, 1, "{op:?}");
        }
        for helper in Helper::ALL {
            let count = API_METHODS
                .iter()
                .filter(|m| m.target == Target::Help(helper))
                .count();
            assert_eq!(count, 1, "{helper:?}");
        }
    }

    #[test]
    fn every_method_belongs_to_a_declared_resource_once() {
        for method in API_METHODS {
            assert!(
                API_RESOURCES.iter().any(|r| r.path == method.resource),
                "{}",
                method.resource
            );
            let twins = API_METHODS
                .iter()
                .filter(|m| m.resource == method.resource && m.js_name == method.js_name)
                .count();
            assert_eq!(twins, 1, "{}.{}", method.resource, method.js_name);
        }
    }
}
