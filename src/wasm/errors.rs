//! SDK errors as JavaScript `Error` subclasses (the classes live in the
//! generated errors.js, by error kind).

use wasm_bindgen::prelude::*;

use crate::protocol::json::ObjectWriter;
use crate::protocol::response::Error;
use crate::protocol::validate::check_syntax;

#[wasm_bindgen(module = "/src/js/generated/errors.js")]
extern "C" {
    /// The error of `kind` (the class errors.js has at the kind's number)
    /// with `message` and `fields`, the JSON text of its members.
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(kind: u8, message: &str, fields: &str) -> JsValue;
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
