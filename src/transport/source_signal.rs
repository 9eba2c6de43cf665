//! What an event stream opened through the browser's `EventSource` reports:
//! the same on every target.

/// What the `EventSource` reported.
#[derive(Clone, Debug, PartialEq, Eq)]
// Only the browser transport makes these; the host one fails first.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
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
