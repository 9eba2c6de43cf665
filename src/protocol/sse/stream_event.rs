//! Sorting the `data:` payloads of the service's event streams.

use std::fmt;

use crate::protocol::api::StreamEnd;
use crate::protocol::json::{self, Scanner, Token};
use crate::protocol::response::{error_from_record, Error, ErrorKind};

/// What one `data:` payload of a stream is.
///
/// `Debug` prints a record's length only: flow states carry URLs with
/// one-time codes.
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum StreamItem<'a> {
    /// `{"event":"sse_heartbeat"}`: a keep-alive; skip it.
    Heartbeat,
    /// `{"event":"error","error":{...}}`: the service reports a failure and
    /// the stream should end with this error (kind
    /// [`ErrorKind::Status`], no status).
    Error(Error),
    /// Anything else (a log event, a flow state, or a payload for the
    /// validator to reject): the payload as received.
    Record(&'a str),
}

impl fmt::Debug for StreamItem<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StreamItem::Heartbeat => f.write_str("Heartbeat"),
            StreamItem::Error(error) => f.debug_tuple("Error").field(error).finish(),
            StreamItem::Record(data) => write!(f, "Record(<{} bytes>)", data.len()),
        }
    }
}

/// Classifies a `data:` payload by its top-level `event` member.
///
/// Reads only up to that member, without building a tree; only error events
/// are parsed whole. If `event` appears twice, the first one decides.
pub fn classify_event(data: &str) -> StreamItem<'_> {
    control_item(data.as_bytes()).unwrap_or(StreamItem::Record(data))
}

/// [`classify_event`] of bytes not checked as UTF-8: the heartbeat or the
/// error they are, `None` for a record.
pub(crate) fn control_item(data: &[u8]) -> Option<StreamItem<'static>> {
    match top_level_event(data)? {
        Event::Heartbeat => Some(StreamItem::Heartbeat),
        Event::Error => {
            let parsed = json::parse(data).ok();
            let error = error_from_record(ErrorKind::Status, None, parsed.as_ref());
            Some(StreamItem::Error(error))
        }
    }
}

enum Event {
    Heartbeat,
    Error,
}

/// The control event named by the object's `event` member, if any.
fn top_level_event(bytes: &[u8]) -> Option<Event> {
    let Token::String(event) = top_level_member(bytes, "event")? else {
        return None;
    };
    if event.eq_str("sse_heartbeat") {
        Some(Event::Heartbeat)
    } else if event.eq_str("error") {
        Some(Event::Error)
    } else {
        None
    }
}

/// When the service ends a stream on its own: after an event whose member
/// `member` (a top-level name, or a dotted path into nested objects:
/// `invocation.status`) is `null` or a string other than `while_values` (a
/// flow state whose `flow_status` left `IN_PROGRESS`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndRule {
    /// The member that tells.
    pub member: String,
    /// The values that keep the stream going.
    pub while_values: Vec<String>,
}

impl From<&StreamEnd> for EndRule {
    fn from(end: &StreamEnd) -> Self {
        EndRule {
            member: end.member.to_owned(),
            while_values: end.while_values.iter().map(|v| (*v).to_owned()).collect(),
        }
    }
}

impl EndRule {
    /// Whether an event's payload is its stream's last. A payload without
    /// the member does not end it.
    pub fn ends(&self, data: &[u8]) -> bool {
        match member_at(data, &self.member) {
            Some(Token::String(value)) => !self.while_values.iter().any(|w| value.eq_str(w)),
            Some(Token::Null) => true,
            _ => false,
        }
    }
}

/// Whether a flow state or connection record shows a flow in progress: its
/// top-level `flow_status` is `IN_PROGRESS`. Null, absent, any other status
/// or a payload that is not an object: no flow in progress.
pub fn flow_in_progress(data: &str) -> bool {
    matches!(
        top_level_member(data.as_bytes(), "flow_status"),
        Some(Token::String(status)) if status.eq_str("IN_PROGRESS")
    )
}

