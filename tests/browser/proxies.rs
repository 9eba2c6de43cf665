//! Proxies over real HTTP: create, retrieve, rename, list, check, delete.

use browser_cloud_sdk::model::{
    ListProxiesQuery, ProxyCheckParams, ProxyCreateConfig, ProxyCreateParams, ProxyStatus,
    ProxyType, ProxyUpdateParams,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

#[wasm_bindgen_test]
async fn a_custom_proxy_is_created_renamed_listed_and_deleted() {
    let client = client();
    let host = format!("{}.example.com", unique("proxy"));
    let params = ProxyCreateParams::new(ProxyType::Custom)
        .name("office")
        .config(ProxyCreateConfig::default().host(host.clone()).port(8080));
    let created = client.proxies().create(&params).await.unwrap();
    assert_eq!(created.r#type, ProxyType::Custom);
    let id = created.id.clone().unwrap();
    let config = created.config.unwrap();
    assert_eq!(config.host.as_deref(), Some(host.as_str()));
    assert_eq!(config.has_password, Some(false));
    let renamed = client
        .proxies()
        .update(&id, &ProxyUpdateParams::new("office-2"))
        .await
        .unwrap();
    assert_eq!(renamed.name.as_deref(), Some("office-2"));
    let page = client
        .proxies()
        .list(&ListProxiesQuery::default().query(host))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    client.proxies().delete(&id).await.unwrap();
    let gone = client.proxies().retrieve(&id).await.unwrap_err();
    assert_eq!(gone.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn a_check_reports_the_proxy_health() {
    let client = client();
    let created = client
        .proxies()
        .create(&ProxyCreateParams::new(ProxyType::Datacenter))
        .await
        .unwrap();
    let checked = client
        .proxies()
        .check(&created.id.unwrap(), &ProxyCheckParams::default())
        .await
        .unwrap();
    assert_eq!(checked.status, Some(ProxyStatus::Available));
    assert!(checked.last_checked.is_some());
}

#[wasm_bindgen_test]
async fn a_port_out_of_range_is_refused_before_sending() {
    let params = ProxyCreateParams::new(ProxyType::Custom).config(
        ProxyCreateConfig::default()
            .host("h.example.com")
            .port(70_000),
    );
    let error = client().proxies().create(&params).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert!(error.to_string().contains("config.port"), "{error}");
}
