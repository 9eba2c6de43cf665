//! Projects and limits over real HTTP: create, retrieve, update, list,
//! delete; project limits and organization limits.

use browser_cloud_sdk::model::{
    OrgLimitsUpdateParams, ProjectCreateParams, ProjectLimitsUpdateParams, ProjectStatus,
    ProjectUpdateParams,
};
use browser_cloud_sdk::protocol::model::ListProjectsQuery;
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, config, unique};

#[wasm_bindgen_test]
async fn lists_the_default_project() {
    let page = client()
        .projects()
        .list(&ListProjectsQuery::default())
        .await
        .unwrap();
    assert!(
        page.items.iter().any(|p| p.name == "Default"),
        "the organization always has the Default project"
    );
}

#[wasm_bindgen_test]
async fn a_wrong_key_is_an_authentication_error_without_the_key_in_it() {
    let client = browser_cloud_sdk::Client::new(config().api_key("sk_wrong_key").build().unwrap());
    let error = client
        .projects()
        .list(&ListProjectsQuery::default())
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Authentication);
    assert_eq!(error.status(), Some(401));
    assert!(!format!("{error} {error:?}").contains("sk_wrong_key"));
}

#[wasm_bindgen_test]
async fn creates_then_retrieves_a_project_by_name() {
    let name = unique("proj");
    let params = browser_cloud_sdk::model::ProjectCreateParams::new(name.clone());
    let created = client().projects().create(&params).await.unwrap();
    assert_eq!(created.name, name);
    let by_name = client().projects().retrieve(&name).await.unwrap();
    assert_eq!(by_name.id, created.id);
}

#[wasm_bindgen_test]
async fn update_renames_and_archives_a_project() {
    let client = client();
    let created = client
        .projects()
        .create(&ProjectCreateParams::new(unique("proj")))
        .await
        .unwrap();
    let renamed = unique("renamed");
    let params = ProjectUpdateParams::default().name(renamed.clone());
    let updated = client
        .projects()
        .update(&created.id, &params)
        .await
        .unwrap();
    assert_eq!(updated.id, created.id);
    assert_eq!(updated.name, renamed);
    assert_eq!(updated.status, ProjectStatus::Active);
    let params = ProjectUpdateParams::default().status(ProjectStatus::Archived);
    let archived = client
        .projects()
        .update(&created.id, &params)
        .await
        .unwrap();
    assert_eq!(archived.status, ProjectStatus::Archived);
    assert_eq!(archived.name, renamed, "the name is kept");
}

#[wasm_bindgen_test]
async fn list_finds_a_project_by_name() {
    let name = unique("listed");
    let created = client()
        .projects()
        .create(&ProjectCreateParams::new(name.clone()))
        .await
        .unwrap();
    let query = ListProjectsQuery::default().name(name.clone());
    let page = client().projects().list(&query).await.unwrap();
    let ids: Vec<_> = page.items.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, [created.id.as_str()]);
}

#[wasm_bindgen_test]
async fn delete_removes_an_empty_project() {
    let client = client();
    let created = client
        .projects()
        .create(&ProjectCreateParams::new(unique("gone")))
        .await
        .unwrap();
    client.projects().delete(&created.id).await.unwrap();
    let error = client.projects().retrieve(&created.id).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn project_limits_are_read_set_and_cleared() {
    let client = client();
    let created = client
        .projects()
        .create(&ProjectCreateParams::new(unique("caps")))
        .await
        .unwrap();
    let limits = client.projects().limits();
    let before = limits.retrieve(&created.id).await.unwrap();
    assert_eq!(
        before.max_concurrent_sessions, None,
        "a new project has no cap of its own"
    );
    let set = ProjectLimitsUpdateParams::default()
        .max_concurrent_sessions(3)
        .max_concurrent_invocations(7);
    let after = limits.update(&created.id, &set).await.unwrap();
    assert_eq!(after.max_concurrent_sessions, Some(3));
    assert_eq!(after.max_concurrent_invocations, Some(7));
    assert_eq!(
        limits.retrieve(&created.id).await.unwrap(),
        after,
        "the caps were stored"
    );
    let clear = ProjectLimitsUpdateParams::default().max_concurrent_sessions(0);
    let cleared = limits.update(&created.id, &clear).await.unwrap();
    assert_eq!(cleared.max_concurrent_sessions, None, "0 clears the cap");
    assert_eq!(
        cleared.max_concurrent_invocations,
        Some(7),
        "an omitted cap is unchanged"
    );
}

#[wasm_bindgen_test]
async fn organization_limits_set_and_clear_the_default_project_cap() {
    let limits = client();
    let limits = limits.organization().limits();
    let before = limits.retrieve().await.unwrap();
    assert!(
        before.max_concurrent_sessions.is_some_and(|n| n > 0),
        "the plan's cap"
    );
    let set = OrgLimitsUpdateParams::default().default_project_max_concurrent_sessions(5);
    let after = limits.update(&set).await.unwrap();
    // Restore at once: the default cap applies to every project.
    let restore = OrgLimitsUpdateParams::default().default_project_max_concurrent_sessions(
        before.default_project_max_concurrent_sessions.unwrap_or(0),
    );
    let restored = limits.update(&restore).await.unwrap();
    assert_eq!(after.default_project_max_concurrent_sessions, Some(5));
    assert_eq!(
        after.max_concurrent_sessions, before.max_concurrent_sessions,
        "read-only"
    );
    assert_eq!(restored, before, "0 cleared the default again");
}
