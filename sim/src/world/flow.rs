//! The login flow state machine of the simulated site.
//!
//! DISCOVERING → AWAITING_INPUT (identifier, password) → SUBMITTING → then,
//! by the [`Site`]: COMPLETED; or for `mfa.` domains AWAITING_INPUT with MFA
//! choices, then a `code` field, SUBMITTING, COMPLETED; or for `accounts.`
//! domains AWAITING_INPUT with accounts to pick, SUBMITTING, COMPLETED; or
//! for `push.` and `browser.` domains AWAITING_EXTERNAL_ACTION until
//! approved (a `browser.` site by the person, in the live view). An `sso.`
//! domain asks for no password: AWAITING_INPUT offers SSO providers, and
//! picking one completes the login. DISCOVERING and SUBMITTING each last
//! [`STEP_MS`] of simulated time.

use std::collections::BTreeMap;

use crate::clock::Millis;

pub use super::site::{Account, Site, SsoProvider};

/// How long DISCOVERING and SUBMITTING last.
pub const STEP_MS: Millis = 200;
/// How long a flow stays valid after it starts.
pub const FLOW_LIFETIME_MS: Millis = 20 * 60 * 1000;
/// The password the simulated site accepts.
pub const CORRECT_PASSWORD: &str = "correct-password";
/// The one-time code the simulated site accepts.
pub const CORRECT_CODE: &str = "123456";

/// LOGIN (started by a client) or REAUTH (started by a health check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowType {
    /// A login started through the API.
    Login,
    /// An automatic re-authentication.
    Reauth,
}

/// flow_status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowStatus {
    /// Running.
    InProgress,
    /// Logged in.
    Success,
    /// Gave up.
    Failed,
    /// Ran past flow_expires_at.
    Expired,
    /// Superseded or cancelled.
    Canceled,
}

/// flow_step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Finding the login form.
    Discovering,
    /// Waiting for the user's input.
    AwaitingInput,
    /// Waiting for something outside the page (a push approval, or the
    /// person in the cloud browser).
    AwaitingExternalAction,
    /// Submitting what the user gave.
    Submitting,
    /// Done.
    Completed,
}

/// Which input AWAITING_INPUT waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// identifier and password.
    Credentials,
    /// An MFA method choice.
    ChooseMfa,
    /// The one-time code.
    Code,
    /// An SSO provider choice.
    ChooseSso,
    /// An account choice (sign-in options).
    ChooseAccount,
}

/// An MFA method the simulated site offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MfaMethod {
    /// Code by text message.
    Sms,
    /// Code from an authenticator app.
    Totp,
}

impl MfaMethod {
    /// Parses a choice or option id.
    pub fn from_id(id: &str) -> Option<MfaMethod> {
        match id {
            "sms" => Some(MfaMethod::Sms),
            "totp" => Some(MfaMethod::Totp),
            _ => None,
        }
    }
}

/// A submit, already read from the request body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// identifier and password.
    Credentials {
        /// The identifier.
        identifier: String,
        /// The password.
        password: String,
    },
    /// A chosen MFA method.
    Choice(MfaMethod),
    /// A one-time code.
    Code(String),
    /// A chosen SSO provider.
    Sso(SsoProvider),
    /// A chosen account.
    Account(Account),
}

/// Why a submit was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum SubmitError {
    /// The flow is not waiting for input.
    NotAwaitingInput,
    /// The input does not answer what the flow waits for; names the field.
    Missing(&'static str),
}

/// One login or re-authentication flow.
#[derive(Clone, Debug)]
pub struct Flow {
    /// LOGIN or REAUTH.
    pub flow_type: FlowType,
    /// flow_status.
    pub status: FlowStatus,
    /// flow_step.
    pub step: Step,
    /// What AWAITING_INPUT waits for.
    pub stage: Stage,
    /// The site's behaviour.
    pub site: Site,
    /// When the flow expires.
    pub expires_at: Millis,
    /// When the current DISCOVERING or SUBMITTING step ends.
    step_until: Millis,
    /// What SUBMITTING is submitting.
    pending: Option<Input>,
    /// The chosen MFA method.
    pub mfa_method: Option<MfaMethod>,
    /// The chosen SSO provider.
    pub sso_provider: Option<SsoProvider>,
    /// Error text the site shows.
    pub website_error: Option<String>,
    /// Reusable values entered in this flow (never one-time codes).
    pub entered: BTreeMap<&'static str, String>,
    /// Machine-readable failure.
    pub error_code: Option<&'static str>,
    /// Human-readable failure.
    pub error_message: Option<String>,
}

