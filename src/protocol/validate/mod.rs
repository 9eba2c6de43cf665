//! Table-driven validation of request and response bodies.
//!
//! One streaming pass over the bytes, against the tables of
//! [`schema`](crate::protocol::schema): no tree is built and nothing is
//! allocated unless a body is refused. Requests are checked strictly (every
//! rule, unknown properties refused at any depth); responses are checked for
//! forward compatibility (unknown properties and unknown enum values pass,
//! JSON types, required fields and nullability are enforced).
//!
//! Errors name the field path and the rule, never a field's value.

mod error;
mod uri;
mod walk;

pub use error::{Rule, ValidationError};

use crate::protocol::json::Scanner;
use crate::protocol::schema::Ty;

/// A check of a body of a type: [`check_request`], [`check_response`], or
/// [`check_syntax`] where the type is checked elsewhere.
pub type BodyCheck = fn(&'static Ty, &[u8]) -> Result<(), ValidationError>;

/// Checks a request body strictly before it is sent.
pub fn check_request(ty: &'static Ty, body: &[u8]) -> Result<(), ValidationError> {
    walk::Walker::run(ty, body, true)
}

/// Checks a response body, tolerating what a newer service may add.
pub fn check_response(ty: &'static Ty, body: &[u8]) -> Result<(), ValidationError> {
    walk::Walker::run(ty, body, false)
}

/// Checks that a body is one JSON value, and nothing of its shape: for the
/// npm package's calls module, whose JavaScript checks the shape of what
/// it parsed (src/js/faults.js) and which so carries neither the walk nor
/// the tables.
pub fn check_syntax(body: &[u8]) -> Result<(), ValidationError> {
    let mut scanner = Scanner::new(body);
    while scanner.next_token()?.is_some() {}
    Ok(())
}

#[cfg(test)]
mod tests;
