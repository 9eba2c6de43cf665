//! Handoff: exchange turns a code into a JWT for one connection, once,
//! for a short time.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

async fn exchange(sim: &Sim, id: &str, code: &str) -> reqwest::Response {
    sim.anon(Method::POST, &format!("/auth/connections/{id}/exchange"))
        .json(&json!({"code": code}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn jwt_works_for_retrieve_submit_and_follow_of_its_connection_only() {
    let sim = Sim::start().await;
    let a = sim.connection("example.com", json!({})).await;
    let b = sim.connection("other.example", json!({})).await;
    let (a, b) = (a["id"].as_str().unwrap(), b["id"].as_str().unwrap());
    let code = sim.login(a).await["handoff_code"]
        .as_str()
        .unwrap()
        .to_string();
    let jwt = json_ok(exchange(&sim, a, &code).await).await["jwt"]
        .as_str()
        .unwrap()
        .to_string();
    let record = json_ok(
        sim.with(&jwt, Method::GET, &format!("/auth/connections/{a}"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(record["id"], a);
    sim.wait_for(a, "flow_step", "AWAITING_INPUT").await;
    let submit = sim
        .with(&jwt, Method::POST, &format!("/auth/connections/{a}/submit"))
        .json(&json!({"fields": {"identifier": "a", "password": "correct-password"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(json_ok(submit).await["accepted"], true);
    let follow = sim
        .with(&jwt, Method::GET, &format!("/auth/connections/{a}/events"))
        .send()
        .await
        .unwrap();
    assert_eq!(follow.status(), 200);
    for (method, path) in [
        (Method::GET, format!("/auth/connections/{b}")),
        (Method::POST, format!("/auth/connections/{a}/login")),
        (Method::GET, "/auth/connections".to_string()),
        (Method::GET, "/org/projects".to_string()),
    ] {
        let r = sim
            .with(&jwt, method, &path)
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        expect_error(r, 403, "forbidden").await;
    }
}

#[tokio::test]
async fn a_code_works_once_and_the_jwt_expires_after_ten_minutes() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    let code = sim.login(id).await["handoff_code"]
        .as_str()
        .unwrap()
        .to_string();
    let wrong = exchange(&sim, id, "hc_wrong").await;
    expect_error(wrong, 401, "invalid_handoff_code").await;
    let jwt = json_ok(exchange(&sim, id, &code).await).await["jwt"]
        .as_str()
        .unwrap()
        .to_string();
    expect_error(exchange(&sim, id, &code).await, 401, "invalid_handoff_code").await;
    sim.advance(9 * 60).await;
    assert_eq!(
        sim.with(&jwt, Method::GET, &format!("/auth/connections/{id}"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    sim.advance(61).await;
    let late = sim
        .with(&jwt, Method::GET, &format!("/auth/connections/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(late, 401, "unauthorized").await;
}
