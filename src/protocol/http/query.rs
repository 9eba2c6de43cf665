//! Typed queries of the list and timeline operations, with their rules.

use super::error::Error;
use super::paging::PagedQuery;
use crate::protocol::json::write_u64;
use crate::protocol::model::TimelineEventType;
use crate::protocol::setters::setters;

pub(super) const LIMIT_RULE: &str = "must be an integer >= 1";

/// Refuses `limit: 0` (a page that can never advance).
fn check_limit(limit: Option<u64>) -> Result<(), Error> {
    match limit {
        Some(0) => Err(Error::invalid_input("limit", LIMIT_RULE)),
        _ => Ok(()),
    }
}

/// Adds `offset` and `limit` pairs when set.
fn push_paging(pairs: &mut Vec<(&'static str, String)>, offset: Option<u64>, limit: Option<u64>) {
    for (name, value) in [("offset", offset), ("limit", limit)] {
        if let Some(value) = value {
            let mut text = String::new();
            write_u64(&mut text, value);
            pairs.push((name, text));
        }
    }
}

/// Adds `key=value` when the value is set.
fn push_text(pairs: &mut Vec<(&'static str, String)>, key: &'static str, value: &Option<String>) {
    if let Some(value) = value {
        pairs.push((key, value.clone()));
    }
}

/// Query of `GET /auth/connections`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ListConnectionsQuery {
    /// Items to skip (as the previous page's `X-Next-Offset` says).
    pub offset: Option<u64>,
    /// Items per page (at least 1).
    pub limit: Option<u64>,
    /// Only connections for this domain.
    pub domain: Option<String>,
    /// Only connections of this profile.
    pub profile_name: Option<String>,
    /// Free-text search.
    pub query: Option<String>,
}

impl ListConnectionsQuery {
    /// Checks the rules: `limit` at least 1.
    pub fn validate(&self) -> Result<(), Error> {
        check_limit(self.limit)
    }

    /// The query string pairs, in a fixed order, unset ones left out.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::with_capacity(5);
        push_paging(&mut pairs, self.offset, self.limit);
        push_text(&mut pairs, "domain", &self.domain);
        push_text(&mut pairs, "profile_name", &self.profile_name);
        push_text(&mut pairs, "query", &self.query);
        pairs
    }
}

impl PagedQuery for ListConnectionsQuery {
    fn offset(&self) -> Option<u64> {
        self.offset
    }

    fn with_offset(&self, offset: u64) -> Self {
        ListConnectionsQuery {
            offset: Some(offset),
            ..self.clone()
        }
    }
}

/// Query of `GET /auth/connections/{id}/timeline`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TimelineQuery {
    /// Entries to skip.
    pub offset: Option<u64>,
    /// Entries per page (at least 1).
    pub limit: Option<u64>,
    /// Only entries of this kind.
    pub r#type: Option<TimelineEventType>,
}

impl TimelineQuery {
    /// Checks the rules: `limit` at least 1.
    pub fn validate(&self) -> Result<(), Error> {
        check_limit(self.limit)
    }

    /// The query string pairs, in a fixed order, unset ones left out.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::with_capacity(3);
        push_paging(&mut pairs, self.offset, self.limit);
        if let Some(kind) = &self.r#type {
            pairs.push(("type", kind.as_str().to_owned()));
        }
        pairs
    }
}

impl PagedQuery for TimelineQuery {
    fn offset(&self) -> Option<u64> {
        self.offset
    }

    fn with_offset(&self, offset: u64) -> Self {
        TimelineQuery {
            offset: Some(offset),
            ..self.clone()
        }
    }
}

/// Query of `GET /org/projects`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ListProjectsQuery {
    /// Projects to skip.
    pub offset: Option<u64>,
    /// Projects per page (at least 1).
    pub limit: Option<u64>,
    /// Only the project with this name.
    pub name: Option<String>,
    /// Free-text search.
    pub query: Option<String>,
}

impl ListProjectsQuery {
    /// Checks the rules: `limit` at least 1.
    pub fn validate(&self) -> Result<(), Error> {
        check_limit(self.limit)
    }

    /// The query string pairs, in a fixed order, unset ones left out.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::with_capacity(4);
        push_paging(&mut pairs, self.offset, self.limit);
        push_text(&mut pairs, "name", &self.name);
        push_text(&mut pairs, "query", &self.query);
        pairs
    }
}

impl PagedQuery for ListProjectsQuery {
    fn offset(&self) -> Option<u64> {
        self.offset
    }

    fn with_offset(&self, offset: u64) -> Self {
        ListProjectsQuery {
            offset: Some(offset),
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::json::{parse, Value};

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
}

setters!(ListConnectionsQuery {
    offset: u64,
    limit: u64,
    domain: impl Into<String>,
    profile_name: impl Into<String>,
    query: impl Into<String>,
});

setters!(TimelineQuery {
    offset: u64,
    limit: u64,
    r#type: TimelineEventType,
});

setters!(ListProjectsQuery {
    offset: u64,
    limit: u64,
    name: impl Into<String>,
    query: impl Into<String>,
});
