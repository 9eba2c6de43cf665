//! The audit log: one entry per write request (any method but GET, HEAD
//! and OPTIONS) outside `/_sim/`, with its answer's status.

use serde_json::{json, Value};

use crate::clock::Millis;
use crate::timefmt::rfc3339;

/// How many entries the log keeps.
pub const KEPT_ENTRIES: usize = 10_000;

/// One entry.
#[derive(Debug)]
pub struct AuditEntry {
    /// When the request was received.
    pub at: Millis,
    /// The HTTP method.
    pub method: String,
    /// The path, without its query.
    pub path: String,
    /// The host it went to.
    pub domain: String,
    /// The user agent.
    pub user_agent: String,
    /// The status answered.
    pub status: u16,
    /// How long it took.
    pub duration_ms: u64,
}

impl AuditEntry {
    /// The entry as the service answers it.
    pub fn to_json(&self) -> Value {
        json!({
            "auth_strategy": "api_key",
            "client_ip": "127.0.0.1",
            "domain": self.domain,
            "duration_ms": self.duration_ms,
            "email": "owner@example.com",
            "method": self.method,
            "path": self.path,
            "route": self.path,
            "status": self.status,
            "timestamp": rfc3339(self.at),
            "user_agent": self.user_agent,
            "user_id": "user_sim",
        })
    }
}

/// Milliseconds since the epoch of an RFC 3339 UTC time
/// (`YYYY-MM-DDTHH:MM:SS[.fff]Z`, or with a `+00:00` offset).
pub fn parse_rfc3339(text: &str) -> Option<Millis> {
    let text = text
        .strip_suffix('Z')
        .or_else(|| text.strip_suffix("+00:00"))?;
    let (date, time) = text.split_once('T')?;
    let mut date = date.split('-').map(|p| p.parse::<i64>().ok());
    let (y, m, d) = (date.next()??, date.next()??, date.next()??);
    let (time, fraction) = time.split_once('.').unwrap_or((time, "0"));
    let mut time = time.split(':').map(|p| p.parse::<u64>().ok());
    let (hh, mm, ss) = (time.next()??, time.next()??, time.next()??);
    let ms: u64 = format!("{fraction:0<3}")[..3].parse().ok()?;
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || hh > 23 || mm > 59 || ss > 60 {
        return None;
    }
    let days = u64::try_from(days_from_civil(y, m, d)).ok()?;
    Some(((days * 86_400 + hh * 3600 + mm * 60 + ss) * 1000) + ms)
}

// Howard Hinnant's civil-to-days algorithm.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_parse_back_to_what_was_formatted() {
        for ms in [0, 1_767_225_600_123, 1_709_210_096_000] {
            assert_eq!(parse_rfc3339(&rfc3339(ms)), Some(ms));
        }
        assert_eq!(parse_rfc3339("1970-01-01T00:00:01Z"), Some(1000));
        assert_eq!(parse_rfc3339("yesterday"), None);
    }
}
