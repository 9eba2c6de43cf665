//! The control surface: the request log masks secrets.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn requests_are_listed_with_secrets_masked_and_can_be_cleared() {
    let sim = Sim::start().await;
    sim.org(Method::GET, "/org/projects?limit=5")
        .header("x-service-project-id", "proj_x")
        .send()
        .await
        .unwrap();
    let log = sim.get_json("/_sim/requests").await;
    let entry = &log.as_array().unwrap()[0];
    assert_eq!(entry["method"], "GET");
    assert_eq!(entry["path"], "/org/projects");
    assert_eq!(entry["query"], "limit=5");
    assert_eq!(entry["headers"]["authorization"], "Bearer ***");
    assert_eq!(entry["headers"]["x-service-project-id"], "proj_x");
    assert!(!log.to_string().contains(super::support::ORG_KEY));
    assert_eq!(
        sim.org(Method::DELETE, "/_sim/requests")
            .send()
            .await
            .unwrap()
            .status(),
        204
    );
    assert_eq!(sim.get_json("/_sim/requests").await, json!([]));
}

#[tokio::test]
async fn control_needs_an_org_wide_credential() {
    let sim = Sim::start().await;
    let r = sim
        .anon(Method::POST, "/_sim/clock")
        .json(&json!({"advance_seconds": 1}))
        .send()
        .await
        .unwrap();
    expect_error(r, 401, "unauthorized").await;
    let now = json_ok(sim.org(Method::GET, "/_sim/clock").send().await.unwrap()).await;
    assert!(now["now"].as_str().unwrap().ends_with('Z'));
}
