//! Watches of a session's directories over real HTTP: the changes come as
//! `FsWatchEvent`s while the stream is open and it ends when the watch
//! stops; through cuts and repeats after a resume, in both stream modes,
//! every change arrives exactly once, in order.

use browser_cloud_sdk::model::{
    BrowserCreateParams, FsCreateDirectoryParams, FsMoveParams, FsWatchEvent, FsWatchEventType,
    FsWatchStartParams, FsWriteFileQuery, Upload,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{clear_faults, clear_requests, client, faults, next};
use super::streams::{last_event_ids, stream_client, Mode};

/// A running session with directory `dir` and a watch of it; answers the
/// session's and the watch's ids.
async fn watched(client: &Client, dir: &str, recursive: bool) -> (String, String) {
    let params = BrowserCreateParams::default();
    let id = client.browsers().create(&params).await.unwrap().session_id;
    let fs = client.browsers().fs();
    fs.create_directory(&id, &FsCreateDirectoryParams::new(dir))
        .await
        .unwrap();
    let start = FsWatchStartParams::new(dir).recursive(recursive);
    let watch = fs.watch().start(&id, &start).await.unwrap();
    (id, watch.watch_id.expect("a watch id"))
}

async fn write(client: &Client, id: &str, path: &str) {
    let query = FsWriteFileQuery::new(path);
    let bytes = Upload::from_bytes(b"x".to_vec());
    client
        .browsers()
        .fs()
        .write_file(id, bytes, &query)
        .await
        .unwrap();
}

/// An event's type and path.
fn change(event: &FsWatchEvent) -> (String, String) {
    (event.r#type.as_str().to_owned(), event.path.clone())
}

fn changes(items: &[(&str, &str)]) -> Vec<(String, String)> {
    items
        .iter()
        .map(|(kind, path)| (kind.to_string(), path.to_string()))
        .collect()
}

#[wasm_bindgen_test]
async fn changes_stream_while_open_and_the_stream_ends_when_the_watch_stops() {
    let client = client();
    let (id, watch) = watched(&client, "/w", true).await;
    let mut stream = client
        .browsers()
        .fs()
        .watch()
        .events(&id, &watch)
        .await
        .unwrap();
    write(&client, &id, "/w/a.txt").await;
    let first = next(&mut stream).await.expect("an event").unwrap();
    assert_eq!(first.r#type, FsWatchEventType::Create);
    assert_eq!(first.name.as_deref(), Some("a.txt"));
    assert_eq!(first.is_dir, Some(false));
    write(&client, &id, "/w/a.txt").await;
    let moved = FsMoveParams::new("/w/sub/b.txt", "/w/a.txt");
    client.browsers().fs().r#move(&id, &moved).await.unwrap();
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(change(&next(&mut stream).await.expect("an event").unwrap()));
    }
    assert_eq!(
        seen,
        changes(&[
            ("WRITE", "/w/a.txt"),
            ("CREATE", "/w/sub"),
            ("RENAME", "/w/a.txt"),
            ("CREATE", "/w/sub/b.txt"),
        ])
    );
    client
        .browsers()
        .fs()
        .watch()
        .stop(&id, &watch)
        .await
        .unwrap();
    assert!(next(&mut stream).await.is_none(), "the stream ended");
    let again = client.browsers().fs().watch().stop(&id, &watch).await;
    assert_eq!(again.unwrap_err().kind(), ErrorKind::NotFound);
    client.browsers().delete_by_id(&id).await.unwrap();
}

/// Writes `count` files into a watched directory, stops the watch, and
/// reads its stream to the end in `mode` under the stream faults
/// `settings`: every change must arrive once, in order.
async fn every_change_once_under(mode: Mode, count: usize, settings: &str) -> Vec<Option<String>> {
    let client = client();
    let (id, watch) = watched(&client, "/many", false).await;
    let mut expected = Vec::new();
    for n in 0..count {
        let path = format!("/many/{n:04}");
        write(&client, &id, &path).await;
        expected.push(("CREATE".to_owned(), path));
    }
    client
        .browsers()
        .fs()
        .watch()
        .stop(&id, &watch)
        .await
        .unwrap();
    let path = format!("/browsers/{id}/fs/watch/{watch}/events");
    faults(&format!("{{{settings},\"path_prefix\":\"{path}\"}}")).await;
    clear_requests().await;
    let reader = stream_client(mode);
    let mut stream = reader
        .browsers()
        .fs()
        .watch()
        .events(&id, &watch)
        .await
        .unwrap();
    let mut seen = Vec::new();
    while let Some(item) = next(&mut stream).await {
        seen.push(change(&item.unwrap()));
    }
    clear_faults().await;
    assert!(
        seen == expected,
        "{mode:?}: {} of {count} events",
        seen.len()
    );
    client.browsers().delete_by_id(&id).await.unwrap();
    last_event_ids(&path).await
}

async fn cuts_lose_and_repeat_nothing(mode: Mode) {
    let settings = "\"sse_cut_after_events\":40,\"sse_retry_ms\":5";
    let resumed = every_change_once_under(mode, 200, settings).await;
    let expected: Vec<Option<String>> = [None]
        .into_iter()
        .chain((1..5).map(|k| Some((40 * k).to_string())))
        .collect();
    assert_eq!(
        resumed[..5],
        expected,
        "{mode:?}: each resumed after the last read"
    );
    // An `EventSource` reconnects once more after the end, to nothing new.
    assert!(
        resumed[5..].iter().all(|id| id.as_deref() == Some("200")),
        "{mode:?}: {resumed:?}"
    );
}

#[wasm_bindgen_test]
async fn fetch_watch_events_through_cuts_arrive_once_in_order() {
    cuts_lose_and_repeat_nothing(Mode::Fetch).await;
}

#[wasm_bindgen_test]
async fn eventsource_watch_events_through_cuts_arrive_once_in_order() {
    cuts_lose_and_repeat_nothing(Mode::EventSource).await;
}

#[wasm_bindgen_test]
async fn watch_events_a_resumed_connection_repeats_are_dropped() {
    let settings = "\"sse_cut_after_events\":30,\"sse_replay_on_resume\":5,\"sse_retry_ms\":5";
    for mode in [Mode::Fetch, Mode::EventSource] {
        every_change_once_under(mode, 100, settings).await;
    }
}
