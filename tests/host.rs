//! The client in a host build (not wasm32: the server side of Leptos or
//! Dioxus): it compiles and can be made, and every call fails at once with
//! `ErrorKind::UnsupportedPlatform`. Nothing is sent, nothing panics, and no
//! call waits: each future is ready on its first poll, with no executor.
#![cfg(not(target_arch = "wasm32"))]

use std::future::{Future, IntoFuture};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use browser_cloud_sdk::model::{
    AuthConnectionCreateParams, AuthConnectionUpdateParams, ExchangeParams, LoginParams,
    OrgLimitsUpdateParams, ProjectCreateParams, ProjectLimitsUpdateParams, ProjectUpdateParams,
    SubmitParams,
};
use browser_cloud_sdk::protocol::http::{
    ListConnectionsQuery, ListProjectsQuery, LogSource, LogStreamQuery, TimelineQuery, API_METHODS,
    CODE_UNSUPPORTED_PLATFORM,
};
use browser_cloud_sdk::{
    Client, ClientConfig, Error, ErrorKind, ManagedAuthSession, RequestOptions, StreamMode,
    WaitOptions,
};

/// The output of `future`, which must be ready on its first poll.
fn now<F: IntoFuture>(future: F) -> F::Output {
    let mut future = pin!(future.into_future());
    match future
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(output) => output,
        Poll::Pending => panic!("off wasm32 a call must fail at once, not wait"),
    }
}

/// The error of a call that must fail.
fn failed<T>(result: Result<T, Error>) -> Error {
    match result {
        Ok(_) => panic!("off wasm32 a call must fail"),
        Err(error) => error,
    }
}

fn assert_unsupported(error: &Error, call: &str) {
    assert_eq!(
        error.kind(),
        ErrorKind::UnsupportedPlatform,
        "{call}: {error}"
    );
    assert_eq!(error.code(), CODE_UNSUPPORTED_PLATFORM, "{call}");
    assert_eq!(error.code(), "unsupported_platform", "{call}");
    assert_eq!(error.class_name(), "UnsupportedPlatformError", "{call}");
    assert_eq!(error.status(), None, "{call}");
    assert!(error.message().contains("wasm32"), "{call}: {error}");
    assert!(error.message().contains("server build"), "{call}: {error}");
}

fn client(mode: StreamMode) -> Client {
    let config = ClientConfig::builder().base_url("https://api.example.com");
    let config = if mode == StreamMode::EventSource {
        config.stream_mode(mode)
    } else {
        config.api_key("sk_test_key").project_id("proj_1")
    };
    Client::new(config.build().expect("a valid configuration"))
}

/// Every method of the API, each awaited once: (its Rust call as
/// `API_METHODS` names it, the error it failed with).
fn every_call(client: &Client) -> Vec<(&'static str, Error)> {
    let connections = client.auth().connections();
    let projects = client.projects();
    let create = AuthConnectionCreateParams::new("example.com", "alice");
    let logs = LogStreamQuery::new(LogSource::Path("/var/log/app.log".into())).follow(true);
    vec![
        (
            "auth().connections().create",
            failed(now(connections.create(&create))),
        ),
        (
            "auth().connections().get_or_create",
            failed(now(connections.get_or_create(&create))),
        ),
        (
            "auth().connections().retrieve",
            failed(now(connections.retrieve("ac_1"))),
        ),
        (
            "auth().connections().update",
            failed(now(
                connections.update("ac_1", &AuthConnectionUpdateParams::default())
            )),
        ),
        (
            "auth().connections().list",
            failed(now(connections.list(&ListConnectionsQuery::default()))),
        ),
        (
            "auth().connections().delete",
            failed(now(connections.delete("ac_1"))),
        ),
        (
            "auth().connections().login",
            failed(now(connections.login("ac_1", &LoginParams::default()))),
        ),
        (
            "auth().connections().submit",
            failed(now(connections.submit("ac_1", &SubmitParams::default()))),
        ),
        (
            "auth().connections().follow",
            failed(now(connections.follow("ac_1"))),
        ),
        (
            "auth().connections().timeline",
            failed(now(connections.timeline("ac_1", &TimelineQuery::default()))),
        ),
        (
            "auth().connections().exchange",
            failed(now(
                connections.exchange("ac_1", &ExchangeParams::new("hs_1"))
            )),
        ),
        (
            "auth().connections().wait_for_login",
            failed(now(
                connections.wait_for_login("ac_1", &WaitOptions::default())
            )),
        ),
        (
            "projects().create",
            failed(now(projects.create(&ProjectCreateParams::new("web")))),
        ),
        ("projects().retrieve", failed(now(projects.retrieve("web")))),
        (
            "projects().update",
            failed(now(
                projects.update("proj_1", &ProjectUpdateParams::default())
            )),
        ),
        (
            "projects().list",
            failed(now(projects.list(&ListProjectsQuery::default()))),
        ),
        ("projects().delete", failed(now(projects.delete("proj_1")))),
        (
            "projects().limits().retrieve",
            failed(now(projects.limits().retrieve("proj_1"))),
        ),
        (
            "projects().limits().update",
            failed(now(projects
                .limits()
                .update("proj_1", &ProjectLimitsUpdateParams::default()))),
        ),
        (
            "organization().limits().retrieve",
            failed(now(client.organization().limits().retrieve())),
        ),
        (
            "organization().limits().update",
            failed(now(client
                .organization()
                .limits()
                .update(&OrgLimitsUpdateParams::default()))),
        ),
        (
            "browsers().logs().stream",
            failed(now(client.browsers().logs().stream("br_1", &logs))),
        ),
    ]
}

