//! Reading a call from JavaScript arguments: the operation by name, its id,
//! body and query, each refused with the argument's name when malformed.

use js_sys::JsString;
use wasm_bindgen::{JsCast, JsValue};

use crate::client::Call;
use crate::protocol::http::{
    Error, Helper, ListConnectionsQuery, ListProjectsQuery, LogStreamQuery, Operation, QueryKind,
    TimelineQuery,
};
use crate::protocol::json;

/// What `WasmClient.call` does.
#[derive(Clone, Copy)]
pub(crate) enum Action {
    /// One operation of the service.
    Send(Operation),
    /// One of the SDK's helpers.
    Help(Helper),
}

/// The action client.js names `name`: an operation or a helper, by the wire
/// names of the core's tables.
pub(crate) fn action(name: &str) -> Result<Action, Error> {
    Operation::from_wire_name(name)
        .map(Action::Send)
        .or_else(|| Helper::from_wire_name(name).map(Action::Help))
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
    let pairs = match op.query().map(query_reader) {
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

/// How a query of `kind` is read.
fn query_reader(kind: QueryKind) -> QueryReader {
    match kind {
        QueryKind::ListConnections => |v| ListConnectionsQuery::from_json(v).map(|q| q.to_pairs()),
        QueryKind::ListProjects => |v| ListProjectsQuery::from_json(v).map(|q| q.to_pairs()),
        QueryKind::Timeline => |v| TimelineQuery::from_json(v).map(|q| q.to_pairs()),
        QueryKind::LogStream => |v| LogStreamQuery::from_json(v).map(|q| q.to_pairs()),
    }
}

/// A required string argument: the id of the resource. A string that is
/// not valid Unicode (a lone surrogate) is refused: converted, it would name
/// another resource.
pub(crate) fn id_text(id: &JsValue) -> Result<String, Error> {
    match id.dyn_ref::<JsString>() {
        Some(text) if text.is_valid_utf16() => Ok(String::from(text)),
        Some(_) => Err(Error::invalid_input(
            "id",
            "must be valid Unicode text (it holds a lone surrogate)",
        )),
        None => Err(Error::invalid_input("id", "must be a string")),
    }
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
