//! Host tests of the session's prompt, submit params and watch plan, on
//! records shaped as the service sends them, and of the origins its URLs may
//! have.

mod origins;
mod prompt;
mod submit;
mod watch;

/// A connection record in a flow at `status`/`step`, with `extra` members
/// (JSON text, without braces) for the step.
fn record(status: &str, step: &str, extra: &str) -> String {
    let mut text = String::from(
        r#"{"id":"ac_1","domain":"example.com","status":"NEEDS_AUTH","flow_status":""#,
    );
    text.push_str(status);
    text.push_str(r#"","flow_step":""#);
    text.push_str(step);
    text.push_str(r#"","flow_expires_at":"2030-01-01T00:20:00Z""#);
    if !extra.is_empty() {
        text.push(',');
        text.push_str(extra);
    }
    text.push('}');
    text
}

/// A record awaiting input, with `extra` members.
fn awaiting(extra: &str) -> String {
    record("IN_PROGRESS", "AWAITING_INPUT", extra)
}
