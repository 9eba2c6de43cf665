//! Running a call for JavaScript: the client's call path, then the result as
//! the JavaScript value a method promises.

use js_sys::Promise;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::future_to_promise;

use crate::client::{Call, Client, RequestOptions};
use crate::core::http::Error;
use crate::core::json;

use super::errors::to_js;
use super::page::page_to_js;

/// What a method resolves with.
#[derive(Clone, Copy)]
pub(crate) enum Output {
    /// The body, parsed by `JSON.parse`.
    Json,
    /// Nothing (`undefined`).
    Nothing,
    /// A page object.
    Page,
}

/// Runs `call` and settles the promise with `output` or a JavaScript error.
pub(crate) fn run(
    client: &Client,
    call: Result<Call, Error>,
    options: Result<RequestOptions, Error>,
    output: Output,
) -> Promise {
    let client = client.clone();
    future_to_promise(async move {
        let result = async {
            let (call, options) = (call?, options?);
            let reply = client.execute(&call, &options).await?;
            match output {
                Output::Json => crate::client::parse_js(&reply.body),
                Output::Nothing => Ok(JsValue::UNDEFINED),
                Output::Page => page_to_js(client.clone(), call, options, reply),
            }
        }
        .await;
        result.map_err(|error| to_js(&error))
    })
}

/// A rejected promise, for input refused before anything starts.
pub(crate) fn reject(error: &Error) -> Promise {
    Promise::reject(&to_js(error))
}

/// The JSON text of a request body given by JavaScript. `undefined` is an
/// empty object where the body is optional and refused where it is required.
pub(crate) fn body_text(params: &JsValue, required: bool) -> Result<String, Error> {
    if params.is_undefined() || params.is_null() {
        return if required {
            Err(Error::invalid_input("params", "is required"))
        } else {
            Ok("{}".into())
        };
    }
    if !params.is_object() || js_sys::Array::is_array(params) {
        return Err(Error::invalid_input("params", "must be an object"));
    }
    js_sys::JSON::stringify(params)
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| Error::invalid_input("params", "must be serializable as JSON"))
}

/// A query object given by JavaScript, read by `from_json` of its type.
pub(crate) fn query<Q>(
    query: &JsValue,
    from_json: fn(&json::Value) -> Result<Q, Error>,
) -> Result<Q, Error> {
    let text = body_text(query, false)?;
    let value = json::parse(text.as_bytes()).map_err(|_| Error::invalid_input("query", "must be an object"))?;
    from_json(&value)
}

/// A required string argument such as an id.
pub(crate) fn id_text(id: &JsValue, name: &'static str) -> Result<String, Error> {
    id.as_string()
        .ok_or_else(|| Error::invalid_input(name, "must be a string"))
}
