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

/// The action named by client.js.
pub(crate) fn action(name: &str) -> Result<Action, Error> {
    use Operation::*;
    Ok(Action::Send(match name {
        "create_connection" => CreateConnection,
        "retrieve_connection" => RetrieveConnection,
        "update_connection" => UpdateConnection,
        "list_connections" => ListConnections,
        "delete_connection" => DeleteConnection,
        "login" => Login,
        "submit" => Submit,
        "follow" => Follow,
        "timeline" => Timeline,
        "exchange" => Exchange,
        "create_project" => CreateProject,
        "retrieve_project" => RetrieveProject,
        "update_project" => UpdateProject,
        "list_projects" => ListProjects,
        "delete_project" => DeleteProject,
        "retrieve_project_limits" => RetrieveProjectLimits,
        "update_project_limits" => UpdateProjectLimits,
        "retrieve_org_limits" => RetrieveOrgLimits,
        "update_org_limits" => UpdateOrgLimits,
        "stream_browser_logs" => StreamBrowserLogs,
        "get_or_create_connection" => return Ok(Action::GetOrCreateConnection),
        "wait_for_login" => return Ok(Action::WaitForLogin),
        _ => {
            return Err(Error::invalid_input(
                "operation",
                "is not an operation of the service",
            ))
        }
    }))
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
    let pairs = match op {
        Operation::ListConnections => {
            read_query(query, ListConnectionsQuery::from_json)?.to_pairs()
        }
        Operation::ListProjects => read_query(query, ListProjectsQuery::from_json)?.to_pairs(),
        Operation::Timeline => read_query(query, TimelineQuery::from_json)?.to_pairs(),
        Operation::StreamBrowserLogs => read_query(query, LogStreamQuery::from_json)?.to_pairs(),
        _ => Vec::new(),
    };
    Ok(call.query(pairs))
}

/// A required string argument: the id of the resource.
pub(crate) fn id_text(id: &JsValue) -> Result<String, Error> {
    id.as_string()
        .ok_or_else(|| Error::invalid_input("id", "must be a string"))
}

/// The JSON text of a request body given by JavaScript.
pub(crate) fn body_text(params: &JsValue) -> Result<String, Error> {
    if params.is_undefined() || params.is_null() {
        return Err(Error::invalid_input("params", "is required"));
    }
    if !params.is_object() || js_sys::Array::is_array(params) {
        return Err(Error::invalid_input("params", "must be an object"));
    }
    js_sys::JSON::stringify(params)
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| Error::invalid_input("params", "must be serializable as JSON"))
}

/// A query object given by JavaScript (`undefined` for none), read by `from_json`.
fn read_query<Q>(
    query: &JsValue,
    from_json: fn(&json::Value) -> Result<Q, Error>,
) -> Result<Q, Error> {
    let text = if query.is_undefined() || query.is_null() {
        "{}".to_owned()
    } else {
        js_sys::JSON::stringify(query)
            .ok()
            .and_then(|text| text.as_string())
            .ok_or_else(|| Error::invalid_input("query", "must be serializable as JSON"))?
    };
    let value = json::parse(text.as_bytes())
        .map_err(|_| Error::invalid_input("query", "must be an object"))?;
    from_json(&value)
}
