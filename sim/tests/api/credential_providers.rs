//! Credential providers: the token write-only; items and test from the
//! built-in vault.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, Sim};

#[tokio::test]
async fn create_test_list_items_update_and_delete() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/org/credential_providers",
            json!({"token": "ops_canary", "name": "vault", "provider_type": "onepassword"}),
        )
        .await;
    assert!(!created.to_string().contains("ops_canary"));
    assert_eq!(created["enabled"], true);
    let id = created["id"].as_str().unwrap();
    let tested = sim
        .post_json(&format!("/org/credential_providers/{id}/test"), json!({}))
        .await;
    assert_eq!(tested["success"], true);
    assert_eq!(tested["vaults"][0]["name"], "Team");
    let items = sim
        .get_json(&format!("/org/credential_providers/{id}/items"))
        .await;
    assert_eq!(items["items"][0]["path"], "Team/GitHub");
    let revoked = sim
        .patch_json(
            &format!("/org/credential_providers/{id}"),
            json!({"token": "ops_revoked", "priority": 3}),
        )
        .await;
    assert_eq!(revoked["priority"], 3);
    let failed = sim
        .post_json(&format!("/org/credential_providers/{id}/test"), json!({}))
        .await;
    assert_eq!(failed["success"], false);
    assert!(failed["error"].as_str().is_some());
    assert_eq!(
        sim.get_json("/org/credential_providers?query=VAU").await[0]["id"],
        id
    );
    let deleted = sim
        .org(Method::DELETE, &format!("/org/credential_providers/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/org/credential_providers/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
}

#[tokio::test]
async fn an_unknown_provider_type_is_refused_by_name() {
    let sim = Sim::start().await;
    let refused = sim
        .org(Method::POST, "/org/credential_providers")
        .json(&json!({"token": "t", "name": "x", "provider_type": "bitwarden"}))
        .send()
        .await
        .unwrap();
    let error = expect_error(refused, 400, "bad_request").await;
    assert!(error.to_string().contains("provider_type"));
}
