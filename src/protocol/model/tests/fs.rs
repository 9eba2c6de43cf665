//! A session's file system: a file's description and a watch's events
//! decode and round-trip; an event type the SDK does not know yet is kept
//! as sent; a watch's start may answer without its id.

use serde_json::json;

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

#[test]
fn a_file_description_decodes_every_field_and_round_trips() {
    let (info, encoded) = round_trip::<FsFileInfo>(fixture!("fs_file_info"));
    assert_eq!(encoded, value(fixture!("fs_file_info")));
    assert_eq!((info.name.as_str(), info.size_bytes), ("notes.txt", 1280));
    assert!(!info.is_dir);
    assert_eq!(info.mode, "-rw-r--r--");
}

#[test]
fn watch_events_keep_their_type_even_one_not_known_yet() {
    let (event, encoded) = round_trip::<FsWatchEvent>(fixture!("fs_watch_event"));
    assert_eq!(encoded, value(fixture!("fs_watch_event")));
    assert_eq!(event.r#type, FsWatchEventType::Create);
    assert_eq!(event.name.as_deref(), Some("report.pdf"));
    let chmod: FsWatchEvent =
        serde_json::from_value(json!({"path": "/tmp/a", "type": "CHMOD"})).unwrap();
    assert_eq!(chmod.r#type, FsWatchEventType::Unknown("CHMOD".into()));
    assert_eq!((chmod.is_dir, chmod.name), (None, None));
    let no_path = serde_json::from_value::<FsWatchEvent>(json!({"type": "WRITE"}));
    assert!(no_path.is_err(), "an event names its path");
}

#[test]
fn a_started_watch_may_answer_without_its_id() {
    let (watch, _) = round_trip::<FsWatch>(fixture!("fs_watch"));
    assert_eq!(watch.watch_id.as_deref(), Some("watch_4kq9x2m7c1d8e5f3"));
    let bare: FsWatch = serde_json::from_value(json!({})).unwrap();
    assert_eq!(bare.watch_id, None);
}
