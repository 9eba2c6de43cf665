//! SDK errors as JavaScript `Error` subclasses.

use wasm_bindgen::JsValue;

use crate::core::http::Error;

use super::support::make_error;

/// The JavaScript error for `error`: its class follows the kind
/// (`ConflictError`, `APIConnectionTimeoutError`, ...), with `status`,
/// `code`, the parsed error record and, for refused input, `path` and `rule`.
pub(crate) fn to_js(error: &Error) -> JsValue {
    make_error(
        error.class_name(),
        error.message(),
        error.status(),
        error.code(),
        error.body().map(str::to_owned),
        error.path().map(str::to_owned),
        error.rule().map(str::to_owned),
        error.request_id().map(str::to_owned),
    )
}
