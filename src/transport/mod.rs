//! The browser edge: one HTTP attempt through `fetch`, timers, cancellation,
//! body reading and `EventSource`, through `web-sys`.
//!
//! Nothing here decides what to send or how to read an answer; that is the
//! core's job. This layer only moves bytes and reports how an attempt ended.
//!
//! # Off wasm32
//!
//! A server or native build (the server side of Leptos or Dioxus) gets the
//! same functions and types from a host transport that never calls into
//! JavaScript: every attempt and every `EventSource` fails at once with
//! `Failure::Unsupported`, which the client reports as
//! [`ErrorKind::UnsupportedPlatform`](crate::ErrorKind::UnsupportedPlatform).
//! Nothing is sent.

mod attempt;
mod failure;
mod response;
mod source_signal;

#[cfg(target_arch = "wasm32")]
mod abort;
#[cfg(target_arch = "wasm32")]
mod bindings;
#[cfg(target_arch = "wasm32")]
mod clock;
#[cfg(target_arch = "wasm32")]
mod event_source;
#[cfg(target_arch = "wasm32")]
mod fetch;
#[cfg(target_arch = "wasm32")]
mod sleep;
#[cfg(target_arch = "wasm32")]
mod stream;

#[cfg(not(target_arch = "wasm32"))]
mod host;

pub use attempt::{Attempt, BodyMode};
pub use failure::Failure;
pub use response::ResponseHeaders;
pub use source_signal::SourceSignal;

#[cfg(target_arch = "wasm32")]
pub use abort::{abort_controller, join_signals};
#[cfg(target_arch = "wasm32")]
pub use clock::{now_ms, random};
#[cfg(target_arch = "wasm32")]
pub use event_source::EventSourceStream;
#[cfg(target_arch = "wasm32")]
pub use fetch::send;
#[cfg(target_arch = "wasm32")]
pub use sleep::sleep_unless_aborted;
#[cfg(target_arch = "wasm32")]
pub use stream::ByteStream;

#[cfg(not(target_arch = "wasm32"))]
pub use host::{
    abort_controller, join_signals, now_ms, random, send, sleep_unless_aborted, ByteStream,
    EventSourceStream,
};
