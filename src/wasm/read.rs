//! Reading the values JavaScript passes to the exports: texts, counts,
//! objects and the members of an options or call object, each refused with
//! the argument's name when malformed.

use js_sys::{JsString, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use crate::protocol::response::Error;

/// A text: the string JavaScript passed, or an empty text for any other
/// value (none of the package's own modules passes one).
pub(crate) fn text(value: &JsValue) -> String {
    value.as_string().unwrap_or_default()
}

/// A count options.js checked (a non-negative integer), or `None` for
/// `undefined` and `null`.
pub(crate) fn count(value: &JsValue) -> Option<u32> {
    value.as_f64().map(|count| count as u32)
}

/// An object options.js checked is one (a `fetch`, a signal, a function),
/// or `None` for `undefined` and `null`.
pub(crate) fn given<T: JsCast>(value: JsValue) -> Option<T> {
    (!value.is_undefined() && !value.is_null()).then(|| value.unchecked_into())
}

/// Member `name` of `object` (`undefined` when it has none, or when
/// `object` is not an object): how the exports read the objects the
/// JavaScript edge passes, by the names their TypeScript interfaces give.
pub(crate) fn member(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(name)).unwrap_or_default()
}

/// The two texts of `pair`, a `[name, value]` array.
pub(crate) fn text_pair(pair: &JsValue) -> (String, String) {
    let pair: &js_sys::Array = pair.unchecked_ref();
    (text(&pair.get(0)), text(&pair.get(1)))
}

/// A path parameter `name` given by the caller: a string that is valid
/// Unicode (one with a lone surrogate, converted, would name another
/// resource).
pub(crate) fn path_text(value: &JsValue, name: &str) -> Result<String, Error> {
    match value.dyn_ref::<JsString>() {
        Some(text) if text.is_valid_utf16() => Ok(String::from(text)),
        Some(_) => Err(Error::invalid_input(
            name,
            "must be valid Unicode text (it holds a lone surrogate)",
        )),
        None => Err(Error::invalid_input(name, "must be a string")),
    }
}

/// The JSON text of the object argument `name` given by JavaScript.
pub(crate) fn object_text(value: &JsValue, name: &'static str) -> Result<String, Error> {
    if value.is_undefined() || value.is_null() {
        return Err(Error::invalid_input(name, "is required"));
    }
    match js_sys::JSON::stringify(value).map(|text| text.as_string()) {
        // Only an object's JSON text starts with `{`.
        Ok(Some(text)) if text.starts_with('{') => Ok(text),
        Ok(_) => Err(Error::invalid_input(name, "must be an object")),
        Err(_) => Err(Error::invalid_input(name, "must be serializable as JSON")),
    }
}

/// A request's options (`RequestOptions`: `timeout`, `maxRetries`,
/// `signal`) as options.js read them.
#[cfg(feature = "js-flows")]
pub(crate) fn request_options(options: &JsValue) -> crate::client::RequestOptions {
    crate::client::RequestOptions {
        timeout_ms: count(&member(options, "timeout")),
        max_retries: count(&member(options, "maxRetries")),
        signal: given(member(options, "signal")),
        ..crate::client::RequestOptions::default()
    }
}
