/// Appends `s` to `out` as a JSON string literal, quotes included.
///
/// Escapes `"`, `\` and control characters; everything else is written as is.
pub fn write_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.reserve(s.len() + 2);
    out.push('"');
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let escape = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(s.get(start..i).unwrap_or_default());
        if escape.is_empty() {
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xf)]));
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(s.get(start..).unwrap_or_default());
    out.push('"');
}

/// Appends the decimal digits of `n`, as `n.to_string()` would, without the
/// formatting machinery (which would otherwise ship in the wasm).
pub fn write_u64(out: &mut String, n: u64) {
    let mut digits = [b'0'; 20];
    let mut rest = n;
    let mut len = 0;
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (rest % 10) as u8;
        rest /= 10;
        len += 1;
        if rest == 0 {
            break;
        }
    }
    for &digit in digits.iter().skip(digits.len() - len) {
        out.push(char::from(digit));
    }
}

/// Appends the decimal digits of `n`, with a `-` when negative.
pub fn write_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    write_u64(out, n.unsigned_abs());
}

/// A JSON object written member by member: how the npm package's wasm hands
/// JavaScript a record in one crossing, read there by its members' names.
#[cfg(any(feature = "js", test))]
#[derive(Default)]
pub struct ObjectWriter {
    text: String,
}

#[cfg(any(feature = "js", test))]
impl ObjectWriter {
    /// An object of no members yet.
    pub fn new() -> Self {
        Self::default()
    }

    fn name(&mut self, name: &str) {
        self.text.push(if self.text.is_empty() { '{' } else { ',' });
        write_string(&mut self.text, name);
        self.text.push(':');
    }

    /// Adds a string member.
    pub fn text(&mut self, name: &str, value: &str) -> &mut Self {
        self.name(name);
        write_string(&mut self.text, value);
        self
    }

    /// Adds a whole number member.
    pub fn number(&mut self, name: &str, value: u64) -> &mut Self {
        self.name(name);
        write_u64(&mut self.text, value);
        self
    }

    /// Adds a boolean member.
    #[cfg_attr(not(feature = "js-calls"), allow(dead_code))]
    pub fn boolean(&mut self, name: &str, value: bool) -> &mut Self {
        self.name(name);
        self.text.push_str(if value { "true" } else { "false" });
        self
    }

    /// Adds a member whose value is `json`, JSON text already.
    pub fn raw(&mut self, name: &str, json: &str) -> &mut Self {
        self.name(name);
        self.text.push_str(json);
        self
    }

    /// The object's text.
    pub fn finish(&mut self) -> String {
        let mut text = std::mem::take(&mut self.text);
        if text.is_empty() {
            text.push('{');
        }
        text.push('}');
        text
    }
}

#[cfg(test)]
mod object_tests {
    use super::ObjectWriter;

    #[test]
    fn an_object_is_written_member_by_member() {
        let text = ObjectWriter::new()
            .text("url", "/a\"b")
            .number("timeoutMs", 60_000)
            .boolean("eventSource", false)
            .raw("headers", "[[\"a\",\"b\"]]")
            .finish();
        assert_eq!(
            text,
            r#"{"url":"/a\"b","timeoutMs":60000,"eventSource":false,"headers":[["a","b"]]}"#
        );
        assert_eq!(ObjectWriter::new().finish(), "{}");
    }
}
