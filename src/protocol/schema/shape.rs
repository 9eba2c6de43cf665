/// A top-level JSON body shape: what a request sends or a response returns.
///
/// Operations name their request and response shapes with these values; the
/// validator and the TypeScript generator look them up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Shape {
    /// The auth connection record.
    AuthConnection,
    /// A JSON array of auth connection records (one page of a list).
    AuthConnectionList,
    /// Body of `POST /auth/connections`.
    AuthConnectionCreate,
    /// Body of `PATCH /auth/connections/{id}`.
    AuthConnectionUpdate,
    /// Body of `POST /auth/connections/{id}/login`.
    LoginRequest,
    /// Response of `POST /auth/connections/{id}/login`.
    LoginResponse,
    /// Body of `POST /auth/connections/{id}/submit`.
    SubmitRequest,
    /// Response of `POST /auth/connections/{id}/submit`.
    SubmitResponse,
    /// One `data:` payload of `GET /auth/connections/{id}/events`.
    FlowEvent,
    /// A JSON array of timeline events.
    TimelineEventList,
    /// Body of `POST /auth/connections/{id}/exchange`.
    ExchangeRequest,
    /// Response of `POST /auth/connections/{id}/exchange`.
    ExchangeResponse,
    /// The project record.
    Project,
    /// A JSON array of project records.
    ProjectList,
    /// Body of `POST /org/projects`.
    ProjectCreate,
    /// Body of `PATCH /org/projects/{id}`.
    ProjectUpdate,
    /// Response of `GET` and `PATCH /org/projects/{id}/limits`.
    ProjectLimits,
    /// Body of `PATCH /org/projects/{id}/limits`.
    ProjectLimitsUpdate,
    /// Response of `GET` and `PATCH /org/limits`.
    OrgLimits,
    /// Body of `PATCH /org/limits`.
    OrgLimitsUpdate,
    /// One `data:` payload of `GET /browsers/{id}/logs/stream`.
    LogEvent,
    /// The service's error record.
    ErrorRecord,
    /// The 409 body of create auth connection (error record plus `existing_id`).
    ConflictError,
}
