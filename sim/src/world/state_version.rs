//! The numbered state of a connection's follow stream: the `id:` of its
//! `managed_auth_state` events. It lives on the connection, not on a
//! stream, so ids keep increasing across HTTP connections and a client can
//! resume with `Last-Event-ID`.

use serde_json::Value;

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// The latest `managed_auth_state` payload seen, its version and when it
/// was first seen.
#[derive(Debug, Default)]
pub struct StateVersion {
    version: u64,
    payload: Value,
    since: Millis,
}

impl StateVersion {
    /// Records `payload` (an event without its timestamp) as the current
    /// state at `now`. A payload that differs from the last one gets the
    /// next version; the same payload keeps its version and time.
    pub fn observe(&mut self, payload: Value, now: Millis) -> &StateVersion {
        if payload != self.payload {
            self.version += 1;
            self.payload = payload;
            self.since = now;
        }
        self
    }

    /// The version (1 for the first state seen).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The event: the payload with its `timestamp`, the same every time
    /// this version is sent.
    pub fn event(&self) -> Value {
        let mut event = self.payload.clone();
        if let Some(obj) = event.as_object_mut() {
            obj.insert("timestamp".into(), Value::from(rfc3339(self.since)));
        }
        event
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_new_payload_gets_the_next_version_and_the_same_keeps_its_own() {
        let mut state = StateVersion::default();
        let a = json!({"flow_step": "DISCOVERING"});
        let b = json!({"flow_step": "AWAITING_INPUT"});
        assert_eq!(state.observe(a.clone(), 1_000).version(), 1);
        let first = state.event();
        assert_eq!(state.observe(a, 5_000).version(), 1);
        assert_eq!(state.event(), first, "same version, same event");
        assert_eq!(state.observe(b, 6_000).version(), 2);
        assert_eq!(state.event()["timestamp"], rfc3339(6_000));
        assert_eq!(state.event()["flow_step"], "AWAITING_INPUT");
    }
}
