//! API keys: the plaintext answered once works as a bearer token until the
//! key is deleted or rotated; and the audit log of every write.

use std::io::Read;

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn a_new_key_works_until_it_is_deleted_and_never_shows_again() {
    let sim = Sim::start().await;
    let created = sim
        .post_json("/org/api_keys", json!({"name": "ci", "days_to_expire": 30}))
        .await;
    let key = created["key"].as_str().unwrap().to_owned();
    let id = created["id"].as_str().unwrap().to_owned();
    assert!(created["masked_key"]
        .as_str()
        .unwrap()
        .ends_with(&key[key.len() - 4..]));
    assert!(created["expires_at"].is_string());
    let with_new = sim
        .with(&key, Method::GET, "/org/api_keys")
        .send()
        .await
        .unwrap();
    let listed = json_ok(with_new).await;
    assert_eq!(listed[0]["name"], "ci");
    assert!(listed[0].get("key").is_none());
    let read_back = sim.get_json(&format!("/org/api_keys/{id}")).await;
    assert!(!read_back.to_string().contains(&key));
    let renamed = sim
        .patch_json(&format!("/org/api_keys/{id}"), json!({"name": "deploys"}))
        .await;
    assert_eq!(renamed["name"], "deploys");
    let deleted = sim
        .org(Method::DELETE, &format!("/org/api_keys/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let refused = sim
        .with(&key, Method::GET, "/org/api_keys")
        .send()
        .await
        .unwrap();
    expect_error(refused, 401, "unauthorized").await;
    let gone = sim
        .org(Method::GET, &format!("/org/api_keys/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
    let kept = sim
        .get_json(&format!("/org/api_keys/{id}?include_deleted=true"))
        .await;
    assert!(kept["deleted_at"].is_string());
}

#[tokio::test]
async fn rotating_replaces_the_key_and_a_project_key_is_scoped() {
    let sim = Sim::start().await;
    let project = sim.default_project().await;
    let body = json!({"name": "scoped", "project_id": project});
    let created = sim.post_json("/org/api_keys", body).await;
    assert_eq!(created["project_id"], project.as_str());
    let old = created["key"].as_str().unwrap().to_owned();
    let refused = sim
        .with(&old, Method::GET, "/org/api_keys")
        .send()
        .await
        .unwrap();
    expect_error(refused, 403, "forbidden").await;
    let id = created["id"].as_str().unwrap();
    let rotated = sim
        .post_json(&format!("/org/api_keys/{id}/rotate"), json!({}))
        .await;
    let new = rotated["key"].as_str().unwrap();
    assert_ne!(new, old);
    assert_eq!(rotated["name"], "scoped");
    let old_refused = sim
        .with(&old, Method::GET, "/browsers")
        .send()
        .await
        .unwrap();
    expect_error(old_refused, 401, "unauthorized").await;
    let new_works = sim
        .with(new, Method::GET, "/browsers")
        .send()
        .await
        .unwrap();
    assert_eq!(new_works.status(), 200);
    let bad = sim
        .org(Method::POST, "/org/api_keys")
        .json(&json!({"name": "x", "days_to_expire": 0}))
        .send()
        .await
        .unwrap();
    let error = expect_error(bad, 400, "bad_request").await;
    assert!(error["message"]
        .as_str()
        .unwrap()
        .contains("days_to_expire"));
}

const RANGE: &str = "start=2000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z";

#[tokio::test]
async fn every_write_is_in_the_audit_log_newest_first_and_exported() {
    let sim = Sim::start().await;
    sim.post_json("/org/api_keys", json!({"name": "one"})).await;
    sim.get_json("/org/api_keys").await;
    let missing = sim
        .org(Method::DELETE, "/org/api_keys/key_none")
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
    let entries = sim.get_json(&format!("/audit-logs?{RANGE}")).await;
    let seen: Vec<(String, u64)> = entries
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                format!(
                    "{} {}",
                    e["method"].as_str().unwrap(),
                    e["path"].as_str().unwrap()
                ),
                e["status"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("DELETE /org/api_keys/key_none".to_owned(), 404),
            ("POST /org/api_keys".to_owned(), 200)
        ]
    );
    let posts = sim
        .get_json(&format!("/audit-logs?{RANGE}&exclude_method=DELETE"))
        .await;
    assert_eq!(posts.as_array().unwrap().len(), 1);
    let no_range = sim.org(Method::GET, "/audit-logs").send().await.unwrap();
    let error = expect_error(no_range, 400, "bad_request").await;
    assert!(error["message"].as_str().unwrap().contains("start"));

    let first = sim
        .org(
            Method::GET,
            &format!("/audit-logs/export/chunk?{RANGE}&limit=1&format=jsonl.gz"),
        )
        .send()
        .await
        .unwrap();
    let cursor = first.headers()["x-next-cursor"]
        .to_str()
        .unwrap()
        .to_owned();
    let mut text = String::new();
    flate2::read::GzDecoder::new(&first.bytes().await.unwrap()[..])
        .read_to_string(&mut text)
        .unwrap();
    let line: Value = serde_json::from_str(text.trim_end()).unwrap();
    assert_eq!(line["method"], "DELETE");
    let second = sim
        .org(
            Method::GET,
            &format!("/audit-logs/export/chunk?{RANGE}&limit=1&cursor={cursor}"),
        )
        .send()
        .await
        .unwrap();
    assert!(second.headers().get("x-next-cursor").is_none());
    let text = second.text().await.unwrap();
    let line: Value = serde_json::from_str(text.trim_end()).unwrap();
    assert_eq!(line["path"], "/org/api_keys");
}
