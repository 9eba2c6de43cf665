//! Proxies: create by type, retrieve, rename, list, check, soft delete;
//! a custom proxy's password is never answered.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, Sim};

#[tokio::test]
async fn a_custom_proxy_keeps_its_password_to_itself() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/proxies",
            json!({"type": "custom", "name": "office",
                   "config": {"host": "proxy.example.com", "port": 8080,
                              "username": "alice", "password": "hunter2-canary"}}),
        )
        .await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["config"]["host"], "proxy.example.com");
    assert_eq!(created["config"]["has_password"], true);
    let read = sim.get_json(&format!("/proxies/{id}")).await;
    assert!(!read.to_string().contains("hunter2-canary"));
    let renamed = sim
        .patch_json(&format!("/proxies/{id}"), json!({"name": "office-2"}))
        .await;
    assert_eq!(renamed["name"], "office-2");
    assert_eq!(
        sim.get_json("/proxies?query=proxy.example").await[0]["id"],
        id
    );
}

#[tokio::test]
async fn a_check_sets_the_status_unless_it_names_a_url() {
    let sim = Sim::start().await;
    let good = sim
        .post_json("/proxies", json!({"type": "datacenter"}))
        .await;
    let bad = sim
        .post_json(
            "/proxies",
            json!({"type": "custom", "config": {"host": "down.invalid", "port": 3128}}),
        )
        .await;
    let checked = sim
        .post_json(
            &format!("/proxies/{}/check", good["id"].as_str().unwrap()),
            json!({}),
        )
        .await;
    assert_eq!(checked["status"], "available");
    let bad_id = bad["id"].as_str().unwrap();
    let against_url = sim
        .post_json(
            &format!("/proxies/{bad_id}/check"),
            json!({"url": "https://example.com/"}),
        )
        .await;
    assert!(against_url.get("status").is_none());
    assert!(against_url["last_checked"].is_string());
    let checked = sim
        .post_json(&format!("/proxies/{bad_id}/check"), json!({}))
        .await;
    assert_eq!(checked["status"], "unavailable");
}

#[tokio::test]
async fn bad_settings_are_refused_and_deleted_proxies_are_gone() {
    let sim = Sim::start().await;
    let no_port = sim
        .org(Method::POST, "/proxies")
        .json(&json!({"type": "custom", "config": {"host": "h.example.com"}}))
        .send()
        .await
        .unwrap();
    let body = expect_error(no_port, 400, "bad_request").await;
    assert!(body["message"].as_str().unwrap().contains("config.port"));
    let foreign = sim
        .org(Method::POST, "/proxies")
        .json(&json!({"type": "isp", "config": {"zip": "94107"}}))
        .send()
        .await
        .unwrap();
    expect_error(foreign, 400, "bad_request").await;
    let proxy = sim.post_json("/proxies", json!({"type": "mobile"})).await;
    let id = proxy["id"].as_str().unwrap();
    let deleted = sim
        .org(Method::DELETE, &format!("/proxies/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/proxies/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
    assert_eq!(sim.get_json("/proxies").await.as_array().unwrap().len(), 0);
}
