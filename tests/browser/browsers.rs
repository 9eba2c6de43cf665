//! Browser sessions over real HTTP: create, retrieve by id and by name,
//! update, list by tag and page by page, delete; a request sent from inside
//! a session (curl); extensions loaded from zip archives; the session's
//! tokens stay out of `Debug`, and a request the service would refuse is
//! refused before it is sent.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{
    BrowserCreateParams, BrowserCurlMethod, BrowserCurlParams, BrowserLoadExtension,
    BrowserLoadExtensionsParams, BrowserStatusFilter, BrowserUpdateParams, BrowserViewport,
    BrowserViewportUpdate, ListBrowsersQuery, Nullable, ProjectCreateParams, RetrieveBrowserQuery,
    Upload,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, client_in, next, raw, requests_to, unique, ORG_KEY};

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

#[wasm_bindgen_test]
async fn curl_sends_the_request_from_inside_the_session() {
    let client = client();
    let browser = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let params = BrowserCurlParams::new("https://example.com/form")
        .method(BrowserCurlMethod::Post)
        .headers(BTreeMap::from([("x-trace".to_owned(), "7".to_owned())]))
        .body("a=1")
        .timeout_ms(5_000);
    let answer = client
        .browsers()
        .curl(&browser.session_id, &params)
        .await
        .unwrap();
    assert_eq!(answer.status, 200);
    assert_eq!(answer.headers["content-type"], ["application/json"]);
    // The simulator fetches nothing: it echoes what the browser would send.
    let echo: serde_json::Value = serde_json::from_str(&answer.body).unwrap();
    assert_eq!(echo["method"], "POST");
    assert_eq!(echo["url"], "https://example.com/form");
    assert_eq!(echo["headers"]["x-trace"], "7");
    assert_eq!(echo["body"], "a=1");

    let refused = client
        .browsers()
        .curl(&browser.session_id, &BrowserCurlParams::new("not a url"))
        .await
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert_eq!(refused.path(), Some("url"));
    let scheme = client
        .browsers()
        .curl(
            &browser.session_id,
            &BrowserCurlParams::new("ftp://example.com/"),
        )
        .await
        .unwrap_err();
    assert_eq!(scheme.kind(), ErrorKind::BadRequest, "{scheme}");
    assert!(scheme.to_string().contains("url"), "{scheme}");
    client
        .browsers()
        .delete_by_id(&browser.session_id)
        .await
        .unwrap();
}

/// A stored zip archive of `names` (each holding `{}`; checksums left 0,
/// which the simulator does not read).
fn zip_of(names: &[&str]) -> Vec<u8> {
    let (mut out, mut directory) = (Vec::new(), Vec::new());
    for name in names {
        let offset = out.len() as u32;
        let n = name.len() as u16;
        out.extend(b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00");
        out.extend(2u32.to_le_bytes());
        out.extend(2u32.to_le_bytes());
        out.extend(n.to_le_bytes());
        out.extend(0u16.to_le_bytes());
        out.extend(name.as_bytes());
        out.extend(b"{}");
        directory
            .extend(b"PK\x01\x02\x14\x00\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00");
        directory.extend(2u32.to_le_bytes());
        directory.extend(2u32.to_le_bytes());
        directory.extend(n.to_le_bytes());
        directory.extend([0; 12]);
        directory.extend(offset.to_le_bytes());
        directory.extend(name.as_bytes());
    }
    let start = out.len() as u32;
    let count = names.len() as u16;
    out.extend(&directory);
    out.extend(b"PK\x05\x06\x00\x00\x00\x00");
    out.extend(count.to_le_bytes());
    out.extend(count.to_le_bytes());
    out.extend((directory.len() as u32).to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

#[wasm_bindgen_test]
async fn extensions_load_from_zip_archives_and_bad_ones_are_refused() {
    let client = client();
    let browser = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let id = browser.session_id.as_str();
    let zip = zip_of(&["manifest.json", "background.js"]);
    let params = BrowserLoadExtensionsParams::new(vec![
        BrowserLoadExtension::new("adblock", Upload::from_bytes(zip.clone())),
        BrowserLoadExtension::new("dark-mode", Upload::from_bytes(zip.clone())),
    ]);
    client
        .browsers()
        .load_extensions(id, &params)
        .await
        .unwrap();
    let (status, loaded) = raw(
        "GET",
        &format!("/_sim/browsers/{id}/extensions"),
        None,
        ORG_KEY,
    )
    .await;
    assert_eq!(status, 200);
    let loaded = js_sys::JSON::stringify(&loaded)
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(
        loaded,
        format!(
            "{{\"extensions\":[{{\"bytes\":{0},\"name\":\"adblock\"}},{{\"bytes\":{0},\"name\":\"dark-mode\"}}]}}",
            zip.len()
        )
    );

    let no_manifest = BrowserLoadExtensionsParams::new(vec![BrowserLoadExtension::new(
        "x",
        Upload::from_bytes(zip_of(&["readme.txt"])),
    )]);
    let error = client
        .browsers()
        .load_extensions(id, &no_manifest)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::BadRequest, "{error}");
    assert!(error.to_string().contains("manifest.json"), "{error}");

    let unnamed = BrowserLoadExtensionsParams::new(vec![BrowserLoadExtension::new(
        "",
        Upload::from_bytes(zip),
    )]);
    let before = requests_to("POST", &format!("/browsers/{id}/extensions"))
        .await
        .len();
    let error = client
        .browsers()
        .load_extensions(id, &unnamed)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("extensions[0].name"));
    let after = requests_to("POST", &format!("/browsers/{id}/extensions"))
        .await
        .len();
    assert_eq!(after, before, "nothing was sent");
    client.browsers().delete_by_id(id).await.unwrap();
}
