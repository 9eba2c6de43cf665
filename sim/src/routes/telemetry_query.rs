//! The query of `GET /browsers/{id}/telemetry/events`: the categories, the
//! order and the time window (`since`, `until`: an RFC 3339 time or a
//! duration ago such as `5m`), with the page's `offset` and `limit`.

use std::collections::HashMap;

use crate::clock::Millis;
use crate::error::ApiError;
use crate::paging::Page;

/// Every telemetry category.
pub const CATEGORIES: [&str; 10] = [
    "console",
    "network",
    "page",
    "interaction",
    "control",
    "connection",
    "system",
    "screenshot",
    "captcha",
    "monitor",
];

/// The window when `since` is not given: the last five minutes.
const DEFAULT_SINCE_MS: Millis = 5 * 60 * 1000;

/// A read of past events, checked.
#[derive(Debug, PartialEq, Eq)]
pub struct EventsQuery {
    /// The page.
    pub page: Page,
    /// Only these categories (all when empty).
    pub categories: Vec<String>,
    /// Newest first.
    pub descending: bool,
    /// Events from this time on, if bounded below.
    pub since: Option<Millis>,
    /// Events before this time, if bounded above.
    pub until: Option<Millis>,
}

impl EventsQuery {
    /// Reads the query's pairs at time `now`.
    pub fn read(pairs: &[(String, String)], now: Millis) -> Result<EventsQuery, ApiError> {
        let mut single = HashMap::new();
        let mut categories = Vec::new();
        for (name, value) in pairs {
            match name.as_str() {
                "category" if CATEGORIES.contains(&value.as_str()) => {
                    categories.push(value.clone());
                }
                "category" => {
                    return Err(ApiError::invalid(
                        "category",
                        &format!("must be one of {}", CATEGORIES.join(", ")),
                    ))
                }
                _ => {
                    single.insert(name.clone(), value.clone());
                }
            }
        }
        let page = Page::from_query(&single)?;
        let descending = match single.get("order").map(String::as_str) {
            None | Some("asc") => false,
            Some("desc") => true,
            Some(_) => return Err(ApiError::invalid("order", "must be asc or desc")),
        };
        let since = single.get("since");
        if descending && since.is_some() {
            return Err(ApiError::invalid(
                "since",
                "cannot be combined with order=desc",
            ));
        }
        // An offset is a cursor of its own; desc reads back from the newest.
        let since = match (since, single.contains_key("offset") || descending) {
            (_, true) => None,
            (Some(text), false) => Some(moment(text, now, "since")?),
            (None, false) => Some(now.saturating_sub(DEFAULT_SINCE_MS)),
        };
        let until = match single.get("until") {
            Some(text) => Some(moment(text, now, "until")?),
            None => None,
        };
        Ok(EventsQuery {
            page,
            categories,
            descending,
            since,
            until,
        })
    }
}

/// The time `text` names: an RFC 3339 time, or a duration (`500ms`,
/// `30s`, `5m`, `2h`) that long before `now`.
fn moment(text: &str, now: Millis, field: &str) -> Result<Millis, ApiError> {
    duration_ms(text)
        .map(|ago| now.saturating_sub(ago))
        .or_else(|| rfc3339_ms(text))
        .ok_or_else(|| {
            ApiError::invalid(
                field,
                "must be an RFC 3339 time or a duration such as 5m (ms, s, m or h)",
            )
        })
}

/// A duration's milliseconds: digits, then `ms`, `s`, `m` or `h`.
fn duration_ms(text: &str) -> Option<Millis> {
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (digits, unit) = text.split_at(split);
    let count: Millis = digits.parse().ok()?;
    let unit_ms = match unit {
        "ms" => 1,
        "s" => 1000,
        "m" => 60_000,
        "h" => 3_600_000,
        _ => return None,
    };
    count.checked_mul(unit_ms)
}

