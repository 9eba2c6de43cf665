//! A browser session's file system beyond uploads: a file written as raw
//! bytes, directories made, listed, described, moved, chmodded and
//! deleted, with the 404s, 409s and 400s the rules give.

use reqwest::{Method, Response};
use serde_json::{json, Value};

use super::support::{expect_error, json_ok, Sim};

async fn browser(sim: &Sim) -> String {
    let created = sim.post_json("/browsers", json!({})).await;
    created["session_id"].as_str().unwrap().to_owned()
}

/// `PUT /browsers/{id}/fs/{op}` with a JSON body.
async fn put(sim: &Sim, id: &str, op: &str, body: Value) -> Response {
    sim.org(Method::PUT, &format!("/browsers/{id}/fs/{op}"))
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// `GET /browsers/{id}/fs/{op}?path=…`.
async fn get(sim: &Sim, id: &str, op: &str, path: &str) -> Response {
    sim.org(Method::GET, &format!("/browsers/{id}/fs/{op}"))
        .query(&[("path", path)])
        .send()
        .await
        .unwrap()
}

/// Writes `bytes` at `path` as `writeFile` does.
async fn write(sim: &Sim, id: &str, path: &str, mode: Option<&str>, bytes: &[u8]) -> Response {
    let mut query = vec![("path", path)];
    query.extend(mode.map(|m| ("mode", m)));
    sim.org(Method::PUT, &format!("/browsers/{id}/fs/write_file"))
        .query(&query)
        .header("content-type", "application/octet-stream")
        .body(bytes.to_vec())
        .send()
        .await
        .unwrap()
}

async fn read(sim: &Sim, id: &str, path: &str) -> Vec<u8> {
    let read = get(sim, id, "read_file", path).await;
    assert_eq!(read.status(), 200);
    read.bytes().await.unwrap().to_vec()
}

#[tokio::test]
async fn a_written_file_reads_back_and_describes_itself() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let bytes: &[u8] = &[0, 1, 2, 255, b'\n'];
    assert_eq!(
        write(&sim, &id, "/tmp/new/deep/a.bin", Some("600"), bytes)
            .await
            .status(),
        204
    );
    assert_eq!(read(&sim, &id, "/tmp/new/deep/a.bin").await, bytes);
    let info = json_ok(get(&sim, &id, "file_info", "/tmp/new/deep/a.bin").await).await;
    assert_eq!(info["name"], "a.bin");
    assert_eq!(info["path"], "/tmp/new/deep/a.bin");
    assert_eq!(info["is_dir"], false);
    assert_eq!(info["size_bytes"], 5);
    assert_eq!(info["mode"], "-rw-------");
    assert!(info["mod_time"].as_str().unwrap().ends_with('Z'));
    let dir = json_ok(get(&sim, &id, "file_info", "/tmp/new").await).await;
    assert_eq!(
        (&dir["is_dir"], &dir["mode"], &dir["size_bytes"]),
        (&json!(true), &json!("drwxr-xr-x"), &json!(0))
    );
    // Written again: the whole contents replaced, the mode kept.
    assert_eq!(
        write(&sim, &id, "/tmp/new/deep/a.bin", None, b"z")
            .await
            .status(),
        204
    );
    assert_eq!(read(&sim, &id, "/tmp/new/deep/a.bin").await, b"z");
    let info = json_ok(get(&sim, &id, "file_info", "/tmp/new/deep/a.bin").await).await;
    assert_eq!(
        (&info["size_bytes"], &info["mode"]),
        (&json!(1), &json!("-rw-------"))
    );
}

#[tokio::test]
async fn a_write_needs_raw_bytes_an_absolute_path_and_an_octal_mode() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let body = expect_error(
        write(&sim, &id, "tmp/a", None, b"x").await,
        400,
        "bad_request",
    )
    .await;
    assert_eq!(body["message"], "path: must be an absolute path");
    let body = expect_error(
        write(&sim, &id, "/a", Some("rw"), b"x").await,
        400,
        "bad_request",
    )
    .await;
    assert!(body["message"]
        .as_str()
        .unwrap()
        .starts_with("mode: must be an octal mode"));
    let json = sim
        .org(
            Method::PUT,
            &format!("/browsers/{id}/fs/write_file?path=/a"),
        )
        .json(&json!({"contents": "x"}))
        .send()
        .await
        .unwrap();
    expect_error(json, 400, "bad_request").await;
    put(&sim, &id, "create_directory", json!({"path": "/d"})).await;
    expect_error(write(&sim, &id, "/d", None, b"x").await, 409, "conflict").await;
}

