//! Video recordings of a browser session.

use super::{list_of, object, operations, Method, OperationDef};
use crate::records::{REPLAY, REPLAY_START};

operations! {
    LIST_REPLAYS = op("browsers.replays", "list", Get, "/browsers/{id}/replays",
        "Every recording of the browser session, finished or not.")
        .answers(&list_of(&object(&REPLAY)));
    DOWNLOAD_REPLAY = op("browsers.replays", "download", Get, "/browsers/{id}/replays/{replay_id}",
        "Reads a recording: an MP4 video's bytes (in JavaScript, the `Response` whose body they are).")
        .downloads("video/mp4");
    START_REPLAY = op("browsers.replays", "start", Post, "/browsers/{id}/replays",
        "Starts recording the browser session; a session records one video at a time.")
        .optional_body(&object(&REPLAY_START))
        .answers(&object(&REPLAY));
    STOP_REPLAY = op("browsers.replays", "stop", Post, "/browsers/{id}/replays/{replay_id}/stop",
        "Stops a recording and keeps its video.");
}
