//! Projects over real HTTP.

use browser_cloud_sdk::core::http::ListProjectsQuery;
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, config, unique};

#[wasm_bindgen_test]
async fn lists_the_default_project() {
    let page = client().projects().list(&ListProjectsQuery::default()).await.unwrap();
    assert!(
        page.items.iter().any(|p| p.name == "Default"),
        "the organization always has the Default project"
    );
}

#[wasm_bindgen_test]
async fn a_wrong_key_is_an_authentication_error_without_the_key_in_it() {
    let client = browser_cloud_sdk::Client::new(config().api_key("sk_wrong_key").build().unwrap());
    let error = client.projects().list(&ListProjectsQuery::default()).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Authentication);
    assert_eq!(error.status(), Some(401));
    assert!(!format!("{error} {error:?}").contains("sk_wrong_key"));
}

#[wasm_bindgen_test]
async fn creates_then_retrieves_a_project_by_name() {
    let name = unique("proj");
    let params = browser_cloud_sdk::model::ProjectCreateParams::new(name.clone());
    let created = client().projects().create(&params).await.unwrap();
    assert_eq!(created.name, name);
    let by_name = client().projects().retrieve(&name).await.unwrap();
    assert_eq!(by_name.id, created.id);
}
