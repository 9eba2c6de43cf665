//! The service's error record, its details, and the 409 conflict body.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;

/// A lower-level error entry: one of an error record's `details` or its
/// `inner_error`.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ErrorDetail {
    /// Lower-level error code (for example `invalid_input`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub code: Option<String>,
    /// Human-readable description of this detail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub message: Option<String>,
}

/// The error body of every failed request (400, 401, 403, 404, 409, 500).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ErrorRecord {
    /// Machine-readable application error code (for example `bad_request`,
    /// `project_not_found`).
    pub code: String,
    /// Human-readable description.
    pub message: String,
    /// Further errors, when the request failed for more than one reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub details: Option<Vec<ErrorDetail>>,
    /// The lower-level error behind this one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub inner_error: Option<ErrorDetail>,
}

/// The 409 body of `POST /auth/connections` when a connection already exists
/// for the profile and domain: the error record plus `existing_id`.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ConflictErrorBody {
    /// Machine-readable error code (`already_exists`).
    pub code: String,
    /// Human-readable description.
    pub message: String,
    /// Id of the auth connection that already exists for the profile and
    /// domain.
    pub existing_id: String,
    /// Further errors, when the service sends them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub details: Option<Vec<ErrorDetail>>,
    /// The lower-level error behind this one, when the service sends it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub inner_error: Option<ErrorDetail>,
}