impl Flow {
    /// A LOGIN flow starting with DISCOVERING.
    pub fn login(site: Site, now: Millis) -> Flow {
        Flow {
            flow_type: FlowType::Login,
            status: FlowStatus::InProgress,
            step: Step::Discovering,
            stage: match site {
                Site::Sso => Stage::ChooseSso,
                _ => Stage::Credentials,
            },
            site,
            expires_at: now + FLOW_LIFETIME_MS,
            step_until: now + STEP_MS,
            pending: None,
            mfa_method: None,
            sso_provider: None,
            website_error: None,
            entered: BTreeMap::new(),
            error_code: None,
            error_message: None,
        }
    }

    /// A REAUTH flow that submits stored credentials right away.
    pub fn reauth(site: Site, now: Millis, identifier: String, password: String) -> Flow {
        let mut flow = Flow::login(site, now);
        flow.flow_type = FlowType::Reauth;
        flow.step = Step::Submitting;
        flow.pending = Some(Input::Credentials {
            identifier,
            password,
        });
        flow
    }

    /// Whether the flow is running.
    pub fn in_progress(&self) -> bool {
        self.status == FlowStatus::InProgress
    }

    /// Applies what time has done; returns whether anything changed.
    pub fn advance(&mut self, now: Millis) -> bool {
        if !self.in_progress() {
            return false;
        }
        if now >= self.expires_at {
            self.status = FlowStatus::Expired;
            return true;
        }
        if now < self.step_until {
            return false;
        }
        match self.step {
            Step::Discovering => {
                self.step = Step::AwaitingInput;
                true
            }
            Step::Submitting => {
                self.evaluate();
                true
            }
            _ => false,
        }
    }

    fn evaluate(&mut self) {
        match self.pending.take() {
            Some(Input::Credentials {
                identifier,
                password,
            }) if password == CORRECT_PASSWORD => {
                self.entered.insert("identifier", identifier);
                self.entered.insert("password", password);
                match self.site {
                    Site::Plain | Site::Sso => self.complete(),
                    Site::Mfa => self.await_input(Stage::ChooseMfa),
                    Site::Accounts => self.await_input(Stage::ChooseAccount),
                    Site::Push | Site::Browser => self.step = Step::AwaitingExternalAction,
                }
            }
            Some(Input::Credentials { .. }) if self.flow_type == FlowType::Reauth => self.fail(
                "invalid_credentials",
                "the stored credentials were rejected",
            ),
            Some(Input::Credentials { .. }) => {
                self.await_input(Stage::Credentials);
                self.website_error = Some("Incorrect password".into());
            }
            Some(Input::Choice(method)) => {
                self.mfa_method = Some(method);
                self.await_input(Stage::Code);
            }
            Some(Input::Code(code)) if code == CORRECT_CODE => self.complete(),
            Some(Input::Code(_)) => {
                self.await_input(Stage::Code);
                self.website_error = Some("Incorrect code".into());
            }
            Some(Input::Sso(provider)) => {
                self.sso_provider = Some(provider);
                self.complete();
            }
            Some(Input::Account(_)) => self.complete(),
            None => self.await_input(self.stage),
        }
    }

    fn await_input(&mut self, stage: Stage) {
        self.step = Step::AwaitingInput;
        self.stage = stage;
    }

    fn complete(&mut self) {
        self.step = Step::Completed;
        self.status = FlowStatus::Success;
    }

    /// Ends the flow as FAILED.
    pub fn fail(&mut self, code: &'static str, message: &str) {
        self.status = FlowStatus::Failed;
        self.error_code = Some(code);
        self.error_message = Some(message.to_string());
    }

