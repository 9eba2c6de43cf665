//! Credential providers over real HTTP: create, test, list items, update,
//! list and delete.

use browser_cloud_sdk::model::{
    CredentialProviderCreateParams, CredentialProviderType, CredentialProviderUpdateParams,
};
use browser_cloud_sdk::protocol::model::ListCredentialProvidersQuery;
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

#[wasm_bindgen_test]
async fn adds_tests_and_removes_a_provider() {
    let client = client();
    let providers = client.credential_providers();
    let name = unique("vault");
    let created = providers
        .create(&CredentialProviderCreateParams::new(
            "ops_token",
            name.clone(),
            CredentialProviderType::Onepassword,
        ))
        .await
        .unwrap();
    assert!(created.enabled);
    let tested = providers.test(&created.id).await.unwrap();
    assert!(tested.success);
    assert!(!tested.vaults.is_empty());
    let items = providers.list_items(&created.id).await.unwrap();
    let items = items.items.unwrap_or_default();
    assert!(items.iter().any(|i| i.path == "Team/GitHub"), "{items:?}");
    let updated = providers
        .update(
            &created.id,
            &CredentialProviderUpdateParams::default()
                .enabled(false)
                .priority(4),
        )
        .await
        .unwrap();
    assert!(!updated.enabled);
    assert_eq!(updated.priority, 4);
    let page = providers
        .list(&ListCredentialProvidersQuery::default().query(name))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    providers.delete(&created.id).await.unwrap();
    let error = providers.retrieve(&created.id).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound);
}
