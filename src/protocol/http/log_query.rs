//! The query of the browser log stream and its rules.

use super::error::Error;
use crate::protocol::setters::setters;

/// Which log of a browser session to stream.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LogSource {
    /// A log file, by its path in the browser VM (`source=path&path=...`).
    Path(String),
    /// A supervised process's output, by process name
    /// (`source=supervisor&supervisor_process=...`).
    Supervisor(String),
}

/// Query of `GET /browsers/{id}/logs/stream`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LogStreamQuery {
    /// The log to stream.
    pub source: LogSource,
    /// Keep streaming new lines as they are written.
    pub follow: Option<bool>,
}

impl LogStreamQuery {
    /// A query of the log `source`, read to its current end (set
    /// [`follow`](Self::follow) to keep streaming new lines).
    pub fn new(source: LogSource) -> Self {
        Self {
            source,
            follow: None,
        }
    }

    /// Checks the rules: the path or process name is not empty.
    pub fn validate(&self) -> Result<(), Error> {
        match &self.source {
            LogSource::Path(path) if path.is_empty() => {
                Err(Error::invalid_input("path", "must not be empty"))
            }
            LogSource::Supervisor(name) if name.is_empty() => Err(Error::invalid_input(
                "supervisor_process",
                "must not be empty",
            )),
            _ => Ok(()),
        }
    }

    /// The query string pairs: `source`, then `path` or
    /// `supervisor_process`, then `follow` when set.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::with_capacity(3);
        match &self.source {
            LogSource::Path(path) => {
                pairs.push(("source", "path".to_owned()));
                pairs.push(("path", path.clone()));
            }
            LogSource::Supervisor(name) => {
                pairs.push(("source", "supervisor".to_owned()));
                pairs.push(("supervisor_process", name.clone()));
            }
        }
        if let Some(follow) = self.follow {
            pairs.push(("follow", if follow { "true" } else { "false" }.to_owned()));
        }
        pairs
    }
}

setters!(LogStreamQuery { follow: bool });
