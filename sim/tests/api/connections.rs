//! Auth connections: create with validation and defaults, 409 with
//! existing_id, retrieve, list paging, update, delete.

use reqwest::Method;
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn create_applies_the_spec_defaults() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    assert!(c["id"].as_str().unwrap().starts_with("conn_"));
    assert_eq!(c["status"], "NEEDS_AUTH");
    assert_eq!(c["save_credentials"], true);
    assert_eq!(c["record_session"], false);
    assert_eq!(c["auto_reauth"], true);
    assert_eq!(c["health_checks"], true);
    assert_eq!(c["health_check_interval"], 3600);
    assert_eq!(c["browser"]["stealth"], true);
    assert_eq!(c["can_reauth"], false);
    assert_eq!(c["can_reauth_reason"], "no_prior_successful_login");
    assert_eq!(c["flow_status"], Value::Null);
}

#[tokio::test]
async fn interval_default_follows_the_plan() {
    let sim = Sim::start().await;
    for (plan, expected) in [
        ("enterprise", 3600),
        ("startup", 3600),
        ("hobbyist", 3600),
        ("free", 21600),
    ] {
        sim.patch_json("/_sim/org", json!({"plan": plan})).await;
        let c = sim
            .post_json(
                "/auth/connections",
                json!({"domain": format!("{plan}.example"), "profile_name": "p"}),
            )
            .await;
        assert_eq!(c["health_check_interval"], expected, "{plan}");
    }
    let r = sim
        .org(Method::POST, "/auth/connections")
        .json(&json!({"domain": "x.example", "profile_name": "p", "health_check_interval": 3600}))
        .send()
        .await
        .unwrap();
    let body = expect_error(r, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "health_check_interval: must be at least 21600 on the free plan"
    );
}

#[tokio::test]
async fn invalid_bodies_name_the_field_and_rule() {
    let sim = Sim::start().await;
    for (body, message) in [
        (json!({"profile_name": "p"}), "domain: is required"),
        (
            json!({"domain": "d", "profile_name": "p", "browser": {"proxy": {}}}),
            "browser.proxy: provide exactly one of mode, id, name",
        ),
        (
            json!({"domain": "d", "profile_name": "p", "browser": {"speed": 1}}),
            "browser.speed: unknown property",
        ),
        (
            json!({"domain": "d", "profile_name": "p", "health_check_interval": 100}),
            "health_check_interval: must be an integer from 300 to 86400",
        ),
        (
            json!({"domain": "d", "profile_name": "p", "credential": {"provider": "v"}}),
            "credential: must be {name}, {provider, path} or {provider, auto: true}",
        ),
        (
            json!({"domain": "d", "profile_name": "p", "proxy": {"id": "a", "name": "b"}}),
            "proxy: provide exactly one of id, name",
        ),
    ] {
        let r = sim
            .org(Method::POST, "/auth/connections")
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            expect_error(r, 400, "bad_request").await["message"],
            message
        );
    }
}

#[tokio::test]
async fn duplicate_profile_and_domain_is_409_with_existing_id() {
    let sim = Sim::start().await;
    let first = sim.connection("example.com", json!({})).await;
    let r = sim
        .org(Method::POST, "/auth/connections")
        .json(&json!({"domain": "example.com", "profile_name": "ada"}))
        .send()
        .await
        .unwrap();
    let body = expect_error(r, 409, "already_exists").await;
    assert_eq!(body["existing_id"], first["id"]);
}

#[tokio::test]
async fn list_pages_and_filters() {
    let sim = Sim::start().await;
    for d in ["a.example", "b.example", "c.example"] {
        sim.connection(d, json!({})).await;
    }
    let r = sim
        .org(Method::GET, "/auth/connections?limit=2&offset=0")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["x-has-more"], "true");
    assert_eq!(r.headers()["x-next-offset"], "2");
    let page = json_ok(r).await;
    assert_eq!(page.as_array().unwrap().len(), 2);
    let r = sim
        .org(Method::GET, "/auth/connections?limit=2&offset=2")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["x-has-more"], "false");
    assert_eq!(json_ok(r).await[0]["domain"], "c.example");
    let filtered = sim.get_json("/auth/connections?domain=b.example").await;
    assert_eq!(filtered.as_array().unwrap().len(), 1);
    let bad = sim
        .org(Method::GET, "/auth/connections?limit=0")
        .send()
        .await
        .unwrap();
    expect_error(bad, 400, "bad_request").await;
}

#[tokio::test]
async fn retrieve_update_and_delete() {
    let sim = Sim::start().await;
    let c = sim.connection("example.com", json!({})).await;
    let id = c["id"].as_str().unwrap();
    assert_eq!(
        sim.get_json(&format!("/auth/connections/{id}")).await["domain"],
        "example.com"
    );
    let updated = sim
        .patch_json(
            &format!("/auth/connections/{id}"),
            json!({"auto_reauth": false, "browser": {"proxy": {"mode": "direct"}}}),
        )
        .await;
    assert_eq!(updated["auto_reauth"], false);
    assert_eq!(updated["browser"]["proxy"]["mode"], "direct");
    assert_eq!(updated["browser"]["stealth"], true);
    let r = sim
        .org(Method::PATCH, &format!("/auth/connections/{id}"))
        .json(&json!({"domain": "x"}))
        .send()
        .await
        .unwrap();
    expect_error(r, 400, "bad_request").await;
    let d = sim
        .org(Method::DELETE, &format!("/auth/connections/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(d.status(), 204);
    let r = sim
        .org(Method::GET, &format!("/auth/connections/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(r, 404, "not_found").await;
}
