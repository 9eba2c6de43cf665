//! A small, strict JSON reader (RFC 8259) over bytes.
//!
//! [`Scanner`] is an allocation-free pull tokenizer: the validator walks a
//! whole response body with it in one pass. [`parse`] builds a borrowed
//! [`Value`] tree on top of it for small bodies (error records, stream
//! control events). [`raw_members`] splits an object into its values as
//! written, for splicing objects together.
//! [`write_string`] writes a JSON string literal.
//!
//! Nesting deeper than [`MAX_DEPTH`](scanner::MAX_DEPTH) is refused, so
//! nothing here can exhaust the stack on hostile input.

#[cfg(test)]
pub(crate) mod arbitrary;
mod error;
// For the npm package's calls module, which parses a stream's events whole.
#[cfg(any(test, feature = "js-calls"))]
mod item;
mod number;
mod raw;
mod scanner;
mod string;
mod text;
mod value;
mod write;

pub use error::JsonError;
#[cfg(feature = "js-calls")]
pub use item::holds_one_item;
pub use number::{Integer, JsonNumber};
pub(crate) use raw::{leading_member_value, plain_string};
pub use raw::{raw_members, RawMember};
pub use scanner::{Scanner, Token};
pub use string::JsonStr;
pub use value::{parse, Value};
#[cfg(feature = "js")]
pub use write::ObjectWriter;
pub use write::{write_i64, write_string, write_u64};

#[cfg(test)]
mod tests;
