//! Simulated browser sessions and their log files.

use crate::clock::Millis;

/// Where a log line comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogSource {
    /// A log file at this path in the browser VM.
    Path(String),
    /// The output of this supervisor process.
    Supervisor(String),
}

/// One log line.
#[derive(Clone, Debug)]
pub struct LogLine {
    /// Its source.
    pub source: LogSource,
    /// The text.
    pub message: String,
    /// When it was written.
    pub timestamp: Millis,
}

/// A browser session.
pub struct Browser {
    /// Its id.
    pub id: String,
    /// The project that owns it.
    pub project_id: String,
    /// Whether it counts against concurrency caps.
    pub running: bool,
    /// The auth connection whose flow drives it, if any.
    pub connection_id: Option<String>,
    /// Every log line written, in order; a line's index is its event id.
    pub logs: Vec<LogLine>,
}

impl Browser {
    /// A running browser whose supervisor has logged its start.
    pub fn start(
        id: String,
        project_id: String,
        connection_id: Option<String>,
        now: Millis,
    ) -> Browser {
        let mut browser = Browser {
            id,
            project_id,
            running: true,
            connection_id,
            logs: Vec::new(),
        };
        browser.log(
            LogSource::Supervisor("chromium".into()),
            "chromium started".into(),
            now,
        );
        browser
    }

    /// Appends a log line.
    pub fn log(&mut self, source: LogSource, message: String, now: Millis) {
        self.logs.push(LogLine {
            source,
            message,
            timestamp: now,
        });
    }

    /// Stops the browser, logging it.
    pub fn stop(&mut self, now: Millis) {
        if self.running {
            self.running = false;
            self.log(
                LogSource::Supervisor("chromium".into()),
                "chromium stopped".into(),
                now,
            );
        }
    }
}
