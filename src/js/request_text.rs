//! A prepared request handed to JavaScript as one string (send.js's and
//! stream.js's `requestFields`): one crossing, where an array of its fields
//! took a call into JavaScript for each field, each header pair and each
//! string.
//!
//! The fields are separated by NUL, which none of them can hold: the method
//! is a token, the URL percent-encoded ASCII on a base URL of visible ASCII,
//! the body JSON text (its NULs escaped), the numbers decimal, a header's
//! name a token and its value visible ASCII and spaces (a `Last-Event-ID`
//! never holds NUL: the SSE parser ignores such an id).

use wasm_bindgen::JsValue;

use crate::protocol::json::write_u64;
use crate::protocol::request::{ClientConfig, HttpRequest};

const SEPARATOR: char = '\0';

/// The fields every request has, then a kind's own.
pub(super) struct RequestText {
    text: String,
}

impl RequestText {
    /// Starts the text of `request`: method, URL, the client's credentials
    /// mode, `timeout_ms` and `max_retries`.
    pub(super) fn new(
        request: &HttpRequest,
        config: &ClientConfig,
        timeout_ms: u32,
        max_retries: u32,
    ) -> Self {
        let mut text = String::with_capacity(request.url.len() + 160);
        text.push_str(request.method.as_str());
        let mut fields = Self { text };
        fields.text_field(&request.url);
        fields.text_field(config.credentials().as_str());
        fields.number(timeout_ms.into());
        fields.number(max_retries.into());
        fields
    }

    /// Adds a text field.
    pub(super) fn text_field(&mut self, value: &str) {
        debug_assert!(!value.contains(SEPARATOR));
        self.text.push(SEPARATOR);
        self.text.push_str(value);
    }

    /// Adds a whole number field.
    pub(super) fn number(&mut self, value: u64) {
        self.text.push(SEPARATOR);
        write_u64(&mut self.text, value);
    }

    /// Ends the text with each header's name and value, and hands it over.
    pub(super) fn finish(mut self, request: &HttpRequest) -> JsValue {
        for (name, value) in &request.headers {
            self.text_field(name);
            self.text_field(value);
        }
        JsValue::from_str(&self.text)
    }
}
