//! Server-sent event responses. A route reads the request's
//! `Last-Event-ID` ([`LastEventId`]), opens a [`channel`] (registered with
//! the [`Registry`] behind `GET /_sim/streams`), and runs [`drive`] with a
//! closure that looks for new events; the sink applies the stream
//! faults as events go out.

mod drive;
mod registry;
mod resume;
mod sink;

pub use drive::{drive, Batch};
pub use registry::Registry;
pub use resume::LastEventId;
pub use sink::{channel, Event};
