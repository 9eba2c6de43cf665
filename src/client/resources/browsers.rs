//! Browser sessions: their log streams.

use crate::protocol::http::{LogStreamQuery, Operation};
use crate::protocol::model::LogEvent;

use super::super::call::Call;
use super::super::events::EventStream;
use super::super::request_builder::RequestBuilder;
use super::super::service_client::Client;
use super::finish;

/// Browser sessions.
pub struct Browsers<'c> {
    client: &'c Client,
}

impl<'c> Browsers<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// The log files of a browser session.
    pub fn logs(&self) -> BrowserLogs<'c> {
        BrowserLogs {
            client: self.client,
        }
    }
}

/// Log streams of a browser session.
pub struct BrowserLogs<'c> {
    client: &'c Client,
}

impl<'c> BrowserLogs<'c> {
    /// Streams a log file or a supervised process's output
    /// (`GET /browsers/{id}/logs/stream`). An empty path or process name is
    /// refused before sending.
    pub fn stream(
        &self,
        browser_id: &str,
        query: &LogStreamQuery,
    ) -> RequestBuilder<'c, EventStream<LogEvent>> {
        let call = query.validate().map(|()| {
            Call::new(Operation::StreamBrowserLogs)
                .id(browser_id)
                .query(query.to_pairs())
        });
        RequestBuilder::new(self.client, call, finish::log_events)
    }
}
