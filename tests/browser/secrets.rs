//! Secrets over real HTTP: the API key, the JWT, the handoff code and a
//! flow's live view never appear in an error's message or in the `Debug`
//! output of a client, a configuration, a request, a response or an error.

use browser_cloud_sdk::model::{
    ExchangeParams, LoginParams, ProxyCreateConfig, ProxyCreateParams, ProxyType,
};
use browser_cloud_sdk::protocol::api::LIST_PROJECTS;
use browser_cloud_sdk::protocol::model::ListProjectsQuery;
use browser_cloud_sdk::protocol::request::{build_request, Target};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, client_with_key, config, connection, ORG_KEY, SIM_URL};

/// Fails naming the secret's kind (never its value) when `text` holds it.
fn assert_hidden(text: &str, secret: &str, what: &str) {
    assert!(!secret.is_empty(), "{what} is a real value");
    assert!(
        !text.contains(secret),
        "{what} leaked into: {}",
        text.replace(secret, "<secret>")
    );
}

#[wasm_bindgen_test]
async fn the_api_key_stays_out_of_config_request_and_error_output() {
    let key = "sk_wrong_key_for_secrets_test";
    let builder = config().api_key(key);
    assert_hidden(
        &format!("{builder:?}"),
        key,
        "the key in the builder's Debug",
    );
    let config = builder.build().unwrap();
    assert_hidden(&format!("{config:?}"), key, "the key in the config's Debug");
    let request = build_request(
        &config,
        Target::of(&LIST_PROJECTS),
        &[],
        &[("limit", "5")],
        None,
    )
    .unwrap();
    assert_eq!(
        request.header("authorization"),
        Some(format!("Bearer {key}").as_str())
    );
    assert_hidden(
        &format!("{request:?}"),
        key,
        "the key in the request's Debug",
    );
    let error = client_with_key(key)
        .projects()
        .list(&ListProjectsQuery::default())
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Authentication);
    let shown = format!("{error} {error:?} {}", error.body().unwrap_or_default());
    assert_hidden(&shown, key, "the key in a 401");
    let client = client();
    let shown = format!("{client:?}");
    assert!(
        shown.contains(SIM_URL),
        "Debug shows the configuration: {shown}"
    );
    assert_hidden(&shown, ORG_KEY, "the org key in the client's Debug");
}