#[test]
fn a_host_client_fails_every_call_with_unsupported_platform_and_never_panics() {
    for mode in [StreamMode::Fetch, StreamMode::EventSource] {
        let calls = catch_unwind(AssertUnwindSafe(|| every_call(&client(mode))))
            .unwrap_or_else(|_| panic!("a call panicked off wasm32 ({mode:?})"));
        for (call, error) in &calls {
            assert_unsupported(error, &format!("{call} ({mode:?})"));
        }
        // Every method of the API is here: a new one needs its line in `every_call`.
        let mut called: Vec<&str> = calls.iter().map(|(call, _)| *call).collect();
        let mut methods: Vec<&str> = API_METHODS.iter().map(|m| m.rust_call).collect();
        called.sort_unstable();
        methods.sort_unstable();
        assert_eq!(called, methods);
    }
}

#[test]
fn per_request_options_change_nothing_off_wasm() {
    let client = client(StreamMode::Fetch);
    let pending = client
        .auth()
        .connections()
        .retrieve("ac_1")
        .timeout_ms(5_000)
        .max_retries(5)
        .idle_timeout_ms(1_000)
        .max_reconnects(3)
        .options(RequestOptions::default().max_retries(10));
    assert_unsupported(&failed(now(pending)), "retrieve with options");
}

#[test]
fn the_error_says_why_and_what_to_do() {
    let error = failed(now(client(StreamMode::Fetch).projects().retrieve("web")));
    assert_eq!(
        error.to_string(),
        format!("unsupported_platform: {}", error.message())
    );
    assert!(error.message().contains("only from a browser"), "{error}");
    assert!(error.message().contains("Leptos or Dioxus"), "{error}");
}

#[test]
fn a_managed_auth_session_cannot_be_opened_off_wasm() {
    let config = || ClientConfig::builder().base_url("https://api.example.com");
    let hosted_url = "https://app.example.com/hosted/ac_1?code=hs_abc";
    let error = failed(now(ManagedAuthSession::from_hosted_url(
        hosted_url,
        config(),
    )));
    assert_unsupported(&error, "ManagedAuthSession::from_hosted_url");
    // What is checked before anything would be sent is checked as on wasm32.
    let error = failed(now(ManagedAuthSession::from_hosted_url(
        "not a url",
        config(),
    )));
    assert_eq!(error.kind(), ErrorKind::InvalidInput, "{error}");
    assert_eq!(error.path(), Some("hosted_url"));
}

#[test]
fn a_query_that_breaks_its_rules_is_still_refused_first() {
    let client = client(StreamMode::Fetch);
    let query = ListProjectsQuery::default().limit(0);
    let error = failed(now(client.projects().list(&query)));
    assert_eq!(error.kind(), ErrorKind::InvalidInput, "{error}");
    assert_eq!(error.path(), Some("limit"));
}

#[test]
fn a_client_is_debug_and_clone_with_its_key_hidden() {
    let client = client(StreamMode::Fetch);
    let shown = format!("{:?}", client.clone());
    assert!(shown.contains("api.example.com"), "{shown}");
    assert!(!shown.contains("sk_test_key"), "{shown}");
    assert_eq!(client.config().project_id(), Some("proj_1"));
}
