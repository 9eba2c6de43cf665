//! `Debug` output never shows handoff codes, JWTs, submitted values, credential
//! values, TOTP secrets and codes, or provider tokens.

use super::fixture;
use crate::protocol::model::*;

const HANDOFF_CODE: &str = "hc_secret_code";

fn decode<T: serde::de::DeserializeOwned>(json: &str) -> T {
    serde_json::from_str(json).expect("fixture decodes")
}

#[test]
fn exchange_response_debug_redacts_the_jwt() {
    let response: ExchangeResponse = decode(fixture!("exchange_response"));
    let debug = format!("{response:?}");
    assert_eq!(debug, r#"ExchangeResponse { jwt: "***" }"#);
    assert!(!debug.contains("eyJ"));
}

#[test]
fn exchange_request_debug_redacts_the_code() {
    let request: ExchangeParams = decode(fixture!("exchange_request"));
    assert_eq!(format!("{request:?}"), r#"ExchangeParams { code: "***" }"#);
}

#[test]
fn login_response_debug_redacts_the_handoff_code_and_hosted_url_query() {
    let response: LoginResponse = decode(fixture!("login_response"));
    let debug = format!("{response:?}");
    assert!(!debug.contains(HANDOFF_CODE), "{debug}");
    assert!(debug.contains(r#"handoff_code: Some("***")"#), "{debug}");
    assert!(
        debug.contains(r#"hosted_url: "https://auth.example.app/login/ac_123?***""#),
        "{debug}"
    );
    assert!(
        debug.contains("ac_123"),
        "non-secret fields stay visible: {debug}"
    );
}

#[test]
fn records_with_a_hosted_url_do_not_show_its_code() {
    let connection: AuthConnection = decode(fixture!("auth_connection_full"));
    let debug = format!("{connection:?}");
    assert!(!debug.contains(HANDOFF_CODE), "{debug}");
    assert!(debug.contains("example.com"), "{debug}");
    let event: FlowEvent = decode(fixture!("flow_event_state"));
    let debug = format!("{event:?}");
    assert!(!debug.contains(HANDOFF_CODE), "{debug}");
}

#[test]
fn submit_debug_shows_field_ids_but_not_values() {
    let submit: SubmitParams = decode(fixture!("submit_request"));
    let debug = format!("{submit:?}");
    assert!(!debug.contains("hunter2"), "{debug}");
    assert!(!debug.contains("me@example.com"), "{debug}");
    assert!(debug.contains(r#""f_password": "***""#), "{debug}");
}

#[test]
fn credential_values_secrets_codes_and_provider_tokens_are_redacted() {
    let create: CredentialCreateParams = decode(fixture!("credential_create_request"));
    let debug = format!("{create:?}");
    for secret in ["hunter2", "someone@example.com", "GEZDGNBV"] {
        assert!(!debug.contains(secret), "{debug}");
    }
    assert!(
        debug.contains("example-login"),
        "the name stays visible: {debug}"
    );
    let update: CredentialUpdateParams = decode(fixture!("credential_update_request"));
    assert!(!format!("{update:?}").contains("someone@example.com"));
    let credential: Credential = decode(fixture!("credential_full"));
    let debug = format!("{credential:?}");
    assert!(!debug.contains("287082"), "{debug}");
    assert!(
        debug.contains("password"),
        "value names stay visible: {debug}"
    );
    let code: CredentialTotpCodeResponse = decode(fixture!("credential_totp_code"));
    assert!(!format!("{code:?}").contains("287082"));
    let provider: CredentialProviderCreateParams =
        decode(fixture!("credential_provider_create_request"));
    assert!(!format!("{provider:?}").contains("ops_canary_token"));
    let rotate: CredentialProviderUpdateParams =
        decode(fixture!("credential_provider_update_request"));
    assert!(!format!("{rotate:?}").contains("ops_rotated_token"));
}
