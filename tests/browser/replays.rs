//! A browser session's recordings over real HTTP: one at a time (a second
//! start is a conflict), stopped, listed with their times, downloaded as
//! an MP4; a bad frame rate is refused before sending.

use browser_cloud_sdk::model::{BrowserCreateParams, ReplayStartParams};
use browser_cloud_sdk::ErrorKind;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, requests_to};

#[wasm_bindgen_test]
async fn a_recording_starts_stops_lists_and_downloads_as_an_mp4() {
    let client = client();
    let browser = client
        .browsers()
        .create(&BrowserCreateParams::default())
        .await
        .unwrap();
    let id = browser.session_id.as_str();
    let replays = client.browsers().replays();
    let started = replays
        .start(id, &ReplayStartParams::default().framerate(10))
        .await
        .unwrap();
    assert!(started.started_at.is_some());
    let second = replays
        .start(id, &ReplayStartParams::default())
        .await
        .unwrap_err();
    assert_eq!(second.kind(), ErrorKind::Conflict);
    replays.stop(id, &started.replay_id).await.unwrap();
    let listed = replays.list(id).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].replay_id, started.replay_id);
    assert!(listed[0].finished_at.is_some(), "it stopped");
    let video = replays.download(id, &started.replay_id).await.unwrap();
    assert_eq!(&video[4..8], b"ftyp", "an ISO media file");
    assert!(video.windows(4).any(|w| w == b"avc1"), "an H.264 track");
    let missing = replays.download(id, "replay_none").await.unwrap_err();
    assert_eq!(missing.kind(), ErrorKind::NotFound);
    client.browsers().delete_by_id(id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_frame_rate_out_of_range_is_refused_before_sending() {
    let before = requests_to("POST", "/browsers/b_none/replays").await.len();
    let error = client()
        .browsers()
        .replays()
        .start("b_none", &ReplayStartParams::default().framerate(61))
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("framerate"));
    let after = requests_to("POST", "/browsers/b_none/replays").await.len();
    assert_eq!(after, before, "nothing was sent");
}
