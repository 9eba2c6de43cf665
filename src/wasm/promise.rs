//! Futures as JavaScript promises, through one non-generic function.

use std::future::Future;
use std::pin::Pin;

use js_sys::Promise;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::future_to_promise;

use crate::protocol::response::Error;

use super::errors::to_js;

/// A future of an export's result, boxed so every export shares one type.
pub(crate) type ExportFuture = Pin<Box<dyn Future<Output = Result<JsValue, Error>>>>;

/// The promise of `future`'s result; an error rejects it with the SDK's
/// JavaScript error. `future_to_promise` is generic over the future, so
/// taking one boxed type compiles its task machinery into the wasm once.
pub(crate) fn promise(future: ExportFuture) -> Promise {
    future_to_promise(async move { future.await.map_err(to_js) })
}
