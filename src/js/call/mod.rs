//! Reading a call from JavaScript arguments: the operation by name, its id,
//! body and query, each refused with the argument's name when malformed.

use js_sys::JsString;
use wasm_bindgen::{JsCast, JsValue};

use crate::protocol::http::{Helper, Operation};
use crate::protocol::response::Error; // FIXME

#[cfg(feature = "js-calls")]
mod read;
#[cfg(feature = "js-calls")]
pub(crate) use read::read_call;

/// What a name client.js passes stands for.
#[derive(Clone, Copy)]
pub(crate) enum Action {
    /// One operation of the service (sent by the calls module; the flows
    /// module only tells it from a helper).
    #[cfg_attr(not(feature = "js-calls"), allow(dead_code))]
    Send(Operation),
    /// One of the SDK's helpers (run by the flows module; the calls module
    /// only tells it from an operation).
    #[cfg_attr(not(feature = "js-flows"), allow(dead_code))]
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

/// `JSON.stringify(value)`: `Err` when it throws, `None` when it gives no
/// text (for a function or `undefined`).
pub(super) fn json_text(value: &JsValue) -> Result<Option<String>, ()> {
    js_sys::JSON::stringify(value)
        .map(|text| text.as_string())
        .map_err(|_| ())
}
