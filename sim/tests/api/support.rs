//! Starts a simulator in-process on a free port and talks to it.

use browser_cloud_sim::{bind, serve, Config};
use reqwest::{Method, RequestBuilder, Response};
use serde_json::Value;

/// The org-wide key every test simulator accepts.
pub const ORG_KEY: &str = "sk_test_org";

/// A running simulator and a client for it.
pub struct Sim {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The HTTP client.
    pub http: reqwest::Client,
}

impl Sim {
    /// Starts a simulator on the test's runtime.
    pub async fn start() -> Sim {
        let config = Config {
            port: 0,
            api_keys: vec![ORG_KEY.to_string()],
            seed: 7,
        };
        let (listener, addr) = bind(&config).await.expect("bind");
        tokio::spawn(serve(listener, config));
        Sim {
            base: format!("http://{addr}"),
            http: reqwest::Client::new(),
        }
    }

    /// A request to `path` with no credentials.
    pub fn anon(&self, method: Method, path: &str) -> RequestBuilder {
        self.http.request(method, format!("{}{path}", self.base))
    }

    /// A request to `path` with `token` as bearer.
    pub fn with(&self, token: &str, method: Method, path: &str) -> RequestBuilder {
        self.anon(method, path).bearer_auth(token)
    }

    /// A request to `path` with the org-wide key.
    pub fn org(&self, method: Method, path: &str) -> RequestBuilder {
        self.with(ORG_KEY, method, path)
    }

    /// GET with the org key, asserting 200, returning the JSON body.
    pub async fn get_json(&self, path: &str) -> Value {
        json_ok(self.org(Method::GET, path).send().await.expect("send")).await
    }

    /// POST `body` with the org key, asserting 2xx, returning the JSON body.
    pub async fn post_json(&self, path: &str, body: Value) -> Value {
        json_ok(
            self.org(Method::POST, path)
                .json(&body)
                .send()
                .await
                .expect("send"),
        )
        .await
    }
}

/// Asserts a 2xx status and returns the JSON body.
pub async fn json_ok(response: Response) -> Value {
    let status = response.status();
    let text = response.text().await.expect("body");
    assert!(status.is_success(), "status {status}: {text}");
    serde_json::from_str(&text).expect("json body")
}

/// Asserts `status` and an error record with `code`; returns the record.
pub async fn expect_error(response: Response, status: u16, code: &str) -> Value {
    assert_eq!(response.status().as_u16(), status, "status");
    let body: Value = response.json().await.expect("error body is JSON");
    assert_eq!(body["code"], code, "error code in {body}");
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "message in {body}"
    );
    body
}
