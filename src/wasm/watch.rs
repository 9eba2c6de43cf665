//! A session's watch for JavaScript (the flows module's): client.js's async
//! iterable pulls its states from a `WatchReader` in batches of one, as it
//! pulls a client's events from stream.js.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use web_sys::{AbortController, AbortSignal};

use crate::client::{parse_js, Watcher};
use crate::protocol::response::Error;
use crate::transport::join_signals;

use super::promise::promise;

enum State {
    Watching(Box<Watcher>),
    /// A read is under way (its future holds the watcher).
    Reading,
    Closed,
}

/// Reads a session's watch for client.js's async iterable. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct WatchReader {
    state: Rc<RefCell<State>>,
    /// Aborted by `close()`: ends a read waiting on the network at once.
    stop: Option<AbortController>,
}

impl WatchReader {
    /// A reader of the watch that `start` makes: it is given the signal
    /// that `close()` (or `signal`, if any) aborts.
    pub(crate) fn new(
        signal: Option<AbortSignal>,
        start: impl FnOnce(Option<AbortSignal>) -> Watcher,
    ) -> Self {
        let stop = AbortController::new().ok();
        let signal = match &stop {
            Some(stop) => Some(join_signals(stop.signal(), signal.as_ref())),
            None => signal,
        };
        Self {
            state: Rc::new(RefCell::new(State::Watching(Box::new(start(signal))))),
            stop,
        }
    }
}

#[wasm_bindgen]
impl WatchReader {
    /// The next state, as an array of one, or `null` at the end.
    pub fn next(&self) -> Promise {
        let state = self.state.clone();
        promise(Box::pin(async move { read(&state).await }))
    }

    /// Stops the watch and aborts its request, even one a `next()` waits on.
    pub fn close(&self) {
        *self.state.borrow_mut() = State::Closed;
        if let Some(stop) = &self.stop {
            stop.abort();
        }
    }
}

async fn read(state: &RefCell<State>) -> Result<JsValue, Error> {
    let taken = std::mem::replace(&mut *state.borrow_mut(), State::Reading);
    let mut watcher = match taken {
        State::Watching(watcher) => watcher,
        State::Reading => {
            return Err(Error::invalid_input(
                "watch",
                "is already being read: await each next() before calling it again",
            ))
        }
        State::Closed => {
            *state.borrow_mut() = State::Closed;
            return Ok(JsValue::NULL);
        }
    };
    let read = watcher.next().await;
    // A close() during the read wins: dropping the watcher aborts its request.
    let closed = matches!(*state.borrow(), State::Closed);
    match read {
        Ok(Some(record)) if !closed => {
            *state.borrow_mut() = State::Watching(watcher);
            let mut batch = String::with_capacity(record.len() + 2);
            batch.push('[');
            batch.push_str(&record);
            batch.push(']');
            parse_js(batch.as_bytes())
        }
        Ok(_) => {
            *state.borrow_mut() = State::Closed;
            Ok(JsValue::NULL)
        }
        Err(_) if closed => Ok(JsValue::NULL),
        Err(error) => {
            *state.borrow_mut() = State::Closed;
            Err(error)
        }
    }
}
