//! Credentials over real HTTP: values write-only, merged by name; the
//! current TOTP code of a stored secret.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{CredentialCreateParams, CredentialUpdateParams};
use browser_cloud_sdk::protocol::model::ListCredentialsQuery;
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

/// The RFC 6238 test secret, "12345678901234567890", in base32.
pub const RFC_SECRET: &str = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[wasm_bindgen_test]
async fn stores_updates_lists_and_deletes_a_credential() {
    let client = client();
    let credentials = client.credentials();
    let name = unique("login");
    let created = credentials
        .create(&CredentialCreateParams::new(
            "shop.example.com",
            name.clone(),
            values(&[("username", "u@example.com"), ("password", "pw")]),
        ))
        .await
        .unwrap();
    assert_eq!(
        created.value_keys,
        Some(vec!["password".into(), "username".into()])
    );
    assert_eq!(created.has_totp_secret, Some(false));
    let updated = credentials
        .update(
            &name,
            &CredentialUpdateParams::default()
                .values(values(&[("email", "e@example.com")]))
                .remove_value_keys(vec!["username".into()]),
        )
        .await
        .unwrap();
    assert_eq!(
        updated.value_keys,
        Some(vec!["email".into(), "password".into()])
    );
    let page = credentials
        .list(&ListCredentialsQuery::default().query(name.clone()))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].id, created.id);
    credentials.delete(&created.id).await.unwrap();
    let error = credentials.retrieve(&name).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn answers_a_six_digit_totp_code() {
    let client = client();
    let credentials = client.credentials();
    let name = unique("mfa");
    let created = credentials
        .create(
            &CredentialCreateParams::new("mfa.example.com", name.clone(), BTreeMap::new())
                .totp_secret(RFC_SECRET),
        )
        .await
        .unwrap();
    assert_eq!(created.has_totp_secret, Some(true));
    assert!(created.totp_code.is_some(), "the code of a secret just set");
    let code = credentials.totp_code(&name).await.unwrap();
    assert_eq!(code.code.len(), 6);
    assert!(code.code.chars().all(|c| c.is_ascii_digit()));
    assert!(code.expires_at > created.created_at);
}
