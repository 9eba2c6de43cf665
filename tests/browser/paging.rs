//! Paging over real HTTP: `X-Has-More` and `X-Next-Offset` followed page by
//! page with `next_page()` and item by item with `into_stream()`.

use browser_cloud_sdk::model::AuthConnection;
use browser_cloud_sdk::protocol::model::ListConnectionsQuery;
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{
    clear_faults, clear_requests, client, connection, faults, next, requests_to, unique,
};

/// Seven connections of one fresh domain, in creation order, and a query
/// listing them three at a time.
async fn seven(client: &Client) -> (Vec<AuthConnection>, ListConnectionsQuery) {
    let domain = format!("{}.example.com", unique("paged"));
    let mut created = Vec::new();
    for _ in 0..7 {
        created.push(connection(client, &domain).await);
    }
    let query = ListConnectionsQuery::default().limit(3).domain(domain);
    (created, query)
}

fn ids(connections: &[AuthConnection]) -> Vec<&str> {
    connections.iter().map(|c| c.id.as_str()).collect()
}

#[wasm_bindgen_test]
async fn next_page_follows_the_next_offset_through_three_pages() {
    let client = client();
    let (created, query) = seven(&client).await;
    clear_requests().await;
    let first = client.auth().connections().list(&query).await.unwrap();
    assert_eq!(ids(&first.items), ids(&created[..3]));
    assert!(first.has_next_page());
    assert_eq!(first.next_offset, Some(3));
    let second = first.next_page().await.unwrap().expect("a second page");
    assert_eq!(ids(&second.items), ids(&created[3..6]));
    assert_eq!(second.next_offset, Some(6));
    let third = second.next_page().await.unwrap().expect("a third page");
    assert_eq!(ids(&third.items), ids(&created[6..]));
    assert!(!third.has_next_page(), "the last page says no more");
    assert!(third.next_page().await.unwrap().is_none());
    let sent = requests_to("GET", "/auth/connections").await;
    assert_eq!(sent.len(), 3, "no request after the last page: {sent:?}");
    assert!(
        sent[1].contains("offset=3") && sent[2].contains("offset=6"),
        "{sent:?}"
    );
    assert!(
        sent.iter().all(|q| q.contains("limit=3")),
        "the query is kept: {sent:?}"
    );
}

#[wasm_bindgen_test]
async fn into_stream_yields_every_item_of_every_page_once() {
    let client = client();
    let (created, query) = seven(&client).await;
    clear_requests().await;
    let first = client.auth().connections().list(&query).await.unwrap();
    let mut stream = first.into_stream();
    let mut streamed = Vec::new();
    while let Some(item) = next(&mut stream).await {
        streamed.push(item.unwrap());
    }
    assert_eq!(ids(&streamed), ids(&created));
    assert_eq!(requests_to("GET", "/auth/connections").await.len(), 3);
}

#[wasm_bindgen_test]
async fn a_page_that_fails_ends_the_stream_with_its_error() {
    let client = client();
    let (created, query) = seven(&client).await;
    let first = client
        .auth()
        .connections()
        .list(&query)
        .max_retries(0)
        .await
        .unwrap();
    faults("{\"first_n\":1,\"statuses\":[500],\"path_prefix\":\"/auth/connections\"}").await;
    let mut stream = first.into_stream();
    let mut items = Vec::new();
    let mut failure = None;
    while let Some(item) = next(&mut stream).await {
        match item {
            Ok(connection) => items.push(connection),
            Err(error) => failure = Some(error),
        }
    }
    clear_faults().await;
    assert_eq!(
        ids(&items),
        ids(&created[..3]),
        "the first page's items came through"
    );
    let failure = failure.expect("the second page's error");
    assert_eq!(failure.kind(), ErrorKind::InternalServer);
}
