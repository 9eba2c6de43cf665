use std::collections::BTreeMap;

use super::{awaiting, record};
use crate::protocol::model::SubmitParams;
use crate::protocol::response::ErrorKind;
use crate::protocol::session::{choice_body, fields_body, submit_body, values_json, ChoiceKind};

fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A body read back as the params it sends (unknown members refused).
fn params(body: &str) -> SubmitParams {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn chosen(state: &str, id: &str, kind: Option<ChoiceKind>) -> SubmitParams {
    params(&choice_body(state, id, kind).unwrap_or_else(|e| panic!("{id}: {e}")))
}

#[test]
fn values_go_as_canonical_fields_when_the_state_has_them() {
    let state = awaiting(
        r#""fields":[{"id":"password","ref":"password","type":"password"}],"discovered_fields":[]"#,
    );
    let body = fields_body(&state, &values_json(&values(&[("password", "pw")])));
    assert_eq!(
        params(&body),
        SubmitParams::default().fields(values(&[("password", "pw")]))
    );
}

#[test]
fn values_go_as_legacy_field_values_otherwise() {
    for extra in [
        r#""fields":null,"discovered_fields":[{"name":"pass","type":"password","label":"P","selector":".p"}]"#,
        r#""discovered_fields":[{"name":"pass","type":"password","label":"P","selector":".p"}]"#,
    ] {
        let body = fields_body(&awaiting(extra), r#"{"pass":"pw"}"#);
        assert_eq!(
            params(&body),
            SubmitParams {
                field_values: Some(values(&[("pass", "pw")])),
                ..SubmitParams::default()
            },
            "{extra}"
        );
    }
    assert_eq!(fields_body("not json", "{}"), r#"{"field_values":{}}"#);
}

#[test]
fn a_choice_is_sent_by_its_kind() {
    let canonical = awaiting(
        r#""choices":[{"id":"sms","type":"mfa_method","label":"Text"}],"mfa_options":[{"type":"totp","label":"App"}]"#,
    );
    assert_eq!(
        chosen(&canonical, "sms", None),
        SubmitParams::default().selected_choice_id("sms")
    );
    assert_eq!(
        chosen(&canonical, "sms", Some(ChoiceKind::Choice)),
        SubmitParams::default().selected_choice_id("sms")
    );

    let legacy = awaiting(
        r#""mfa_options":[{"type":"totp","label":"App"}],"sign_in_options":[{"id":"acct-1","label":"Work"}],"pending_sso_buttons":[{"selector":"//button[@id=\"okta\"]","provider":"okta","label":"Okta"}]"#,
    );
    let expect = |edit: fn(&mut SubmitParams)| {
        let mut params = SubmitParams::default();
        edit(&mut params);
        params
    };
    assert_eq!(
        chosen(&legacy, "totp", None),
        expect(|p| p.mfa_option_id = Some("totp".into()))
    );
    assert_eq!(
        chosen(&legacy, "acct-1", Some(ChoiceKind::SignInOption)),
        expect(|p| p.sign_in_option_id = Some("acct-1".into()))
    );
    assert_eq!(
        chosen(&legacy, "//button[@id=\"okta\"]", None),
        expect(|p| {
            p.sso_button_selector = Some("//button[@id=\"okta\"]".into());
            p.sso_provider = Some("okta".into());
        })
    );
}

#[test]
fn a_choice_the_flow_does_not_offer_now_is_refused() {
    let offered = awaiting(r#""choices":[{"id":"sms","type":"mfa_method","label":"Text"}]"#);
    let submitting = record(
        "IN_PROGRESS",
        "SUBMITTING",
        r#""choices":[{"id":"sms","type":"mfa_method","label":"Text"}]"#,
    );
    for (state, id, kind) in [
        (offered.as_str(), "email", None),
        (offered.as_str(), "sms", Some(ChoiceKind::MfaOption)),
        (submitting.as_str(), "sms", None),
        ("not json", "sms", None),
    ] {
        let error = choice_body(state, id, kind)
            .err()
            .unwrap_or_else(|| panic!("{id} accepted"));
        assert_eq!(error.kind(), ErrorKind::InvalidInput);
        assert_eq!(error.path(), Some("choice"));
    }
}

#[test]
fn the_body_of_any_params_is_what_serde_writes() {
    let cases = [
        SubmitParams::default(),
        SubmitParams::default().fields(values(&[
            ("identifier", "me@example.com"),
            ("password", "p\"w\\\n"),
        ])),
        SubmitParams {
            field_values: Some(values(&[("b", "2"), ("a", "1")])),
            ..SubmitParams::default()
        },
        SubmitParams::default().selected_choice_id("sms"),
        SubmitParams {
            fields: Some(BTreeMap::new()),
            field_values: Some(values(&[("x", "y")])),
            selected_choice_id: Some("c".into()),
            mfa_option_id: Some("totp".into()),
            sign_in_option_id: Some("acct-1".into()),
            sso_button_selector: Some("//button[@id=\"g\"]".into()),
            sso_provider: Some("google".into()),
        },
    ];
    for params in cases {
        let expected = serde_json::to_string(&params).unwrap_or_default();
        assert_eq!(submit_body(&params), expected);
    }
}
