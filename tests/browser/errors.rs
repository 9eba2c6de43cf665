//! Each error class from a real response, and the failures that never get
//! one: refused input, connection errors, timeouts and aborts.

use browser_cloud_sdk::model::{
    AuthConnectionCreateParams, AuthConnectionUpdateParams, BrowserProxyConfig, ExchangeParams,
    LoginParams, ManagedAuthBrowserConfig, ProjectCreateParams, ProjectLimitsUpdateParams,
};
use browser_cloud_sdk::protocol::model::{
    ListConnectionsQuery, ListProjectsQuery, LogStreamQuery, TimelineQuery,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::AbortController;

use super::common::{
    abort_after, clear_faults, clear_requests, client, client_in, client_with_key, config,
    connection, control, faults, now_ms, requests_to, text, unique,
};

#[wasm_bindgen_test]
async fn a_limit_beyond_the_service_maximum_is_a_bad_request() {
    let query = ListProjectsQuery::default().limit(1000);
    let error = client().projects().list(&query).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::BadRequest);
    assert_eq!(error.status(), Some(400));
    assert_eq!(error.code(), "bad_request");
    assert!(error.message().contains("limit"), "{}", error.message());
}

#[wasm_bindgen_test]
async fn a_wrong_handoff_code_is_an_authentication_error() {
    let client = client();
    let created = connection(&client, "badcode.example.com").await;
    let connections = client.auth().connections();
    connections
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    let params = ExchangeParams::new("hc_not_the_code");
    let error = connections
        .exchange(&created.id, &params)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Authentication);
    assert_eq!(error.status(), Some(401));
    assert_eq!(error.code(), "invalid_handoff_code");
    connections.delete(&created.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_project_scoped_key_creating_a_project_is_permission_denied() {
    let project = client()
        .projects()
        .create(&ProjectCreateParams::new(unique("p")))
        .await
        .unwrap();
    let key = control(
        "/_sim/keys",
        &format!("{{\"project_id\":\"{}\"}}", project.id),
    )
    .await;
    let scoped = client_with_key(&text(&key, "key"));
    let error = scoped
        .projects()
        .create(&ProjectCreateParams::new(unique("nope")))
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::PermissionDenied);
    assert_eq!(error.status(), Some(403));
}

#[wasm_bindgen_test]
async fn an_unknown_connection_is_not_found() {
    let error = client()
        .auth()
        .connections()
        .retrieve("conn_does_not_exist")
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
    assert_eq!(error.status(), Some(404));
    assert_eq!(error.code(), "not_found");
    assert!(
        error.request_id().is_some(),
        "the service's request id is kept"
    );
}

#[wasm_bindgen_test]
async fn a_second_connection_for_the_profile_and_domain_is_a_conflict_with_existing_id() {
    let client = client();
    let first = connection(&client, "conflict.example.com").await;
    let params =
        AuthConnectionCreateParams::new("conflict.example.com", first.profile_name.clone());
    let error = client
        .auth()
        .connections()
        .create(&params)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Conflict);
    assert_eq!(error.status(), Some(409));
    assert_eq!(error.code(), "already_exists");
    assert_eq!(error.existing_id(), Some(first.id.as_str()));
}

