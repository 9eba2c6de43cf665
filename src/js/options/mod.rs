//! Reading the JavaScript option objects: the client's and a request's.

use js_sys::{Array, Function, Object};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::AbortSignal;

use crate::client::RequestOptions;
use crate::protocol::http::{ClientConfig, CredentialsMode, Error, Secret, StreamMode};

#[cfg(feature = "js-flows")]
mod flows;
#[cfg(feature = "js-flows")]
pub(crate) use flows::{session_options, wait_options, watch_options};

const CLIENT_KEYS: &[&str] = &[
    "apiKey",
    "baseURL",
    "projectID",
    "projectHeader",
    "timeout",
    "maxRetries",
    "defaultHeaders",
    "fetch",
    "credentials",
    "stream",
];
const REQUEST_KEYS: &[&str] = &[
    "timeout",
    "maxRetries",
    "signal",
    "idleTimeout",
    "maxReconnects",
];
/// A list's and a stream's options: the request's, and `onProgress`.
const PROGRESS_REQUEST_KEYS: &[&str] = &[
    "timeout",
    "maxRetries",
    "signal",
    "idleTimeout",
    "maxReconnects",
    "onProgress",
];
const WAIT_KEYS: &[&str] = &["pollInterval", "signal", "onProgress"];
const SESSION_KEYS: &[&str] = &["baseURL", "timeout", "fetch", "stream", "pollInterval"];
const WATCH_KEYS: &[&str] = &["signal"];

/// Reads `new Client(options)`: the core's configuration and a `fetch` override.
pub(crate) fn client_options(options: &JsValue) -> Result<(ClientConfig, Option<Function>), Error> {
    let mut options = OptionsObject::new(options, "options", CLIENT_KEYS)?;
    let mut builder = ClientConfig::builder();
    builder.base_url = options.string("baseURL")?;
    builder.api_key = options.string("apiKey")?.map(Secret::from);
    builder.project_id = options.string("projectID")?;
    builder.project_header = options.string("projectHeader")?;
    builder.timeout_ms = options.count("timeout")?;
    builder.max_retries = options.count("maxRetries")?;
    if let Some(headers) = options.object("defaultHeaders")? {
        for (name, value) in entries(&headers) {
            let Some(value) = value.as_string() else {
                return Err(Error::invalid_input(
                    String::from("options.defaultHeaders.") + &name,
                    "must be a string",
                ));
            };
            builder.default_headers.push((name, value));
        }
    }
    if let Some(mode) = options.string("credentials")? {
        builder.credentials = match mode.as_str() {
            "omit" => CredentialsMode::Omit,
            "same-origin" => CredentialsMode::SameOrigin,
            "include" => CredentialsMode::Include,
            _ => {
                return Err(Error::invalid_input(
                    "options.credentials",
                    "must be one of omit, same-origin, include",
                ))
            }
        };
    }
    if let Some(mode) = options.stream_mode()? {
        builder.stream_mode = mode;
    }
    let fetch = options.function("fetch")?;
    Ok((builder.build()?, fetch))
}

/// Reads a method's last argument:
/// `{ timeout, maxRetries, signal, idleTimeout, maxReconnects }`.
pub(crate) fn request_options(options: &JsValue) -> Result<RequestOptions, Error> {
    read_request_options(OptionsObject::new(options, "requestOptions", REQUEST_KEYS)?)
}

/// Reads a list's or a stream's last argument: the request options and
/// `onProgress`, which is checked here and called by client.js.
#[cfg(feature = "js-calls")]
pub(crate) fn progress_request_options(options: &JsValue) -> Result<RequestOptions, Error> {
    let mut options = OptionsObject::new(options, "requestOptions", PROGRESS_REQUEST_KEYS)?;
    options.function("onProgress")?;
    read_request_options(options)
}

/// The request options an options object sets.
fn read_request_options(mut options: OptionsObject) -> Result<RequestOptions, Error> {
    Ok(RequestOptions {
        timeout_ms: options.count("timeout")?,
        max_retries: options.count("maxRetries")?,
        idle_timeout_ms: options.count("idleTimeout")?,
        max_reconnects: options.count("maxReconnects")?,
        signal: options.signal("signal")?,
    })
}

