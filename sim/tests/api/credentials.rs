//! Credentials: values write-only, merged and removed by name; the TOTP
//! code of a stored secret.

use reqwest::Method;
use serde_json::json;

use super::support::{expect_error, Sim};

/// The RFC 6238 test secret, "12345678901234567890", in base32.
const RFC_SECRET: &str = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

#[tokio::test]
async fn values_are_never_answered_and_merge_by_name() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/credentials",
            json!({"domain": "example.com", "name": "login",
                   "values": {"username": "u@example.com", "password": "canary-pw"}}),
        )
        .await;
    assert!(!created.to_string().contains("canary-pw"));
    assert_eq!(created["value_keys"], json!(["password", "username"]));
    assert_eq!(created["has_totp_secret"], false);
    let updated = sim
        .patch_json(
            "/credentials/login",
            json!({"values": {"email": "e@example.com"}, "remove_value_keys": ["username"]}),
        )
        .await;
    assert_eq!(updated["value_keys"], json!(["email", "password"]));
    let listed = sim.get_json("/credentials?domain=example.com").await;
    assert_eq!(listed[0]["name"], "login");
    assert!(
        listed[0].get("value_keys").is_none(),
        "lists carry no value keys"
    );
    let deleted = sim
        .org(Method::DELETE, "/credentials/login")
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 204);
    let gone = sim
        .org(Method::GET, "/credentials/login")
        .send()
        .await
        .unwrap();
    expect_error(gone, 404, "not_found").await;
}

#[tokio::test]
async fn the_totp_code_is_six_digits_that_change_with_the_step() {
    let sim = Sim::start().await;
    let created = sim
        .post_json(
            "/credentials",
            json!({"domain": "example.com", "name": "mfa", "values": {},
                   "totp_secret": RFC_SECRET}),
        )
        .await;
    assert_eq!(created["has_totp_secret"], true);
    let first = sim.get_json("/credentials/mfa/totp-code").await;
    let code = first["code"].as_str().unwrap();
    assert!(
        code.len() == 6 && code.chars().all(|c| c.is_ascii_digit()),
        "{code}"
    );
    assert!(first["expires_at"].as_str().unwrap() > created["created_at"].as_str().unwrap());
    sim.post_json("/_sim/clock", json!({"advance_seconds": 30}))
        .await;
    let next = sim.get_json("/credentials/mfa/totp-code").await;
    assert_ne!(next["expires_at"], first["expires_at"]);
    let cleared = sim
        .patch_json("/credentials/mfa", json!({"totp_secret": ""}))
        .await;
    assert_eq!(cleared["has_totp_secret"], false);
    let none = sim
        .org(Method::GET, "/credentials/mfa/totp-code")
        .send()
        .await
        .unwrap();
    expect_error(none, 400, "no_totp_secret").await;
}

#[tokio::test]
async fn a_secret_that_is_not_base32_is_refused_without_echoing_it() {
    let sim = Sim::start().await;
    let refused = sim
        .org(Method::POST, "/credentials")
        .json(
            &json!({"domain": "example.com", "name": "bad", "values": {},
                      "totp_secret": "secret-canary-1!"}),
        )
        .send()
        .await
        .unwrap();
    let error = expect_error(refused, 400, "bad_request").await;
    assert!(error.to_string().contains("totp_secret"));
    assert!(!error.to_string().contains("secret-canary-1"));
}
