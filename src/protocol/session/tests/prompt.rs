use super::{awaiting, record};
use crate::protocol::model::{FlowStatus, FlowStep};
use crate::protocol::session::{
    Autocomplete, ChoiceKind, InputType, LoginPrompt, PromptChoice, PromptField,
};

const CANONICAL_FIELDS: &str = r#""fields":[{"id":"identifier","ref":"username","type":"identifier","label":"Email or username","required":true},{"id":"password","ref":"password","type":"password","label":"Password"}]"#;
const DISCOVERED_FIELDS: &str = r#""discovered_fields":[{"name":"user","type":"email","label":"E-mail","selector":".u"},{"name":"pass","type":"password","label":"Password","selector":".p"}]"#;
const CANONICAL_CHOICES: &str = r#""choices":[{"id":"sms","type":"mfa_method","label":"Text message","mfa_type":"sms","masked_destination":"***-***-0142"},{"id":"totp","type":"mfa_method","label":"Authenticator app","description":"6 digits","masked_destination":null}]"#;
const MFA_OPTIONS: &str = r#""mfa_options":[{"type":"sms","label":"Text message","description":null,"target":"***-***-0142"},{"type":"totp","label":"Authenticator app"}]"#;
const SIGN_IN_OPTIONS: &str =
    r#""sign_in_options":[{"id":"acct-1","label":"Work account","description":"acme.com"}]"#;
const SSO_BUTTONS: &str = r#""pending_sso_buttons":[{"selector":"//button[1]","provider":"google","label":"Sign in with Google"}]"#;

fn prompt(state: &str) -> LoginPrompt {
    LoginPrompt::from_state(state).unwrap_or_else(|| panic!("no prompt for {state}"))
}

fn field(
    id: &str,
    label: &str,
    input_type: InputType,
    hint: Option<&str>,
    autocomplete: Option<Autocomplete>,
) -> PromptField {
    PromptField {
        id: id.into(),
        label: label.into(),
        input_type,
        hint: hint.map(Into::into),
        required: true,
        autocomplete,
    }
}

fn choice(
    id: &str,
    kind: ChoiceKind,
    label: &str,
    description: Option<&str>,
    masked: Option<&str>,
) -> PromptChoice {
    PromptChoice {
        id: id.into(),
        kind,
        label: label.into(),
        description: description.map(Into::into),
        masked_destination: masked.map(Into::into),
    }
}

fn joined(parts: &[&str]) -> String {
    parts.join(",")
}

#[test]
fn canonical_fields_become_inputs_with_autocomplete() {
    let prompt = prompt(&awaiting(CANONICAL_FIELDS));
    assert_eq!(prompt.status, Some(FlowStatus::InProgress));
    assert_eq!(prompt.step, Some(FlowStep::AwaitingInput));
    assert_eq!(
        prompt.fields,
        [
            field(
                "identifier",
                "Email or username",
                InputType::Text,
                None,
                Some(Autocomplete::Username)
            ),
            field(
                "password",
                "Password",
                InputType::Password,
                None,
                Some(Autocomplete::CurrentPassword)
            ),
        ]
    );
    assert!(prompt.choices.is_empty());
    assert_eq!(prompt.expires_at.as_deref(), Some("2030-01-01T00:20:00Z"));
}

#[test]
fn canonical_fields_are_preferred_over_discovered_ones() {
    let prompt = prompt(&awaiting(&joined(&[DISCOVERED_FIELDS, CANONICAL_FIELDS])));
    let ids: Vec<_> = prompt.fields.iter().map(|f| f.id.as_str()).collect();
    assert_eq!(ids, ["identifier", "password"]);
}

