//! Every operation of the service: method, path and body shapes.

use super::method::Method;
use crate::protocol::schema::Shape;

/// One operation of the service.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operation {
    /// `POST /auth/connections`
    CreateConnection,
    /// `GET /auth/connections/{id}`
    RetrieveConnection,
    /// `PATCH /auth/connections/{id}`
    UpdateConnection,
    /// `GET /auth/connections` (paged)
    ListConnections,
    /// `DELETE /auth/connections/{id}`
    DeleteConnection,
    /// `POST /auth/connections/{id}/login`
    Login,
    /// `POST /auth/connections/{id}/submit`
    Submit,
    /// `GET /auth/connections/{id}/events` (SSE)
    Follow,
    /// `GET /auth/connections/{id}/timeline` (paged)
    Timeline,
    /// `POST /auth/connections/{id}/exchange`
    Exchange,
    /// `POST /org/projects`
    CreateProject,
    /// `GET /org/projects/{id}`
    RetrieveProject,
    /// `PATCH /org/projects/{id}`
    UpdateProject,
    /// `GET /org/projects` (paged)
    ListProjects,
    /// `DELETE /org/projects/{id}`
    DeleteProject,
    /// `GET /org/projects/{id}/limits`
    RetrieveProjectLimits,
    /// `PATCH /org/projects/{id}/limits`
    UpdateProjectLimits,
    /// `GET /org/limits`
    RetrieveOrgLimits,
    /// `PATCH /org/limits`
    UpdateOrgLimits,
    /// `GET /browsers/{id}/logs/stream` (SSE)
    StreamBrowserLogs,
}

/// What an operation's success answer is, to a caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Answer {
    /// One JSON record.
    Record,
    /// Nothing (an empty body).
    Nothing,
    /// One page of a list: a JSON array with `X-Has-More` / `X-Next-Offset`.
    Page,
    /// A server-sent event stream of records.
    Stream,
}

/// Which query an operation takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum QueryKind {
    /// `offset`, `limit`, `domain`, `profile_name`, `query`.
    ListConnections,
    /// `offset`, `limit`, `name`, `query`.
    ListProjects,
    /// `offset`, `limit`, `type`.
    Timeline,
    /// `source`, `path` or `supervisor_process`, `follow`.
    LogStream,
}

/// The facts of one operation, in the [`OPERATIONS`] table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperationDef {
    /// The operation.
    pub op: Operation,
    /// Its name on the wire between client.js and the wasm core.
    pub wire_name: &'static str,
    /// The HTTP method.
    pub method: Method,
    /// The path before the id (the whole path when there is no id).
    pub path_prefix: &'static str,
    /// The path after the id.
    pub path_suffix: &'static str,
    /// Whether the path has an `{id}` segment.
    pub takes_id: bool,
    /// The query it takes, if any.
    pub query: Option<QueryKind>,
    /// The shape of the JSON body sent, if any.
    pub request: Option<Shape>,
    /// The shape of the success body (of each event's `data` for streams).
    pub response: Option<Shape>,
    /// What the caller gets.
    pub answer: Answer,
}

const CONNECTIONS: &str = "/auth/connections";
const CONNECTION: &str = "/auth/connections/";
const PROJECTS: &str = "/org/projects";
const PROJECT: &str = "/org/projects/";

/// One row of the table; `suffix` is `None` for a path without an id.
#[allow(clippy::too_many_arguments)]
const fn def(
    op: Operation,
    wire_name: &'static str,
    method: Method,
    path_prefix: &'static str,
    suffix: Option<&'static str>,
    query: Option<QueryKind>,
    request: Option<Shape>,
    response: Option<Shape>,
    answer: Answer,
) -> OperationDef {
    OperationDef {
        op,
        wire_name,
        method,
        path_prefix,
        path_suffix: match suffix {
            Some(suffix) => suffix,
            None => "",
        },
        takes_id: suffix.is_some(),
        query,
        request,
        response,
        answer,
    }
}

