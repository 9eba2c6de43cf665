//! Which events a resumed connection may deliver: the ones the caller has
//! not had yet.
//!
//! A service that resumes after `Last-Event-ID` may start by sending again
//! the event with that id, or a few before it. After a reconnection, the
//! filter drops those until the first event that is new:
//! - when both ids are decimal numbers, an event whose id is not greater
//!   than the resume point is dropped;
//! - otherwise an event whose id equals the resume point is dropped.
//!
//! The first event that passes ends the check; later events all pass. It
//! needs the service to send an id with each event it may repeat.

/// Drops the events a resumed connection repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResumeFilter {
    /// The id the current connection resumed after, while still checking.
    resumed_after: Option<String>,
}

impl ResumeFilter {
    /// A filter that passes everything until the first resumption.
    pub fn new() -> Self {
        Self::default()
    }

    /// A new connection was opened with `Last-Event-ID: last_event_id`.
    pub fn resumed(&mut self, last_event_id: &str) {
        self.resumed_after = Some(last_event_id.to_owned());
    }

    /// Whether events are still compared with the resume point: until the
    /// first new event after a resumption, [`admit`](Self::admit) reads ids.
    pub fn is_checking(&self) -> bool {
        self.resumed_after.is_some()
    }

    /// Whether to deliver an event whose id (its `lastEventId`) is `id`.
    pub fn admit(&mut self, id: Option<&str>) -> bool {
        let Some(after) = self.resumed_after.as_deref() else {
            return true;
        };
        let repeated = match (id.and_then(significant_digits), significant_digits(after)) {
            (Some(id), Some(after)) => (id.len(), id) <= (after.len(), after),
            _ => id == Some(after),
        };
        if !repeated {
            self.resumed_after = None;
        }
        !repeated
    }
}

/// An id made of ASCII digits only, without its leading zeros: two such
/// numbers compare by length, then digit by digit, whatever their size.
fn significant_digits(id: &str) -> Option<&str> {
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Bytes, not chars: the digits are ASCII.
    id.get(id.bytes().take_while(|&b| b == b'0').count()..)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_passes_before_a_resumption() {
        let mut f = ResumeFilter::new();
        for id in [Some("3"), Some("1"), None, Some("1")] {
            assert!(f.admit(id));
        }
    }

    #[test]
    fn numeric_ids_up_to_the_resume_point_are_dropped() {
        let mut f = ResumeFilter::new();
        f.resumed("10");
        let passed: Vec<bool> = ["8", "9", "10", "11", "5"]
            .iter()
            .map(|id| f.admit(Some(id)))
            .collect();
        // Once an event is new, the check is over: "5" passes.
        assert_eq!(passed, [false, false, false, true, true]);
    }

    #[test]
    fn numbers_compare_by_value_not_text() {
        let mut f = ResumeFilter::new();
        f.resumed("9");
        assert!(f.admit(Some("10")));
        f.resumed("0099");
        assert!(!f.admit(Some("99")));
        assert!(f.admit(Some("100")));
    }

    #[test]
    fn other_ids_drop_only_the_resume_point_itself() {
        let mut f = ResumeFilter::new();
        f.resumed("evt-b");
        assert!(!f.admit(Some("evt-b")));
        assert!(f.admit(Some("evt-a")));
        f.resumed("ü-7");
        assert!(!f.admit(Some("ü-7")));
        assert!(f.admit(Some("ü-8")));
    }

    #[test]
    fn ids_are_read_only_until_the_first_new_event() {
        let mut f = ResumeFilter::new();
        assert!(!f.is_checking());
        f.resumed("4");
        assert!(f.is_checking());
        assert!(!f.admit(Some("3")));
        assert!(f.is_checking());
        assert!(f.admit(Some("5")));
        assert!(!f.is_checking());
    }

    #[test]
    fn an_event_without_id_after_a_resumption_is_new() {
        let mut f = ResumeFilter::new();
        f.resumed("4");
        assert!(f.admit(None));
        assert!(f.admit(Some("4")));
    }

    #[test]
    fn numbers_of_any_length_compare_by_value() {
        let long = "9".repeat(60);
        let mut f = ResumeFilter::new();
        f.resumed(&long);
        assert!(!f.admit(Some(&long)));
        assert!(!f.admit(Some("1")));
        assert!(f.admit(Some(&format!("1{}", "0".repeat(60)))));
        f.resumed("0");
        assert!(!f.admit(Some("000")));
        assert!(f.admit(Some("01")));
    }
}
