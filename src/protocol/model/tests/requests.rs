//! Requests send only what the caller set, keep omitted and null apart,
//! and reject unknown properties when decoded.

use std::collections::BTreeMap;

use serde_json::json;

use super::fixture;
use crate::protocol::model::*;

fn encode<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("encodes")
}

#[test]
fn create_with_only_required_fields_sends_only_them() {
    assert_eq!(
        encode(&AuthConnectionCreateParams::new("a.com", "p")),
        r#"{"domain":"a.com","profile_name":"p"}"#
    );
}

#[test]
fn create_builders_set_exactly_the_named_fields() {
    let params = AuthConnectionCreateParams::new("a.com", "p")
        .allowed_domains(vec!["b.com".into()])
        .auto_reauth(false)
        .browser(ManagedAuthBrowserConfig {
            proxy: Some(BrowserProxyConfig::mode(ProxyMode::Direct)),
            ..ManagedAuthBrowserConfig::default()
        })
        .credential(CredentialReference::provider_path("vault", "item"))
        .health_check_interval(300)
        .health_checks(true)
        .login_url("https://a.com/login")
        .record_session(true)
        .save_credentials(false);
    assert_eq!(
        serde_json::to_value(&params).expect("encodes"),
        json!({
            "domain": "a.com",
            "profile_name": "p",
            "allowed_domains": ["b.com"],
            "auto_reauth": false,
            "browser": {"proxy": {"mode": "direct"}},
            "credential": {"provider": "vault", "path": "item"},
            "health_check_interval": 300,
            "health_checks": true,
            "login_url": "https://a.com/login",
            "record_session": true,
            "save_credentials": false
        })
    );
}

#[test]
fn empty_requests_send_empty_objects() {
    assert_eq!(encode(&AuthConnectionUpdateParams::default()), "{}");
    assert_eq!(encode(&LoginParams::default()), "{}");
    assert_eq!(encode(&SubmitParams::default()), "{}");
    assert_eq!(encode(&ProjectUpdateParams::default()), "{}");
    assert_eq!(encode(&OrgLimitsUpdateParams::default()), "{}");
    assert_eq!(encode(&ProjectLimitsUpdateParams::default()), "{}");
    assert_eq!(encode(&ManagedAuthBrowserConfig::default()), "{}");
    assert_eq!(encode(&BrowserTelemetryRequestConfig::default()), "{}");
}

