//! Event streams for JavaScript: client.js's async iterable pulls batches of
//! events from an `EventReader`, which opens the stream on the first read.
//! A session's watch is read the same way, in batches of one state. The
//! calls module reads the client's streams, the flows module a session's
//! watch (src/js/mod.rs).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::prelude::*;
use web_sys::{AbortController, AbortSignal};

use crate::client::StreamProgress;
#[cfg(feature = "js-calls")]
use crate::client::{batch_to_js, Call, Client, EventBatch, RequestOptions, StreamReader};
#[cfg(feature = "js-flows")]
use crate::client::{parse_js, Watcher};
use crate::protocol::http::Error;
#[cfg(feature = "js-calls")]
use crate::protocol::schema::Shape;
use crate::transport::join_signals;

use super::promise::promise;

enum State {
    /// Not opened yet: the request goes out on the first read.
    #[cfg(feature = "js-calls")]
    Ready(Client, Call, RequestOptions, Shape),
    #[cfg(feature = "js-calls")]
    Open(Box<StreamReader>, EventBatch),
    /// A session's watch.
    #[cfg(feature = "js-flows")]
    Watching(Box<Watcher>),
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
    /// The stream's progress as of its last read, for client.js's `onProgress`.
    progress: Rc<RefCell<StreamProgress>>,
}

impl EventReader {
    /// A reader of the stream `call` opens on its first read.
    #[cfg(feature = "js-calls")]
    pub(crate) fn new(
        client: Client,
        call: Call,
        mut options: RequestOptions,
        shape: Shape,
    ) -> Self {
        let stop = AbortController::new().ok();
        options.signal = with_stop(options.signal.take(), stop.as_ref());
        Self {
            state: Rc::new(RefCell::new(State::Ready(client, call, options, shape))),
            stop,
            progress: Rc::default(),
        }
    }

    /// A reader of the watch that `start` makes: it is given the signal
    /// that `close()` (or `signal`, if any) aborts.
    #[cfg(feature = "js-flows")]
    pub(crate) fn watching(
        signal: Option<AbortSignal>,
        start: impl FnOnce(Option<AbortSignal>) -> Watcher,
    ) -> Self {
        let stop = AbortController::new().ok();
        let watcher = start(with_stop(signal, stop.as_ref()));
        Self {
            state: Rc::new(RefCell::new(State::Watching(Box::new(watcher)))),
            stop,
            progress: Rc::default(),
        }
    }
}

/// The caller's signal, joined by the reader's own stop signal.
fn with_stop(caller: Option<AbortSignal>, stop: Option<&AbortController>) -> Option<AbortSignal> {
    match stop {
        Some(stop) => Some(join_signals(stop.signal(), caller.as_ref())),
        None => caller,
    }
}

#[wasm_bindgen]
impl EventReader {
    /// The next batch of events as an array, or `null` at the end.
    pub fn next(&self) -> Promise {
        let state = self.state.clone();
        let progress = self.progress.clone();
        promise(Box::pin(async move { read(&state, &progress).await }))
    }

    /// Reconnections so far, as of the last read.
    pub fn reconnects(&self) -> u32 {
        self.progress.borrow().reconnects
    }

    /// The id a reconnection resumes after, as of the last read; `undefined` without one.
    #[wasm_bindgen(js_name = lastEventId)]
    pub fn last_event_id(&self) -> Option<String> {
        self.progress.borrow().last_event_id.clone()
    }

    /// Stops the stream and aborts its request, even one a `next()` waits on.
    pub fn close(&self) {
        *self.state.borrow_mut() = State::Closed;
        if let Some(stop) = &self.stop {
            stop.abort();
        }
    }
}

async fn read(
    state: &RefCell<State>,
    #[cfg_attr(not(feature = "js-calls"), allow(unused_variables))] progress: &RefCell<
        StreamProgress,
    >,
) -> Result<JsValue, Error> {
    let taken = std::mem::replace(&mut *state.borrow_mut(), State::Reading);
    match taken {
        #[cfg(feature = "js-calls")]
        State::Ready(client, call, options, shape) => match client.execute(&call, &options).await {
            Ok(reply) => {
                let source = StreamReader::new(&client, &call, &options, reply, shape);
                read_events(state, progress, Box::new(source), EventBatch::default()).await
            }
            Err(error) => {
                let closed = matches!(*state.borrow(), State::Closed);
                *state.borrow_mut() = State::Closed;
                if closed {
                    Ok(JsValue::NULL)
                } else {
                    Err(error)
                }
            }
        },
        #[cfg(feature = "js-calls")]
        State::Open(source, batch) => read_events(state, progress, source, batch).await,
        #[cfg(feature = "js-flows")]
        State::Watching(watcher) => watch(state, watcher).await,
        State::Reading => Err(Error::invalid_input(
            "stream",
            "is already being read: await each next() before calling it again",
        )),
        State::Closed => {
            *state.borrow_mut() = State::Closed;
            Ok(JsValue::NULL)
        }
    }
}

/// The next batch of an open stream, or `null` at its end.
#[cfg(feature = "js-calls")]
async fn read_events(
    state: &RefCell<State>,
    progress: &RefCell<StreamProgress>,
    mut source: Box<StreamReader>,
    mut batch: EventBatch,
) -> Result<JsValue, Error> {
    let read = source.next_batch(&mut batch).await;
    *progress.borrow_mut() = source.progress();
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

/// The next state of a watch, as a batch of one, or `null` at its end.
#[cfg(feature = "js-flows")]
async fn watch(state: &RefCell<State>, mut watcher: Box<Watcher>) -> Result<JsValue, Error> {
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
