//! Each request rule, with the path and rule code of its refusal.

use super::*;
use crate::protocol::schema::bodies;
use crate::protocol::schema::bodies::{
    AUTH_CONNECTION_CREATE_BODY as CREATE_BODY, AUTH_CONNECTION_UPDATE_BODY as UPDATE_BODY,
};

/// A create body with `extra` members spliced in.
fn create(extra: &str) -> String {
    let sep = if extra.is_empty() { "" } else { "," };
    format!(r#"{{"domain":"a.test","profile_name":"p"{sep}{extra}}}"#)
}

#[test]
fn minimal_and_full_create_requests_pass() {
    assert_accepted(&CREATE_BODY, &create(""));
    assert_accepted(
        &CREATE_BODY,
        &create(
            r#""allowed_domains":["b.test"],"auto_reauth":true,
            "browser":{"proxy":{"mode":"direct"},"stealth":false,
              "telemetry":{"enabled":true,"browser":{"console":{"enabled":true},"screenshot":{}},
                "export":{"otlp":{"destination":{"name":"d"},"enabled":true}}}},
            "browser_telemetry":null,"credential":{"name":"c"},"health_check_interval":3600,
            "health_checks":true,"login_url":"https://a.test/login","proxy":{"id":"p1"},
            "record_session":false,"save_credentials":true"#,
        ),
    );
}

#[test]
fn missing_required_fields_are_refused() {
    assert_refused(
        &CREATE_BODY,
        r#"{"domain":"a.test"}"#,
        "profile_name",
        "required",
    );
    assert_refused(
        &CREATE_BODY,
        r#"{"profile_name":"p"}"#,
        "domain",
        "required",
    );
    assert_refused(&bodies::PROJECT_CREATE_BODY, "{}", "name", "required");
    assert_refused(&bodies::EXCHANGE_REQUEST, "{}", "code", "required");
}

#[test]
fn unknown_properties_are_refused_at_any_depth() {
    assert_refused(
        &CREATE_BODY,
        &create(r#""extra":1"#),
        "extra",
        "unknown_property",
    );
    assert_refused(
        &CREATE_BODY,
        &create(r#""browser":{"proxy":{"mode":"direct","port":1}}"#),
        "browser.proxy.port",
        "unknown_property",
    );
    assert_refused(
        &CREATE_BODY,
        &create(r#""browser":{"telemetry":{"browser":{"audio":{}}}}"#),
        "browser.telemetry.browser.audio",
        "unknown_property",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"domain":"a.test"}"#,
        "domain",
        "unknown_property",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"profile_name":"p"}"#,
        "profile_name",
        "unknown_property",
    );
    assert_refused(
        &bodies::ORG_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":1}"#,
        "max_concurrent_sessions",
        "unknown_property",
    );
}

#[test]
fn browser_proxy_needs_exactly_one_of_mode_id_name() {
    for body in [
        r#"{}"#,
        r#"{"mode":"direct","id":"p"}"#,
        r#"{"id":"p","name":"n"}"#,
    ] {
        let e = refused(
            &UPDATE_BODY,
            &format!(r#"{{"browser":{{"proxy":{body}}}}}"#),
        );
        assert_eq!(
            (e.path(), e.rule()),
            ("browser.proxy", Rule::ExactlyOneOf),
            "{body}"
        );
        assert!(e.detail().contains("mode, id, name"), "{e}");
    }
    for body in [r#"{"mode":"default"}"#, r#"{"id":"p"}"#, r#"{"name":"n"}"#] {
        assert_accepted(
            &UPDATE_BODY,
            &format!(r#"{{"browser":{{"proxy":{body}}}}}"#),
        );
    }
}

#[test]
fn proxy_ref_needs_exactly_one_of_id_name() {
    assert_refused(
        &CREATE_BODY,
        &create(r#""proxy":{}"#),
        "proxy",
        "exactly_one_of",
    );
    assert_refused(
        &CREATE_BODY,
        &create(r#""proxy":{"id":"a","name":"b"}"#),
        "proxy",
        "exactly_one_of",
    );
    assert_refused(
        &bodies::LOGIN_REQUEST,
        r#"{"proxy":{}}"#,
        "proxy",
        "exactly_one_of",
    );
    assert_accepted(
        &bodies::LOGIN_REQUEST,
        r#"{"proxy":{"name":"b"},"record_session":true}"#,
    );
}

#[test]
fn otlp_destination_needs_exactly_one_of_id_name() {
    let body = |dest: &str| {
        format!(r#"{{"browser":{{"telemetry":{{"export":{{"otlp":{{"destination":{dest}}}}}}}}}}}"#)
    };
    let path = "browser.telemetry.export.otlp.destination";
    assert_refused(&UPDATE_BODY, &body("{}"), path, "exactly_one_of");
    assert_refused(
        &UPDATE_BODY,
        &body(r#"{"id":"a","name":"b"}"#),
        path,
        "exactly_one_of",
    );
    assert_accepted(&UPDATE_BODY, &body(r#"{"id":"a"}"#));
}

#[test]
fn empty_strings_are_refused_where_the_minimum_length_is_one() {
    assert_refused(
        &UPDATE_BODY,
        r#"{"browser":{"proxy":{"id":""}}}"#,
        "browser.proxy.id",
        "min_length",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"browser":{"proxy":{"name":""}}}"#,
        "browser.proxy.name",
        "min_length",
    );
    assert_refused(
        &bodies::PROJECT_CREATE_BODY,
        r#"{"name":""}"#,
        "name",
        "min_length",
    );
    assert_refused(
        &bodies::PROJECT_UPDATE_BODY,
        r#"{"name":""}"#,
        "name",
        "min_length",
    );
    assert_refused(
        &bodies::EXCHANGE_REQUEST,
        r#"{"code":""}"#,
        "code",
        "min_length",
    );
    assert_accepted(&bodies::PROJECT_CREATE_BODY, r#"{"name":"x"}"#);
}

#[test]
fn credential_reference_is_exactly_one_of_its_three_forms() {
    for ok in [
        r#"{"name":"c"}"#,
        r#"{"provider":"v","path":"a/b"}"#,
        r#"{"provider":"v","auto":true}"#,
    ] {
        assert_accepted(&UPDATE_BODY, &format!(r#"{{"credential":{ok}}}"#));
    }
    for bad in [
        "{}",
        r#"{"provider":"v"}"#,
        r#"{"path":"a/b"}"#,
        r#"{"name":"c","provider":"v"}"#,
        r#"{"provider":"v","auto":false}"#,
        r#"{"provider":"v","path":"a","auto":true}"#,
        r#"{"name":"c","auto":true}"#,
    ] {
        let e = refused(&UPDATE_BODY, &format!(r#"{{"credential":{bad}}}"#));
        assert_eq!(
            (e.path(), e.rule()),
            ("credential", Rule::ExactlyOneOf),
            "{bad}"
        );
    }
}

#[test]
fn health_check_interval_stays_within_300_and_86400() {
    assert_accepted(&UPDATE_BODY, r#"{"health_check_interval":300}"#);
    assert_accepted(&UPDATE_BODY, r#"{"health_check_interval":86400}"#);
    assert_accepted(&UPDATE_BODY, r#"{"health_check_interval":3.6e3}"#);
    let e = refused(&UPDATE_BODY, r#"{"health_check_interval":299}"#);
    assert_eq!((e.path(), e.rule()), ("health_check_interval", Rule::Range));
    assert_eq!(e.detail(), "must be between 300 and 86400");
    assert_refused(
        &UPDATE_BODY,
        r#"{"health_check_interval":86401}"#,
        "health_check_interval",
        "range",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"health_check_interval":3600.5}"#,
        "health_check_interval",
        "type",
    );
}

#[test]
fn telemetry_disabled_cannot_carry_category_settings() {
    let e = refused(
        &UPDATE_BODY,
        r#"{"browser":{"telemetry":{"enabled":false,"browser":{"console":{"enabled":true}}}}}"#,
    );
    assert_eq!((e.path(), e.rule()), ("browser.telemetry", Rule::Conflict));
    assert_eq!(e.detail(), "enabled=false cannot be combined with browser");
    assert_refused(
        &UPDATE_BODY,
        r#"{"browser_telemetry":{"browser":{},"enabled":false}}"#,
        "browser_telemetry",
        "conflict",
    );
    assert_accepted(
        &UPDATE_BODY,
        r#"{"browser":{"telemetry":{"enabled":false}}}"#,
    );
    assert_accepted(
        &UPDATE_BODY,
        r#"{"browser":{"telemetry":{"enabled":true,"browser":{}}}}"#,
    );
}

#[test]
fn otlp_export_disabled_with_a_destination_is_refused() {
    let body =
        |otlp: &str| format!(r#"{{"browser":{{"telemetry":{{"export":{{"otlp":{otlp}}}}}}}}}"#);
    assert_refused(
        &UPDATE_BODY,
        &body(r#"{"enabled":false,"destination":{"id":"d"}}"#),
        "browser.telemetry.export.otlp",
        "conflict",
    );
    assert_accepted(&UPDATE_BODY, &body(r#"{"enabled":false}"#));
    assert_accepted(
        &UPDATE_BODY,
        &body(r#"{"enabled":true,"destination":{"id":"d"}}"#),
    );
}

#[test]
fn any_request_setting_max_pooled_sessions_is_refused() {
    for shape in [
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        &bodies::ORG_LIMITS_UPDATE_BODY,
    ] {
        for value in ["0", "5", "null"] {
            let body = format!(r#"{{"max_pooled_sessions":{value}}}"#);
            assert_refused(shape, &body, "max_pooled_sessions", "refused");
        }
    }
}

#[test]
fn uri_fields_must_be_absolute_uris() {
    assert_accepted(&UPDATE_BODY, r#"{"login_url":"https://a.test/login?x=1"}"#);
    assert_accepted(&UPDATE_BODY, r#"{"login_url":"https:\/\/a.test\/login"}"#);
    assert_accepted(&UPDATE_BODY, r#"{"login_url":"urn:isbn:0451450523"}"#);
    for bad in [
        "",
        "a.test/login",
        "/login",
        "https:",
        "1http://a",
        "ht tp://a",
        "https://a test",
        "https://a\\tb",
        ":x",
    ] {
        let body = format!(r#"{{"login_url":"{bad}"}}"#);
        assert_refused(&UPDATE_BODY, &body, "login_url", "uri");
    }
}

#[test]
fn project_status_is_only_active_or_archived() {
    assert_accepted(&bodies::PROJECT_UPDATE_BODY, r#"{"status":"archived"}"#);
    assert_accepted(
        &bodies::PROJECT_UPDATE_BODY,
        r#"{"status":"active","name":"n"}"#,
    );
    let e = refused(&bodies::PROJECT_UPDATE_BODY, r#"{"status":"deleted"}"#);
    assert_eq!((e.path(), e.rule()), ("status", Rule::Enum));
    assert_eq!(e.detail(), "must be one of: active, archived");
    assert_refused(
        &bodies::PROJECT_UPDATE_BODY,
        r#"{"status":"ACTIVE"}"#,
        "status",
        "enum",
    );
}

#[test]
fn limits_are_non_negative_integers_and_zero_clears() {
    assert_accepted(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":0,"max_concurrent_invocations":9}"#,
    );
    assert_accepted(
        &bodies::ORG_LIMITS_UPDATE_BODY,
        r#"{"default_project_max_concurrent_sessions":0}"#,
    );
    assert_refused(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":-1}"#,
        "max_concurrent_sessions",
        "range",
    );
    assert_refused(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_invocations":1.5}"#,
        "max_concurrent_invocations",
        "type",
    );
    assert_refused(
        &bodies::ORG_LIMITS_UPDATE_BODY,
        r#"{"default_project_max_concurrent_sessions":"3"}"#,
        "default_project_max_concurrent_sessions",
        "type",
    );
    assert_refused(
        &bodies::ORG_LIMITS_UPDATE_BODY,
        r#"{"default_project_max_concurrent_sessions":null}"#,
        "default_project_max_concurrent_sessions",
        "type",
    );
}

#[test]
fn enum_values_are_checked_on_requests() {
    assert_refused(
        &UPDATE_BODY,
        r#"{"browser":{"proxy":{"mode":"socks"}}}"#,
        "browser.proxy.mode",
        "enum",
    );
}

#[test]
fn wrong_json_types_are_refused_with_their_path() {
    assert_refused(
        &UPDATE_BODY,
        r#"{"record_session":"yes"}"#,
        "record_session",
        "type",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"allowed_domains":"a.test"}"#,
        "allowed_domains",
        "type",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"allowed_domains":["a.test",1]}"#,
        "allowed_domains[1]",
        "type",
    );
    assert_refused(&UPDATE_BODY, r#"{"browser":[]}"#, "browser", "type");
    assert_refused(&CREATE_BODY, "[]", "", "type");
}

#[test]
fn null_is_accepted_only_where_the_spec_allows_it() {
    assert_accepted(&UPDATE_BODY, r#"{"browser_telemetry":null}"#);
    assert_accepted(&UPDATE_BODY, r#"{"browser":{"telemetry":null}}"#);
    assert_refused(
        &CREATE_BODY,
        r#"{"domain":null,"profile_name":"p"}"#,
        "domain",
        "type",
    );
    assert_refused(
        &UPDATE_BODY,
        r#"{"browser":{"proxy":null}}"#,
        "browser.proxy",
        "type",
    );
    assert_refused(&UPDATE_BODY, r#"{"credential":null}"#, "credential", "type");
}

#[test]
fn submit_maps_take_string_values_under_any_key() {
    assert_accepted(
        &bodies::SUBMIT_REQUEST,
        r#"{"fields":{"f1":"v","other id":"w"},"selected_choice_id":"c"}"#,
    );
    assert_refused(
        &bodies::SUBMIT_REQUEST,
        r#"{"fields":{"f1":"v","f2":2}}"#,
        "fields.f2",
        "type",
    );
    assert_refused(
        &bodies::SUBMIT_REQUEST,
        r#"{"field_values":[]}"#,
        "field_values",
        "type",
    );
}

#[test]
fn malformed_json_is_a_syntax_error_at_the_root() {
    let e = refused(&CREATE_BODY, r#"{"domain":"a.test","profile_name":"p",}"#);
    assert_eq!((e.path(), e.rule()), ("", Rule::Syntax));
    assert!(e.detail().contains("byte"), "{e}");
}

#[test]
fn messages_name_path_and_rule_but_never_values() {
    let secret = "sk_live_very_secret";
    let bodies = [
        format!(r#"{{"login_url":"{secret}"}}"#),
        format!(r#"{{"browser":{{"proxy":{{"mode":"{secret}"}}}}}}"#),
        format!(r#"{{"health_check_interval":{}}}"#, 424242),
        format!(r#"{{"credential":{{"name":"{secret}","path":"{secret}"}}}}"#),
    ];
    for body in &bodies {
        let text = refused(&UPDATE_BODY, body).to_string();
        assert!(!text.contains(secret) && !text.contains("424242"), "{text}");
    }
    let e = refused(&UPDATE_BODY, &bodies[0]);
    assert_eq!(
        e.to_string(),
        "login_url: must be an absolute URI (rule uri)"
    );
    let e = refused(&bodies::PROJECT_CREATE_BODY, "{}");
    assert_eq!(e.to_string(), "name: is required (rule required)");
    let e = refused(&bodies::PROJECT_CREATE_BODY, "");
    assert!(e.to_string().starts_with("(body): invalid JSON"), "{e}");
}

#[test]
fn escaped_member_names_are_matched_by_their_decoded_text() {
    assert_accepted(&bodies::PROJECT_CREATE_BODY, r#"{"n\u0061me":"x"}"#);
    assert_refused(
        &bodies::PROJECT_CREATE_BODY,
        r#"{"n\u0061me":"x","\u00e9":1}"#,
        "\u{e9}",
        "unknown_property",
    );
}

#[test]
fn integers_beyond_64_bits_are_out_of_range_not_mistyped() {
    for big in ["1e19", "9223372036854775808", "-1e300"] {
        let e = refused(
            &bodies::PROJECT_LIMITS_UPDATE_BODY,
            &format!(r#"{{"max_concurrent_sessions":{big}}}"#),
        );
        assert_eq!(
            (e.path(), e.rule()),
            ("max_concurrent_sessions", Rule::Range)
        );
        assert_eq!(e.detail(), "must be between 0 and 4294967295");
    }
    // The largest count the models' `u32` holds, and one more.
    assert_accepted(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":4294967295}"#,
    );
    assert_refused(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":4294967296}"#,
        "max_concurrent_sessions",
        "range",
    );
    assert_refused(
        &bodies::PROJECT_LIMITS_UPDATE_BODY,
        r#"{"max_concurrent_sessions":1e400}"#,
        "max_concurrent_sessions",
        "type",
    );
}

#[test]
fn every_rule_has_a_distinct_code() {
    let mut codes: Vec<_> = Rule::ALL.iter().map(|r| r.code()).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), Rule::ALL.len());
}
