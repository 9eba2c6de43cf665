//! Waiting for a login flow to finish.

use web_sys::AbortSignal;

use crate::core::http::{flow_in_progress, Error, Operation};
use crate::core::model::AuthConnection;
use crate::transport::sleep_unless_aborted;

use super::super::call::Call;
use super::super::decode::decode;
use super::super::request_options::RequestOptions;
use super::auth::Connections;

/// How [`Connections::wait_for_login`] polls.
#[derive(Clone, Debug)]
pub struct WaitOptions {
    /// Milliseconds between two reads of the connection (default 1000).
    pub poll_interval_ms: u32,
    /// Stops waiting when it fires.
    pub signal: Option<AbortSignal>,
}

impl Default for WaitOptions {
    fn default() -> Self {
        Self {
            poll_interval_ms: 1_000,
            signal: None,
        }
    }
}

impl Connections<'_> {
    /// Resolves with the connection once its flow is no longer `IN_PROGRESS`
    /// (succeeded, failed, expired or canceled), reading it every
    /// `poll_interval_ms`. A connection with no flow in progress resolves at
    /// once. The flow's own expiry bounds the wait.
    pub async fn wait_for_login(
        &self,
        id: &str,
        options: &WaitOptions,
    ) -> Result<AuthConnection, Error> {
        decode(&self.wait_for_login_raw(id, options).await?)
    }

    /// [`Connections::wait_for_login`], answering the final record's bytes.
    pub(crate) async fn wait_for_login_raw(
        &self,
        id: &str,
        options: &WaitOptions,
    ) -> Result<Vec<u8>, Error> {
        let retrieve = Call::new(Operation::RetrieveConnection).id(id);
        let request = RequestOptions {
            signal: options.signal.clone(),
            ..RequestOptions::default()
        };
        loop {
            let body = self.client.execute(&retrieve, &request).await?.body;
            if !std::str::from_utf8(&body).is_ok_and(flow_in_progress) {
                return Ok(body);
            }
            if !sleep_unless_aborted(options.poll_interval_ms, options.signal.as_ref()).await {
                return Err(Error::aborted());
            }
        }
    }
}
