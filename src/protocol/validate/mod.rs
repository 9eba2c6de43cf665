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

use crate::protocol::schema::{root, Shape};

/// Checks a request body strictly before it is sent.
pub fn check_request(shape: Shape, body: &[u8]) -> Result<(), ValidationError> {
    walk::Walker::run(root(shape), body, true)
}

/// Checks a response body, tolerating what a newer service may add.
pub fn check_response(shape: Shape, body: &[u8]) -> Result<(), ValidationError> {
    walk::Walker::run(root(shape), body, false)
}

#[cfg(test)]
mod tests;
