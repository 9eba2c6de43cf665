//! The HTML standard's event stream interpretation, written as plainly as
//! the standard reads: decode the whole stream, split it into lines, run
//! the field rules. Slow and simple, so that it can judge the SDK's fast
//! incremental parser.

/// One dispatched event: its type, data and last event id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The type (`message` when none was given).
    pub event: String,
    /// The data.
    pub data: String,
    /// The last event id (empty when none).
    pub id: String,
}

/// What a whole stream yields: its events, the last event id a reconnection
/// would send, and the last valid `retry:` value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The events, in order.
    pub events: Vec<Event>,
    /// The last event id string as of the last blank line.
    pub last_event_id: String,
    /// The reconnection time, if a valid `retry:` field was seen.
    pub retry: Option<u32>,
}

/// Interprets `bytes` as one complete stream (an unterminated last line is
/// dropped, as the end of the stream drops it).
pub fn interpret(bytes: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(bytes);
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(&text);
    let mut outcome = Outcome::default();
    let (mut data, mut event_type, mut id_buffer) = (String::new(), String::new(), String::new());
    for line in complete_lines(text) {
        if line.is_empty() {
            outcome.last_event_id = id_buffer.clone();
            if data.is_empty() {
                event_type.clear();
                continue;
            }
            data.pop();
            outcome.events.push(Event {
                event: if event_type.is_empty() {
                    "message".into()
                } else {
                    event_type.clone()
                },
                data: std::mem::take(&mut data),
                id: id_buffer.clone(),
            });
            event_type.clear();
            continue;
        }
        if line.starts_with(':') {
            continue;
        }
        let (field, value) = match line.find(':') {
            Some(colon) => {
                let value = &line[colon + 1..];
                (&line[..colon], value.strip_prefix(' ').unwrap_or(value))
            }
            None => (line, ""),
        };
        match field {
            "event" => event_type = value.to_owned(),
            "data" => {
                data.push_str(value);
                data.push('\n');
            }
            "id" if !value.contains('\0') => id_buffer = value.to_owned(),
            "retry" if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
                if let Ok(ms) = value.parse() {
                    outcome.retry = Some(ms);
                }
            }
            _ => {}
        }
    }
    outcome
}

/// The lines of `text` that end in CRLF, LF or CR.
fn complete_lines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = text;
    while let Some(end) = rest.find(['\r', '\n']) {
        lines.push(&rest[..end]);
        let after = if rest[end..].starts_with("\r\n") {
            end + 2
        } else {
            end + 1
        };
        rest = &rest[after..];
    }
    lines
}
