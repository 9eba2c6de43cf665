use std::borrow::Cow;

use super::{JsonError, JsonNumber, Scanner, Token};

/// A parsed JSON value borrowing its strings from the input where it can.
///
/// Meant for small bodies; large responses are checked by streaming instead.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    /// `null`
    Null,
    /// `true` or `false`
    Bool(bool),
    /// A number, as written; [`JsonNumber::integer`] reads it exactly.
    Number(JsonNumber<'a>),
    /// A string (borrowed when it has no escapes).
    String(Cow<'a, str>),
    /// An array.
    Array(Vec<Value<'a>>),
    /// An object's members in document order (duplicates kept).
    Object(Vec<(Cow<'a, str>, Value<'a>)>),
}

impl<'a> Value<'a> {
    /// The member named `key` of an object (the last one if repeated, as in
    /// JavaScript); `None` for a missing key or a non-object.
    pub fn get(&self, key: &str) -> Option<&Value<'a>> {
        self.as_object()?
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The boolean, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The number as JavaScript reads it, if this is one.
    #[cfg(test)]
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(n.as_f64()),
            _ => None,
        }
    }

    /// The elements, if this is an array.
    pub fn as_array(&self) -> Option<&[Value<'a>]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The members, if this is an object.
    pub fn as_object(&self) -> Option<&[(Cow<'a, str>, Value<'a>)]> {
        match self {
            Value::Object(members) => Some(members),
            _ => None,
        }
    }

    /// Whether this is `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

/// A container being filled, with the key its value will go under.
enum Open<'a> {
    Array(Vec<Value<'a>>),
    Object(Vec<(Cow<'a, str>, Value<'a>)>, Cow<'a, str>),
}

/// Parses one JSON document (strict RFC 8259, at most
/// [`MAX_DEPTH`](super::scanner::MAX_DEPTH) levels deep).
pub fn parse(bytes: &[u8]) -> Result<Value<'_>, JsonError> {
    let mut scanner = Scanner::new(bytes);
    let mut stack: Vec<Open<'_>> = Vec::new();
    while let Some(token) = scanner.next_token()? {
        let done = match token {
            Token::BeginObject => {
                stack.push(Open::Object(Vec::new(), Cow::Borrowed("")));
                continue;
            }
            Token::BeginArray => {
                stack.push(Open::Array(Vec::new()));
                continue;
            }
            Token::Key(k) => {
                if let Some(Open::Object(_, key)) = stack.last_mut() {
                    *key = k.to_cow();
                }
                continue;
            }
            Token::EndObject | Token::EndArray => match stack.pop() {
                Some(Open::Array(items)) => Value::Array(items),
                Some(Open::Object(members, _)) => Value::Object(members),
                None => return Err(JsonError::new(scanner.offset(), "unbalanced brackets")),
            },
            Token::String(s) => Value::String(s.to_cow()),
            Token::Number(n) => Value::Number(n),
            Token::Bool(b) => Value::Bool(b),
            Token::Null => Value::Null,
        };
        match stack.last_mut() {
            Some(Open::Array(items)) => items.push(done),
            Some(Open::Object(members, key)) => members.push((core::mem::take(key), done)),
            None => {
                // The scanner accepts nothing but whitespace after the root.
                scanner.next_token()?;
                return Ok(done);
            }
        }
    }
    Err(JsonError::new(scanner.offset(), "unexpected end of input"))
}
