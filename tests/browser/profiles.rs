//! Profiles over real HTTP: create, retrieve by id and by name, rename,
//! list, download in both formats, delete.

use browser_cloud_sdk::model::{
    ListProfilesQuery, ProfileCreateParams, ProfileDownloadQuery, ProfileFormat,
    ProfileUpdateParams,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, unique};

#[wasm_bindgen_test]
async fn a_profile_is_found_by_id_and_name_renamed_and_deleted() {
    let client = client();
    let name = unique("profile");
    let created = client
        .profiles()
        .create(&ProfileCreateParams::default().name(name.clone()))
        .await
        .unwrap();
    assert_eq!(created.name.as_deref(), Some(name.as_str()));
    let by_name = client.profiles().retrieve(&name).await.unwrap();
    assert_eq!(by_name.id, created.id);
    let renamed = unique("renamed");
    let updated = client
        .profiles()
        .update(&created.id, &ProfileUpdateParams::new(renamed.clone()))
        .await
        .unwrap();
    assert_eq!(updated.name.as_deref(), Some(renamed.as_str()));
    let page = client
        .profiles()
        .list(&ListProfilesQuery::default().name(renamed.clone()))
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].id, created.id);
    client.profiles().delete(&renamed).await.unwrap();
    let gone = client.profiles().retrieve(&created.id).await.unwrap_err();
    assert_eq!(gone.kind(), ErrorKind::NotFound);
}

#[wasm_bindgen_test]
async fn a_download_is_the_stored_archive_or_the_plain_tar() {
    let client = client();
    let created = client
        .profiles()
        .create(&ProfileCreateParams::default())
        .await
        .unwrap();
    let tar = client
        .profiles()
        .download(
            &created.id,
            &ProfileDownloadQuery::default().format(ProfileFormat::Tar),
        )
        .await
        .unwrap();
    assert_eq!(&tar[257..262], b"ustar", "a ustar archive");
    let stored = client
        .profiles()
        .download(&created.id, &ProfileDownloadQuery::default())
        .await
        .unwrap();
    assert_eq!(&stored[..4], &[0x28, 0xB5, 0x2F, 0xFD], "a zstd frame");
}

#[wasm_bindgen_test]
async fn an_empty_new_name_is_refused_before_sending() {
    let error = client()
        .profiles()
        .update("anything", &ProfileUpdateParams::new(""))
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert!(error.to_string().contains("name"), "{error}");
}
