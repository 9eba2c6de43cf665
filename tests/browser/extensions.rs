//! Extensions over real HTTP: a Chrome Web Store package, uploaded, read,
//! listed, downloaded and deleted.

use browser_cloud_sdk::model::{
    ExtensionDownloadFromChromeStoreQuery, ExtensionOs, ExtensionUploadParams, ListExtensionsQuery,
    Upload,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

const STORE_URL: &str =
    "https://chromewebstore.google.com/detail/ublock/cjpalhdlnbpafiamejdnhcphjbkeiagm";

#[wasm_bindgen_test]
async fn a_store_package_is_kept_read_downloaded_and_deleted() {
    let client = client();
    let package = client
        .extensions()
        .download_from_chrome_store(
            &ExtensionDownloadFromChromeStoreQuery::new(STORE_URL).os(ExtensionOs::Linux),
        )
        .await
        .unwrap();
    assert_eq!(&package[..4], b"PK\x03\x04", "a zip archive");
    let name = unique("ext");
    let created = client
        .extensions()
        .upload(&ExtensionUploadParams::new(Upload::from_bytes(package.clone())).name(name.clone()))
        .await
        .unwrap();
    assert_eq!(created.size_bytes, package.len() as u32);
    let read = client.extensions().get(&name).await.unwrap();
    assert_eq!(read.id, created.id);
    let page = client
        .extensions()
        .list(&ListExtensionsQuery::default().name(name.clone()))
        .await
        .unwrap();
    assert_eq!(page.items[0].id, created.id);
    let downloaded = client.extensions().download(&created.id).await.unwrap();
    assert_eq!(downloaded, package);
    client.extensions().delete(&name).await.unwrap();
    let gone = client.extensions().get(&created.id).await.unwrap_err();
    assert_eq!(gone.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn an_archive_without_a_manifest_is_refused_naming_the_file() {
    let error = client()
        .extensions()
        .upload(&ExtensionUploadParams::new(Upload::from_bytes(
            b"not a zip".to_vec(),
        )))
        .await
        .unwrap_err();
    assert_eq!(error.status(), Some(400));
    assert!(error.to_string().contains("file"), "{error}");
}
