//! The transport off wasm32 (a server or native build): the functions and
//! types of the browser transport, none of which touches JavaScript.
//!
//! The SDK sends through the browser's `fetch` and `EventSource`; a host
//! build has neither. Every attempt and every `EventSource` fails at once
//! with [`Failure::Unsupported`], which the client reports as
//! [`ErrorKind::UnsupportedPlatform`](crate::ErrorKind::UnsupportedPlatform).
//! So nothing can come back: the body stream, the `EventSource` stream and
//! the abort guard cannot be made here (they are uninhabited), and the
//! `js-sys` and `web-sys` functions that would panic off wasm are never
//! called. The waits resolve at once, since nothing is ever sent to retry
//! or poll, and no signal can fire without JavaScript.

use std::collections::hash_map::RandomState;
use std::convert::Infallible;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

use js_sys::{Promise, Uint8Array};
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

/// Resolves at once: off wasm32 nothing is sent, so nothing waits to retry.
pub async fn sleep(_ms: u32) {}

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

/// The abort machinery of one attempt: never made off wasm32.
pub struct AbortGuard {
    never: Infallible,
}

impl AbortGuard {
    /// `None`: off wasm32 there is no `AbortController`.
    pub fn new(_timeout_ms: u32, _caller_signal: Option<AbortSignal>) -> Option<Self> {
        None
    }

    /// The signal to hand to `fetch` and to body reads.
    pub fn signal(&self) -> AbortSignal {
        match self.never {}
    }

    /// `promise`, or a rejection as soon as the attempt's signal aborts.
    pub fn race(&self, _promise: &Promise) -> Promise {
        match self.never {}
    }

    /// Whether the caller asked to abort.
    pub fn caller_aborted(&self) -> bool {
        match self.never {}
    }

    /// Whether the timeout fired.
    pub fn timed_out(&self) -> bool {
        match self.never {}
    }

    /// Marks the attempt complete.
    pub fn finish(self) {
        match self.never {}
    }

    /// Stops the timeout without finishing.
    pub fn clear_timeout(&mut self) {
        match self.never {}
    }
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
