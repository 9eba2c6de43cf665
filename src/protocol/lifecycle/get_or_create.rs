//! Get-or-create: a create that conflicts with an existing record becomes
//! one read of that record; the create is never sent twice.

use crate::protocol::response::{Error, ErrorKind};

/// What to do after the create whose answer is a `T`.
#[derive(Debug)]
#[non_exhaustive]
pub enum GetOrCreateStep<T> {
    /// The create succeeded: its answer is the record.
    Created(T),
    /// The record exists: read the one with this id, and answer with it.
    Retrieve(String),
    /// Report this error.
    Fail(Error),
}

/// Decides what follows a create in a get-or-create.
///
/// ```
/// use browser_cloud_sdk::protocol::lifecycle::{GetOrCreate, GetOrCreateStep};
///
/// let created: Result<&str, _> = Ok("the new record");
/// assert!(matches!(
///     GetOrCreate::after_create(created),
///     GetOrCreateStep::Created("the new record")
/// ));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GetOrCreate;

impl GetOrCreate {
    /// After the create answered `created`. Only a conflict that names the
    /// existing record's id is read back; any other error, a conflict
    /// without an id included, is reported.
    pub fn after_create<T>(created: Result<T, Error>) -> GetOrCreateStep<T> {
        match created {
            Ok(answer) => GetOrCreateStep::Created(answer),
            Err(error) if error.kind() == ErrorKind::Conflict => match error.existing_id() {
                Some(existing) => GetOrCreateStep::Retrieve(existing.to_owned()),
                None => GetOrCreateStep::Fail(error),
            },
            Err(error) => GetOrCreateStep::Fail(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::response::error_from_response;

    #[test]
    fn a_conflict_naming_the_existing_record_reads_it() {
        let body = br#"{"code":"already_exists","message":"exists","existing_id":"conn_7"}"#;
        let conflict = error_from_response(409, body, None);
        assert!(matches!(
            GetOrCreate::after_create::<()>(Err(conflict)),
            GetOrCreateStep::Retrieve(id) if id == "conn_7"
        ));
    }

    #[test]
    fn a_conflict_without_an_id_and_other_errors_are_reported() {
        let bare = error_from_response(409, br#"{"code":"conflict","message":"x"}"#, None);
        assert!(matches!(
            GetOrCreate::after_create::<()>(Err(bare)),
            GetOrCreateStep::Fail(e) if e.kind() == ErrorKind::Conflict
        ));
        let denied = error_from_response(403, b"", None);
        assert!(matches!(
            GetOrCreate::after_create::<()>(Err(denied)),
            GetOrCreateStep::Fail(e) if e.kind() == ErrorKind::PermissionDenied
        ));
    }
}
