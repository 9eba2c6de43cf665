//! Retries under injected faults, counted in the simulator's request log.
//! Each test scopes its faults to a path only it uses.

use browser_cloud_sdk::model::{LoginParams, ProjectCreateParams};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::AbortController;

use super::common::{
    abort_after, clear_faults, clear_requests, client, connection, faults, now_ms, requests_to,
    unique,
};

/// A fresh project and the path that retrieves it by name.
async fn project_path(client: &Client) -> (String, String) {
    let name = unique("retry");
    client
        .projects()
        .create(&ProjectCreateParams::new(name.clone()))
        .await
        .unwrap();
    let path = format!("/org/projects/{name}");
    (name, path)
}

#[wasm_bindgen_test]
async fn a_get_that_fails_twice_with_503_succeeds_on_the_third_request() {
    let client = client();
    let (name, path) = project_path(&client).await;
    clear_requests().await;
    faults(&format!(
        "{{\"first_n\":2,\"statuses\":[503],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let result = client.projects().retrieve(&name).await;
    clear_faults().await;
    assert_eq!(result.unwrap().name, name);
    assert_eq!(
        requests_to("GET", &path).await.len(),
        3,
        "two failures, then the answer"
    );
}

#[wasm_bindgen_test]
async fn a_post_that_gets_500_is_not_retried() {
    let client = client();
    let created = connection(&client, "post500.example.com").await;
    let path = format!("/auth/connections/{}/login", created.id);
    clear_requests().await;
    faults(&format!(
        "{{\"first_n\":1,\"statuses\":[500],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let result = client
        .auth()
        .connections()
        .login(&created.id, &LoginParams::default())
        .await;
    clear_faults().await;
    assert_eq!(result.unwrap_err().kind(), ErrorKind::InternalServer);
    assert_eq!(
        requests_to("POST", &path).await.len(),
        1,
        "a POST may have had effects"
    );
}

#[wasm_bindgen_test]
async fn a_post_that_gets_429_is_retried() {
    let client = client();
    let created = connection(&client, "post429.example.com").await;
    let path = format!("/auth/connections/{}/login", created.id);
    clear_requests().await;
    faults(&format!(
        "{{\"first_n\":1,\"statuses\":[429],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let result = client
        .auth()
        .connections()
        .login(&created.id, &LoginParams::default())
        .await;
    clear_faults().await;
    assert_eq!(result.unwrap().id, created.id, "the retry started the flow");
    assert_eq!(
        requests_to("POST", &path).await.len(),
        2,
        "a 429 was not acted on"
    );
    client
        .auth()
        .connections()
        .delete(&created.id)
        .await
        .unwrap();
}

#[wasm_bindgen_test]
async fn retry_after_sets_the_wait_before_the_retry() {
    let client = client();
    let (name, path) = project_path(&client).await;
    clear_requests().await;
    let settings = format!(
        "{{\"first_n\":1,\"statuses\":[503],\"retry_after\":2,\"path_prefix\":\"{path}\"}}"
    );
    faults(&settings).await;
    let started = now_ms();
    let result = client.projects().retrieve(&name).await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    assert_eq!(result.unwrap().name, name);
    assert_eq!(requests_to("GET", &path).await.len(), 2);
    // Without the header the first backoff is at most 500 ms.
    assert!(
        elapsed >= 1500.0,
        "waited the 2 s the service asked for: {elapsed} ms"
    );
}

#[wasm_bindgen_test]
async fn a_post_is_retried_on_503_only_when_the_service_says_when() {
    let client = client();
    let created = connection(&client, "post503.example.com").await;
    let path = format!("/auth/connections/{}/login", created.id);
    let login = || {
        client
            .auth()
            .connections()
            .login(&created.id, &LoginParams::default())
    };
    clear_requests().await;
    faults(&format!(
        "{{\"first_n\":1,\"statuses\":[503],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let plain = login().await;
    let settings = format!(
        "{{\"first_n\":1,\"statuses\":[503],\"retry_after_ms\":100,\"path_prefix\":\"{path}\"}}"
    );
    faults(&settings).await;
    let with_header = login().await;
    clear_faults().await;
    assert_eq!(
        plain.unwrap_err().kind(),
        ErrorKind::InternalServer,
        "no Retry-After: not retried"
    );
    assert_eq!(
        with_header.unwrap().id,
        created.id,
        "retry-after-ms: retried"
    );
    assert_eq!(requests_to("POST", &path).await.len(), 3);
    client
        .auth()
        .connections()
        .delete(&created.id)
        .await
        .unwrap();
}

#[wasm_bindgen_test]
async fn max_retries_zero_sends_once() {
    let client = client();
    let (name, path) = project_path(&client).await;
    clear_requests().await;
    faults(&format!(
        "{{\"first_n\":2,\"statuses\":[503],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let result = client.projects().retrieve(&name).max_retries(0).await;
    clear_faults().await;
    let error = result.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InternalServer);
    assert_eq!(error.status(), Some(503));
    assert_eq!(requests_to("GET", &path).await.len(), 1);
}
#[wasm_bindgen_test]
async fn an_abort_during_the_retry_wait_ends_the_call_at_once() {
    let client = client();
    let (name, path) = project_path(&client).await;
    let settings = format!(
        "{{\"first_n\":1,\"statuses\":[503],\"retry_after\":5,\"path_prefix\":\"{path}\"}}"
    );
    faults(&settings).await;
    let controller = AbortController::new().unwrap();
    abort_after(&controller, 300);
    let started = now_ms();
    let result = client
        .projects()
        .retrieve(&name)
        .signal(controller.signal())
        .await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    assert_eq!(result.unwrap_err().kind(), ErrorKind::UserAbort);
    assert!(
        elapsed < 4000.0,
        "it did not sit out the 5 s wait: {elapsed} ms"
    );
}
