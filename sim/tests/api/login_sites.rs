//! The `sso.`, `accounts.` and `browser.` sites: SSO buttons, account
//! pickers, and a step the person finishes in the live view; a frozen clock
//! that holds a flow in a step; a flow failed through the control surface.

use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

const CREDS: &str = "correct-password";

/// Starts a login on `domain` and waits for its first input.
async fn started(sim: &Sim, domain: &str) -> (String, Value) {
    let c = sim.connection(domain, json!({})).await;
    let id = c["id"].as_str().unwrap().to_string();
    let login = sim.login(&id).await;
    sim.wait_for(&id, "flow_step", "AWAITING_INPUT").await;
    (id, login)
}

/// Submits the correct password and waits for what the site asks next.
async fn past_password(sim: &Sim, id: &str, next_step: &str) -> Value {
    let body = json!({"fields": {"identifier": "ada@example.com", "password": CREDS}});
    json_ok(sim.submit(id, body).await).await;
    sim.wait_for(id, "flow_step", next_step).await
}

#[tokio::test]
async fn sso_site_offers_providers_and_completes_with_the_one_picked() {
    let sim = Sim::start().await;
    let (id, _) = started(&sim, "sso.example.com").await;
    let offer = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(offer["fields"], Value::Null, "an SSO site asks no password");
    assert_eq!(offer["choices"][0]["type"], "sso_provider");
    assert_eq!(offer["choices"][1]["id"], "github");
    assert_eq!(offer["pending_sso_buttons"][0]["provider"], "google");
    assert_eq!(
        offer["pending_sso_buttons"][0]["label"],
        "Continue with Google"
    );
    let password = sim
        .submit(
            &id,
            json!({"fields": {"identifier": "a", "password": CREDS}}),
        )
        .await;
    let refused = expect_error(password, 400, "bad_request").await;
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("selected_choice_id"));
    let unknown = sim.submit(&id, json!({"sso_provider": "okta"})).await;
    let refused = expect_error(unknown, 400, "bad_request").await;
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("sso_provider"));
    let selector = offer["pending_sso_buttons"][1]["selector"].clone();
    let mismatch = sim
        .submit(
            &id,
            json!({"sso_button_selector": selector, "sso_provider": "google"}),
        )
        .await;
    expect_error(mismatch, 400, "bad_request").await;
    let picked = json!({"sso_button_selector": selector, "sso_provider": "github"});
    json_ok(sim.submit(&id, picked).await).await;
    let done = sim.wait_for(&id, "flow_status", "SUCCESS").await;
    assert_eq!(done["status"], "AUTHENTICATED");
    assert_eq!(done["sso_provider"], "github");
    assert_eq!(done["pending_sso_buttons"], Value::Null);
    assert_eq!(done["can_reauth_reason"], "requires_customer_input");
}

#[tokio::test]
async fn sso_site_takes_a_canonical_choice_alone() {
    let sim = Sim::start().await;
    let (id, _) = started(&sim, "sso.example.com").await;
    json_ok(
        sim.submit(&id, json!({"selected_choice_id": "google"}))
            .await,
    )
    .await;
    let done = sim.wait_for(&id, "flow_status", "SUCCESS").await;
    assert_eq!(done["sso_provider"], "google");
}

#[tokio::test]
async fn accounts_site_offers_sign_in_options_after_the_password() {
    let sim = Sim::start().await;
    let (id, _) = started(&sim, "accounts.example.com").await;
    let offer = past_password(&sim, &id, "AWAITING_INPUT").await;
    assert_eq!(offer["fields"], Value::Null);
    assert_eq!(offer["choices"][0]["type"], "account");
    assert_eq!(offer["sign_in_options"][1]["id"], "work");
    assert_eq!(
        offer["sign_in_options"][0]["description"],
        "ada@example.com"
    );
    let unknown = sim
        .submit(&id, json!({"sign_in_option_id": "nobody"}))
        .await;
    let refused = expect_error(unknown, 400, "bad_request").await;
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("sign_in_option_id"));
    json_ok(sim.submit(&id, json!({"sign_in_option_id": "work"})).await).await;
    let done = sim.wait_for(&id, "flow_status", "SUCCESS").await;
    assert_eq!(done["flow_step"], "COMPLETED");
    assert_eq!(done["sign_in_options"], Value::Null);
}

