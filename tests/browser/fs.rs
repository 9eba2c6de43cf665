//! A browser session's files over real HTTP: an upload (a multipart body,
//! from bytes and from a `Blob`) and a write (the bytes as the body) read
//! back byte for byte; directories made, listed, described, moved,
//! chmodded, deleted, and carried through a zip archive both ways; the
//! service's not-found, conflict and bad-request answers; bad input
//! refused before it is sent.

use browser_cloud_sdk::model::{
    BrowserCreateParams, FsCreateDirectoryParams, FsDeleteDirectoryParams, FsDeleteFileParams,
    FsDownloadDirZipQuery, FsFileInfoQuery, FsListFilesQuery, FsMoveParams, FsReadFileQuery,
    FsSetFilePermissionsParams, FsUploadFile, FsUploadParams, FsUploadZipParams, FsWriteFileQuery,
    Upload,
};
use browser_cloud_sdk::Client;
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

/// A running session; answers its id.
async fn session(client: &Client) -> String {
    let params = BrowserCreateParams::default();
    client.browsers().create(&params).await.unwrap().session_id
}

#[wasm_bindgen_test]
async fn a_file_written_as_bytes_or_a_blob_reads_back_and_describes_itself() {
    let client = client();
    let id = session(&client).await;
    let fs = client.browsers().fs();
    let bytes = vec![0u8, 200, 13, 10, 0];
    let query = FsWriteFileQuery::new("/tmp/w/a.bin").mode("600");
    fs.write_file(&id, Upload::from_bytes(bytes.clone()), &query)
        .await
        .unwrap();
    let read = fs.read_file(&id, &FsReadFileQuery::new("/tmp/w/a.bin"));
    assert_eq!(read.await.unwrap(), bytes);
    let query = FsWriteFileQuery::new("/tmp/w/b.txt");
    let from_blob = Upload::from_blob(blob("from a blob"));
    fs.write_file(&id, from_blob, &query).await.unwrap();
    let read = fs.read_file(&id, &FsReadFileQuery::new("/tmp/w/b.txt"));
    assert_eq!(read.await.unwrap(), b"from a blob");
    let info = fs
        .file_info(&id, &FsFileInfoQuery::new("/tmp/w/a.bin"))
        .await
        .unwrap();
    assert_eq!(
        (
            info.name.as_str(),
            info.is_dir,
            info.size_bytes,
            info.mode.as_str()
        ),
        ("a.bin", false, 5, "-rw-------")
    );
    let listed = fs
        .list_files(&id, &FsListFilesQuery::new("/tmp/w"))
        .await
        .unwrap();
    let names: Vec<&str> = listed.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["a.bin", "b.txt"]);
    client.browsers().delete_by_id(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn directories_are_made_moved_chmodded_and_deleted_by_the_rules() {
    let client = client();
    let id = session(&client).await;
    let fs = client.browsers().fs();
    let made = FsCreateDirectoryParams::new("/data/in").mode("700");
    fs.create_directory(&id, &made).await.unwrap();
    let query = FsWriteFileQuery::new("/data/in/f.txt");
    fs.write_file(&id, Upload::from_bytes(b"f".to_vec()), &query)
        .await
        .unwrap();
    let moved = FsMoveParams::new("/archive/in", "/data/in");
    fs.r#move(&id, &moved).await.unwrap();
    let read = fs.read_file(&id, &FsReadFileQuery::new("/archive/in/f.txt"));
    assert_eq!(read.await.unwrap(), b"f");
    let again = fs.r#move(&id, &moved).await.unwrap_err();
    assert_eq!(again.kind(), ErrorKind::NotFound, "{again}");
    fs.create_directory(&id, &FsCreateDirectoryParams::new("/data/in"))
        .await
        .unwrap();
    let onto = FsMoveParams::new("/archive/in", "/data/in");
    let onto = fs.r#move(&id, &onto).await.unwrap_err();
    assert_eq!(onto.kind(), ErrorKind::Conflict, "{onto}");
    let chmod = FsSetFilePermissionsParams::new("755", "/archive/in/f.txt").owner("1000");
    fs.set_file_permissions(&id, &chmod).await.unwrap();
    let info = fs.file_info(&id, &FsFileInfoQuery::new("/archive/in/f.txt"));
    assert_eq!(info.await.unwrap().mode, "-rwxr-xr-x");
    let dir_as_file = FsDeleteFileParams::new("/archive");
    let refused = fs.delete_file(&id, &dir_as_file).await.unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::BadRequest, "{refused}");
    fs.delete_directory(&id, &FsDeleteDirectoryParams::new("/archive"))
        .await
        .unwrap();
    let gone = fs.file_info(&id, &FsFileInfoQuery::new("/archive/in/f.txt"));
    assert_eq!(gone.await.unwrap_err().kind(), ErrorKind::NotFound);
    client.browsers().delete_by_id(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_directory_goes_out_as_a_zip_and_comes_back_in_elsewhere() {
    let client = client();
    let id = session(&client).await;
    let fs = client.browsers().fs();
    for (path, text) in [("/src/a.txt", "alpha"), ("/src/deep/b.txt", "beta")] {
        let query = FsWriteFileQuery::new(path);
        fs.write_file(&id, Upload::from_bytes(text.as_bytes().to_vec()), &query)
            .await
            .unwrap();
    }
    let zip = fs
        .download_dir_zip(&id, &FsDownloadDirZipQuery::new("/src"))
        .await
        .unwrap();
    assert_eq!(&zip[..4], b"PK\x03\x04", "a zip archive");
    let params = FsUploadZipParams::new("/copy", Upload::from_bytes(zip).file_name("src.zip"));
    fs.upload_zip(&id, &params).await.unwrap();
    let read = fs.read_file(&id, &FsReadFileQuery::new("/copy/deep/b.txt"));
    assert_eq!(read.await.unwrap(), b"beta");
    let not_zip = FsUploadZipParams::new("/copy", Upload::from_bytes(b"not a zip".to_vec()));
    let refused = fs.upload_zip(&id, &not_zip).await.unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::BadRequest, "{refused}");
    client.browsers().delete_by_id(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_write_to_an_empty_path_is_refused_before_sending() {
    let before = requests_to("PUT", "/browsers/b_none/fs/write_file")
        .await
        .len();
    let error = client()
        .browsers()
        .fs()
        .write_file(
            "b_none",
            Upload::from_bytes(b"x".to_vec()),
            &FsWriteFileQuery::new(""),
        )
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("path"));
    let after = requests_to("PUT", "/browsers/b_none/fs/write_file")
        .await
        .len();
    assert_eq!(after, before, "nothing was sent");
}
