//! Whole numbers written as ASCII digits, as headers and stream fields send
//! them: one reader, so the wasm carries no copy of `str::parse` per type.

/// The number `text` spells with ASCII digits only (no sign, no spaces):
/// `None` when it is empty, holds anything else, or exceeds `u64`.
pub(crate) fn decimal(text: &[u8]) -> Option<u64> {
    if text.is_empty() {
        return None;
    }
    text.iter().try_fold(0u64, |value, &byte| {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value.checked_mul(10)?.checked_add(u64::from(digit))
    })
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn digits_read_as_their_number() {
        assert_eq!(decimal(b"0"), Some(0));
        assert_eq!(decimal(b"007"), Some(7));
        assert_eq!(decimal(b"18446744073709551615"), Some(u64::MAX));
    }

    #[test]
    fn anything_but_digits_is_refused() {
        for text in [
            "",
            "+5",
            "-1",
            " 5",
            "5 ",
            "1.5",
            "1e3",
            "٣",
            "18446744073709551616",
        ] {
            assert_eq!(decimal(text.as_bytes()), None, "{text:?}");
        }
    }
}