#[tokio::test]
async fn browser_site_is_finished_by_the_person_in_the_live_view() {
    let sim = Sim::start().await;
    let (id, login) = started(&sim, "browser.example.com").await;
    let waiting = past_password(&sim, &id, "AWAITING_EXTERNAL_ACTION").await;
    let message = waiting["external_action_message"].as_str().unwrap();
    assert!(message.contains("in the browser"), "{message}");
    let live = waiting["live_view_url"].as_str().unwrap();
    assert_eq!(live, login["live_view_url"].as_str().unwrap());
    let screen = sim
        .http
        .get(live)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        screen.contains("<button type=\"submit\">Finish signing in</button>"),
        "{screen}"
    );
    assert!(
        !screen.contains("http-equiv=\"refresh\""),
        "a screen that waits on the person keeps their focus"
    );
    let finished = sim
        .http
        .post(format!("{live}/finish"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        finished.status().as_u16(),
        200,
        "the form's 303 leads back to the screen"
    );
    let after = finished.text().await.unwrap();
    assert!(after.contains("data-state=\"COMPLETED\""), "{after}");
    let done = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(done["status"], "AUTHENTICATED");
    assert_eq!(done["can_reauth_reason"], "requires_external_action");
    let again = sim
        .http
        .post(format!("{live}/finish"))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 409);
}

#[tokio::test]
async fn a_push_site_cannot_be_finished_from_the_live_view() {
    let sim = Sim::start().await;
    let (id, login) = started(&sim, "push.example.com").await;
    past_password(&sim, &id, "AWAITING_EXTERNAL_ACTION").await;
    let live = login["live_view_url"].as_str().unwrap();
    let screen = sim
        .http
        .get(live)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!screen.contains("<button"), "{screen}");
    let refused = sim
        .http
        .post(format!("{live}/finish"))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 409);
    let still = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(still["flow_step"], "AWAITING_EXTERNAL_ACTION");
}

#[tokio::test]
async fn a_frozen_clock_holds_a_flow_in_its_step_until_it_thaws() {
    let sim = Sim::start().await;
    let frozen = sim.post_json("/_sim/clock", json!({"frozen": true})).await;
    assert_eq!(frozen["frozen"], true);
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    let held = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(
        held["flow_step"], "DISCOVERING",
        "twice the step's length later"
    );
    let thawed = sim.post_json("/_sim/clock", json!({"frozen": false})).await;
    assert_eq!(thawed["frozen"], false);
    sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    let neither = sim
        .org(reqwest::Method::POST, "/_sim/clock")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(neither, 400, "bad_request").await;
}

#[tokio::test]
async fn the_control_surface_fails_a_running_flow_with_a_code() {
    let sim = Sim::start().await;
    let (id, _) = started(&sim, "example.com").await;
    let failed = sim
        .post_json(&format!("/_sim/connections/{id}/fail"), json!({}))
        .await;
    assert_eq!(failed["error_code"], "login_blocked");
    let record = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(record["flow_status"], "FAILED");
    assert_eq!(record["error_code"], "login_blocked");
    assert!(record["error_message"]
        .as_str()
        .unwrap()
        .contains("blocked"));
    assert_eq!(record["live_view_url"], Value::Null);
    let again = sim
        .org(
            reqwest::Method::POST,
            &format!("/_sim/connections/{id}/fail"),
        )
        .send()
        .await
        .unwrap();
    expect_error(again, 409, "flow_not_in_progress").await;
}
