//! A refused token while a session runs: `SessionExpired`.

use crate::protocol::response::{Error, ErrorKind};

/// The error a session reports for `error`: a 401 (the token expired or was
/// revoked) becomes [`ErrorKind::SessionExpired`], keeping the status, the
/// service's error record and the request id; any other error is unchanged.
pub fn session_error(error: Error) -> Error {
    match error.kind() {
        ErrorKind::Authentication => Error::session_expired(error),
        _ => error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::response::error_from_response;

    #[test]
    fn a_refused_token_becomes_session_expired_with_the_service_record() {
        let refused = error_from_response(
            401,
            br#"{"code":"unauthorized","message":"token expired","details":[{"code":"exp"}]}"#,
            Some("req_1"),
        );
        let error = session_error(refused);
        assert_eq!(error.kind(), ErrorKind::SessionExpired);
        assert_eq!(error.class_name(), "SessionExpiredError");
        assert_eq!(error.code(), "session_expired");
        assert_eq!(error.status(), Some(401));
        assert_eq!(error.request_id(), Some("req_1"));
        assert_eq!(error.details().len(), 1);
        assert!(error
            .body()
            .is_some_and(|body| body.contains("unauthorized")));
    }

    #[test]
    fn other_errors_pass_unchanged() {
        for status in [400, 403, 404, 409, 500] {
            let error = error_from_response(status, b"", None);
            assert_eq!(session_error(error.clone()), error);
        }
        assert_eq!(session_error(Error::aborted()), Error::aborted());
    }
}
