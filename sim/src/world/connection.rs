//! An auth connection: settings, status, stored credentials, current flow.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

use super::flow::{Flow, FlowStatus, FlowType, Site};
use super::flow_view;
use super::settings::Settings;
use super::state_version::StateVersion;

/// The handoff code of a hosted login and whether it was exchanged.
#[derive(Clone, Debug)]
pub struct Handoff {
    /// The one-time code.
    pub code: String,
    /// Set once exchanged: a code works once.
    pub used: bool,
}

/// An auth connection.
pub struct Connection {
    /// Its id.
    pub id: String,
    /// The project that owns it.
    pub project_id: String,
    /// The managed profile.
    pub profile_name: String,
    /// The target domain.
    pub domain: String,
    /// AUTHENTICATED when true, else NEEDS_AUTH.
    pub authenticated: bool,
    /// Create/update settings.
    pub settings: Settings,
    /// When the last health check ran.
    pub last_auth_check_at: Option<Millis>,
    /// When the next scheduled health check is due.
    pub next_check_at: Millis,
    /// Whether the site session has expired (a health check will notice).
    pub session_expired: bool,
    /// Whether a login ever succeeded.
    pub prior_success: bool,
    /// Saved reusable values (identifier, password), never one-time codes.
    pub stored: BTreeMap<&'static str, String>,
    /// Where the browser landed after the last successful login.
    pub post_login_url: Option<String>,
    /// The most recent flow.
    pub flow: Option<Flow>,
    /// The browser driving the current flow.
    pub browser_session_id: Option<String>,
    /// The current hosted login's handoff code.
    pub handoff: Option<Handoff>,
    /// What happened, oldest first.
    pub timeline: Vec<Value>,
    /// The follow stream's numbered state.
    pub follow_state: StateVersion,
}

impl Connection {
    /// A new connection, NEEDS_AUTH until a login succeeds.
    pub fn new(
        id: String,
        project_id: String,
        profile_name: String,
        domain: String,
        settings: Settings,
        now: Millis,
    ) -> Connection {
        let next_check_at = now + Millis::from(settings.health_check_interval) * 1000;
        Connection {
            id,
            project_id,
            profile_name,
            domain,
            authenticated: false,
            settings,
            last_auth_check_at: None,
            next_check_at,
            session_expired: false,
            prior_success: false,
            stored: BTreeMap::new(),
            post_login_url: None,
            flow: None,
            browser_session_id: None,
            handoff: None,
            timeline: Vec::new(),
            follow_state: StateVersion::default(),
        }
    }

    /// The site behaviour of its domain.
    pub fn site(&self) -> Site {
        Site::of(&self.domain)
    }

    /// Whether a flow is running.
    pub fn flow_in_progress(&self) -> bool {
        self.flow.as_ref().is_some_and(Flow::in_progress)
    }

    /// can_reauth and can_reauth_reason, from what is stored.
    pub fn can_reauth(&self) -> (bool, &'static str) {
        if !self.prior_success {
            return (false, "no_prior_successful_login");
        }
        match self.site() {
            Site::Mfa => {
                let mfa_sms = self.flow.as_ref().and_then(|f| f.mfa_method)
                    == Some(super::flow::MfaMethod::Sms);
                if mfa_sms {
                    (false, "requires_sms_code")
                } else {
                    (false, "requires_totp_without_secret")
                }
            }
            Site::Push | Site::Browser => (false, "requires_external_action"),
            Site::Sso | Site::Accounts => (false, "requires_customer_input"),
            Site::Plain if self.settings.has_external_credential() => (true, "external_credential"),
            Site::Plain
                if self.stored.contains_key("password") || self.settings.credential.is_some() =>
            {
                (true, "has_credential")
            }
            Site::Plain => (false, "no_credential"),
        }
    }

