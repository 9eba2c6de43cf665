//! The one call path every method ends in: validate, build, send with
//! retries, validate the answer.

use web_sys::RequestCredentials;

use crate::protocol::lifecycle::{Attempts, FailedAttempt, ResponseHead, Verdict};
use crate::protocol::request::{
    build_request, resume_after, CredentialsMode, HttpRequest, StreamMode, Target,
};
use crate::protocol::response::Error;
use crate::protocol::retry::RetryPolicy;
use crate::protocol::validate::check_request;
use crate::transport::{
    self, now_ms, random, Attempt, BodyMode, ByteStream, EventSourceStream, Failure,
    ResponseHeaders, SourceSignal,
};

use super::call::Call;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// The open connection of an event stream.
pub(crate) enum StreamBody {
    /// A fetch response's body, parsed by the SDK.
    Bytes(ByteStream),
    /// An `EventSource`, parsed and reconnected by the browser.
    Source(EventSourceStream),
}

/// A successful response, its body already validated against the operation's
/// shape (or, for a stream, the body to read event by event).
pub(crate) struct Reply {
    pub headers: ResponseHeaders,
    pub body: Vec<u8>,
    pub stream: Option<StreamBody>,
}

impl Client {
    /// Validates, builds, sends with retries, and validates the answer.
    /// A stream of a client in [`StreamMode::EventSource`] opens an
    /// `EventSource`; when the browser gives up on it, the same request
    /// through fetch tells why (its status and error record) or, if it
    /// succeeds, carries the stream instead.
    pub(crate) async fn execute(
        &self,
        call: &Call,
        options: &RequestOptions,
    ) -> Result<Reply, Error> {
        let request = self.prepare(call)?;
        if call.op.is_stream() && self.inner.config.stream_mode() == StreamMode::EventSource {
            if let Some(source) = self.open_event_source(&request, options).await? {
                return Ok(Reply {
                    headers: ResponseHeaders::default(),
                    body: Vec::new(),
                    stream: Some(StreamBody::Source(source)),
                });
            }
        }
        self.send(call, &request, options).await
    }

    /// Like [`execute`](Self::execute), always through fetch: for a stream
    /// whose `EventSource` the browser gave up on, it tells why.
    pub(crate) async fn execute_over_fetch(
        &self,
        call: &Call,
        options: &RequestOptions,
    ) -> Result<Reply, Error> {
        let request = self.prepare(call)?;
        self.send(call, &request, options).await
    }

    /// Opens an `EventSource` and waits for it to open: `None` when the
    /// browser gave up on it.
    async fn open_event_source(
        &self,
        request: &HttpRequest,
        options: &RequestOptions,
    ) -> Result<Option<EventSourceStream>, Error> {
        let with_credentials = self.inner.config.credentials() == CredentialsMode::Include;
        let timeout_ms = options.timeout_ms.unwrap_or(self.inner.config.timeout_ms());
        let mut source =
            EventSourceStream::open(&request.url, with_credentials, options.signal.clone())
                .map_err(|failure| match failure {
                    #[cfg(not(target_arch = "wasm32"))]
                    Failure::Unsupported => Error::unsupported_platform(),
                    _ => Error::connection("the EventSource could not be created"),
                })?;
        match source.next(timeout_ms).await {
            Ok(SourceSignal::Open) => Ok(Some(source)),
            Ok(_) => Ok(None),
            Err(Failure::Aborted) => Err(Error::aborted()),
            Err(Failure::Timeout) => Err(Error::timeout()),
            Err(Failure::Connection(message)) => Err(Error::connection(message)),
            #[cfg(not(target_arch = "wasm32"))]
            Err(Failure::Unsupported) => Err(Error::unsupported_platform()),
        }
    }

