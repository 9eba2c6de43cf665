//! The transport off wasm32 (a server or native build): the functions and
//! types of the browser transport, none of which touches JavaScript.
//!
//! The SDK sends through the browser's `fetch` and `EventSource`; a host
//! build has neither. Every attempt and every `EventSource` fails at once
//! with [`Failure::Unsupported`], which the client reports as
//! [`ErrorKind::UnsupportedPlatform`](crate::ErrorKind::UnsupportedPlatform).
//! So nothing can come back: the body stream and the `EventSource` stream
//! cannot be made here (they are uninhabited), and the
//! `js-sys` and `web-sys` functions that would panic off wasm are never
//! called. The waits resolve at once, since nothing is ever sent to retry
//! or poll, and no signal can fire without JavaScript.

use std::collections::hash_map::RandomState;
use std::convert::Infallible;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

use js_sys::Uint8Array;
use web_sys::{AbortController, AbortSignal};

use super::attempt::{Attempt, BodyMode};
use super::failure::Failure;
use super::response::RawResponse;
use super::source_signal::SourceSignal;

/// Fails with [`Failure::Unsupported`]: off wasm32 there is no `fetch`.
/// Nothing is sent.
pub async fn send(_attempt: Attempt<'_>, _mode: BodyMode) -> Result<RawResponse, Failure> {
    Err(Failure::Unsupported)
}

/// `None`: off wasm32 there is no `AbortController`.
pub fn abort_controller() -> Option<AbortController> {
    None
}

/// `signal`: off wasm32 no signal can fire, so there is nothing to join.
pub fn join_signals(signal: AbortSignal, _other: Option<&AbortSignal>) -> AbortSignal {
    signal
}

/// Resolves at once with `true` (not aborted): off wasm32 nothing is sent,
/// so nothing waits, and no signal can fire.
pub async fn sleep_unless_aborted(_ms: u32, _signal: Option<&AbortSignal>) -> bool {
    true
}

/// Milliseconds since the Unix epoch, from the system clock.
pub fn now_ms() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |elapsed| elapsed.as_secs_f64() * 1_000.0)
}

/// A number in `[0, 1)`, from the standard library's randomly seeded hasher.
pub fn random() -> f64 {
    let bits = RandomState::new().build_hasher().finish() >> 11;
    bits as f64 / (1u64 << 53) as f64
}

/// The body of a streaming response: never made off wasm32, where no
/// response arrives.
pub struct ByteStream {
    never: Infallible,
}

impl ByteStream {
    /// The next chunk of bytes.
    pub async fn next_chunk(&mut self) -> Result<Option<Uint8Array>, Failure> {
        match self.never {}
    }
}

/// An open `EventSource`: never made off wasm32.
pub struct EventSourceStream {
    never: Infallible,
}

impl EventSourceStream {
    /// Fails with [`Failure::Unsupported`]: off wasm32 there is no `EventSource`.
    pub fn open(
        _url: &str,
        _with_credentials: bool,
        _signal: Option<AbortSignal>,
    ) -> Result<Self, Failure> {
        Err(Failure::Unsupported)
    }

    /// The next signal.
    pub async fn next(&mut self, _timeout_ms: u32) -> Result<SourceSignal, Failure> {
        match self.never {}
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use web_sys::RequestCredentials;

    use super::*;

    /// The output of `future`, which must be ready on its first poll.
    fn now<F: Future>(future: F) -> F::Output {
        match pin!(future).poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(output) => output,
            Poll::Pending => panic!("off wasm32 nothing may wait"),
        }
    }

    #[test]
    fn the_host_transport_sends_nothing_and_never_touches_javascript() {
        let headers = [("Authorization".to_owned(), "Bearer sk".to_owned())];
        let attempt = Attempt {
            method: "GET",
            url: "https://api.example.com/org/projects",
            headers: &headers,
            body: None,
            form: None,
            bytes: None,
            credentials: RequestCredentials::Omit,
            timeout_ms: 1_000,
            signal: None,
            fetch: None,
        };
        assert!(matches!(
            now(send(attempt, BodyMode::Whole)),
            Err(Failure::Unsupported)
        ));
        assert!(matches!(
            EventSourceStream::open("https://api.example.com/x", false, None),
            Err(Failure::Unsupported)
        ));
        assert!(abort_controller().is_none());
        assert!(now(sleep_unless_aborted(60_000, None)));
        assert!(now_ms() > 1.6e12);
        for _ in 0..100 {
            assert!((0.0..1.0).contains(&random()));
        }
    }
}
