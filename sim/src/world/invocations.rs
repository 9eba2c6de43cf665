//! Invocations of app versions' actions: their status and events.
//!
//! A synchronous invocation runs to its end at once; its output is the
//! action's name and payload as JSON. An asynchronous one stays running
//! until `PATCH /invocations/{id}` gives its final status.

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// One invocation and its events.
#[derive(Debug)]
pub struct Invocation {
    /// Its identifier.
    pub id: String,
    /// The project it belongs to.
    pub project_id: String,
    /// The action run.
    pub action_name: String,
    /// The app's name.
    pub app_name: String,
    /// The version label.
    pub version: String,
    /// The deployment of the version.
    pub deployment_id: String,
    /// The payload, as JSON text.
    pub payload: Option<String>,
    /// queued, running, succeeded or failed.
    pub status: &'static str,
    /// Its output, as JSON text.
    pub output: Option<String>,
    /// When it started.
    pub started_at: Millis,
    /// When it finished.
    pub finished_at: Option<Millis>,
    /// Its events; the event id is the index plus one.
    pub events: Vec<Value>,
}

impl Invocation {
    /// Starts it at `now`: running, with its first events.
    pub fn start(mut self, now: Millis) -> Invocation {
        self.started_at = now;
        self.status = "running";
        self.push_state(now);
        let message = format!(
            "running {} of {} {}",
            self.action_name, self.app_name, self.version
        );
        self.events
            .push(json!({"event": "log", "message": message, "timestamp": rfc3339(now)}));
        self
    }

    /// Ends it with `status` (succeeded or failed) and `output`.
    pub fn finish(&mut self, status: &'static str, output: Option<String>, now: Millis) {
        self.status = status;
        self.output = output;
        self.finished_at = Some(now);
        self.push_state(now);
    }

    /// Runs a synchronous invocation to its end.
    pub fn run(&mut self, now: Millis) {
        let payload = self
            .payload
            .as_deref()
            .map(|p| serde_json::from_str(p).unwrap_or_else(|_| Value::from(p)))
            .unwrap_or(Value::Null);
        let output = json!({"action": self.action_name, "payload": payload}).to_string();
        self.finish("succeeded", Some(output), now);
    }

    /// Appends a log line of the running action.
    pub fn log(&mut self, message: &str, now: Millis) {
        self.events
            .push(json!({"event": "log", "message": message, "timestamp": rfc3339(now)}));
    }

    /// Whether it has ended (its stream ends after this state).
    pub fn settled(&self) -> bool {
        matches!(self.status, "succeeded" | "failed")
    }

    fn push_state(&mut self, now: Millis) {
        let event = json!({
            "event": "invocation_state",
            "invocation": self.to_json(),
            "timestamp": rfc3339(now),
        });
        self.events.push(event);
    }

    /// The record as the service answers it.
    pub fn to_json(&self) -> Value {
        let mut record = json!({
            "id": self.id,
            "action_name": self.action_name,
            "app_name": self.app_name,
            "started_at": rfc3339(self.started_at),
            "status": self.status,
            "version": self.version,
            "finished_at": self.finished_at.map(rfc3339),
        });
        if let Some(payload) = &self.payload {
            record["payload"] = Value::from(payload.clone());
        }
        if let Some(output) = &self.output {
            record["output"] = Value::from(output.clone());
        }
        record
    }

    /// What creating it answers.
    pub fn created_json(&self) -> Value {
        let mut record = json!({
            "id": self.id,
            "action_name": self.action_name,
            "status": self.status,
        });
        if let Some(output) = &self.output {
            record["output"] = Value::from(output.clone());
        }
        record
    }
}
