//! Fault injection: off by default, deterministic for a given seed.

mod settings;

pub use settings::FaultSettings;

/// The heartbeat interval of SSE streams unless settings say otherwise.
pub const DEFAULT_HEARTBEAT_MS: u64 = 1000;

/// A fault that changes the body of an otherwise normal response.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyFault {
    /// The connection drops after part of the body.
    Reset,
    /// The body is replaced with malformed JSON.
    Malformed,
    /// The body is cut short.
    Truncate,
}

/// An injected error response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InjectedError {
    /// Its status.
    pub status: u16,
    /// Retry-After seconds.
    pub retry_after: Option<u64>,
    /// retry-after-ms.
    pub retry_after_ms: Option<u64>,
}

/// What happens to one request.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Decision {
    /// Delay before handling.
    pub latency_ms: u64,
    /// An error instead of the real response.
    pub error: Option<InjectedError>,
    /// A broken body for the real response.
    pub body: Option<BodyFault>,
    /// How an SSE response to it behaves.
    pub stream: StreamFaults,
}

/// How one SSE response behaves: its faults and its heartbeat interval.
/// Events here are the counted ones: heartbeats and `retry:` lines are not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamFaults {
    /// Break mid-event after this many events.
    pub cut_after: Option<u64>,
    /// Go silent after this many events.
    pub stall_after: Option<u64>,
    /// On a resumed request, first send again this many events the client
    /// already has.
    pub replay_on_resume: u64,
    /// Send no `id:` lines.
    pub omit_ids: bool,
    /// Begin with a `retry:` line of this many milliseconds.
    pub retry_ms: Option<u64>,
    /// Send `id: <prefix><n>` instead of `id: <n>`, and resume only from a
    /// `Last-Event-ID` of `<prefix><n>`.
    pub id_prefix: Option<String>,
    /// Heartbeat interval.
    pub heartbeat_ms: u64,
}

impl Default for StreamFaults {
    fn default() -> StreamFaults {
        StreamFaults::none(DEFAULT_HEARTBEAT_MS)
    }
}

impl StreamFaults {
    /// No faults, heartbeats every `heartbeat_ms`.
    fn none(heartbeat_ms: u64) -> StreamFaults {
        StreamFaults {
            cut_after: None,
            stall_after: None,
            replay_on_resume: 0,
            omit_ids: false,
            retry_ms: None,
            id_prefix: None,
            heartbeat_ms,
        }
    }
}

/// The current settings and the random sequence they draw from.
pub struct Faults {
    settings: FaultSettings,
    seed: u64,
    state: u64,
    matched: u64,
}

impl Faults {
    /// No faults; `seed` starts the random sequence.
    pub fn new(seed: u64) -> Faults {
        Faults {
            settings: FaultSettings::default(),
            seed,
            state: seed,
            matched: 0,
        }
    }

    /// Replaces the settings and restarts the random sequence and the
    /// first_n count.
    pub fn set(&mut self, settings: FaultSettings) {
        self.state = settings.seed.unwrap_or(self.seed);
        self.matched = 0;
        self.settings = settings;
    }

    /// The current settings.
    pub fn settings(&self) -> &FaultSettings {
        &self.settings
    }

