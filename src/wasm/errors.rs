//! SDK errors as JavaScript `Error` subclasses (the classes live in the
//! generated errors.js, by error kind).

use wasm_bindgen::prelude::*;

use crate::protocol::json::ObjectWriter;
use crate::protocol::response::Error;
use crate::protocol::validate::check_syntax;

#[cfg(feature = "js-calls")]
#[wasm_bindgen(module = "/src/js/generated/errors.js")]
extern "C" {
    /// The error of `kind` (the class errors.js has at the kind's number)
    /// with `message` and `fields`, the JSON text of its members.
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(kind: u8, message: &str, fields: &str) -> JsValue;
}

// The flows module is handed errors.js by flows.js once loaded (and again
// after each restart): were its glue to import errors.js as the calls
// module's does, bundlers would split errors.js off into a chunk of its
// own, which every page would then load.
#[cfg(not(feature = "js-calls"))]
#[wasm_bindgen]
extern "C" {
    /// errors.js's exports, as flows.js hands them over.
    pub type Errors;
    /// The error of `kind` (the class errors.js has at the kind's number)
    /// with `message` and `fields`, the JSON text of its members.
    #[wasm_bindgen(method, js_name = makeError)]
    fn make_error(this: &Errors, kind: u8, message: &str, fields: &str) -> JsValue;
}

#[cfg(not(feature = "js-calls"))]
thread_local! {
    static ERRORS: std::cell::RefCell<Option<Errors>> = const { std::cell::RefCell::new(None) };
}

/// Hands the flows module errors.js's exports, which build every error it
/// throws. Internal: flows.js calls it once the module is loaded.
#[cfg(not(feature = "js-calls"))]
#[wasm_bindgen(js_name = useErrors, skip_typescript)]
pub fn use_errors(errors: Errors) {
    ERRORS.with_borrow_mut(|kept| *kept = Some(errors));
}

/// errors.js's error of `kind`; a plain `Error` before flows.js has
/// handed errors.js over, which it does before any call.
#[cfg(not(feature = "js-calls"))]
fn make_error(kind: u8, message: &str, fields: &str) -> JsValue {
    ERRORS.with_borrow(|errors| match errors {
        Some(errors) => errors.make_error(kind, message, fields),
        None => js_sys::Error::new(message).into(),
    })
}

/// The JavaScript error for `error`: its class follows the kind
/// (`ConflictError`, `APIConnectionTimeoutError`, ...), with `status`,
/// `code`, the service's error record and, for refused input, `path` and
/// `rule`.
pub(crate) fn to_js(error: Error) -> JsValue {
    error_to_js(&error)
}

/// [`to_js`] of an error the caller keeps.
pub(crate) fn error_to_js(error: &Error) -> JsValue {
    make_error(error.kind() as u8, error.message(), &fields(error))
}

/// The members errors.js sets, as the JSON text it reads (`fields.status`,
/// `fields.code`, `fields.error`, `fields.path`, `fields.rule`,
/// `fields.request_id`); one that is absent is left out. `error` is the
/// service's record, when its body is JSON.
fn fields(error: &Error) -> String {
    let mut out = ObjectWriter::new();
    out.text("code", error.code());
    if let Some(status) = error.status() {
        out.number("status", status.into());
    }
    if let Some(body) = error
        .body()
        .filter(|body| check_syntax(body.as_bytes()).is_ok())
    {
        out.raw("error", body);
    }
    for (name, value) in [
        ("path", error.path()),
        ("rule", error.rule()),
        ("request_id", error.request_id()),
    ] {
        if let Some(value) = value {
            out.text(name, value);
        }
    }
    out.finish()
}
