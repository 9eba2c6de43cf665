//! A list page's headers, read by the core's paging rules for call.js.

use wasm_bindgen::prelude::*;

use crate::protocol::json::ObjectWriter;
use crate::protocol::response::{next_offset, page_info};

use super::client::WasmClient;

#[wasm_bindgen]
impl WasmClient {
    /// A list page's `X-Has-More` and `X-Next-Offset`, for the page fetched
    /// at `offset` (`undefined`: the first): the JSON text of
    /// `{ has_more, next_offset }`, `next_offset` as the service sent it
    /// and `has_more` only when it advances (an offset that does not ends
    /// the list: no page loop). Internal: call.js's.
    #[wasm_bindgen(js_name = pageOf)]
    pub fn page_of(offset: Option<f64>, has_more: JsValue, next: JsValue) -> String {
        let info = page_info(has_more.as_string().as_deref(), next.as_string().as_deref());
        // Offsets are whole numbers the caller's query or the service gave.
        let fetched = offset.map(|offset| offset as u64);
        let mut out = ObjectWriter::new();
        out.boolean("has_more", next_offset(fetched, &info).is_some());
        if let Some(next) = info.next_offset {
            out.number("next_offset", next);
        }
        out.finish()
    }
}
