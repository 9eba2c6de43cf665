//! Waiting for a login flow to finish.

use std::rc::Rc;

use web_sys::AbortSignal;

use crate::generated::resources::AuthConnectionsResource;
use crate::protocol::api::RETRIEVE_CONNECTION;
use crate::protocol::lifecycle::{LoginWait, LoginWaitStep};
use crate::protocol::model::AuthConnection;
use crate::protocol::response::Error;
use crate::transport::{now_ms, sleep_unless_aborted};

use super::super::call::Call;
use super::super::decode::decode;
use super::super::progress::{OnProgress, WaitProgress};
use super::super::request_options::RequestOptions;
use super::super::setters::setters;

/// How [`AuthConnectionsResource::wait_for_login`] polls.
#[derive(Clone)]
#[non_exhaustive]
pub struct WaitOptions {
    /// Milliseconds between two reads of the connection (default 1000).
    pub poll_interval_ms: u32,
    /// Stops waiting when it fires.
    pub signal: Option<AbortSignal>,
    /// Called after each read of the connection, the last one included,
    /// with the connection as read, the reads so far and the time waited.
    pub on_progress: Option<OnProgress<WaitProgress>>,
}

impl Default for WaitOptions {
    fn default() -> Self {
        Self {
            poll_interval_ms: 1_000,
            signal: None,
            on_progress: None,
        }
    }
}

impl std::fmt::Debug for WaitOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WaitOptions")
            .field("poll_interval_ms", &self.poll_interval_ms)
            .field("signal", &self.signal)
            .field("on_progress", &self.on_progress.as_ref().map(|_| "Fn"))
            .finish()
    }
}

impl AuthConnectionsResource<'_> {
    /// Resolves with the connection once its flow is no longer `IN_PROGRESS`
    /// (succeeded, failed, expired or canceled), reading it every
    /// `poll_interval_ms`. A connection with no flow in progress resolves at
    /// once. The flow's own expiry bounds the wait. `on_progress`, if set,
    /// hears of each read.
    pub async fn wait_for_login(
        &self,
        id: &str,
        options: &WaitOptions,
    ) -> Result<AuthConnection, Error> {
        let report = |read: WaitRead<'_>| {
            if let Some(on_progress) = &options.on_progress {
                on_progress(&WaitProgress {
                    connection: decode(read.body)?,
                    polls: read.polls,
                    elapsed_ms: read.elapsed_ms,
                });
            }
            Ok(())
        };
        decode(&self.wait_for_login_raw(id, options, &report).await?)
    }

    /// [`AuthConnectionsResource::wait_for_login`], answering the final record's bytes.
    /// `report` hears of each read (`on_progress` is left to it); an error
    /// it answers ends the wait with that error.
    pub(crate) async fn wait_for_login_raw(
        &self,
        id: &str,
        options: &WaitOptions,
        report: &dyn Fn(WaitRead<'_>) -> Result<(), Error>,
    ) -> Result<Vec<u8>, Error> {
        let retrieve = Call::new(&RETRIEVE_CONNECTION).path(id);
        let request = RequestOptions {
            signal: options.signal.clone(),
            ..RequestOptions::default()
        };
        let mut wait = LoginWait::new(options.poll_interval_ms, now_ms());
        loop {
            let body = self.client.execute(&retrieve, &request).await?.body;
            let step = wait.on_read(&body);
            report(WaitRead {
                body: &body,
                polls: wait.reads(),
                elapsed_ms: wait.elapsed_ms(now_ms()),
            })?;
            let LoginWaitStep::ReadAgainAfter(delay) = step else {
                return Ok(body);
            };
            if !sleep_unless_aborted(delay, options.signal.as_ref()).await {
                return Err(Error::aborted());
            }
        }
    }
}

/// One read of the connection during a wait, for the wait's `report`.
pub(crate) struct WaitRead<'a> {
    /// The record's bytes, as the service sent them.
    pub(crate) body: &'a [u8],
    /// Reads so far, this one included.
    pub(crate) polls: u32,
    /// Milliseconds since the wait began.
    pub(crate) elapsed_ms: u64,
}

setters!(WaitOptions {
    signal: AbortSignal
});

impl WaitOptions {
    /// Sets the milliseconds between two reads of the connection.
    #[must_use]
    pub fn poll_interval_ms(mut self, ms: u32) -> Self {
        self.poll_interval_ms = ms;
        self
    }

    /// Sets `on_progress`: `f` is called after each read of the connection.
    #[must_use]
    pub fn on_progress(mut self, f: impl Fn(&WaitProgress) + 'static) -> Self {
        self.on_progress = Some(Rc::new(f));
        self
    }
}
