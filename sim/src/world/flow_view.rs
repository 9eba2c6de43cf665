//! How a flow reads on the wire: enum names, fields, choices, MFA options,
//! SSO buttons, sign-in options.

use serde_json::{json, Value};

use super::flow::{Flow, FlowStatus, FlowType, MfaMethod, Site, Stage, Step};
use super::site::{ACCOUNTS, SSO_PROVIDERS};

/// The masked phone number the simulated site sends codes to.
pub const MASKED_PHONE: &str = "***-***-0142";

/// flow_status wire value.
pub fn status_name(status: FlowStatus) -> &'static str {
    match status {
        FlowStatus::InProgress => "IN_PROGRESS",
        FlowStatus::Success => "SUCCESS",
        FlowStatus::Failed => "FAILED",
        FlowStatus::Expired => "EXPIRED",
        FlowStatus::Canceled => "CANCELED",
    }
}

/// flow_step wire value.
pub fn step_name(step: Step) -> &'static str {
    match step {
        Step::Discovering => "DISCOVERING",
        Step::AwaitingInput => "AWAITING_INPUT",
        Step::AwaitingExternalAction => "AWAITING_EXTERNAL_ACTION",
        Step::Submitting => "SUBMITTING",
        Step::Completed => "COMPLETED",
    }
}

/// flow_type wire value.
pub fn type_name(flow_type: FlowType) -> &'static str {
    match flow_type {
        FlowType::Login => "LOGIN",
        FlowType::Reauth => "REAUTH",
    }
}

fn awaiting(flow: &Flow, stage: Stage) -> bool {
    flow.in_progress() && flow.step == Step::AwaitingInput && flow.stage == stage
}

/// `fields`: canonical fields awaiting input, or null.
pub fn fields(flow: &Flow) -> Value {
    if awaiting(flow, Stage::Credentials) {
        json!([
            {"id": "identifier", "ref": "username", "type": "identifier", "label": "Email or username",
             "observed_selector": "#identifier", "required": true, "replace_existing": false},
            {"id": "password", "ref": "password", "type": "password", "label": "Password",
             "observed_selector": "#password", "required": true, "replace_existing": false}
        ])
    } else if awaiting(flow, Stage::Code) {
        json!([{"id": "code", "ref": "otp", "type": "code", "label": "One-time code",
                "hint": code_hint(flow), "observed_selector": "#code", "required": true,
                "replace_existing": false}])
    } else {
        Value::Null
    }
}

/// `discovered_fields`: the legacy mirror of [`fields`].
pub fn discovered_fields(flow: &Flow) -> Value {
    if awaiting(flow, Stage::Credentials) {
        json!([
            {"name": "identifier", "type": "text", "label": "Email or username", "selector": "#identifier", "required": true},
            {"name": "password", "type": "password", "label": "Password", "selector": "#password", "required": true}
        ])
    } else if awaiting(flow, Stage::Code) {
        let linked = match flow.mfa_method {
            Some(MfaMethod::Sms) => "sms",
            _ => "totp",
        };
        json!([{"name": "code", "type": "code", "label": "One-time code", "selector": "#code",
                "hint": code_hint(flow), "required": true, "linked_mfa_type": linked}])
    } else {
        Value::Null
    }
}

fn code_hint(flow: &Flow) -> String {
    match flow.mfa_method {
        Some(MfaMethod::Sms) => format!("Enter the code sent to {MASKED_PHONE}"),
        _ => "Enter the code from your authenticator app".to_string(),
    }
}

/// `choices`: the MFA methods, SSO providers or accounts while the site
/// asks to pick one, or null.
pub fn choices(flow: &Flow) -> Value {
    if awaiting(flow, Stage::ChooseMfa) {
        json!([
            {"id": "sms", "type": "mfa_method", "label": "Text message", "mfa_type": "sms",
             "masked_destination": MASKED_PHONE, "observed_selector": "#mfa-sms"},
            {"id": "totp", "type": "mfa_method", "label": "Authenticator app", "mfa_type": "totp",
             "masked_destination": null, "observed_selector": "#mfa-totp"}
        ])
    } else if awaiting(flow, Stage::ChooseSso) {
        SSO_PROVIDERS
            .iter()
            .map(|p| {
                json!({"id": p.provider, "type": "sso_provider", "label": p.label,
                       "observed_selector": format!("#sso-{}", p.provider)})
            })
            .collect()
    } else if awaiting(flow, Stage::ChooseAccount) {
        ACCOUNTS
            .iter()
            .map(|a| {
                json!({"id": a.id, "type": "account", "label": a.label,
                       "description": a.description,
                       "observed_selector": format!("#account-{}", a.id)})
            })
            .collect()
    } else {
        Value::Null
    }
}

/// `pending_sso_buttons`: the legacy mirror of SSO [`choices`].
pub fn pending_sso_buttons(flow: &Flow) -> Value {
    if awaiting(flow, Stage::ChooseSso) {
        SSO_PROVIDERS
            .iter()
            .map(|p| json!({"label": p.label, "provider": p.provider, "selector": p.selector}))
            .collect()
    } else {
        Value::Null
    }
}

