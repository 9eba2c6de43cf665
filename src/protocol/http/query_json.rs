//! The queries read from a JavaScript options object: unknown keys and
//! wrong types refused with the field's name and rule. Only the npm
//! package's wasm exports (and the host tests) read queries this way.

use super::error::Error;
use super::log_query::LogStreamQuery;
use super::params::Params;
use super::query::{ListConnectionsQuery, ListProjectsQuery, TimelineQuery, LIMIT_RULE};
use crate::protocol::json::{write_u64, Value};
use crate::protocol::model::TimelineEventType;

const OFFSET_RULE: &str = "must be an integer >= 0";

// Each query object's keys, in the order of its query string: the order
// of the typed query's `to_pairs`, which the tests below hold them to.

impl ListConnectionsQuery {
    /// The keys of `GET /auth/connections`'s query object.
    pub(crate) const KEYS: &'static [&'static str] =
        &["offset", "limit", "domain", "profile_name", "query"];
}

impl ListProjectsQuery {
    /// The keys of `GET /org/projects`'s query object.
    pub(crate) const KEYS: &'static [&'static str] = &["offset", "limit", "name", "query"];
}

impl TimelineQuery {
    /// The keys of a connection's timeline's query object.
    pub(crate) const KEYS: &'static [&'static str] = &["offset", "limit", "type"];
}

/// Reads a JavaScript query object (`null` is an empty query) into the
/// query string pairs its typed query would give, refusing unknown keys,
/// wrong types and unknown `type` values. One reader serves every query,
/// where a typed query read and turned into pairs cost each its own copy
/// of the same steps in the wasm.
pub(crate) fn query_pairs(
    value: &Value<'_>,
    keys: &'static [&'static str],
) -> Result<Vec<(&'static str, String)>, Error> {
    let params = Params::new(value, keys)?;
    let mut pairs = Vec::with_capacity(keys.len());
    for &key in keys {
        let text = match key {
            "offset" | "limit" => {
                let (min, rule) = if key == "offset" {
                    (0, OFFSET_RULE)
                } else {
                    (1, LIMIT_RULE)
                };
                params.integer(key, min, rule)?.map(|n| {
                    let mut text = String::new();
                    write_u64(&mut text, n);
                    text
                })
            }
            "type" => params.string(key)?.map(timeline_type).transpose()?,
            "follow" => params
                .boolean(key)?
                .map(|follow| if follow { "true" } else { "false" }.to_owned()),
            _ => params.string(key)?,
        };
        if let Some(text) = text {
            pairs.push((key, text));
        }
    }
    Ok(pairs)
}

/// A timeline query's `type`: one of the kinds of entry.
fn timeline_type(text: String) -> Result<String, Error> {
    match TimelineEventType::from_wire(&text) {
        TimelineEventType::Unknown(_) => Err(Error::invalid_input(
            "type",
            "must be one of login, reauth, health_check",
        )),
        _ => Ok(text),
    }
}

impl LogStreamQuery {
    /// The keys of a log stream's query object.
    pub(crate) const KEYS: &'static [&'static str] =
        &["source", "path", "supervisor_process", "follow"];
}

