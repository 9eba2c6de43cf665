//! The browser edge: one HTTP attempt through `fetch`, timers, cancellation,
//! body reading and `EventSource`, through `web-sys`.
//!
//! Nothing here decides what to send or how to read an answer; that is the
//! core's job. This layer only moves bytes and reports how an attempt ended.

mod abort;
mod bindings;
mod event_source;
mod failure;
mod fetch;
mod response;
mod sleep;
mod stream;

pub use abort::{join_signals, AbortGuard};
pub use bindings::abort_signal_any;
pub use event_source::{EventSourceStream, SourceSignal};
pub use failure::Failure;
pub use fetch::{send, Attempt, BodyMode};
pub use response::{RawResponse, ResponseHeaders};
pub use sleep::{sleep, sleep_unless_aborted};
pub use stream::ByteStream;
