//! Turning validated response bytes into values. The browser's `JSON.parse`
//! is the only JSON parser in the binary: Rust values are read from its
//! result by serde-wasm-bindgen, JavaScript callers get its result as is.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::core::http::Error;

/// `JSON.parse` of a validated body.
pub(crate) fn parse_js(body: &[u8]) -> Result<JsValue, Error> {
    let text = std::str::from_utf8(body)
        .map_err(|_| Error::invalid_response("response body is not UTF-8"))?;
    js_sys::JSON::parse(text).map_err(|_| Error::invalid_response("response body is not JSON"))
}

/// A typed value from a validated body.
pub(crate) fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, Error> {
    let value = parse_js(body)?;
    serde_wasm_bindgen::from_value(value)
        .map_err(|error| Error::invalid_response(error.to_string()))
}

/// The JSON text of a typed request body.
pub(crate) fn encode<T: Serialize>(value: &T) -> Result<String, Error> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .ok()
        .and_then(|js| js_sys::JSON::stringify(&js).ok())
        .and_then(|text| text.as_string())
        .ok_or_else(|| Error::invalid_input("", "the request body could not be encoded as JSON"))
}