/// Reads a log stream's JavaScript query object into its pairs: `source`
/// is `"path"` (with a non-empty `path`) or `"supervisor"` (with a
/// non-empty `supervisor_process`), never both names; `follow` is a
/// boolean. The same rules as [`LogStreamQuery`]'s, checked on the pairs.
pub(crate) fn log_stream_pairs(value: &Value<'_>) -> Result<Vec<(&'static str, String)>, Error> {
    let pairs = query_pairs(value, LogStreamQuery::KEYS)?;
    let get = |key: &str| {
        pairs
            .iter()
            .find(|(name, _)| *name == key)
            .map(|(_, value)| value.as_str())
    };
    let (named, other, required, not_allowed) = match get("source") {
        Some("path") => (
            "path",
            "supervisor_process",
            "is required when source is \"path\"",
            "is not allowed when source is \"path\"",
        ),
        Some("supervisor") => (
            "supervisor_process",
            "path",
            "is required when source is \"supervisor\"",
            "is not allowed when source is \"supervisor\"",
        ),
        Some(_) => {
            return Err(Error::invalid_input(
                "source",
                "must be \"path\" or \"supervisor\"",
            ))
        }
        None => {
            return Err(Error::invalid_input(
                "source",
                "is required: \"path\" or \"supervisor\"",
            ))
        }
    };
    if get(other).is_some() {
        return Err(Error::invalid_input(other, not_allowed));
    }
    match get(named) {
        None => Err(Error::invalid_input(named, required)),
        Some("") => Err(Error::invalid_input(named, "must not be empty")),
        Some(_) => Ok(pairs),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::http::{LogSource, PagedQuery};
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

    fn pairs(text: &str, keys: &'static [&'static str]) -> Vec<(&'static str, String)> {
        query_pairs(&json(text), keys).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn list_connections_pairs_are_the_typed_querys() {
        let text = r#"{"query":"q","profile_name":"p","domain":"a.com","limit":10,"offset":20}"#;
        let typed = ListConnectionsQuery {
            offset: Some(20),
            limit: Some(10),
            domain: Some("a.com".to_owned()),
            profile_name: Some("p".to_owned()),
            query: Some("q".to_owned()),
        };
        assert_eq!(pairs(text, ListConnectionsQuery::KEYS), typed.to_pairs());
        let expected = [
            ("offset", "20"),
            ("limit", "10"),
            ("domain", "a.com"),
            ("profile_name", "p"),
            ("query", "q"),
        ]
        .map(|(k, v)| (k, v.to_owned()));
        assert_eq!(typed.to_pairs(), expected);
    }

    #[test]
    fn empty_and_null_options_give_an_empty_query() {
        for text in ["{}", "null", r#"{"limit":null,"domain":null}"#] {
            assert!(pairs(text, ListConnectionsQuery::KEYS).is_empty(), "{text}");
        }
    }

    #[test]
    fn unknown_keys_are_refused_by_name() {
        let (path, message) = refused(query_pairs(
            &json(r#"{"profileName":"p"}"#),
            ListConnectionsQuery::KEYS,
        ));
        assert_eq!(path, "profileName");
        assert!(message.contains("unknown property"), "{message}");
        assert!(message.contains("profile_name"), "{message}");
        let (path, _) = refused(query_pairs(
            &json(r#"{"domain":"x"}"#),
            ListProjectsQuery::KEYS,
        ));
        assert_eq!(path, "domain");
        let (path, _) = refused(query_pairs(&json(r#"{"status":"x"}"#), TimelineQuery::KEYS));
        assert_eq!(path, "status");
    }

    #[test]
    fn non_objects_are_refused() {
        let (path, message) = refused(query_pairs(&json("[1]"), ListProjectsQuery::KEYS));
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
            let (path, got) = refused(query_pairs(&json(text), ListConnectionsQuery::KEYS));
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
    fn projects_query_pairs_are_the_typed_querys() {
        let typed = ListProjectsQuery {
            limit: Some(2),
            name: Some("Default".to_owned()),
            ..Default::default()
        };
        assert_eq!(
            pairs(r#"{"name":"Default","limit":2}"#, ListProjectsQuery::KEYS),
            typed.to_pairs()
        );
        assert_eq!(
            typed.to_pairs(),
            [("limit", "2".to_owned()), ("name", "Default".to_owned())]
        );
    }

    #[test]
    fn timeline_type_must_be_known() {
        let typed = TimelineQuery {
            offset: Some(0),
            r#type: Some(TimelineEventType::HealthCheck),
            ..Default::default()
        };
        assert_eq!(
            pairs(r#"{"type":"health_check","offset":0}"#, TimelineQuery::KEYS),
            typed.to_pairs()
        );
        assert_eq!(
            typed.to_pairs(),
            [
                ("offset", "0".to_owned()),
                ("type", "health_check".to_owned())
            ]
        );
        let (path, message) = refused(query_pairs(
            &json(r#"{"type":"logout"}"#),
            TimelineQuery::KEYS,
        ));
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
        let (path, message) = refused(log_stream_pairs(&json(text)));
        assert_eq!(path, "tail");
        assert!(message.contains("unknown property"), "{message}");
    }

    #[test]
    fn log_stream_by_path_or_process() {
        let read = |text: &str| log_stream_pairs(&json(text)).unwrap_or_else(|e| panic!("{e}"));
        let typed = LogStreamQuery::new(LogSource::Path("/var/log/x.log".to_owned())).follow(true);
        let pairs = read(r#"{"follow":true,"path":"/var/log/x.log","source":"path"}"#);
        assert_eq!(pairs, typed.to_pairs());
        assert_eq!(
            pairs,
            [
                ("source", "path".to_owned()),
                ("path", "/var/log/x.log".to_owned()),
                ("follow", "true".to_owned())
            ]
        );
        let typed = LogStreamQuery::new(LogSource::Supervisor("chrome".to_owned()));
        let pairs = read(r#"{"source":"supervisor","supervisor_process":"chrome"}"#);
        assert_eq!(pairs, typed.to_pairs());
        assert_eq!(
            pairs,
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
            let (path, message) = refused(log_stream_pairs(&json(text)));
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
