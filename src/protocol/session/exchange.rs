//! The handoff exchange as a session makes it: the request body that carries
//! the code, and the token read from the answer.

use crate::protocol::json::{self, write_string};
use crate::protocol::request::Secret;
use crate::protocol::response::Error;

/// The body of `POST /auth/connections/{id}/exchange`: `{"code": ...}`. The
/// code travels in this body only, never in a URL.
pub fn exchange_body(code: &Secret) -> String {
    let mut body = String::from("{\"code\":");
    write_string(&mut body, code.expose());
    body.push('}');
    body
}

/// The token of a (validated) exchange answer, `{"jwt": ...}`. The error,
/// should the answer lack it, never repeats the answer.
pub fn token_from_exchange(body: &[u8]) -> Result<Secret, Error> {
    json::parse(body)
        .ok()
        .and_then(|answer| {
            answer
                .get("jwt")
                .and_then(|jwt| jwt.as_str())
                .map(Secret::new)
        })
        .filter(|jwt| !jwt.expose().is_empty())
        .ok_or_else(|| Error::invalid_response("the exchange answer has no token (`jwt`)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_carries_the_code_as_a_json_string() {
        assert_eq!(
            exchange_body(&Secret::new("hs_\"1\\")),
            r#"{"code":"hs_\"1\\"}"#
        );
    }

    #[test]
    fn the_token_is_read_from_the_answer() {
        let token = token_from_exchange(br#"{"jwt":"eyJ.a.b","expires_at":"t"}"#);
        assert_eq!(
            token.map(|t| t.expose().to_owned()),
            Ok("eyJ.a.b".to_owned())
        );
    }

    #[test]
    fn an_answer_without_a_token_is_an_invalid_response_that_hides_the_body() {
        for body in [
            &br#"{"token":"eyJ.secret"}"#[..],
            br#"{"jwt":""}"#,
            b"eyJ.secret",
        ] {
            let error = token_from_exchange(body)
                .err()
                .unwrap_or_else(Error::timeout);
            assert_eq!(error.code(), "invalid_response");
            assert!(!format!("{error} {error:?}").contains("eyJ.secret"));
        }
    }
}