    /// Ends the flow as CANCELED.
    pub fn cancel(&mut self) {
        self.status = FlowStatus::Canceled;
    }

    /// Takes the user's input while AWAITING_INPUT and starts SUBMITTING.
    pub fn submit(&mut self, input: Input, now: Millis) -> Result<(), SubmitError> {
        if !self.in_progress() || self.step != Step::AwaitingInput {
            return Err(SubmitError::NotAwaitingInput);
        }
        let fits = matches!(
            (&input, self.stage),
            (Input::Credentials { .. }, Stage::Credentials)
                | (Input::Choice(_), Stage::ChooseMfa)
                | (Input::Code(_), Stage::Code)
                | (Input::Sso(_), Stage::ChooseSso)
                | (Input::Account(_), Stage::ChooseAccount)
        );
        if !fits {
            return Err(SubmitError::Missing(match self.stage {
                Stage::Credentials => "fields.password",
                Stage::ChooseMfa | Stage::ChooseSso | Stage::ChooseAccount => "selected_choice_id",
                Stage::Code => "fields.code",
            }));
        }
        self.website_error = None;
        self.pending = Some(input);
        self.step = Step::Submitting;
        self.step_until = now + STEP_MS;
        Ok(())
    }

    /// Whether the flow waits for the person to act in the cloud browser.
    pub fn awaits_person_in_browser(&self) -> bool {
        self.in_progress()
            && self.step == Step::AwaitingExternalAction
            && self.site == Site::Browser
    }

