//! A response body read chunk by chunk, with an idle timeout so a stalled
//! stream fails instead of hanging forever.

use js_sys::{Array, Function, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableStream, ReadableStreamDefaultReader};

use super::abort::AbortGuard;
use super::bindings::{clear_timeout, set_timeout};
use super::failure::Failure;

/// The body of a streaming response. Dropping it cancels the request.
pub struct ByteStream {
    reader: ReadableStreamDefaultReader,
    guard: AbortGuard,
    idle_timeout_ms: u32,
    // Marks "the idle timer won the race"; compared by identity.
    idle_marker: Object,
}

impl ByteStream {
    pub(super) fn new(body: ReadableStream, guard: AbortGuard, idle_timeout_ms: u32) -> Self {
        Self {
            reader: body.get_reader().unchecked_into(),
            guard,
            idle_timeout_ms,
            idle_marker: Object::new(),
        }
    }

    /// The next chunk of bytes, `None` at the end of the stream. Fails with
    /// [`Failure::Timeout`] when no byte arrives for the idle timeout.
    pub async fn next_chunk(&mut self) -> Result<Option<Uint8Array>, Failure> {
        let read = self.guard.race(&self.reader.read());
        let (raced, timer) = if self.idle_timeout_ms == 0 {
            (read, None)
        } else {
            let marker = self.idle_marker.clone();
            let ms = self.idle_timeout_ms.min(i32::MAX as u32) as i32;
            let mut timer = JsValue::UNDEFINED;
            let idle = Promise::new(&mut |resolve, _| {
                let fire: Function = resolve.bind1(&JsValue::UNDEFINED, &marker).unchecked_into();
                timer = set_timeout(&fire, ms);
            });
            (Promise::race(&Array::of2(&read, &idle)), Some(timer))
        };
        let outcome = JsFuture::from(raced).await;
        if let Some(timer) = timer {
            clear_timeout(&timer);
        }
        let result = outcome.map_err(|error| super::fetch::classify(&self.guard, &error))?;
        if result == JsValue::from(self.idle_marker.clone()) {
            return Err(Failure::Timeout);
        }
        let done = Reflect::get(&result, &"done".into())
            .map(|d| d.is_truthy())
            .unwrap_or(true);
        if done {
            return Ok(None);
        }
        let value = Reflect::get(&result, &"value".into()).unwrap_or(JsValue::UNDEFINED);
        Ok(value.dyn_into::<Uint8Array>().ok())
    }
}
