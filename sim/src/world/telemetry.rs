//! A browser session's telemetry: the events it captured, each numbered.
//!
//! What happens to a browser is recorded with [`record`] (or [`api_call`]
//! for a call that acts inside its VM); an event is kept only while
//! capture runs and its category is on, as the session's telemetry
//! settings say. Its number (`seq`, the stream's event id) is its place in
//! the browser's list, from 1.

use serde_json::{json, Value};

use crate::clock::Millis;

use super::Browser;

/// The categories whose events come from the browser itself (through
/// CDP); the others come from the service's API server in the VM.
const CDP_CATEGORIES: [&str; 6] = [
    "console",
    "network",
    "page",
    "interaction",
    "screenshot",
    "monitor",
];

/// One captured event.
#[derive(Clone, Debug)]
pub struct TelemetryEvent {
    /// Its number, from 1.
    pub seq: u64,
    /// Its category (`control`, `console`…).
    pub category: String,
    /// Its type (`api_call`, `console_log`…).
    pub kind: String,
    /// What it carries.
    pub data: Value,
    /// When it happened.
    pub at: Millis,
}

impl TelemetryEvent {
    /// The envelope the service sends: `{seq, event}`.
    pub fn to_json(&self) -> Value {
        let producer = match CDP_CATEGORIES.contains(&self.category.as_str()) {
            true => "cdp",
            false => "kernel_api",
        };
        json!({
            "seq": self.seq,
            "event": {
                "type": self.kind,
                "category": self.category,
                "source": {"kind": producer},
                "ts": self.at.saturating_mul(1000),
                "data": self.data,
            },
        })
    }
}

/// Whether `browser` captures events of `category` now: capture runs and
/// the category is on. The `monitor` category follows the CDP ones: on
/// when any of them is.
pub fn captures(browser: &Browser, category: &str) -> bool {
    let Some(config) = &browser.settings.telemetry else {
        return false;
    };
    let on = |name: &str| config["browser"][name]["enabled"].as_bool() == Some(true);
    match category {
        "monitor" => ["console", "network", "page", "interaction"]
            .iter()
            .any(|name| on(name)),
        _ => on(category),
    }
}

/// Records an event of `kind` in `category` carrying `data`, if `browser`
/// captures that category: its number, or `None` when it was not kept.
pub fn record(
    browser: &mut Browser,
    category: &str,
    kind: &str,
    data: Value,
    now: Millis,
) -> Option<u64> {
    if !captures(browser, category) {
        return None;
    }
    let seq = browser.telemetry.len() as u64 + 1;
    browser.telemetry.push(TelemetryEvent {
        seq,
        category: category.to_owned(),
        kind: kind.to_owned(),
        data,
        at: now,
    });
    Some(seq)
}

/// Records the `api_call` event (category `control`) of a call that acted
/// inside `browser`'s VM: the operation's name and the status it answered.
pub fn api_call(
    browser: &mut Browser,
    operation_id: &str,
    status: u16,
    now: Millis,
) -> Option<u64> {
    let request_id = format!("req_{}", browser.telemetry.len() + 1);
    let data = json!({
        "operation_id": operation_id,
        "status": status,
        "duration_ms": 0,
        "request_id": request_id,
    });
    record(browser, "control", "api_call", data, now)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::BrowserSettings;

    fn browser(telemetry: Option<Value>) -> Browser {
        let settings = BrowserSettings {
            telemetry,
            ..BrowserSettings::default()
        };
        Browser::start("br_1".into(), "proj".into(), None, settings, 5)
    }

    #[test]
    fn nothing_is_kept_without_capture() {
        let mut b = browser(None);
        assert_eq!(api_call(&mut b, "curl", 200, 7), None);
        assert!(b.telemetry.is_empty());
    }

    #[test]
    fn events_of_categories_that_are_on_are_numbered_from_one() {
        let config = json!({"browser": {
            "control": {"enabled": true},
            "console": {"enabled": false},
            "page": {"enabled": true},
        }});
        let mut b = browser(Some(config));
        assert_eq!(api_call(&mut b, "curl", 200, 7), Some(1));
        assert_eq!(record(&mut b, "console", "console_log", json!({}), 8), None);
        assert_eq!(
            record(&mut b, "monitor", "monitor_reconnected", json!({}), 8),
            Some(2)
        );
        let first = b.telemetry[0].to_json();
        assert_eq!(first["seq"], 1);
        assert_eq!(first["event"]["type"], "api_call");
        assert_eq!(first["event"]["source"]["kind"], "kernel_api");
        assert_eq!(first["event"]["ts"], 7000);
        assert_eq!(first["event"]["data"]["operation_id"], "curl");
        assert_eq!(b.telemetry[1].to_json()["event"]["source"]["kind"], "cdp");
    }
}
