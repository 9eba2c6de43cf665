//! A request about to be sent: set per-request options, then `.await` it.

use std::future::{Future, IntoFuture};
use std::pin::Pin;

use web_sys::AbortSignal;

use crate::protocol::response::Error;

use serde::de::DeserializeOwned;

use super::call::Call;
use super::download::Download;
use super::events::EventStream;
use super::execute::Reply;
use super::finish;
use super::page::Page;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// Turns a successful reply into the method's result.
pub(crate) type Finish<T> = fn(&Client, &Call, &RequestOptions, Reply) -> Result<T, Error>;

/// A request that runs when awaited:
/// `client.projects().retrieve(id).timeout_ms(5_000).await`.
#[must_use = "a request does nothing until it is awaited"]
pub struct RequestBuilder<'c, T> {
    client: &'c Client,
    call: Result<Call, Error>,
    options: RequestOptions,
    finish: Finish<T>,
}

impl<'c, T> RequestBuilder<'c, T> {
    pub(crate) fn new(client: &'c Client, call: Result<Call, Error>, finish: Finish<T>) -> Self {
        Self {
            client,
            call,
            options: RequestOptions::default(),
            finish,
        }
    }

    /// Abandons each attempt after `ms` milliseconds (the client's timeout otherwise).
    pub fn timeout_ms(mut self, ms: u32) -> Self {
        self.options.timeout_ms = Some(ms);
        self
    }

    /// Retries at most `n` times (the client's setting otherwise).
    pub fn max_retries(mut self, n: u32) -> Self {
        self.options.max_retries = Some(n);
        self
    }

    /// For streams: fails the stream with a timeout after `ms` milliseconds
    /// without a byte (heartbeats count); the request timeout otherwise.
    pub fn idle_timeout_ms(mut self, ms: u32) -> Self {
        self.options.idle_timeout_ms = Some(ms);
        self
    }

    /// For streams: reconnects at most `n` times in a row (0: never); a
    /// connection that delivered events resets the count. Default
    /// [`DEFAULT_MAX_RECONNECTS`](crate::protocol::sse::DEFAULT_MAX_RECONNECTS).
    pub fn max_reconnects(mut self, n: u32) -> Self {
        self.options.max_reconnects = Some(n);
        self
    }

    /// For streams: resumes after event `id`, one the caller already has
    /// (kept from an earlier stream, say), from the first connection on
    /// (see [`RequestOptions::last_event_id`]).
    pub fn last_event_id(mut self, id: impl Into<String>) -> Self {
        self.options.last_event_id = Some(id.into());
        self
    }

    /// Aborts the request when `signal` fires.
    pub fn signal(mut self, signal: AbortSignal) -> Self {
        self.options.signal = Some(signal);
        self
    }

    /// Replaces every per-request option at once.
    pub fn options(mut self, options: RequestOptions) -> Self {
        self.options = options;
        self
    }
}

impl<'c, T: DeserializeOwned> RequestBuilder<'c, T> {
    /// A request whose answer is one JSON record.
    pub(crate) fn json(client: &'c Client, call: Result<Call, Error>) -> Self {
        Self::new(client, call, finish::json)
    }
}

impl<'c> RequestBuilder<'c, ()> {
    /// A request whose answer is empty.
    pub(crate) fn nothing(client: &'c Client, call: Result<Call, Error>) -> Self {
        Self::new(client, call, finish::nothing)
    }
}

impl<'c> RequestBuilder<'c, Vec<u8>> {
    /// A request whose answer is bytes (a download).
    pub(crate) fn bytes(client: &'c Client, call: Result<Call, Error>) -> Self {
        Self::new(client, call, finish::bytes)
    }

    /// The same download, its body read as a [`Download`]: a stream of
    /// chunks as they arrive, never held whole, with its progress.
    pub fn stream(self) -> RequestBuilder<'c, Download> {
        RequestBuilder {
            client: self.client,
            call: self.call.map(|call| Call {
                streams_body: true,
                ..call
            }),
            options: self.options,
            finish: finish::download,
        }
    }
}

impl<'c, T: DeserializeOwned + 'static> RequestBuilder<'c, Page<T>> {
    /// A request whose answer is one page of a list.
    pub(crate) fn page(client: &'c Client, call: Result<Call, Error>) -> Self {
        Self::new(client, call, Page::finish)
    }
}

impl<'c, T: DeserializeOwned> RequestBuilder<'c, EventStream<T>> {
    /// A request whose answer is an event stream.
    pub(crate) fn events(client: &'c Client, call: Result<Call, Error>) -> Self {
        Self::new(client, call, finish::events)
    }
}

impl<'c, T: 'c> IntoFuture for RequestBuilder<'c, T> {
    type Output = Result<T, Error>;
    type IntoFuture = Pin<Box<dyn Future<Output = Result<T, Error>> + 'c>>;

    fn into_future(self) -> Self::IntoFuture {
        Box::pin(async move {
            let mut call = self.call?;
            // A stream resuming from the caller's id sends it as a header:
            // through fetch, as an `EventSource` cannot.
            let reply = match &self.options.last_event_id {
                Some(id) if call.op.is_stream() => {
                    call.last_event_id = Some(id.clone());
                    self.client.execute_over_fetch(&call, &self.options).await?
                }
                _ => self.client.execute(&call, &self.options).await?,
            };
            (self.finish)(self.client, &call, &self.options, reply)
        })
    }
}
