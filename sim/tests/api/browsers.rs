//! Browser sessions: create, retrieve by id or name, update, list with
//! filters and paging, soft delete, and their 400s, 404s and 409s.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn create_retrieve_by_id_and_name_then_delete_softly() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/browsers",
            json!({"name": "checkout", "headless": true, "timeout_seconds": 300,
                   "tags": {"team": "payments"}, "viewport": {"width": 1280, "height": 800}}),
        )
        .await;
    let id = created["session_id"].as_str().unwrap();
    assert_eq!(created["headless"], true);
    assert_eq!(created["timeout_seconds"], 300);
    assert_eq!(created["tags"], json!({"team": "payments"}));
    assert_eq!(created["viewport"], json!({"width": 1280, "height": 800}));
    assert!(
        created.get("browser_live_view_url").is_none(),
        "headless: no live view"
    );
    assert!(created["cdp_ws_url"].as_str().unwrap().starts_with("ws://"));
    assert_eq!(
        sim.get_json(&format!("/browsers/{id}")).await["name"],
        "checkout"
    );
    assert_eq!(sim.get_json("/browsers/checkout").await["session_id"], id);

    let deleted = sim
        .org(Method::DELETE, "/browsers/checkout")
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
    let kept = sim
        .get_json(&format!("/browsers/{id}?include_deleted=true"))
        .await;
    assert!(kept["deleted_at"].is_string());
    let again = sim
        .org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(again, 404, "not_found").await;
}

#[tokio::test]
async fn lists_filter_by_status_search_and_tags_and_page() {
    let sim = Sim::start().await;
    for (name, team) in [("a-one", "x"), ("a-two", "y"), ("b-three", "x")] {
        sim.post_json("/browsers", json!({"name": name, "tags": {"team": team}}))
            .await;
    }
    let gone = sim.post_json("/browsers", json!({"name": "old"})).await;
    let gone = gone["session_id"].as_str().unwrap();
    sim.org(Method::DELETE, &format!("/browsers/{gone}"))
        .send()
        .await
        .unwrap();
    let names = |list: serde_json::Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|b| b["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        names(sim.get_json("/browsers").await),
        ["a-one", "a-two", "b-three"]
    );
    assert_eq!(
        names(sim.get_json("/browsers?status=deleted").await),
        ["old"]
    );
    assert_eq!(names(sim.get_json("/browsers?status=all").await).len(), 4);
    assert_eq!(
        names(sim.get_json("/browsers?query=A-").await),
        ["a-one", "a-two"]
    );
    assert_eq!(
        names(sim.get_json("/browsers?tags%5Bteam%5D=x").await),
        ["a-one", "b-three"]
    );
    let page = sim
        .org(Method::GET, "/browsers?limit=2")
        .send()
        .await
        .unwrap();
    assert_eq!(page.headers()["x-has-more"], "true");
    assert_eq!(page.headers()["x-next-offset"], "2");
    let bad = sim
        .org(Method::GET, "/browsers?status=gone")
        .send()
        .await
        .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(body["message"], "status: must be active, deleted or all");
}

#[tokio::test]
async fn names_are_unique_among_active_sessions_and_bodies_are_checked() {
    let sim = Sim::start().await;
    sim.post_json("/browsers", json!({"name": "one"})).await;
    let dup = sim
        .org(Method::POST, "/browsers")
        .json(&json!({"name": "one"}))
        .send()
        .await
        .unwrap();
    expect_error(dup, 409, "already_exists").await;
    let bad = sim
        .org(Method::POST, "/browsers")
        .json(&json!({"timeout_seconds": 1}))
        .send()
        .await
        .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(
        body["message"],
        "timeout_seconds: must be an integer from 10 to 259200"
    );
}

