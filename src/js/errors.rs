//! SDK errors as JavaScript `Error` subclasses (the classes live in errors.js).

use wasm_bindgen::prelude::*;

use crate::protocol::response::Error;

#[wasm_bindgen(module = "/src/js/errors.js")]
extern "C" {
    #[wasm_bindgen(js_name = makeError)]
    #[allow(clippy::too_many_arguments)]
    fn make_error(
        kind: u8,
        message: &str,
        status: Option<u16>,
        code: &str,
        body: Option<&str>,
        path: Option<&str>,
        rule: Option<&str>,
        request_id: Option<&str>,
    ) -> JsValue;
}

/// The JavaScript error for `error`: its class follows the kind
/// (`ConflictError`, `APIConnectionTimeoutError`, ...; errors.js has them
/// by the kind's number), with `status`,
/// `code`, the parsed error record and, for refused input, `path` and `rule`.
pub(crate) fn to_js(error: Error) -> JsValue {
    error_to_js(&error)
}

/// [`to_js`] of an error the caller keeps.
pub(crate) fn error_to_js(error: &Error) -> JsValue {
    make_error(
        error.kind() as u8,
        error.message(),
        error.status(),
        error.code(),
        error.body(),
        error.path(),
        error.rule(),
        error.request_id(),
    )
}
