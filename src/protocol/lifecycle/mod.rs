//! The lifecycle of a request, as state machines with no I/O: what to do
//! after each attempt, each create, each read of a connection. The client
//! drives them: it sends what they ask, waits as long as they say, and
//! hands back what came of it. So every decision runs in host tests, and
//! the Rust client and the npm package (which calls the same client) share
//! them.
//!
//! - [`Attempts`]: one request's attempts, retries and the waits between
//!   them, and the validation of the answer.
//! - [`GetOrCreate`]: a create that conflicts becomes one read of the
//!   existing record.
//! - [`LoginWait`]: reading a connection until its login flow ends.
//! - `EventStreamState`: an event stream's events, validated, and what
//!   to do when one of its connections ends.
//!
//! Two more live beside the operations they serve: paging with its
//! no-progress guard ([`next_offset`](crate::protocol::response::next_offset))
//! and stream reconnection
//! ([`Reconnector`](crate::protocol::sse::Reconnector) with
//! [`ResumeFilter`](crate::protocol::sse::ResumeFilter)).

mod attempts;
mod event_stream;
mod get_or_create;
mod login_wait;

pub use attempts::{Attempts, FailedAttempt, ResponseHead, Verdict};
// The fuzz targets drive the stream's state through the `fuzzing` feature.
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub use event_stream::{ConnectionEnd, EventBatch, EventStreamState, Recovery};
#[cfg(not(feature = "fuzzing"))]
pub(crate) use event_stream::{ConnectionEnd, EventBatch, EventStreamState, Recovery};
pub use get_or_create::{GetOrCreate, GetOrCreateStep};
pub use login_wait::{LoginWait, LoginWaitStep};
