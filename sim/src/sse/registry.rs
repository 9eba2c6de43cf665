//! Which SSE responses are being sent, for `GET /_sim/streams`: a test can
//! see from the server's side that a client went away.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

use serde_json::{json, Value};

/// How many streams `GET /_sim/streams` lists (the latest opened).
pub const KEPT_STREAMS: usize = 200;

/// Every SSE response since the start (or the last [`Registry::forget_closed`]).
#[derive(Clone, Default)]
pub struct Registry {
    log: Arc<Mutex<Log>>,
}

#[derive(Default)]
struct Log {
    next_id: u64,
    opened: u64,
    closed: u64,
    recent: VecDeque<Record>,
}

struct Record {
    id: u64,
    path: String,
    last_event_id: Option<String>,
    open: bool,
    events_sent: u64,
}

/// One open stream's entry; dropping it (the streaming task ends) closes it.
pub struct Tracker {
    log: Arc<Mutex<Log>>,
    id: u64,
}

fn lock(log: &Mutex<Log>) -> MutexGuard<'_, Log> {
    log.lock().unwrap_or_else(|e| e.into_inner())
}

impl Log {
    fn record(&mut self, id: u64) -> Option<&mut Record> {
        self.recent.iter_mut().rev().find(|r| r.id == id)
    }
}

impl Registry {
    /// Registers a stream on `path` whose request carried `last_event_id`.
    pub fn open(&self, path: &str, last_event_id: Option<String>) -> Tracker {
        let mut log = lock(&self.log);
        log.next_id += 1;
        log.opened += 1;
        let id = log.next_id;
        if log.recent.len() >= KEPT_STREAMS {
            log.recent.pop_front();
        }
        log.recent.push_back(Record {
            id,
            path: path.to_string(),
            last_event_id,
            open: true,
            events_sent: 0,
        });
        Tracker {
            log: self.log.clone(),
            id,
        }
    }

    /// `{open, opened, closed, streams: [{path, open, last_event_id,
    /// events_sent}]}`, streams oldest first.
    pub fn to_json(&self) -> Value {
        let log = lock(&self.log);
        let streams: Vec<Value> = log
            .recent
            .iter()
            .map(|r| {
                json!({
                    "path": r.path,
                    "open": r.open,
                    "last_event_id": r.last_event_id,
                    "events_sent": r.events_sent,
                })
            })
            .collect();
        json!({
            "open": log.opened - log.closed,
            "opened": log.opened,
            "closed": log.closed,
            "streams": streams,
        })
    }

    /// Forgets closed streams: `closed` becomes 0 and `opened` the number
    /// still open.
    pub fn forget_closed(&self) {
        let mut log = lock(&self.log);
        log.opened -= log.closed;
        log.closed = 0;
        log.recent.retain(|r| r.open);
    }
}

impl Tracker {
    /// Counts one event sent.
    pub fn event_sent(&self) {
        if let Some(r) = lock(&self.log).record(self.id) {
            r.events_sent += 1;
        }
    }
}

impl Drop for Tracker {
    fn drop(&mut self) {
        let mut log = lock(&self.log);
        log.closed += 1;
        if let Some(r) = log.record(self.id) {
            r.open = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_open_until_their_tracker_drops() {
        let registry = Registry::default();
        let a = registry.open("/a", None);
        let b = registry.open("/b", Some("7".into()));
        b.event_sent();
        b.event_sent();
        drop(a);
        let view = registry.to_json();
        assert_eq!(
            (&view["open"], &view["opened"], &view["closed"]),
            (&json!(1), &json!(2), &json!(1))
        );
        assert_eq!(
            view["streams"],
            json!([
                {"path": "/a", "open": false, "last_event_id": null, "events_sent": 0},
                {"path": "/b", "open": true, "last_event_id": "7", "events_sent": 2},
            ])
        );
        registry.forget_closed();
        let view = registry.to_json();
        assert_eq!(
            (&view["open"], &view["opened"], &view["closed"]),
            (&json!(1), &json!(1), &json!(0))
        );
        assert_eq!(view["streams"].as_array().unwrap().len(), 1);
        drop(b);
        assert_eq!(registry.to_json()["closed"], 1);
    }

    #[test]
    fn only_the_latest_streams_are_listed_but_all_are_counted() {
        let registry = Registry::default();
        let trackers: Vec<_> = (0..KEPT_STREAMS + 5)
            .map(|i| registry.open(&format!("/{i}"), None))
            .collect();
        let view = registry.to_json();
        assert_eq!(view["open"], KEPT_STREAMS + 5);
        assert_eq!(view["streams"].as_array().unwrap().len(), KEPT_STREAMS);
        assert_eq!(view["streams"][0]["path"], "/5");
        drop(trackers);
        assert_eq!(registry.to_json()["open"], 0);
    }
}
