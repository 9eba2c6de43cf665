//! One HTTP attempt through `fetch`: build the `Request`, wait for the
//! response under the attempt's timeout and signal, read the body.

use js_sys::{Promise, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortSignal, Blob, FormData, Headers, RequestInit, RequestRedirect, Response};

use crate::protocol::model::{Contents, Upload};
use crate::protocol::request::{Form, Part};

use super::abort::AbortGuard;
use super::attempt::{Attempt, BodyMode};
use super::bindings::global_fetch;
use super::failure::Failure;
use super::response::RawResponse;
use super::stream::ByteStream;

/// Sends the attempt. An error status is always read whole, so its error
/// record can be reported.
pub async fn send(attempt: Attempt<'_>, mode: BodyMode) -> Result<RawResponse, Failure> {
    let (response, mut guard) = start(&attempt).await?;
    if let (BodyMode::Stream { idle_timeout_ms }, true) = (mode, response.ok()) {
        guard.clear_timeout();
        let stream = response
            .body()
            .map(|body| ByteStream::new(body, guard, idle_timeout_ms));
        return Ok(RawResponse::new(&response, Vec::new(), stream));
    }
    let body = match response.array_buffer() {
        Ok(promise) => JsFuture::from(guard.race(&promise)).await,
        Err(error) => Err(error),
    };
    let body = body.map_err(|error| classify(&guard, &error))?;
    guard.finish();
    Ok(RawResponse::new(
        &response,
        Uint8Array::new(&body).to_vec(),
        None,
    ))
}

async fn start(attempt: &Attempt<'_>) -> Result<(Response, AbortGuard), Failure> {
    let mut guard = AbortGuard::new(
        attempt.timeout_ms,
        attempt.signal.clone(),
        attempt.fetch.is_some(),
    )
    .ok_or_else(|| Failure::Connection("AbortController is not available".into()))?;
    if guard.caller_aborted() {
        return Err(Failure::Aborted);
    }
    let init =
        build(attempt, guard.signal()).map_err(|error| Failure::Connection(describe(&error)))?;
    // `fetch(url, init)`, the global's own signature, which a replacement
    // shares; it spares building a `Request` the browser would build again.
    let promise = match attempt.fetch {
        Some(fetch) => fetch
            .call2(&JsValue::UNDEFINED, &JsValue::from_str(attempt.url), &init)
            .map(|value| Promise::resolve(&value))
            .map_err(|error| classify(&guard, &error))?,
        None => global_fetch(attempt.url, &init),
    };
    let response = JsFuture::from(guard.race(&promise))
        .await
        .map_err(|error| classify(&guard, &error))?;
    let response: Response = response.dyn_into().map_err(|_| {
        Failure::Connection("fetch resolved to something other than a Response".into())
    })?;
    Ok((response, guard))
}

fn build(attempt: &Attempt<'_>, signal: &AbortSignal) -> Result<RequestInit, JsValue> {
    let headers = Headers::new()?;
    for (name, value) in attempt.headers {
        headers.append(name, value)?;
    }
    let init = RequestInit::new();
    init.set_method(attempt.method);
    init.set_headers(&headers);
    init.set_credentials(attempt.credentials);
    // The service never redirects; following one would carry the body (an
    // exchange's handoff code, say) to wherever the redirect points.
    init.set_redirect(RequestRedirect::Error);
    init.set_signal(Some(signal));
    if let Some(body) = attempt.body {
        init.set_body(&JsValue::from_str(body));
    }
    if let Some(form) = attempt.form {
        init.set_body(&form_data(form)?.into());
    }
    if let Some(upload) = attempt.bytes {
        init.set_body(&blob(upload)?.into());
    }
    Ok(init)
}

/// A file's contents as a `Blob`: bytes copied into one, a `Blob` as it is.
fn blob(upload: &Upload) -> Result<Blob, JsValue> {
    match &upload.contents {
        Contents::Blob(blob) => Ok(blob.clone()),
        Contents::Bytes(bytes) => {
            let parts = js_sys::Array::of1(&Uint8Array::from(bytes.as_slice()));
            Blob::new_with_u8_array_sequence(&parts)
        }
    }
}

/// An upload's parts as the browser's `FormData`; bytes become a `Blob`, a
/// `Blob` goes as it is.
fn form_data(form: &Form) -> Result<FormData, JsValue> {
    let data = FormData::new()?;
    for (name, part) in form {
        match part {
            Part::Text(text) => data.append_with_str(name, text)?,
            Part::File(upload) => {
                let blob = blob(upload)?;
                match &upload.file_name {
                    Some(file_name) => {
                        data.append_with_blob_and_filename(name, &blob, file_name)?
                    }
                    None => data.append_with_blob(name, &blob)?,
                }
            }
        }
    }
    Ok(data)
}

/// Tells a timeout from a caller's abort from a network failure.
pub(super) fn classify(guard: &AbortGuard, error: &JsValue) -> Failure {
    if guard.caller_aborted() {
        Failure::Aborted
    } else if guard.timed_out() {
        Failure::Timeout
    } else {
        Failure::Connection(describe(error))
    }
}

/// The browser's own message for a failure ("Failed to fetch" and the like);
/// it never carries request headers, so no secret can leak through it.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_else(|| "network error".into())
}
