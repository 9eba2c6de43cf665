//! The `wire_enum!` macro: string enums that keep values they do not know.
//!
//! The service may add enum values at any time. Every enum of the model has
//! an `Unknown(String)` variant that carries such a value as sent, so a new
//! value never fails decoding and re-serializes to the same string.

/// Declares a string enum with an `Unknown(String)` fallback variant, its
/// wire conversions (`as_str`, `from_wire`), serde impls and its part in a
/// multipart body.
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
            /// A value this SDK version does not know, kept exactly as sent.
            /// Decoding and `from_wire` never put a known value here.
            Unknown(String),
        }

        impl $name {
            /// The string the service uses for this value.
            pub fn as_str(&self) -> &str {
                match self {
                    $( Self::$variant => $wire, )+
                    Self::Unknown(other) => other,
                }
            }

            /// The value for a wire string; a string this SDK version does
            /// not know becomes `Unknown`.
            pub fn from_wire(wire: &str) -> Self {
                match wire {
                    $( $wire => Self::$variant, )+
                    other => Self::Unknown(other.to_owned()),
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        /// A value in a multipart body: one text part, its wire string.
        impl $crate::protocol::request::FormField for $name {
            fn write_parts(&self, name: &str, form: &mut $crate::protocol::request::Form) {
                form.push((
                    name.to_owned(),
                    $crate::protocol::request::Part::Text(self.as_str().to_owned()),
                ));
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let wire = <String as serde::Deserialize>::deserialize(deserializer)?;
                Ok(Self::from_wire(&wire))
            }
        }
    };
}

pub(crate) use wire_enum;