#[tokio::test]
async fn sessions_belong_to_their_project_and_count_against_its_cap() {
    let sim = Sim::start().await;
    let project = sim.create_project("team").await;
    let key = sim.project_key(&project).await;
    let theirs = json_ok(
        sim.with(&key, Method::POST, "/browsers")
            .send()
            .await
            .unwrap(),
    )
    .await;
    let id = theirs["session_id"].as_str().unwrap();
    let elsewhere = sim
        .org(Method::GET, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(elsewhere, 404, "not_found").await;
    sim.patch_json(
        &format!("/org/projects/{project}/limits"),
        json!({"max_concurrent_sessions": 1}),
    )
    .await;
    let over = sim
        .with(&key, Method::POST, "/browsers")
        .send()
        .await
        .unwrap();
    assert_eq!(over.status(), 429);
}

#[tokio::test]
async fn update_renames_replaces_tags_and_clears_by_id_or_name() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/browsers",
            json!({"name": "first", "tags": {"team": "payments", "env": "prod"}}),
        )
        .await;
    let id = created["session_id"].as_str().unwrap().to_owned();
    let renamed = sim
        .patch_json(
            "/browsers/first",
            json!({"name": "second", "tags": {"team": "search"},
                   "viewport": {"width": 1024, "height": 768, "force": true}}),
        )
        .await;
    assert_eq!(renamed["session_id"], id.as_str());
    assert_eq!(renamed["name"], "second");
    assert_eq!(
        renamed["tags"],
        json!({"team": "search"}),
        "replaced, not merged"
    );
    assert_eq!(renamed["viewport"], json!({"width": 1024, "height": 768}));
    assert_eq!(
        sim.get_json("/browsers/second").await["session_id"],
        id.as_str()
    );
    let gone = sim
        .org(Method::GET, "/browsers/first")
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;

    let unchanged = sim
        .patch_json(
            &format!("/browsers/{id}"),
            json!({"name": null, "tags": null}),
        )
        .await;
    assert_eq!(unchanged["name"], "second");
    assert_eq!(unchanged["tags"], json!({"team": "search"}));

    let on = sim
        .patch_json(
            &format!("/browsers/{id}"),
            json!({"telemetry": {"enabled": true}}),
        )
        .await;
    assert_eq!(on["telemetry"]["browser"]["control"]["enabled"], true);
    let merged = sim
        .patch_json(
            &format!("/browsers/{id}"),
            json!({"telemetry": {"browser": {"console": {"enabled": true}}}}),
        )
        .await;
    assert_eq!(merged["telemetry"]["browser"]["console"]["enabled"], true);
    assert_eq!(merged["telemetry"]["browser"]["control"]["enabled"], true);

    let cleared = sim
        .patch_json(
            &format!("/browsers/{id}"),
            json!({"name": "", "tags": {}, "telemetry": {"enabled": false}}),
        )
        .await;
    assert!(cleared.get("name").is_none(), "an empty name clears it");
    assert!(cleared.get("tags").is_none(), "{{}} clears every tag");
    assert!(cleared.get("telemetry").is_none());
}

#[tokio::test]
async fn update_keeps_names_unique_checks_bodies_and_finds_only_active_sessions() {
    let sim = Sim::start().await;
    sim.post_json("/browsers", json!({"name": "taken"})).await;
    let mine = sim.post_json("/browsers", json!({"name": "mine"})).await;
    let id = mine["session_id"].as_str().unwrap().to_owned();
    let patch =
        |path: String, body: serde_json::Value| sim.org(Method::PATCH, &path).json(&body).send();
    let dup = patch(format!("/browsers/{id}"), json!({"name": "taken"}))
        .await
        .unwrap();
    expect_error(dup, 409, "already_exists").await;
    let same = patch(format!("/browsers/{id}"), json!({"name": "mine"}))
        .await
        .unwrap();
    assert_eq!(same.status(), 200, "its own name is not taken");
    let bad = patch(format!("/browsers/{id}"), json!({"headless": true}))
        .await
        .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(body["message"], "headless: unknown property");
    let bad = patch(
        format!("/browsers/{id}"),
        json!({"viewport": {"width": 0, "height": 1}}),
    )
    .await
    .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert_eq!(body["message"], "viewport.width: must be positive");
    let proxy = patch(format!("/browsers/{id}"), json!({"proxy_id": "px"}))
        .await
        .unwrap();
    expect_error(proxy, 404, "not_found").await;
    let unknown = patch("/browsers/nobody".into(), json!({"name": "x"}))
        .await
        .unwrap();
    expect_error(unknown, 404, "not_found").await;

    sim.org(Method::DELETE, &format!("/browsers/{id}"))
        .send()
        .await
        .unwrap();
    let deleted = patch(format!("/browsers/{id}"), json!({"name": "again"}))
        .await
        .unwrap();
    expect_error(deleted, 404, "not_found").await;
    let freed = sim.post_json("/browsers", json!({"name": "mine"})).await;
    assert_eq!(freed["name"], "mine", "a deleted session's name is free");
}