/// Every operation of the service, in [`Operation`]'s order: the one place
/// that says what each sends and answers. The method names of the Rust and
/// JavaScript APIs are in `api_names.rs`; the JavaScript resource tree, its
/// TypeScript declarations and the README's API table are generated from
/// both (`UPDATE_GENERATED=1 cargo test generated`).
#[rustfmt::skip]
pub const OPERATIONS: &[OperationDef] = {
    use Answer::{Nothing, Page, Record, Stream};
    use Method::{Delete, Get, Patch, Post};
    use Operation as O;
    use Shape as S;
    let none = None;
    &[
        def(O::CreateConnection, "create_connection", Post, CONNECTIONS, none, None, Some(S::AuthConnectionCreate), Some(S::AuthConnection), Record),
        def(O::RetrieveConnection, "retrieve_connection", Get, CONNECTION, Some(""), None, None, Some(S::AuthConnection), Record),
        def(O::UpdateConnection, "update_connection", Patch, CONNECTION, Some(""), None, Some(S::AuthConnectionUpdate), Some(S::AuthConnection), Record),
        def(O::ListConnections, "list_connections", Get, CONNECTIONS, none, Some(QueryKind::ListConnections), None, Some(S::AuthConnectionList), Page),
        def(O::DeleteConnection, "delete_connection", Delete, CONNECTION, Some(""), None, None, None, Nothing),
        def(O::Login, "login", Post, CONNECTION, Some("/login"), None, Some(S::LoginRequest), Some(S::LoginResponse), Record),
        def(O::Submit, "submit", Post, CONNECTION, Some("/submit"), None, Some(S::SubmitRequest), Some(S::SubmitResponse), Record),
        def(O::Follow, "follow", Get, CONNECTION, Some("/events"), None, None, Some(S::FlowEvent), Stream),
        def(O::Timeline, "timeline", Get, CONNECTION, Some("/timeline"), Some(QueryKind::Timeline), None, Some(S::TimelineEventList), Page),
        def(O::Exchange, "exchange", Post, CONNECTION, Some("/exchange"), None, Some(S::ExchangeRequest), Some(S::ExchangeResponse), Record),
        def(O::CreateProject, "create_project", Post, PROJECTS, none, None, Some(S::ProjectCreate), Some(S::Project), Record),
        def(O::RetrieveProject, "retrieve_project", Get, PROJECT, Some(""), None, None, Some(S::Project), Record),
        def(O::UpdateProject, "update_project", Patch, PROJECT, Some(""), None, Some(S::ProjectUpdate), Some(S::Project), Record),
        def(O::ListProjects, "list_projects", Get, PROJECTS, none, Some(QueryKind::ListProjects), None, Some(S::ProjectList), Page),
        def(O::DeleteProject, "delete_project", Delete, PROJECT, Some(""), None, None, None, Nothing),
        def(O::RetrieveProjectLimits, "retrieve_project_limits", Get, PROJECT, Some("/limits"), None, None, Some(S::ProjectLimits), Record),
        def(O::UpdateProjectLimits, "update_project_limits", Patch, PROJECT, Some("/limits"), None, Some(S::ProjectLimitsUpdate), Some(S::ProjectLimits), Record),
        def(O::RetrieveOrgLimits, "retrieve_org_limits", Get, "/org/limits", none, None, None, Some(S::OrgLimits), Record),
        def(O::UpdateOrgLimits, "update_org_limits", Patch, "/org/limits", none, None, Some(S::OrgLimitsUpdate), Some(S::OrgLimits), Record),
        def(O::StreamBrowserLogs, "stream_browser_logs", Get, "/browsers/", Some("/logs/stream"), Some(QueryKind::LogStream), None, Some(S::LogEvent), Stream),
    ]
};

impl Operation {
    /// Every operation, in the table's order.
    pub fn all() -> impl Iterator<Item = Operation> {
        OPERATIONS.iter().map(|def| def.op)
    }

