//! Forward-compatible response checks.

use super::*;
use crate::protocol::schema::{self, bodies};

const FULL_CONNECTION: &str = r##"{
  "id":"c1","profile_name":"p","domain":"a.test","status":"NEEDS_AUTH",
  "save_credentials":true,"record_session":false,"allowed_domains":["b.test"],
  "auto_reauth":true,
  "browser":{"proxy":{"id":"px"},"stealth":true,"telemetry":null},
  "browser_session_id":"b1","browser_telemetry":null,"can_reauth":false,
  "can_reauth_reason":"no_credential",
  "choices":[{"id":"ch","type":"mfa_method","label":"SMS","context":null,"description":null,
    "display_text":"Text me","masked_destination":"***12","mfa_type":"sms","observed_selector":null}],
  "credential":{"provider":"v","auto":true},
  "discovered_fields":[{"name":"otp","type":"code","label":"Code","selector":"#otp","hint":"h",
    "placeholder":"123","required":true,"linked_mfa_type":"sms"}],
  "error_code":null,"error_message":null,"external_action_message":null,
  "fields":[{"id":"f","ref":"otp","type":"code","label":"Code","hint":"sent to ***12",
    "observed_selector":null,"replace_existing":false,"required":true}],
  "flow_expires_at":"2025-01-01T00:00:00Z","flow_status":"IN_PROGRESS",
  "flow_step":"AWAITING_INPUT","flow_type":"LOGIN","health_check_interval":3600,
  "health_checks":true,"hosted_url":"https://h.test/x","last_auth_at":"2025-01-01T00:00:00Z",
  "last_auth_check_at":"2025-01-01T00:00:00Z","live_view_url":null,
  "login_url":"https://a.test/login",
  "mfa_options":[{"type":"sms","label":"SMS","description":null,"target":"***12"}],
  "pending_sso_buttons":[{"selector":"//button","provider":"g","label":"Google"}],
  "post_login_url":"https://a.test/home","proxy_id":"px",
  "sign_in_options":[{"id":"acct","label":"Acme","description":null}],
  "sso_provider":null,"website_error":null
}"##;

#[test]
fn a_record_with_every_field_passes() {
    assert_response_ok(&bodies::AUTH_CONNECTION_BODY, FULL_CONNECTION);
    assert_response_ok(
        &bodies::AUTH_CONNECTION_LIST,
        &format!("[{FULL_CONNECTION},{FULL_CONNECTION}]"),
    );
}

#[test]
fn a_record_with_only_required_fields_passes() {
    assert_response_ok(
        &bodies::AUTH_CONNECTION_BODY,
        r#"{"id":"c","profile_name":"p","domain":"d","status":"AUTHENTICATED","save_credentials":true,"record_session":true}"#,
    );
}