/// The known options an object sets, read with one `Object.entries` (own
/// enumerable properties); `undefined` or `null` as the object or as a
/// value mean the default.
struct OptionsObject {
    name: &'static str,
    known: &'static [&'static str],
    /// The value of each known option, by its index in `known`; an array
    /// rather than a `Vec`, so reading options allocates nothing of its own.
    values: [Option<JsValue>; MAX_KEYS],
}

/// The most options any options object knows (`CLIENT_KEYS`).
const MAX_KEYS: usize = CLIENT_KEYS.len();
const _: () = assert!(
    REQUEST_KEYS.len() <= MAX_KEYS
        && PROGRESS_REQUEST_KEYS.len() <= MAX_KEYS
        && WAIT_KEYS.len() <= MAX_KEYS
        && SESSION_KEYS.len() <= MAX_KEYS
        && WATCH_KEYS.len() <= MAX_KEYS
);

impl OptionsObject {
    fn new(
        value: &JsValue,
        name: &'static str,
        known: &'static [&'static str],
    ) -> Result<Self, Error> {
        let mut options = Self {
            name,
            known,
            values: [const { None }; MAX_KEYS],
        };
        if value.is_undefined() || value.is_null() {
            return Ok(options);
        }
        if !value.is_object() {
            return Err(Error::invalid_input(name, "must be an object"));
        }
        for (key, value) in entries(value) {
            let Some(index) = known.iter().position(|known| *known == key) else {
                return Err(options.refuse(&key, "is not a known option"));
            };
            if let (false, Some(slot)) = (
                value.is_undefined() || value.is_null(),
                options.values.get_mut(index),
            ) {
                *slot = Some(value);
            }
        }
        Ok(options)
    }

    /// The option's value; each option is read once.
    fn take(&mut self, key: &str) -> Option<JsValue> {
        let index = self.known.iter().position(|known| *known == key)?;
        self.values.get_mut(index)?.take()
    }

    fn refuse(&self, key: &str, rule: &str) -> Error {
        Error::invalid_input(String::from(self.name) + "." + key, rule)
    }

    fn string(&mut self, key: &str) -> Result<Option<String>, Error> {
        self.take(key)
            .map(|v| {
                v.as_string()
                    .ok_or_else(|| self.refuse(key, "must be a string"))
            })
            .transpose()
    }

    fn count(&mut self, key: &str) -> Result<Option<u32>, Error> {
        self.take(key)
            .map(|v| match v.as_f64() {
                Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) => Ok(n as u32),
                _ => Err(self.refuse(key, "must be a non-negative integer")),
            })
            .transpose()
    }

    /// `stream`: `fetch` or `eventsource`.
    fn stream_mode(&mut self) -> Result<Option<StreamMode>, Error> {
        self.string("stream")?
            .map(|mode| match mode.as_str() {
                "fetch" => Ok(StreamMode::Fetch),
                "eventsource" => Ok(StreamMode::EventSource),
                _ => Err(self.refuse("stream", "must be fetch or eventsource")),
            })
            .transpose()
    }

    fn object(&mut self, key: &str) -> Result<Option<JsValue>, Error> {
        self.take(key)
            .map(|v| {
                if v.is_object() {
                    Ok(v)
                } else {
                    Err(self.refuse(key, "must be an object"))
                }
            })
            .transpose()
    }

    fn function(&mut self, key: &str) -> Result<Option<Function>, Error> {
        self.take(key)
            .map(|v| {
                v.dyn_into::<Function>()
                    .map_err(|_| self.refuse(key, "must be a function"))
            })
            .transpose()
    }

    fn signal(&mut self, key: &str) -> Result<Option<AbortSignal>, Error> {
        self.take(key)
            .map(|v| {
                v.dyn_into::<AbortSignal>()
                    .map_err(|_| self.refuse(key, "must be an AbortSignal"))
            })
            .transpose()
    }
}

/// An object's own enumerable `[key, value]` pairs.
fn entries(object: &JsValue) -> impl Iterator<Item = (String, JsValue)> {
    let pairs = Object::entries(object.unchecked_ref());
    (0..pairs.length()).map(move |index| {
        let pair: Array = pairs.get(index).unchecked_into();
        (pair.get(0).as_string().unwrap_or_default(), pair.get(1))
    })
}
