//! The request of a one-shot call, as call.js describes the call: its
//! operation's method and path, the caller's path arguments and body, the
//! query's pairs (call.js checked the query) and what faults.js found wrong
//! with the body. The request goes back as the JSON text of a
//! `PreparedRequest`, one crossing that JavaScript reads by name.

use wasm_bindgen::prelude::*;

use crate::protocol::api::Method;
use crate::protocol::json::{write_string, ObjectWriter};

use crate::protocol::request::{
    build_request, path_parts, resume_after, ClientConfig, HttpRequest, Target,
};
use crate::protocol::response::Error;

use super::client::WasmClient;
use super::errors::to_js;
use super::fault::invalid_request;
use super::read::{member, object_text, path_text, text, text_pair};

#[wasm_bindgen]
impl WasmClient {
    /// The request of `call`, a `CallSpec`:
    ///
    /// - `method`, `path`: the operation's (`"/org/projects/{id}"`);
    /// - `pathArgs`: the caller's values of the path's parameters, in order;
    /// - `params`: the caller's body; `takesBody`: whether the operation
    ///   sends one; `bodyOptional`: whether `{}` stands in for a missing one;
    /// - `pairs`: the query's names and values, in order;
    /// - `fault`: what faults.js found wrong with the body or the query
    ///   (`path\0rule\0detail`), if anything;
    /// - `stream`: whether the operation answers an event stream;
    /// - `accept`: the media type of the bytes a download answers;
    /// - `bytes`: the bytes of a body sent as they are (sent by call.js:
    ///   only their presence is read here).
    ///
    /// Answers the JSON text of a `PreparedRequest` (`method`, `url`,
    /// `headers` as `[name, value]` pairs, `body` when one is sent,
    /// `credentials`, and the client's `timeoutMs` and `maxRetries`), or
    /// the `ValidationError` naming the argument at fault, for recovery.js's
    /// `protect` to throw. Internal: prepared.js's.
    // It returns its error instead of throwing it: a `Result` return costs
    // an export about 100 bytes of wasm.
    pub fn prepare(&self, call: JsValue) -> JsValue {
        match self.prepared(&call) {
            Ok(request) => {
                let config = self.client().config();
                let text =
                    prepared_request(&request, config, config.timeout_ms(), config.max_retries())
                        .finish();
                JsValue::from_str(&text)
            }
            Err(error) => to_js(error),
        }
    }
}

impl WasmClient {
    fn prepared(&self, call: &JsValue) -> Result<HttpRequest, Error> {
        read_call(call)?.request(self.client().config(), None)
    }
}

/// A call as a `CallSpec` describes it, its arguments read.
pub(super) struct CallSpec {
    method: Method,
    path: String,
    stream: bool,
    download: Option<String>,
    raw: bool,
    path_args: Vec<String>,
    pairs: Vec<(String, String)>,
    body: Option<String>,
}

impl CallSpec {
    /// The call's request, resuming after `last_event_id` when given.
    pub(super) fn request(
        &self,
        config: &ClientConfig,
        last_event_id: Option<&str>,
    ) -> Result<HttpRequest, Error> {
        let target = Target {
            method: self.method,
            path: &self.path,
            takes_body: self.body.is_some(),
            stream: self.stream,
            download: self.download.as_deref(),
            raw: self.raw,
        };
        let args: Vec<&str> = self.path_args.iter().map(String::as_str).collect();
        let mut request = build_request(config, target, &args, &self.pairs, self.body.clone())?;
        if let Some(id) = last_event_id {
            resume_after(&mut request, id);
        }
        Ok(request)
    }
}

/// The call `call` (a `CallSpec`) describes, its arguments checked in
/// order: each path argument a string, the body an object, then the fault
/// faults.js found.
pub(super) fn read_call(call: &JsValue) -> Result<CallSpec, Error> {
    let path = text(&member(call, "path"));
    let args = js_sys::Array::from(&member(call, "pathArgs"));
    let mut path_args = Vec::new();
    for (index, name) in path_params(&path).enumerate() {
        path_args.push(path_text(&args.get(index as u32), name)?);
    }
    let params = member(call, "params");
    let body = if params.is_undefined() || params.is_null() {
        if member(call, "bodyOptional").is_truthy() {
            Some("{}".to_owned())
        } else if member(call, "takesBody").is_truthy() {
            return Err(Error::invalid_input("params", "is required"));
        } else {
            None
        }
    } else {
        Some(object_text(&params, "params")?)
    };
    if let Some(fault) = member(call, "fault").as_string() {
        return Err(invalid_request(&fault));
    }
    let pairs = js_sys::Array::from(&member(call, "pairs"))
        .iter()
        .map(|pair| text_pair(&pair))
        .collect();
    Ok(CallSpec {
        method: Method::from_name(&text(&member(call, "method"))).unwrap_or(Method::Get),
        stream: member(call, "stream").is_truthy(),
        download: member(call, "accept").as_string(),
        raw: !member(call, "bytes").is_undefined(),
        path,
        path_args,
        pairs,
        body,
    })
}

/// The names of a path's parameters, in order.
fn path_params(path: &str) -> impl Iterator<Item = &str> {
    path_parts(path).filter_map(|(_, name)| name)
}

/// A `PreparedRequest` of `request`, sent with `config`'s credentials, with
/// the request's timeout and retries; the caller may add members before it
/// finishes the text.
pub(super) fn prepared_request(
    request: &HttpRequest,
    config: &ClientConfig,
    timeout_ms: u32,
    max_retries: u32,
) -> ObjectWriter {
    let mut headers = String::from("[");
    for (index, (name, value)) in request.headers.iter().enumerate() {
        if index > 0 {
            headers.push(',');
        }
        headers.push('[');
        write_string(&mut headers, name);
        headers.push(',');
        write_string(&mut headers, value);
        headers.push(']');
    }
    headers.push(']');
    let mut out = ObjectWriter::new();
    out.text("method", request.method.as_str())
        .text("url", &request.url)
        .raw("headers", &headers)
        .text("credentials", config.credentials().as_str())
        .number("timeoutMs", timeout_ms.into())
        .number("maxRetries", max_retries.into());
    if let Some(body) = &request.body {
        out.text("body", body);
    }
    out
}
