//! Globals that exist in windows and workers alike, bound directly so the SDK
//! runs in both without asking which one it is in.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The global [`fetch`](https://developer.mozilla.org/docs/Web/API/Window/fetch).
    #[wasm_bindgen(js_name = fetch)]
    pub fn global_fetch(url: &str, init: &web_sys::RequestInit) -> js_sys::Promise;

    /// [`setTimeout`](https://developer.mozilla.org/docs/Web/API/Window/setTimeout);
    /// the id is a number in browsers and an object in Node, so it stays opaque.
    #[wasm_bindgen(js_name = setTimeout)]
    pub fn set_timeout(handler: &js_sys::Function, ms: i32) -> JsValue;

    /// [`clearTimeout`](https://developer.mozilla.org/docs/Web/API/Window/clearTimeout).
    #[wasm_bindgen(js_name = clearTimeout)]
    pub fn clear_timeout(id: &JsValue);

    /// [`AbortSignal.any`](https://developer.mozilla.org/docs/Web/API/AbortSignal/any_static):
    /// a signal that aborts when any of the given signals does.
    #[wasm_bindgen(js_namespace = AbortSignal, js_name = any)]
    pub fn abort_signal_any(signals: &js_sys::Array) -> web_sys::AbortSignal;
}
