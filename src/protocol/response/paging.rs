//! Paging of list operations: `X-Has-More` and `X-Next-Offset`.

/// What a list response's headers say about the next page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct PageInfo {
    /// Whether more items exist after this page (`X-Has-More: true`).
    pub has_more: bool,
    /// The offset of the next page, exactly as the service sent it.
    pub next_offset: Option<u64>,
}

/// Reads the `X-Has-More` and `X-Next-Offset` header values.
///
/// `has_more` is true only for `true` (any case, surrounding spaces
/// ignored); a missing or unreadable header means no more pages. The next
/// offset is used exactly as sent, never recomputed from the page length.
pub fn page_info(has_more: Option<&str>, next_offset: Option<&str>) -> PageInfo {
    PageInfo {
        has_more: has_more.is_some_and(|value| value.trim_ascii().eq_ignore_ascii_case("true")),
        next_offset: next_offset
            .and_then(|value| super::decimal::decimal(value.trim_ascii().as_bytes())),
    }
}

/// The offset of the page after the one fetched at `fetched` (`None`: the
/// first page), or `None` when there is none: the service said no more,
/// gave no offset, or gave an offset that does not advance (following it
/// would fetch the same pages forever).
pub fn next_offset(fetched: Option<u64>, info: &PageInfo) -> Option<u64> {
    let next = info.next_offset.filter(|_| info.has_more)?;
    (next > fetched.unwrap_or(0)).then_some(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_read_leniently_about_case_and_spaces() {
        assert_eq!(
            page_info(Some(" TRUE "), Some(" 40 ")),
            PageInfo {
                has_more: true,
                next_offset: Some(40)
            }
        );
        assert_eq!(
            page_info(Some("false"), Some("40")),
            PageInfo {
                has_more: false,
                next_offset: Some(40)
            }
        );
    }

    #[test]
    fn missing_or_malformed_headers_mean_no_more() {
        assert_eq!(page_info(None, None), PageInfo::default());
        for bad in ["", "-1", "4.5", "+3", "ten", "99999999999999999999999"] {
            assert_eq!(
                page_info(Some("true"), Some(bad)).next_offset,
                None,
                "{bad:?}"
            );
        }
        assert!(!page_info(Some("yes"), None).has_more);
        assert!(!page_info(Some("1"), None).has_more);
    }

    #[test]
    fn paging_stops_without_more_without_offset_or_on_a_repeat() {
        assert_eq!(
            next_offset(Some(20), &page_info(Some("false"), Some("40"))),
            None
        );
        assert_eq!(next_offset(Some(20), &page_info(Some("true"), None)), None);
        assert_eq!(
            next_offset(Some(20), &page_info(Some("true"), Some("20"))),
            None
        );
        assert_eq!(next_offset(None, &page_info(Some("true"), Some("0"))), None);
        assert_eq!(
            next_offset(None, &page_info(Some("true"), Some("7"))),
            Some(7)
        );
    }

    #[test]
    fn an_offset_that_does_not_advance_ends_the_list() {
        let more = |next| PageInfo {
            has_more: true,
            next_offset: Some(next),
        };
        assert_eq!(next_offset(None, &more(20)), Some(20));
        assert_eq!(next_offset(Some(20), &more(40)), Some(40));
        assert_eq!(
            next_offset(Some(20), &more(20)),
            None,
            "the same offset again"
        );
        assert_eq!(
            next_offset(Some(40), &more(20)),
            None,
            "an offset going back"
        );
        assert_eq!(next_offset(None, &more(0)), None);
        let done = PageInfo {
            has_more: false,
            next_offset: Some(60),
        };
        assert_eq!(next_offset(Some(40), &done), None);
    }
}
