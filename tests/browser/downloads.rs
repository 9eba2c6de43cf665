//! Downloads over real HTTP: the bytes whole, or a `Download` whose chunks
//! arrive as the network delivers them, with the bytes received so far and
//! the size the service announced.

use browser_cloud_sdk::model::{
    BrowserCreateParams, FsReadFileQuery, FsUploadFile, FsUploadParams, Upload,
};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, next};

#[wasm_bindgen_test]
async fn a_download_streams_its_chunks_and_counts_them() {
    let client = client();
    let browser = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let id = browser.session_id.as_str();
    let size = 3 * 1024 * 1024;
    let bytes: Vec<u8> = (0..size).map(|i| (i * 7 % 251) as u8).collect();
    let params = FsUploadParams::new(vec![FsUploadFile::new(
        "/tmp/big.bin",
        Upload::from_bytes(bytes.clone()),
    )]);
    client.browsers().fs().upload(id, &params).await.unwrap();
    let query = FsReadFileQuery::new("/tmp/big.bin");
    let mut download = client
        .browsers()
        .fs()
        .read_file(id, &query)
        .stream()
        .await
        .unwrap();
    assert_eq!(
        download.progress().loaded,
        0,
        "nothing read before the first chunk"
    );
    assert_eq!(download.progress().total, Some(size as u64));
    let mut received = Vec::new();
    let mut chunks = 0;
    while let Some(chunk) = next(&mut download).await {
        received.extend_from_slice(&chunk.unwrap());
        chunks += 1;
        assert_eq!(download.progress().loaded, received.len() as u64);
    }
    assert!(chunks > 1, "the body came in several chunks ({chunks})");
    assert_eq!(received, bytes, "the streamed bytes are the file's");
    let whole = client.browsers().fs().read_file(id, &query).await.unwrap();
    assert_eq!(whole.len(), size);
    client.browsers().delete_by_id(id).await.unwrap();
}
