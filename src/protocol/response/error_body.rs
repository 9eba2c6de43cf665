//! Turning a failed response into an [`Error`].

use super::error::{Error, ErrorKind};
use crate::protocol::json::{self, Value};
use crate::protocol::model::ErrorDetail;

/// The error for a non-success response: its kind from `status`, its code,
/// message, `details`, `inner_error` and `existing_id` from the error record
/// in `body`, and the raw body as text.
///
/// Also accepts the record wrapped as `{"error": {...}}` (the form of stream
/// error events). A body that is not JSON, or a record without a `code` or
/// `message`, still gives an error with the status: the code falls back to
/// `http_<status>` and the message to `request failed with status <status>`.
/// Never panics.
pub fn error_from_response(status: u16, body: &[u8], request_id: Option<&str>) -> Error {
    let parsed = json::parse(body).ok();
    let text = (!body.is_empty()).then(|| String::from_utf8_lossy(body).into_owned());
    error_from_record(
        ErrorKind::from_status(status),
        Some(status),
        parsed.as_ref(),
    )
    .with_request_id(request_id)
    .with_body(text)
}

/// The error for an error record (or a value wrapping one in `error`), of
/// the given kind; `status` may be `None` for errors reported in a stream.
pub(crate) fn error_from_record(
    kind: ErrorKind,
    status: Option<u16>,
    value: Option<&Value<'_>>,
) -> Error {
    let record = value.map(|value| match value.get("error") {
        Some(inner) if inner.as_object().is_some() && value.get("code").is_none() => inner,
        _ => value,
    });
    let field = |name: &str| record.and_then(|r| r.get(name)).and_then(Value::as_str);
    let non_empty = |name: &str| field(name).filter(|text| !text.is_empty());
    let with_status = |prefix: &str, status: u16| {
        let mut text = String::from(prefix);
        json::write_u64(&mut text, u64::from(status));
        text
    };
    let code = match (non_empty("code"), status) {
        (Some(code), _) => code.to_owned(),
        (None, Some(status)) => with_status("http_", status),
        (None, None) => "error".to_owned(),
    };
    let message = match (non_empty("message"), status) {
        (Some(message), _) => message.to_owned(),
        (None, Some(status)) => with_status("request failed with status ", status),
        (None, None) => "the service reported an error".to_owned(),
    };
    let details = record
        .and_then(|r| r.get("details"))
        .and_then(Value::as_array)
        .map(|items| items.iter().filter_map(detail).collect())
        .unwrap_or_default();
    let mut error = Error::new(kind, code, message)
        .with_details(details)
        .with_inner_error(record.and_then(|r| r.get("inner_error")).and_then(detail))
        .with_existing_id(field("existing_id").map(str::to_owned));
    if let Some(status) = status {
        error = error.with_status(status);
    }
    error
}

/// An error detail from an object; non-string members are left out.
fn detail(value: &Value<'_>) -> Option<ErrorDetail> {
    value.as_object()?;
    let text = |name: &str| value.get(name).and_then(Value::as_str).map(str::to_owned);
    Some(ErrorDetail {
        code: text("code"),
        message: text("message"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn detail_of(code: &str, message: &str) -> ErrorDetail {
        ErrorDetail {
            code: Some(code.to_owned()),
            message: Some(message.to_owned()),
        }
    }

    #[test]
    fn every_status_class_gets_its_kind_and_the_record() {
        let body = br#"{"code":"c","message":"m"}"#;
        let cases = [
            (400, ErrorKind::BadRequest),
            (401, ErrorKind::Authentication),
            (403, ErrorKind::PermissionDenied),
            (404, ErrorKind::NotFound),
            (409, ErrorKind::Conflict),
            (422, ErrorKind::UnprocessableEntity),
            (429, ErrorKind::RateLimit),
            (500, ErrorKind::InternalServer),
            (503, ErrorKind::InternalServer),
            (418, ErrorKind::Status),
        ];
        for (status, kind) in cases {
            let error = error_from_response(status, body, Some("req_1"));
            assert_eq!(error.kind(), kind, "{status}");
            assert_eq!(error.status(), Some(status));
            assert_eq!(error.code(), "c");
            assert_eq!(error.message(), "m");
            assert_eq!(error.request_id(), Some("req_1"));
            assert_eq!(error.body(), Some(r#"{"code":"c","message":"m"}"#));
        }
    }

    #[test]
    fn details_and_inner_error_are_kept() {
        let body = br#"{"code":"bad_request","message":"invalid","details":[{"code":"invalid_input","message":"domain is required"},{"message":"only message"},7,{"code":5}],"inner_error":{"code":"x","message":"y"}}"#;
        let error = error_from_response(400, body, None);
        assert_eq!(error.to_string(), "bad_request: invalid");
        assert_eq!(
            error.details(),
            &[
                detail_of("invalid_input", "domain is required"),
                ErrorDetail {
                    code: None,
                    message: Some("only message".to_owned())
                },
                ErrorDetail::default(),
            ]
        );
        assert_eq!(error.inner_error(), Some(&detail_of("x", "y")));
        assert_eq!(error.request_id(), None);
    }

    #[test]
    fn conflict_exposes_existing_id() {
        let body = br#"{"code":"already_exists","message":"exists","existing_id":"ac_9"}"#;
        let error = error_from_response(409, body, None);
        assert_eq!(error.class_name(), "ConflictError");
        assert_eq!(error.existing_id(), Some("ac_9"));
    }

    #[test]
    fn a_wrapped_record_is_unwrapped() {
        let body = br#"{"error":{"code":"project_not_found","message":"inactive"}}"#;
        let error = error_from_response(404, body, None);
        assert_eq!(error.code(), "project_not_found");
        assert_eq!(error.message(), "inactive");
    }

    #[test]
    fn malformed_bodies_still_give_the_status_and_a_generic_code() {
        let bodies: [&[u8]; 9] = [
            b"",
            b"<html>502 Bad Gateway</html>",
            b"{\"code\":\"x\"",
            b"[1,2]",
            b"\"text\"",
            b"{\"code\":5,\"message\":null}",
            b"{\"code\":\"\",\"message\":\"\"}",
            b"\xFF\xFE",
            b"{\"error\":\"flat\"}",
        ];
        for body in bodies {
            let error = error_from_response(502, body, None);
            assert_eq!(error.status(), Some(502));
            assert_eq!(error.kind(), ErrorKind::InternalServer);
            assert_eq!(error.code(), "http_502", "{body:?}");
            assert_eq!(error.message(), "request failed with status 502");
            assert!(error.details().is_empty());
        }
    }

    #[test]
    fn a_record_with_only_a_code_keeps_it() {
        let error = error_from_response(401, br#"{"code":"unauthorized"}"#, None);
        assert_eq!(error.code(), "unauthorized");
        assert_eq!(error.message(), "request failed with status 401");
    }

    #[test]
    fn raw_body_is_kept_for_callers_and_empty_bodies_give_none() {
        assert_eq!(error_from_response(500, b"", None).body(), None);
        let error = error_from_response(500, b"oops", None);
        assert_eq!(error.body(), Some("oops"));
    }
}
