//! Limits: organization limit, default per-project cap, overrides,
//! resolution order, 0 clears, max_pooled_sessions refused, enforcement.

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

async fn start_browser(sim: &Sim, project: &str) -> reqwest::Response {
    sim.org(Method::POST, "/_sim/browsers")
        .header("x-service-project-id", project)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn org_limits_read_and_default_cap_set_and_cleared() {
    let sim = Sim::start().await;
    let limits = sim.get_json("/org/limits").await;
    assert_eq!(limits["max_concurrent_sessions"], 10);
    assert_eq!(
        limits["default_project_max_concurrent_sessions"],
        Value::Null
    );
    let set = sim
        .patch_json(
            "/org/limits",
            json!({"default_project_max_concurrent_sessions": 3}),
        )
        .await;
    assert_eq!(set["default_project_max_concurrent_sessions"], 3);
    let cleared = sim
        .patch_json(
            "/org/limits",
            json!({"default_project_max_concurrent_sessions": 0}),
        )
        .await;
    assert_eq!(
        cleared["default_project_max_concurrent_sessions"],
        Value::Null
    );
}

#[tokio::test]
async fn max_pooled_sessions_is_refused_with_400() {
    let sim = Sim::start().await;
    let p = sim.default_project().await;
    for path in [
        "/org/limits".to_string(),
        format!("/org/projects/{p}/limits"),
    ] {
        let r = sim
            .org(Method::PATCH, &path)
            .json(&json!({"max_pooled_sessions": 2}))
            .send()
            .await
            .unwrap();
        let body = expect_error(r, 400, "bad_request").await;
        assert!(body["message"]
            .as_str()
            .unwrap()
            .starts_with("max_pooled_sessions"));
    }
}

#[tokio::test]
async fn project_override_wins_and_zero_clears_it() {
    let sim = Sim::start().await;
    let p = sim.create_project("capped").await;
    sim.patch_json(
        "/org/limits",
        json!({"default_project_max_concurrent_sessions": 3}),
    )
    .await;
    let set = sim
        .patch_json(
            &format!("/org/projects/{p}/limits"),
            json!({"max_concurrent_sessions": 1}),
        )
        .await;
    assert_eq!(set["max_concurrent_sessions"], 1);
    assert_eq!(start_browser(&sim, &p).await.status(), 201);
    let over = start_browser(&sim, &p).await;
    assert!(over.headers().get("retry-after").is_none());
    let body = expect_error(over, 429, "concurrency_limit_exceeded").await;
    assert!(body["message"].as_str().unwrap().contains("at most 1"));
    let cleared = sim
        .patch_json(
            &format!("/org/projects/{p}/limits"),
            json!({"max_concurrent_sessions": 0}),
        )
        .await;
    assert_eq!(cleared["max_concurrent_sessions"], Value::Null);
    // The default (3) applies again.
    assert_eq!(start_browser(&sim, &p).await.status(), 201);
    assert_eq!(start_browser(&sim, &p).await.status(), 201);
    expect_error(
        start_browser(&sim, &p).await,
        429,
        "concurrency_limit_exceeded",
    )
    .await;
}

#[tokio::test]
async fn a_project_cap_never_exceeds_the_organization_limit() {
    let sim = Sim::start().await;
    sim.patch_json("/_sim/org", json!({"max_concurrent_sessions": 2}))
        .await;
    let p = sim.default_project().await;
    sim.patch_json(
        &format!("/org/projects/{p}/limits"),
        json!({"max_concurrent_sessions": 5}),
    )
    .await;
    assert_eq!(start_browser(&sim, &p).await.status(), 201);
    assert_eq!(start_browser(&sim, &p).await.status(), 201);
    let body = expect_error(
        start_browser(&sim, &p).await,
        429,
        "concurrency_limit_exceeded",
    )
    .await;
    assert!(body["message"]
        .as_str()
        .unwrap()
        .contains("organization allows at most 2"));
}

#[tokio::test]
async fn a_login_over_the_cap_is_429() {
    let sim = Sim::start().await;
    let p = sim.default_project().await;
    sim.patch_json(
        &format!("/org/projects/{p}/limits"),
        json!({"max_concurrent_sessions": 1}),
    )
    .await;
    json_ok(start_browser(&sim, &p).await).await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    let r = sim
        .org(Method::POST, &format!("/auth/connections/{id}/login"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(r, 429, "concurrency_limit_exceeded").await;
}