#[test]
fn unknown_properties_are_ignored_at_any_depth() {
    let body = FULL_CONNECTION
        .replacen('{', r#"{"new_top":{"deep":[1,{"x":null}]},"#, 1)
        .replace(r#""stealth":true"#, r#""stealth":true,"gpu":"on""#)
        .replace(
            r#""label":"SMS","description""#,
            r#""label":"SMS","icon":[],"description""#,
        );
    assert_response_ok(&bodies::AUTH_CONNECTION_BODY, &body);
}

#[test]
fn unknown_enum_values_are_accepted() {
    let body = FULL_CONNECTION
        .replace("NEEDS_AUTH", "SUSPENDED")
        .replace(r#""mfa_method""#, r#""webauthn""#)
        .replace("AWAITING_INPUT", "AWAITING_CAPTCHA")
        .replace("no_credential", "new_reason");
    assert_response_ok(&bodies::AUTH_CONNECTION_BODY, &body);
    assert_response_ok(
        &bodies::PROJECT_BODY,
        r#"{"id":"p","name":"n","status":"frozen"}"#,
    );
    assert_response_ok(
        &bodies::LOG_EVENT_BODY,
        r#"{"event":"log2","message":"m","timestamp":"t"}"#,
    );
}

#[test]
fn missing_required_fields_fail_with_their_path() {
    let no_status = FULL_CONNECTION.replace(r#""status":"NEEDS_AUTH","#, "");
    assert_response_err(
        &bodies::AUTH_CONNECTION_BODY,
        &no_status,
        "status",
        "required",
    );
    let list = format!("[{FULL_CONNECTION},{no_status}]");
    assert_response_err(
        &bodies::AUTH_CONNECTION_LIST,
        &list,
        "[1].status",
        "required",
    );
    let no_choice_id = FULL_CONNECTION.replace(r#""id":"ch","#, "");
    assert_response_err(
        &bodies::AUTH_CONNECTION_BODY,
        &no_choice_id,
        "choices[0].id",
        "required",
    );
    assert_response_err(
        &bodies::PROJECT_LIST,
        r#"[{"id":"p","status":"active"}]"#,
        "[0].name",
        "required",
    );
    assert_response_err(
        &bodies::CONFLICT_ERROR_BODY,
        r#"{"code":"already_exists","message":"m"}"#,
        "existing_id",
        "required",
    );
    assert_response_err(&bodies::EXCHANGE_RESPONSE_BODY, "{}", "jwt", "required");
}

#[test]
fn null_is_accepted_exactly_where_the_spec_says_nullable() {
    let nullable = FULL_CONNECTION
        .replace(r#""flow_status":"IN_PROGRESS""#, r#""flow_status":null"#)
        .replace(r#""hosted_url":"https://h.test/x""#, r#""hosted_url":null"#)
        .replace(
            r#""health_check_interval":3600"#,
            r#""health_check_interval":null"#,
        );
    assert_response_ok(&bodies::AUTH_CONNECTION_BODY, &nullable);
    for (from, to, path) in [
        (r#""proxy_id":"px""#, r#""proxy_id":null"#, "proxy_id"),
        (
            r#""last_auth_at":"2025-01-01T00:00:00Z""#,
            r#""last_auth_at":null"#,
            "last_auth_at",
        ),
        (
            r#""login_url":"https://a.test/login""#,
            r#""login_url":null"#,
            "login_url",
        ),
        (
            r#""can_reauth":false"#,
            r#""can_reauth":null"#,
            "can_reauth",
        ),
        (r#""status":"NEEDS_AUTH""#, r#""status":null"#, "status"),
        (
            r#""hint":"h""#,
            r#""hint":null"#,
            "discovered_fields[0].hint",
        ),
    ] {
        assert_response_err(
            &bodies::AUTH_CONNECTION_BODY,
            &FULL_CONNECTION.replace(from, to),
            path,
            "type",
        );
    }
}

#[test]
fn optional_fields_may_be_absent() {
    assert_response_ok(
        &bodies::PROJECT_BODY,
        r#"{"id":"p","name":"n","status":"active"}"#,
    );
    assert_response_ok(
        &bodies::PROJECT_BODY,
        r#"{"id":"p","name":"n","status":"archived","created_at":"2025-01-01T00:00:00Z","updated_at":"2025-01-02T00:00:00Z"}"#,
    );
    assert_response_ok(&bodies::PROJECT_LIMITS_BODY, "{}");
    assert_response_ok(
        &bodies::PROJECT_LIMITS_BODY,
        r#"{"max_concurrent_sessions":null,"max_concurrent_invocations":4,"max_pooled_sessions":null}"#,
    );
    assert_response_ok(
        &bodies::ORG_LIMITS_BODY,
        r#"{"max_concurrent_sessions":50,"default_project_max_concurrent_sessions":null}"#,
    );
}

#[test]
fn json_types_are_enforced() {
    let body = FULL_CONNECTION.replace(
        r#""health_check_interval":3600"#,
        r#""health_check_interval":"3600""#,
    );
    assert_response_err(
        &bodies::AUTH_CONNECTION_BODY,
        &body,
        "health_check_interval",
        "type",
    );
    let body = FULL_CONNECTION.replace(
        r#""allowed_domains":["b.test"]"#,
        r#""allowed_domains":["b.test",false]"#,
    );
    assert_response_err(
        &bodies::AUTH_CONNECTION_BODY,
        &body,
        "allowed_domains[1]",
        "type",
    );
    assert_response_err(
        &bodies::SUBMIT_RESPONSE_BODY,
        r#"{"accepted":"yes"}"#,
        "accepted",
        "type",
    );
    assert_response_err(&bodies::PROJECT_LIST, r#"{"id":"p"}"#, "", "type");
    assert_response_err(
        &bodies::PROJECT_LIMITS_BODY,
        r#"{"max_concurrent_sessions":1.5}"#,
        "max_concurrent_sessions",
        "type",
    );
}

#[test]
fn response_integers_of_any_finite_size_are_accepted() {
    for n in ["0", "3e2", "1e19", "-1e300"] {
        assert_response_ok(
            &bodies::PROJECT_LIMITS_BODY,
            &format!(r#"{{"max_concurrent_sessions":{n}}}"#),
        );
    }
}

#[test]
fn request_only_rules_do_not_apply_to_responses() {
    let body = FULL_CONNECTION
        .replace(
            r#""health_check_interval":3600"#,
            r#""health_check_interval":60"#,
        )
        .replace(
            r#""login_url":"https://a.test/login""#,
            r#""login_url":"/login""#,
        )
        .replace(r#""proxy":{"id":"px"}"#, r#""proxy":{}"#)
        .replace(
            r#""credential":{"provider":"v","auto":true}"#,
            r#""credential":{"provider":"v"}"#,
        );
    assert_response_ok(&bodies::AUTH_CONNECTION_BODY, &body);
    assert_response_ok(&bodies::PROJECT_LIMITS_BODY, r#"{"max_pooled_sessions":3}"#);
}

#[test]
fn flow_events_are_checked_by_their_event_name() {
    assert_response_ok(
        &bodies::FLOW_EVENT_BODY,
        r#"{"timestamp":"t","flow_step":"AWAITING_INPUT","flow_status":"IN_PROGRESS","event":"managed_auth_state","fields":[{"id":"f","ref":"r","type":"password"}],"hosted_url":"https://h.test"}"#,
    );
    assert_response_ok(
        &bodies::FLOW_EVENT_BODY,
        r#"{"event":"error","error":{"code":"c","message":"m","details":[{"code":"d"}],"inner_error":{"message":"i"}}}"#,
    );
    assert_response_ok(&bodies::FLOW_EVENT_BODY, r#"{"event":"sse_heartbeat"}"#);
    assert_response_ok(
        &bodies::FLOW_EVENT_BODY,
        r#"{"extra":{"event":"x"},"event":"sse_heartbeat"}"#,
    );
    assert_response_err(
        &bodies::FLOW_EVENT_BODY,
        r#"{"event":"error","error":{"message":"m"}}"#,
        "error.code",
        "required",
    );
    assert_response_err(
        &bodies::FLOW_EVENT_BODY,
        r#"{"event":"managed_auth_state","flow_step":"DISCOVERING","timestamp":"t"}"#,
        "flow_status",
        "required",
    );
    assert_response_err(
        &bodies::FLOW_EVENT_BODY,
        r#"{"data":{"event":"error"}}"#,
        "event",
        "required",
    );
    assert_response_err(&bodies::FLOW_EVENT_BODY, r#"{"event":7}"#, "event", "type");
    assert_response_err(&bodies::FLOW_EVENT_BODY, "[]", "", "type");
}

#[test]
fn a_future_flow_event_kind_passes_unchecked() {
    assert_response_ok(
        &bodies::FLOW_EVENT_BODY,
        r#"{"event":"progress","percent":"any","nested":{"x":[1]}}"#,
    );
    assert_response_err(
        &bodies::FLOW_EVENT_BODY,
        r#"{"event":"progress","nested":{"x":[1,]}}"#,
        "",
        "syntax",
    );
    let e = check_request(&bodies::FLOW_EVENT_BODY, br#"{"event":"progress"}"#).unwrap_err();
    assert_eq!((e.path(), e.rule()), ("event", Rule::Enum));
}

#[test]
fn error_records_logs_timelines_and_small_responses_pass() {
    assert_response_ok(
        &bodies::ERROR_RECORD_BODY,
        r#"{"code":"bad_request","message":"m","details":[{"code":"invalid_input","message":"x"},{}],"inner_error":{"code":"c"}}"#,
    );
    assert_response_ok(
        &bodies::CONFLICT_ERROR_BODY,
        r#"{"code":"already_exists","message":"m","existing_id":"c1"}"#,
    );
    assert_response_ok(
        &bodies::LOG_EVENT_BODY,
        r#"{"event":"log","message":"line","timestamp":"2025-01-01T00:00:00Z"}"#,
    );
    assert_response_ok(
        &bodies::TIMELINE_EVENT_LIST,
        r#"[{"id":"e","type":"health_check","status":"SUCCESS","timestamp":"t","step":"COMPLETED","error_code":"x","error_message":"y","previous_status":"NEEDS_AUTH","browser_session_id":"b","replay_id":"r","website_error":"w"},{"id":"f","type":"login","status":"FAILED","timestamp":"t"}]"#,
    );
    assert_response_ok(
        &bodies::LOGIN_RESPONSE_BODY,
        r#"{"id":"c","flow_type":"LOGIN","flow_expires_at":"t","hosted_url":"https://h.test/c?code=x","handoff_code":"x","live_view_url":"https://l.test"}"#,
    );
    assert_response_ok(&bodies::SUBMIT_RESPONSE_BODY, r#"{"accepted":true}"#);
    assert_response_ok(&bodies::EXCHANGE_RESPONSE_BODY, r#"{"jwt":"a.b.c"}"#);
    assert_response_ok(&bodies::AUTH_CONNECTION_LIST, "[]");
}

#[test]
fn responses_with_bad_syntax_fail() {
    assert_response_err(
        &bodies::PROJECT_BODY,
        r#"{"id":"p","name":"n","status":"active""#,
        "",
        "syntax",
    );
    assert_response_err(
        &bodies::PROJECT_BODY,
        r#"{"id":"p","name":"n","status":"active"} x"#,
        "",
        "syntax",
    );
}

#[test]
fn members_out_of_table_order_or_escaped_are_matched_by_name() {
    let reordered = r#"{"domain":"d","id":"x","status":"NEEDS_AUTH","profile_name":"p","record_session":true,"save_credentials":false}"#;
    assert!(check_response(&bodies::AUTH_CONNECTION_BODY, reordered.as_bytes()).is_ok());
    let escaped = r#"{"i\u0064":"x","profile_name":"p","domain":"d","status":"NEEDS_AUTH","save_credentials":false,"record_session":true}"#;
    assert!(check_response(&bodies::AUTH_CONNECTION_BODY, escaped.as_bytes()).is_ok());
    let e = check_response(
        &bodies::AUTH_CONNECTION_BODY,
        br#"{"id":"x","profile_nam":"p"}"#,
    )
    .unwrap_err();
    assert_eq!((e.path(), e.rule()), ("profile_name", Rule::Required));
    let e = check_response(&bodies::AUTH_CONNECTION_BODY, br#"{"id":7}"#).unwrap_err();
    assert_eq!((e.path(), e.rule()), ("id", Rule::Type));
}

#[test]
fn compact_plain_strings_get_the_verdicts_of_any_other_spelling() {
    // `"name":"text"` of the field next in table order is read in one step;
    // spaced, escaped or non-ASCII spellings take the general steps.
    for body in [
        r#"{"event":"log","message":"m","timestamp":"t"}"#,
        r#"{ "event" : "log", "message":"m\u0021", "timestamp":"\u00e9"}"#,
        "{\"event\":\"log\",\"message\":\"\u{e9}\",\"timestamp\":\"t\"}",
        r#"{"message":"m","event":"log","timestamp":"t","extra":{"a":["b"]}}"#,
    ] {
        assert_response_ok(&bodies::LOG_EVENT_BODY, body);
    }
    let no_message = r#"{"event":"log","timestamp":"t"}"#;
    assert_response_err(&bodies::LOG_EVENT_BODY, no_message, "message", "required");
    let number = r#"{"event":"log","message":5,"timestamp":"t"}"#;
    assert_response_err(&bodies::LOG_EVENT_BODY, number, "message", "type");
    let cut = r#"{"event":"log","message":"m""#;
    assert_response_err(&bodies::LOG_EVENT_BODY, cut, "", "syntax");
    // Requests read every string whose rule needs its text.
    let e =
        check_request(&bodies::PROJECT_UPDATE_BODY, br#"{"name":"","status":"x"}"#).unwrap_err();
    assert_eq!((e.path(), e.rule()), ("name", Rule::MinLength));
    let e = check_request(
        &bodies::PROJECT_UPDATE_BODY,
        br#"{"name":"n","status":"x"}"#,
    )
    .unwrap_err();
    assert_eq!((e.path(), e.rule()), ("status", Rule::Enum));
    assert!(check_response(
        &bodies::PROJECT_BODY,
        br#"{"id":"p","name":"","status":"x"}"#
    )
    .is_ok());
}

/// A record with a free-form member beside a typed one.
static FREE_FORM: Ty = Ty::Object(&schema::ObjectDef {
    name: "FreeForm",
    doc: schema::Doc::new("A free-form member."),
    fields: &[
        schema::field("policy", Ty::Map(&Ty::Any), 0, "Anything."),
        schema::field("after", Ty::Bool, 0, "A flag."),
    ],
    rules: &[],
});

#[test]
fn a_free_form_member_holds_any_value_in_requests_and_answers() {
    let body = r#"{"policy":{"a":{},"b":[],"c":[1,{"d":[{}]}],"e":null,"f":"x"},"after":true}"#;
    assert_accepted(&FREE_FORM, body);
    assert_response_ok(&FREE_FORM, body);
    assert_refused(
        &FREE_FORM,
        r#"{"policy":{"a":{}},"after":1}"#,
        "after",
        "type",
    );
}