    /// This operation's row of [`OPERATIONS`].
    pub fn def(self) -> &'static OperationDef {
        &OPERATIONS[self as usize]
    }

    /// The operation client.js names `wire_name`.
    pub fn from_wire_name(wire_name: &str) -> Option<Operation> {
        OPERATIONS
            .iter()
            .find(|def| def.wire_name == wire_name)
            .map(|def| def.op)
    }

    /// The HTTP method.
    pub fn method(self) -> Method {
        self.def().method
    }

    /// Whether the path has an `{id}` segment.
    pub fn takes_id(self) -> bool {
        self.def().takes_id
    }

    /// The path before the id (the whole path when there is no id).
    pub fn path_prefix(self) -> &'static str {
        self.def().path_prefix
    }

    /// The path after the id (empty when there is none).
    pub fn path_suffix(self) -> &'static str {
        self.def().path_suffix
    }

    /// The query the operation takes, if any.
    pub fn query(self) -> Option<QueryKind> {
        self.def().query
    }

    /// The shape of the JSON body sent, if the operation sends one.
    pub fn request_shape(self) -> Option<Shape> {
        self.def().request
    }

    /// The shape of the success body (of each event's `data` for streams);
    /// `None` when the success body is empty.
    pub fn response_shape(self) -> Option<Shape> {
        self.def().response
    }

    /// The shape of a failure body: the error record, or for create auth
    /// connection the 409 record with `existing_id`.
    pub fn error_shape(self, status: u16) -> Shape {
        if self == Operation::CreateConnection && status == 409 {
            Shape::ConflictError
        } else {
            Shape::ErrorRecord
        }
    }

    /// Whether the response is a server-sent event stream.
    pub fn is_stream(self) -> bool {
        self.def().answer == Answer::Stream
    }

    /// Whether the response is one page of a list (a JSON array with
    /// `X-Has-More` / `X-Next-Offset` headers).
    pub fn is_list(self) -> bool {
        self.def().answer == Answer::Page
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn template(op: Operation) -> String {
        let mut path = op.path_prefix().to_owned();
        if op.takes_id() {
            path.push_str("{id}");
        }
        path.push_str(op.path_suffix());
        path
    }

    #[test]
    fn routes_match_the_service() {
        let expected = [
            ("POST", "/auth/connections"),
            ("GET", "/auth/connections/{id}"),
            ("PATCH", "/auth/connections/{id}"),
            ("GET", "/auth/connections"),
            ("DELETE", "/auth/connections/{id}"),
            ("POST", "/auth/connections/{id}/login"),
            ("POST", "/auth/connections/{id}/submit"),
            ("GET", "/auth/connections/{id}/events"),
            ("GET", "/auth/connections/{id}/timeline"),
            ("POST", "/auth/connections/{id}/exchange"),
            ("POST", "/org/projects"),
            ("GET", "/org/projects/{id}"),
            ("PATCH", "/org/projects/{id}"),
            ("GET", "/org/projects"),
            ("DELETE", "/org/projects/{id}"),
            ("GET", "/org/projects/{id}/limits"),
            ("PATCH", "/org/projects/{id}/limits"),
            ("GET", "/org/limits"),
            ("PATCH", "/org/limits"),
            ("GET", "/browsers/{id}/logs/stream"),
        ];
        for (op, (method, path)) in Operation::all().zip(expected) {
            assert_eq!(op.method().as_str(), method, "{op:?}");
            assert_eq!(template(op), path, "{op:?}");
        }
    }

    #[test]
    fn only_writes_send_bodies() {
        for op in Operation::all() {
            let sends = op.request_shape().is_some();
            let writes = matches!(op.method(), Method::Post | Method::Patch);
            assert_eq!(sends, writes, "{op:?}");
        }
    }

    #[test]
    fn deletes_return_no_body_and_the_rest_do() {
        for op in Operation::all() {
            let empty = op.response_shape().is_none();
            assert_eq!(empty, op.method() == Method::Delete, "{op:?}");
        }
    }

    #[test]
    fn streams_and_lists_are_marked() {
        let streams: Vec<_> = Operation::all().filter(|op| op.is_stream()).collect();
        assert_eq!(streams, [Operation::Follow, Operation::StreamBrowserLogs]);
        let lists: Vec<_> = Operation::all().filter(|op| op.is_list()).collect();
        assert_eq!(
            lists,
            [
                Operation::ListConnections,
                Operation::Timeline,
                Operation::ListProjects
            ]
        );
    }

    #[test]
    fn the_table_is_in_the_order_of_the_enum_and_wire_names_are_unique() {
        for (index, def) in OPERATIONS.iter().enumerate() {
            assert_eq!(def.op as usize, index, "{:?}", def.op);
            assert_eq!(Operation::from_wire_name(def.wire_name), Some(def.op));
        }
        assert_eq!(Operation::from_wire_name("no_such_operation"), None);
    }

    #[test]
    fn only_create_connection_conflicts_carry_existing_id() {
        assert_eq!(
            Operation::CreateConnection.error_shape(409),
            Shape::ConflictError
        );
        assert_eq!(
            Operation::CreateConnection.error_shape(400),
            Shape::ErrorRecord
        );
        assert_eq!(
            Operation::DeleteProject.error_shape(409),
            Shape::ErrorRecord
        );
    }
}
