//! Health checks on the simulated clock: NEEDS_AUTH, REAUTH, switched off.

use serde_json::{json, Value};

use super::support::Sim;

async fn authenticated(sim: &Sim, extra: Value) -> String {
    let c = sim.connection("example.com", extra).await;
    let id = c["id"].as_str().unwrap().to_string();
    sim.log_in(&id).await;
    sim.post_json(&format!("/_sim/connections/{id}/expire-session"), json!({}))
        .await;
    id
}

#[tokio::test]
async fn an_expired_session_becomes_needs_auth_without_auto_reauth() {
    let sim = Sim::start().await;
    let id = authenticated(
        &sim,
        json!({"auto_reauth": false, "health_check_interval": 300}),
    )
    .await;
    sim.advance(299).await;
    assert_eq!(
        sim.get_json(&format!("/auth/connections/{id}")).await["status"],
        "AUTHENTICATED"
    );
    sim.advance(2).await;
    let c = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(c["status"], "NEEDS_AUTH");
    assert!(c["last_auth_check_at"].is_string());
    let checks = sim
        .get_json(&format!(
            "/auth/connections/{id}/timeline?type=health_check"
        ))
        .await;
    assert_eq!(checks[0]["previous_status"], "AUTHENTICATED");
    assert_eq!(checks[0]["status"], "NEEDS_AUTH");
}

#[tokio::test]
async fn auto_reauth_runs_a_reauth_flow_with_saved_credentials() {
    let sim = Sim::start().await;
    let id = authenticated(&sim, json!({"health_check_interval": 300})).await;
    sim.advance(301).await;
    let c = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(c["flow_type"], "REAUTH");
    sim.advance(1).await;
    let c = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(c["flow_status"], "SUCCESS");
    assert_eq!(c["status"], "AUTHENTICATED");
    let reauth = sim
        .get_json(&format!("/auth/connections/{id}/timeline?type=reauth"))
        .await;
    assert!(!reauth.as_array().unwrap().is_empty());
}

#[tokio::test]
async fn auto_reauth_without_a_way_to_reauthenticate_gives_needs_auth() {
    let sim = Sim::start().await;
    let id = authenticated(
        &sim,
        json!({"save_credentials": false, "health_check_interval": 300}),
    )
    .await;
    sim.advance(301).await;
    let c = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(c["status"], "NEEDS_AUTH");
    assert_eq!(c["flow_type"], "LOGIN");
}

#[tokio::test]
async fn health_checks_false_stops_scheduled_checks() {
    let sim = Sim::start().await;
    let id = authenticated(
        &sim,
        json!({"health_checks": false, "health_check_interval": 300}),
    )
    .await;
    sim.advance(3600).await;
    let c = sim.get_json(&format!("/auth/connections/{id}")).await;
    assert_eq!(c["status"], "AUTHENTICATED");
    assert!(c.get("last_auth_check_at").is_none());
}
