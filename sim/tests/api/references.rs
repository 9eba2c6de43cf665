//! What a browser names by id or by name: a profile, a proxy and
//! extensions of its project, resolved at create and update; an unknown
//! one is 404, a proxy name shared by two active proxies is 400.

use reqwest::Method;
use serde_json::{json, Value};

use super::extensions::{store_package, upload_as};
use super::support::{expect_error, json_ok, Sim, ORG_KEY};

async fn create_browser(sim: &Sim, body: Value) -> reqwest::Response {
    sim.org(Method::POST, "/browsers")
        .json(&body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_profile_a_proxy_and_extensions_resolve_by_id_or_name() {
    let sim = Sim::start().await;
    let profile = sim.post_json("/profiles", json!({"name": "work"})).await;
    let proxy = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    let package = store_package(&sim).await;
    let extension =
        json_ok(upload_as(&sim, ORG_KEY, &[("file", &package), ("name", b"ublock")]).await).await;
    let by_name = json_ok(
        create_browser(
            &sim,
            json!({"profile": {"name": "work"}, "proxy_id": "eu", "extensions": [{"name": "ublock"}]}),
        )
        .await,
    )
    .await;
    assert_eq!(by_name["profile"]["id"], profile["id"]);
    assert_eq!(by_name["proxy_id"], proxy["id"]);
    let by_id = json_ok(
        create_browser(
            &sim,
            json!({"profile": {"id": profile["id"]}, "proxy_id": proxy["id"],
                   "extensions": [{"id": extension["id"]}]}),
        )
        .await,
    )
    .await;
    assert_eq!(by_id["profile"]["name"], "work");
    assert_eq!(by_id["proxy_id"], proxy["id"]);
}

#[tokio::test]
async fn an_unknown_reference_is_404_and_names_what_is_missing() {
    let sim = Sim::start().await;
    sim.post_json("/profiles", json!({"name": "work"})).await;
    for (body, missing) in [
        (json!({"profile": {"name": "home"}}), "profile home"),
        (json!({"profile": {"id": "work"}}), "profile work"),
        (json!({"proxy_id": "nowhere"}), "proxy nowhere"),
        (
            json!({"extensions": [{"name": "adblock"}]}),
            "extension adblock",
        ),
    ] {
        let refused = expect_error(create_browser(&sim, body).await, 404, "not_found").await;
        assert_eq!(refused["message"], format!("{missing} not found"));
    }
    let pool = sim
        .org(Method::POST, "/browser_pools")
        .json(&json!({"size": 1, "profile": {"name": "home"}}))
        .send()
        .await
        .unwrap();
    expect_error(pool, 404, "not_found").await;
    assert!(sim
        .get_json("/browsers")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn a_proxy_name_shared_by_two_active_proxies_is_400() {
    let sim = Sim::start().await;
    let first = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    sim.post_json("/proxies", json!({"type": "residential", "name": "eu"}))
        .await;
    let refused = expect_error(
        create_browser(&sim, json!({"proxy_id": "eu"})).await,
        400,
        "bad_request",
    )
    .await;
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("matches 2 active proxies"));
    let by_id = json_ok(create_browser(&sim, json!({"proxy_id": first["id"]})).await).await;
    assert_eq!(by_id["proxy_id"], first["id"]);
    let second = sim.get_json("/proxies").await[1]["id"].clone();
    let deleted = sim
        .org(
            Method::DELETE,
            &format!("/proxies/{}", second.as_str().unwrap()),
        )
        .send()
        .await
        .unwrap();
    assert!(deleted.status().is_success());
    let once_alone = json_ok(create_browser(&sim, json!({"proxy_id": "eu"})).await).await;
    assert_eq!(
        once_alone["proxy_id"], first["id"],
        "a deleted proxy does not count"
    );
}

#[tokio::test]
async fn a_reference_to_another_projects_resource_is_not_found() {
    let sim = Sim::start().await;
    let other = sim.create_project("other").await;
    let created = sim
        .org(Method::POST, "/profiles")
        .header("x-service-project-id", &other)
        .json(&json!({"name": "theirs"}))
        .send()
        .await
        .unwrap();
    json_ok(created).await;
    expect_error(
        create_browser(&sim, json!({"profile": {"name": "theirs"}})).await,
        404,
        "not_found",
    )
    .await;
}

#[tokio::test]
async fn an_update_loads_a_profile_once_and_sets_or_clears_the_proxy() {
    let sim = Sim::start().await;
    sim.post_json("/profiles", json!({"name": "work"})).await;
    let proxy = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    let browser = json_ok(create_browser(&sim, json!({})).await).await;
    let path = format!("/browsers/{}", browser["session_id"].as_str().unwrap());
    let updated = sim
        .patch_json(
            &path,
            json!({"profile": {"name": "work"}, "proxy_id": "eu"}),
        )
        .await;
    assert_eq!(updated["profile"]["name"], "work");
    assert_eq!(updated["proxy_id"], proxy["id"]);
    let again = sim
        .org(Method::PATCH, &path)
        .json(&json!({"profile": {"name": "work"}}))
        .send()
        .await
        .unwrap();
    expect_error(again, 400, "bad_request").await;
    let cleared = sim.patch_json(&path, json!({"proxy_id": ""})).await;
    assert!(cleared.get("proxy_id").is_none());
}

#[tokio::test]
async fn an_auth_connections_proxy_resolves_by_id_or_one_active_name() {
    let sim = Sim::start().await;
    let eu = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    let created = sim
        .post_json(
            "/auth/connections",
            json!({"domain": "a.example", "profile_name": "p", "proxy": {"name": "eu"},
                   "browser": {"proxy": {"id": eu["id"]}}}),
        )
        .await;
    assert_eq!(created["proxy_id"], eu["id"], "the name resolves to the id");
    sim.post_json("/proxies", json!({"type": "isp", "name": "eu"}))
        .await;
    for (body, path) in [
        (json!({"proxy": {"name": "eu"}}), "proxy"),
        (
            json!({"browser": {"proxy": {"name": "eu"}}}),
            "browser.proxy",
        ),
    ] {
        let mut body = body;
        body["domain"] = json!("b.example");
        body["profile_name"] = json!("p");
        let refused = sim
            .org(Method::POST, "/auth/connections")
            .json(&body)
            .send()
            .await
            .unwrap();
        let error = expect_error(refused, 400, "bad_request").await;
        assert!(error["message"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{path}: the name matches 2 active proxies")));
    }
    let id = created["id"].as_str().unwrap();
    let unknown = sim
        .org(Method::PATCH, &format!("/auth/connections/{id}"))
        .json(&json!({"browser": {"proxy": {"id": "px_nowhere"}}}))
        .send()
        .await
        .unwrap();
    expect_error(unknown, 404, "not_found").await;
}

#[tokio::test]
async fn a_logins_browser_goes_through_the_proxy_its_body_or_connection_names() {
    let sim = Sim::start().await;
    let eu = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    let us = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "us"}))
        .await;
    let login = |id: String, body: Value| {
        sim.org(Method::POST, &format!("/auth/connections/{id}/login"))
            .json(&body)
            .send()
    };
    let browser_of = |live_view_url: &Value| {
        let url = live_view_url.as_str().unwrap();
        format!("/browsers/{}", url.rsplit('/').next().unwrap())
    };
    let own = sim
        .post_json(
            "/auth/connections",
            json!({"domain": "a.example", "profile_name": "p", "proxy": {"id": eu["id"]}}),
        )
        .await;
    let started = json_ok(
        login(own["id"].as_str().unwrap().into(), json!({}))
            .await
            .unwrap(),
    )
    .await;
    let browser = sim.get_json(&browser_of(&started["live_view_url"])).await;
    assert_eq!(browser["proxy_id"], eu["id"], "the connection's own proxy");

    let named = sim
        .post_json(
            "/auth/connections",
            json!({"domain": "b.example", "profile_name": "p"}),
        )
        .await;
    let named_id = named["id"].as_str().unwrap().to_string();
    let unknown = login(named_id.clone(), json!({"proxy": {"name": "asia"}}))
        .await
        .unwrap();
    expect_error(unknown, 404, "not_found").await;
    let started = json_ok(
        login(named_id.clone(), json!({"proxy": {"name": "us"}}))
            .await
            .unwrap(),
    )
    .await;
    let browser = sim.get_json(&browser_of(&started["live_view_url"])).await;
    assert_eq!(
        browser["proxy_id"], us["id"],
        "the body's proxy, by its name"
    );

    sim.post_json("/proxies", json!({"type": "isp", "name": "eu"}))
        .await;
    let other = sim
        .post_json(
            "/auth/connections",
            json!({"domain": "c.example", "profile_name": "p"}),
        )
        .await;
    let ambiguous = login(
        other["id"].as_str().unwrap().into(),
        json!({"proxy": {"name": "eu"}}),
    )
    .await
    .unwrap();
    let error = expect_error(ambiguous, 400, "bad_request").await;
    assert!(error["message"]
        .as_str()
        .unwrap()
        .starts_with("proxy: the name matches 2 active proxies"));
}

#[tokio::test]
async fn a_pools_browsers_load_the_profile_and_proxy_its_configuration_names() {
    let sim = Sim::start().await;
    let profile = sim.post_json("/profiles", json!({"name": "work"})).await;
    let proxy = sim
        .post_json("/proxies", json!({"type": "datacenter", "name": "eu"}))
        .await;
    let pool = sim
        .post_json(
            "/browser_pools",
            json!({"size": 1, "name": "warm", "profile": {"name": "work"}, "proxy_id": "eu"}),
        )
        .await;
    assert_eq!(
        pool["browser_pool_config"]["profile"],
        json!({"name": "work"})
    );
    let acquired = sim
        .post_json("/browser_pools/warm/acquire", json!({}))
        .await;
    assert_eq!(acquired["profile"]["id"], profile["id"]);
    assert_eq!(acquired["proxy_id"], proxy["id"]);
    let refused = sim
        .org(Method::PATCH, "/browser_pools/warm")
        .json(&json!({"proxy_id": "nowhere"}))
        .send()
        .await
        .unwrap();
    expect_error(refused, 404, "not_found").await;
}

/// The folder names of the extensions loaded into browser `id`.
async fn loaded_extensions(sim: &Sim, id: &Value) -> Vec<Value> {
    let loaded = sim
        .get_json(&format!(
            "/_sim/browsers/{}/extensions",
            id.as_str().unwrap()
        ))
        .await;
    loaded["extensions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].clone())
        .collect()
}

#[tokio::test]
async fn named_extensions_load_into_browsers_and_pools_report_them() {
    let sim = Sim::start().await;
    let package = store_package(&sim).await;
    let extension =
        json_ok(upload_as(&sim, ORG_KEY, &[("file", &package), ("name", b"ublock")]).await).await;
    assert_eq!(extension["last_used_at"], Value::Null);
    let browser =
        json_ok(create_browser(&sim, json!({"extensions": [{"name": "ublock"}]})).await).await;
    assert_eq!(
        loaded_extensions(&sim, &browser["session_id"]).await,
        ["ublock"]
    );
    let listed = sim.get_json("/extensions").await;
    assert!(listed[0]["last_used_at"].is_string(), "{listed}");

    let pool = sim
        .post_json(
            "/browser_pools",
            json!({"size": 1, "extensions": [{"id": extension["id"]}]}),
        )
        .await;
    assert_eq!(pool["extension_ids"], json!([extension["id"]]));
    let pool_id = pool["id"].as_str().unwrap();
    let acquired = sim
        .post_json(&format!("/browser_pools/{pool_id}/acquire"), json!({}))
        .await;
    assert_eq!(
        loaded_extensions(&sim, &acquired["session_id"]).await,
        ["ublock"]
    );

    // An update that leaves the extensions out keeps them; an empty list
    // clears them, and the pool's next browsers start without any.
    let kept = sim
        .patch_json(&format!("/browser_pools/{pool_id}"), json!({"size": 2}))
        .await;
    assert_eq!(kept["extension_ids"], json!([extension["id"]]));
    let cleared = sim
        .patch_json(
            &format!("/browser_pools/{pool_id}"),
            json!({"extensions": [], "discard_all_idle": true}),
        )
        .await;
    assert_eq!(cleared["extension_ids"], json!([]));
    let plain = sim
        .post_json(&format!("/browser_pools/{pool_id}/acquire"), json!({}))
        .await;
    assert!(loaded_extensions(&sim, &plain["session_id"])
        .await
        .is_empty());
}