#[wasm_bindgen_test]
async fn the_handoff_code_and_jwt_stay_out_of_responses_and_errors() {
    let client = client();
    let mine = connection(&client, "secrets.example.com").await;
    let other = connection(&client, "secrets.example.com").await;
    let connections = client.auth().connections();
    let login = connections
        .login(&mine.id, &LoginParams::default())
        .await
        .unwrap();
    let code = login.handoff_code.clone().expect("a handoff code");
    assert_hidden(
        &format!("{login:?}"),
        &code,
        "the code in the login response's Debug",
    );
    let live_view = login.live_view_url.clone().expect("a live view");
    assert_hidden(
        &format!("{login:?}"),
        &live_view,
        "the live view in the login response's Debug",
    );
    let during = connections.retrieve(&mine.id).await.unwrap();
    assert!(during
        .hosted_url
        .as_deref()
        .is_some_and(|url| url.contains(&code)));
    assert_eq!(during.live_view_url.as_deref(), Some(live_view.as_str()));
    let shown = format!("{during:?}");
    assert_hidden(&shown, &code, "the code in the connection's Debug");
    assert_hidden(
        &shown,
        &live_view,
        "the live view in the connection's Debug",
    );
    let params = ExchangeParams::new(code.clone());
    assert_hidden(
        &format!("{params:?}"),
        &code,
        "the code in the exchange request's Debug",
    );
    let token = connections.exchange(&mine.id, &params).await.unwrap();
    assert_hidden(
        &format!("{token:?}"),
        &token.jwt,
        "the JWT in the exchange response's Debug",
    );
    let reused = connections.exchange(&mine.id, &params).await.unwrap_err();
    assert_eq!(
        reused.kind(),
        ErrorKind::Authentication,
        "a code works once"
    );
    let shown = format!("{reused} {reused:?}");
    assert_hidden(&shown, &code, "the code in the error of a reused code");
    let page = client_with_key(&token.jwt);
    assert_hidden(
        &format!("{page:?}"),
        &token.jwt,
        "the JWT in the client's Debug",
    );
    let denied = page
        .auth()
        .connections()
        .retrieve(&other.id)
        .await
        .unwrap_err();
    assert_eq!(denied.kind(), ErrorKind::PermissionDenied);
    let shown = format!("{denied} {denied:?}");
    assert_hidden(&shown, &token.jwt, "the JWT in a 403");
    connections.delete(&mine.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_proxy_password_stays_out_of_debug_errors_and_answers() {
    let password = "proxy-password-canary";
    let params = ProxyCreateParams::new(ProxyType::Custom).config(
        ProxyCreateConfig::default()
            .host("canary.example.com")
            .username("alice")
            .password(password),
    );
    assert_hidden(
        &format!("{params:?}"),
        password,
        "the password in the params' Debug",
    );
    let error = client().proxies().create(&params).await.unwrap_err();
    assert_eq!(error.status(), Some(400), "a custom proxy needs a port");
    let shown = format!("{error} {error:?} {}", error.body().unwrap_or_default());
    assert_hidden(&shown, password, "the password in a 400");
    let created = client()
        .proxies()
        .create(
            &params.clone().config(
                ProxyCreateConfig::default()
                    .host("canary.example.com")
                    .port(3128)
                    .password(password),
            ),
        )
        .await
        .unwrap();
    assert_hidden(
        &format!("{created:?}"),
        password,
        "the password in the answer",
    );
    assert_eq!(created.config.unwrap().has_password, Some(true));
}

#[wasm_bindgen_test]
async fn credential_values_totp_codes_and_provider_tokens_stay_out_of_debug_and_errors() {
    use browser_cloud_sdk::model::{
        CredentialCreateParams, CredentialProviderCreateParams, CredentialProviderType,
    };
    let value = "canary-password-7c1";
    let secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    let make = |name: &str| {
        let values = [("password".to_string(), value.to_string())].into();
        CredentialCreateParams::new("canary.example.com", name, values).totp_secret(secret)
    };
    let params = make("");
    let shown = format!("{params:?}");
    assert_hidden(&shown, value, "a credential value in the params' Debug");
    assert_hidden(&shown, secret, "the TOTP secret in the params' Debug");
    let error = client().credentials().create(&params).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput, "an empty name");
    let shown = format!("{error} {error:?}");
    assert_hidden(&shown, value, "a credential value in an error");
    assert_hidden(&shown, secret, "the TOTP secret in an error");
    let name = super::common::unique("canary");
    let client = client();
    let credentials = client.credentials();
    let created = credentials.create(&make(&name)).await.unwrap();
    let code = created
        .totp_code
        .clone()
        .expect("the code of a secret just set");
    assert_hidden(
        &format!("{created:?}"),
        &code,
        "the TOTP code in the credential's Debug",
    );
    let current = credentials.totp_code(&name).await.unwrap();
    assert_hidden(
        &format!("{current:?}"),
        &current.code,
        "the TOTP code in its Debug",
    );
    let token = "ops_canary_token_4f2";
    let provider =
        CredentialProviderCreateParams::new(token, "", CredentialProviderType::Onepassword);
    assert_hidden(
        &format!("{provider:?}"),
        token,
        "the provider token in Debug",
    );
    let error = client
        .credential_providers()
        .create(&provider)
        .await
        .unwrap_err();
    assert_hidden(
        &format!("{error} {error:?}"),
        token,
        "the provider token in an error",
    );
}

#[wasm_bindgen_test]
async fn a_new_api_keys_plaintext_stays_out_of_debug_and_errors() {
    use browser_cloud_sdk::model::{
        APIKeyCreateParams, APIKeyRotateParams, DeploymentSource, DeploymentSourceAuth,
        RetrieveAPIKeyQuery,
    };
    let client = client();
    let created = client
        .api_keys()
        .create(&APIKeyCreateParams::new("secrets-canary"))
        .await
        .unwrap();
    let key = created.key.clone();
    assert!(key.starts_with("sk_"));
    assert_hidden(&format!("{created:?}"), &key, "a created key's Debug");
    let rotated = client
        .api_keys()
        .rotate(&created.id, &APIKeyRotateParams::default())
        .await
        .unwrap();
    assert_hidden(
        &format!("{rotated:?}"),
        &rotated.key,
        "a rotated key's Debug",
    );
    let refused = client_with_key(&key)
        .api_keys()
        .retrieve(&rotated.id, &RetrieveAPIKeyQuery::default())
        .await
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::Authentication);
    let shown = format!(
        "{refused} {refused:?} {}",
        refused.body().unwrap_or_default()
    );
    assert_hidden(&shown, &key, "a rotated-out key in its 401");
    client.api_keys().delete(&rotated.id).await.unwrap();
    let token = "ghp_canary_token_for_secrets_test";
    let source = DeploymentSource::new("src/app.ts", "main", "github", "https://github.com/a/b")
        .auth(DeploymentSourceAuth::new(token, "github_token"));
    assert_hidden(&format!("{source:?}"), token, "a repository token in Debug");
}
