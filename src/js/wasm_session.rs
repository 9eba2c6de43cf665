//! `WasmSession`: the wasm-bindgen class behind session.js's
//! `ManagedAuthSession`. It converts arguments and results; the session's
//! logic is the core's and the client's.

use std::rc::Rc;

use js_sys::{Promise, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::AbortSignal;

use crate::client::{parse_js, Answer, SharedSession, Watcher};
use crate::protocol::request::{ClientConfig, StreamMode};
use crate::protocol::response::Error;
use crate::protocol::session::{ChoiceKind, DEFAULT_POLL_INTERVAL_MS};

use super::call::{body_text, object_text};
use super::errors::to_js;
use super::promise::promise;
use super::watch::WatchReader;
use super::{count, given, request_options};

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
    /// The rest are the options options.js read (`-1` or `undefined` for
    /// the defaults).
    pub fn open(
        hosted_url: JsValue,
        base_url: JsValue,
        timeout: f64,
        event_source: bool,
        poll_interval: f64,
        fetch: JsValue,
    ) -> Promise {
        let mut config = ClientConfig::builder();
        config.base_url = base_url.as_string();
        config.timeout_ms = count(timeout);
        if event_source {
            config.stream_mode = StreamMode::EventSource;
        }
        let poll_interval_ms = count(poll_interval).unwrap_or(DEFAULT_POLL_INTERVAL_MS);
        let fetch = given(fetch);
        promise(Box::pin(async move {
            let url = hosted_url
                .as_string()
                .ok_or_else(|| Error::invalid_input("hosted_url", "must be a string"))?;
            let session = SharedSession::open(&url, config, fetch).await?;
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

    /// Submits to the flow; resolves with the answer. `how` names what
    /// `arg` is: `params` (`SubmitParams`), `fields` (values by prompt
    /// field id) or `choice` (a `PromptChoice` or the id of one); the rest
    /// are the request options options.js read (`-1` or `undefined` when not
    /// set).
    pub fn submit(
        &self,
        how: &str,
        arg: JsValue,
        timeout: f64,
        max_retries: f64,
        signal: JsValue,
    ) -> Promise {
        let options = request_options(timeout, max_retries, signal);
        let session = self.session.clone();
        let answer = match how {
            "params" => body_text(&arg).map(Answer::Params),
            "fields" => object_text(&arg, "values").map(Answer::Fields),
            "choice" => choice_of(&arg).map(|(id, kind)| Answer::Choice(id, kind)),
            _ => Err(Error::invalid_input(
                "how",
                "must be params, fields or choice",
            )),
        };
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
    let member = |name: &str| Reflect::get(choice, &JsValue::from_str(name)).ok();
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
