//! `/audit-logs`: the audit log's entries in a time range, newest first,
//! as pages or as export chunks of JSON lines (`jsonl`, or gzip-compressed
//! `jsonl.gz`); a chunk's `X-Next-Cursor` is the next chunk's `cursor`.

use std::collections::HashMap;
use std::io::Write;

use axum::extract::{RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use flate2::write::GzEncoder;
use flate2::Compression;
use serde_json::Value;

use crate::error::ApiError;
use crate::extract::{Admitted, ApiKey};
use crate::paging::Page;
use crate::state::AppState;
use crate::world::audit::parse_rfc3339;
use crate::world::AuditEntry;

/// Entries in an export chunk when `limit` is not given.
const DEFAULT_CHUNK: usize = 1000;

/// The audit log routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/audit-logs", get(list))
        .route("/audit-logs/export/chunk", get(export_chunk))
}

/// A query's values, repeated keys (`exclude_method[]=GET`, or
/// `exclude_method=GET`) gathered under their name without brackets.
fn read_query(raw: Option<&str>) -> HashMap<String, Vec<String>> {
    let mut query: HashMap<String, Vec<String>> = HashMap::new();
    for pair in raw.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (key, value) = (decode(key), decode(value));
        let key = key.split('[').next().unwrap_or("").to_owned();
        query.entry(key).or_default().push(value);
    }
    query
}

/// Percent-decodes a query component (`+` is a space).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match u8::from_str_radix(&text[i + 1..i + 3], 16) {
                Ok(byte) => {
                    out.push(byte);
                    i += 2;
                }
                Err(_) => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The entries the query selects, newest first, as JSON.
fn select(
    entries: &[AuditEntry],
    query: &HashMap<String, Vec<String>>,
) -> Result<Vec<Value>, ApiError> {
    let time = |key: &str| {
        let text = query
            .get(key)
            .and_then(|v| v.first())
            .ok_or_else(|| ApiError::invalid(key, "is required"))?;
        parse_rfc3339(text).ok_or_else(|| ApiError::invalid(key, "must be an RFC 3339 time"))
    };
    let (start, end) = (time("start")?, time("end")?);
    let one = |key: &str| query.get(key).and_then(|v| v.first());
    let excluded = query.get("exclude_method").cloned().unwrap_or_default();
    Ok(entries
        .iter()
        .rev()
        .filter(|e| e.at >= start && e.at < end)
        .filter(|e| one("method").is_none_or(|m| m.eq_ignore_ascii_case(&e.method)))
        .filter(|e| !excluded.iter().any(|m| m.eq_ignore_ascii_case(&e.method)))
        .filter(|e| one("search").is_none_or(|s| e.path.contains(s.as_str())))
        .filter(|_| one("auth_strategy").is_none_or(|s| s == "api_key"))
        .map(AuditEntry::to_json)
        .collect())
}

async fn list(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    caller.require_org_wide("reading the audit log")?;
    let query = read_query(raw.as_deref());
    let single: HashMap<String, String> = query
        .iter()
        .filter_map(|(k, v)| v.first().map(|first| (k.clone(), first.clone())))
        .collect();
    let page = Page::from_query(&single)?;
    let items = select(&state.world().audit, &query)?;
    Ok(page.respond(items))
}

async fn export_chunk(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
    Admitted { caller, .. }: Admitted<ApiKey>,
) -> Result<Response, ApiError> {
    caller.require_org_wide("exporting the audit log")?;
    let query = read_query(raw.as_deref());
    let one = |key: &str| query.get(key).and_then(|v| v.first()).cloned();
    let cursor = match one("cursor") {
        None => 0,
        Some(c) => c
            .parse::<usize>()
            .map_err(|_| ApiError::invalid("cursor", "must be a cursor the previous chunk gave"))?,
    };
    let limit = match one("limit") {
        None => DEFAULT_CHUNK,
        Some(l) => match l.parse::<usize>() {
            Ok(n) if n >= 1 => n,
            _ => return Err(ApiError::invalid("limit", "must be a positive integer")),
        },
    };
    let gzip = match one("format").as_deref() {
        None | Some("jsonl") => false,
        Some("jsonl.gz") => true,
        Some(_) => return Err(ApiError::invalid("format", "must be jsonl or jsonl.gz")),
    };
    let entries = select(&state.world().audit, &query)?;
    let chunk: Vec<&Value> = entries.iter().skip(cursor).take(limit).collect();
    let next = cursor + chunk.len();
    let mut text = String::new();
    for entry in &chunk {
        text.push_str(&entry.to_string());
        text.push('\n');
    }
    let bytes = if gzip {
        let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
        encoder
            .write_all(text.as_bytes())
            .and_then(|()| encoder.finish())
            .map_err(|e| {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", e.to_string())
            })?
    } else {
        text.into_bytes()
    };
    let mut response = (StatusCode::OK, bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/octet-stream"),
    );
    if next < entries.len() {
        headers.insert("x-next-cursor", HeaderValue::from(next));
    }
    Ok(response)
}
