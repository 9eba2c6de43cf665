//! The service's error record and how it becomes a response.

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Map, Value};

/// An error answered with the spec's error record.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    details: Vec<(String, String)>,
    extra: Map<String, Value>,
    retry_after: Option<String>,
}

impl ApiError {
    /// An error with `status`, a machine-readable `code` and a message.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            details: Vec::new(),
            extra: Map::new(),
            retry_after: None,
        }
    }

    /// 400 bad_request naming the field path and the rule it breaks.
    pub fn invalid(path: &str, rule: &str) -> ApiError {
        let message = if path.is_empty() {
            rule.to_string()
        } else {
            format!("{path}: {rule}")
        };
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message.clone());
        e.details.push(("invalid_input".into(), message));
        e
    }

    /// 401 unauthorized.
    pub fn unauthorized(message: &str) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    /// 403 forbidden.
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }

    /// 404 with `code`.
    pub fn not_found(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, code, message)
    }

    /// 409 with `code`.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }

    /// Adds a top-level property beside code and message.
    pub fn with(mut self, key: &str, value: Value) -> ApiError {
        self.extra.insert(key.to_string(), value);
        self
    }

    /// Adds a Retry-After header (seconds).
    pub fn with_retry_after(mut self, seconds: String) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    /// The HTTP status.
    #[cfg(test)]
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The JSON body: code, message, details when any, extra properties.
    pub fn body(&self) -> Value {
        let mut body = Map::new();
        body.insert("code".into(), json!(self.code));
        body.insert("message".into(), json!(self.message));
        if !self.details.is_empty() {
            let details: Vec<Value> = self
                .details
                .iter()
                .map(|(code, message)| json!({ "code": code, "message": message }))
                .collect();
            body.insert("details".into(), Value::Array(details));
        }
        for (k, v) in &self.extra {
            body.insert(k.clone(), v.clone());
        }
        Value::Object(body)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, axum::Json(self.body())).into_response();
        if let Some(secs) = self
            .retry_after
            .and_then(|s| HeaderValue::from_str(&s).ok())
        {
            response.headers_mut().insert("retry-after", secs);
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_names_the_field_and_rule_with_a_detail() {
        let body =
            ApiError::invalid("browser.proxy", "provide exactly one of mode, id, name").body();
        assert_eq!(body["code"], "bad_request");
        assert_eq!(
            body["message"],
            "browser.proxy: provide exactly one of mode, id, name"
        );
        assert_eq!(body["details"][0]["code"], "invalid_input");
    }

    #[test]
    fn extra_properties_sit_beside_code_and_message() {
        let body = ApiError::conflict("already_exists", "exists")
            .with("existing_id", json!("conn_1"))
            .body();
        assert_eq!(body["existing_id"], "conn_1");
        assert!(body.get("details").is_none());
    }
}
