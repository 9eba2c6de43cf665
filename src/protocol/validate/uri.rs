use crate::protocol::json::JsonStr;

/// Whether `s` is an absolute URI: a scheme (`[A-Za-z][A-Za-z0-9+.-]*`), a
/// colon, and a non-empty rest without spaces or control characters.
pub(crate) fn is_absolute_uri(s: &JsonStr<'_>) -> bool {
    let mut chars = s.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_alphabetic()) {
        return false;
    }
    loop {
        match chars.next() {
            Some(':') => break,
            Some(c) if c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-') => {}
            _ => return false,
        }
    }
    let mut rest_is_empty = true;
    for c in chars {
        if c <= ' ' || c.is_control() {
            return false;
        }
        rest_is_empty = false;
    }
    !rest_is_empty
}
