//! Bindings to `support.js`, the JavaScript idioms Rust cannot express.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/js/support.js")]
extern "C" {
    /// Builds an instance of the named error class.
    #[wasm_bindgen(js_name = makeError)]
    #[allow(clippy::too_many_arguments)]
    pub fn make_error(
        class_name: &str,
        message: &str,
        status: Option<u16>,
        code: &str,
        body: Option<String>,
        path: Option<String>,
        rule: Option<String>,
        request_id: Option<String>,
    ) -> JsValue;

    /// Builds a page object, iterable over every item of every page.
    #[wasm_bindgen(js_name = makePage)]
    pub fn make_page(items: JsValue, has_more: bool, next_offset: Option<f64>, cursor: JsValue) -> JsValue;

    /// Makes a list's promise usable with `for await` directly.
    #[wasm_bindgen(js_name = iterablePromise)]
    pub fn iterable_promise(promise: js_sys::Promise) -> js_sys::Promise;

    /// Builds an async iterable over a reader of event batches.
    #[wasm_bindgen(js_name = makeEventStream)]
    pub fn make_event_stream(reader: JsValue) -> JsValue;
}
