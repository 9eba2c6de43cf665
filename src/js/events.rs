//! Event streams for JavaScript: an async iterable whose reader hands over a
//! whole batch of events per call, opening the stream on the first read.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

use crate::client::{batch_to_js, Call, Client, EventBatch, EventSource, RequestOptions};
use crate::core::http::Error;
use crate::core::schema::Shape;

use super::errors::to_js;
use super::support::make_event_stream;

enum State {
    /// Not opened yet: the request goes out on the first read.
    Ready(Client, Call, RequestOptions, Shape),
    Open(EventSource, EventBatch),
    /// A read is under way (its future holds the source).
    Reading,
    Closed,
}

/// Reads batches of events for the stream object built in `support.js`.
#[wasm_bindgen(js_name = EventReader, skip_typescript)]
pub struct EventReader {
    state: Rc<RefCell<State>>,
}

#[wasm_bindgen(js_class = EventReader)]
impl EventReader {
    /// The next batch of events as an array, or `null` at the end.
    pub fn next(&self) -> Promise {
        let state = self.state.clone();
        future_to_promise(async move {
            let taken = std::mem::replace(&mut *state.borrow_mut(), State::Reading);
            let (mut source, mut batch) = match taken {
                State::Ready(client, call, options, shape) => {
                    match client.execute(&call, &options).await {
                        Ok(reply) => (EventSource::new(reply, shape), EventBatch::default()),
                        Err(error) => {
                            *state.borrow_mut() = State::Closed;
                            return Err(to_js(&error));
                        }
                    }
                }
                State::Open(source, batch) => (source, batch),
                State::Reading => {
                    *state.borrow_mut() = State::Reading;
                    return Err(to_js(&Error::invalid_input(
                        "stream",
                        "is already being read: await each next() before the following one",
                    )));
                }
                State::Closed => {
                    *state.borrow_mut() = State::Closed;
                    return Ok(JsValue::NULL);
                }
            };
            let read = source.next_batch(&mut batch).await;
            // A close() during the read wins: the source is dropped, aborting it.
            let closed = matches!(*state.borrow(), State::Closed);
            match read {
                Ok(true) if !closed => {
                    let events = batch_to_js(&mut batch).map_err(|e| to_js(&e));
                    *state.borrow_mut() = State::Open(source, batch);
                    events
                }
                Ok(_) => {
                    *state.borrow_mut() = State::Closed;
                    Ok(JsValue::NULL)
                }
                Err(error) => {
                    *state.borrow_mut() = State::Closed;
                    Err(to_js(&error))
                }
            }
        })
    }

    /// Stops the stream and aborts its request.
    pub fn close(&self) {
        *self.state.borrow_mut() = State::Closed;
    }
}

/// An async iterable of the events of `call`.
pub(crate) fn event_stream(client: &Client, call: Call, options: RequestOptions, shape: Shape) -> JsValue {
    let reader = EventReader {
        state: Rc::new(RefCell::new(State::Ready(client.clone(), call, options, shape))),
    };
    make_event_stream(reader.into())
}
