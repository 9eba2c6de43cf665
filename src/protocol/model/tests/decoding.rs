//! Decoding is forward-compatible and exact: unknown properties ignored,
//! unknown enum values kept, required fields enforced.

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

#[test]
fn unknown_properties_are_ignored_and_unknown_enum_values_kept() {
    let (connection, encoded) = round_trip::<AuthConnection>(fixture!("auth_connection_unknown"));
    assert_eq!(connection.status, AuthStatus::Unknown("LOCKED".into()));
    assert_eq!(
        connection.can_reauth_reason,
        Some(CanReauthReason::Unknown("requires_hardware_key".into()))
    );
    assert_eq!(
        connection.flow_status,
        Some(FlowStatus::Unknown("PAUSED".into()))
    );
    assert_eq!(
        connection.flow_step,
        Some(FlowStep::Unknown("AWAITING_CAPTCHA".into()))
    );
    assert_eq!(
        connection.flow_type,
        Some(FlowType::Unknown("ONBOARDING".into()))
    );
    let proxy = connection.browser.as_ref().and_then(|b| b.proxy.as_ref());
    assert_eq!(
        proxy.and_then(|p| p.mode.clone()),
        Some(ProxyMode::Unknown("residential".into()))
    );
    let choice = &connection.choices.as_deref().expect("choices")[0];
    assert_eq!(
        choice.r#type,
        ManagedAuthChoiceType::Unknown("biometric".into())
    );
    assert_eq!(
        choice.mfa_type,
        Some(ManagedAuthMFAMethod::Unknown("face_id".into()))
    );
    let field = &connection.fields.as_deref().expect("fields")[0];
    assert_eq!(field.r#type, ManagedAuthFieldType::Unknown("pin".into()));
    let discovered = &connection.discovered_fields.as_deref().expect("discovered")[0];
    assert_eq!(
        discovered.r#type,
        DiscoveredFieldType::Unknown("date".into())
    );
    assert_eq!(
        discovered.linked_mfa_type,
        Some(MFAType::Unknown("webauthn".into()))
    );
    // `passkey` is a ManagedAuthMFAMethod but not an MFAType.
    let option = &connection.mfa_options.as_deref().expect("mfa options")[0];
    assert_eq!(option.r#type, MFAType::Unknown("passkey".into()));

    // Unknown values re-encode to the same strings; unknown properties go.
    let wire = value(fixture!("auth_connection_unknown"));
    for key in [
        "status",
        "can_reauth_reason",
        "flow_status",
        "flow_step",
        "flow_type",
    ] {
        assert_eq!(encoded[key], wire[key], "{key}");
    }
    assert_eq!(encoded["browser"]["proxy"]["mode"], "residential");
    assert!(encoded.get("brand_new_field").is_none());
    assert!(encoded["browser"].get("gpu").is_none());
}

#[test]
fn unknown_timeline_type_and_project_status_are_kept() {
    let (entries, _) = round_trip::<Vec<TimelineEvent>>(fixture!("timeline"));
    assert_eq!(entries[0].r#type, TimelineEventType::Login);
    assert_eq!(entries[1].r#type, TimelineEventType::HealthCheck);
    assert_eq!(
        entries[2].r#type,
        TimelineEventType::Unknown("password_rotation".into())
    );
    let (projects, _) = round_trip::<Vec<Project>>(fixture!("projects"));
    assert_eq!(projects[1].status, ProjectStatus::Archived);
    assert_eq!(projects[2].status, ProjectStatus::Unknown("frozen".into()));
}

#[test]
fn known_wire_strings_map_to_named_variants_and_back() {
    assert_eq!(AuthStatus::from_wire("NEEDS_AUTH"), AuthStatus::NeedsAuth);
    assert_eq!(
        FlowStep::AwaitingExternalAction.as_str(),
        "AWAITING_EXTERNAL_ACTION"
    );
    assert_eq!(
        CanReauthReason::from_wire("viable_plans_require_external_action"),
        CanReauthReason::ViablePlansRequireExternalAction
    );
    assert_eq!(ManagedAuthFieldType::TotpSecret.as_str(), "totp_secret");
    assert_eq!(
        serde_json::to_string(&ProxyMode::Direct).expect("encodes"),
        "\"direct\""
    );
    // Wire strings are case-sensitive: a lower-case status is a new value.
    assert_eq!(
        AuthStatus::from_wire("authenticated"),
        AuthStatus::Unknown("authenticated".into())
    );
}

#[test]
fn enum_rejects_a_non_string() {
    assert!(serde_json::from_str::<AuthStatus>("1").is_err());
    assert!(serde_json::from_str::<AuthStatus>("null").is_err());
}

#[test]
fn can_reauth_reason_tells_affirmative_from_negative() {
    assert!(CanReauthReason::HasCredential.is_affirmative());
    assert!(!CanReauthReason::RequiresSmsCode.is_affirmative());
    assert!(!CanReauthReason::Unknown("new".into()).is_affirmative());
}

/// Removes `key` from the fixture and asserts decoding as `T` then fails.
fn fails_without<T: serde::de::DeserializeOwned>(json: &str, key: &str) {
    let mut wire = value(json);
    wire.as_object_mut().expect("object").remove(key);
    assert!(
        serde_json::from_value::<T>(wire).is_err(),
        "decoded without required `{key}`"
    );
}

#[test]
fn missing_required_fields_fail_decoding() {
    let connection = fixture!("auth_connection_minimal");
    for key in [
        "id",
        "profile_name",
        "domain",
        "status",
        "save_credentials",
        "record_session",
    ] {
        fails_without::<AuthConnection>(connection, key);
    }
    for key in ["code", "message"] {
        fails_without::<ErrorRecord>(fixture!("error_record"), key);
    }
    for key in ["code", "message", "existing_id"] {
        fails_without::<ConflictErrorBody>(fixture!("error_conflict"), key);
    }
    for key in ["event", "message", "timestamp"] {
        fails_without::<LogEvent>(fixture!("log_event"), key);
    }
    for key in ["id", "flow_type", "flow_expires_at", "hosted_url"] {
        fails_without::<LoginResponse>(fixture!("login_response"), key);
    }
    fails_without::<SubmitResponse>(fixture!("submit_response"), "accepted");
    fails_without::<ExchangeResponse>(fixture!("exchange_response"), "jwt");
}

#[test]
fn missing_required_fields_of_nested_records_fail_decoding() {
    let full = value(fixture!("auth_connection_full"));
    let nested = [
        ("choices", ["id", "type", "label"].as_slice()),
        ("fields", &["id", "ref", "type"]),
        ("discovered_fields", &["name", "type", "label", "selector"]),
        ("mfa_options", &["type", "label"]),
        ("pending_sso_buttons", &["selector", "provider", "label"]),
        ("sign_in_options", &["id", "label"]),
    ];
    for (list, keys) in nested {
        for key in keys {
            let mut wire = full.clone();
            wire[list][0].as_object_mut().expect("object").remove(*key);
            assert!(
                serde_json::from_value::<AuthConnection>(wire).is_err(),
                "decoded {list}[0] without `{key}`"
            );
        }
    }
}

#[test]
fn error_detail_fields_are_all_optional() {
    let record: ErrorRecord = serde_json::from_str(fixture!("error_record")).expect("decodes");
    let details = record.details.expect("details");
    assert_eq!(details[2], ErrorDetail::default());
    assert_eq!(details[1].code, None);
    assert_eq!(
        record.inner_error.and_then(|inner| inner.code).as_deref(),
        Some("invalid_input")
    );
}

#[test]
fn credential_reference_reports_its_form() {
    let connection: AuthConnection =
        serde_json::from_str(fixture!("auth_connection_full")).expect("decodes");
    assert_eq!(
        connection
            .credential
            .as_ref()
            .and_then(CredentialReference::form),
        Some(CredentialForm::ProviderPath {
            provider: "vault",
            path: "logins/example"
        })
    );
    assert_eq!(
        CredentialReference::named("n").form(),
        Some(CredentialForm::Named("n"))
    );
    assert_eq!(
        CredentialReference::provider_auto("p").form(),
        Some(CredentialForm::ProviderAuto("p"))
    );
    let mixed = CredentialReference {
        name: Some("n".into()),
        ..CredentialReference::provider_auto("p")
    };
    assert_eq!(mixed.form(), None);
    let auto_false = CredentialReference {
        auto: Some(false),
        ..CredentialReference::provider_auto("p")
    };
    assert_eq!(auto_false.form(), None);
}
