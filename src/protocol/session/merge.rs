//! Applying a `managed_auth_state` event to the session's state: the
//! connection record, with the flow fields the event sends.

use crate::protocol::json::{self, raw_members, write_string, RawMember};

/// Members that describe the flow's current step. An event names the whole
/// step: a member it leaves out is null now (the service sends the non-null
/// ones).
const STEP_MEMBERS: [&str; 12] = [
    "flow_status",
    "flow_step",
    "fields",
    "discovered_fields",
    "choices",
    "mfa_options",
    "sign_in_options",
    "pending_sso_buttons",
    "external_action_message",
    "website_error",
    "error_code",
    "error_message",
];

/// Members that hold for the whole flow: an event that sends one replaces
/// it, one that leaves it out keeps the record's.
const FLOW_MEMBERS: [&str; 6] = [
    "flow_type",
    "flow_expires_at",
    "browser_session_id",
    "hosted_url",
    "live_view_url",
    "post_login_url",
];

/// The state (a connection record's JSON text) after the flow event `event`
/// (a `data:` payload's JSON text): the record's members in their order,
/// with the flow's members replaced, then the flow members the event sends
/// and the record lacks. The members of the current step (`flow_status`,
/// `flow_step`, `fields`, `choices`, the legacy lists,
/// `external_action_message`, `website_error`, `error_code`,
/// `error_message`) are null unless the event sends them; those that hold
/// for the whole flow (`flow_type`, `flow_expires_at`, `browser_session_id`,
/// `hosted_url`, `live_view_url`, `post_login_url`) keep the record's value
/// unless it does. Other members of the event (`event`, `timestamp`) are not
/// record fields and are left out. Values are copied as written, never
/// parsed and written again.
///
/// `None` when the event is not a `managed_auth_state` event (an event this
/// version does not know) or either text is not a JSON object.
pub fn apply_event(state: &str, event: &str) -> Option<String> {
    let record = raw_members(state).ok()?;
    let event = raw_members(event).ok()?;
    let sent = |name: &str| first(&event, name);
    let kind = sent("event").and_then(|raw| json::parse(raw.as_bytes()).ok());
    if kind.as_ref().and_then(|kind| kind.as_str()) != Some("managed_auth_state") {
        return None;
    }
    let mut out = String::with_capacity(state.len() + event.len());
    for member in &record {
        let is = |name: &&str| member.name.eq_str(name);
        let value = if let Some(name) = STEP_MEMBERS.iter().copied().find(is) {
            sent(name).unwrap_or("null")
        } else if let Some(name) = FLOW_MEMBERS.iter().copied().find(is) {
            sent(name).unwrap_or(member.value)
        } else {
            member.value
        };
        out.push(if out.is_empty() { '{' } else { ',' });
        out.push('"');
        out.push_str(member.name.raw());
        out.push_str("\":");
        out.push_str(value);
    }
    for name in STEP_MEMBERS.iter().chain(&FLOW_MEMBERS) {
        if let (None, Some(value)) = (first(&record, name), sent(name)) {
            out.push(if out.is_empty() { '{' } else { ',' });
            write_string(&mut out, name);
            out.push(':');
            out.push_str(value);
        }
    }
    if out.is_empty() {
        out.push('{');
    }
    out.push('}');
    Some(out)
}

