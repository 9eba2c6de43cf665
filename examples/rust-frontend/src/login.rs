//! Following a login: creates a managed auth connection, starts its login,
//! and follows the flow's events (`follow`), submitting the simulator's test
//! credentials when the flow asks for them, until the flow ends.

use std::collections::BTreeMap;
use std::error::Error;

use browser_cloud_sdk::model::{
    AuthConnectionCreateParams, FlowEvent, FlowStatus, FlowStep, LoginParams,
    ManagedAuthStateEvent, SubmitParams,
};
use browser_cloud_sdk::Client;

use crate::stream::next;
use crate::view::Step;

/// The site to log in to; the simulator signs in any identifier with
/// `PASSWORD`.
const DOMAIN: &str = "example.com";
const IDENTIFIER: &str = "me@example.com";
const PASSWORD: &str = "correct-password";

/// Logs a fresh profile in to `DOMAIN`, noting each event of the flow in
/// `step`. Answers the connection's state at the end: its status, the
/// flow's status and the steps it went through. Fails with the SDK's
/// error, or when the site asks again with an error (it refused them).
pub async fn follow_login(client: &Client, step: &Step) -> Result<String, Box<dyn Error>> {
    let connections = client.auth().connections();
    let profile = format!("rust-example-{:x}", js_sys::Date::now() as u64);
    let connection = connections
        .create(&AuthConnectionCreateParams::new(DOMAIN, profile))
        .await?;
    step.note(&format!("created connection {}", connection.id));
    connections
        .login(&connection.id, &LoginParams::default())
        .await?;
    step.note("started a login");

    let mut events = connections.follow(&connection.id).await?;
    let mut path = Vec::new();
    let mut submitted = false;
    while let Some(event) = next(&mut events).await {
        match event? {
            FlowEvent::ManagedAuthState(state) => {
                step.note(&describe(&state));
                let flow_step = state.flow_step.as_ref().map_or("", FlowStep::as_str);
                path.push(flow_step.to_owned());
                if state.flow_step != Some(FlowStep::AwaitingInput) {
                    continue;
                }
                if !submitted {
                    connections.submit(&connection.id, &credentials()).await?;
                    submitted = true;
                    step.note("submitted the identifier and the password");
                } else if let Some(refused) = state.website_error {
                    return Err(format!("the site refused the credentials: {refused}").into());
                }
            }
            FlowEvent::Error(error) => step.note(&format!("error event: {}", error.error.code)),
            // Heartbeats and events this SDK version does not know.
            _ => {}
        }
    }

    let done = connections.retrieve(&connection.id).await?;
    let flow_status = done.flow_status.as_ref().map_or("", FlowStatus::as_str);
    Ok(format!(
        "{} {flow_status} after {} (connection {})",
        done.status.as_str(),
        path.join(" > "),
        done.id
    ))
}

/// One event as a line: the flow's status and step, and the fields it
/// asks for when it asks.
fn describe(state: &ManagedAuthStateEvent) -> String {
    let status = state.flow_status.as_ref().map_or("", FlowStatus::as_str);
    let step = state.flow_step.as_ref().map_or("", FlowStep::as_str);
    let asks: Vec<&str> = state
        .fields
        .iter()
        .flatten()
        .map(|field| field.id.as_str())
        .collect();
    if asks.is_empty() {
        format!("{status} {step}")
    } else {
        format!("{status} {step}: asks for {}", asks.join(", "))
    }
}

/// The simulator's test credentials, by the fields' canonical ids.
fn credentials() -> SubmitParams {
    SubmitParams::default().fields(BTreeMap::from([
        ("identifier".to_owned(), IDENTIFIER.to_owned()),
        ("password".to_owned(), PASSWORD.to_owned()),
    ]))
}
