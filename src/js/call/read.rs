//! Reading a one-shot call or a stream from JavaScript arguments: its id,
//! body and query (the calls module's).

use wasm_bindgen::JsValue;

use crate::client::Call;
use crate::protocol::http::{log_stream_pairs, query_pairs, Operation, QueryKind}; // FIXME
use crate::protocol::json;
use crate::protocol::model::{ListConnectionsQuery, ListProjectsQuery, TimelineQuery};
use crate::protocol::response::Error;

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
    if let Some(kind) = op.query() {
        let text = query_text(query)?;
        let value = json::parse(text.as_bytes())
            .map_err(|_| Error::invalid_input("query", "must be an object"))?;
        call.query = read_query(kind, &value)?;
    }
    Ok(call)
}

/// The query string pairs of a query object of `kind`.
fn read_query(kind: QueryKind, value: &json::Value) -> Result<Vec<(&'static str, String)>, Error> {
    match kind {
        QueryKind::ListConnections => query_pairs(value, ListConnectionsQuery::KEYS),
        QueryKind::ListProjects => query_pairs(value, ListProjectsQuery::KEYS),
        QueryKind::Timeline => query_pairs(value, TimelineQuery::KEYS),
        QueryKind::LogStream => log_stream_pairs(value),
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
