//! Project scoping through the project header.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

async fn list_domains(sim: &Sim, token: &str, header: Option<&str>) -> Vec<String> {
    let mut req = sim.with(token, Method::GET, "/auth/connections");
    if let Some(p) = header {
        req = req.header("x-service-project-id", p);
    }
    let list = json_ok(req.send().await.unwrap()).await;
    list.as_array()
        .unwrap()
        .iter()
        .map(|c| c["domain"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn no_header_and_the_default_project_header_are_the_same() {
    let sim = Sim::start().await;
    let default = sim.default_project().await;
    sim.connection("a.example", json!({})).await;
    let created = json_ok(
        sim.org(Method::POST, "/auth/connections")
            .header("x-service-project-id", &default)
            .json(&json!({"domain": "b.example", "profile_name": "p"}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(created["domain"], "b.example");
    let key = super::support::ORG_KEY;
    assert_eq!(
        list_domains(&sim, key, None).await,
        vec!["a.example", "b.example"]
    );
    assert_eq!(
        list_domains(&sim, key, Some(&default)).await,
        vec!["a.example", "b.example"]
    );
}

#[tokio::test]
async fn resources_of_one_project_are_invisible_from_another() {
    let sim = Sim::start().await;
    let other = sim.create_project("other").await;
    let c = sim.connection("a.example", json!({})).await;
    let id = c["id"].as_str().unwrap();
    assert!(list_domains(&sim, super::support::ORG_KEY, Some(&other))
        .await
        .is_empty());
    let r = sim
        .org(Method::GET, &format!("/auth/connections/{id}"))
        .header("x-service-project-id", &other)
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "not_found").await;
}

#[tokio::test]
async fn unknown_or_archived_project_is_404_project_not_found() {
    let sim = Sim::start().await;
    let r = sim
        .org(Method::GET, "/auth/connections")
        .header("x-service-project-id", "proj_nope")
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "project_not_found").await;
    let archived = sim.create_project("old").await;
    sim.patch_json(
        &format!("/org/projects/{archived}"),
        json!({"status": "archived"}),
    )
    .await;
    let r = sim
        .org(Method::GET, "/auth/connections")
        .header("x-kernel-project-id", &archived)
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "project_not_found").await;
}

#[tokio::test]
async fn project_key_is_scoped_without_a_header_and_403_naming_another() {
    let sim = Sim::start().await;
    let mine = sim.create_project("mine").await;
    let default = sim.default_project().await;
    let key = sim.project_key(&mine).await;
    let created = json_ok(
        sim.with(&key, Method::POST, "/auth/connections")
            .json(&json!({"domain": "mine.example", "profile_name": "p"}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(created["domain"], "mine.example");
    assert_eq!(
        list_domains(&sim, super::support::ORG_KEY, Some(&mine)).await,
        vec!["mine.example"]
    );
    assert!(list_domains(&sim, super::support::ORG_KEY, None)
        .await
        .is_empty());
    let r = sim
        .with(&key, Method::GET, "/auth/connections")
        .header("x-service-project-id", &default)
        .send()
        .await
        .unwrap();
    expect_error(r, 403, "forbidden").await;
}
