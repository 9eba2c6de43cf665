//! What every browser test needs: the simulator's address and key, clients,
//! and the simulator's control surface (`/_sim/...`).

use std::pin::Pin;

use browser_cloud_sdk::model::{
    AuthConnection, AuthConnectionCreateParams, FlowStatus, FlowStep, LoginParams, SubmitParams,
};
use browser_cloud_sdk::{Client, ClientConfig, ClientConfigBuilder};
use futures_core::Stream;
use js_sys::{Array, Function, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortController, Request, RequestInit, Response};

/// The simulator started by the test command.
pub const SIM_URL: &str = match option_env!("SIM_URL") {
    Some(url) => url,
    None => "http://127.0.0.1:8787",
};

/// Its org-wide API key.
pub const ORG_KEY: &str = match option_env!("SIM_API_KEY") {
    Some(key) => key,
    None => "sk_test_org",
};

/// The password the simulated site accepts.
pub const PASSWORD: &str = "correct-password";

/// The one-time code the simulated site accepts.
pub const MFA_CODE: &str = "123456";

/// A configuration for the simulator with the org-wide key.
pub fn config() -> ClientConfigBuilder {
    ClientConfig::builder().base_url(SIM_URL).api_key(ORG_KEY)
}

/// A client of the simulator with the org-wide key.
pub fn client() -> Client {
    Client::new(config().build().expect("valid configuration"))
}

/// A client of the simulator with the org-wide key, scoped to `project_id`.
pub fn client_in(project_id: &str) -> Client {
    Client::new(
        config()
            .project_id(project_id)
            .build()
            .expect("valid configuration"),
    )
}

/// A client of the simulator that sends `key` as its bearer token.
pub fn client_with_key(key: &str) -> Client {
    Client::new(config().api_key(key).build().expect("valid configuration"))
}

/// A name no other test uses.
pub fn unique(prefix: &str) -> String {
    let n = (js_sys::Math::random() * 1e12) as u64;
    format!("{prefix}-{n:x}")
}

/// Resolves after `ms` milliseconds, on the page's `setTimeout`.
pub async fn sleep(ms: u32) {
    let timer = js_sys::Promise::new(&mut |resolve, _reject| {
        let set_timeout: Function = Reflect::get(&js_sys::global(), &"setTimeout".into())
            .expect("the page has setTimeout")
            .unchecked_into();
        set_timeout
            .call2(&JsValue::NULL, &resolve, &JsValue::from(ms))
            .expect("setTimeout accepts a function");
    });
    JsFuture::from(timer).await.expect("a timer never rejects");
}

/// The next item of a stream, `None` at its end.
pub async fn next<S: Stream + Unpin>(stream: &mut S) -> Option<S::Item> {
    std::future::poll_fn(|cx| Pin::new(&mut *stream).poll_next(cx)).await
}

/// Aborts `controller` after `ms` milliseconds, from a browser timer.
pub fn abort_after(controller: &AbortController, ms: i32) {
    let abort: Function = Reflect::get(controller, &"abort".into())
        .unwrap()
        .unchecked_into();
    web_sys::window()
        .unwrap()
        .set_timeout_with_callback_and_timeout_and_arguments_0(&abort.bind0(controller), ms)
        .unwrap();
}

/// Milliseconds since the epoch, from the browser's clock.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Calls the simulator directly (no SDK): `(status, parsed JSON body or null)`.
pub async fn raw(method: &str, path: &str, body: Option<&str>, key: &str) -> (u16, JsValue) {
    let init = RequestInit::new();
    init.set_method(method);
    let headers = web_sys::Headers::new().unwrap();
    headers
        .append("authorization", &format!("Bearer {key}"))
        .unwrap();
    if let Some(body) = body {
        headers.append("content-type", "application/json").unwrap();
        init.set_body(&JsValue::from_str(body));
    }
    init.set_headers(&headers);
    let request = Request::new_with_str_and_init(&format!("{SIM_URL}{path}"), &init).unwrap();
    let window = web_sys::window().unwrap();
    let response: Response = JsFuture::from(window.fetch_with_request(&request))
        .await
        .unwrap()
        .unchecked_into();
    let text = JsFuture::from(response.text().unwrap()).await.unwrap();
    let text = text.as_string().unwrap_or_default();
    let value = if text.is_empty() {
        JsValue::NULL
    } else {
        JSON::parse(&text).unwrap_or(JsValue::NULL)
    };
    (response.status(), value)
}

