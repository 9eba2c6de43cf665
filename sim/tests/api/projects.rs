//! Projects: create, retrieve, update, archive, soft delete and their 409s
//! and 404s.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn create_retrieve_by_id_and_name_update_and_delete() {
    let sim = Sim::start().await;
    let created = json_ok(
        sim.org(Method::POST, "/org/projects")
            .json(&json!({"name": "staging"}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["status"], "active");
    assert_eq!(
        sim.get_json(&format!("/org/projects/{id}")).await["name"],
        "staging"
    );
    assert_eq!(sim.get_json("/org/projects/staging").await["id"], id);
    let renamed = sim
        .patch_json(&format!("/org/projects/{id}"), json!({"name": "qa"}))
        .await;
    assert_eq!(renamed["name"], "qa");
    let deleted = sim
        .org(Method::DELETE, &format!("/org/projects/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/org/projects/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
    assert_eq!(
        sim.get_json("/org/projects")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn names_are_unique_and_unknown_properties_rejected() {
    let sim = Sim::start().await;
    let dup = sim
        .org(Method::POST, "/org/projects")
        .json(&json!({"name": "Default"}))
        .send()
        .await
        .unwrap();
    expect_error(dup, 409, "already_exists").await;
    let bad = sim
        .org(Method::POST, "/org/projects")
        .json(&json!({"name": "x", "color": 1}))
        .send()
        .await
        .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(body["message"], "color: unknown property");
}

#[tokio::test]
async fn archive_and_reactivate() {
    let sim = Sim::start().await;
    let id = sim.create_project("old").await;
    assert_eq!(
        sim.patch_json(
            &format!("/org/projects/{id}"),
            json!({"status": "archived"})
        )
        .await["status"],
        "archived"
    );
    assert_eq!(
        sim.patch_json(&format!("/org/projects/{id}"), json!({"status": "active"}))
            .await["status"],
        "active"
    );
}

#[tokio::test]
async fn deleting_the_last_active_project_is_409() {
    let sim = Sim::start().await;
    let default = sim.default_project().await;
    let r = sim
        .org(Method::DELETE, &format!("/org/projects/{default}"))
        .send()
        .await
        .unwrap();
    expect_error(r, 409, "last_active_project").await;
}

#[tokio::test]
async fn deleting_a_project_with_resources_is_409_until_they_are_gone() {
    let sim = Sim::start().await;
    let id = sim.create_project("busy").await;
    let conn = json_ok(
        sim.org(Method::POST, "/auth/connections")
            .header("x-service-project-id", &id)
            .json(&json!({"domain": "example.com", "profile_name": "p"}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let r = sim
        .org(Method::DELETE, &format!("/org/projects/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(r, 409, "project_not_empty").await;
    let conn_id = conn["id"].as_str().unwrap();
    let d = sim
        .org(Method::DELETE, &format!("/auth/connections/{conn_id}"))
        .header("x-service-project-id", &id)
        .send()
        .await
        .unwrap();
    assert_eq!(d.status(), 204);
    let r = sim
        .org(Method::DELETE, &format!("/org/projects/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 204);
}

#[tokio::test]
async fn project_endpoints_are_404_projects_disabled_while_projects_are_off() {
    let sim = Sim::start().await;
    sim.patch_json("/_sim/org", json!({"projects_enabled": false}))
        .await;
    let r = sim.org(Method::GET, "/org/projects").send().await.unwrap();
    expect_error(r, 404, "projects_disabled").await;
    let r = sim
        .org(Method::POST, "/org/projects")
        .json(&json!({"name": "x"}))
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "projects_disabled").await;
    sim.patch_json("/_sim/org", json!({"projects_enabled": true}))
        .await;
    assert_eq!(
        sim.org(Method::GET, "/org/projects")
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
}

#[tokio::test]
async fn project_list_pages_with_headers() {
    let sim = Sim::start().await;
    for n in ["a", "b", "c"] {
        sim.create_project(n).await;
    }
    let first = sim
        .org(Method::GET, "/org/projects?limit=2")
        .send()
        .await
        .unwrap();
    assert_eq!(first.headers()["x-has-more"], "true");
    assert_eq!(first.headers()["x-next-offset"], "2");
    assert_eq!(json_ok(first).await.as_array().unwrap().len(), 2);
    let last = sim
        .org(Method::GET, "/org/projects?limit=2&offset=2")
        .send()
        .await
        .unwrap();
    assert_eq!(last.headers()["x-has-more"], "false");
    assert_eq!(json_ok(last).await.as_array().unwrap().len(), 2);
}
