//! Video recordings of a browser session: what starting one sends, and
//! what the service tells of each.

use crate::schema::{field, ts_name, Bounds, Doc, ObjectDef, Ty, NULLABLE, REQUIRED};

/// A recording of a browser session.
pub static REPLAY: ObjectDef = ObjectDef {
    name: ts_name("Replay"),
    doc: Doc::new("A video recording of a browser session."),
    fields: &[
        field("replay_id", Ty::Str, REQUIRED, "The recording's ID."),
        field(
            "finished_at",
            Ty::DateTime,
            NULLABLE,
            "When it stopped; `null` while it records.",
        ),
        field("replay_view_url", Ty::Uri, 0, "Where to watch it."),
        field("started_at", Ty::DateTime, NULLABLE, "When it started."),
    ],
    rules: &[],
};

/// Body of a recording's start.
pub static REPLAY_START: ObjectDef = ObjectDef {
    name: ts_name("ReplayStartParams"),
    doc: Doc::new("How to record."),
    fields: &[
        field(
            "framerate",
            Ty::Integer(&Bounds { min: 1, max: 60 }),
            0,
            "Frames per second; above 20 needs a session with a GPU.",
        ),
        field(
            "max_duration_in_seconds",
            Ty::Integer(&Bounds {
                min: 1,
                max: u32::MAX as i64,
            }),
            0,
            "The longest the recording may last, in seconds.",
        ),
        field(
            "record_audio",
            Ty::Bool,
            0,
            "Record sound too. Default: `false`, video only.",
        ),
    ],
    rules: &[],
};
