//! `GET /browsers/{id}/logs/stream`: a browser's log lines as SSE.
//!
//! Query: `source` (path or supervisor, required), `path` (required with
//! source=path, refused otherwise), `supervisor_process` (required with
//! source=supervisor, refused otherwise), `follow` (keep streaming new lines
//! until the browser stops). Each event's id is the line's number, and
//! `Last-Event-ID` resumes after it.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use serde_json::json;
use tokio::time::Instant;

use crate::auth::authenticate;
use crate::error::ApiError;
use crate::scope;
use crate::sse;
use crate::state::AppState;
use crate::timefmt::rfc3339;
use crate::world::LogSource;

const POLL: Duration = Duration::from_millis(20);

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
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let path = format!("/browsers/{id}/logs/stream");
    let faults = {
        let world = state.world();
        let caller = authenticate(&world, &headers)?;
        caller.require_api_key()?;
        let project = scope::resolve(&world, &caller, &headers)?;
        world
            .browser(&id)
            .filter(|b| b.project_id == project)
            .ok_or_else(|| ApiError::not_found("not_found", format!("browser {id} not found")))?;
        world.faults.stream(&path)
    };
    let (source, follow) = read_query(&query)?;
    let mut next = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<usize>().ok())
        .unwrap_or(0);
    let (mut sink, response) = sse::channel(faults);
    tokio::spawn(async move {
        let mut next_beat = Instant::now() + sink.heartbeat_every();
        loop {
            let (lines, running) = {
                let world = state.world();
                let Some(browser) = world.browser(&id) else {
                    return;
                };
                let lines: Vec<_> = browser
                    .logs
                    .iter()
                    .enumerate()
                    .skip(next)
                    .map(|(i, line)| (i + 1, line.clone()))
                    .collect();
                (lines, browser.running)
            };
            for (number, line) in lines {
                next = number;
                if line.source != source {
                    continue;
                }
                let event = json!({"event": "log", "message": line.message, "timestamp": rfc3339(line.timestamp)});
                if !sink.send(Some(number as u64), &event).await {
                    return;
                }
            }
            if !follow || !running {
                return;
            }
            if Instant::now() >= next_beat {
                if !sink.heartbeat().await {
                    return;
                }
                next_beat = Instant::now() + sink.heartbeat_every();
            }
            tokio::time::sleep(POLL).await;
        }
    });
    Ok(response)
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
