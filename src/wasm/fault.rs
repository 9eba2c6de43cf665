//! The faults faults.js names in JavaScript (a request body before it is
//! sent, a success body answers.js refused, an event), as the core's
//! errors: the calls module holds no validator of its own, only the
//! vocabulary of its errors.

use crate::protocol::response::Error;
use crate::protocol::validate::{check_syntax, Rule, ValidationError};

/// The validation error a fault of faults.js stands for: its
/// `path\0rule\0detail`.
fn read_fault(fault: &str) -> ValidationError {
    let (path, rest) = split_at_nul(fault);
    let (rule, detail) = split_at_nul(rest);
    let rule = Rule::from_code(rule).unwrap_or(Rule::Type);
    ValidationError::new(path.to_owned(), rule, detail.to_owned())
}

/// `text` before its first NUL, and after it (empty without one). A byte
/// search: `str::split` would bring a pattern searcher into the wasm.
fn split_at_nul(text: &str) -> (&str, &str) {
    let at = text.bytes().position(|b| b == 0).unwrap_or(text.len());
    let before = text.get(..at).unwrap_or_default();
    let after = text.get(at + 1..).unwrap_or_default();
    (before, after)
}

/// A request body refused by faults.js: a `ValidationError` naming the field.
pub(crate) fn invalid_request(fault: &str) -> Error {
    read_fault(fault).into()
}

/// The error of an answer or event `body` that the JavaScript refused:
/// the fault faults.js named, or (an empty fault: `JSON.parse` refused the
/// body) where its syntax breaks.
pub(crate) fn invalid_answer(fault: &str, body: &[u8]) -> Error {
    if !fault.is_empty() {
        return Error::from_invalid_response(read_fault(fault));
    }
    match check_syntax(body) {
        Err(error) => Error::from_invalid_response(error),
        Ok(()) => Error::invalid_response("response body is not JSON"),
    }
}
