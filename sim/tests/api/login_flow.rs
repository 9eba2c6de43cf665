//! The login flow: DISCOVERING, AWAITING_INPUT, SUBMITTING, MFA or push,
//! COMPLETED; wrong passwords, expiry, superseding, saved credentials.

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

const CREDS: &str = "correct-password";

#[tokio::test]
async fn login_starts_a_flow_with_browser_and_urls() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    let login = sim.login(id).await;
    assert_eq!(login["flow_type"], "LOGIN");
    let code = login["handoff_code"].as_str().unwrap();
    assert_eq!(
        login["hosted_url"],
        format!("{}/hosted/{id}?code={code}", sim.base)
    );
    assert!(login["live_view_url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("{}/live/br_", sim.base)));
    assert!(login["flow_expires_at"].as_str().unwrap().ends_with('Z'));
    let now = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(now["flow_status"], "IN_PROGRESS");
    assert_eq!(now["flow_step"], "DISCOVERING");
    assert!(now["browser_session_id"]
        .as_str()
        .unwrap()
        .starts_with("br_"));
    let again = sim
        .org(Method::POST, &format!("/auth/connections/{id}/login"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(again, 409, "flow_in_progress").await;
}

#[tokio::test]
async fn plain_site_walks_to_authenticated_and_wrong_password_returns_to_input() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    let early = sim
        .submit(id, json!({"fields": {"identifier": "a", "password": "x"}}))
        .await;
    expect_error(early, 409, "flow_not_awaiting_input").await;
    let awaiting = sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    assert_eq!(awaiting["fields"][0]["id"], "identifier");
    assert_eq!(awaiting["fields"][1]["ref"], "password");
    assert_eq!(awaiting["discovered_fields"][0]["name"], "identifier");
    let missing = sim.submit(id, json!({"fields": {"identifier": "a"}})).await;
    assert_eq!(
        expect_error(missing, 400, "bad_request").await["message"],
        "fields.password: is required"
    );
    let wrong = json_ok(
        sim.submit(
            id,
            json!({"fields": {"identifier": "a", "password": "nope"}}),
        )
        .await,
    )
    .await;
    assert_eq!(wrong, json!({"accepted": true}));
    assert_eq!(
        sim.get_json(&format!("/auth/connections/{id}")).await["flow_step"],
        "SUBMITTING"
    );
    let retry = sim
        .wait_for(id, "website_error", "Incorrect password")
        .await;
    assert_eq!(retry["flow_step"], "AWAITING_INPUT");
    json_ok(
        sim.submit(
            id,
            json!({"field_values": {"identifier": "a", "password": CREDS}}),
        )
        .await,
    )
    .await;
    let done = sim.wait_for(id, "flow_status", "SUCCESS").await;
    assert_eq!(done["flow_step"], "COMPLETED");
    assert_eq!(done["status"], "AUTHENTICATED");
    assert_eq!(done["post_login_url"], "https://example.com/home");
    assert_eq!(done["hosted_url"], Value::Null);
    assert_eq!(done["can_reauth"], true);
    assert_eq!(done["can_reauth_reason"], "has_credential");
}

#[tokio::test]
async fn mfa_site_offers_choices_then_a_code_and_never_saves_it() {
    let sim = Sim::start().await;
    let c = sim.connection("mfa.example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    json_ok(
        sim.submit(
            id,
            json!({"fields": {"identifier": "a", "password": CREDS}}),
        )
        .await,
    )
    .await;
    let choose = loop {
        let c = sim.get_json(&format!("/auth/connections/{id}")).await;
        if c["choices"].is_array() {
            break c;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert_eq!(choose["flow_step"], "AWAITING_INPUT");
    assert_eq!(choose["choices"][0]["id"], "sms");
    assert_eq!(choose["mfa_options"][1]["type"], "totp");
    json_ok(sim.submit(id, json!({"mfa_option_id": "sms"})).await).await;
    let code = loop {
        let c = sim.get_json(&format!("/auth/connections/{id}")).await;
        if c["fields"].is_array() {
            break c;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert_eq!(code["fields"][0]["id"], "code");
    assert_eq!(code["fields"][0]["ref"], "otp");
    json_ok(sim.submit(id, json!({"fields": {"code": "123456"}})).await).await;
    let done = sim.wait_for(id, "flow_status", "SUCCESS").await;
    assert_eq!(done["status"], "AUTHENTICATED");
    assert_eq!(done["can_reauth"], false);
    assert_eq!(done["can_reauth_reason"], "requires_sms_code");
}

#[tokio::test]
async fn push_site_waits_for_an_external_action() {
    let sim = Sim::start().await;
    let c = sim.connection("push.example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.login(id).await;
    sim.wait_for(id, "flow_step", "AWAITING_INPUT").await;
    json_ok(
        sim.submit(
            id,
            json!({"fields": {"identifier": "a", "password": CREDS}}),
        )
        .await,
    )
    .await;
    let waiting = sim
        .wait_for(id, "flow_step", "AWAITING_EXTERNAL_ACTION")
        .await;
    assert!(waiting["external_action_message"]
        .as_str()
        .unwrap()
        .contains("phone"));
    sim.post_json(&format!("/_sim/connections/{id}/approve"), json!({}))
        .await;
    assert_eq!(
        sim.get_json(&format!("/auth/connections/{id}")).await["status"],
        "AUTHENTICATED"
    );
}

#[tokio::test]
async fn an_expired_flow_is_expired_and_a_new_login_supersedes_it() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    let first = sim.login(id).await;
    sim.advance(21 * 60).await;
    let expired = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(expired["flow_status"], "EXPIRED");
    assert_eq!(expired["flow_expires_at"], Value::Null);
    let second = sim.login(id).await;
    assert_ne!(second["handoff_code"], first["handoff_code"]);
    assert_eq!(
        sim.get_json(&format!("/auth/connections/{id}")).await["flow_status"],
        "IN_PROGRESS"
    );
}

#[tokio::test]
async fn save_credentials_false_stores_nothing_so_no_reauth() {
    let sim = Sim::start().await;
    let c = sim
        .connection("example.com", json!({"save_credentials": false}))
        .await;
    let id = c["id"].as_str().unwrap();
    let done = sim.log_in(id).await;
    assert_eq!(done["can_reauth"], false);
    assert_eq!(done["can_reauth_reason"], "no_credential");
}

#[tokio::test]
async fn timeline_lists_what_happened() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    sim.log_in(id).await;
    let timeline = sim
        .get_json(&format!("/auth/connections/{id}/timeline?type=login"))
        .await;
    let steps: Vec<&str> = timeline
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["step"].as_str().unwrap())
        .collect();
    assert_eq!(
        steps,
        vec!["DISCOVERING", "AWAITING_INPUT", "SUBMITTING", "COMPLETED"]
    );
    assert_eq!(timeline[3]["status"], "SUCCESS");
    let r = sim
        .org(
            Method::GET,
            &format!("/auth/connections/{id}/timeline?limit=1"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["x-has-more"], "true");
}
