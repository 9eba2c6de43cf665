//! Bearer auth on /org/projects, the Default project, request ids.

use reqwest::Method;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn org_key_lists_the_default_project() {
    let sim = Sim::start().await;
    let response = sim.org(Method::GET, "/org/projects").send().await.unwrap();
    assert_eq!(response.headers()["x-has-more"], "false");
    let projects = json_ok(response).await;
    let list = projects.as_array().expect("bare array");
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["name"], "Default");
    assert_eq!(list[0]["status"], "active");
    assert!(list[0]["id"].as_str().is_some_and(|id| !id.is_empty()));
}

#[tokio::test]
async fn missing_or_invalid_token_is_401_unauthorized() {
    let sim = Sim::start().await;
    let missing = sim.anon(Method::GET, "/org/projects").send().await.unwrap();
    expect_error(missing, 401, "unauthorized").await;
    let invalid = sim
        .with("sk_wrong", Method::GET, "/org/projects")
        .send()
        .await
        .unwrap();
    expect_error(invalid, 401, "unauthorized").await;
}

#[tokio::test]
async fn every_response_has_a_distinct_request_id() {
    let sim = Sim::start().await;
    let a = sim.org(Method::GET, "/org/projects").send().await.unwrap();
    let b = sim.anon(Method::GET, "/org/projects").send().await.unwrap();
    let id_a = a.headers()["x-request-id"].to_str().unwrap().to_string();
    let id_b = b.headers()["x-request-id"].to_str().unwrap().to_string();
    assert!(id_a.starts_with("req_"));
    assert_ne!(id_a, id_b);
}

#[tokio::test]
async fn unknown_routes_get_a_404_error_record() {
    let sim = Sim::start().await;
    let r = sim.org(Method::GET, "/no/such/route").send().await.unwrap();
    assert!(r.headers().contains_key("x-request-id"));
    expect_error(r, 404, "not_found").await;
}
