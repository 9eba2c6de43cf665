//! Validator failures as SDK errors.

use super::error::{Error, ErrorKind, CODE_INVALID_INPUT, CODE_INVALID_RESPONSE};
use crate::protocol::validate::ValidationError;

impl Error {
    /// A response body that failed validation: kind
    /// [`ErrorKind::InvalidResponse`], code `invalid_response`, with the
    /// path and rule of the first problem.
    pub fn from_invalid_response(error: ValidationError) -> Self {
        from_validation(ErrorKind::InvalidResponse, CODE_INVALID_RESPONSE, &error)
    }
}

/// A request body refused before sending: kind [`ErrorKind::InvalidInput`],
/// code `invalid_input`, the field path (`None` when the body itself is at
/// fault, for example not JSON) and the rule.
impl From<ValidationError> for Error {
    fn from(error: ValidationError) -> Self {
        from_validation(ErrorKind::InvalidInput, CODE_INVALID_INPUT, &error)
    }
}

fn from_validation(kind: ErrorKind, code: &str, error: &ValidationError) -> Error {
    let path = (!error.path().is_empty()).then(|| error.path().to_owned());
    Error::new(kind, code, error.message())
        .with_path(path)
        .with_rule(Some(error.rule().code()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::schema::bodies;
    use crate::protocol::validate::{check_request, check_response};

    #[test]
    fn a_refused_request_names_path_and_rule() {
        let body = br#"{"domain":"a.com","profile_name":"p","browser":{"proxy":{}}}"#;
        let Err(failure) = check_request(&bodies::AUTH_CONNECTION_CREATE_BODY, body) else {
            panic!("accepted");
        };
        let expected_path = failure.path().to_owned();
        let error = Error::from(failure);
        assert_eq!(error.kind(), ErrorKind::InvalidInput);
        assert_eq!(error.code(), "invalid_input");
        assert_eq!(error.class_name(), "ValidationError");
        assert_eq!(error.path(), Some(expected_path.as_str()));
        assert!(error.path().is_some_and(|p| p.starts_with("browser.proxy")));
        assert!(error.rule().is_some());
        assert!(
            error.message().contains("browser.proxy"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn an_unknown_property_is_named() {
        let body = br#"{"domain":"a.com","profile_name":"p","colour":"red"}"#;
        let Err(failure) = check_request(&bodies::AUTH_CONNECTION_CREATE_BODY, body) else {
            panic!("accepted");
        };
        let error = Error::from(failure);
        assert_eq!(error.path(), Some("colour"));
        assert_eq!(error.rule(), Some("unknown_property"));
        assert!(!error.message().contains("red"));
    }

    #[test]
    fn a_body_that_is_not_json_has_no_path() {
        let Err(failure) = check_request(&bodies::PROJECT_CREATE_BODY, b"{") else {
            panic!("accepted");
        };
        let error = Error::from(failure);
        assert_eq!(error.path(), None);
        assert_eq!(error.rule(), Some("syntax"));
    }

    #[test]
    fn a_bad_response_is_an_invalid_response_error() {
        let Err(failure) = check_response(&bodies::PROJECT_BODY, br#"{"id":5}"#) else {
            panic!("accepted");
        };
        let error = Error::from_invalid_response(failure);
        assert_eq!(error.kind(), ErrorKind::InvalidResponse);
        assert_eq!(error.code(), "invalid_response");
        assert_eq!(error.class_name(), "InvalidResponseError");
        assert!(error.path().is_some());
    }
}
