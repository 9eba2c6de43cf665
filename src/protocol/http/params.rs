//! Reading a JavaScript options object (as a parsed JSON value) strictly:
//! unknown keys and wrong types are refused, naming the key and the rule.

use std::borrow::Cow;

use super::error::Error;
use crate::protocol::json::{Integer, Value};

/// Largest integer JavaScript numbers hold exactly.
const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// The members of an options object whose keys were all checked.
pub(crate) struct Params<'v, 'a> {
    members: &'v [(Cow<'a, str>, Value<'a>)],
}

impl<'v, 'a> Params<'v, 'a> {
    /// Reads `value` as an options object with only `allowed` keys; `null`
    /// reads as an empty object.
    pub(crate) fn new(value: &'v Value<'a>, allowed: &[&str]) -> Result<Self, Error> {
        let members = match value {
            Value::Null => &[][..],
            Value::Object(members) => members.as_slice(),
            _ => return Err(Error::invalid_input("params", "must be an object")),
        };
        if let Some((key, _)) = members
            .iter()
            .find(|(key, _)| !allowed.contains(&key.as_ref()))
        {
            let mut rule = String::from("unknown property; expected one of ");
            for (i, name) in allowed.iter().enumerate() {
                if i > 0 {
                    rule.push_str(", ");
                }
                rule.push_str(name);
            }
            return Err(Error::invalid_input(key.as_ref(), &rule));
        }
        Ok(Params { members })
    }

    /// The value of `key`; a `null` reads as absent. The last member wins
    /// when a key repeats, as in JavaScript.
    fn get(&self, key: &str) -> Option<&'v Value<'a>> {
        self.members
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, value)| value)
            .filter(|value| !value.is_null())
    }

    /// An optional string member.
    pub(crate) fn string(&self, key: &str) -> Result<Option<String>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(text)) => Ok(Some(text.as_ref().to_owned())),
            Some(_) => Err(Error::invalid_input(key, "must be a string")),
        }
    }

    /// An optional boolean member.
    pub(crate) fn boolean(&self, key: &str) -> Result<Option<bool>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Bool(flag)) => Ok(Some(*flag)),
            Some(_) => Err(Error::invalid_input(key, "must be a boolean")),
        }
    }

    /// An optional integer member of at least `min` (`rule` says so).
    pub(crate) fn integer(&self, key: &str, min: u64, rule: &str) -> Result<Option<u64>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Number(n)) => match n.integer() {
                Integer::Fits(v) => u64::try_from(v)
                    .ok()
                    .filter(|v| (min..=MAX_SAFE_INTEGER).contains(v))
                    .map(Some)
                    .ok_or_else(|| Error::invalid_input(key, rule)),
                Integer::Beyond | Integer::Not => Err(Error::invalid_input(key, rule)),
            },
            Some(_) => Err(Error::invalid_input(key, rule)),
        }
    }
}
