//! The browser edge: one HTTP attempt through `fetch`, timers, cancellation
//! and body reading. The browser work of each step is done by the
//! transport's JavaScript half (browser.js) in one call from wasm.
//!
//! Nothing here decides what to send or how to read an answer; that is the
//! core's job. This layer only moves bytes and reports how an attempt ended.

mod bindings;
mod failure;
mod fetch;
mod response;
mod sleep;
mod step;
mod stream;

pub use failure::Failure;
pub use fetch::{send, Attempt, BodyMode};
pub use response::{RawResponse, ResponseHeaders};
pub use sleep::{sleep, sleep_unless_aborted};
pub use stream::ByteStream;
