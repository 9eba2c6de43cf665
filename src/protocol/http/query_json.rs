//! The queries read from a JavaScript options object: unknown keys and
//! wrong types refused with the field's name and rule. Only the npm
//! package's wasm exports (and the host tests) read queries this way.

use super::error::Error;
use super::log_query::{LogSource, LogStreamQuery};
use super::params::Params;
use super::query::{ListConnectionsQuery, ListProjectsQuery, TimelineQuery, LIMIT_RULE};
use crate::protocol::json::Value;
use crate::protocol::model::TimelineEventType;

const OFFSET_RULE: &str = "must be an integer >= 0";

/// Reads `offset` and `limit` with their rules.
fn read_paging(params: &Params<'_, '_>) -> Result<(Option<u64>, Option<u64>), Error> {
    Ok((
        params.integer("offset", 0, OFFSET_RULE)?,
        params.integer("limit", 1, LIMIT_RULE)?,
    ))
}

impl ListConnectionsQuery {
    const KEYS: [&'static str; 5] = ["offset", "limit", "domain", "profile_name", "query"];

    /// Reads the JavaScript options object (`null` is an empty query),
    /// refusing unknown keys and wrong types.
    pub(crate) fn from_json(value: &Value<'_>) -> Result<Self, Error> {
        let params = Params::new(value, &Self::KEYS)?;
        let (offset, limit) = read_paging(&params)?;
        Ok(ListConnectionsQuery {
            offset,
            limit,
            domain: params.string("domain")?,
            profile_name: params.string("profile_name")?,
            query: params.string("query")?,
        })
    }
}

impl TimelineQuery {
    const KEYS: [&'static str; 3] = ["offset", "limit", "type"];

    /// Reads the JavaScript options object (`null` is an empty query),
    /// refusing unknown keys, wrong types and unknown `type` values.
    pub(crate) fn from_json(value: &Value<'_>) -> Result<Self, Error> {
        let params = Params::new(value, &Self::KEYS)?;
        let (offset, limit) = read_paging(&params)?;
        let r#type = match params.string("type")? {
            None => None,
            Some(text) => match TimelineEventType::from_wire(&text) {
                TimelineEventType::Unknown(_) => {
                    return Err(Error::invalid_input(
                        "type",
                        "must be one of login, reauth, health_check",
                    ))
                }
                known => Some(known),
            },
        };
        Ok(TimelineQuery {
            offset,
            limit,
            r#type,
        })
    }
}

impl ListProjectsQuery {
    const KEYS: [&'static str; 4] = ["offset", "limit", "name", "query"];

    /// Reads the JavaScript options object (`null` is an empty query),
    /// refusing unknown keys and wrong types.
    pub(crate) fn from_json(value: &Value<'_>) -> Result<Self, Error> {
        let params = Params::new(value, &Self::KEYS)?;
        let (offset, limit) = read_paging(&params)?;
        Ok(ListProjectsQuery {
            offset,
            limit,
            name: params.string("name")?,
            query: params.string("query")?,
        })
    }
}

impl LogStreamQuery {
    const KEYS: [&'static str; 4] = ["source", "path", "supervisor_process", "follow"];

    /// Reads the JavaScript options object: `source` is `"path"` (with a
    /// non-empty `path`) or `"supervisor"` (with a non-empty
    /// `supervisor_process`), never both names; `follow` is a boolean.
    pub(crate) fn from_json(value: &Value<'_>) -> Result<Self, Error> {
        let params = Params::new(value, &Self::KEYS)?;
        let path = params.string("path")?;
        let process = params.string("supervisor_process")?;
        let source = match params.string("source")?.as_deref() {
            None => {
                return Err(Error::invalid_input(
                    "source",
                    "is required: \"path\" or \"supervisor\"",
                ))
            }
            Some("path") => match (path, process) {
                (_, Some(_)) => {
                    return Err(Error::invalid_input(
                        "supervisor_process",
                        "is not allowed when source is \"path\"",
                    ))
                }
                (None, None) => {
                    return Err(Error::invalid_input(
                        "path",
                        "is required when source is \"path\"",
                    ))
                }
                (Some(path), None) => LogSource::Path(path),
            },
            Some("supervisor") => match (path, process) {
                (Some(_), _) => {
                    return Err(Error::invalid_input(
                        "path",
                        "is not allowed when source is \"supervisor\"",
                    ))
                }
                (None, None) => {
                    return Err(Error::invalid_input(
                        "supervisor_process",
                        "is required when source is \"supervisor\"",
                    ))
                }
                (None, Some(name)) => LogSource::Supervisor(name),
            },
            Some(_) => {
                return Err(Error::invalid_input(
                    "source",
                    "must be \"path\" or \"supervisor\"",
                ))
            }
        };
        let query = LogStreamQuery {
            source,
            follow: params.boolean("follow")?,
        };
        query.validate()?;
        Ok(query)
    }
}
