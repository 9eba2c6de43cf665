//! Simulated browser sessions and their log files.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::fs::FileSystem;
use super::{Computer, Replay, DEFAULT_SCREEN};
use crate::clock::Millis;
use crate::ids;

use super::telemetry::{self, TelemetryEvent};

/// What a session was created with, as its record reports it.
#[derive(Clone, Debug)]
pub struct BrowserSettings {
    /// Human-readable name, unique among the project's running sessions.
    pub name: Option<String>,
    /// A headless image: no live view.
    pub headless: bool,
    /// Stealth mode.
    pub stealth: bool,
    /// Seconds of inactivity before termination (reported, not enforced).
    pub timeout_seconds: u64,
    /// Kiosk mode, when the request set it.
    pub kiosk_mode: Option<bool>,
    /// GPU acceleration, when the request set it.
    pub gpu: Option<bool>,
    /// The URL opened on creation.
    pub start_url: Option<String>,
    /// User-defined tags.
    pub tags: BTreeMap<String, String>,
    /// Chrome policy overrides, echoed back.
    pub chrome_policy: Option<Value>,
    /// The window size asked for.
    pub viewport: Option<Value>,
    /// The telemetry configuration in effect, if capture runs.
    pub telemetry: Option<Value>,
    /// The record of the profile loaded into the session, if any.
    pub profile: Option<Value>,
    /// The id of the session's proxy, if any.
    pub proxy_id: Option<String>,
    /// The ids of the extensions loaded at its start, in load order.
    pub extension_ids: Vec<String>,
}

impl Default for BrowserSettings {
    /// A session created with an empty request.
    fn default() -> Self {
        BrowserSettings {
            name: None,
            headless: false,
            stealth: false,
            timeout_seconds: 60,
            kiosk_mode: None,
            gpu: None,
            start_url: None,
            tags: BTreeMap::new(),
            chrome_policy: None,
            viewport: None,
            telemetry: None,
            profile: None,
            proxy_id: None,
            extension_ids: Vec::new(),
        }
    }
}

impl BrowserSettings {
    /// The screen's width and height, when a viewport was asked for.
    pub fn screen(&self) -> Option<(u32, u32)> {
        let viewport = self.viewport.as_ref()?;
        let side = |key: &str| {
            viewport
                .get(key)?
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
        };
        Some((side("width")?, side("height")?))
    }
}

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
    /// The token its CDP, WebDriver and live view URLs carry.
    pub token: String,
    /// What it was created with.
    pub settings: BrowserSettings,
    /// When it was created.
    pub created_at: Millis,
    /// When it stopped: the session is deleted from then on.
    pub stopped_at: Option<Millis>,
    /// Every log line written, in order; a line's index is its event id.
    pub logs: Vec<LogLine>,
    /// Its file system, and the watches of its directories.
    pub fs: FileSystem,
    /// Its screen, mouse, keyboard and clipboard.
    pub computer: Computer,
    /// Its video recordings, oldest first.
    pub replays: Vec<Replay>,
    /// The telemetry events it captured, in order (`telemetry::record`).
    pub telemetry: Vec<TelemetryEvent>,
    /// The extensions loaded into it: each zip archive by its folder name.
    pub extensions: BTreeMap<String, Vec<u8>>,
}

impl Browser {
    /// A running browser whose supervisor has logged its start.
    pub fn start(
        id: String,
        project_id: String,
        connection_id: Option<String>,
        settings: BrowserSettings,
        now: Millis,
    ) -> Browser {
        let screen = settings.screen().unwrap_or(DEFAULT_SCREEN);
        let mut browser = Browser {
            id,
            project_id,
            running: true,
            connection_id,
            token: ids::token("", 32),
            settings,
            created_at: now,
            stopped_at: None,
            logs: Vec::new(),
            fs: FileSystem::default(),
            computer: Computer::new(screen),
            replays: Vec::new(),
            telemetry: Vec::new(),
            extensions: BTreeMap::new(),
        };
        if let Some(url) = browser.settings.start_url.clone() {
            telemetry::record(
                &mut browser,
                "page",
                "page_navigation",
                json!({"url": url}),
                now,
            );
        }
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
            self.stopped_at = Some(now);
            self.fs.watches.stop_all();
            self.log(
                LogSource::Supervisor("chromium".into()),
                "chromium stopped".into(),
                now,
            );
        }
    }
}
