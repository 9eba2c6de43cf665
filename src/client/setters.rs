//! The `setters!` macro: chainable setters for the optional fields of a
//! options record, so records can gain fields (`#[non_exhaustive]`) without
//! breaking code that builds them:
//! `RequestOptions::default().timeout_ms(5_000)`.

/// Declares, for each `field: Type`, a method `field(value: Type) -> Self`
/// that sets the field to `Some(value.into())`. A `Type` of
/// `impl Into<String>` takes any string.
macro_rules! setters {
    ($record:ident { $($field:ident: $value:ty),* $(,)? }) => {
        impl $record {
            $(
                #[doc = concat!("Sets `", stringify!($field), "`.")]
                #[must_use]
                pub fn $field(mut self, value: $value) -> Self {
                    self.$field = Some(value.into());
                    self
                }
            )*
        }
    };
}

pub(crate) use setters;
