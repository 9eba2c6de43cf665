//! Reading a one-shot call or a stream from JavaScript arguments: its id,
//! body and query (the calls module's).

use wasm_bindgen::JsValue;

use crate::client::Call;
use crate::protocol::http::{
    Error, ListConnectionsQuery, ListProjectsQuery, LogStreamQuery, Operation, QueryKind,
    TimelineQuery,
};
use crate::protocol::json;

use super::{body_text, id_text, json_text};

/// The call of `op` from its JavaScript arguments.
pub(crate) fn read_call(
    op: Operation,
    id: &JsValue,
    params: &JsValue,
    query: &JsValue,
) -> Result<Call, Error> {
    let mut call = Call::new(op);
    if op.takes_id() {
        call.id = Some(id_text(id)?);
    }
    if op.request_shape().is_some() {
        call.body = Some(body_text(params)?);
    }
    if let Some(read) = op.query().map(query_reader) {
        let text = query_text(query)?;
        let value = json::parse(text.as_bytes())
            .map_err(|_| Error::invalid_input("query", "must be an object"))?;
        call.query = read(&value)?;
    }
    Ok(call)
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
