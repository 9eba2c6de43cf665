//! Turning validated response bytes into values. The browser's `JSON.parse`
//! is the only JSON parser in the binary: Rust values are read from its
//! result by serde-wasm-bindgen, JavaScript callers get its result as is.
//!
//! Off wasm32 there is no `JSON.parse`, and nothing to decode either (no
//! call gets an answer there): both directions fail with
//! [`ErrorKind::UnsupportedPlatform`](crate::ErrorKind::UnsupportedPlatform).

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::protocol::response::Error;

/// `JSON.parse` of a validated body.
#[cfg(target_arch = "wasm32")]
pub(crate) fn parse_js(body: &[u8]) -> Result<wasm_bindgen::JsValue, Error> {
    let text = std::str::from_utf8(body)
        .map_err(|_| Error::invalid_response("response body is not UTF-8"))?;
    js_sys::JSON::parse(text).map_err(not_json)
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The browser's UTF-8 `TextDecoder`.
    #[wasm_bindgen(js_name = TextDecoder)]
    type Utf8Decoder;

    #[wasm_bindgen(constructor, js_class = "TextDecoder", catch)]
    fn new() -> Result<Utf8Decoder, wasm_bindgen::JsValue>;

    /// `decode` of a view of wasm memory, to a JavaScript string.
    #[wasm_bindgen(method, js_class = "TextDecoder", js_name = decode)]
    fn decode_view(this: &Utf8Decoder, bytes: &[u8]) -> js_sys::JsString;

    /// `JSON.parse` of a JavaScript string.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn parse_string(
        text: &js_sys::JsString,
    ) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

/// `JSON.parse` of bytes that the validator passed, which makes them UTF-8
/// (a batch of events): a `TextDecoder` (one per batch) reads them, with no
/// UTF-8 pass in the wasm. The text starts with `[`, so the decoder's
/// handling of a byte order mark never applies.
#[cfg(target_arch = "wasm32")]
pub(crate) fn parse_js_json(json: &[u8]) -> Result<wasm_bindgen::JsValue, Error> {
    match Utf8Decoder::new() {
        Ok(decoder) => parse_string(&decoder.decode_view(json)).map_err(not_json),
        Err(_) => parse_js(json),
    }
}

#[cfg(target_arch = "wasm32")]
fn not_json(_: wasm_bindgen::JsValue) -> Error {
    Error::invalid_response("response body is not JSON")
}

/// A typed value from a validated body.
#[cfg(target_arch = "wasm32")]
pub(crate) fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, Error> {
    from_js(parse_js(body)?)
}

/// A typed value from validated JSON bytes, read as [`parse_js_json`] does.
#[cfg(target_arch = "wasm32")]
pub(crate) fn decode_json<T: DeserializeOwned>(json: &[u8]) -> Result<T, Error> {
    from_js(parse_js_json(json)?)
}

#[cfg(target_arch = "wasm32")]
fn from_js<T: DeserializeOwned>(value: wasm_bindgen::JsValue) -> Result<T, Error> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|error| Error::invalid_response(error.to_string()))
}

/// The JSON text of a typed request body.
#[cfg(target_arch = "wasm32")]
pub(crate) fn encode<T: Serialize>(value: &T) -> Result<String, Error> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .ok()
        .and_then(|js| js_sys::JSON::stringify(&js).ok())
        .and_then(|text| text.as_string())
        .ok_or_else(|| Error::invalid_input("", "the request body could not be encoded as JSON"))
}

/// Off wasm32: fails with `UnsupportedPlatform` (no call gets a body to decode).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn decode<T: DeserializeOwned>(_body: &[u8]) -> Result<T, Error> {
    Err(Error::unsupported_platform())
}

/// Off wasm32: fails with `UnsupportedPlatform` (no stream gets events to decode).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn decode_json<T: DeserializeOwned>(_json: &[u8]) -> Result<T, Error> {
    Err(Error::unsupported_platform())
}

/// Off wasm32: fails with `UnsupportedPlatform`, so a call with a body
/// fails with it before anything else.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn encode<T: Serialize>(_value: &T) -> Result<String, Error> {
    Err(Error::unsupported_platform())
}
