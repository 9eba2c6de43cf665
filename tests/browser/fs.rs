//! A browser session's files over real HTTP: an upload (a multipart body,
//! from bytes and from a `Blob`) read back byte for byte; a missing file is
//! not found; a bad upload is refused before it is sent.

use browser_cloud_sdk::model::{
    BrowserCreateParams, FsReadFileQuery, FsUploadFile, FsUploadParams, Upload,
};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, requests_to};

/// A `Blob` of `text`, as a page's file input or a `fetch` gives one.
fn blob(text: &str) -> web_sys::Blob {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    web_sys::Blob::new_with_str_sequence(&parts).expect("a blob")
}

#[wasm_bindgen_test]
async fn uploaded_files_read_back_byte_for_byte() {
    let client = client();
    let browser = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let id = browser.session_id.as_str();
    let binary = vec![0u8, 255, 13, 10, 45, 45, 7];
    let params = FsUploadParams::new(vec![
        FsUploadFile::new("/tmp/data.bin", Upload::from_bytes(binary.clone())),
        FsUploadFile::new(
            "/tmp/notes.txt",
            Upload::from_blob(blob("from a blob")).file_name("notes.txt"),
        ),
    ]);
    client.browsers().fs().upload(id, &params).await.unwrap();
    let fs = client.browsers().fs();
    let read = |path: &str| fs.read_file(id, &FsReadFileQuery::new(path));
    assert_eq!(read("/tmp/data.bin").await.unwrap(), binary);
    assert_eq!(read("/tmp/notes.txt").await.unwrap(), b"from a blob");
    let missing = read("/tmp/none").await.unwrap_err();
    assert_eq!(missing.kind(), ErrorKind::NotFound);
    client.browsers().delete_by_id(id).await.unwrap();
}

#[wasm_bindgen_test]
async fn an_upload_to_an_empty_path_is_refused_before_sending() {
    let params = FsUploadParams::new(vec![FsUploadFile::new(
        "",
        Upload::from_bytes(b"x".to_vec()),
    )]);
    let before = requests_to("POST", "/browsers/b_none/fs/upload")
        .await
        .len();
    let error = client()
        .browsers()
        .fs()
        .upload("b_none", &params)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("files[0].dest_path"));
    let after = requests_to("POST", "/browsers/b_none/fs/upload")
        .await
        .len();
    assert_eq!(after, before, "nothing was sent");
}
