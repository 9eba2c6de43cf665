use core::fmt;
use std::borrow::Cow;

/// A JSON string as written between its quotes (escapes checked, UTF-8
/// valid), decoded on demand without allocating unless asked to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct JsonStr<'a> {
    /// The scanner checked these bytes as UTF-8 while reading them, so the
    /// hot path (comparing names) never needs a `str` of them.
    raw: &'a [u8],
    escaped: bool,
}

impl<'a> JsonStr<'a> {
    pub(crate) const fn new(raw: &'a [u8], escaped: bool) -> Self {
        JsonStr { raw, escaped }
    }

    /// The text between the quotes, escapes left as written.
    pub fn raw(&self) -> &'a str {
        // Well-formed UTF-8, checked by the scanner: this cannot fall back.
        core::str::from_utf8(self.raw).unwrap_or_default()
    }

    /// Whether the decoded string is empty.
    pub fn is_empty(&self) -> bool {
        // Every escape decodes to at least one character.
        self.raw.is_empty()
    }

    /// The decoded characters. An escaped lone surrogate (which JavaScript
    /// keeps but Rust strings cannot hold) reads as U+FFFD.
    pub fn chars(&self) -> Chars<'a> {
        Chars { rest: self.raw() }
    }

    /// Whether the decoded string equals `s`, without allocating.
    pub fn eq_str(&self, s: &str) -> bool {
        if !self.escaped {
            return super::text::same_bytes(self.raw, s.as_bytes());
        }
        self.chars().eq(s.chars())
    }

    /// The decoded string: borrowed from the input when it has no escapes.
    pub fn to_cow(self) -> Cow<'a, str> {
        if self.escaped {
            Cow::Owned(self.chars().collect())
        } else {
            Cow::Borrowed(self.raw())
        }
    }
}

impl fmt::Debug for JsonStr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("JsonStr")
            .field("raw", &self.raw())
            .field("escaped", &self.escaped)
            .finish()
    }
}

/// Iterator over the decoded characters of a [`JsonStr`].
#[derive(Clone, Debug)]
pub struct Chars<'a> {
    rest: &'a str,
}

impl Iterator for Chars<'_> {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        let mut chars = self.rest.chars();
        let first = chars.next()?;
        if first != '\\' {
            self.rest = chars.as_str();
            return Some(first);
        }
        let kind = chars.next()?;
        self.rest = chars.as_str();
        Some(match kind {
            'b' => '\u{8}',
            'f' => '\u{c}',
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            'u' => self.unicode_escape(),
            other => other,
        })
    }
}

impl Chars<'_> {
    /// Decodes the four hex digits after `\u`, joining a surrogate pair.
    fn unicode_escape(&mut self) -> char {
        let high = self.hex4();
        if (0xD800..0xDC00).contains(&high) {
            if let Some(after) = self.rest.strip_prefix("\\u") {
                let saved = self.rest;
                self.rest = after;
                let low = self.hex4();
                if (0xDC00..0xE000).contains(&low) {
                    let c = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                    return char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER);
                }
                self.rest = saved;
            }
        }
        char::from_u32(high).unwrap_or(char::REPLACEMENT_CHARACTER)
    }

    fn hex4(&mut self) -> u32 {
        let mut v = 0;
        let digits = self.rest.get(..4).unwrap_or_default();
        for b in digits.bytes() {
            v = (v << 4) | u32::from(hex_value(b).unwrap_or(0));
        }
        self.rest = self.rest.get(digits.len()..).unwrap_or_default();
        v
    }
}

pub(crate) fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}