/// `sign_in_options`: the legacy mirror of account [`choices`].
pub fn sign_in_options(flow: &Flow) -> Value {
    if awaiting(flow, Stage::ChooseAccount) {
        ACCOUNTS
            .iter()
            .map(|a| json!({"id": a.id, "label": a.label, "description": a.description}))
            .collect()
    } else {
        Value::Null
    }
}

/// `sso_provider`: the provider picked on an `sso.` site, or null.
pub fn sso_provider(flow: &Flow) -> Value {
    json!(flow.sso_provider.map(|p| p.provider))
}

/// `mfa_options`: the legacy mirror of [`choices`].
pub fn mfa_options(flow: &Flow) -> Value {
    if awaiting(flow, Stage::ChooseMfa) {
        json!([
            {"type": "sms", "label": "Text message", "description": null, "target": MASKED_PHONE},
            {"type": "totp", "label": "Authenticator app", "description": null, "target": null}
        ])
    } else {
        Value::Null
    }
}

/// `external_action_message` while AWAITING_EXTERNAL_ACTION, or null.
pub fn external_action_message(flow: &Flow) -> Value {
    if !flow.in_progress() || flow.step != Step::AwaitingExternalAction {
        return Value::Null;
    }
    match flow.site {
        Site::Browser => {
            json!("Finish signing in in the browser: the site asks you to confirm it's you there")
        }
        _ => json!("Approve the sign-in request sent to your phone"),
    }
}

#[cfg(test)]
mod tests {
    use super::super::flow::{Input, Site, CORRECT_PASSWORD, STEP_MS};
    use super::*;

    /// A flow of `site` once the right password was submitted and the
    /// submission has finished.
    fn past_the_password(site: Site) -> Flow {
        let mut flow = Flow::login(site, 0);
        flow.advance(STEP_MS);
        let input = Input::Credentials {
            identifier: "a".into(),
            password: CORRECT_PASSWORD.into(),
        };
        flow.submit(input, STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        flow
    }

    #[test]
    fn credentials_step_shows_identifier_and_password_fields() {
        let mut flow = Flow::login(Site::Plain, 0);
        assert_eq!(fields(&flow), Value::Null);
        flow.advance(STEP_MS);
        let f = fields(&flow);
        assert_eq!(f[0]["id"], "identifier");
        assert_eq!(f[0]["ref"], "username");
        assert_eq!(f[1]["type"], "password");
        assert_eq!(discovered_fields(&flow)[1]["name"], "password");
        assert_eq!(choices(&flow), Value::Null);
    }

    #[test]
    fn mfa_choice_step_shows_choices_and_options_but_no_fields() {
        let flow = past_the_password(Site::Mfa);
        assert_eq!(choices(&flow)[0]["id"], "sms");
        assert_eq!(mfa_options(&flow)[1]["type"], "totp");
        assert_eq!(fields(&flow), Value::Null);
    }

    #[test]
    fn sso_step_shows_sso_choices_and_buttons_but_no_fields() {
        let mut flow = Flow::login(Site::Sso, 0);
        flow.advance(STEP_MS);
        let c = choices(&flow);
        assert_eq!(c[0]["type"], "sso_provider");
        assert_eq!(c[0]["id"], "google");
        let buttons = pending_sso_buttons(&flow);
        assert_eq!(buttons[1]["provider"], "github");
        assert_eq!(buttons[1]["selector"], "//button[@data-provider='github']");
        assert_eq!(fields(&flow), Value::Null);
        assert_eq!(sign_in_options(&flow), Value::Null);
        assert_eq!(sso_provider(&flow), Value::Null);
        let github = crate::world::SsoProvider::by_provider("github").unwrap();
        flow.submit(Input::Sso(github), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(sso_provider(&flow), "github");
        assert_eq!(pending_sso_buttons(&flow), Value::Null);
    }

    #[test]
    fn account_step_shows_account_choices_and_sign_in_options() {
        let flow = past_the_password(Site::Accounts);
        assert_eq!(choices(&flow)[1]["type"], "account");
        assert_eq!(choices(&flow)[1]["id"], "work");
        assert_eq!(sign_in_options(&flow)[0]["description"], "ada@example.com");
        assert_eq!(pending_sso_buttons(&flow), Value::Null);
        assert_eq!(mfa_options(&flow), Value::Null);
    }

    #[test]
    fn the_external_action_message_follows_the_site() {
        for (site, words) in [(Site::Push, "phone"), (Site::Browser, "in the browser")] {
            let mut discovered = Flow::login(site, 0);
            discovered.advance(STEP_MS);
            assert_eq!(external_action_message(&discovered), Value::Null);
            let flow = past_the_password(site);
            let message = external_action_message(&flow);
            assert!(message.as_str().unwrap().contains(words), "{message}");
        }
    }
}
