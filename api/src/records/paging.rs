//! The members every paged list's query has.

use crate::schema::{field, Bounds, Field, Ty};

/// Items to skip: the previous page's `X-Next-Offset`, as the service sent it.
pub const OFFSET: Field = field(
    "offset",
    Ty::Integer(&Bounds {
        min: 0,
        max: i64::MAX,
    }),
    0,
    "Items to skip: the previous page's `X-Next-Offset`, as the service sent it.",
);

/// Items per page: at least 1 (a page of none could never advance).
pub const LIMIT: Field = field(
    "limit",
    Ty::Integer(&Bounds {
        min: 1,
        max: i64::MAX,
    }),
    0,
    "Items per page, at least 1.",
);
