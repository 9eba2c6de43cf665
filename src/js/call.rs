//! Reading a call from JavaScript arguments: the operation by name, its id,
//! body and query, each refused with the argument's name when malformed.

use wasm_bindgen::JsValue;

use crate::client::Call;
use crate::core::http::{
    Error, ListConnectionsQuery, ListProjectsQuery, LogStreamQuery, Operation, TimelineQuery,
};
use crate::core::json;

/// What `WasmClient.call` does.
#[derive(Clone, Copy)]
pub(crate) enum Action {
    /// One operation of the service.
    Send(Operation),
    /// Create, or retrieve the existing connection on a conflict.
    GetOrCreateConnection,
    /// Poll a connection until its flow leaves IN_PROGRESS.
    WaitForLogin,
}

/// The actions by the names client.js calls them (a table, which the wasm
/// holds in less space than a `match` on strings).
const ACTIONS: [(&str, Action); 22] = {
    use Action::*;
    use Operation::*;
    [
        ("create_connection", Send(CreateConnection)),
        ("retrieve_connection", Send(RetrieveConnection)),
        ("update_connection", Send(UpdateConnection)),
        ("list_connections", Send(ListConnections)),
        ("delete_connection", Send(DeleteConnection)),
        ("login", Send(Login)),
        ("submit", Send(Submit)),
        ("follow", Send(Follow)),
        ("timeline", Send(Timeline)),
        ("exchange", Send(Exchange)),
        ("create_project", Send(CreateProject)),
        ("retrieve_project", Send(RetrieveProject)),
        ("update_project", Send(UpdateProject)),
        ("list_projects", Send(ListProjects)),
        ("delete_project", Send(DeleteProject)),
        ("retrieve_project_limits", Send(RetrieveProjectLimits)),
        ("update_project_limits", Send(UpdateProjectLimits)),
        ("retrieve_org_limits", Send(RetrieveOrgLimits)),
        ("update_org_limits", Send(UpdateOrgLimits)),
        ("stream_browser_logs", Send(StreamBrowserLogs)),
        ("get_or_create_connection", GetOrCreateConnection),
        ("wait_for_login", WaitForLogin),
    ]
};

/// The action named by client.js.
pub(crate) fn action(name: &str) -> Result<Action, Error> {
    ACTIONS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|(_, action)| *action)
        .ok_or_else(|| Error::invalid_input("operation", "is not an operation of the service"))
}

/// The call of `op` from its JavaScript arguments.
pub(crate) fn read_call(
    op: Operation,
    id: &JsValue,
    params: &JsValue,
    query: &JsValue,
) -> Result<Call, Error> {
    let mut call = Call::new(op);
    if op.takes_id() {
        call = call.id(&id_text(id)?);
    }
    if op.request_shape().is_some() {
        call = call.body(body_text(params)?);
    }
    let pairs = match query_reader(op) {
        Some(read) => {
            let text = query_text(query)?;
            let value = json::parse(text.as_bytes())
                .map_err(|_| Error::invalid_input("query", "must be an object"))?;
            read(&value)?
        }
        None => Vec::new(),
    };
    Ok(call.query(pairs))
}

/// Reads an operation's query object into its query string pairs.
type QueryReader = fn(&json::Value) -> Result<Vec<(&'static str, String)>, Error>;

/// How `op` reads its query, if it takes one.
fn query_reader(op: Operation) -> Option<QueryReader> {
    Some(match op {
        Operation::ListConnections => |v| ListConnectionsQuery::from_json(v).map(|q| q.to_pairs()),
        Operation::ListProjects => |v| ListProjectsQuery::from_json(v).map(|q| q.to_pairs()),
        Operation::Timeline => |v| TimelineQuery::from_json(v).map(|q| q.to_pairs()),
        Operation::StreamBrowserLogs => |v| LogStreamQuery::from_json(v).map(|q| q.to_pairs()),
        _ => return None,
    })
}

/// A required string argument: the id of the resource.
pub(crate) fn id_text(id: &JsValue) -> Result<String, Error> {
    id.as_string()
        .ok_or_else(|| Error::invalid_input("id", "must be a string"))
}

/// The JSON text of a request body given by JavaScript.
pub(crate) fn body_text(params: &JsValue) -> Result<String, Error> {
    object_text(params, "params")
}

/// The JSON text of the object argument `name` given by JavaScript.
pub(crate) fn object_text(value: &JsValue, name: &'static str) -> Result<String, Error> {
    if value.is_undefined() || value.is_null() {
        return Err(Error::invalid_input(name, "is required"));
    }
    match json_text(value) {
        // Only an object's JSON text starts with `{`.
        Ok(Some(text)) if text.starts_with('{') => Ok(text),
        Ok(_) => Err(Error::invalid_input(name, "must be an object")),
        Err(()) => Err(Error::invalid_input(name, "must be serializable as JSON")),
    }
}

/// The JSON text of a query object given by JavaScript (`{}` for none).
fn query_text(query: &JsValue) -> Result<String, Error> {
    if query.is_undefined() || query.is_null() {
        return Ok("{}".to_owned());
    }
    json_text(query)
        .ok()
        .flatten()
        .ok_or_else(|| Error::invalid_input("query", "must be serializable as JSON"))
}

/// `JSON.stringify(value)`: `Err` when it throws, `None` when it gives no
/// text (for a function or `undefined`).
fn json_text(value: &JsValue) -> Result<Option<String>, ()> {
    js_sys::JSON::stringify(value)
        .map(|text| text.as_string())
        .map_err(|_| ())
}
