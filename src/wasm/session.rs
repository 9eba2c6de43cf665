//! `WasmSession`: the wasm-bindgen class behind session.js's
//! `ManagedAuthSession`. It converts arguments and results; the session's
//! logic is the core's and the client's.

use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use web_sys::AbortSignal;

use crate::client::{parse_js, Answer, SharedSession, Watcher};
use crate::protocol::request::{ClientConfig, StreamMode};
use crate::protocol::response::Error;
use crate::protocol::session::{ChoiceKind, DEFAULT_POLL_INTERVAL_MS};

use super::errors::to_js;
use super::promise::promise;
use super::read::{count, given, member, object_text, request_options, text};
use super::watch::WatchReader;

/// The session core that session.js's `ManagedAuthSession` forwards to.
/// Internal.
#[wasm_bindgen(skip_typescript)]
pub struct WasmSession {
    session: Rc<SharedSession>,
    poll_interval_ms: u32,
}

#[wasm_bindgen]
impl WasmSession {
    /// Reads the hosted URL, exchanges the code; resolves with the session.
    /// `options` are the session's (`SessionOptions`, which options.js
    /// and session.js checked: `baseURL`, `timeout`, `stream`,
    /// `pollInterval`, `fetch`, `allowedOrigins` (an array of strings);
    /// `undefined` or `null` for a default).
    pub fn open(hosted_url: JsValue, options: JsValue) -> Promise {
        let option = |name| member(&options, name);
        let mut config = ClientConfig::builder();
        config.base_url = option("baseURL").as_string();
        config.timeout_ms = count(&option("timeout"));
        if text(&option("stream")) == StreamMode::EventSource.as_str() {
            config.stream_mode = StreamMode::EventSource;
        }
        let poll_interval_ms = count(&option("pollInterval")).unwrap_or(DEFAULT_POLL_INTERVAL_MS);
        let fetch = given(option("fetch"));
        let origins: Vec<String> = option("allowedOrigins")
            .dyn_into::<js_sys::Array>()
            .map(|origins| {
                origins
                    .iter()
                    .filter_map(|origin| origin.as_string())
                    .collect()
            })
            .unwrap_or_default();
        promise(Box::pin(async move {
            let url = hosted_url
                .as_string()
                .ok_or_else(|| Error::invalid_input("hosted_url", "must be a string"))?;
            let added = (&origins[..], "options.allowedOrigins");
            let session = SharedSession::open(&url, config, added, fetch).await?;
            Ok(JsValue::from(WasmSession {
                session: Rc::new(session),
                poll_interval_ms,
            }))
        }))
    }

    /// The connection's id.
    #[wasm_bindgen(getter, js_name = connectionId)]
    pub fn connection_id(&self) -> String {
        self.session.connection_id().to_owned()
    }

    /// Whether `url` (a string; anything else is not allowed) is on an
    /// origin the flow's URLs may have.
    pub fn allows(&self, url: JsValue) -> bool {
        url.as_string().is_some_and(|url| self.session.allows(&url))
    }

    /// The latest state, parsed; `undefined` before the first read. An
    /// error is returned, for session.js's `protect` to throw (as from the
    /// methods below: a `Result` would cost each a shim in the wasm).
    pub fn state(&self) -> JsValue {
        match self.session.state() {
            Some(state) => parse_js(state.as_bytes()).unwrap_or_else(to_js),
            None => JsValue::UNDEFINED,
        }
    }

    /// The prompt of the latest state, parsed; `undefined` before the first
    /// read.
    pub fn prompt(&self) -> JsValue {
        match self.session.prompt() {
            Some(prompt) => parse_js(prompt.to_json().as_bytes()).unwrap_or_else(to_js),
            None => JsValue::UNDEFINED,
        }
    }

    /// A reader of the session's states (client.js's `events` makes it an
    /// async iterator), stopped by `signal` (`undefined` for none).
    pub fn watch(&self, signal: JsValue) -> JsValue {
        let signal: Option<AbortSignal> = given(signal);
        let (session, poll_interval_ms) = (self.session.clone(), self.poll_interval_ms);
        WatchReader::new(signal, |signal| {
            Watcher::new(session, poll_interval_ms, signal)
        })
        .into()
    }

    /// Submits `params` (`SubmitParams`) to the flow; resolves with the
    /// answer. `options` are the request's (`timeout`, `maxRetries`,
    /// `signal`, as options.js read them).
    pub fn submit(&self, params: JsValue, options: JsValue) -> Promise {
        self.answer(object_text(&params, "params").map(Answer::Params), &options)
    }

    /// Submits `values`, by prompt field id, in the form the state calls
    /// for; as [`submit`](Self::submit).
    #[wasm_bindgen(js_name = submitFields)]
    pub fn submit_fields(&self, values: JsValue, options: JsValue) -> Promise {
        self.answer(object_text(&values, "values").map(Answer::Fields), &options)
    }

    /// Submits `choice`, a `PromptChoice` or the id of one; as
    /// [`submit`](Self::submit).
    pub fn choose(&self, choice: JsValue, options: JsValue) -> Promise {
        let answer = choice_of(&choice).map(|(id, kind)| Answer::Choice(id, kind));
        self.answer(answer, &options)
    }

    fn answer(&self, answer: Result<Answer, Error>, options: &JsValue) -> Promise {
        let options = request_options(options);
        let session = self.session.clone();
        promise(Box::pin(async move {
            let reply = session.submit(answer?, options).await?;
            parse_js(&reply)
        }))
    }

    /// Ends everything the session started. Idempotent.
    pub fn close(&self) {
        self.session.close();
    }
}

/// `choose`'s argument: a choice's id, or a `PromptChoice` (its `id` and
/// `kind`).
fn choice_of(choice: &JsValue) -> Result<(String, Option<ChoiceKind>), Error> {
    if let Some(id) = choice.as_string() {
        return Ok((id, None));
    }
    if !choice.is_object() {
        return Err(Error::invalid_input(
            "choice",
            "must be a PromptChoice or the id of one",
        ));
    }
    let member = |name: &str| Some(member(choice, name));
    let id = member("id")
        .and_then(|id| id.as_string())
        .ok_or_else(|| Error::invalid_input("choice.id", "must be a string"))?;
    let kind = match member("kind").filter(|kind| !kind.is_undefined()) {
        None => None,
        Some(kind) => Some(
            kind.as_string()
                .as_deref()
                .and_then(ChoiceKind::from_name)
                .ok_or_else(|| {
                    Error::invalid_input(
                        "choice.kind",
                        "must be choice, mfa_option, sign_in_option or sso_button",
                    )
                })?,
        ),
    };
    Ok((id, kind))
}
