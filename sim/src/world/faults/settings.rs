//! The fault settings `POST /_sim/faults` takes and `GET /_sim/faults` shows.

use serde_json::{json, Map, Value};

use crate::body;
use crate::error::ApiError;

/// A day in milliseconds, the longest delay or interval a setting takes.
const DAY_MS: u64 = 86_400_000;

/// The longest `sse_id_prefix`, in characters.
const ID_PREFIX_MAX: usize = 32;

/// Every property the settings object may have.
const KEYS: [&str; 18] = [
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
    "sse_replay_on_resume",
    "sse_omit_ids",
    "sse_retry_ms",
    "sse_id_prefix",
    "first_n",
    "path_prefix",
    "heartbeat_ms",
    "seed",
];

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
    /// A resumed SSE stream first sends again this many events the client
    /// already has.
    pub sse_replay_on_resume: Option<u64>,
    /// SSE streams send no `id:` lines.
    pub sse_omit_ids: bool,
    /// SSE streams begin with a `retry:` line of this many milliseconds.
    pub sse_retry_ms: Option<u64>,
    /// SSE streams send `id: <prefix><n>` instead of `id: <n>`, and resume
    /// from a `Last-Event-ID` of `<prefix><n>` only.
    pub sse_id_prefix: Option<String>,
    /// Only the first N matching requests get faults.
    pub first_n: Option<u64>,
    /// Only paths starting with this match.
    pub path_prefix: Option<String>,
    /// SSE heartbeat interval.
    pub heartbeat_ms: Option<u64>,
    /// Reseeds the random sequence (default: the `--seed`).
    pub seed: Option<u64>,
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

fn statuses(map: &Map<String, Value>) -> Result<Vec<u16>, ApiError> {
    match map.get("statuses") {
        None => Ok(Vec::new()),
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
            .collect(),
        Some(_) => Err(ApiError::invalid(
            "statuses",
            "must be an array of statuses",
        )),
    }
}

/// `sse_id_prefix`: 1 to 32 characters, none of them CR, LF or NUL (an
/// `id:` line ends at CR or LF, and an id with NUL is ignored).
fn id_prefix(map: &Map<String, Value>) -> Result<Option<String>, ApiError> {
    const KEY: &str = "sse_id_prefix";
    let Some(prefix) = map.get(KEY) else {
        return Ok(None);
    };
    let Some(prefix) = prefix.as_str() else {
        return Err(ApiError::invalid(KEY, "must be a string"));
    };
    if !(1..=ID_PREFIX_MAX).contains(&prefix.chars().count()) {
        return Err(ApiError::invalid(
            KEY,
            &format!("must be 1 to {ID_PREFIX_MAX} characters long"),
        ));
    }
    if prefix.contains(['\r', '\n', '\0']) {
        return Err(ApiError::invalid(KEY, "must not contain CR, LF or NUL"));
    }
    Ok(Some(prefix.to_string()))
}

/// An optional count that must be at least 1 when given.
fn positive(map: &Map<String, Value>, key: &str, max: u64) -> Result<Option<u64>, ApiError> {
    match body::count(map, key, "", max)? {
        Some(0) => Err(ApiError::invalid(key, "must be at least 1")),
        other => Ok(other),
    }
}

impl FaultSettings {
    /// Reads the settings object, rejecting unknown properties.
    pub fn parse(map: &Map<String, Value>) -> Result<FaultSettings, ApiError> {
        body::only(map, &KEYS, "")?;
        Ok(FaultSettings {
            error_rate: rate(map, "error_rate")?,
            statuses: statuses(map)?,
            retry_after: body::count(map, "retry_after", "", 86_400)?,
            retry_after_ms: body::count(map, "retry_after_ms", "", DAY_MS)?,
            latency_ms: body::count(map, "latency_ms", "", 60_000)?.unwrap_or(0),
            reset_rate: rate(map, "reset_rate")?.unwrap_or(0.0),
            malformed_json_rate: rate(map, "malformed_json_rate")?.unwrap_or(0.0),
            truncate_rate: rate(map, "truncate_rate")?.unwrap_or(0.0),
            sse_cut_after_events: body::count(map, "sse_cut_after_events", "", u64::MAX)?,
            sse_stall_after_events: body::count(map, "sse_stall_after_events", "", u64::MAX)?,
            sse_replay_on_resume: body::count(map, "sse_replay_on_resume", "", u64::MAX)?,
            sse_omit_ids: body::boolean(map, "sse_omit_ids", "")?.unwrap_or(false),
            sse_retry_ms: body::count(map, "sse_retry_ms", "", DAY_MS)?,
            sse_id_prefix: id_prefix(map)?,
            first_n: body::count(map, "first_n", "", u64::MAX)?,
            path_prefix: body::string(map, "path_prefix", "", 1)?,
            heartbeat_ms: positive(map, "heartbeat_ms", DAY_MS)?,
            seed: body::count(map, "seed", "", u64::MAX)?,
        })
    }

    /// Whether any fault besides `first_n` is set. Without one, `first_n`
    /// means "fail the first N".
    pub fn any_fault(&self) -> bool {
        self.error_rate.is_some()
            || self.latency_ms > 0
            || self.reset_rate > 0.0
            || self.malformed_json_rate > 0.0
            || self.truncate_rate > 0.0
            || self.sse_cut_after_events.is_some()
            || self.sse_stall_after_events.is_some()
            || self.sse_replay_on_resume.is_some()
            || self.sse_omit_ids
            || self.sse_retry_ms.is_some()
            || self.sse_id_prefix.is_some()
    }