    /// Records the flow's current state in the timeline.
    pub fn record_flow(&mut self, now: Millis) {
        let Some(flow) = &self.flow else { return };
        let mut entry = Map::new();
        entry.insert(
            "id".into(),
            json!(format!("evt_{}", self.timeline.len() + 1)),
        );
        let kind = match flow.flow_type {
            FlowType::Login => "login",
            FlowType::Reauth => "reauth",
        };
        entry.insert("type".into(), json!(kind));
        entry.insert("status".into(), json!(flow_view::status_name(flow.status)));
        entry.insert("step".into(), json!(flow_view::step_name(flow.step)));
        entry.insert("timestamp".into(), json!(rfc3339(now)));
        if let Some(b) = &self.browser_session_id {
            entry.insert("browser_session_id".into(), json!(b));
        }
        if let Some(e) = &flow.website_error {
            entry.insert("website_error".into(), json!(e));
        }
        if let Some(c) = flow.error_code {
            entry.insert("error_code".into(), json!(c));
        }
        if let Some(m) = &flow.error_message {
            entry.insert("error_message".into(), json!(m));
        }
        self.timeline.push(Value::Object(entry));
    }

    /// Records a health check and its outcome.
    pub fn record_health_check(&mut self, previous: bool, now: Millis) {
        let entry = json!({
            "id": format!("evt_{}", self.timeline.len() + 1),
            "type": "health_check",
            "status": status_name(self.authenticated),
            "previous_status": status_name(previous),
            "timestamp": rfc3339(now),
        });
        self.timeline.push(entry);
    }

    /// Applies the end of the flow; returns the browser to stop.
    pub fn settle(&mut self) -> Option<String> {
        let flow = self.flow.as_ref()?;
        match flow.status {
            FlowStatus::InProgress => return None,
            FlowStatus::Success => {
                self.authenticated = true;
                self.prior_success = true;
                self.session_expired = false;
                self.post_login_url = Some(format!("https://{}/home", self.domain));
                if self.settings.save_credentials {
                    let entered = flow.entered.clone();
                    self.stored.extend(entered);
                }
            }
            FlowStatus::Failed => self.authenticated = false,
            FlowStatus::Expired | FlowStatus::Canceled => {}
        }
        self.handoff = None;
        self.browser_session_id.take()
    }

    /// The auth connection record.
    pub fn to_json(&self, base: &str) -> Value {
        let (can_reauth, reason) = self.can_reauth();
        let s = &self.settings;
        let mut record = json!({
            "id": self.id,
            "profile_name": self.profile_name,
            "domain": self.domain,
            "status": status_name(self.authenticated),
            "save_credentials": s.save_credentials,
            "record_session": s.record_session,
            "allowed_domains": s.allowed_domains,
            "auto_reauth": s.auto_reauth,
            "browser": s.browser,
            "browser_telemetry": s.browser_telemetry,
            "can_reauth": can_reauth,
            "can_reauth_reason": reason,
            "health_check_interval": s.health_check_interval,
            "health_checks": s.health_checks,
            "browser_session_id": null,
            "choices": null, "discovered_fields": null, "error_code": null, "error_message": null,
            "external_action_message": null, "fields": null, "flow_expires_at": null,
            "flow_status": null, "flow_step": null, "flow_type": null, "hosted_url": null,
            "live_view_url": null, "mfa_options": null, "pending_sso_buttons": null,
            "sign_in_options": null, "sso_provider": null, "website_error": null,
        });
        let Some(obj) = record.as_object_mut() else {
            return record;
        };
        let mut put = |k: &str, v: Value| {
            obj.insert(k.to_string(), v);
        };
        if let Some(c) = &s.credential {
            put("credential", c.clone());
        }
        if let Some(u) = &s.login_url {
            put("login_url", json!(u));
        }
        if let Some(p) = &s.proxy_id {
            put("proxy_id", json!(p));
        }
        if let Some(u) = &self.post_login_url {
            put("post_login_url", json!(u));
        }
        if let Some(t) = self.last_auth_check_at {
            put("last_auth_check_at", json!(rfc3339(t)));
            put("last_auth_at", json!(rfc3339(t)));
        }
        if let Some(flow) = &self.flow {
            for (k, v) in self.flow_fields(flow, base) {
                put(k, v);
            }
            put("sso_provider", flow_view::sso_provider(flow));
        }
        record
    }

