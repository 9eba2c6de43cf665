//! A panic on purpose, for the tests that show the package recovers from one
//! (src/js/recovery.js): the npm build aborts at once on a panic, as a trap.

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::promise::promise;

/// Panics inside the wasm, at once or (with `afterAwait`) inside a call's
/// future after it awaited once. For the package's own tests.
#[wasm_bindgen(js_name = __panicForTests, skip_typescript)]
pub fn panic_for_tests(after_await: bool) -> Promise {
    if !after_await {
        panic!("a panic on purpose");
    }
    promise(Box::pin(async {
        let _ = JsFuture::from(Promise::resolve(&JsValue::NULL)).await;
        panic!("a panic on purpose, in a future")
    }))
}
