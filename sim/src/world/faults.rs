//! Fault injection: off by default, deterministic for a given seed.

use serde_json::{json, Map, Value};

use crate::body;
use crate::error::ApiError;

/// The heartbeat interval of SSE streams unless settings say otherwise.
pub const DEFAULT_HEARTBEAT_MS: u64 = 1000;

/// What `POST /_sim/faults` sets; `{}` is all off.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FaultSettings {
    /// Chance of answering with an injected error status.
    pub error_rate: Option<f64>,
    /// Statuses to pick from (default 503).
    pub statuses: Vec<u16>,
    /// Retry-After seconds on injected errors.
    pub retry_after: Option<u64>,
    /// retry-after-ms on injected errors.
    pub retry_after_ms: Option<u64>,
    /// Delay before every matching request is handled.
    pub latency_ms: u64,
    /// Chance of resetting the connection mid-body.
    pub reset_rate: f64,
    /// Chance of replacing a JSON body with malformed JSON.
    pub malformed_json_rate: f64,
    /// Chance of cutting a JSON body short (complete HTTP, broken JSON).
    pub truncate_rate: f64,
    /// SSE streams break mid-event after this many events.
    pub sse_cut_after_events: Option<u64>,
    /// SSE streams go silent after this many events.
    pub sse_stall_after_events: Option<u64>,
    /// Only the first N matching requests get faults.
    pub first_n: Option<u64>,
    /// Only paths starting with this match.
    pub path_prefix: Option<String>,
    /// SSE heartbeat interval.
    pub heartbeat_ms: Option<u64>,
    /// Reseeds the random sequence (default: the `--seed`).
    pub seed: Option<u64>,
}

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
}

/// Faults on SSE streams.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StreamFaults {
    /// Break mid-event after this many events.
    pub cut_after: Option<u64>,
    /// Go silent after this many events.
    pub stall_after: Option<u64>,
    /// Heartbeat interval.
    pub heartbeat_ms: u64,
}

/// The current settings and the random sequence they draw from.
pub struct Faults {
    settings: FaultSettings,
    seed: u64,
    state: u64,
    matched: u64,
}

fn rate(map: &Map<String, Value>, key: &str) -> Result<Option<f64>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(v) => match v.as_f64() {
            Some(r) if (0.0..=1.0).contains(&r) => Ok(Some(r)),
            _ => Err(ApiError::invalid(key, "must be a number from 0 to 1")),
        },
    }
}

impl FaultSettings {
    /// Reads the settings object, rejecting unknown properties.
    pub fn parse(map: &Map<String, Value>) -> Result<FaultSettings, ApiError> {
        const KEYS: [&str; 14] = [
            "error_rate",
            "statuses",
            "retry_after",
            "retry_after_ms",
            "latency_ms",
            "reset_rate",
            "malformed_json_rate",
            "truncate_rate",
            "sse_cut_after_events",
            "sse_stall_after_events",
            "first_n",
            "path_prefix",
            "heartbeat_ms",
            "seed",
        ];
        body::only(map, &KEYS, "")?;
        let statuses = match map.get("statuses") {
            None => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, v)| match v.as_u64() {
                    Some(s) if (400..=599).contains(&s) => Ok(s as u16),
                    _ => Err(ApiError::invalid(
                        &format!("statuses[{i}]"),
                        "must be a status from 400 to 599",
                    )),
                })
                .collect::<Result<_, _>>()?,
            Some(_) => {
                return Err(ApiError::invalid(
                    "statuses",
                    "must be an array of statuses",
                ))
            }
        };
        const DAY_MS: u64 = 86_400_000;
        Ok(FaultSettings {
            error_rate: rate(map, "error_rate")?,
            statuses,
            retry_after: body::count(map, "retry_after", "", 86_400)?,
            retry_after_ms: body::count(map, "retry_after_ms", "", DAY_MS)?,
            latency_ms: body::count(map, "latency_ms", "", 60_000)?.unwrap_or(0),
            reset_rate: rate(map, "reset_rate")?.unwrap_or(0.0),
            malformed_json_rate: rate(map, "malformed_json_rate")?.unwrap_or(0.0),
            truncate_rate: rate(map, "truncate_rate")?.unwrap_or(0.0),
            sse_cut_after_events: body::count(map, "sse_cut_after_events", "", u64::MAX)?,
            sse_stall_after_events: body::count(map, "sse_stall_after_events", "", u64::MAX)?,
            first_n: body::count(map, "first_n", "", u64::MAX)?,
            path_prefix: body::string(map, "path_prefix", "", 1)?,
            heartbeat_ms: match body::count(map, "heartbeat_ms", "", DAY_MS)? {
                Some(0) => return Err(ApiError::invalid("heartbeat_ms", "must be at least 1")),
                other => other,
            },
            seed: body::count(map, "seed", "", u64::MAX)?,
        })
    }

    /// The settings as JSON (only what is set).
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        let mut put = |k: &str, v: Value| {
            if !v.is_null() {
                m.insert(k.into(), v);
            }
        };
        put("error_rate", json!(self.error_rate));
        if !self.statuses.is_empty() {
            put("statuses", json!(self.statuses));
        }
        put("retry_after", json!(self.retry_after));
        put("retry_after_ms", json!(self.retry_after_ms));
        put(
            "latency_ms",
            json!((self.latency_ms > 0).then_some(self.latency_ms)),
        );
        put(
            "reset_rate",
            json!((self.reset_rate > 0.0).then_some(self.reset_rate)),
        );
        put(
            "malformed_json_rate",
            json!((self.malformed_json_rate > 0.0).then_some(self.malformed_json_rate)),
        );
        put(
            "truncate_rate",
            json!((self.truncate_rate > 0.0).then_some(self.truncate_rate)),
        );
        put("sse_cut_after_events", json!(self.sse_cut_after_events));
        put("sse_stall_after_events", json!(self.sse_stall_after_events));
        put("first_n", json!(self.first_n));
        put("path_prefix", json!(self.path_prefix));
        put("heartbeat_ms", json!(self.heartbeat_ms));
        put("seed", json!(self.seed));
        Value::Object(m)
    }
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
    pub fn decide(&mut self, path: &str) -> Decision {
        if !self.matches(path) {
            return Decision::default();
        }
        self.matched += 1;
        if self.settings.first_n.is_some_and(|n| self.matched > n) {
            return Decision::default();
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
        let error_rate = s
            .error_rate
            .unwrap_or(if s.first_n.is_some() { 1.0 } else { 0.0 });
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
        Decision {
            latency_ms: s.latency_ms,
            error,
            body,
        }
    }

    /// The SSE faults for a stream on `path`.
    pub fn stream(&self, path: &str) -> StreamFaults {
        let heartbeat_ms = self.settings.heartbeat_ms.unwrap_or(DEFAULT_HEARTBEAT_MS);
        if !self.matches(path) {
            return StreamFaults {
                heartbeat_ms,
                ..StreamFaults::default()
            };
        }
        StreamFaults {
            cut_after: self.settings.sse_cut_after_events,
            stall_after: self.settings.sse_stall_after_events,
            heartbeat_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn rejects_out_of_range_values_naming_them() {
        let e = FaultSettings::parse(json!({"error_rate": 2}).as_object().unwrap()).unwrap_err();
        assert_eq!(
            e.body()["message"],
            "error_rate: must be a number from 0 to 1"
        );
        let e = FaultSettings::parse(json!({"statuses": [200]}).as_object().unwrap()).unwrap_err();
        assert_eq!(
            e.body()["message"],
            "statuses[0]: must be a status from 400 to 599"
        );
    }
}
