//! How a session watches its flow, as a pure state machine: read the record,
//! follow the flow's events, fall back to polling when the stream fails,
//! and read the record once more when the flow ends.

use super::expired::session_error;
use crate::protocol::response::{Error, ErrorKind};
use crate::protocol::sse::flow_in_progress;

/// Milliseconds between two reads of the record once streaming has failed,
/// unless the session says otherwise.
pub const DEFAULT_POLL_INTERVAL_MS: u32 = 2_000;

/// What a watch does next ([`WatchPlan::step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WatchStep {
    /// Read the record (`retrieve`); hand it to [`WatchPlan::on_record`].
    Read,
    /// Read the flow's event stream (opening it first if needed): each state
    /// event, applied to the state, to [`WatchPlan::on_event`]; a failure to
    /// [`WatchPlan::on_stream_error`]; an end to [`WatchPlan::on_stream_end`].
    Follow,
    /// Wait `delay_ms`, then read the record as for [`WatchStep::Read`].
    Poll {
        /// The wait, in milliseconds.
        delay_ms: u32,
    },
    /// The watch is over.
    End,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The first read is due.
    Start,
    /// Events arrive through the stream.
    Following,
    /// The stream failed: the record is read every poll interval.
    Polling,
    /// The flow ended: one last read is due.
    Closing,
    /// Over.
    Ended,
}

/// The watch of one session, without I/O: says what to do next and, for
/// each state it is told of, whether to hand it out.
///
/// A watch hands out the current state first, then each state that
/// differs from the last one handed out, until the flow leaves
/// `IN_PROGRESS`: then the record is read once more, handed out, and the
/// watch ends. (A connection with no flow in progress at the first read
/// ends the watch after that state.) The events stream carries the changes;
/// when it fails with anything but a refused token, the record is polled
/// instead.
#[derive(Clone, Debug)]
pub struct WatchPlan {
    phase: Phase,
    poll_interval_ms: u32,
    /// The last state handed out.
    shown: Option<String>,
}

impl WatchPlan {
    /// A watch that polls every `poll_interval_ms` once streaming fails.
    pub fn new(poll_interval_ms: u32) -> Self {
        WatchPlan {
            phase: Phase::Start,
            poll_interval_ms,
            shown: None,
        }
    }

    /// What to do now.
    pub fn step(&self) -> WatchStep {
        match self.phase {
            Phase::Start | Phase::Closing => WatchStep::Read,
            Phase::Following => WatchStep::Follow,
            Phase::Polling => WatchStep::Poll {
                delay_ms: self.poll_interval_ms,
            },
            Phase::Ended => WatchStep::End,
        }
    }

    /// The record was read (`state`, its JSON text): whether to hand it out.
    pub fn on_record(&mut self, state: &str) -> bool {
        self.phase = match self.phase {
            Phase::Closing | Phase::Ended => Phase::Ended,
            _ if !flow_in_progress(state) => Phase::Ended,
            Phase::Start => Phase::Following,
            other => other,
        };
        self.show(state)
    }

    /// A state event arrived; `state` is the state with it applied: whether
    /// to hand it out. The event that ends the flow is not handed out: the
    /// record read after it is.
    pub fn on_event(&mut self, state: &str) -> bool {
        if self.phase != Phase::Following {
            return false;
        }
        if !flow_in_progress(state) {
            self.phase = Phase::Closing;
            return false;
        }
        self.show(state)
    }

    /// The stream failed with `error`. A refused token ends the watch with
    /// `SessionExpired`, an abort with itself; anything else switches to
    /// polling.
    pub fn on_stream_error(&mut self, error: Error) -> Result<(), Error> {
        let error = session_error(error);
        if matches!(
            error.kind(),
            ErrorKind::SessionExpired | ErrorKind::UserAbort
        ) {
            self.phase = Phase::Ended;
            return Err(error);
        }
        self.on_stream_end();
        Ok(())
    }

    /// The stream ended before the flow did: switches to polling.
    pub fn on_stream_end(&mut self) {
        if self.phase == Phase::Following {
            self.phase = Phase::Polling;
        }
    }

    /// Whether `state` differs from the last state handed out (and if so,
    /// remembers it as handed out).
    fn show(&mut self, state: &str) -> bool {
        if self.shown.as_deref() == Some(state) {
            return false;
        }
        self.shown = Some(state.to_owned());
        true
    }
}
