//! What an attempt brings back: status, the headers the SDK reads, the body.

use super::stream::ByteStream;

/// The headers the SDK reads, copied out of the response once.
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
}

impl ResponseHeaders {
    /// The names browser.js reads, in the order of the fields.
    pub(super) const NAMES: &'static str =
        "x-request-id x-has-more x-next-offset retry-after retry-after-ms";

    /// The status and headers from browser.js's lines: the status, then one
    /// line per name, `:value` or empty when the header is absent.
    pub(super) fn read(meta: &str) -> (u16, Self) {
        let mut lines = meta.split('\n');
        let status = lines.next().and_then(|s| s.parse().ok()).unwrap_or(0);
        let mut next = || {
            lines
                .next()
                .and_then(|line| line.strip_prefix(':'))
                .map(str::to_owned)
        };
        let headers = ResponseHeaders {
            request_id: next(),
            has_more: next(),
            next_offset: next(),
            retry_after: next(),
            retry_after_ms: next(),
        };
        (status, headers)
    }
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
