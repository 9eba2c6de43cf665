//! `Nullable<T>`: a field that may be omitted, sent as `null`, or set; and
//! [`not_null`], for a field that may be omitted but is never `null`.
//!
//! Some request fields are both optional and nullable, and the two mean
//! different things on the wire: an omitted `browser_telemetry` leaves the
//! service's choice alone, while `null` is a value of its own. `Option<T>`
//! cannot tell the two apart (serde decodes both to `None`) and
//! `Option<Option<T>>` needs a custom deserializer on every field, so such
//! fields use this three-state type with
//! `#[serde(default, skip_serializing_if = "Nullable::is_omitted")]`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A field that is omitted, explicitly `null`, or set to a value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Nullable<T> {
    /// The field is absent from the JSON object.
    #[default]
    Omitted,
    /// The field is present with the value `null`.
    Null,
    /// The field is present with a value.
    Value(T),
}

impl<T> Nullable<T> {
    /// Whether the field is absent; used to leave it off the wire.
    pub fn is_omitted(&self) -> bool {
        matches!(self, Self::Omitted)
    }

    /// The value, if the field is set to one (`None` for omitted and null).
    pub fn value(&self) -> Option<&T> {
        match self {
            Self::Value(value) => Some(value),
            Self::Omitted | Self::Null => None,
        }
    }
}

impl<T> From<T> for Nullable<T> {
    fn from(value: T) -> Self {
        Self::Value(value)
    }
}

impl<T: Serialize> Serialize for Nullable<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Value(value) => value.serialize(serializer),
            // An omitted field is skipped by its `skip_serializing_if`; if a
            // container serializes it anyway, `null` is the closest meaning.
            Self::Omitted | Self::Null => serializer.serialize_none(),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Nullable<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // Reached only when the field is present; absence is `Default`.
        Ok(match Option::<T>::deserialize(deserializer)? {
            Some(value) => Self::Value(value),
            None => Self::Null,
        })
    }
}

/// Reads an optional field that is never `null`, with
/// `#[serde(default, skip_serializing_if = "Option::is_none")]` and
/// `#[serde(deserialize_with = "not_null")]`: an absent field is `None`
/// (from `default`), a value is `Some`, and `null` is refused, as the schema
/// tables refuse it. A plain `Option<T>` would read `null` as `None`,
/// accepting bodies the validator refuses.
pub(crate) fn not_null<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}
