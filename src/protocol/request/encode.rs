//! Percent-encoding of path segments and query components.

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Appends `text` to `out`, percent-encoding every byte except the RFC 3986
/// unreserved characters (`A-Z a-z 0-9 - . _ ~`). The result is safe both as
/// one path segment (a `/` becomes `%2F`) and as a query key or value.
pub(crate) fn push_encoded(out: &mut String, text: &str) {
    for &byte in text.as_bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0x0f)]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(text: &str) -> String {
        let mut out = String::new();
        push_encoded(&mut out, text);
        out
    }

    #[test]
    fn unreserved_characters_pass_through() {
        assert_eq!(encoded("AZaz09-._~"), "AZaz09-._~");
    }

    #[test]
    fn reserved_characters_spaces_and_unicode_are_encoded() {
        assert_eq!(encoded("a/b?c#d"), "a%2Fb%3Fc%23d");
        assert_eq!(encoded("a b+c&d=e%"), "a%20b%2Bc%26d%3De%25");
        assert_eq!(encoded("é✓"), "%C3%A9%E2%9C%93");
    }
}
