//! Deployed applications: deployments with the events of their builds,
//! the app versions they made, and invocations of those versions' actions.
//!
//! A build reads the uploaded zip archive at once: the entrypoint file must
//! be in it; the app's name is the first `App("name")` in that file (else
//! the archive's file name without `.zip`), its actions every
//! `.action("name"`. Every step is an event, numbered from 1 per
//! deployment or invocation, which is what a stream's `Last-Event-ID`
//! resumes after.

use serde_json::{json, Map, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;
use crate::zip;

/// The one region of the service.
pub const REGION: &str = "aws.us-east-1a";

/// One deployment and its build's events.
#[derive(Debug)]
pub struct Deployment {
    /// Its identifier.
    pub id: String,
    /// The project it belongs to.
    pub project_id: String,
    /// When it was created.
    pub created_at: Millis,
    /// When it last changed.
    pub updated_at: Millis,
    /// queued, in_progress, running, failed or stopped.
    pub status: &'static str,
    /// Why it has its status.
    pub status_reason: Option<String>,
    /// The entrypoint's path in the archive.
    pub entrypoint: String,
    /// Its environment variables.
    pub env_vars: Map<String, Value>,
    /// The app's name, once the build read it.
    pub app_name: Option<String>,
    /// The version label.
    pub version: String,
    /// The build's events, in order; the event id is the index plus one.
    pub events: Vec<Value>,
}

/// What a build is given.
#[derive(Debug)]
pub struct Upload {
    /// The archive's file name.
    pub file_name: String,
    /// The archive.
    pub bytes: Vec<u8>,
    /// The entrypoint's path in it.
    pub entrypoint: String,
    /// The version label.
    pub version: String,
    /// Environment variables.
    pub env_vars: Map<String, Value>,
}

/// One version of an app, made by a successful build.
#[derive(Debug)]
pub struct AppVersion {
    /// Its identifier.
    pub id: String,
    /// The project it belongs to.
    pub project_id: String,
    /// The app's name.
    pub app_name: String,
    /// The version label.
    pub version: String,
    /// The deployment that made it.
    pub deployment_id: String,
    /// Its actions' names.
    pub actions: Vec<String>,
    /// Its environment variables.
    pub env_vars: Map<String, Value>,
}

impl Deployment {
    /// Builds `upload` at `now`: the deployment with its events, and the
    /// app version it made if the build succeeded.
    pub fn build(
        id: String,
        version_id: String,
        project_id: String,
        upload: Upload,
        now: Millis,
    ) -> (Deployment, Option<AppVersion>) {
        let mut deployment = Deployment {
            id,
            project_id,
            created_at: now,
            updated_at: now,
            status: "queued",
            status_reason: None,
            entrypoint: upload.entrypoint.clone(),
            env_vars: upload.env_vars.clone(),
            app_name: None,
            version: upload.version.clone(),
            events: Vec::new(),
        };
        deployment.set_status("queued", None, now);
        deployment.log(
            format!(
                "received {} ({} bytes)",
                upload.file_name,
                upload.bytes.len()
            ),
            now,
        );
        deployment.set_status("in_progress", None, now);
        match read_app(&upload) {
            Err(reason) => {
                deployment.log(format!("build failed: {reason}"), now);
                deployment.set_status("failed", Some(reason), now);
                (deployment, None)
            }
            Ok((app_name, actions)) => {
                deployment.app_name = Some(app_name.clone());
                deployment.log(
                    format!("app {app_name}: actions {}", actions.join(", ")),
                    now,
                );
                let version = AppVersion {
                    id: version_id,
                    project_id: deployment.project_id.clone(),
                    app_name,
                    version: upload.version,
                    deployment_id: deployment.id.clone(),
                    actions,
                    env_vars: upload.env_vars,
                };
                let mut summary = version.to_json();
                summary["event"] = Value::from("app_version_summary");
                summary["timestamp"] = Value::from(rfc3339(now));
                deployment.events.push(summary);
                deployment.set_status("running", None, now);
                (deployment, Some(version))
            }
        }
    }

    /// Whether its build is over (its stream ends after this state).
    pub fn settled(&self) -> bool {
        !matches!(self.status, "queued" | "in_progress")
    }

    /// Moves to `status`, with its state event.
    pub fn set_status(&mut self, status: &'static str, reason: Option<String>, now: Millis) {
        self.status = status;
        self.status_reason = reason;
        self.updated_at = now;
        let event = json!({
            "event": "deployment_state",
            "deployment": self.to_json(),
            "timestamp": rfc3339(now),
        });
        self.events.push(event);
    }

    fn log(&mut self, message: String, now: Millis) {
        self.events
            .push(json!({"event": "log", "message": message, "timestamp": rfc3339(now)}));
    }

    /// The record as the service answers it (values of its variables
    /// redacted, as for an API key caller).
    pub fn to_json(&self) -> Value {
        let mut record = json!({
            "id": self.id,
            "created_at": rfc3339(self.created_at),
            "region": REGION,
            "status": self.status,
            "entrypoint_rel_path": self.entrypoint,
            "env_vars": redacted(&self.env_vars),
            "source_type": "file",
            "updated_at": rfc3339(self.updated_at),
        });
        if let Some(reason) = &self.status_reason {
            record["status_reason"] = Value::from(reason.clone());
        }
        record
    }
}

impl AppVersion {
    /// The record as the app list answers it.
    pub fn to_json(&self) -> Value {
        let actions: Vec<Value> = self.actions.iter().map(|a| json!({"name": a})).collect();
        json!({
            "id": self.id,
            "actions": actions,
            "app_name": self.app_name,
            "deployment": self.deployment_id,
            "env_vars": redacted(&self.env_vars),
            "region": REGION,
            "version": self.version,
        })
    }
}

/// Every key, with an empty value.
fn redacted(vars: &Map<String, Value>) -> Value {
    Value::Object(vars.keys().map(|k| (k.clone(), Value::from(""))).collect())
}

/// The app's name and actions, read from the archive's entrypoint.
fn read_app(upload: &Upload) -> Result<(String, Vec<String>), String> {
    let entries = zip::read(&upload.bytes)?;
    let data = entries
        .iter()
        .find_map(|(name, data)| data.as_ref().filter(|_| *name == upload.entrypoint))
        .ok_or_else(|| format!("the entrypoint {} is not in the archive", upload.entrypoint))?;
    let source = String::from_utf8_lossy(data);
    let actions = quoted_after(&source, ".action(");
    if actions.is_empty() {
        return Err(format!("{} declares no action", upload.entrypoint));
    }
    let name = quoted_after(&source, "App(")
        .into_iter()
        .next()
        .unwrap_or_else(|| {
            let stem = upload.file_name.rsplit('/').next().unwrap_or("");
            stem.strip_suffix(".zip").unwrap_or(stem).to_owned()
        });
    Ok((name, actions))
}

/// Every string literal that directly follows `call` in `source`.
fn quoted_after(source: &str, call: &str) -> Vec<String> {
    source
        .split(call)
        .skip(1)
        .filter_map(|rest| {
            let rest = rest.trim_start();
            let quote = rest
                .chars()
                .next()
                .filter(|c| matches!(c, '"' | '\'' | '`'))?;
            let inner = &rest[1..];
            inner.find(quote).map(|end| inner[..end].to_owned())
        })
        .filter(|name| !name.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_the_app_name_are_read_from_string_literals() {
        let source = "const app = new Kernel.App('shop');\napp.action(\"scrape\", f);\napp.action( `ping`, g);";
        assert_eq!(quoted_after(source, ".action("), ["scrape", "ping"]);
        assert_eq!(quoted_after(source, "App("), ["shop"]);
        assert!(quoted_after("app.action(name)", ".action(").is_empty());
    }
}
