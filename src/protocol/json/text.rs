//! The inner loops of string scanning: a word-at-a-time skip over ordinary
//! ASCII and an inline check of one UTF-8 sequence, so a string is read in
//! a single pass over its bytes.

/// One in every byte of a word.
const ONES: u64 = u64::from_le_bytes([1; 8]);
/// The high bit of every byte of a word.
const HIGHS: u64 = ONES << 7;

/// Length of the leading run of bytes of `bytes` that need no attention in
/// a string: printable ASCII other than `"` and `\`.
#[cfg_attr(optimize_hot, optimize(speed))]
pub(super) fn plain_run(bytes: &[u8]) -> usize {
    let mut rest = bytes;
    while let Some(word) = rest.first_chunk::<8>() {
        let flags = special_bytes(u64::from_le_bytes(*word));
        if flags != 0 {
            return bytes.len() - rest.len() + (flags.trailing_zeros() / 8) as usize;
        }
        rest = rest.get(8..).unwrap_or_default();
    }
    let tail = rest
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || !(0x20..0x80).contains(&b))
        .unwrap_or(rest.len());
    bytes.len() - rest.len() + tail
}

/// The high bit of each byte of `word` that is `"`, `\`, below 0x20 or
/// above 0x7f. Borrows can also flag bytes after (above) a flagged one, so
/// only the lowest flag is exact: the first such byte in memory order.
fn special_bytes(word: u64) -> u64 {
    let quote = word ^ (ONES * u64::from(b'"'));
    let backslash = word ^ (ONES * u64::from(b'\\'));
    // A byte turns negative (high bit set) when it was 0 (a quote or a
    // backslash) or below 0x20; `word` itself flags the non-ASCII bytes.
    (quote.wrapping_sub(ONES)
        | backslash.wrapping_sub(ONES)
        | word.wrapping_sub(ONES * 0x20)
        | word)
        & HIGHS
}

/// Whether `a` and `b` hold the same bytes, compared eight at a time in
/// place. Names and enum values are short: `==` on slices calls `memcmp`,
/// a byte loop in wasm, and the call alone costs more than the comparison.
#[inline(always)]
pub(super) fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let (mut a, mut b) = (a, b);
    while let (Some(x), Some(y)) = (a.first_chunk::<8>(), b.first_chunk::<8>()) {
        if u64::from_le_bytes(*x) != u64::from_le_bytes(*y) {
            return false;
        }
        a = a.get(8..).unwrap_or_default();
        b = b.get(8..).unwrap_or_default();
    }
    let mut i = 0;
    while let (Some(x), Some(y)) = (a.get(i), b.get(i)) {
        if x != y {
            return false;
        }
        i += 1;
    }
    true
}

/// Length of the well-formed UTF-8 sequence at the start of `bytes`, whose
/// first byte is not ASCII; `None` when it is not one (what
/// `core::str::from_utf8` refuses: overlong forms, surrogates, code points
/// past U+10FFFF, truncated sequences).
#[cfg_attr(optimize_hot, optimize(speed))]
pub(super) fn utf8_sequence(bytes: &[u8]) -> Option<usize> {
    const TAIL: core::ops::RangeInclusive<u8> = 0x80..=0xbf;
    let tail = |i: usize| bytes.get(i).is_some_and(|b| TAIL.contains(b));
    let (second, len) = match bytes.first()? {
        0xc2..=0xdf => (TAIL, 2),
        0xe0 => (0xa0..=0xbf, 3),
        0xe1..=0xec | 0xee..=0xef => (TAIL, 3),
        0xed => (0x80..=0x9f, 3),
        0xf0 => (0x90..=0xbf, 4),
        0xf1..=0xf3 => (TAIL, 4),
        0xf4 => (0x80..=0x8f, 4),
        _ => return None,
    };
    let ok = bytes.get(1).is_some_and(|b| second.contains(b)) && (2..len).all(tail);
    ok.then_some(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_run_stops_at_the_first_byte_that_needs_attention() {
        let text = b"abcdefghijklmnopqrstuvwxyz0123456789";
        for at in 0..text.len() {
            for stop in [b'"', b'\\', 0x00, 0x1f, 0x7f + 1, 0xff] {
                let mut bytes = text.to_vec();
                bytes[at] = stop;
                // Later stops (and a stop just after) must not move the answer.
                bytes.extend_from_slice(&[0x01, b'"', 0x80]);
                assert_eq!(plain_run(&bytes), at, "byte {stop:#x} at {at}");
            }
        }
        assert_eq!(plain_run(text), text.len());
        assert_eq!(plain_run(b" ~ !#[]"), 7);
    }

    #[test]
    fn same_bytes_agrees_with_slice_equality() {
        let text = b"timestamp_of_the_event";
        for len in 0..=text.len() {
            let a = &text[..len];
            assert!(same_bytes(a, a), "{len}");
            for at in 0..len {
                let mut b = a.to_vec();
                b[at] ^= 0x20;
                assert!(!same_bytes(a, &b), "{len} {at}");
            }
            assert!(!same_bytes(a, &text[..len.saturating_sub(1)]) || len == 0);
        }
    }

    #[test]
    fn utf8_sequence_agrees_with_the_standard_library() {
        for lead in 0x80..=0xffu8 {
            for second in 0..=0xffu8 {
                for tail in [0x00, 0x7f, 0x80, 0xbf, 0xc0] {
                    let bytes = [lead, second, tail, tail];
                    // Each truncation too: a sequence cut short is refused.
                    for end in 1..=bytes.len() {
                        let bytes = &bytes[..end];
                        let expected =
                            (2..=end).find(|&n| core::str::from_utf8(&bytes[..n]).is_ok());
                        assert_eq!(utf8_sequence(bytes), expected, "{bytes:x?}");
                    }
                }
            }
        }
    }
}
