//! Browser pools over real HTTP: their browsers count against the
//! project's cap; acquire, release, flush, update, list and delete.

use browser_cloud_sdk::model::{
    BrowserCreateParams, BrowserPoolAcquireParams, BrowserPoolCreateParams,
    BrowserPoolDeleteParams, BrowserPoolReleaseParams, BrowserPoolUpdateParams,
    ProjectCreateParams, ProjectLimitsUpdateParams,
};
use browser_cloud_sdk::protocol::model::ListBrowserPoolsQuery;
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, client_in, unique};

/// A client scoped to a project of its own capped at `cap` browsers.
async fn capped_project(cap: u32) -> Client {
    let admin = client();
    let project = admin
        .projects()
        .create(&ProjectCreateParams::new(unique("pools")))
        .await
        .unwrap();
    admin
        .projects()
        .limits()
        .update(
            &project.id,
            &ProjectLimitsUpdateParams::default().max_concurrent_sessions(cap),
        )
        .await
        .unwrap();
    client_in(&project.id)
}

#[wasm_bindgen_test]
async fn pooled_browsers_count_against_the_same_cap() {
    let client = capped_project(2).await;
    let pools = client.browser_pools();
    let name = unique("warm");
    let pool = pools
        .create(&BrowserPoolCreateParams::new(2).name(name.clone()))
        .await
        .unwrap();
    assert_eq!(pool.available_count, 2);
    assert_eq!(pool.browser_pool_config.size, 2);
    let error = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .max_retries(0)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::RateLimit);
    assert_eq!(error.code(), "concurrency_limit_exceeded");
    let smaller = pools
        .update(&name, &BrowserPoolUpdateParams::default().size(1))
        .await
        .unwrap();
    assert_eq!(smaller.available_count, 1);
    client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .expect("a browser fits once the pool shrank");
}

#[wasm_bindgen_test]
async fn acquires_releases_flushes_and_deletes() {
    let client = capped_project(5).await;
    let pools = client.browser_pools();
    let pool = pools
        .create(&BrowserPoolCreateParams::new(1).headless(true))
        .await
        .unwrap();
    let acquired = pools
        .acquire(
            &pool.id,
            &BrowserPoolAcquireParams::default().name("checkout"),
        )
        .await
        .unwrap();
    assert_eq!(
        acquired.pool.as_ref().map(|p| p.id.as_str()),
        Some(pool.id.as_str())
    );
    assert!(acquired.headless, "the pool's settings");
    let counted = pools.retrieve(&pool.id).await.unwrap();
    assert_eq!((counted.acquired_count, counted.available_count), (1, 0));
    let refused = pools
        .delete(&pool.id, &BrowserPoolDeleteParams::default())
        .await
        .unwrap_err();
    assert_eq!(refused.status(), Some(409));
    pools
        .release(
            &pool.id,
            &BrowserPoolReleaseParams::new(acquired.session_id.clone()),
        )
        .await
        .unwrap();
    let again = pools
        .acquire(&pool.id, &BrowserPoolAcquireParams::default())
        .await
        .unwrap();
    assert_eq!(again.session_id, acquired.session_id, "released for reuse");
    pools
        .release(
            &pool.id,
            &BrowserPoolReleaseParams::new(again.session_id.clone()).reuse(false),
        )
        .await
        .unwrap();
    pools.flush(&pool.id).await.unwrap();
    let fresh = pools
        .acquire(&pool.id, &BrowserPoolAcquireParams::default())
        .await
        .unwrap();
    assert_ne!(
        fresh.session_id, acquired.session_id,
        "replaced, then flushed"
    );
    let page = pools.list(&ListBrowserPoolsQuery::default()).await.unwrap();
    assert_eq!(page.items.len(), 1);
    pools
        .delete(&pool.id, &BrowserPoolDeleteParams::default().force(true))
        .await
        .unwrap();
    let error = pools.retrieve(&pool.id).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn a_size_out_of_range_is_refused_before_sending() {
    let error = client()
        .browser_pools()
        .create(&BrowserPoolCreateParams::new(0))
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert!(error.to_string().contains("size"), "{error}");
}
