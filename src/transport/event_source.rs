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

/// What the `EventSource` reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceSignal {
    /// The connection opened (status 200, `text/event-stream`).
    Open,
    /// A `message` event: its data and its `lastEventId`.
    Message {
        /// The event's data.
        data: String,
        /// The event's `lastEventId` (empty when the stream set none).
        last_event_id: String,
    },
    /// The connection was lost; the browser is reconnecting.
    Reconnecting,
    /// The browser gave up (a status other than 200, a wrong content type,
    /// or a network error it will not retry); it says no more.
    Failed,
}

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

type Listener = Closure<dyn FnMut(Event)>;

/// An open `EventSource` and its listeners. Dropping it removes the
/// listeners and closes the connection.
pub struct EventSourceStream {
    source: EventSource,
    inbox: Rc<RefCell<Inbox>>,
    listeners: [(&'static str, Listener); 3],
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
        let listeners = [
            ("open", listener(&inbox, |_| Some(SourceSignal::Open))),
            (
                "message",
                listener(&inbox, |event| {
                    let event: &MessageEvent = event.dyn_ref()?;
                    Some(SourceSignal::Message {
                        data: event.data().as_string().unwrap_or_default(),
                        last_event_id: event.last_event_id(),
                    })
                }),
            ),
            ("error", {
                let source = source.clone();
                listener(&inbox, move |_| {
                    Some(match source.ready_state() {
                        EventSource::CLOSED => SourceSignal::Failed,
                        _ => SourceSignal::Reconnecting,
                    })
                })
            }),
        ];
        for (name, listener) in &listeners {
            source
                .add_event_listener_with_callback(name, listener.as_ref().unchecked_ref())
                .map_err(|_| Failure::Connection("the EventSource refused a listener".into()))?;
        }
        Ok(Self {
            source,
            inbox,
            listeners,
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
        for (name, listener) in &self.listeners {
            let _ = self
                .source
                .remove_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
        }
    }
}

/// A listener that turns an event into a signal for the inbox.
fn listener(
    inbox: &Rc<RefCell<Inbox>>,
    read: impl Fn(&Event) -> Option<SourceSignal> + 'static,
) -> Listener {
    let inbox = Rc::downgrade(inbox);
    Closure::new(move |event: Event| {
        if let (Some(signal), Some(inbox)) = (read(&event), inbox.upgrade()) {
            inbox.borrow_mut().push(signal);
        }
    })
}