/// `POST /_sim/...` with the org-wide key; panics unless it succeeds.
pub async fn control(path: &str, body: &str) -> JsValue {
    let (status, value) = raw("POST", path, Some(body), ORG_KEY).await;
    assert!(
        (200..300).contains(&status),
        "control {path} answered {status}"
    );
    value
}

/// A string property of a JSON value.
pub fn text(value: &JsValue, key: &str) -> String {
    Reflect::get(value, &key.into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Sets the simulator's faults (`POST /_sim/faults`). Every test scopes its
/// faults with a `path_prefix` that only it uses, and clears them after.
pub async fn faults(settings: &str) {
    control("/_sim/faults", settings).await;
}

/// Turns every fault off.
pub async fn clear_faults() {
    control("/_sim/faults", "{}").await;
}

/// Empties the simulator's request log (`DELETE /_sim/requests`), so a
/// test counts only its own requests (the log keeps the last 1000).
pub async fn clear_requests() {
    let (status, _) = raw("DELETE", "/_sim/requests", None, ORG_KEY).await;
    assert_eq!(status, 204, "the request log was cleared");
}

/// The requests the simulator received for exactly `path` with `method`
/// (from `GET /_sim/requests`), as their query strings.
pub async fn requests_to(method: &str, path: &str) -> Vec<String> {
    let (status, log) = raw("GET", "/_sim/requests", None, ORG_KEY).await;
    assert_eq!(status, 200, "the request log is readable");
    let log: Array = log.unchecked_into();
    log.iter()
        .filter(|entry| text(entry, "method") == method && text(entry, "path") == path)
        .map(|entry| text(&entry, "query"))
        .collect()
}

/// Creates a connection to `domain` for a fresh profile.
pub async fn connection(client: &Client, domain: &str) -> AuthConnection {
    let params = AuthConnectionCreateParams::new(domain, unique("profile"));
    client.auth().connections().create(&params).await.unwrap()
}

/// A new connection for `domain` whose login flow is waiting for the
/// credentials: created, logged in, and read until it asks for input.
pub async fn login_awaiting_input(client: &Client, domain: &str) -> AuthConnection {
    let created = connection(client, domain).await;
    client
        .auth()
        .connections()
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    poll_until(client, &created.id, awaiting_input).await
}

/// Reads the connection every 25 ms until `done` holds (at most ~10 s).
pub async fn poll_until(
    client: &Client,
    id: &str,
    done: impl Fn(&AuthConnection) -> bool,
) -> AuthConnection {
    for _ in 0..400 {
        let connection = client.auth().connections().retrieve(id).await.unwrap();
        if done(&connection) {
            return connection;
        }
        sleep(25).await;
    }
    panic!("connection {id} never reached the awaited state");
}

/// Whether the flow waits for input.
pub fn awaiting_input(connection: &AuthConnection) -> bool {
    connection.flow_step == Some(FlowStep::AwaitingInput)
}

/// Whether the flow has ended.
pub fn flow_ended(connection: &AuthConnection) -> bool {
    connection
        .flow_status
        .as_ref()
        .is_some_and(|status| *status != FlowStatus::InProgress)
}

/// Identifier and the correct password, by canonical field id.
pub fn credentials() -> SubmitParams {
    SubmitParams::default().fields(
        [("identifier", "user@example.com"), ("password", PASSWORD)]
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect(),
    )
}
