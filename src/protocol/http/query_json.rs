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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::http::PagedQuery;
    use crate::protocol::json::parse;

    fn json(text: &str) -> Value<'_> {
        parse(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"))
    }

    fn refused<T: std::fmt::Debug>(result: Result<T, Error>) -> (String, String) {
        match result {
            Ok(value) => panic!("accepted {value:?}"),
            Err(error) => {
                assert_eq!(error.code(), "invalid_input");
                (
                    error.path().unwrap_or_default().to_owned(),
                    error.message().to_owned(),
                )
            }
        }
    }

    #[test]
    fn list_connections_pairs_and_json_agree() {
        let text = r#"{"offset":20,"limit":10,"domain":"a.com","profile_name":"p","query":"q"}"#;
        let query = ListConnectionsQuery::from_json(&json(text)).unwrap_or_else(|e| panic!("{e}"));
        let expected = [
            ("offset", "20"),
            ("limit", "10"),
            ("domain", "a.com"),
            ("profile_name", "p"),
            ("query", "q"),
        ]
        .map(|(k, v)| (k, v.to_owned()));
        assert_eq!(query.to_pairs(), expected);
        assert!(query.validate().is_ok());
    }

    #[test]
    fn empty_and_null_options_give_an_empty_query() {
        for text in ["{}", "null", r#"{"limit":null,"domain":null}"#] {
            let query =
                ListConnectionsQuery::from_json(&json(text)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(query, ListConnectionsQuery::default());
            assert!(query.to_pairs().is_empty());
        }
    }

    #[test]
    fn unknown_keys_are_refused_by_name() {
        let (path, message) = refused(ListConnectionsQuery::from_json(&json(
            r#"{"profileName":"p"}"#,
        )));
        assert_eq!(path, "profileName");
        assert!(message.contains("unknown property"), "{message}");
        assert!(message.contains("profile_name"), "{message}");
        let (path, _) = refused(ListProjectsQuery::from_json(&json(r#"{"domain":"x"}"#)));
        assert_eq!(path, "domain");
        let (path, _) = refused(TimelineQuery::from_json(&json(r#"{"status":"x"}"#)));
        assert_eq!(path, "status");
    }

    #[test]
    fn non_objects_are_refused() {
        let (path, message) = refused(ListProjectsQuery::from_json(&json("[1]")));
        assert_eq!(
            (path.as_str(), message.as_str()),
            ("params", "params: must be an object")
        );
    }

    #[test]
    fn wrong_types_are_refused_by_name_and_rule() {
        let cases = [
            (
                r#"{"offset":-1}"#,
                "offset",
                "offset: must be an integer >= 0",
            ),
            (
                r#"{"offset":1.5}"#,
                "offset",
                "offset: must be an integer >= 0",
            ),
            (
                r#"{"offset":"3"}"#,
                "offset",
                "offset: must be an integer >= 0",
            ),
            (r#"{"limit":0}"#, "limit", "limit: must be an integer >= 1"),
            (
                r#"{"limit":1e300}"#,
                "limit",
                "limit: must be an integer >= 1",
            ),
            (r#"{"domain":5}"#, "domain", "domain: must be a string"),
            (r#"{"query":true}"#, "query", "query: must be a string"),
        ];
        for (text, key, message) in cases {
            let (path, got) = refused(ListConnectionsQuery::from_json(&json(text)));
            assert_eq!((path.as_str(), got.as_str()), (key, message), "{text}");
        }
    }

    #[test]
    fn limit_zero_fails_validation_in_rust_too() {
        let query = ListProjectsQuery {
            limit: Some(0),
            ..Default::default()
        };
        assert_eq!(refused(query.validate()).0, "limit");
        let query = TimelineQuery {
            limit: Some(0),
            ..Default::default()
        };
        assert_eq!(refused(query.validate()).0, "limit");
        let query = ListConnectionsQuery {
            limit: Some(0),
            ..Default::default()
        };
        assert_eq!(refused(query.validate()).0, "limit");
    }

    #[test]
    fn projects_query_pairs() {
        let query = ListProjectsQuery::from_json(&json(r#"{"name":"Default","limit":2}"#));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            query.to_pairs(),
            [("limit", "2".to_owned()), ("name", "Default".to_owned())]
        );
    }

    #[test]
    fn timeline_type_must_be_known() {
        let query = TimelineQuery::from_json(&json(r#"{"type":"health_check","offset":0}"#));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(query.r#type, Some(TimelineEventType::HealthCheck));
        assert_eq!(
            query.to_pairs(),
            [
                ("offset", "0".to_owned()),
                ("type", "health_check".to_owned())
            ]
        );
        let (path, message) = refused(TimelineQuery::from_json(&json(r#"{"type":"logout"}"#)));
        assert_eq!(path, "type");
        assert!(message.contains("login, reauth, health_check"));
    }

    #[test]
    fn paged_queries_move_only_the_offset() {
        let query = ListConnectionsQuery {
            domain: Some("a".to_owned()),
            limit: Some(5),
            ..Default::default()
        };
        let next = query.with_offset(10);
        assert_eq!(
            next,
            ListConnectionsQuery {
                offset: Some(10),
                ..query.clone()
            }
        );
        assert_eq!(PagedQuery::offset(&next), Some(10));
        let timeline = TimelineQuery {
            r#type: Some(TimelineEventType::Login),
            ..Default::default()
        };
        assert_eq!(
            timeline.with_offset(3).r#type,
            Some(TimelineEventType::Login)
        );
        let projects = ListProjectsQuery {
            name: Some("n".to_owned()),
            ..Default::default()
        };
        assert_eq!(projects.with_offset(3).name.as_deref(), Some("n"));
    }

    #[test]
    fn log_stream_unknown_keys_are_refused_by_name() {
        let text = r#"{"source":"path","path":"/a","tail":1}"#;
        let (path, message) = refused(LogStreamQuery::from_json(&json(text)));
        assert_eq!(path, "tail");
        assert!(message.contains("unknown property"), "{message}");
    }

    #[test]
    fn log_stream_by_path_or_process() {
        let query = LogStreamQuery::from_json(&json(
            r#"{"source":"path","path":"/var/log/x.log","follow":true}"#,
        ));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(query.source, LogSource::Path("/var/log/x.log".to_owned()));
        assert_eq!(
            query.to_pairs(),
            [
                ("source", "path".to_owned()),
                ("path", "/var/log/x.log".to_owned()),
                ("follow", "true".to_owned())
            ]
        );
        let query = LogStreamQuery::from_json(&json(
            r#"{"source":"supervisor","supervisor_process":"chrome"}"#,
        ));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            query.to_pairs(),
            [
                ("source", "supervisor".to_owned()),
                ("supervisor_process", "chrome".to_owned())
            ]
        );
    }

    #[test]
    fn log_stream_rules_name_the_offending_key() {
        let cases = [
            ("{}", "source"),
            ("null", "source"),
            (r#"{"source":"file"}"#, "source"),
            (r#"{"source":5}"#, "source"),
            (r#"{"source":"path"}"#, "path"),
            (r#"{"source":"path","path":""}"#, "path"),
            (
                r#"{"source":"path","path":"/a","supervisor_process":"c"}"#,
                "supervisor_process",
            ),
            (r#"{"source":"supervisor"}"#, "supervisor_process"),
            (
                r#"{"source":"supervisor","supervisor_process":""}"#,
                "supervisor_process",
            ),
            (
                r#"{"source":"supervisor","supervisor_process":"c","path":"/a"}"#,
                "path",
            ),
            (r#"{"source":"path","path":"/a","follow":"yes"}"#, "follow"),
        ];
        for (text, key) in cases {
            let (path, message) = refused(LogStreamQuery::from_json(&json(text)));
            assert_eq!(path, key, "{text}: {message}");
        }
    }

    #[test]
    fn log_stream_validate_refuses_empty_names() {
        let query = LogStreamQuery {
            source: LogSource::Supervisor(String::new()),
            follow: None,
        };
        assert_eq!(refused(query.validate()).0, "supervisor_process");
    }
}
