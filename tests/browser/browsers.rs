//! Browser sessions over real HTTP: create, retrieve by id and by name,
//! update, list by tag and page by page, delete; the session's tokens stay
//! out of `Debug`, and a create or an update the service would refuse is
//! refused before it is sent.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{
    BrowserCreateParams, BrowserStatusFilter, BrowserUpdateParams, BrowserViewport,
    BrowserViewportUpdate, ListBrowsersQuery, Nullable, ProjectCreateParams, RetrieveBrowserQuery,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, client_in, next, requests_to, unique};

/// A client scoped to a project of its own, so that its lists hold only
/// this test's sessions.
async fn own_project() -> Client {
    let project = client()
        .projects()
        .create(&ProjectCreateParams::new(unique("browsers")))
        .await
        .unwrap();
    client_in(&project.id)
}

fn tags(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[wasm_bindgen_test]
async fn creates_retrieves_by_id_and_name_and_deletes_a_session() {
    let client = own_project().await;
    let name = unique("checkout");
    let params = BrowserCreateParams::default()
        .name(name.clone())
        .timeout_seconds(300)
        .viewport(BrowserViewport::new(1280, 800))
        .tags(tags(&[("team", "payments")]));
    let created = client.browsers().create(&params).await.unwrap();
    assert_eq!(created.name.as_deref(), Some(name.as_str()));
    assert_eq!(created.timeout_seconds, 300);
    assert_eq!(created.viewport.as_ref().map(|v| v.width), Some(1280));
    assert!(!created.headless && created.browser_live_view_url.is_some());

    let none = RetrieveBrowserQuery::default();
    let by_id = client
        .browsers()
        .retrieve(&created.session_id, &none)
        .await
        .unwrap();
    assert_eq!(by_id.name, created.name);
    let by_name = client.browsers().retrieve(&name, &none).await.unwrap();
    assert_eq!(by_name.session_id, created.session_id);

    client.browsers().delete_by_id(&name).await.unwrap();
    let gone = client
        .browsers()
        .retrieve(&created.session_id, &none)
        .await
        .unwrap_err();
    assert_eq!(gone.kind(), ErrorKind::NotFound);
    let deleted = client
        .browsers()
        .retrieve(
            &created.session_id,
            &RetrieveBrowserQuery::default().include_deleted(true),
        )
        .await
        .unwrap();
    assert!(deleted.deleted_at.is_some());
}

#[wasm_bindgen_test]
async fn lists_by_tag_and_status_and_pages_through_every_session() {
    let client = own_project().await;
    let mut ids = Vec::new();
    for team in ["a", "b", "a"] {
        let params = BrowserCreateParams::default().tags(tags(&[("team", team)]));
        ids.push(client.browsers().create(&params).await.unwrap().session_id);
    }
    let team_a = ListBrowsersQuery::default().tags(tags(&[("team", "a")]));
    let page = client.browsers().list(&team_a).await.unwrap();
    let listed: Vec<&str> = page.items.iter().map(|b| b.session_id.as_str()).collect();
    assert_eq!(listed, [ids[0].as_str(), ids[2].as_str()]);
    let sent = requests_to("GET", "/browsers").await;
    assert!(
        sent.iter()
            .any(|q| q.contains("tags%5Bteam%5D=a") || q.contains("tags[team]=a")),
        "the tag filter is sent as tags[team]=a: {sent:?}"
    );

    let mut every = Vec::new();
    let first = client
        .browsers()
        .list(&ListBrowsersQuery::default().limit(2))
        .await
        .unwrap();
    let mut items = first.into_stream();
    while let Some(item) = next(&mut items).await {
        every.push(item.unwrap().session_id);
    }
    assert_eq!(every, ids, "two pages, every session once");

    for id in &ids {
        client.browsers().delete_by_id(id).await.unwrap();
    }
    let deleted = ListBrowsersQuery::default().status(BrowserStatusFilter::Deleted);
    let page = client.browsers().list(&deleted).await.unwrap();
    assert_eq!(page.items.len(), 3);
    let active = client
        .browsers()
        .list(&ListBrowsersQuery::default())
        .await
        .unwrap();
    assert!(active.items.is_empty());
}

#[wasm_bindgen_test]
async fn debug_shows_a_session_without_its_tokens() {
    let client = own_project().await;
    let created = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    assert!(
        created.cdp_ws_url.contains("jwt="),
        "the URL carries a token"
    );
    let debug = format!("{created:?}");
    let token = created.cdp_ws_url.split("jwt=").nth(1).unwrap();
    assert!(!debug.contains(token), "{debug}");
    assert!(debug.contains(&created.session_id), "{debug}");
    client
        .browsers()
        .delete_by_id(&created.session_id)
        .await
        .unwrap();
}

#[wasm_bindgen_test]
async fn a_timeout_out_of_range_is_refused_before_sending() {
    let params = BrowserCreateParams::default().timeout_seconds(5);
    let error = client().browsers().create(&params).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("timeout_seconds"));
    assert!(
        error.to_string().contains("between 10 and 259200"),
        "{error}"
    );
}