    /// The flow fields of the record and of `managed_auth_state` events.
    pub fn flow_fields(&self, flow: &Flow, base: &str) -> Vec<(&'static str, Value)> {
        let running = flow.in_progress();
        let mut out = vec![
            ("flow_status", json!(flow_view::status_name(flow.status))),
            ("flow_step", json!(flow_view::step_name(flow.step))),
            ("flow_type", json!(flow_view::type_name(flow.flow_type))),
            ("fields", flow_view::fields(flow)),
            ("discovered_fields", flow_view::discovered_fields(flow)),
            ("choices", flow_view::choices(flow)),
            ("mfa_options", flow_view::mfa_options(flow)),
            ("pending_sso_buttons", flow_view::pending_sso_buttons(flow)),
            ("sign_in_options", flow_view::sign_in_options(flow)),
            (
                "external_action_message",
                flow_view::external_action_message(flow),
            ),
            ("website_error", json!(flow.website_error)),
            ("error_code", json!(flow.error_code)),
            ("error_message", json!(flow.error_message)),
        ];
        if running {
            out.push(("flow_expires_at", json!(rfc3339(flow.expires_at))));
            if let Some(b) = &self.browser_session_id {
                out.push(("browser_session_id", json!(b)));
                out.push(("live_view_url", json!(format!("{base}/live/{b}"))));
            }
            if let Some(h) = &self.handoff {
                out.push((
                    "hosted_url",
                    json!(format!("{base}/hosted/{}?code={}", self.id, h.code)),
                ));
            }
        }
        out
    }
}

/// status wire value.
pub fn status_name(authenticated: bool) -> &'static str {
    if authenticated {
        "AUTHENTICATED"
    } else {
        "NEEDS_AUTH"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::flow::{Input, CORRECT_PASSWORD, STEP_MS};

    fn connection(domain: &str, save: bool) -> Connection {
        let mut settings = Settings::defaults(3600);
        settings.save_credentials = save;
        Connection::new(
            "c".into(),
            "p".into(),
            "prof".into(),
            domain.into(),
            settings,
            0,
        )
    }

    fn log_in(c: &mut Connection) {
        let mut flow = Flow::login(c.site(), 0);
        flow.advance(STEP_MS);
        let input = Input::Credentials {
            identifier: "ada".into(),
            password: CORRECT_PASSWORD.into(),
        };
        flow.submit(input, STEP_MS).unwrap();
        flow.advance(2 * STEP_MS);
        c.flow = Some(flow);
        c.settle();
    }

    #[test]
    fn no_prior_login_means_no_reauth() {
        assert_eq!(
            connection("example.com", true).can_reauth(),
            (false, "no_prior_successful_login")
        );
    }

    #[test]
    fn saved_password_allows_reauth_and_unsaved_does_not() {
        let mut saved = connection("example.com", true);
        log_in(&mut saved);
        assert!(saved.authenticated);
        assert_eq!(saved.can_reauth(), (true, "has_credential"));
        let mut unsaved = connection("example.com", false);
        log_in(&mut unsaved);
        assert!(unsaved.stored.is_empty());
        assert_eq!(unsaved.can_reauth(), (false, "no_credential"));
    }

    #[test]
    fn external_credential_allows_reauth_after_a_login() {
        let mut c = connection("example.com", false);
        c.settings.credential = Some(json!({"provider": "vault", "auto": true}));
        log_in(&mut c);
        assert_eq!(c.can_reauth(), (true, "external_credential"));
    }

    #[test]
    fn record_has_null_flow_fields_before_any_flow() {
        let record = connection("example.com", true).to_json("http://h");
        assert_eq!(record["status"], "NEEDS_AUTH");
        assert_eq!(record["flow_status"], Value::Null);
        assert_eq!(record["hosted_url"], Value::Null);
    }
}
