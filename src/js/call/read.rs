//! Reading a one-shot call or a stream from JavaScript arguments: its id,
//! body and query (the calls module's).

use wasm_bindgen::JsValue;

use crate::client::Call;
use crate::protocol::http::{
    list_query_pairs, Error, ListConnectionsQuery, ListProjectsQuery, LogStreamQuery, Operation,
    QueryKind, TimelineQuery,
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
    if let Some(kind) = op.query() {
        let text = query_text(query)?;
        let value = json::parse(text.as_bytes())
            .map_err(|_| Error::invalid_input("query", "must be an object"))?;
        call.query = query_pairs(kind, &value)?;
    }
    Ok(call)
}

/// The query string pairs of a query object of `kind`.
fn query_pairs(kind: QueryKind, value: &json::Value) -> Result<Vec<(&'static str, String)>, Error> {
    match kind {
        QueryKind::ListConnections => list_query_pairs(value, ListConnectionsQuery::KEYS),
        QueryKind::ListProjects => list_query_pairs(value, ListProjectsQuery::KEYS),
        QueryKind::Timeline => list_query_pairs(value, TimelineQuery::KEYS),
        QueryKind::LogStream => LogStreamQuery::from_json(value).map(|q| q.to_pairs()),
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