/// The value of the first member named `name`.
fn first<'a>(members: &[RawMember<'a>], name: &str) -> Option<&'a str> {
    members
        .iter()
        .find(|member| member.name.eq_str(name))
        .map(|member| member.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = r#"{"id":"ac_1","status":"NEEDS_AUTH","flow_status":"IN_PROGRESS","flow_step":"AWAITING_INPUT","flow_type":"LOGIN","fields":[{"id":"password","ref":"password","type":"password"}],"website_error":"Incorrect password","hosted_url":"https://h/hosted/ac_1?code=c","flow_expires_at":"2030-01-01T00:20:00Z","domain":"example.com"}"#;

    fn applied(event: &str) -> serde_json::Value {
        let merged = apply_event(RECORD, event).unwrap_or_else(|| panic!("not applied: {event}"));
        serde_json::from_str(&merged).unwrap_or_else(|e| panic!("{e}: {merged}"))
    }

    #[test]
    fn a_state_event_replaces_the_step_and_clears_what_it_leaves_out() {
        let state = applied(
            r#"{"event":"managed_auth_state","flow_status":"IN_PROGRESS","flow_step":"SUBMITTING","timestamp":"t"}"#,
        );
        assert_eq!(state["flow_step"], "SUBMITTING");
        assert_eq!(
            state["fields"],
            serde_json::Value::Null,
            "the step's fields are gone"
        );
        assert_eq!(state["website_error"], serde_json::Value::Null);
        assert_eq!(state["id"], "ac_1", "record members stay");
        assert_eq!(state["status"], "NEEDS_AUTH");
        assert_eq!(state["domain"], "example.com");
        assert_eq!(state["flow_type"], "LOGIN", "flow-wide members stay");
        assert_eq!(state["hosted_url"], "https://h/hosted/ac_1?code=c");
        assert!(state.get("timestamp").is_none(), "not a record field");
        assert!(state.get("event").is_none(), "not a record field");
    }

    #[test]
    fn members_the_record_lacks_are_added_and_values_are_copied_as_written() {
        let event = r#"{"event":"managed_auth_state","flow_status":"IN_PROGRESS","flow_step":"AWAITING_INPUT","choices":[{"id":"sms","type":"mfa_method","label":"Text \u00e9"}],"live_view_url":"https://h/live/b1","timestamp":"t"}"#;
        let merged = apply_event(RECORD, event).unwrap_or_default();
        assert!(
            merged
                .contains(r#""choices":[{"id":"sms","type":"mfa_method","label":"Text \u00e9"}]"#),
            "{merged}"
        );
        let state = applied(event);
        assert_eq!(state["choices"][0]["label"], "Text é");
        assert_eq!(state["live_view_url"], "https://h/live/b1");
        assert_eq!(state["flow_expires_at"], "2030-01-01T00:20:00Z");
    }

    #[test]
    fn the_end_of_the_flow_and_a_connection_without_one_are_applied() {
        let state = applied(
            r#"{"event":"managed_auth_state","flow_status":"SUCCESS","flow_step":"COMPLETED","flow_type":"LOGIN","post_login_url":"https://example.com/home","timestamp":"t"}"#,
        );
        assert_eq!(state["flow_status"], "SUCCESS");
        assert_eq!(state["post_login_url"], "https://example.com/home");
        let state = applied(
            r#"{"event":"managed_auth_state","flow_status":null,"flow_step":null,"timestamp":"t"}"#,
        );
        assert_eq!(state["flow_status"], serde_json::Value::Null);
        assert_eq!(
            apply_event("{}", r#"{"event":"managed_auth_state","flow_status":null}"#).as_deref(),
            Some(r#"{"flow_status":null}"#)
        );
    }

    #[test]
    fn other_events_and_malformed_texts_are_not_applied() {
        for (state, event) in [
            (
                RECORD,
                r#"{"event":"something_new","flow_status":"FAILED"}"#,
            ),
            (RECORD, r#"{"flow_status":"FAILED"}"#),
            (RECORD, r#"{"event":5,"flow_status":"FAILED"}"#),
            (RECORD, "not json"),
            (
                "[]",
                r#"{"event":"managed_auth_state","flow_status":"FAILED"}"#,
            ),
        ] {
            assert_eq!(apply_event(state, event), None, "{state} {event}");
        }
        let escaped = r#"{"event":"managed_auth_st\u0061te","flow_status":"FAILED"}"#;
        assert!(
            apply_event(RECORD, escaped).is_some(),
            "an escaped name is the same name"
        );
    }
}
