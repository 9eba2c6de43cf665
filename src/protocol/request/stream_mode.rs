//! Which browser API carries event streams.

/// How the client opens event streams (`follow`, log streams).
///
/// Both give the same typed events, reconnect by default and drop events a
/// resumed connection repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum StreamMode {
    /// [`fetch`](https://developer.mozilla.org/docs/Web/API/Window/fetch)
    /// with a streamed body, parsed by the SDK's own SSE parser. Sends every
    /// header (the API key, the project header), so it works everywhere.
    #[default]
    Fetch,
    /// The browser's
    /// [`EventSource`](https://developer.mozilla.org/docs/Web/API/EventSource),
    /// for a page whose own server proxies the service and adds the key
    /// (cookies only: an `EventSource` sends no other header). The browser
    /// reconnects it itself, with `Last-Event-ID`.
    EventSource,
}

impl StreamMode {
    /// The name of the mode in the JavaScript options: `fetch` or `eventsource`.
    pub fn as_str(self) -> &'static str {
        match self {
            StreamMode::Fetch => "fetch",
            StreamMode::EventSource => "eventsource",
        }
    }
}