#[wasm_bindgen_test]
async fn a_login_past_the_project_cap_is_a_rate_limit() {
    let client = client();
    let project = client
        .projects()
        .create(&ProjectCreateParams::new(unique("cap")))
        .await
        .unwrap();
    let cap = ProjectLimitsUpdateParams::default().max_concurrent_sessions(1);
    client
        .projects()
        .limits()
        .update(&project.id, &cap)
        .await
        .unwrap();
    let scoped = client_in(&project.id);
    let first = connection(&scoped, "cap.example.com").await;
    let second = connection(&scoped, "cap.example.com").await;
    let connections = scoped.auth().connections();
    connections
        .login(&first.id, &LoginParams::default())
        .await
        .unwrap();
    let error = connections
        .login(&second.id, &LoginParams::default())
        .max_retries(0)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::RateLimit);
    assert_eq!(error.status(), Some(429));
    assert_eq!(error.code(), "concurrency_limit_exceeded");
    connections.delete(&first.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn an_injected_500_is_an_internal_server_error() {
    let name = unique("boom");
    let path = format!("/org/projects/{name}");
    faults(&format!(
        "{{\"error_rate\":1,\"statuses\":[500],\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let result = client().projects().retrieve(&name).max_retries(0).await;
    clear_faults().await;
    let error = result.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InternalServer);
    assert_eq!(error.status(), Some(500));
    assert_eq!(error.code(), "simulated_fault");
}

#[wasm_bindgen_test]
async fn an_invalid_body_is_refused_before_sending_naming_path_and_rule() {
    let client = client();
    let created = connection(&client, "invalid.example.com").await;
    clear_requests().await;
    let params = AuthConnectionUpdateParams::default()
        .browser(ManagedAuthBrowserConfig::default().proxy(BrowserProxyConfig::default()));
    let error = client
        .auth()
        .connections()
        .update(&created.id, &params)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("browser.proxy"));
    assert!(
        error.rule().is_some_and(|r| !r.is_empty()),
        "the rule is named"
    );
    assert_eq!(error.status(), None, "no response was involved");
    let sent = requests_to("PATCH", &format!("/auth/connections/{}", created.id)).await;
    assert!(sent.is_empty(), "nothing was sent: {sent:?}");
}

#[wasm_bindgen_test]
async fn queries_breaking_their_rules_are_refused_before_sending() {
    clear_requests().await;
    let client = client();
    let connections = ListConnectionsQuery::default().limit(0);
    let error = client
        .auth()
        .connections()
        .list(&connections)
        .await
        .unwrap_err();
    assert_eq!(
        (error.kind(), error.path()),
        (ErrorKind::InvalidInput, Some("limit"))
    );
    let projects = ListProjectsQuery::default().limit(0);
    let error = client.projects().list(&projects).await.unwrap_err();
    assert_eq!(
        (error.kind(), error.path()),
        (ErrorKind::InvalidInput, Some("limit"))
    );
    let timeline = TimelineQuery::default().limit(0);
    let error = client
        .auth()
        .connections()
        .timeline("conn_x", &timeline)
        .await
        .unwrap_err();
    assert_eq!(
        (error.kind(), error.path()),
        (ErrorKind::InvalidInput, Some("limit"))
    );
    let logs = LogStreamQuery::file(String::new());
    let error = client
        .browsers()
        .logs()
        .stream("br_x", &logs)
        .await
        .err()
        .unwrap();
    assert_eq!(
        (error.kind(), error.path()),
        (ErrorKind::InvalidInput, Some("path"))
    );
    for (method, path) in [
        ("GET", "/auth/connections"),
        ("GET", "/org/projects"),
        ("GET", "/auth/connections/conn_x/timeline"),
        ("GET", "/browsers/br_x/logs/stream"),
    ] {
        assert!(
            requests_to(method, path).await.is_empty(),
            "nothing was sent to {path}"
        );
    }
}

#[wasm_bindgen_test]
async fn a_closed_port_is_a_connection_error() {
    // Port 9 (discard) has no listener on the test machine.
    let closed = Client::new(config().base_url("http://127.0.0.1:9").build().unwrap());
    let error = closed
        .projects()
        .list(&ListProjectsQuery::default())
        .max_retries(0)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Connection);
    assert_eq!(error.status(), None);
}

#[wasm_bindgen_test]
async fn a_reset_mid_body_is_a_connection_error() {
    let name = unique("reset");
    let project = client()
        .projects()
        .create(&ProjectCreateParams::new(name.clone()))
        .await
        .unwrap();
    let path = format!("/org/projects/{name}");
    faults(&format!("{{\"reset_rate\":1,\"path_prefix\":\"{path}\"}}")).await;
    let result = client().projects().retrieve(&name).max_retries(0).await;
    clear_faults().await;
    let error = result.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Connection, "{error}");
    assert_eq!(
        client().projects().retrieve(&name).await.unwrap().id,
        project.id
    );
}

#[wasm_bindgen_test]
async fn a_slow_answer_past_timeout_ms_is_a_timeout() {
    let name = unique("slow");
    let path = format!("/org/projects/{name}");
    faults(&format!(
        "{{\"latency_ms\":3000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let started = now_ms();
    let result = client()
        .projects()
        .retrieve(&name)
        .timeout_ms(200)
        .max_retries(0)
        .await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    let error = result.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Timeout);
    assert!(
        elapsed < 2500.0,
        "it gave up before the answer came: {elapsed} ms"
    );
}

#[wasm_bindgen_test]
async fn an_abort_signal_stops_a_request_in_flight() {
    let name = unique("abort");
    let path = format!("/org/projects/{name}");
    faults(&format!(
        "{{\"latency_ms\":3000,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    let controller = AbortController::new().unwrap();
    abort_after(&controller, 100);
    let started = now_ms();
    let result = client()
        .projects()
        .retrieve(&name)
        .signal(controller.signal())
        .await;
    let elapsed = now_ms() - started;
    clear_faults().await;
    let error = result.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::UserAbort);
    assert!(
        elapsed < 2500.0,
        "it stopped before the answer came: {elapsed} ms"
    );
}

#[wasm_bindgen_test]
async fn an_already_aborted_signal_sends_nothing() {
    let name = unique("aborted");
    clear_requests().await;
    let controller = AbortController::new().unwrap();
    controller.abort();
    let error = client()
        .projects()
        .retrieve(&name)
        .signal(controller.signal())
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::UserAbort);
    let sent = requests_to("GET", &format!("/org/projects/{name}")).await;
    assert!(sent.is_empty(), "nothing was sent");
}
