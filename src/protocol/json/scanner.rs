use super::{text, JsonError, JsonNumber, JsonStr};

/// Deepest nesting of arrays and objects the reader accepts.
pub const MAX_DEPTH: usize = 64;

/// One token of a JSON document, in document order.
///
/// An object member is a [`Token::Key`] followed by its value's tokens.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Token<'a> {
    /// `{`
    BeginObject,
    /// `}`
    EndObject,
    /// `[`
    BeginArray,
    /// `]`
    EndArray,
    /// A member name (the `:` after it is consumed).
    Key(JsonStr<'a>),
    /// A string value.
    String(JsonStr<'a>),
    /// A number value.
    Number(JsonNumber<'a>),
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// A value must come next.
    Value,
    /// Just after `[`: a value or `]`.
    ArrayFirst,
    /// Just after `{`: a key or `}`.
    ObjectFirst,
    /// Just after a `,` in an object: a key.
    ObjectNext,
    /// A value just ended: `,`, a closing bracket, or the end of input.
    AfterValue,
    /// The document is complete.
    Done,
}

/// A strict, allocation-free pull tokenizer over one JSON document.
///
/// Call [`Scanner::next_token`] until it returns `Ok(None)` (the document
/// ended, with only whitespace after it) or an error. Cloning a scanner is
/// cheap and lets a caller look ahead.
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
    depth: usize,
    /// Bit `i` is set when the container at depth `i + 1` is an object.
    objects: u64,
    state: State,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Scanner {
            bytes,
            pos: 0,
            depth: 0,
            objects: 0,
            state: State::Value,
        }
    }

    /// Byte offset of the next unread input.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Current nesting depth (0 outside any container).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The next token, `Ok(None)` at the end of the document, or the first
    /// syntax error.
    #[cfg_attr(optimize_hot, optimize(speed))]
    pub fn next_token(&mut self) -> Result<Option<Token<'a>>, JsonError> {
        loop {
            let b = self.skip_whitespace();
            match self.state {
                State::Value => return self.value(b).map(Some),
                State::ArrayFirst if b == Some(b']') => return Ok(Some(self.close())),
                State::ArrayFirst => return self.value(b).map(Some),
                State::ObjectFirst if b == Some(b'}') => return Ok(Some(self.close())),
                State::ObjectFirst | State::ObjectNext => return self.key(b).map(Some),
                State::AfterValue => {
                    if self.depth == 0 {
                        self.state = State::Done;
                        continue;
                    }
                    let in_object = self.in_object();
                    match b {
                        Some(b',') => {
                            self.pos += 1;
                            self.state = if in_object {
                                State::ObjectNext
                            } else {
                                State::Value
                            };
                        }
                        Some(b'}') if in_object => return Ok(Some(self.close())),
                        Some(b']') if !in_object => return Ok(Some(self.close())),
                        Some(_) if in_object => return Err(self.err("expected ',' or '}'")),
                        Some(_) => return Err(self.err("expected ',' or ']'")),
                        None => return Err(self.err("unexpected end of input")),
                    }
                }
                State::Done => {
                    return match b {
                        None => Ok(None),
                        Some(_) => Err(self.err("unexpected data after the document")),
                    };
                }
            }
        }
    }

    /// Skips the rest of the value whose first token was just returned
    /// (`BeginObject` or `BeginArray` skip to the matching close; any other
    /// token is already complete).
    #[cfg_attr(optimize_hot, optimize(speed))]
    pub fn skip_value(&mut self, first: &Token<'a>) -> Result<(), JsonError> {
        if !matches!(first, Token::BeginObject | Token::BeginArray) {
            return Ok(());
        }
        let target = self.depth - 1;
        while self.depth > target {
            if self.next_token()?.is_none() {
                return Err(self.err("unexpected end of input"));
            }
        }
        Ok(())
    }

    // Steps for a reader that follows the grammar itself (the validator,
    // which knows what each value must be): the same checks and errors as
    // `next_token`, without building tokens. Each step starts where `peek`
    // stopped.

    /// The next byte after whitespace, not consumed (`None` at the end).
    // The steps called several times per member are inlined by hand: at
    // opt-level "z" the calls stay, and they cost the validator ~13%.
    #[inline(always)]
    pub(crate) fn peek(&mut self) -> Option<u8> {
        self.skip_whitespace()
    }

    /// Consumes the byte `peek` returned (a `,` or a `:`).
    #[inline(always)]
    pub(crate) fn bump(&mut self) {
        self.pos += 1;
    }

    /// Enters the object (or array) whose bracket `peek` returned.
    pub(crate) fn enter(&mut self, object: bool) -> Result<(), JsonError> {
        self.open(object).map(drop)
    }

    /// Leaves the innermost container at the bracket `peek` returned.
    pub(crate) fn leave(&mut self) {
        self.close();
    }

    /// Reads the string whose quote `peek` returned.
    pub(crate) fn read_string(&mut self) -> Result<JsonStr<'a>, JsonError> {
        self.string()
    }

    /// Reads a string that is exactly `"name"` as written, where `peek`
    /// returned its quote; `false`, with nothing read, when it is not.
    /// `name` must be printable ASCII without `"` or `\`, so that no
    /// other spelling (an escape) could equal it.
    #[inline(always)]
    pub(crate) fn read_plain_name(&mut self, name: &str) -> bool {
        let end = self.pos + name.len() + 2;
        match self.bytes.get(self.pos..end) {
            Some([b'"', inner @ .., b'"']) if text::same_bytes(inner, name.as_bytes()) => {
                self.pos = end;
                true
            }
            _ => false,
        }
    }

    /// Reads a member written compactly as `"name":"text"`, the text
    /// printable ASCII without escapes, where `peek` returned its quote;
    /// `false`, with nothing read, when it is not one. `name` as for
    /// `read_plain_name`. The validator's fast lane: most members of the
    /// service's bodies are such strings, read here in one step.
    #[inline(always)]
    pub(crate) fn read_plain_string_member(&mut self, name: &str) -> bool {
        let start = self.pos;
        let Some([b'"', rest @ ..]) = self.bytes.get(start..) else {
            return false;
        };
        let Some((key, rest)) = rest.split_at_checked(name.len()) else {
            return false;
        };
        let [b'"', b':', b'"', text @ ..] = rest else {
            return false;
        };
        if !text::same_bytes(key, name.as_bytes()) {
            return false;
        }
        let end = text::plain_run(text);
        if text.get(end) != Some(&b'"') {
            return false;
        }
        // The quotes around the name and the text, and the colon.
        self.pos = start + name.len() + end + 5;
        true
    }

    /// Reads the number whose first character `peek` returned.
    pub(crate) fn read_number(&mut self) -> Result<JsonNumber<'a>, JsonError> {
        self.number()
    }

    /// Reads `true`, `false` or `null` where `peek` returned its first letter.
    pub(crate) fn read_literal(&mut self, word: &'static str) -> Result<(), JsonError> {
        self.literal(word)
    }

    /// Reads and drops the next value, whatever it is, checking its syntax.
    pub(crate) fn skip_next_value(&mut self) -> Result<(), JsonError> {
        self.state = State::Value;
        match self.next_token()? {
            Some(first) => self.skip_value(&first),
            None => Ok(()),
        }
    }

    /// A syntax error at the current position.
    pub(crate) fn error(&self, reason: &'static str) -> JsonError {
        self.err(reason)
    }

    fn err(&self, reason: &'static str) -> JsonError {
        JsonError::new(self.pos, reason)
    }

    #[inline(always)]
    fn skip_whitespace(&mut self) -> Option<u8> {
        while let Some(&b) = self.bytes.get(self.pos) {
            if !matches!(b, b' ' | b'\n' | b'\r' | b'\t') {
                return Some(b);
            }
            self.pos += 1;
        }
        None
    }

    fn in_object(&self) -> bool {
        self.objects & (1 << (self.depth - 1)) != 0
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn open(&mut self, object: bool) -> Result<Token<'a>, JsonError> {
        if self.depth >= MAX_DEPTH {
            return Err(self.err("nesting too deep"));
        }
        let bit = 1u64 << self.depth;
        if object {
            self.objects |= bit;
        } else {
            self.objects &= !bit;
        }
        self.depth += 1;
        self.pos += 1;
        Ok(if object {
            self.state = State::ObjectFirst;
            Token::BeginObject
        } else {
            self.state = State::ArrayFirst;
            Token::BeginArray
        })
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn close(&mut self) -> Token<'a> {
        let object = self.in_object();
        self.depth -= 1;
        self.pos += 1;
        self.state = State::AfterValue;
        if object {
            Token::EndObject
        } else {
            Token::EndArray
        }
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn key(&mut self, b: Option<u8>) -> Result<Token<'a>, JsonError> {
        if b != Some(b'"') {
            return Err(self.err("expected a string key"));
        }
        let key = self.string()?;
        if self.skip_whitespace() != Some(b':') {
            return Err(self.err("expected ':'"));
        }
        self.pos += 1;
        self.state = State::Value;
        Ok(Token::Key(key))
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn value(&mut self, b: Option<u8>) -> Result<Token<'a>, JsonError> {
        let token = match b {
            Some(b'{') => return self.open(true),
            Some(b'[') => return self.open(false),
            Some(b'"') => Token::String(self.string()?),
            Some(b't') => self.literal("true").map(|()| Token::Bool(true))?,
            Some(b'f') => self.literal("false").map(|()| Token::Bool(false))?,
            Some(b'n') => self.literal("null").map(|()| Token::Null)?,
            Some(b'-' | b'0'..=b'9') => Token::Number(self.number()?),
            Some(_) => return Err(self.err("expected a value")),
            None => return Err(self.err("unexpected end of input")),
        };
        self.state = State::AfterValue;
        Ok(token)
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn literal(&mut self, word: &'static str) -> Result<(), JsonError> {
        let end = self.pos + word.len();
        if self.bytes.get(self.pos..end) != Some(word.as_bytes()) {
            return Err(self.err("invalid literal"));
        }
        self.pos = end;
        Ok(())
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn digits(&mut self) -> usize {
        let start = self.pos;
        while matches!(self.bytes.get(self.pos), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
        self.pos - start
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn number(&mut self) -> Result<JsonNumber<'a>, JsonError> {
        let start = self.pos;
        if self.bytes.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        match self.bytes.get(self.pos) {
            Some(b'0') => {
                self.pos += 1;
                if matches!(self.bytes.get(self.pos), Some(b'0'..=b'9')) {
                    return Err(self.err("leading zero in number"));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.err("expected a digit")),
        }
        if self.bytes.get(self.pos) == Some(&b'.') {
            self.pos += 1;
            if self.digits() == 0 {
                return Err(self.err("expected a digit after '.'"));
            }
        }
        if matches!(self.bytes.get(self.pos), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.bytes.get(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.digits() == 0 {
                return Err(self.err("expected a digit in the exponent"));
            }
        }
        Ok(JsonNumber::new(
            self.bytes.get(start..self.pos).unwrap_or_default(),
        ))
    }

    /// Reads a string starting at its opening quote, in one pass: plain
    /// ASCII is skipped a word at a time, other bytes are checked in place.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn string(&mut self) -> Result<JsonStr<'a>, JsonError> {
        self.pos += 1;
        let start = self.pos;
        let mut escaped = false;
        // Where the first ill-formed UTF-8 starts: reported only once the
        // string is otherwise well-formed, as a whole-string check would.
        let mut bad_utf8 = None;
        loop {
            let rest = self.bytes.get(self.pos..).unwrap_or_default();
            self.pos += text::plain_run(rest);
            let rest = self.bytes.get(self.pos..).unwrap_or_default();
            let Some(&b) = rest.first() else {
                return Err(self.err("unterminated string"));
            };
            match b {
                b'"' => break,
                b'\\' => {
                    escaped = true;
                    self.escape()?;
                }
                0x80.. => match text::utf8_sequence(rest) {
                    Some(len) => self.pos += len,
                    None => {
                        bad_utf8 = bad_utf8.or(Some(self.pos));
                        self.pos += 1;
                    }
                },
                _ => return Err(self.err("control character in string")),
            }
        }
        if let Some(at) = bad_utf8 {
            return Err(JsonError::new(at, "invalid UTF-8 in string"));
        }
        let raw = self.bytes.get(start..self.pos).unwrap_or_default();
        self.pos += 1;
        Ok(JsonStr::new(raw, escaped))
    }

    /// Checks one escape sequence at a backslash and steps over it.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn escape(&mut self) -> Result<(), JsonError> {
        self.pos += 1;
        match self.bytes.get(self.pos) {
            Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                self.pos += 1;
                Ok(())
            }
            Some(b'u') => {
                self.pos += 1;
                for _ in 0..4 {
                    let hex = self
                        .bytes
                        .get(self.pos)
                        .copied()
                        .and_then(super::string::hex_value);
                    if hex.is_none() {
                        return Err(self.err("invalid \\u escape"));
                    }
                    self.pos += 1;
                }
                Ok(())
            }
            _ => Err(self.err("invalid escape")),
        }
    }
}