#[wasm_bindgen_test]
async fn updates_a_session_by_name_renaming_retagging_and_clearing() {
    let client = own_project().await;
    let first = unique("first");
    let second = unique("second");
    let created = client
        .browsers()
        .create(
            &BrowserCreateParams::default()
                .name(first.clone())
                .tags(tags(&[("team", "payments"), ("env", "prod")])),
        )
        .await
        .unwrap();
    let params = BrowserUpdateParams::default()
        .name(second.clone())
        .tags(tags(&[("team", "search")]))
        .viewport(BrowserViewportUpdate::new(1024, 768).force(true));
    let updated = client.browsers().update(&first, &params).await.unwrap();
    assert_eq!(updated.session_id, created.session_id);
    assert_eq!(updated.name.as_deref(), Some(second.as_str()));
    assert_eq!(updated.tags, Some(tags(&[("team", "search")])), "replaced");
    assert_eq!(updated.viewport.as_ref().map(|v| v.height), Some(768));
    let sent = requests_to("PATCH", &format!("/browsers/{first}")).await;
    assert_eq!(sent.len(), 1, "one PATCH to the old name: {sent:?}");

    let none = RetrieveBrowserQuery::default();
    let by_new_name = client.browsers().retrieve(&second, &none).await.unwrap();
    assert_eq!(by_new_name.session_id, created.session_id);

    let mut keep = BrowserUpdateParams::default();
    keep.tags = Nullable::Null;
    let kept = client
        .browsers()
        .update(&created.session_id, &keep)
        .await
        .unwrap();
    assert_eq!(kept.tags, updated.tags, "null leaves the tags unchanged");

    let clear = BrowserUpdateParams::default()
        .name("")
        .tags(BTreeMap::new());
    let cleared = client
        .browsers()
        .update(&created.session_id, &clear)
        .await
        .unwrap();
    assert_eq!(cleared.name, None);
    assert_eq!(cleared.tags, None);
    client
        .browsers()
        .delete_by_id(&created.session_id)
        .await
        .unwrap();
}

#[wasm_bindgen_test]
async fn an_update_to_a_taken_name_conflicts_and_a_bad_one_is_not_sent() {
    let client = own_project().await;
    let taken = unique("taken");
    client
        .browsers()
        .create(&BrowserCreateParams::default().name(taken.clone()))
        .await
        .unwrap();
    let mine = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let error = client
        .browsers()
        .update(
            &mine.session_id,
            &BrowserUpdateParams::default().name(taken),
        )
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Conflict);

    let zero = BrowserUpdateParams::default().viewport(BrowserViewportUpdate::new(0, 768));
    let error = client
        .browsers()
        .update(&mine.session_id, &zero)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("viewport.width"));
}