    // splitmix64
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn chance(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn matches(&self, path: &str) -> bool {
        self.settings
            .path_prefix
            .as_deref()
            .is_none_or(|p| path.starts_with(p))
    }

    /// Decides the faults of one request to `path`. Every matching request
    /// draws the same number of values, so a seed gives one sequence.
    /// `heartbeat_ms` applies to every stream; the faults only to matching
    /// requests, and with `first_n` only to the first N of them.
    pub fn decide(&mut self, path: &str) -> Decision {
        let heartbeat_ms = self.settings.heartbeat_ms.unwrap_or(DEFAULT_HEARTBEAT_MS);
        let unharmed = Decision {
            stream: StreamFaults::none(heartbeat_ms),
            ..Decision::default()
        };
        if !self.matches(path) {
            return unharmed;
        }
        self.matched += 1;
        if self.settings.first_n.is_some_and(|n| self.matched > n) {
            return unharmed;
        }
        let draws = [
            self.chance(),
            self.chance(),
            self.chance(),
            self.chance(),
            self.chance(),
        ];
        let s = &self.settings;
        // first_n alone means "fail the first N".
        let alone = s.first_n.is_some() && !s.any_fault();
        let error_rate = s.error_rate.unwrap_or(if alone { 1.0 } else { 0.0 });
        let error = (draws[0] < error_rate).then(|| InjectedError {
            status: match s.statuses.len() {
                0 => 503,
                n => s.statuses[(draws[1] * n as f64) as usize % n],
            },
            retry_after: s.retry_after,
            retry_after_ms: s.retry_after_ms,
        });
        let body = if draws[2] < s.reset_rate {
            Some(BodyFault::Reset)
        } else if draws[3] < s.malformed_json_rate {
            Some(BodyFault::Malformed)
        } else if draws[4] < s.truncate_rate {
            Some(BodyFault::Truncate)
        } else {
            None
        };
        let stream = StreamFaults {
            cut_after: s.sse_cut_after_events,
            stall_after: s.sse_stall_after_events,
            replay_on_resume: s.sse_replay_on_resume.unwrap_or(0),
            omit_ids: s.sse_omit_ids,
            retry_ms: s.sse_retry_ms,
            id_prefix: s.sse_id_prefix.clone(),
            heartbeat_ms,
        };
        Decision {
            latency_ms: s.latency_ms,
            error,
            body,
            stream,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn settings(v: Value) -> FaultSettings {
        FaultSettings::parse(v.as_object().unwrap()).unwrap()
    }

    #[test]
    fn empty_settings_inject_nothing() {
        let mut f = Faults::new(1);
        f.set(settings(json!({})));
        for _ in 0..100 {
            assert_eq!(f.decide("/org/projects"), Decision::default());
        }
    }

    #[test]
    fn first_n_alone_fails_exactly_the_first_n() {
        let mut f = Faults::new(1);
        f.set(settings(
            json!({"first_n": 2, "statuses": [502], "retry_after": 1}),
        ));
        let errors: Vec<_> = (0..4)
            .map(|_| f.decide("/x").error.map(|e| e.status))
            .collect();
        assert_eq!(errors, vec![Some(502), Some(502), None, None]);
    }

    #[test]
    fn same_seed_gives_the_same_sequence() {
        let run = || {
            let mut f = Faults::new(42);
            f.set(settings(json!({"error_rate": 0.5, "statuses": [500, 503]})));
            (0..50)
                .map(|_| f.decide("/x").error.map(|e| e.status))
                .collect::<Vec<_>>()
        };
        let a = run();
        assert_eq!(a, run());
        assert!(a.contains(&None) && a.contains(&Some(500)) && a.contains(&Some(503)));
    }

    #[test]
    fn path_prefix_limits_matching_requests() {
        let mut f = Faults::new(1);
        f.set(settings(json!({"error_rate": 1, "path_prefix": "/org"})));
        assert!(f.decide("/auth/connections").error.is_none());
        assert!(f.decide("/org/projects").error.is_some());
    }

    #[test]
    fn heartbeat_ms_reaches_every_stream_and_faults_only_matching_ones() {
        let mut f = Faults::new(1);
        f.set(settings(json!({
            "heartbeat_ms": 30,
            "sse_cut_after_events": 2,
            "path_prefix": "/browsers",
        })));
        let other = f.decide("/auth/connections/c/events").stream;
        assert_eq!(other, StreamFaults::none(30));
        let logs = f.decide("/browsers/b/logs/stream").stream;
        assert_eq!(logs.cut_after, Some(2));
        assert_eq!(logs.heartbeat_ms, 30);
    }

    #[test]
    fn first_n_limits_stream_faults_without_failing_requests() {
        let mut f = Faults::new(1);
        f.set(settings(json!({"first_n": 1, "sse_cut_after_events": 3})));
        let first = f.decide("/x");
        assert_eq!(first.error, None);
        assert_eq!(first.stream.cut_after, Some(3));
        assert_eq!(f.decide("/x").stream, StreamFaults::default());
    }

    #[test]
    fn stream_settings_reach_the_decision() {
        let mut f = Faults::new(1);
        f.set(settings(json!({
            "sse_replay_on_resume": 2,
            "sse_omit_ids": true,
            "sse_retry_ms": 0,
        })));
        let stream = f.decide("/x").stream;
        assert_eq!(stream.replay_on_resume, 2);
        assert!(stream.omit_ids);
        assert_eq!(stream.retry_ms, Some(0));
    }

    #[test]
    fn an_id_prefix_reaches_only_the_streams_with_faults() {
        let mut f = Faults::new(1);
        f.set(settings(json!({
            "sse_id_prefix": "évt✓-",
            "first_n": 1,
            "path_prefix": "/browsers",
        })));
        let other = f.decide("/auth/connections/c/events").stream;
        assert_eq!(other.id_prefix, None, "path_prefix does not match");
        let first = f.decide("/browsers/b/logs/stream");
        assert_eq!(first.error, None, "not alone with first_n: no error");
        assert_eq!(first.stream.id_prefix.as_deref(), Some("évt✓-"));
        let second = f.decide("/browsers/b/logs/stream").stream;
        assert_eq!(second.id_prefix, None, "past first_n");
    }
}
