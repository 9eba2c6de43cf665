//! Reading the JavaScript option objects: the client's and a request's.

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::AbortSignal;

use crate::client::{RequestOptions, WaitOptions};
use crate::core::http::{ClientConfig, CredentialsMode, Error, DEFAULT_BASE_URL};

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
];
const REQUEST_KEYS: &[&str] = &["timeout", "maxRetries", "signal", "idleTimeout"];
const WAIT_KEYS: &[&str] = &["pollInterval", "signal"];

/// Reads `new Client(options)`: the core's configuration and a `fetch` override.
pub(crate) fn client_options(options: &JsValue) -> Result<(ClientConfig, Option<Function>), Error> {
    let options = OptionsObject::new(options, "options", CLIENT_KEYS)?;
    let mut builder = ClientConfig::builder().base_url(
        options
            .string("baseURL")?
            .unwrap_or_else(|| DEFAULT_BASE_URL.into()),
    );
    if let Some(key) = options.string("apiKey")? {
        builder = builder.api_key(key);
    }
    if let Some(project) = options.string("projectID")? {
        builder = builder.project_id(project);
    }
    if let Some(header) = options.string("projectHeader")? {
        builder = builder.project_header(header);
    }
    if let Some(timeout) = options.count("timeout")? {
        builder = builder.timeout_ms(timeout);
    }
    if let Some(retries) = options.count("maxRetries")? {
        builder = builder.max_retries(retries);
    }
    if let Some(headers) = options.object("defaultHeaders")? {
        for entry in Object::entries(headers.unchecked_ref()).iter() {
            let entry: js_sys::Array = entry.unchecked_into();
            let name = entry.get(0).as_string().unwrap_or_default();
            let Some(value) = entry.get(1).as_string() else {
                return Err(Error::invalid_input(
                    String::from("options.defaultHeaders.") + &name,
                    "must be a string",
                ));
            };
            builder = builder.default_header(name, value);
        }
    }
    if let Some(mode) = options.string("credentials")? {
        builder = builder.credentials(match mode.as_str() {
            "omit" => CredentialsMode::Omit,
            "same-origin" => CredentialsMode::SameOrigin,
            "include" => CredentialsMode::Include,
            _ => {
                return Err(Error::invalid_input(
                    "options.credentials",
                    "must be one of omit, same-origin, include",
                ))
            }
        });
    }
    let fetch = options.function("fetch")?;
    Ok((builder.build()?, fetch))
}

/// Reads a method's last argument: `{ timeout, maxRetries, signal, idleTimeout }`.
pub(crate) fn request_options(options: &JsValue) -> Result<RequestOptions, Error> {
    let options = OptionsObject::new(options, "requestOptions", REQUEST_KEYS)?;
    Ok(RequestOptions {
        timeout_ms: options.count("timeout")?,
        max_retries: options.count("maxRetries")?,
        idle_timeout_ms: options.count("idleTimeout")?,
        signal: options.signal("signal")?,
    })
}

/// Reads `waitForLogin`'s options: `{ pollInterval, signal }`.
pub(crate) fn wait_options(options: &JsValue) -> Result<WaitOptions, Error> {
    let options = OptionsObject::new(options, "waitOptions", WAIT_KEYS)?;
    let defaults = WaitOptions::default();
    Ok(WaitOptions {
        poll_interval_ms: options
            .count("pollInterval")?
            .unwrap_or(defaults.poll_interval_ms),
        signal: options.signal("signal")?,
    })
}

/// An options object, or nothing (`undefined`/`null` mean all defaults).
struct OptionsObject<'a> {
    object: Option<&'a JsValue>,
    name: &'static str,
}

impl<'a> OptionsObject<'a> {
    fn new(value: &'a JsValue, name: &'static str, known: &[&str]) -> Result<Self, Error> {
        if value.is_undefined() || value.is_null() {
            return Ok(Self { object: None, name });
        }
        if !value.is_object() {
            return Err(Error::invalid_input(name, "must be an object"));
        }
        for key in Object::keys::<JsValue>(value.unchecked_ref()).iter() {
            let key = key.as_string().unwrap_or_default();
            if !known.contains(&key.as_str()) {
                return Err(Error::invalid_input(
                    String::from(name) + "." + &key,
                    "is not a known option",
                ));
            }
        }
        Ok(Self {
            object: Some(value),
            name,
        })
    }

    fn get(&self, key: &str) -> Option<JsValue> {
        let value = Reflect::get(self.object?, &JsValue::from_str(key)).ok()?;
        (!value.is_undefined() && !value.is_null()).then_some(value)
    }

    fn refuse(&self, key: &str, rule: &str) -> Error {
        Error::invalid_input(String::from(self.name) + "." + key, rule)
    }

    fn string(&self, key: &str) -> Result<Option<String>, Error> {
        self.get(key)
            .map(|v| {
                v.as_string()
                    .ok_or_else(|| self.refuse(key, "must be a string"))
            })
            .transpose()
    }

    fn count(&self, key: &str) -> Result<Option<u32>, Error> {
        self.get(key)
            .map(|v| match v.as_f64() {
                Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) => Ok(n as u32),
                _ => Err(self.refuse(key, "must be a non-negative integer")),
            })
            .transpose()
    }

    fn object(&self, key: &str) -> Result<Option<JsValue>, Error> {
        self.get(key)
            .map(|v| {
                if v.is_object() {
                    Ok(v)
                } else {
                    Err(self.refuse(key, "must be an object"))
                }
            })
            .transpose()
    }

    fn function(&self, key: &str) -> Result<Option<Function>, Error> {
        self.get(key)
            .map(|v| {
                v.dyn_into::<Function>()
                    .map_err(|_| self.refuse(key, "must be a function"))
            })
            .transpose()
    }

    fn signal(&self, key: &str) -> Result<Option<AbortSignal>, Error> {
        self.get(key)
            .map(|v| {
                v.dyn_into::<AbortSignal>()
                    .map_err(|_| self.refuse(key, "must be an AbortSignal"))
            })
            .transpose()
    }
}
