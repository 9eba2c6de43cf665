//! What every browser test needs: the simulator's address and key, clients,
//! and the simulator's control surface (`/_sim/...`).

use browser_cloud_sdk::{Client, ClientConfig, ClientConfigBuilder};
use js_sys::{Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Request, RequestInit, Response};

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

/// A configuration for the simulator with the org-wide key.
pub fn config() -> ClientConfigBuilder {
    ClientConfig::builder().base_url(SIM_URL).api_key(ORG_KEY)
}

/// A client of the simulator with the org-wide key.
pub fn client() -> Client {
    Client::new(config().build().expect("valid configuration"))
}

/// A name no other test uses.
pub fn unique(prefix: &str) -> String {
    let n = (js_sys::Math::random() * 1e12) as u64;
    format!("{prefix}-{n:x}")
}

/// Calls the simulator directly (no SDK): `(status, parsed JSON body or null)`.
pub async fn raw(method: &str, path: &str, body: Option<&str>, key: &str) -> (u16, JsValue) {
    let init = RequestInit::new();
    init.set_method(method);
    let headers = web_sys::Headers::new().unwrap();
    headers.append("authorization", &format!("Bearer {key}")).unwrap();
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
    let value = if text.is_empty() { JsValue::NULL } else { JSON::parse(&text).unwrap_or(JsValue::NULL) };
    (response.status(), value)
}

/// `POST /_sim/...` with the org-wide key; panics unless it succeeds.
pub async fn control(path: &str, body: &str) -> JsValue {
    let (status, value) = raw("POST", path, Some(body), ORG_KEY).await;
    assert!((200..300).contains(&status), "control {path} answered {status}");
    value
}

/// A string property of a JSON value.
pub fn text(value: &JsValue, key: &str) -> String {
    Reflect::get(value, &key.into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}