    /// The settings as JSON (only what is set).
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        let mut put = |k: &str, v: Value| {
            if !v.is_null() {
                m.insert(k.into(), v);
            }
        };
        let rate = |r: f64| json!((r > 0.0).then_some(r));
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
        put("reset_rate", rate(self.reset_rate));
        put("malformed_json_rate", rate(self.malformed_json_rate));
        put("truncate_rate", rate(self.truncate_rate));
        put("sse_cut_after_events", json!(self.sse_cut_after_events));
        put("sse_stall_after_events", json!(self.sse_stall_after_events));
        put("sse_replay_on_resume", json!(self.sse_replay_on_resume));
        put("sse_omit_ids", json!(self.sse_omit_ids.then_some(true)));
        put("sse_retry_ms", json!(self.sse_retry_ms));
        put("sse_id_prefix", json!(self.sse_id_prefix));
        put("first_n", json!(self.first_n));
        put("path_prefix", json!(self.path_prefix));
        put("heartbeat_ms", json!(self.heartbeat_ms));
        put("seed", json!(self.seed));
        Value::Object(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: Value) -> Result<FaultSettings, ApiError> {
        FaultSettings::parse(v.as_object().unwrap())
    }

    fn message(v: Value) -> Value {
        parse(v).unwrap_err().body()["message"].clone()
    }

    #[test]
    fn rejects_out_of_range_values_naming_them() {
        assert_eq!(
            message(json!({"error_rate": 2})),
            "error_rate: must be a number from 0 to 1"
        );
        assert_eq!(
            message(json!({"statuses": [200]})),
            "statuses[0]: must be a status from 400 to 599"
        );
        assert_eq!(
            message(json!({"heartbeat_ms": 0})),
            "heartbeat_ms: must be at least 1"
        );
        assert_eq!(message(json!({"sse_cut": 1})), "sse_cut: unknown property");
    }

    #[test]
    fn stream_settings_are_read_and_shown() {
        let s = parse(json!({
            "sse_replay_on_resume": 3,
            "sse_omit_ids": true,
            "sse_retry_ms": 250,
        }))
        .unwrap();
        assert_eq!(s.sse_replay_on_resume, Some(3));
        assert!(s.sse_omit_ids);
        assert_eq!(s.sse_retry_ms, Some(250));
        assert_eq!(
            s.to_json(),
            json!({"sse_replay_on_resume": 3, "sse_omit_ids": true, "sse_retry_ms": 250})
        );
        assert_eq!(
            parse(json!({"sse_omit_ids": false})).unwrap().to_json(),
            json!({})
        );
    }

    #[test]
    fn stream_settings_are_validated() {
        assert_eq!(
            message(json!({"sse_replay_on_resume": -1})),
            format!(
                "sse_replay_on_resume: must be an integer from 0 to {}",
                u64::MAX
            )
        );
        assert_eq!(
            message(json!({"sse_omit_ids": 1})),
            "sse_omit_ids: must be a boolean"
        );
        assert_eq!(
            message(json!({"sse_retry_ms": 1.5})),
            format!("sse_retry_ms: must be an integer from 0 to {DAY_MS}")
        );
        assert_eq!(
            message(json!({"sse_retry_ms": DAY_MS + 1})),
            format!("sse_retry_ms: must be an integer from 0 to {DAY_MS}")
        );
    }

    #[test]
    fn an_id_prefix_is_read_and_shown() {
        let s = parse(json!({"sse_id_prefix": "évt✓-"})).unwrap();
        assert_eq!(s.sse_id_prefix.as_deref(), Some("évt✓-"));
        assert_eq!(s.to_json(), json!({"sse_id_prefix": "évt✓-"}));
        // 32 characters, not bytes: 32 two-byte characters are allowed.
        let longest = "é".repeat(32);
        let s = parse(json!({"sse_id_prefix": longest})).unwrap();
        assert_eq!(s.sse_id_prefix, Some(longest));
        assert_eq!(
            parse(json!({"sse_id_prefix": " \tx"}))
                .unwrap()
                .sse_id_prefix
                .as_deref(),
            Some(" \tx"),
            "spaces and tabs are allowed"
        );
    }

    #[test]
    fn an_id_prefix_is_validated() {
        let length = "sse_id_prefix: must be 1 to 32 characters long";
        assert_eq!(message(json!({"sse_id_prefix": ""})), length);
        assert_eq!(message(json!({"sse_id_prefix": "é".repeat(33)})), length);
        assert_eq!(
            message(json!({"sse_id_prefix": 7})),
            "sse_id_prefix: must be a string"
        );
        assert_eq!(
            message(json!({"sse_id_prefix": null})),
            "sse_id_prefix: must be a string"
        );
        for bad in ["a\rb", "a\n", "\0", "x\r\n"] {
            assert_eq!(
                message(json!({"sse_id_prefix": bad})),
                "sse_id_prefix: must not contain CR, LF or NUL",
                "{bad:?}"
            );
        }
    }

    #[test]
    fn first_n_stands_alone_only_without_other_faults() {
        assert!(!parse(json!({"first_n": 1, "statuses": [500]}))
            .unwrap()
            .any_fault());
        for other in [
            json!({"error_rate": 0.5}),
            json!({"latency_ms": 10}),
            json!({"truncate_rate": 1}),
            json!({"sse_cut_after_events": 2}),
            json!({"sse_omit_ids": true}),
            json!({"sse_retry_ms": 100}),
            json!({"sse_id_prefix": "e"}),
        ] {
            assert!(parse(other.clone()).unwrap().any_fault(), "{other}");
        }
    }
}
