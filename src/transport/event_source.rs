//! An event stream through the browser's
//! [`EventSource`](https://developer.mozilla.org/docs/Web/API/EventSource):
//! the browser parses the stream and reconnects it itself (sending
//! `Last-Event-ID`); this edge hands out what it reports, one signal at a
//! time, with a timeout and the caller's abort signal.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use js_sys::{Function, Object, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortSignal, Event, EventSource, EventSourceInit, MessageEvent};

use super::bindings::{clear_timeout, set_timeout};
use super::failure::Failure;
use super::source_signal::SourceSignal;

/// Signals waiting to be read, and the wake-up of the read waiting for one.
#[derive(Default)]
struct Inbox {
    queue: VecDeque<SourceSignal>,
    wake: Option<Function>,
}

impl Inbox {
    fn push(&mut self, signal: SourceSignal) {
        self.queue.push_back(signal);
        if let Some(wake) = self.wake.take() {
            // Resolving a promise cannot throw.
            let _ = wake.call0(&JsValue::UNDEFINED);
        }
    }
}

/// The events the listener hears; it tells them apart by the source's state.
const EVENTS: [&str; 3] = ["open", "message", "error"];

/// An open `EventSource` and its listener. Dropping it removes the
/// listener and closes the connection.
pub struct EventSourceStream {
    source: EventSource,
    inbox: Rc<RefCell<Inbox>>,
    listener: Closure<dyn FnMut(Event)>,
    signal: Option<AbortSignal>,
    // Marks "the timer won the race"; compared by identity.
    timer_marker: Object,
}

impl EventSourceStream {
    /// Opens `url`; `with_credentials` sends cookies to another origin too.
    pub fn open(
        url: &str,
        with_credentials: bool,
        signal: Option<AbortSignal>,
    ) -> Result<Self, Failure> {
        let init = EventSourceInit::new();
        init.set_with_credentials(with_credentials);
        let source = EventSource::new_with_event_source_init_dict(url, &init)
            .map_err(|_| Failure::Connection("the EventSource could not be created".into()))?;
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let listener = listener(&source, &inbox);
        for name in EVENTS {
            source
                .add_event_listener_with_callback(name, listener.as_ref().unchecked_ref())
                .map_err(|_| Failure::Connection("the EventSource refused a listener".into()))?;
        }
        Ok(Self {
            source,
            inbox,
            listener,
            signal,
            timer_marker: Object::new(),
        })
    }

    /// The next signal. Fails with [`Failure::Timeout`] when none comes for
    /// `timeout_ms` (0 waits forever), with [`Failure::Aborted`] as soon as
    /// the signal aborts.
    pub async fn next(&mut self, timeout_ms: u32) -> Result<SourceSignal, Failure> {
        loop {
            if self.signal.as_ref().is_some_and(AbortSignal::aborted) {
                return Err(Failure::Aborted);
            }
            if let Some(signal) = self.inbox.borrow_mut().queue.pop_front() {
                return Ok(signal);
            }
            let mut timer = None;
            let mut resolve_fn = None;
            let wait = Promise::new(&mut |resolve, _| {
                if timeout_ms > 0 {
                    let fire: Function = resolve
                        .bind1(&JsValue::UNDEFINED, &self.timer_marker)
                        .unchecked_into();
                    timer = Some(set_timeout(&fire, timeout_ms.min(i32::MAX as u32) as i32));
                }
                if let Some(signal) = &self.signal {
                    let _ = signal.add_event_listener_with_callback("abort", &resolve);
                }
                self.inbox.borrow_mut().wake = Some(resolve.clone());
                resolve_fn = Some(resolve);
            });
            let woken = JsFuture::from(wait).await;
            if let Some(timer) = timer {
                clear_timeout(&timer);
            }
            self.inbox.borrow_mut().wake = None;
            if let (Some(signal), Some(resolve)) = (&self.signal, &resolve_fn) {
                let _ = signal.remove_event_listener_with_callback("abort", resolve);
            }
            if woken.is_ok_and(|value| value == JsValue::from(self.timer_marker.clone())) {
                return Err(Failure::Timeout);
            }
        }
    }
}

impl Drop for EventSourceStream {
    fn drop(&mut self) {
        self.source.close();
        for name in EVENTS {
            let _ = self
                .source
                .remove_event_listener_with_callback(name, self.listener.as_ref().unchecked_ref());
        }
    }
}

/// The one listener of `open`, `message` and `error`: a message event is a
/// message; any other event is told by the state it leaves the source in
/// (open; connecting again; closed for good).
fn listener(source: &EventSource, inbox: &Rc<RefCell<Inbox>>) -> Closure<dyn FnMut(Event)> {
    let source = source.clone();
    let inbox = Rc::downgrade(inbox);
    Closure::new(move |event: Event| {
        let signal = match event.dyn_ref::<MessageEvent>() {
            Some(message) => SourceSignal::Message {
                data: message.data().as_string().unwrap_or_default(),
                last_event_id: message.last_event_id(),
            },
            None => match source.ready_state() {
                EventSource::OPEN => SourceSignal::Open,
                EventSource::CONNECTING => SourceSignal::Reconnecting,
                _ => SourceSignal::Failed,
            },
        };
        if let Some(inbox) = inbox.upgrade() {
            inbox.borrow_mut().push(signal);
        }
    })
}
