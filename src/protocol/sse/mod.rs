//! Server-sent events: the parser (bytes in, events out), what each event's
//! `data` is (a heartbeat, an error, a record), and the reconnection of a
//! dropped stream with the filter of the events it repeats.

mod parser;
mod reconnect;
mod resume;
mod stream_event;

pub use parser::{SseEvent, SseParser};
pub use reconnect::{Disconnect, Next, Reconnector, DEFAULT_MAX_RECONNECTS};
pub use resume::ResumeFilter;
pub(crate) use stream_event::control_item;
pub use stream_event::{classify_event, flow_in_progress, EndRule, StreamItem};
