//! HTTP dates (RFC 9110 section 5.6.7), for `Retry-After`.

use super::decimal;

const MONTHS: [&[u8; 3]; 12] = [
    b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec",
];

/// Milliseconds since the Unix epoch of an HTTP date, in any of the three
/// forms recipients must accept:
/// `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate),
/// `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850; two-digit years below 70 are
/// 20xx) and `Sun Nov  6 08:49:37 1994` (asctime). The weekday is not
/// checked. `None` for anything else.
pub(crate) fn parse_http_date_ms(text: &str) -> Option<f64> {
    let mut day = None;
    let mut year = None;
    let mut month = None;
    let mut time = None;
    let tokens = text
        .as_bytes()
        .split(|b| matches!(b, b' ' | b',' | b'-'))
        .filter(|token| !token.is_empty());
    for (index, token) in tokens.enumerate() {
        if index == 0 {
            if !token.iter().all(u8::is_ascii_alphabetic) {
                return None;
            }
        } else if let Some(value) = decimal(token) {
            match (day, year) {
                (None, _) if token.len() <= 2 => day = Some(value as u32),
                (Some(_), None) if token.len() == 2 => {
                    let century = if value < 70 { 2000 } else { 1900 };
                    year = Some(century + value as u32);
                }
                (Some(_), None) if token.len() == 4 => year = Some(value as u32),
                _ => return None,
            }
        } else if token.contains(&b':') {
            time = Some(parse_time(token)?);
        } else if let Some(m) = MONTHS.iter().position(|m| m.as_slice() == token) {
            month = Some(m as u32 + 1);
        } else if token != b"GMT" {
            return None;
        }
    }
    let (day, month, year, seconds) = (day?, month?, year?, time?);
    if day == 0 || day > days_in_month(year, month) {
        return None;
    }
    let days = days_from_civil(i64::from(year), month, day);
    Some((days * 86_400 + i64::from(seconds)) as f64 * 1000.0)
}

/// `HH:MM:SS` as seconds of the day.
fn parse_time(token: &[u8]) -> Option<u32> {
    let [h1, h2, b':', m1, m2, b':', s1, s2] = *token else {
        return None;
    };
    let field = |digits: [u8; 2], max: u64| decimal(&digits).filter(|value| *value <= max);
    let seconds = field([h1, h2], 23)? * 3600 + field([m1, m2], 59)? * 60 + field([s1, s2], 60)?;
    Some(seconds as u32)
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the given proleptic Gregorian date.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    const RFC_EXAMPLE_MS: f64 = 784_111_777_000.0;

    #[test]
    fn the_three_rfc_forms_agree() {
        for text in [
            "Sun, 06 Nov 1994 08:49:37 GMT",
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994",
        ] {
            assert_eq!(parse_http_date_ms(text), Some(RFC_EXAMPLE_MS), "{text}");
        }
    }

    #[test]
    fn epoch_leap_days_and_two_digit_years() {
        assert_eq!(
            parse_http_date_ms("Thu, 01 Jan 1970 00:00:00 GMT"),
            Some(0.0)
        );
        assert_eq!(
            parse_http_date_ms("Thu, 29 Feb 2024 00:00:00 GMT"),
            Some(1_709_164_800_000.0)
        );
        assert_eq!(
            parse_http_date_ms("Thursday, 29-Feb-24 00:00:00 GMT"),
            Some(1_709_164_800_000.0)
        );
    }

    #[test]
    fn malformed_dates_are_refused() {
        for text in [
            "",
            "120",
            "-1",
            "Sun, 06 Nov 1994",
            "Sun, 06 Nov 1994 08:49 GMT",
            "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 31 Nov 1994 08:49:37 GMT",
            "Mon, 29 Feb 2023 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 08:49:37 PST",
            "Sun, 06 Nov 1994 08:49:37 GMT 12",
            "Sun, 00 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 99999 08:49:37 GMT",
        ] {
            assert_eq!(parse_http_date_ms(text), None, "{text:?}");
        }
    }
}
