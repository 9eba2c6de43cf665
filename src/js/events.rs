//! Event streams for JavaScript: client.js's async iterable pulls batches of
//! events from an `EventReader`, which opens the stream on the first read.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use web_sys::AbortController;

use crate::client::{batch_to_js, Call, Client, EventBatch, RequestOptions, StreamReader};
use crate::core::http::Error;
use crate::core::schema::Shape;
use crate::transport::abort_signal_any;

use super::promise::promise;

enum State {
    /// Not opened yet: the request goes out on the first read.
    Ready(Client, Call, RequestOptions, Shape),
    Open(Box<StreamReader>, EventBatch),
    /// A read is under way (its future holds the source).
    Reading,
    Closed,
}

/// Reads batches of events for client.js's event streams. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct EventReader {
    state: Rc<RefCell<State>>,
    /// Aborted by `close()`: ends a read waiting on the network at once.
    stop: Option<AbortController>,
}

impl EventReader {
    pub(crate) fn new(
        client: Client,
        call: Call,
        mut options: RequestOptions,
        shape: Shape,
    ) -> Self {
        let stop = AbortController::new().ok();
        if let Some(stop) = &stop {
            options.signal = Some(match options.signal.take() {
                Some(caller) => abort_signal_any(&Array::of2(&caller, &stop.signal())),
                None => stop.signal(),
            });
        }
        Self {
            state: Rc::new(RefCell::new(State::Ready(client, call, options, shape))),
            stop,
        }
    }
}

#[wasm_bindgen]
impl EventReader {
    /// The next batch of events as an array, or `null` at the end.
    pub fn next(&self) -> Promise {
        let state = self.state.clone();
        promise(Box::pin(async move { read(&state).await }))
    }

    /// Stops the stream and aborts its request, even one a `next()` waits on.
    pub fn close(&self) {
        *self.state.borrow_mut() = State::Closed;
        if let Some(stop) = &self.stop {
            stop.abort();
        }
    }
}

async fn read(state: &RefCell<State>) -> Result<JsValue, Error> {
    let taken = std::mem::replace(&mut *state.borrow_mut(), State::Reading);
    let (mut source, mut batch) = match taken {
        State::Ready(client, call, options, shape) => match client.execute(&call, &options).await {
            Ok(reply) => (
                Box::new(StreamReader::new(&client, &call, &options, reply, shape)),
                EventBatch::default(),
            ),
            Err(error) => {
                let closed = matches!(*state.borrow(), State::Closed);
                *state.borrow_mut() = State::Closed;
                return if closed {
                    Ok(JsValue::NULL)
                } else {
                    Err(error)
                };
            }
        },
        State::Open(source, batch) => (source, batch),
        State::Reading => {
            return Err(Error::invalid_input(
                "stream",
                "is already being read: await each next() before calling it again",
            ))
        }
        State::Closed => {
            *state.borrow_mut() = State::Closed;
            return Ok(JsValue::NULL);
        }
    };
    let read = source.next_batch(&mut batch).await;
    // A close() during the read wins: dropping the source aborts the request.
    let closed = matches!(*state.borrow(), State::Closed);
    match read {
        Ok(true) if !closed => {
            let events = batch_to_js(&mut batch);
            *state.borrow_mut() = State::Open(source, batch);
            events
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