/// The first token of the member at `path`: a top-level name, or names
/// joined by `.` into nested objects. `None` when a step is missing or not
/// an object.
fn member_at<'a>(bytes: &'a [u8], path: &str) -> Option<Token<'a>> {
    if !path.contains('.') {
        return top_level_member(bytes, path);
    }
    let mut names = path.split('.');
    let mut name = names.next()?;
    let mut scanner = Scanner::new(bytes);
    if !matches!(scanner.next_token(), Ok(Some(Token::BeginObject))) {
        return None;
    }
    loop {
        let Ok(Some(Token::Key(key))) = scanner.next_token() else {
            return None;
        };
        let value = scanner.next_token().ok()??;
        if key.eq_str(name) {
            match names.next() {
                None => return Some(value),
                Some(next) if matches!(value, Token::BeginObject) => {
                    name = next;
                    continue;
                }
                Some(_) => return None,
            }
        }
        scanner.skip_value(&value).ok()?;
    }
}

/// The first token of the object's member `name` (the first one, if the
/// name appears twice), without building a tree. `name` is printable ASCII
/// without `"` or `\`.
fn top_level_member<'a>(bytes: &'a [u8], name: &str) -> Option<Token<'a>> {
    // The service writes `event` first, compactly: an event whose `event`
    // is an object or a plain string is sorted by it in place, without the
    // scanner; any other goes through the object from its start.
    if let Some(value) = json::leading_member_value(bytes, name) {
        // An object (a telemetry event's `event`) ends the search.
        if value.first() == Some(&b'{') {
            return Some(Token::BeginObject);
        }
        if let Some(text) = json::plain_string(value) {
            return Some(Token::String(text));
        }
    }
    let mut scanner = Scanner::new(bytes);
    if !matches!(scanner.next_token(), Ok(Some(Token::BeginObject))) {
        return None;
    }
    loop {
        let Ok(Some(Token::Key(key))) = scanner.next_token() else {
            return None;
        };
        let value = scanner.next_token().ok()??;
        if key.eq_str(name) {
            return Some(value);
        }
        scanner.skip_value(&value).ok()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heartbeats_are_recognised() {
        assert_eq!(
            classify_event(r#"{"event":"sse_heartbeat"}"#),
            StreamItem::Heartbeat
        );
        assert_eq!(
            classify_event(r#" { "timestamp" : "t", "event" : "sse_heart\u0062eat" } "#),
            StreamItem::Heartbeat
        );
        // Written compactly first, with an escape: the scanner reads it.
        assert_eq!(
            classify_event(r#"{"event":"sse_heart\u0062eat"}"#),
            StreamItem::Heartbeat
        );
    }

    #[test]
    fn error_events_become_errors_with_their_record() {
        let data = r#"{"event":"error","error":{"code":"browser_gone","message":"session ended","details":[{"code":"d"}],"inner_error":{"message":"i"}}}"#;
        let StreamItem::Error(error) = classify_event(data) else {
            panic!("not an error");
        };
        assert_eq!(error.code(), "browser_gone");
        assert_eq!(error.message(), "session ended");
        assert_eq!(error.status(), None);
        assert_eq!(error.class_name(), "APIError");
        assert_eq!(error.details().len(), 1);
        assert_eq!(
            error.inner_error().and_then(|i| i.message.as_deref()),
            Some("i")
        );
    }

    #[test]
    fn an_error_event_with_a_broken_record_is_still_an_error() {
        let StreamItem::Error(error) = classify_event(r#"{"event":"error","error":5}"#) else {
            panic!("not an error");
        };
        assert_eq!(error.code(), "error");
        let StreamItem::Error(_) = classify_event(r#"{"event":"error","error":{"#) else {
            panic!("not an error");
        };
    }

    #[test]
    fn records_pass_through_unchanged() {
        let cases = [
            r#"{"event":"log","message":"error","timestamp":"t"}"#,
            r#"{"message":{"event":"error"},"event":"managed_auth_state"}"#,
            r#"{"nested":[{"event":"sse_heartbeat"}],"flow_status":"IN_PROGRESS"}"#,
            r#"{"event":5}"#,
            r#"{"event":{"type":"console_log"},"seq":1}"#,
            r#"{"event":{"type":"x"},"event":"sse_heartbeat"}"#,
            r#"{"event":null,"event":"error"}"#,
            r#"["event","error"]"#,
            r#"not json"#,
            r#"{"event""#,
            "",
        ];
        for data in cases {
            assert_eq!(classify_event(data), StreamItem::Record(data), "{data}");
        }
    }

    #[test]
    fn debug_of_a_record_hides_its_content() {
        let item = classify_event(r#"{"hosted_url":"https://x/?code=hs_1"}"#);
        assert_eq!(format!("{item:?}"), "Record(<37 bytes>)");
    }

    #[test]
    fn the_event_member_is_found_after_other_members() {
        let data = r#"{"a":{"b":[1,2,{"event":"x"}]},"c":"\"event\"","event":"error","error":{"code":"late","message":"m"}}"#;
        let StreamItem::Error(error) = classify_event(data) else {
            panic!("not an error");
        };
        assert_eq!(error.code(), "late");
    }

    #[test]
    fn a_flow_state_other_than_in_progress_ends_the_flow() {
        for (data, ends) in [
            (
                r#"{"event":"managed_auth_state","flow_status":"IN_PROGRESS"}"#,
                false,
            ),
            (
                r#"{"event":"managed_auth_state","flow_status":"SUCCESS"}"#,
                true,
            ),
            (r#"{"flow_step":"COMPLETED","flow_status":"FAILED"}"#, true),
            (r#"{"event":"managed_auth_state","flow_status":null}"#, true),
            (
                r#"{"event":"managed_auth_state","nested":{"flow_status":"SUCCESS"}}"#,
                false,
            ),
            (r#"{"event":"log","message":"flow_status: SUCCESS"}"#, false),
            ("not json", false),
        ] {
            let crate::protocol::api::Answer::Stream(stream) = crate::protocol::api::FOLLOW.answer
            else {
                panic!("follow streams");
            };
            let end = EndRule::from(stream.ends.as_ref().expect("a flow's stream ends"));
            assert_eq!(end.ends(data.as_bytes()), ends, "{data}");
        }
    }

    #[test]
    fn an_invocation_state_past_running_ends_its_stream() {
        for (data, ends) in [
            (
                r#"{"event":"invocation_state","invocation":{"id":"i","status":"running"}}"#,
                false,
            ),
            (
                r#"{"event":"invocation_state","invocation":{"id":"i","status":"succeeded"}}"#,
                true,
            ),
            (
                r#"{"event":"invocation_state","other":{"status":"failed"},"invocation":{"output":"{\"status\":1}","status":"failed"}}"#,
                true,
            ),
            (r#"{"event":"log","status":"failed"}"#, false),
            (
                r#"{"event":"invocation_state","invocation":"failed"}"#,
                false,
            ),
            ("not json", false),
        ] {
            let crate::protocol::api::Answer::Stream(stream) =
                crate::protocol::api::FOLLOW_INVOCATION.answer
            else {
                panic!("follow streams");
            };
            let end = EndRule::from(stream.ends.as_ref().expect("an invocation's stream ends"));
            assert_eq!(end.ends(data.as_bytes()), ends, "{data}");
        }
    }

    #[test]
    fn only_an_in_progress_status_is_a_flow_in_progress() {
        for (data, running) in [
            (r#"{"id":"ac_1","flow_status":"IN_PROGRESS"}"#, true),
            (r#"{"flow_status":"IN_\u0050ROGRESS"}"#, true),
            (r#"{"flow_status":"SUCCESS"}"#, false),
            (r#"{"flow_status":"SOMETHING_NEW"}"#, false),
            (r#"{"flow_status":null}"#, false),
            (r#"{"id":"ac_1"}"#, false),
            (r#"{"nested":{"flow_status":"IN_PROGRESS"}}"#, false),
            ("not json", false),
        ] {
            assert_eq!(flow_in_progress(data), running, "{data}");
        }
    }
}
