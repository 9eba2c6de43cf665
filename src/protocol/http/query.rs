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
