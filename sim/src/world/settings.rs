//! The configurable part of an auth connection, and partial updates of it.

use serde_json::{json, Map, Value};

/// What create and update may set on a connection.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Extra domains valid for the flow.
    pub allowed_domains: Vec<String>,
    /// Whether automatic re-authentication is permitted.
    pub auto_reauth: bool,
    /// Default browser configuration (ManagedAuthBrowserConfig).
    pub browser: Map<String, Value>,
    /// Deprecated telemetry configuration.
    pub browser_telemetry: Value,
    /// The attached credential reference.
    pub credential: Option<Value>,
    /// Seconds between health checks.
    pub health_check_interval: u32,
    /// Whether scheduled health checks run.
    pub health_checks: bool,
    /// Login page that skips discovery.
    pub login_url: Option<String>,
    /// Deprecated proxy reference by id.
    pub proxy_id: Option<String>,
    /// Whether sessions are recorded by default.
    pub record_session: bool,
    /// Whether reusable credentials are saved after a successful login.
    pub save_credentials: bool,
}

/// A partial update: every `Some` replaces (or for `browser`, merges into)
/// the current value.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Patch {
    /// See [`Settings::allowed_domains`].
    pub allowed_domains: Option<Vec<String>>,
    /// See [`Settings::auto_reauth`].
    pub auto_reauth: Option<bool>,
    /// Merged key by key into [`Settings::browser`].
    pub browser: Option<Map<String, Value>>,
    /// See [`Settings::browser_telemetry`].
    pub browser_telemetry: Option<Value>,
    /// See [`Settings::credential`].
    pub credential: Option<Value>,
    /// See [`Settings::health_check_interval`].
    pub health_check_interval: Option<u32>,
    /// See [`Settings::health_checks`].
    pub health_checks: Option<bool>,
    /// See [`Settings::login_url`].
    pub login_url: Option<String>,
    /// The proxy id of a deprecated `proxy` reference.
    pub proxy_id: Option<String>,
    /// See [`Settings::record_session`].
    pub record_session: Option<bool>,
    /// See [`Settings::save_credentials`].
    pub save_credentials: Option<bool>,
}

impl Settings {
    /// The create defaults, with the plan's default interval.
    pub fn defaults(default_interval: u32) -> Settings {
        let mut browser = Map::new();
        browser.insert("stealth".into(), json!(true));
        Settings {
            allowed_domains: Vec::new(),
            auto_reauth: true,
            browser,
            browser_telemetry: Value::Null,
            credential: None,
            health_check_interval: default_interval,
            health_checks: true,
            login_url: None,
            proxy_id: None,
            record_session: false,
            save_credentials: true,
        }
    }

    /// Applies a partial update.
    pub fn apply(&mut self, patch: Patch) {
        if let Some(v) = patch.allowed_domains {
            self.allowed_domains = v;
        }
        if let Some(v) = patch.auto_reauth {
            self.auto_reauth = v;
        }
        if let Some(v) = patch.browser {
            self.browser.extend(v);
        }
        if let Some(v) = patch.browser_telemetry {
            self.browser_telemetry = v;
        }
        if let Some(v) = patch.credential {
            self.credential = Some(v);
        }
        if let Some(v) = patch.health_check_interval {
            self.health_check_interval = v;
        }
        if let Some(v) = patch.health_checks {
            self.health_checks = v;
        }
        if let Some(v) = patch.login_url {
            self.login_url = Some(v);
        }
        if let Some(v) = patch.proxy_id {
            self.proxy_id = Some(v);
        }
        if let Some(v) = patch.record_session {
            self.record_session = v;
        }
        if let Some(v) = patch.save_credentials {
            self.save_credentials = v;
        }
    }

    /// Whether the credential reference names an external provider.
    pub fn has_external_credential(&self) -> bool {
        self.credential
            .as_ref()
            .is_some_and(|c| c.get("provider").is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_spec() {
        let s = Settings::defaults(3600);
        assert!(s.auto_reauth && s.health_checks && s.save_credentials && !s.record_session);
        assert_eq!(s.browser["stealth"], true);
    }

    #[test]
    fn patch_merges_browser_and_keeps_unset_values() {
        let mut s = Settings::defaults(3600);
        let mut browser = Map::new();
        browser.insert("proxy".into(), json!({"mode": "direct"}));
        s.apply(Patch {
            browser: Some(browser),
            health_checks: Some(false),
            ..Patch::default()
        });
        assert_eq!(s.browser["stealth"], true);
        assert_eq!(s.browser["proxy"]["mode"], "direct");
        assert!(!s.health_checks);
        assert!(s.auto_reauth);
    }
}
