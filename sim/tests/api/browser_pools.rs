//! Browser pools: their browsers count against the concurrency cap;
//! acquire, release, flush, update and delete.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, Sim};

#[tokio::test]
async fn a_pool_fills_to_its_size_and_counts_against_the_cap() {
    let sim = Sim::start().await;
    let pool = sim
        .post_json("/browser_pools", json!({"size": 10, "name": "warm"}))
        .await;
    assert_eq!(pool["available_count"], 10);
    assert_eq!(pool["acquired_count"], 0);
    assert_eq!(pool["browser_pool_config"]["size"], 10);
    let refused = sim
        .org(Method::POST, "/browsers")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(refused, 429, "concurrency_limit_exceeded").await;
    let shrunk = sim
        .patch_json("/browser_pools/warm", json!({"size": 4}))
        .await;
    assert_eq!(shrunk["available_count"], 4);
    sim.post_json("/browsers", json!({})).await;
}

#[tokio::test]
async fn acquire_release_and_flush() {
    let sim = Sim::start().await;
    let pool = sim
        .post_json("/browser_pools", json!({"size": 1, "name": "solo"}))
        .await;
    let id = pool["id"].as_str().unwrap();
    let browser = sim
        .post_json(
            &format!("/browser_pools/{id}/acquire"),
            json!({"name": "checkout", "tags": {"team": "growth"}}),
        )
        .await;
    assert_eq!(browser["pool"]["id"], id);
    assert_eq!(browser["name"], "checkout");
    let session = browser["session_id"].as_str().unwrap();
    let counts = sim.get_json("/browser_pools/solo").await;
    assert_eq!(
        (
            counts["acquired_count"].clone(),
            counts["available_count"].clone()
        ),
        (json!(1), json!(0))
    );
    let exhausted = sim
        .org(Method::POST, &format!("/browser_pools/{id}/acquire"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    expect_error(exhausted, 409, "pool_exhausted").await;
    let in_use = sim
        .org(Method::DELETE, &format!("/browser_pools/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(in_use, 409, "pool_in_use").await;
    let released = sim
        .org(Method::POST, &format!("/browser_pools/{id}/release"))
        .json(&json!({"session_id": session}))
        .send()
        .await
        .unwrap();
    assert_eq!(released.status(), 204);
    let again = sim
        .post_json(&format!("/browser_pools/{id}/acquire"), json!({}))
        .await;
    assert_eq!(
        again["session_id"], session,
        "a reused browser is acquired again"
    );
    sim.org(Method::POST, &format!("/browser_pools/{id}/release"))
        .json(&json!({"session_id": session, "reuse": false}))
        .send()
        .await
        .unwrap();
    let fresh = sim
        .post_json(&format!("/browser_pools/{id}/acquire"), json!({}))
        .await;
    assert_ne!(
        fresh["session_id"], session,
        "a browser not reused is replaced"
    );
    sim.org(Method::POST, &format!("/browser_pools/{id}/release"))
        .json(&json!({"session_id": fresh["session_id"]}))
        .send()
        .await
        .unwrap();
    let flushed = sim
        .org(Method::POST, &format!("/browser_pools/{id}/flush"))
        .send()
        .await
        .unwrap();
    assert_eq!(flushed.status(), 204);
    let after = sim
        .post_json(&format!("/browser_pools/{id}/acquire"), json!({}))
        .await;
    assert_ne!(
        after["session_id"], fresh["session_id"],
        "flush replaces idle browsers"
    );
    let forced = sim
        .org(Method::DELETE, &format!("/browser_pools/{id}"))
        .json(&json!({"force": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(forced.status(), 204);
    let list = sim.get_json("/browser_pools").await;
    assert_eq!(list, json!([]));
}

#[tokio::test]
async fn a_bad_size_and_an_export_are_refused_by_name() {
    let sim = Sim::start().await;
    for (body, field) in [
        (json!({"size": 0}), "size"),
        (json!({}), "size"),
        (
            json!({"size": 1, "telemetry": {"export": {}}}),
            "telemetry.export",
        ),
    ] {
        let refused = sim
            .org(Method::POST, "/browser_pools")
            .json(&body)
            .send()
            .await
            .unwrap();
        let error = expect_error(refused, 400, "bad_request").await;
        assert!(error.to_string().contains(field), "{field} in {error}");
    }
}
