//! Scheduled health checks and the automatic re-authentication they start.

use crate::clock::Millis;

use super::flow::{Flow, CORRECT_PASSWORD};
use super::{BrowserSettings, World};

impl World {
    /// Runs every scheduled health check that is due.
    ///
    /// A check that finds the site session expired marks the connection
    /// NEEDS_AUTH, unless auto_reauth is on and re-authentication is
    /// possible, in which case a REAUTH flow starts.
    pub fn run_health_checks(&mut self, now: Millis) {
        for i in 0..self.connections.len() {
            let Some(conn) = self.connections.get_mut(i) else {
                continue;
            };
            if !conn.settings.health_checks || now < conn.next_check_at {
                continue;
            }
            conn.last_auth_check_at = Some(now);
            conn.next_check_at = now + Millis::from(conn.settings.health_check_interval) * 1000;
            let previous = conn.authenticated;
            let expired = conn.authenticated && conn.session_expired;
            let reauth = expired
                && conn.settings.auto_reauth
                && conn.can_reauth().0
                && !conn.flow_in_progress();
            if expired && !(reauth && self.start_reauth(i, now)) {
                if let Some(conn) = self.connections.get_mut(i) {
                    conn.authenticated = false;
                }
            }
            if let Some(conn) = self.connections.get_mut(i) {
                conn.record_health_check(previous, now);
            }
        }
    }

    /// Starts a REAUTH flow with the stored (or referenced) credentials;
    /// false when no browser can start.
    fn start_reauth(&mut self, i: usize, now: Millis) -> bool {
        let Some(conn) = self.connections.get(i) else {
            return false;
        };
        let (project_id, conn_id) = (conn.project_id.clone(), conn.id.clone());
        let identifier = conn
            .stored
            .get("identifier")
            .cloned()
            .unwrap_or_else(|| conn.profile_name.clone());
        // A referenced credential (named or external) supplies the right password.
        let password = conn
            .stored
            .get("password")
            .cloned()
            .unwrap_or_else(|| CORRECT_PASSWORD.to_string());
        let site = conn.site();
        let Ok(browser) =
            self.start_browser(&project_id, Some(conn_id), BrowserSettings::default())
        else {
            return false;
        };
        let Some(conn) = self.connections.get_mut(i) else {
            return false;
        };
        conn.flow = Some(Flow::reauth(site, now, identifier, password));
        conn.browser_session_id = Some(browser);
        conn.handoff = None;
        conn.record_flow(now);
        true
    }
}
