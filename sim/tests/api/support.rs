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

impl Sim {
    /// PATCH `body` with the org key, asserting 2xx.
    pub async fn patch_json(&self, path: &str, body: Value) -> Value {
        json_ok(
            self.org(Method::PATCH, path)
                .json(&body)
                .send()
                .await
                .expect("send"),
        )
        .await
    }

    /// The Default project's id.
    pub async fn default_project(&self) -> String {
        let list = self.get_json("/org/projects?name=Default").await;
        list[0]["id"].as_str().expect("default id").to_string()
    }

    /// Creates a project, returning its id.
    pub async fn create_project(&self, name: &str) -> String {
        let p = self
            .post_json("/org/projects", serde_json::json!({"name": name}))
            .await;
        p["id"].as_str().expect("project id").to_string()
    }

    /// Issues a key bound to `project_id`.
    pub async fn project_key(&self, project_id: &str) -> String {
        let k = self
            .post_json("/_sim/keys", serde_json::json!({"project_id": project_id}))
            .await;
        k["key"].as_str().expect("key").to_string()
    }

    /// Advances the simulated clock.
    pub async fn advance(&self, seconds: u64) {
        self.post_json(
            "/_sim/clock",
            serde_json::json!({"advance_seconds": seconds}),
        )
        .await;
    }

    /// Creates an auth connection in the default project, returning its record.
    pub async fn connection(&self, domain: &str, extra: Value) -> Value {
        let mut body = serde_json::json!({"domain": domain, "profile_name": "ada"});
        if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
            b.extend(e.clone());
        }
        self.post_json("/auth/connections", body).await
    }

    /// Polls the connection until `field` equals `value` (2 s at most).
    pub async fn wait_for(&self, id: &str, field: &str, value: &str) -> Value {
        for _ in 0..100 {
            let c = self.get_json(&format!("/auth/connections/{id}")).await;
            if c[field] == value {
                return c;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        panic!("{field} never became {value}");
    }

    /// Logs in with `password` (and walks nothing further); returns the login response.
    pub async fn login(&self, id: &str) -> Value {
        self.post_json(
            &format!("/auth/connections/{id}/login"),
            serde_json::json!({}),
        )
        .await
    }

    /// Submits a body with the org key, returning the response.
    pub async fn submit(&self, id: &str, body: Value) -> Response {
        self.org(Method::POST, &format!("/auth/connections/{id}/submit"))
            .json(&body)
            .send()
            .await
            .expect("send")
    }

    /// Logs in to a plain site with the correct password and waits for SUCCESS.
    pub async fn log_in(&self, id: &str) -> Value {
        self.login(id).await;
        self.wait_for(id, "flow_step", "AWAITING_INPUT").await;
        let r = self
            .submit(id, serde_json::json!({"fields": {"identifier": "ada@example.com", "password": "correct-password"}}))
            .await;
        json_ok(r).await;
        self.wait_for(id, "flow_status", "SUCCESS").await
    }
}
