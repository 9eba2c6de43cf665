//! Profiles: create, retrieve by id and by name, rename, list, download in
//! both formats, delete; unique names per project.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, json_ok, Sim};

#[tokio::test]
async fn a_profile_is_kept_by_id_and_name_until_deleted() {
    let sim = Sim::start().await;
    let created = sim
        .post_json("/profiles", json!({"name": "shopping"}))
        .await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["name"], "shopping");
    assert_eq!(sim.get_json("/profiles/shopping").await["id"], id);
    let renamed = sim
        .patch_json("/profiles/shopping", json!({"name": "travel"}))
        .await;
    assert_eq!(renamed["name"], "travel");
    assert_eq!(
        sim.get_json(&format!("/profiles/{id}")).await["name"],
        "travel"
    );
    let found = sim.get_json("/profiles?query=TRAV").await;
    assert_eq!(found.as_array().unwrap().len(), 1);
    let deleted = sim
        .org(Method::DELETE, "/profiles/travel")
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, &format!("/profiles/{id}"))
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
}

#[tokio::test]
async fn a_second_profile_of_the_same_name_is_a_conflict() {
    let sim = Sim::start().await;
    sim.post_json("/profiles", json!({"name": "work"})).await;
    let again = sim
        .org(Method::POST, "/profiles")
        .json(&json!({"name": "work"}))
        .send()
        .await
        .unwrap();
    expect_error(again, 409, "already_exists").await;
    let unnamed = json_ok(
        sim.org(Method::POST, "/profiles")
            .json(&json!({}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert!(unnamed["name"].is_null());
}

#[tokio::test]
async fn the_download_is_a_tar_in_a_zstd_frame_or_the_tar_itself() {
    let sim = Sim::start().await;
    sim.post_json("/profiles", json!({"name": "saved"})).await;
    let tar = sim
        .org(Method::GET, "/profiles/saved/download?format=tar")
        .send()
        .await
        .unwrap();
    assert_eq!(tar.headers()["content-type"], "application/x-tar");
    let tar = tar.bytes().await.unwrap();
    assert_eq!(&tar[..19], b"Default/Preferences");
    assert_eq!(&tar[257..262], b"ustar");
    let stored = sim
        .org(Method::GET, "/profiles/saved/download")
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(&stored[..4], &[0x28, 0xB5, 0x2F, 0xFD]);
    assert_eq!(&stored[12..], &tar[..]);
    let bad = sim
        .org(Method::GET, "/profiles/saved/download?format=zip")
        .send()
        .await
        .unwrap();
    let body = expect_error(bad, 400, "bad_request").await;
    assert!(body["message"].as_str().unwrap().contains("format"));
}
