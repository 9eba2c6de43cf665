//! Every operation of the service: method, path and body shapes.

use super::method::Method;
use crate::core::schema::Shape;

/// One operation of the service.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// Where an operation's path puts the id: `prefix{id}suffix`, or just
/// `prefix` for operations without one.
struct Route {
    method: Method,
    prefix: &'static str,
    suffix: &'static str,
    takes_id: bool,
}

const fn route(method: Method, prefix: &'static str, suffix: &'static str) -> Route {
    Route {
        method,
        prefix,
        suffix,
        takes_id: true,
    }
}

const fn flat(method: Method, path: &'static str) -> Route {
    Route {
        method,
        prefix: path,
        suffix: "",
        takes_id: false,
    }
}

const CONNECTIONS: &str = "/auth/connections";
const CONNECTION: &str = "/auth/connections/";
const PROJECTS: &str = "/org/projects";
const PROJECT: &str = "/org/projects/";

impl Operation {
    /// Every operation, for tables and tests.
    pub const ALL: [Operation; 20] = [
        Operation::CreateConnection,
        Operation::RetrieveConnection,
        Operation::UpdateConnection,
        Operation::ListConnections,
        Operation::DeleteConnection,
        Operation::Login,
        Operation::Submit,
        Operation::Follow,
        Operation::Timeline,
        Operation::Exchange,
        Operation::CreateProject,
        Operation::RetrieveProject,
        Operation::UpdateProject,
        Operation::ListProjects,
        Operation::DeleteProject,
        Operation::RetrieveProjectLimits,
        Operation::UpdateProjectLimits,
        Operation::RetrieveOrgLimits,
        Operation::UpdateOrgLimits,
        Operation::StreamBrowserLogs,
    ];

    fn route(self) -> Route {
        use Method::{Delete, Get, Patch, Post};
        match self {
            Operation::CreateConnection => flat(Post, CONNECTIONS),
            Operation::RetrieveConnection => route(Get, CONNECTION, ""),
            Operation::UpdateConnection => route(Patch, CONNECTION, ""),
            Operation::ListConnections => flat(Get, CONNECTIONS),
            Operation::DeleteConnection => route(Delete, CONNECTION, ""),
            Operation::Login => route(Post, CONNECTION, "/login"),
            Operation::Submit => route(Post, CONNECTION, "/submit"),
            Operation::Follow => route(Get, CONNECTION, "/events"),
            Operation::Timeline => route(Get, CONNECTION, "/timeline"),
            Operation::Exchange => route(Post, CONNECTION, "/exchange"),
            Operation::CreateProject => flat(Post, PROJECTS),
            Operation::RetrieveProject => route(Get, PROJECT, ""),
            Operation::UpdateProject => route(Patch, PROJECT, ""),
            Operation::ListProjects => flat(Get, PROJECTS),
            Operation::DeleteProject => route(Delete, PROJECT, ""),
            Operation::RetrieveProjectLimits => route(Get, PROJECT, "/limits"),
            Operation::UpdateProjectLimits => route(Patch, PROJECT, "/limits"),
            Operation::RetrieveOrgLimits => flat(Get, "/org/limits"),
            Operation::UpdateOrgLimits => flat(Patch, "/org/limits"),
            Operation::StreamBrowserLogs => route(Get, "/browsers/", "/logs/stream"),
        }
    }

    /// The HTTP method.
    pub fn method(self) -> Method {
        self.route().method
    }

    /// Whether the path has an `{id}` segment.
    pub fn takes_id(self) -> bool {
        self.route().takes_id
    }

    /// The path before the id (the whole path when there is no id).
    pub fn path_prefix(self) -> &'static str {
        self.route().prefix
    }

    /// The path after the id (empty when there is none).
    pub fn path_suffix(self) -> &'static str {
        self.route().suffix
    }

    /// The shape of the JSON body sent, if the operation sends one.
    pub fn request_shape(self) -> Option<Shape> {
        match self {
            Operation::CreateConnection => Some(Shape::AuthConnectionCreate),
            Operation::UpdateConnection => Some(Shape::AuthConnectionUpdate),
            Operation::Login => Some(Shape::LoginRequest),
            Operation::Submit => Some(Shape::SubmitRequest),
            Operation::Exchange => Some(Shape::ExchangeRequest),
            Operation::CreateProject => Some(Shape::ProjectCreate),
            Operation::UpdateProject => Some(Shape::ProjectUpdate),
            Operation::UpdateProjectLimits => Some(Shape::ProjectLimitsUpdate),
            Operation::UpdateOrgLimits => Some(Shape::OrgLimitsUpdate),
            _ => None,
        }
    }

    /// The shape of the success body (of each event's `data` for streams);
    /// `None` when the success body is empty.
    pub fn response_shape(self) -> Option<Shape> {
        match self {
            Operation::CreateConnection
            | Operation::RetrieveConnection
            | Operation::UpdateConnection => Some(Shape::AuthConnection),
            Operation::ListConnections => Some(Shape::AuthConnectionList),
            Operation::DeleteConnection | Operation::DeleteProject => None,
            Operation::Login => Some(Shape::LoginResponse),
            Operation::Submit => Some(Shape::SubmitResponse),
            Operation::Follow => Some(Shape::FlowEvent),
            Operation::Timeline => Some(Shape::TimelineEventList),
            Operation::Exchange => Some(Shape::ExchangeResponse),
            Operation::CreateProject | Operation::RetrieveProject | Operation::UpdateProject => {
                Some(Shape::Project)
            }
            Operation::ListProjects => Some(Shape::ProjectList),
            Operation::RetrieveProjectLimits | Operation::UpdateProjectLimits => {
                Some(Shape::ProjectLimits)
            }
            Operation::RetrieveOrgLimits | Operation::UpdateOrgLimits => Some(Shape::OrgLimits),
            Operation::StreamBrowserLogs => Some(Shape::LogEvent),
        }
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
        matches!(self, Operation::Follow | Operation::StreamBrowserLogs)
    }

    /// Whether the response is one page of a list (a JSON array with
    /// `X-Has-More` / `X-Next-Offset` headers).
    pub fn is_list(self) -> bool {
        matches!(
            self,
            Operation::ListConnections | Operation::Timeline | Operation::ListProjects
        )
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
        for (op, (method, path)) in Operation::ALL.into_iter().zip(expected) {
            assert_eq!(op.method().as_str(), method, "{op:?}");
            assert_eq!(template(op), path, "{op:?}");
        }
    }

    #[test]
    fn only_writes_send_bodies() {
        for op in Operation::ALL {
            let sends = op.request_shape().is_some();
            let writes = matches!(op.method(), Method::Post | Method::Patch);
            assert_eq!(sends, writes, "{op:?}");
        }
    }

    #[test]
    fn deletes_return_no_body_and_the_rest_do() {
        for op in Operation::ALL {
            let empty = op.response_shape().is_none();
            assert_eq!(empty, op.method() == Method::Delete, "{op:?}");
        }
    }

    #[test]
    fn streams_and_lists_are_marked() {
        let streams: Vec<_> = Operation::ALL
            .into_iter()
            .filter(|op| op.is_stream())
            .collect();
        assert_eq!(streams, [Operation::Follow, Operation::StreamBrowserLogs]);
        let lists: Vec<_> = Operation::ALL
            .into_iter()
            .filter(|op| op.is_list())
            .collect();
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
