//! One watch of a session, as the core's [`WatchPlan`] directs it: the
//! record read through `retrieve`, changes through the event stream, polls
//! when the stream fails. Shared by the Rust stream and the JavaScript
//! iterator; hands out states as the record's JSON text.

use std::rc::Rc;

use web_sys::AbortSignal;

use crate::protocol::lifecycle::EventBatch;
use crate::protocol::response::Error;
use crate::protocol::session::{WatchPlan, WatchStep};
use crate::transport::sleep_unless_aborted;

use super::super::events::StreamReader;
use super::super::request_options::RequestOptions;
use super::shared::SharedSession;

/// The reading end of one watch.
pub(crate) struct Watcher {
    session: Rc<SharedSession>,
    plan: WatchPlan,
    /// Cancelled by the session's `close()` and by `signal` from [`Watcher::new`].
    options: RequestOptions,
    stream: Option<(Box<StreamReader>, EventBatch)>,
    /// States to hand out, oldest first.
    ready: Vec<String>,
}

impl Watcher {
    /// A watch of `session` that polls every `poll_interval_ms` once
    /// streaming fails, and stops when `signal` (if any) aborts.
    pub(crate) fn new(
        session: Rc<SharedSession>,
        poll_interval_ms: u32,
        signal: Option<AbortSignal>,
    ) -> Self {
        let options = session.options(RequestOptions {
            signal,
            ..RequestOptions::default()
        });
        Watcher {
            session,
            plan: WatchPlan::new(poll_interval_ms),
            options,
            stream: None,
            ready: Vec::new(),
        }
    }

    /// The next state, `None` once the watch is over or the session closed
    /// (whatever a request it stopped then failed with).
    pub(crate) async fn next(&mut self) -> Result<Option<String>, Error> {
        let next = self.advance().await;
        if self.session.closed() {
            self.stream = None;
            return Ok(None);
        }
        next
    }

    async fn advance(&mut self) -> Result<Option<String>, Error> {
        loop {
            if self.session.closed() {
                return Ok(None);
            }
            if !self.ready.is_empty() {
                return Ok(Some(self.ready.remove(0)));
            }
            match self.plan.step() {
                WatchStep::Read => self.read().await?,
                WatchStep::Poll { delay_ms } => {
                    if !sleep_unless_aborted(delay_ms, self.options.signal.as_ref()).await {
                        return Err(Error::aborted());
                    }
                    self.read().await?;
                }
                WatchStep::Follow => self.follow().await?,
                WatchStep::End => {
                    self.stream = None;
                    return Ok(None);
                }
            }
        }
    }

    /// Reads the record (closing the stream, which a read replaces).
    async fn read(&mut self) -> Result<(), Error> {
        self.stream = None;
        let state = self.session.retrieve(&self.options).await?;
        if self.plan.on_record(&state) {
            self.ready.push(state);
        }
        Ok(())
    }

    /// Reads the next events, opening the stream first if needed.
    async fn follow(&mut self) -> Result<(), Error> {
        if self.stream.is_none() {
            match self.session.follow(&self.options).await {
                Ok(reader) => self.stream = Some((Box::new(reader), EventBatch::default())),
                Err(error) => return self.plan.on_stream_error(error),
            }
        }
        let Some((reader, batch)) = self.stream.as_mut() else {
            return Ok(());
        };
        match reader.next_batch(batch).await {
            Ok(true) => {
                for event in batch.events() {
                    if let Some(state) = self.session.apply(event) {
                        if self.plan.on_event(&state) {
                            self.ready.push(state);
                        }
                    }
                }
                Ok(())
            }
            Ok(false) => {
                self.stream = None;
                self.plan.on_stream_end();
                Ok(())
            }
            Err(error) => {
                self.stream = None;
                self.plan.on_stream_error(error)
            }
        }
    }
}
