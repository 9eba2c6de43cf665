//! Auth connections over real HTTP: create, get_or_create, retrieve,
//! update, list, delete.

use browser_cloud_sdk::model::{
    AuthConnectionCreateParams, AuthConnectionUpdateParams, AuthStatus,
};
use browser_cloud_sdk::protocol::model::ListConnectionsQuery;
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{clear_requests, client, connection, requests_to, unique};

#[wasm_bindgen_test]
async fn create_returns_the_new_connection_with_its_settings() {
    let domain = format!("{}.example.com", unique("create"));
    let profile = unique("profile");
    let mut params = AuthConnectionCreateParams::new(domain.clone(), profile.clone());
    params.record_session = Some(true);
    params.health_check_interval = Some(600);
    let created = client().auth().connections().create(&params).await.unwrap();
    assert!(!created.id.is_empty());
    assert_eq!(created.domain, domain);
    assert_eq!(created.profile_name, profile);
    assert!(created.record_session, "record_session as sent");
    assert_eq!(created.health_check_interval, Some(600));
    assert_eq!(
        created.status,
        AuthStatus::NeedsAuth,
        "a new connection has not logged in"
    );
    assert_eq!(created.flow_status, None, "no flow has been started");
}

#[wasm_bindgen_test]
async fn get_or_create_answers_a_conflict_with_the_existing_connection_sending_create_once() {
    let client = client();
    let domain = format!("{}.example.com", unique("goc"));
    let params = AuthConnectionCreateParams::new(domain.clone(), unique("profile"));
    let first = client
        .auth()
        .connections()
        .get_or_create(&params)
        .await
        .unwrap();
    clear_requests().await;
    let again = client
        .auth()
        .connections()
        .get_or_create(&params)
        .await
        .unwrap();
    assert_eq!(
        again.id, first.id,
        "the conflict resolves to the existing connection"
    );
    assert_eq!(again.domain, domain);
    let creates = requests_to("POST", "/auth/connections").await.len();
    assert_eq!(
        creates, 1,
        "the conflicting create was sent exactly once, never retried"
    );
    let retrieves = requests_to("GET", &format!("/auth/connections/{}", first.id)).await;
    assert_eq!(
        retrieves.len(),
        1,
        "one retrieve of existing_id answers the conflict"
    );
}

#[wasm_bindgen_test]
async fn retrieve_reads_the_connection_by_id() {
    let client = client();
    let created = connection(&client, "retrieve.example.com").await;
    let read = client
        .auth()
        .connections()
        .retrieve(&created.id)
        .await
        .unwrap();
    assert_eq!(read.id, created.id);
    assert_eq!(read.profile_name, created.profile_name);
}

#[wasm_bindgen_test]
async fn update_changes_only_the_fields_sent() {
    let client = client();
    let created = connection(&client, "update.example.com").await;
    let params = AuthConnectionUpdateParams::default()
        .health_checks(false)
        .allowed_domains(vec!["login.update.example.com".into()]);
    let updated = client
        .auth()
        .connections()
        .update(&created.id, &params)
        .await
        .unwrap();
    assert_eq!(updated.health_checks, Some(false));
    assert_eq!(
        updated.allowed_domains,
        Some(vec!["login.update.example.com".to_owned()])
    );
    assert_eq!(
        updated.record_session, created.record_session,
        "untouched field kept"
    );
    let read = client
        .auth()
        .connections()
        .retrieve(&created.id)
        .await
        .unwrap();
    assert_eq!(read.health_checks, Some(false), "the change was stored");
}

#[wasm_bindgen_test]
async fn list_filters_by_domain_and_profile() {
    let client = client();
    let domain = format!("{}.example.com", unique("list"));
    let a = connection(&client, &domain).await;
    let b = connection(&client, &domain).await;
    let query = ListConnectionsQuery::default().domain(domain.clone());
    let page = client.auth().connections().list(&query).await.unwrap();
    let mut ids: Vec<_> = page.items.iter().map(|c| c.id.clone()).collect();
    ids.sort();
    let mut expected = vec![a.id.clone(), b.id.clone()];
    expected.sort();
    assert_eq!(ids, expected, "exactly the two connections of the domain");
    assert!(!page.has_more);
    let query = ListConnectionsQuery::default().profile_name(b.profile_name.clone());
    let page = client.auth().connections().list(&query).await.unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].id, b.id);
}

#[wasm_bindgen_test]
async fn delete_removes_the_connection() {
    let client = client();
    let created = connection(&client, "delete.example.com").await;
    client
        .auth()
        .connections()
        .delete(&created.id)
        .await
        .unwrap();
    let error = client
        .auth()
        .connections()
        .retrieve(&created.id)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
    assert_eq!(error.status(), Some(404));
}
