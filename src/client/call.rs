//! What one call sends: its operation, the path's parameters, the query and
//! the JSON body, each encoded and checked as the operation's row says.

use serde::Serialize;

use crate::protocol::api::OperationDef;
use crate::protocol::json::{self, write_u64, Value};
use crate::protocol::model::Upload;
use crate::protocol::request::{Form, FormField};
use crate::protocol::response::{decimal, Error};
use crate::protocol::validate::check_request;

use super::decode::encode;

/// What to call: the operation, its path's parameters, query and JSON body.
#[derive(Clone, Debug)]
pub(crate) struct Call {
    pub op: &'static OperationDef,
    /// The path's parameters, in order.
    pub path: Vec<String>,
    /// The query's names and values, in order.
    pub query: Vec<(String, String)>,
    /// The JSON body; an upload's, written for its check only (each file
    /// a `true`), as the form is sent.
    pub body: Option<String>,
    /// An upload's multipart body, as its parts.
    pub form: Option<Form>,
    /// The bytes of a body sent as they are (`Body::Raw`).
    pub bytes: Option<Upload>,
    /// For a stream reopened after a drop: the `Last-Event-ID` to resume after.
    pub last_event_id: Option<String>,
    /// For a download read as a stream: its body is read chunk by chunk.
    pub streams_body: bool,
}

impl Call {
    /// A call of `op`, with nothing given yet.
    pub fn new(op: &'static OperationDef) -> Self {
        Self {
            op,
            path: Vec::new(),
            query: Vec::new(),
            body: None,
            form: None,
            bytes: None,
            last_event_id: None,
            streams_body: false,
        }
    }

    /// The same call with the path's next parameter.
    pub fn path(mut self, value: &str) -> Self {
        self.path.push(value.to_owned());
        self
    }

    /// The same call sending `params` as its JSON body (checked when sent).
    pub fn body<T: Serialize>(mut self, params: &T) -> Result<Self, Error> {
        self.body = Some(encode(params)?);
        Ok(self)
    }

    /// The same call sending `params` as a multipart body: its parts, and
    /// its JSON text for the check before it is sent.
    pub fn form<T: Serialize + FormField>(mut self, params: &T) -> Result<Self, Error> {
        self.body = Some(encode(params)?);
        let mut form = Form::new();
        params.write_parts("", &mut form);
        self.form = Some(form);
        Ok(self)
    }

    /// The same call sending `contents` as its body, as they are.
    pub fn bytes(mut self, contents: Upload) -> Self {
        self.bytes = Some(contents);
        self
    }

    /// The same call sending `text`, JSON text, as its body (checked when
    /// sent).
    pub fn body_text(mut self, text: String) -> Self {
        self.body = Some(text);
        self
    }

    /// The same call with `query`, checked against the operation's query
    /// rules (a refusal names the member) and written as name and value
    /// pairs in the members' order: a string as it is, a number as written,
    /// a boolean as `true` or `false`, each item of an array as a pair of
    /// its own, each entry of a map as `name[key]`; `null` members are left
    /// out.
    pub fn query<T: Serialize>(mut self, query: &T) -> Result<Self, Error> {
        let text = encode(query)?;
        if let Some(ty) = self.op.query {
            check_request(ty, text.as_bytes())?;
        }
        let value = json::parse(text.as_bytes())
            .map_err(|_| Error::invalid_input("query", "must be an object"))?;
        self.query = query_pairs(&value);
        Ok(self)
    }

    /// The offset this call asks for (`None`: the first page).
    pub fn offset(&self) -> Option<u64> {
        self.query
            .iter()
            .find(|(name, _)| name == "offset")
            .and_then(|(_, value)| decimal(value.as_bytes()))
    }

    /// The same call for the page at `offset`, as the service sent it.
    pub fn at_offset(&self, offset: u64) -> Self {
        let mut call = self.clone();
        call.query.retain(|(name, _)| name != "offset");
        let mut text = String::new();
        write_u64(&mut text, offset);
        call.query.push(("offset".to_owned(), text));
        call
    }
}

/// The pairs of a query object (see [`Call::query`]).
fn query_pairs(value: &Value<'_>) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for (name, member) in value.as_object().unwrap_or_default() {
        match member {
            Value::Array(items) => {
                for item in items {
                    push_scalar(&mut pairs, name.to_string(), item);
                }
            }
            // A map as the service reads it (deepObject): `tags[team]=a`.
            Value::Object(entries) => {
                for (key, item) in entries {
                    push_scalar(&mut pairs, format!("{name}[{key}]"), item);
                }
            }
            single => push_scalar(&mut pairs, name.to_string(), single),
        }
    }
    pairs
}

/// Adds the pair of `name` and a string, number or boolean `item`.
fn push_scalar(pairs: &mut Vec<(String, String)>, name: String, item: &Value<'_>) {
    let text = match item {
        Value::String(text) => text.to_string(),
        Value::Number(number) => number.as_str().to_owned(),
        Value::Bool(true) => "true".to_owned(),
        Value::Bool(false) => "false".to_owned(),
        Value::Null | Value::Array(_) | Value::Object(_) => return,
    };
    pairs.push((name, text));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_is_sent_as_pairs_a_map_as_deep_object_members() {
        let text = br#"{"status":"all","limit":5,"include_deleted":false,"ids":["a","b"],
            "tags":{"team":"backend","env":"staging"},"skipped":null}"#;
        let pairs = query_pairs(&json::parse(text).unwrap());
        let pairs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("status", "all"),
                ("limit", "5"),
                ("include_deleted", "false"),
                ("ids", "a"),
                ("ids", "b"),
                ("tags[team]", "backend"),
                ("tags[env]", "staging"),
            ]
        );
    }
}
