//! Credentials: org-wide keys, project-scoped keys, OAuth tokens; 401 and 403.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn oauth_tokens_are_org_wide_and_cannot_be_bound() {
    let sim = Sim::start().await;
    let token = sim.post_json("/_sim/oauth-tokens", json!({})).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let list = json_ok(
        sim.with(&token, Method::GET, "/org/projects")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(list[0]["name"], "Default");
    let created = sim
        .with(&token, Method::POST, "/org/projects")
        .json(&json!({"name": "o"}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let bound = sim
        .org(Method::POST, "/_sim/oauth-tokens")
        .json(&json!({"project_id": "p"}))
        .send()
        .await
        .unwrap();
    expect_error(bound, 400, "bad_request").await;
}

#[tokio::test]
async fn project_key_sees_only_its_project_and_may_only_rename_it() {
    let sim = Sim::start().await;
    let mine = sim.create_project("mine").await;
    let other = sim.create_project("other").await;
    let key = sim.project_key(&mine).await;
    let list = json_ok(
        sim.with(&key, Method::GET, "/org/projects")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["id"], mine.as_str());
    let rename = sim
        .with(&key, Method::PATCH, &format!("/org/projects/{mine}"))
        .json(&json!({"name": "renamed"}))
        .send()
        .await
        .unwrap();
    assert_eq!(json_ok(rename).await["name"], "renamed");
    for (method, path, body) in [
        (
            Method::POST,
            "/org/projects".to_string(),
            json!({"name": "new"}),
        ),
        (
            Method::PATCH,
            format!("/org/projects/{mine}"),
            json!({"status": "archived"}),
        ),
        (Method::DELETE, format!("/org/projects/{mine}"), json!({})),
        (
            Method::PATCH,
            format!("/org/projects/{other}"),
            json!({"name": "x"}),
        ),
        (
            Method::PATCH,
            format!("/org/projects/{mine}/limits"),
            json!({"max_concurrent_sessions": 1}),
        ),
        (
            Method::PATCH,
            "/org/limits".to_string(),
            json!({"default_project_max_concurrent_sessions": 1}),
        ),
        (
            Method::POST,
            "/_sim/clock".to_string(),
            json!({"advance_seconds": 1}),
        ),
    ] {
        let r = sim
            .with(&key, method.clone(), &path)
            .json(&body)
            .send()
            .await
            .unwrap();
        expect_error(r, 403, "forbidden").await;
    }
}

#[tokio::test]
async fn unknown_token_is_401_on_every_api() {
    let sim = Sim::start().await;
    for path in [
        "/org/projects",
        "/auth/connections",
        "/org/limits",
        "/_sim/requests",
    ] {
        let r = sim.with("nope", Method::GET, path).send().await.unwrap();
        expect_error(r, 401, "unauthorized").await;
    }
}