#[test]
fn discovered_fields_alone_are_read_by_name_with_their_input_type() {
    let prompt = prompt(&awaiting(&joined(&[r#""fields":null"#, DISCOVERED_FIELDS])));
    assert_eq!(
        prompt.fields,
        [
            field(
                "user",
                "E-mail",
                InputType::Email,
                None,
                Some(Autocomplete::Username)
            ),
            field(
                "pass",
                "Password",
                InputType::Password,
                None,
                Some(Autocomplete::CurrentPassword)
            ),
        ]
    );
}

#[test]
fn a_code_field_carries_its_masked_destination_in_the_hint() {
    let canonical = r#""fields":[{"id":"code","ref":"otp","type":"code","label":"One-time code","hint":"Enter the code sent to ***-***-0142"}]"#;
    let discovered = r#""discovered_fields":[{"name":"code","type":"totp","label":"One-time code","selector":".c","hint":"Enter the code sent to ***-***-0142","linked_mfa_type":"sms"}]"#;
    for extra in [canonical, discovered] {
        assert_eq!(
            prompt(&awaiting(extra)).fields,
            [field(
                "code",
                "One-time code",
                InputType::Code,
                Some("Enter the code sent to ***-***-0142"),
                Some(Autocomplete::OneTimeCode),
            )],
            "{extra}"
        );
    }
}

#[test]
fn each_field_type_maps_to_an_input_type() {
    let canonical = [
        ("identifier", InputType::Text, Some(Autocomplete::Username)),
        (
            "password",
            InputType::Password,
            Some(Autocomplete::CurrentPassword),
        ),
        ("code", InputType::Code, Some(Autocomplete::OneTimeCode)),
        (
            "totp_code",
            InputType::Code,
            Some(Autocomplete::OneTimeCode),
        ),
        ("totp_secret", InputType::Password, None),
        ("text", InputType::Text, None),
        ("added_later", InputType::Text, None),
    ];
    for (wire, input_type, autocomplete) in canonical {
        let extra = String::from(r#""fields":[{"id":"f","ref":"r","type":""#)
            + wire
            + r#"","required":false}]"#;
        let fields = prompt(&awaiting(&extra)).fields;
        assert_eq!(fields.len(), 1, "{wire}");
        assert_eq!(
            (fields[0].input_type, fields[0].autocomplete),
            (input_type, autocomplete),
            "{wire}"
        );
        assert_eq!(fields[0].label, "f", "a field without a label shows its id");
        assert!(!fields[0].required);
    }
    let discovered = [
        ("text", InputType::Text),
        ("email", InputType::Email),
        ("password", InputType::Password),
        ("tel", InputType::Tel),
        ("number", InputType::Number),
        ("url", InputType::Url),
        ("code", InputType::Code),
        ("totp", InputType::Code),
        ("added_later", InputType::Text),
    ];
    for (wire, input_type) in discovered {
        let extra = String::from(r#""discovered_fields":[{"name":"n","type":""#)
            + wire
            + r#"","label":"L","selector":"s"}]"#;
        assert_eq!(
            prompt(&awaiting(&extra)).fields[0].input_type,
            input_type,
            "{wire}"
        );
    }
}

#[test]
fn canonical_choices_are_preferred_over_the_legacy_lists() {
    let state = awaiting(&joined(&[
        MFA_OPTIONS,
        CANONICAL_CHOICES,
        SIGN_IN_OPTIONS,
        SSO_BUTTONS,
    ]));
    assert_eq!(
        prompt(&state).choices,
        [
            choice(
                "sms",
                ChoiceKind::Choice,
                "Text message",
                None,
                Some("***-***-0142")
            ),
            choice(
                "totp",
                ChoiceKind::Choice,
                "Authenticator app",
                Some("6 digits"),
                None
            ),
        ]
    );
}

#[test]
fn mfa_options_alone_are_chosen_by_type_with_their_target() {
    let state = awaiting(&joined(&[r#""choices":null"#, MFA_OPTIONS]));
    assert_eq!(
        prompt(&state).choices,
        [
            choice(
                "sms",
                ChoiceKind::MfaOption,
                "Text message",
                None,
                Some("***-***-0142")
            ),
            choice(
                "totp",
                ChoiceKind::MfaOption,
                "Authenticator app",
                None,
                None
            ),
        ]
    );
}

#[test]
fn sign_in_options_and_sso_buttons_alone_are_offered() {
    assert_eq!(
        prompt(&awaiting(SIGN_IN_OPTIONS)).choices,
        [choice(
            "acct-1",
            ChoiceKind::SignInOption,
            "Work account",
            Some("acme.com"),
            None
        )]
    );
    assert_eq!(
        prompt(&awaiting(SSO_BUTTONS)).choices,
        [choice(
            "//button[1]",
            ChoiceKind::SsoButton,
            "Sign in with Google",
            None,
            None
        )]
    );
    let kinds: Vec<_> = prompt(&awaiting(&joined(&[
        SSO_BUTTONS,
        SIGN_IN_OPTIONS,
        MFA_OPTIONS,
    ])))
    .choices
    .iter()
    .map(|c| c.kind)
    .collect();
    assert_eq!(
        kinds,
        [
            ChoiceKind::MfaOption,
            ChoiceKind::MfaOption,
            ChoiceKind::SignInOption,
            ChoiceKind::SsoButton
        ],
        "the legacy lists in a fixed order"
    );
}

#[test]
fn fields_and_choices_are_empty_unless_the_flow_awaits_them() {
    let extra = joined(&[CANONICAL_FIELDS, CANONICAL_CHOICES]);
    for (status, step) in [
        ("IN_PROGRESS", "DISCOVERING"),
        ("IN_PROGRESS", "SUBMITTING"),
        ("SUCCESS", "COMPLETED"),
        ("FAILED", "AWAITING_INPUT"),
    ] {
        let prompt = prompt(&record(status, step, &extra));
        assert!(
            prompt.fields.is_empty() && prompt.choices.is_empty(),
            "{status} {step}"
        );
    }
    let external = record(
        "IN_PROGRESS",
        "AWAITING_EXTERNAL_ACTION",
        &joined(&[
            r#""external_action_message":"Approve the sign-in on your phone""#,
            MFA_OPTIONS,
        ]),
    );
    let prompt = prompt(&external);
    assert_eq!(
        prompt.external_action_message.as_deref(),
        Some("Approve the sign-in on your phone")
    );
    assert_eq!(
        prompt.choices.len(),
        2,
        "fallback choices beside an external action"
    );
}

#[test]
fn errors_and_a_connection_without_a_flow_read_as_they_are() {
    let failed = prompt(&record(
        "FAILED",
        "COMPLETED",
        r#""error_code":"login_failed","error_message":"The site refused the login","website_error":"Account locked""#,
    ));
    assert_eq!(failed.status, Some(FlowStatus::Failed));
    assert_eq!(
        failed.error_message.as_deref(),
        Some("The site refused the login")
    );
    assert_eq!(failed.website_error.as_deref(), Some("Account locked"));
    let idle =
        prompt(r#"{"id":"ac_1","flow_status":null,"flow_step":null,"flow_expires_at":null}"#);
    assert_eq!(
        (idle.status, idle.step, idle.expires_at),
        (None, None, None)
    );
    let unknown = prompt(&record("PAUSED", "THINKING", ""));
    assert_eq!(unknown.status, Some(FlowStatus::Unknown("PAUSED".into())));
    assert_eq!(unknown.step, Some(FlowStep::Unknown("THINKING".into())));
    for text in ["[]", "not json", "\"{}\""] {
        assert_eq!(LoginPrompt::from_state(text), None, "{text}");
    }
}

#[test]
fn items_without_an_id_are_skipped() {
    let extra = r#""fields":[{"ref":"r","type":"text"},{"id":"ok","ref":"r","type":"text"}],"choices":[{"type":"other","label":"no id"}]"#;
    let prompt = prompt(&awaiting(extra));
    assert_eq!(prompt.fields.len(), 1);
    assert!(prompt.choices.is_empty());
}

#[test]
fn the_json_form_is_the_serde_form() {
    let states = [
        awaiting(&joined(&[
            CANONICAL_FIELDS,
            CANONICAL_CHOICES,
            r#""website_error":"Incorrect \"password\"""#,
        ])),
        awaiting(&joined(&[
            DISCOVERED_FIELDS,
            MFA_OPTIONS,
            SIGN_IN_OPTIONS,
            SSO_BUTTONS,
        ])),
        record("FAILED", "COMPLETED", r#""error_message":"line\nbreak""#),
        r#"{"flow_status":null,"flow_step":null}"#.to_owned(),
        record("NEW", "NEWER", ""),
    ];
    for state in states {
        let prompt = prompt(&state);
        let written: serde_json::Value = serde_json::from_str(&prompt.to_json())
            .unwrap_or_else(|e| panic!("{e}: {}", prompt.to_json()));
        let expected = serde_json::to_value(&prompt).unwrap_or_default();
        assert_eq!(written, expected, "{state}");
    }
}
