//! Reading the options of the flows module's calls: a login session's,
//! its watch's, and `waitForLogin`'s.

use js_sys::Function;
use wasm_bindgen::JsValue;
use web_sys::AbortSignal;

use crate::client::WaitOptions;
use crate::protocol::http::{ClientConfig, ClientConfigBuilder, Error};
use crate::protocol::session::DEFAULT_POLL_INTERVAL_MS;

use super::{OptionsObject, SESSION_KEYS, WAIT_KEYS, WATCH_KEYS};

/// Reads `ManagedAuthSession.fromHostedUrl`'s options: the client settings
/// (the key comes from the exchange), a `fetch` override, and the poll
/// interval.
pub(crate) fn session_options(
    options: &JsValue,
) -> Result<(ClientConfigBuilder, Option<Function>, u32), Error> {
    let mut options = OptionsObject::new(options, "options", SESSION_KEYS)?;
    let mut builder = ClientConfig::builder();
    builder.base_url = options.string("baseURL")?;
    builder.timeout_ms = options.count("timeout")?;
    if let Some(mode) = options.stream_mode()? {
        builder.stream_mode = mode;
    }
    let poll_interval = options.count("pollInterval")?;
    Ok((
        builder,
        options.function("fetch")?,
        poll_interval.unwrap_or(DEFAULT_POLL_INTERVAL_MS),
    ))
}

/// Reads a session's `watch` options: `{ signal }`.
pub(crate) fn watch_options(options: &JsValue) -> Result<Option<AbortSignal>, Error> {
    OptionsObject::new(options, "watchOptions", WATCH_KEYS)?.signal("signal")
}

/// Reads `waitForLogin`'s options: `{ pollInterval, signal }`, and the
/// `onProgress` function told of each read.
pub(crate) fn wait_options(options: &JsValue) -> Result<(WaitOptions, Option<Function>), Error> {
    let mut options = OptionsObject::new(options, "waitOptions", WAIT_KEYS)?;
    let mut wait = WaitOptions::default();
    if let Some(interval) = options.count("pollInterval")? {
        wait.poll_interval_ms = interval;
    }
    wait.signal = options.signal("signal")?;
    Ok((wait, options.function("onProgress")?))
}