    /// Completes a flow waiting for an external action; false otherwise.
    pub fn approve(&mut self) -> bool {
        if self.in_progress() && self.step == Step::AwaitingExternalAction {
            self.complete();
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn creds(password: &str) -> Input {
        Input::Credentials {
            identifier: "ada@example.com".into(),
            password: password.into(),
        }
    }

    fn awaiting(site: Site) -> Flow {
        let mut flow = Flow::login(site, 0);
        assert!(flow.advance(STEP_MS));
        flow
    }

    #[test]
    fn discovering_lasts_one_step_then_awaits_credentials() {
        let mut flow = Flow::login(Site::Plain, 0);
        assert!(!flow.advance(STEP_MS - 1));
        assert_eq!(flow.step, Step::Discovering);
        assert!(flow.advance(STEP_MS));
        assert_eq!(
            (flow.step, flow.stage),
            (Step::AwaitingInput, Stage::Credentials)
        );
    }

    #[test]
    fn submit_is_refused_unless_awaiting_input() {
        let mut flow = Flow::login(Site::Plain, 0);
        assert_eq!(
            flow.submit(creds("x"), 0),
            Err(SubmitError::NotAwaitingInput)
        );
        let mut flow = awaiting(Site::Plain);
        assert_eq!(
            flow.submit(Input::Code("1".into()), STEP_MS),
            Err(SubmitError::Missing("fields.password"))
        );
    }

    #[test]
    fn wrong_password_returns_to_awaiting_input_with_website_error() {
        let mut flow = awaiting(Site::Plain);
        flow.submit(creds("nope"), STEP_MS).unwrap();
        assert_eq!(flow.step, Step::Submitting);
        flow.advance(2 * STEP_MS);
        assert_eq!(flow.step, Step::AwaitingInput);
        assert_eq!(flow.website_error.as_deref(), Some("Incorrect password"));
        assert!(flow.entered.is_empty());
    }

    #[test]
    fn correct_password_completes_a_plain_site() {
        let mut flow = awaiting(Site::Plain);
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(
            (flow.status, flow.step),
            (FlowStatus::Success, Step::Completed)
        );
        assert_eq!(flow.entered["password"], CORRECT_PASSWORD);
    }

    #[test]
    fn mfa_site_asks_for_a_method_then_a_code_and_never_keeps_the_code() {
        let mut flow = awaiting(Site::Mfa);
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(flow.stage, Stage::ChooseMfa);
        flow.submit(Input::Choice(MfaMethod::Sms), 2 * STEP_MS)
            .unwrap();
        flow.advance(3 * STEP_MS);
        assert_eq!((flow.step, flow.stage), (Step::AwaitingInput, Stage::Code));
        flow.submit(Input::Code("000000".into()), 3 * STEP_MS)
            .unwrap();
        flow.advance(4 * STEP_MS);
        assert_eq!(flow.website_error.as_deref(), Some("Incorrect code"));
        flow.submit(Input::Code(CORRECT_CODE.into()), 4 * STEP_MS)
            .unwrap();
        flow.advance(5 * STEP_MS);
        assert_eq!(flow.status, FlowStatus::Success);
        assert!(!flow.entered.values().any(|v| v == CORRECT_CODE));
    }

    #[test]
    fn push_site_waits_for_approval() {
        let mut flow = awaiting(Site::Push);
        assert!(!flow.approve());
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(flow.step, Step::AwaitingExternalAction);
        assert!(flow.approve());
        assert_eq!(flow.status, FlowStatus::Success);
    }

    #[test]
    fn a_flow_past_its_expiry_is_expired() {
        let mut flow = awaiting(Site::Plain);
        assert!(flow.advance(FLOW_LIFETIME_MS));
        assert_eq!(flow.status, FlowStatus::Expired);
        assert_eq!(
            flow.submit(creds("x"), FLOW_LIFETIME_MS),
            Err(SubmitError::NotAwaitingInput)
        );
    }

    #[test]
    fn reauth_submits_stored_credentials_without_input() {
        let mut flow = Flow::reauth(Site::Plain, 0, "ada".into(), CORRECT_PASSWORD.into());
        assert_eq!(flow.step, Step::Submitting);
        flow.advance(STEP_MS);
        assert_eq!(flow.status, FlowStatus::Success);
        let mut bad = Flow::reauth(Site::Plain, 0, "ada".into(), "old".into());
        bad.advance(STEP_MS);
        assert_eq!(bad.status, FlowStatus::Failed);
    }

    #[test]
    fn sso_site_asks_for_a_provider_not_a_password() {
        let mut flow = awaiting(Site::Sso);
        assert_eq!(
            (flow.step, flow.stage),
            (Step::AwaitingInput, Stage::ChooseSso)
        );
        assert_eq!(
            flow.submit(creds(CORRECT_PASSWORD), STEP_MS),
            Err(SubmitError::Missing("selected_choice_id"))
        );
        let github = SsoProvider::by_provider("github").unwrap();
        flow.submit(Input::Sso(github), STEP_MS).unwrap();
        assert_eq!(flow.step, Step::Submitting);
        flow.advance(2 * STEP_MS);
        assert_eq!(flow.status, FlowStatus::Success);
        assert_eq!(flow.sso_provider, Some(github));
        assert!(flow.entered.is_empty());
    }

    #[test]
    fn accounts_site_asks_for_an_account_after_the_password() {
        let mut flow = awaiting(Site::Accounts);
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(
            (flow.step, flow.stage),
            (Step::AwaitingInput, Stage::ChooseAccount)
        );
        assert_eq!(
            flow.submit(Input::Choice(MfaMethod::Sms), 2 * STEP_MS),
            Err(SubmitError::Missing("selected_choice_id"))
        );
        let work = Account::by_id("work").unwrap();
        flow.submit(Input::Account(work), 2 * STEP_MS).unwrap();
        flow.advance(3 * STEP_MS);
        assert_eq!(flow.status, FlowStatus::Success);
    }

    #[test]
    fn browser_site_waits_for_the_person_in_the_browser() {
        let mut flow = awaiting(Site::Browser);
        assert!(!flow.awaits_person_in_browser());
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert_eq!(flow.step, Step::AwaitingExternalAction);
        assert!(flow.awaits_person_in_browser());
        assert!(flow.approve());
        assert!(!flow.awaits_person_in_browser());
        assert_eq!(flow.status, FlowStatus::Success);
    }

    #[test]
    fn a_push_site_does_not_wait_for_the_person_in_the_browser() {
        let mut flow = awaiting(Site::Push);
        flow.submit(creds(CORRECT_PASSWORD), STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        assert!(!flow.awaits_person_in_browser());
    }
}
