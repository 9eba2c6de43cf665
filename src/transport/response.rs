//! What an attempt brings back: status, the headers the SDK reads, the body.

use super::ByteStream;

/// The headers the SDK reads, copied out of the JS `Headers` once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResponseHeaders {
    /// `X-Request-Id`, quoted in errors for support.
    pub request_id: Option<String>,
    /// `X-Has-More` of a list page.
    pub has_more: Option<String>,
    /// `X-Next-Offset` of a list page.
    pub next_offset: Option<String>,
    /// `Retry-After` (seconds or an HTTP date).
    pub retry_after: Option<String>,
    /// `retry-after-ms`.
    pub retry_after_ms: Option<String>,
    /// `Content-Length`: a download's size, when the service tells it.
    pub content_length: Option<String>,
}

/// A response: status, headers, and the body read whole or as a stream.
pub struct RawResponse {
    /// HTTP status code.
    pub status: u16,
    /// The headers the SDK reads.
    pub headers: ResponseHeaders,
    /// The body, read whole (empty for a stream).
    pub body: Vec<u8>,
    /// The body as a stream, for a successful streaming request.
    pub stream: Option<ByteStream>,
}

#[cfg(target_arch = "wasm32")]
impl RawResponse {
    pub(super) fn new(
        response: &web_sys::Response,
        body: Vec<u8>,
        stream: Option<ByteStream>,
    ) -> Self {
        let headers = response.headers();
        let get = |name: &str| headers.get(name).ok().flatten();
        Self {
            status: response.status(),
            headers: ResponseHeaders {
                request_id: get("x-request-id"),
                has_more: get("x-has-more"),
                next_offset: get("x-next-offset"),
                retry_after: get("retry-after"),
                retry_after_ms: get("retry-after-ms"),
                content_length: get("content-length"),
            },
            body,
            stream,
        }
    }
}