#[tokio::test]
async fn directories_list_their_own_entries_by_name() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    let made = put(
        &sim,
        &id,
        "create_directory",
        json!({"path": "/w/sub/inner", "mode": "700"}),
    )
    .await;
    assert_eq!(made.status(), 204);
    let again = put(&sim, &id, "create_directory", json!({"path": "/w/sub"})).await;
    assert_eq!(again.status(), 204, "one already there is kept");
    write(&sim, &id, "/w/b.txt", None, b"bb").await;
    write(&sim, &id, "/w/a.txt", None, b"a").await;
    let listed = json_ok(get(&sim, &id, "list_files", "/w").await).await;
    let names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["a.txt", "b.txt", "sub"]);
    assert_eq!(listed[2]["mode"], "drwx------");
    let root = json_ok(get(&sim, &id, "list_files", "/").await).await;
    assert_eq!(root[0]["path"], "/w");
    expect_error(
        get(&sim, &id, "list_files", "/w/a.txt").await,
        400,
        "bad_request",
    )
    .await;
    expect_error(
        get(&sim, &id, "list_files", "/nope").await,
        404,
        "not_found",
    )
    .await;
    expect_error(get(&sim, &id, "file_info", "/nope").await, 404, "not_found").await;
    let blocked = put(&sim, &id, "create_directory", json!({"path": "/w/a.txt/x"})).await;
    expect_error(blocked, 409, "conflict").await;
}

#[tokio::test]
async fn a_move_carries_a_directory_and_never_overwrites() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    write(&sim, &id, "/src/in/f.txt", None, b"f").await;
    write(&sim, &id, "/taken", None, b"t").await;
    let moved = put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/src", "dest_path": "/dst/renamed"}),
    )
    .await;
    assert_eq!(moved.status(), 204);
    assert_eq!(read(&sim, &id, "/dst/renamed/in/f.txt").await, b"f");
    expect_error(get(&sim, &id, "file_info", "/src").await, 404, "not_found").await;
    let onto = put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/taken", "dest_path": "/dst/renamed"}),
    )
    .await;
    expect_error(onto, 409, "conflict").await;
    let into = put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/dst", "dest_path": "/dst/renamed/x"}),
    )
    .await;
    let body = expect_error(into, 400, "bad_request").await;
    assert_eq!(body["message"], "dest_path: is inside src_path");
    let missing = put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/nope", "dest_path": "/x"}),
    )
    .await;
    expect_error(missing, 404, "not_found").await;
    let unknown = put(
        &sim,
        &id,
        "move",
        json!({"src_path": "/taken", "dest_path": "/x", "force": true}),
    )
    .await;
    let body = expect_error(unknown, 400, "bad_request").await;
    assert_eq!(body["message"], "force: unknown property");
}

#[tokio::test]
async fn permissions_change_the_mode_and_deletes_keep_files_and_directories_apart() {
    let sim = Sim::start().await;
    let id = browser(&sim).await;
    write(&sim, &id, "/p/f", None, b"x").await;
    let set = put(
        &sim,
        &id,
        "set_file_permissions",
        json!({"path": "/p/f", "mode": "0751", "owner": "1000", "group": "staff"}),
    )
    .await;
    assert_eq!(set.status(), 204);
    let info = json_ok(get(&sim, &id, "file_info", "/p/f").await).await;
    assert_eq!(info["mode"], "-rwxr-x--x");
    let bad = put(
        &sim,
        &id,
        "set_file_permissions",
        json!({"path": "/p/f", "mode": "999"}),
    )
    .await;
    expect_error(bad, 400, "bad_request").await;
    let missing = put(
        &sim,
        &id,
        "set_file_permissions",
        json!({"path": "/q", "mode": "644"}),
    )
    .await;
    expect_error(missing, 404, "not_found").await;
    let dir_as_file = put(&sim, &id, "delete_file", json!({"path": "/p"})).await;
    expect_error(dir_as_file, 400, "bad_request").await;
    let file_as_dir = put(&sim, &id, "delete_directory", json!({"path": "/p/f"})).await;
    expect_error(file_as_dir, 400, "bad_request").await;
    assert_eq!(
        put(&sim, &id, "delete_file", json!({"path": "/p/f"}))
            .await
            .status(),
        204
    );
    expect_error(
        put(&sim, &id, "delete_file", json!({"path": "/p/f"})).await,
        404,
        "not_found",
    )
    .await;
    write(&sim, &id, "/p/deep/g", None, b"g").await;
    assert_eq!(
        put(&sim, &id, "delete_directory", json!({"path": "/p"}))
            .await
            .status(),
        204
    );
    expect_error(
        get(&sim, &id, "file_info", "/p/deep/g").await,
        404,
        "not_found",
    )
    .await;
    let root = put(&sim, &id, "delete_directory", json!({"path": "/"})).await;
    expect_error(root, 400, "bad_request").await;
}
