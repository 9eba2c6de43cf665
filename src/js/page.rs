//! Pages for JavaScript: `{ items, has_more, next_offset, getNextPage(),
//! [Symbol.asyncIterator] }`, fetching later pages through a cursor.

use js_sys::Promise;
use wasm_bindgen::prelude::*;

use crate::client::{Call, Client, Reply, RequestOptions};
use crate::core::http::{page_info, Error};

use super::call::{run, Output};
use super::support::make_page;

/// Fetches the page after the one it belongs to. Internal to pages.
#[wasm_bindgen(js_name = PageCursor, skip_typescript)]
pub struct PageCursor {
    client: Client,
    call: Call,
    options: RequestOptions,
}

#[wasm_bindgen(js_class = PageCursor)]
impl PageCursor {
    /// The next page.
    pub fn next(&self) -> Promise {
        run(&self.client, Ok(self.call.clone()), Ok(self.options.clone()), Output::Page)
    }
}

/// The page object of a list reply.
pub(crate) fn page_to_js(client: Client, call: Call, options: RequestOptions, reply: Reply) -> Result<JsValue, Error> {
    let items = crate::client::parse_js(&reply.body)?;
    let info = page_info(reply.headers.has_more.as_deref(), reply.headers.next_offset.as_deref());
    let next_offset = info.next_offset;
    let has_more = info.has_more && next_offset.is_some();
    let cursor = next_offset.map(|offset| PageCursor {
        client,
        call: call.at_offset(offset),
        options,
    });
    Ok(make_page(
        items,
        has_more,
        next_offset.map(|n| n as f64),
        cursor.map(JsValue::from).unwrap_or(JsValue::UNDEFINED),
    ))
}
