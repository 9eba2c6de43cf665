//! `GET /browsers/{id}/logs/stream`: a browser's log lines as SSE.
//!
//! Query: `source` (path or supervisor, required), `path` (required with
//! source=path, refused otherwise), `supervisor_process` (required with
//! source=supervisor, refused otherwise), `follow` (keep streaming new lines
//! until the browser stops). Each event's id is the line's number in the
//! browser's log (all sources), and `Last-Event-ID` resumes after it.

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::{Extension, Router};
use serde_json::json;

use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::sse::{self, Batch, Event, LastEventId};
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::faults::StreamFaults;
use crate::world::{LogLine, LogSource};

/// The log stream route.
pub fn router() -> Router<AppState> {
    Router::new().route("/browsers/{id}/logs/stream", get(stream))
}

/// Reads and checks the query: the source and whether to follow.
pub fn read_query(query: &HashMap<String, String>) -> Result<(LogSource, bool), ApiError> {
    let path = query.get("path");
    let process = query.get("supervisor_process");
    let source = match query.get("source").map(String::as_str) {
        None => {
            return Err(ApiError::invalid(
                "source",
                "is required (path or supervisor)",
            ))
        }
        Some("path") => {
            if process.is_some() {
                return Err(ApiError::invalid(
                    "supervisor_process",
                    "is not allowed when source is path",
                ));
            }
            match path.filter(|p| !p.is_empty()) {
                Some(p) => LogSource::Path(p.clone()),
                None => return Err(ApiError::invalid("path", "is required when source is path")),
            }
        }
        Some("supervisor") => {
            if path.is_some() {
                return Err(ApiError::invalid(
                    "path",
                    "is not allowed when source is supervisor",
                ));
            }
            match process.filter(|p| !p.is_empty()) {
                Some(p) => LogSource::Supervisor(p.clone()),
                None => {
                    return Err(ApiError::invalid(
                        "supervisor_process",
                        "is required when source is supervisor",
                    ))
                }
            }
        }
        Some(_) => return Err(ApiError::invalid("source", "must be path or supervisor")),
    };
    let follow = match query.get("follow").map(String::as_str) {
        None | Some("false") | Some("0") => false,
        Some("true") | Some("1") | Some("") => true,
        Some(_) => return Err(ApiError::invalid("follow", "must be true or false")),
    };
    Ok((source, follow))
}

async fn stream(
    State(state): State<AppState>,
    Extension(faults): Extension<StreamFaults>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    Scoped { project, .. }: Scoped<ApiKey>,
) -> Result<Response, ApiError> {
    let path = format!("/browsers/{id}/logs/stream");
    state
        .world()
        .browser(&id)
        .filter(|b| b.project_id == project)
        .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
    let (source, follow) = read_query(&query)?;
    let last = LastEventId::read(&headers, faults.id_prefix.as_deref());
    // Lines numbered up to this one are not sent (again).
    let mut after = last.number.unwrap_or(0);
    // sse_replay_on_resume: how many of them to send again first.
    let mut replay = if last.number.is_some() {
        faults.replay_on_resume
    } else {
        0
    };
    let (sink, response) = sse::channel(faults, state.streams.open(&path, last.raw));
    let poll = move || {
        let world = state.world();
        let Some(browser) = world.browser(&id) else {
            return Batch {
                events: Vec::new(),
                more: false,
            };
        };
        let mut events = replayed(&browser.logs, &source, after, replay);
        replay = 0;
        events.extend(after_line(&browser.logs, &source, after));
        after = after.max(browser.logs.len() as u64);
        Batch {
            events,
            more: follow && browser.running,
        }
    };
    tokio::spawn(sse::drive(sink, poll));
    Ok(response)
}

/// The index in `logs` just past line `number` (lines count from 1).
fn index_after(logs: &[LogLine], number: u64) -> usize {
    usize::try_from(number).map_or(logs.len(), |n| n.min(logs.len()))
}

/// The log event of the line at `index` if it comes from `source`.
fn event(index: usize, line: &LogLine, source: &LogSource) -> Option<Event> {
    (line.source == *source).then(|| {
        let data =
            json!({"event": "log", "message": line.message, "timestamp": rfc3339(line.timestamp)});
        Event::new(index as u64 + 1, data)
    })
}

/// The events of `source` numbered after `after`.
fn after_line(logs: &[LogLine], source: &LogSource, after: u64) -> Vec<Event> {
    let start = index_after(logs, after);
    logs.iter()
        .enumerate()
        .skip(start)
        .filter_map(|(i, line)| event(i, line, source))
        .collect()
}

/// The last `count` events of `source` numbered up to `upto`, oldest first:
/// what a resuming client already has, sent again by sse_replay_on_resume.
fn replayed(logs: &[LogLine], source: &LogSource, upto: u64, count: u64) -> Vec<Event> {
    let end = index_after(logs, upto);
    let mut events: Vec<Event> = logs[..end]
        .iter()
        .enumerate()
        .rev()
        .filter_map(|(i, line)| event(i, line, source))
        .take(usize::try_from(count).unwrap_or(usize::MAX))
        .collect();
    events.reverse();
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn message(r: Result<(LogSource, bool), ApiError>) -> String {
        r.unwrap_err().body()["message"]
            .as_str()
            .unwrap()
            .to_string()
    }

    #[test]
    fn source_and_its_parameter_are_required() {
        assert_eq!(
            message(read_query(&q(&[]))),
            "source: is required (path or supervisor)"
        );
        assert_eq!(
            message(read_query(&q(&[("source", "path")]))),
            "path: is required when source is path"
        );
        assert_eq!(
            message(read_query(&q(&[("source", "supervisor")]))),
            "supervisor_process: is required when source is supervisor"
        );
        assert_eq!(
            message(read_query(&q(&[("source", "disk")]))),
            "source: must be path or supervisor"
        );
    }

    #[test]
    fn contradictory_parameters_are_refused() {
        let r = read_query(&q(&[
            ("source", "path"),
            ("path", "/a"),
            ("supervisor_process", "x"),
        ]));
        assert_eq!(
            message(r),
            "supervisor_process: is not allowed when source is path"
        );
    }

    #[test]
    fn follow_is_read() {
        let (source, follow) = read_query(&q(&[
            ("source", "supervisor"),
            ("supervisor_process", "chromium"),
            ("follow", "true"),
        ]))
        .unwrap();
        assert_eq!(source, LogSource::Supervisor("chromium".into()));
        assert!(follow);
    }
}
