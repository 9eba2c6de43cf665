//! Offset paging: `offset` and `limit` in, a bare array plus `X-Has-More`
//! and `X-Next-Offset` out.

use std::collections::HashMap;

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use crate::error::ApiError;

/// Items per page when `limit` is absent.
pub const DEFAULT_LIMIT: usize = 20;
/// The largest `limit` accepted.
pub const MAX_LIMIT: usize = 100;

/// A requested page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// Items to skip.
    pub offset: usize,
    /// Items to return at most.
    pub limit: usize,
}

impl Page {
    /// Reads `offset` (default 0) and `limit` (default 20, 1 to 100).
    pub fn from_query(query: &HashMap<String, String>) -> Result<Page, ApiError> {
        let offset = match query.get("offset") {
            None => 0,
            Some(v) => v
                .parse()
                .map_err(|_| ApiError::invalid("offset", "must be a non-negative integer"))?,
        };
        let limit = match query.get("limit") {
            None => DEFAULT_LIMIT,
            Some(v) => match v.parse::<usize>() {
                Ok(n) if (1..=MAX_LIMIT).contains(&n) => n,
                _ => {
                    return Err(ApiError::invalid(
                        "limit",
                        "must be an integer from 1 to 100",
                    ))
                }
            },
        };
        Ok(Page { offset, limit })
    }

    /// Cuts `items` to this page: the items, whether more exist, and the
    /// offset of the next page.
    pub fn apply<T>(self, items: Vec<T>) -> (Vec<T>, bool, usize) {
        let total = items.len();
        let page: Vec<T> = items
            .into_iter()
            .skip(self.offset)
            .take(self.limit)
            .collect();
        let next = self.offset.saturating_add(page.len());
        (page, next < total, next)
    }

    /// The 200 response: a bare JSON array with the paging headers.
    pub fn respond(self, items: Vec<Value>) -> Response {
        let (page, has_more, next) = self.apply(items);
        let mut response = (StatusCode::OK, axum::Json(Value::Array(page))).into_response();
        let headers = response.headers_mut();
        headers.insert(
            "x-has-more",
            HeaderValue::from_static(if has_more { "true" } else { "false" }),
        );
        headers.insert("x-next-offset", HeaderValue::from(next));
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_are_offset_0_limit_20() {
        assert_eq!(
            Page::from_query(&query(&[])).unwrap(),
            Page {
                offset: 0,
                limit: 20
            }
        );
    }

    #[test]
    fn rejects_bad_limit_and_offset_naming_the_parameter() {
        let e = Page::from_query(&query(&[("limit", "0")])).unwrap_err();
        assert_eq!(
            e.body()["message"],
            "limit: must be an integer from 1 to 100"
        );
        assert!(Page::from_query(&query(&[("limit", "101")])).is_err());
        let e = Page::from_query(&query(&[("offset", "-1")])).unwrap_err();
        assert_eq!(
            e.body()["message"],
            "offset: must be a non-negative integer"
        );
    }

    #[test]
    fn apply_reports_more_and_next_offset() {
        let page = Page {
            offset: 2,
            limit: 2,
        };
        assert_eq!(page.apply(vec![0, 1, 2, 3, 4]), (vec![2, 3], true, 4));
        let last = Page {
            offset: 4,
            limit: 2,
        };
        assert_eq!(last.apply(vec![0, 1, 2, 3, 4]), (vec![4], false, 5));
        let past = Page {
            offset: 9,
            limit: 2,
        };
        assert_eq!(past.apply(vec![0, 1]), (vec![], false, 9));
    }
}
