//! The one call path every method ends in.

use web_sys::RequestCredentials;

use crate::core::http::{
    build_request, error_from_response, CredentialsMode, Error, HttpRequest, Operation, Outcome,
    RetryPolicy,
};
use crate::core::validate::{check_request, check_response};
use crate::transport::{self, Attempt, BodyMode, ByteStream, Failure, ResponseHeaders};

use super::request_options::RequestOptions;
use super::service_client::Client;

/// What to call: the operation, its path id, query and JSON body.
#[derive(Clone, Debug)]
pub(crate) struct Call {
    pub op: Operation,
    pub id: Option<String>,
    pub query: Vec<(&'static str, String)>,
    pub body: Option<String>,
}

impl Call {
    pub fn new(op: Operation) -> Self {
        Self {
            op,
            id: None,
            query: Vec::new(),
            body: None,
        }
    }

    pub fn id(mut self, id: &str) -> Self {
        self.id = Some(id.to_owned());
        self
    }

    pub fn query(mut self, query: Vec<(&'static str, String)>) -> Self {
        self.query = query;
        self
    }

    pub fn body(mut self, body: String) -> Self {
        self.body = Some(body);
        self
    }

    /// The same call for the page at `offset`, as the service sent it.
    pub fn at_offset(&self, offset: u64) -> Self {
        let mut call = self.clone();
        call.query.retain(|(name, _)| *name != "offset");
        let mut text = String::new();
        crate::core::json::write_u64(&mut text, offset);
        call.query.push(("offset", text));
        call
    }
}

/// A successful response, its body already validated against the operation's
/// shape (or, for a stream, the body to read event by event).
pub(crate) struct Reply {
    pub headers: ResponseHeaders,
    pub body: Vec<u8>,
    pub stream: Option<ByteStream>,
}

impl Client {
    /// Validates, builds, sends with retries, and validates the answer.
    pub(crate) async fn execute(
        &self,
        call: &Call,
        options: &RequestOptions,
    ) -> Result<Reply, Error> {
        let request = self.prepare(call)?;
        let config = &self.inner.config;
        let policy = RetryPolicy::new(options.max_retries.unwrap_or(config.max_retries()));
        let timeout_ms = options.timeout_ms.unwrap_or(config.timeout_ms());
        let mode = if call.op.is_stream() {
            BodyMode::Stream {
                idle_timeout_ms: options.idle_timeout_ms.unwrap_or(timeout_ms),
            }
        } else {
            BodyMode::Whole
        };
        let mut retries = 0;
        loop {
            let attempt = self.attempt(&request, timeout_ms, options);
            let (error, outcome, retry_after, retry_after_ms) =
                match transport::send(attempt, mode).await {
                    Ok(response) if (200..300).contains(&response.status) => {
                        if let (Some(shape), BodyMode::Whole) = (call.op.response_shape(), mode) {
                            check_response(shape, &response.body).map_err(|invalid| {
                                Error::from_invalid_response(invalid)
                                    .with_status(response.status)
                                    .with_request_id(response.headers.request_id.as_deref())
                            })?;
                        }
                        return Ok(Reply {
                            headers: response.headers,
                            body: response.body,
                            stream: response.stream,
                        });
                    }
                    Ok(response) => {
                        let error = error_from_response(
                            response.status,
                            &response.body,
                            response.headers.request_id.as_deref(),
                        );
                        let headers = response.headers;
                        (
                            error,
                            Outcome::Status(response.status),
                            headers.retry_after,
                            headers.retry_after_ms,
                        )
                    }
                    Err(Failure::Aborted) => return Err(Error::aborted()),
                    Err(Failure::Timeout) => (Error::timeout(), Outcome::Timeout, None, None),
                    Err(Failure::Connection(message)) => {
                        (Error::connection(message), Outcome::Connection, None, None)
                    }
                };
            let delay = policy.next_delay(
                request.method,
                retries,
                outcome,
                retry_after.as_deref(),
                retry_after_ms.as_deref(),
                js_sys::Date::now(),
                js_sys::Math::random(),
            );
            let Some(delay) = delay else {
                return Err(error);
            };
            if !transport::sleep_unless_aborted(delay, options.signal.as_ref()).await {
                return Err(Error::aborted());
            }
            retries += 1;
        }
    }

    /// Refuses a body that breaks the operation's rules, then builds the request.
    pub(crate) fn prepare(&self, call: &Call) -> Result<HttpRequest, Error> {
        if let (Some(shape), Some(body)) = (call.op.request_shape(), call.body.as_deref()) {
            check_request(shape, body.as_bytes())?;
        }
        build_request(
            &self.inner.config,
            call.op,
            call.id.as_deref(),
            &call.query,
            call.body.clone(),
        )
    }

    pub(crate) fn attempt<'a>(
        &'a self,
        request: &'a HttpRequest,
        timeout_ms: u32,
        options: &RequestOptions,
    ) -> Attempt<'a> {
        Attempt {
            method: request.method.as_str(),
            url: &request.url,
            headers: &request.headers,
            body: request.body.as_deref(),
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