#[test]
fn nested_constructors_build_one_form_each() {
    assert_eq!(encode(&CredentialReference::named("n")), r#"{"name":"n"}"#);
    assert_eq!(
        encode(&CredentialReference::provider_path("p", "x/y")),
        r#"{"provider":"p","path":"x/y"}"#
    );
    assert_eq!(
        encode(&CredentialReference::provider_auto("p")),
        r#"{"provider":"p","auto":true}"#
    );
    assert_eq!(
        encode(&BrowserProxyConfig::mode(ProxyMode::Default)),
        r#"{"mode":"default"}"#
    );
    assert_eq!(encode(&BrowserProxyConfig::id("px")), r#"{"id":"px"}"#);
    assert_eq!(
        encode(&BrowserProxyConfig::name("office")),
        r#"{"name":"office"}"#
    );
    assert_eq!(encode(&ProxyRef::id("px")), r#"{"id":"px"}"#);
    assert_eq!(encode(&ProxyRef::name("office")), r#"{"name":"office"}"#);
    assert_eq!(encode(&OTLPDestinationRef::id("d")), r#"{"id":"d"}"#);
    assert_eq!(encode(&OTLPDestinationRef::name("c")), r#"{"name":"c"}"#);
    assert_eq!(encode(&ProjectCreateParams::new("x")), r#"{"name":"x"}"#);
    assert_eq!(encode(&ExchangeParams::new("code")), r#"{"code":"code"}"#);
    assert_eq!(
        encode(&SubmitParams::default().selected_choice_id("ch")),
        r#"{"selected_choice_id":"ch"}"#
    );
    let values = BTreeMap::from([("f".to_owned(), "v".to_owned())]);
    assert_eq!(
        encode(&SubmitParams::default().fields(values)),
        r#"{"fields":{"f":"v"}}"#
    );
}

#[test]
fn nullable_telemetry_keeps_omitted_null_and_value_apart() {
    let omitted = AuthConnectionUpdateParams::default();
    let null = AuthConnectionUpdateParams {
        browser_telemetry: Nullable::Null,
        ..AuthConnectionUpdateParams::default()
    };
    let set = AuthConnectionUpdateParams {
        browser_telemetry: BrowserTelemetryRequestConfig {
            enabled: Some(false),
            ..BrowserTelemetryRequestConfig::default()
        }
        .into(),
        ..AuthConnectionUpdateParams::default()
    };
    assert_eq!(encode(&omitted), "{}");
    assert_eq!(encode(&null), r#"{"browser_telemetry":null}"#);
    assert_eq!(encode(&set), r#"{"browser_telemetry":{"enabled":false}}"#);
    for params in [omitted, null, set] {
        let again: AuthConnectionUpdateParams =
            serde_json::from_str(&encode(&params)).expect("decodes");
        assert_eq!(again, params);
    }

    let browser_null = ManagedAuthBrowserConfig {
        telemetry: Nullable::Null,
        ..ManagedAuthBrowserConfig::default()
    };
    assert_eq!(encode(&browser_null), r#"{"telemetry":null}"#);
}

#[test]
fn nullable_value_accessor_returns_only_a_set_value() {
    assert_eq!(Nullable::<u8>::Omitted.value(), None);
    assert_eq!(Nullable::<u8>::Null.value(), None);
    assert_eq!(Nullable::Value(3).value(), Some(&3));
    assert!(Nullable::<u8>::default().is_omitted());
    assert!(!Nullable::<u8>::Null.is_omitted());
}

#[test]
fn update_decoded_from_null_telemetry_is_null_not_omitted() {
    let update: AuthConnectionUpdateParams =
        serde_json::from_str(fixture!("auth_connection_update_full")).expect("decodes");
    assert_eq!(update.browser_telemetry, Nullable::Null);
    let create: AuthConnectionCreateParams =
        serde_json::from_str(fixture!("auth_connection_create_full")).expect("decodes");
    assert_eq!(
        create.browser.and_then(|b| match b.telemetry {
            Nullable::Null => Some(()),
            _ => None,
        }),
        Some(())
    );
}

/// Adds `"surprise": 1` to the fixture and asserts decoding as `T` fails.
fn rejects_unknown<T: serde::de::DeserializeOwned>(json: &str) {
    let mut wire: serde_json::Value = serde_json::from_str(json).expect("JSON");
    wire.as_object_mut()
        .expect("object")
        .insert("surprise".into(), json!(1));
    assert!(serde_json::from_value::<T>(wire).is_err());
}

#[test]
fn requests_reject_unknown_properties() {
    rejects_unknown::<AuthConnectionCreateParams>(fixture!("auth_connection_create_full"));
    rejects_unknown::<AuthConnectionUpdateParams>(fixture!("auth_connection_update_full"));
    rejects_unknown::<LoginParams>(fixture!("login_request"));
    rejects_unknown::<SubmitParams>(fixture!("submit_request"));
    rejects_unknown::<ExchangeParams>(fixture!("exchange_request"));
    rejects_unknown::<ProjectCreateParams>(fixture!("project_create_request"));
    rejects_unknown::<ProjectUpdateParams>(fixture!("project_update_request"));
    rejects_unknown::<OrgLimitsUpdateParams>(fixture!("org_limits_update_request"));
    rejects_unknown::<ProjectLimitsUpdateParams>(fixture!("project_limits_update_request"));
}

#[test]
fn project_limits_update_cannot_carry_max_pooled_sessions() {
    let sets_pooled = json!({"max_pooled_sessions": 3});
    assert!(serde_json::from_value::<ProjectLimitsUpdateParams>(sets_pooled).is_err());
}

#[test]
fn create_requires_domain_and_profile_name() {
    assert!(
        serde_json::from_value::<AuthConnectionCreateParams>(json!({"domain": "a.com"})).is_err()
    );
    assert!(
        serde_json::from_value::<AuthConnectionCreateParams>(json!({"profile_name": "p"})).is_err()
    );
}