/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` as milliseconds since the
/// Unix epoch.
fn rfc3339_ms(text: &str) -> Option<Millis> {
    let b = text.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't') {
        return None;
    }
    if b[13] != b':' || b[16] != b':' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<i64> {
        let part = text.get(from..to)?;
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let (year, month, day) = (num(0, 4)?, num(5, 7)?, num(8, 10)?);
    let (hour, minute, second) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 {
        return None;
    }
    if second > 60 {
        return None;
    }
    let mut rest = &text[19..];
    let mut millis = 0;
    if let Some(fraction) = rest.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let padded = format!("{:0<3}", &fraction[..digits.min(3)]);
        millis = padded.parse::<i64>().ok()?;
        rest = &fraction[digits..];
    }
    let offset_minutes = match rest {
        "Z" | "z" => 0,
        _ => {
            let sign = match rest.as_bytes().first()? {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let zone = rest.get(1..)?;
            if zone.len() != 5 || zone.as_bytes()[2] != b':' {
                return None;
            }
            sign * (zone[..2].parse::<i64>().ok()? * 60 + zone[3..].parse::<i64>().ok()?)
        }
    };
    let days = days_from_civil(year, month, day);
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset_minutes * 60;
    Millis::try_from(seconds * 1000 + millis).ok()
}

// Howard Hinnant's civil-to-days algorithm.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = if m > 2 { m - 3 } else { m + 9 };
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timefmt::rfc3339;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn message(r: Result<EventsQuery, ApiError>) -> String {
        r.unwrap_err().body()["message"]
            .as_str()
            .unwrap()
            .to_string()
    }

    #[test]
    fn times_read_back_what_the_clock_writes() {
        for ms in [0, 951_782_400_123, 1_764_288_000_999] {
            assert_eq!(rfc3339_ms(&rfc3339(ms)), Some(ms));
        }
        assert_eq!(rfc3339_ms("1970-01-01T01:00:00+01:00"), Some(0));
        assert_eq!(rfc3339_ms("1970-01-01T00:00:01.5Z"), Some(1500));
        for bad in [
            "",
            "yesterday",
            "1970-01-01",
            "1970-13-01T00:00:00Z",
            "1970-01-01T00:00:00",
        ] {
            assert_eq!(rfc3339_ms(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_window_defaults_to_five_minutes_and_reads_durations() {
        let q = EventsQuery::read(&[], 1_000_000).unwrap();
        assert_eq!(
            (q.since, q.until, q.descending),
            (Some(700_000), None, false)
        );
        let q =
            EventsQuery::read(&pairs(&[("since", "10s"), ("until", "500ms")]), 1_000_000).unwrap();
        assert_eq!((q.since, q.until), (Some(990_000), Some(999_500)));
        let q = EventsQuery::read(&pairs(&[("offset", "3"), ("since", "1s")]), 1_000_000).unwrap();
        assert_eq!(q.since, None, "an offset overrides since");
    }

    #[test]
    fn bad_values_name_their_parameter() {
        let now = 1_000_000;
        assert_eq!(
            message(EventsQuery::read(
                &pairs(&[("order", "desc"), ("since", "5m")]),
                now
            )),
            "since: cannot be combined with order=desc"
        );
        assert!(
            message(EventsQuery::read(&pairs(&[("category", "gpu")]), now))
                .starts_with("category: must be one of console")
        );
        assert_eq!(
            message(EventsQuery::read(&pairs(&[("order", "up")]), now)),
            "order: must be asc or desc"
        );
        assert!(
            message(EventsQuery::read(&pairs(&[("until", "soon")]), now))
                .starts_with("until: must be an RFC 3339 time")
        );
    }

    #[test]
    fn categories_repeat() {
        let q = EventsQuery::read(
            &pairs(&[("category", "control"), ("category", "page")]),
            1_000_000,
        )
        .unwrap();
        assert_eq!(q.categories, ["control", "page"]);
    }
}
