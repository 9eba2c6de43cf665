//! Checks on header names and values, so nothing can inject a header.

/// Whether `name` is an HTTP token (RFC 9110 `tchar`s, at least one).
pub(crate) fn is_token(name: &str) -> bool {
    !name.is_empty() && name.as_bytes().iter().all(|&b| is_tchar(b))
}

/// An RFC 9110 `tchar`. A `match` rather than a search of the symbols'
/// list: no call to `memchr`, which the client's constructor would be the
/// first to run (and to have V8 compile).
fn is_tchar(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'!' | b'#'
                | b'$'
                | b'%'
                | b'&'
                | b'\''
                | b'*'
                | b'+'
                | b'-'
                | b'.'
                | b'^'
                | b'_'
                | b'`'
                | b'|'
                | b'~'
        )
}

/// Whether `value` is a safe header value: visible ASCII with inner spaces
/// or tabs, no leading or trailing whitespace, no control characters.
pub(crate) fn is_header_value(value: &str) -> bool {
    let bytes = value.as_bytes();
    let edge_ok = |b: Option<&u8>| b.is_none_or(|b| b.is_ascii_graphic());
    edge_ok(bytes.first())
        && edge_ok(bytes.last())
        && bytes
            .iter()
            .all(|&b| b.is_ascii_graphic() || b == b' ' || b == b'\t')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_exclude_separators_and_spaces() {
        assert!(is_token("X-Kernel-Project-Id"));
        assert!(!is_token(""));
        assert!(!is_token("X Project"));
        assert!(!is_token("X:Project"));
        assert!(!is_token("Ünï"));
    }

    #[test]
    fn header_values_exclude_line_breaks_and_edge_spaces() {
        assert!(is_header_value("Bearer abc.def"));
        assert!(is_header_value(""));
        assert!(!is_header_value("a\r\nX-Injected: 1"));
        assert!(!is_header_value(" a"));
        assert!(!is_header_value("a "));
        assert!(!is_header_value("é"));
    }
}
