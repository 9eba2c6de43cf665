//! `LogEvent`: one event of a browser session's log stream.

use serde::{Deserialize, Serialize};

/// One `data:` payload of `GET /browsers/{id}/logs/stream`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct LogEvent {
    /// Event name; the value is `log`.
    pub event: String,
    /// The log line.
    pub message: String,
    /// When the line was written (date-time).
    pub timestamp: String,
}
