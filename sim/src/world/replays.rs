//! A browser session's video recordings.

use crate::clock::Millis;

/// One recording.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Its id.
    pub id: String,
    /// When it started.
    pub started_at: Millis,
    /// When it stopped, once it has.
    pub finished_at: Option<Millis>,
    /// The longest it may last, in seconds.
    pub max_duration_seconds: Option<u64>,
}

impl Replay {
    /// Finishes the recording if it reached its longest duration or the
    /// session stopped (at `stopped_at`) by `now`.
    pub fn settle(&mut self, now: Millis, stopped_at: Option<Millis>) {
        if self.finished_at.is_some() {
            return;
        }
        let limit = self
            .max_duration_seconds
            .map(|s| self.started_at.saturating_add(s.saturating_mul(1000)));
        let end = [limit, stopped_at].into_iter().flatten().min();
        if let Some(end) = end.filter(|end| *end <= now) {
            self.finished_at = Some(end.max(self.started_at));
        }
    }
}