    /// Sends through fetch with retries, and validates the answer.
    async fn send(
        &self,
        call: &Call,
        request: &HttpRequest,
        options: &RequestOptions,
    ) -> Result<Reply, Error> {
        let config = &self.inner.config;
        let policy = RetryPolicy::new(options.max_retries.unwrap_or(config.max_retries()));
        let timeout_ms = options.timeout_ms.unwrap_or(config.timeout_ms());
        let mode = if call.op.is_stream() || call.streams_body {
            BodyMode::Stream {
                idle_timeout_ms: options.idle_timeout_ms.unwrap_or(timeout_ms),
            }
        } else {
            BodyMode::Whole
        };
        let answer_type = match mode {
            BodyMode::Whole => call.op.answer_type(),
            BodyMode::Stream { .. } => None,
        };
        let mut attempts = Attempts::new(request.method, policy, answer_type);
        loop {
            let attempt = self.attempt(request, call, timeout_ms, options);
            let delay = match transport::send(attempt, mode).await {
                Ok(response) => {
                    let headers = &response.headers;
                    let head = ResponseHead {
                        status: response.status,
                        request_id: headers.request_id.as_deref(),
                        retry_after: headers.retry_after.as_deref(),
                        retry_after_ms: headers.retry_after_ms.as_deref(),
                    };
                    match attempts.on_response(head, &response.body, now_ms(), random()) {
                        Verdict::Answer => {
                            return Ok(Reply {
                                headers: response.headers,
                                body: response.body,
                                stream: response.stream.map(StreamBody::Bytes),
                            })
                        }
                        Verdict::RetryAfter(delay) => delay,
                        Verdict::Fail(error) => return Err(error),
                    }
                }
                Err(failure) => {
                    let failed = match failure {
                        Failure::Aborted => FailedAttempt::Aborted,
                        Failure::Timeout => FailedAttempt::Timeout,
                        Failure::Connection(message) => FailedAttempt::Connection(message),
                        #[cfg(not(target_arch = "wasm32"))]
                        Failure::Unsupported => return Err(Error::unsupported_platform()),
                    };
                    attempts.on_failure(failed, now_ms(), random())?
                }
            };
            if !transport::sleep_unless_aborted(delay, options.signal.as_ref()).await {
                return Err(Error::aborted());
            }
        }
    }

    /// Refuses a body that breaks the operation's rules, then builds the request.
    pub(crate) fn prepare(&self, call: &Call) -> Result<HttpRequest, Error> {
        if let (Some(ty), Some(body)) = (call.op.body_type(), call.body.as_deref()) {
            check_request(ty, body.as_bytes())?;
        }
        self.build(call)
    }

    /// Builds the request of a call whose body was checked already.
    fn build(&self, call: &Call) -> Result<HttpRequest, Error> {
        let path: Vec<&str> = call.path.iter().map(String::as_str).collect();
        // An upload's JSON text served its check: its form is sent.
        let body = match call.form {
            Some(_) => None,
            None => call.body.clone(),
        };
        let mut request = build_request(
            &self.inner.config,
            Target::of(call.op),
            &path,
            &call.query,
            body,
        )?;
        if let Some(id) = &call.last_event_id {
            resume_after(&mut request, id);
        }
        Ok(request)
    }

    /// The attempt of `request` (with the form or the bytes `call` sends
    /// apart from it), as the transport takes it.
    pub(crate) fn attempt<'a>(
        &'a self,
        request: &'a HttpRequest,
        call: &'a Call,
        timeout_ms: u32,
        options: &RequestOptions,
    ) -> Attempt<'a> {
        Attempt {
            method: request.method.as_str(),
            url: &request.url,
            headers: &request.headers,
            body: request.body.as_deref(),
            form: call.form.as_ref(),
            bytes: call.bytes.as_ref(),
            credentials: match self.inner.config.credentials() {
                CredentialsMode::Omit => RequestCredentials::Omit,
                CredentialsMode::SameOrigin => RequestCredentials::SameOrigin,
                CredentialsMode::Include => RequestCredentials::Include,
            },
            timeout_ms,
            signal: options.signal.clone(),
            fetch: self.inner.fetch.as_ref(),
        }
    }
}
