//! Reading JSON request bodies with errors that name the field and the rule.

use serde_json::{Map, Value};

use crate::error::ApiError;

/// A JSON object body; an empty body reads as `{}`.
pub fn object(bytes: &[u8]) -> Result<Map<String, Value>, ApiError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    match serde_json::from_slice::<Value>(bytes) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(ApiError::invalid("", "the body must be a JSON object")),
        Err(_) => Err(ApiError::invalid("", "the body is not valid JSON")),
    }
}

/// Joins a parent path and a key: `browser` + `proxy` = `browser.proxy`.
pub fn join(parent: &str, key: &str) -> String {
    if parent.is_empty() {
        key.to_string()
    } else {
        format!("{parent}.{key}")
    }
}

/// Rejects any property of `map` not in `allowed`.
pub fn only(map: &Map<String, Value>, allowed: &[&str], parent: &str) -> Result<(), ApiError> {
    match map.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(ApiError::invalid(&join(parent, k), "unknown property")),
        None => Ok(()),
    }
}

/// An optional string property; `min_len` is its minimum length.
pub fn string(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
    min_len: usize,
) -> Result<Option<String>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::String(s)) if s.chars().count() >= min_len => Ok(Some(s.clone())),
        Some(Value::String(_)) => Err(ApiError::invalid(
            &join(parent, key),
            &format!("must be at least {min_len} characters long"),
        )),
        Some(_) => Err(ApiError::invalid(&join(parent, key), "must be a string")),
    }
}

/// A required non-empty string property.
pub fn required_string(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
) -> Result<String, ApiError> {
    string(map, key, parent, 1)?.ok_or_else(|| ApiError::invalid(&join(parent, key), "is required"))
}

/// An optional boolean property.
pub fn boolean(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
) -> Result<Option<bool>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(ApiError::invalid(&join(parent, key), "must be a boolean")),
    }
}

/// An optional non-negative integer property no larger than `max`.
pub fn count(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
    max: u64,
) -> Result<Option<u64>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(v) => match v.as_u64() {
            Some(n) if n <= max => Ok(Some(n)),
            _ => Err(ApiError::invalid(
                &join(parent, key),
                &format!("must be an integer from 0 to {max}"),
            )),
        },
    }
}

/// An optional object property.
pub fn object_at<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    parent: &str,
) -> Result<Option<&'a Map<String, Value>>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Object(o)) => Ok(Some(o)),
        Some(_) => Err(ApiError::invalid(&join(parent, key), "must be an object")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn empty_body_is_an_empty_object_and_non_objects_are_rejected() {
        assert!(object(b"").unwrap().is_empty());
        assert_eq!(
            object(b"[1]").unwrap_err().body()["message"],
            "the body must be a JSON object"
        );
        assert_eq!(
            object(b"{").unwrap_err().body()["message"],
            "the body is not valid JSON"
        );
    }

    #[test]
    fn errors_name_the_nested_path() {
        let m = map(json!({"mode": 1, "extra": true}));
        assert_eq!(
            only(&m, &["mode"], "browser.proxy").unwrap_err().body()["message"],
            "browser.proxy.extra: unknown property"
        );
        assert_eq!(
            string(&m, "mode", "browser.proxy", 1).unwrap_err().body()["message"],
            "browser.proxy.mode: must be a string"
        );
    }

    #[test]
    fn count_checks_range() {
        let m = map(json!({"a": 5, "b": -1, "c": 1.5}));
        assert_eq!(count(&m, "a", "", 10).unwrap(), Some(5));
        assert!(count(&m, "b", "", 10).is_err());
        assert!(count(&m, "c", "", 10).is_err());
        assert!(count(&m, "a", "", 4).is_err());
        assert_eq!(count(&m, "z", "", 4).unwrap(), None);
    }
}
