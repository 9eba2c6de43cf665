//! The vocabulary of the record tables: what a JSON body holds, written
//! once per record. The core's validator walks these tables, and `xtask`
//! generates from them the Rust models, the TypeScript declarations and the
//! package's checks.

/// The JSON type (and, for requests, the constraint) of one field or item.
///
/// Deliberately exhaustive: every generator matches each kind, so a new kind
/// cannot go unhandled in one of them.
#[derive(Clone, Copy, Debug)]
pub enum Ty {
    /// Any string.
    Str,
    /// A string of at least one character.
    NonEmptyStr,
    /// An absolute URI (checked on requests).
    Uri,
    /// An RFC 3339 date-time string (documented; not checked).
    DateTime,
    /// `true` or `false`.
    Bool,
    /// Any JSON number (a fraction allowed).
    Number,
    /// Any JSON value: free-form data the service passes through.
    Any,
    /// A whole number; requests must lie within its bounds. Behind a
    /// reference so every `Ty` stays two words in the wasm tables.
    Integer(&'static Bounds),
    /// One value of a string set (any string on responses).
    Enum(&'static EnumDef),
    /// Exactly this string (any string on responses).
    Literal(&'static str),
    /// An object described by a table.
    Object(&'static ObjectDef),
    /// An object whose members are chosen by its tag field's value.
    Union(&'static UnionDef),
    /// An array of items of one type.
    Array(&'static Ty),
    /// An object with free-form keys and values of one type.
    Map(&'static Ty),
    /// A file's bytes, a part of a multipart body of its own: a `Blob` (a
    /// `File`), an `ArrayBuffer` or a typed array in JavaScript, an
    /// `Upload` in Rust. In the JSON text a request's check reads (the Rust
    /// API writes one for a multipart body), any value but `null` holds
    /// its place.
    File,
}

/// The values a request may send for a [`Ty::Integer`].
#[derive(Debug)]
pub struct Bounds {
    /// Smallest value a request may send.
    pub min: i64,
    /// Largest value a request may send.
    pub max: i64,
}

/// A count a request may send (the limits: 0 clears a cap), up to the
/// largest the models' `u32` and the service hold.
pub const NON_NEGATIVE: Ty = Ty::Integer(&Bounds {
    min: 0,
    max: u32::MAX as i64,
});

/// A type name for the TypeScript declarations and the Rust model, as the
/// tables hold it: the generators (host-side) read it; in wasm32 builds
/// nothing does, so it is empty there and the names never ship to browsers.
pub const fn ts_name(name: &'static str) -> &'static str {
    host_only(name)
}

/// A text only the generators read (a name in the APIs, a summary): empty
/// in wasm32 builds, so that it never ships to browsers.
pub const fn host_only(text: &'static str) -> &'static str {
    if cfg!(target_arch = "wasm32") {
        ""
    } else {
        text
    }
}

/// Prose for the TypeScript declarations. Only the generator reads it, and
/// it runs on the host: in wasm32 builds a `Doc` is empty, so the text never
/// ships to browsers.
#[derive(Clone, Copy, Debug)]
pub struct Doc {
    #[cfg(not(target_arch = "wasm32"))]
    text: &'static str,
}

impl Doc {
    /// The doc `text` (dropped in wasm32 builds).
    pub const fn new(text: &'static str) -> Doc {
        #[cfg(target_arch = "wasm32")]
        let _ = text;
        Doc {
            #[cfg(not(target_arch = "wasm32"))]
            text,
        }
    }

    /// The text.
    #[cfg(not(target_arch = "wasm32"))]
    pub const fn text(self) -> &'static str {
        self.text
    }
}

/// A set of string values.
#[derive(Debug)]
pub struct EnumDef {
    /// Type name in the TypeScript declarations and the Rust model (see
    /// [`ts_name`]).
    pub name: &'static str,
    /// What the values mean.
    pub doc: Doc,
    /// The values, as sent on the wire, each with what it means.
    pub values: &'static [EnumValue],
}

/// One value of a string set.
#[derive(Clone, Copy, Debug)]
pub struct EnumValue {
    /// The value, as sent on the wire.
    pub wire: &'static str,
    /// What it means.
    pub doc: Doc,
}

/// Shorthand for an [`EnumValue`] in the tables.
pub const fn value(wire: &'static str, doc: &'static str) -> EnumValue {
    EnumValue {
        wire,
        doc: Doc::new(doc),
    }
}

impl EnumDef {
    /// The wire values, in order.
    pub fn wire_values(&self) -> impl Iterator<Item = &'static str> {
        self.values.iter().map(|value| value.wire)
    }
}

/// One member of an object.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// The wire name.
    pub name: &'static str,
    /// Its type.
    pub ty: Ty,
    /// Bit set of [`REQUIRED`], [`NULLABLE`], [`DEPRECATED`], [`REFUSED`],
    /// [`SECRET`], [`BEARER_URL`].
    pub flags: u8,
    /// What it means, from the spec.
    pub doc: Doc,
}

/// The field must be present.
pub const REQUIRED: u8 = 1;
/// The field may be `null`.
pub const NULLABLE: u8 = 2;
/// The field remains for existing clients; a newer field replaces it.
pub const DEPRECATED: u8 = 4;
/// A request that sets the field is refused.
pub const REFUSED: u8 = 8;
/// The value is a secret (a key, a token, a one-time code, a credential's
/// value, a signed URL): `Debug` output never shows it. For a URI, its query
/// is hidden; for a map, its values.
pub const SECRET: u8 = 16;
/// The value is a URL that grants access by itself, its path included (a
/// live view of a browser): a [`SECRET`] whose `Debug` hides all of it.
pub const BEARER_URL: u8 = 32;

impl Field {
    /// Whether the field must be present.
    pub const fn is_required(&self) -> bool {
        self.flags & REQUIRED != 0
    }

    /// Whether the field may be `null`.
    pub const fn is_nullable(&self) -> bool {
        self.flags & NULLABLE != 0
    }

    /// Whether the field is deprecated.
    pub const fn is_deprecated(&self) -> bool {
        self.flags & DEPRECATED != 0
    }

    /// Whether a request that sets the field is refused.
    pub const fn is_refused(&self) -> bool {
        self.flags & REFUSED != 0
    }

    /// Whether the value is a secret, never shown in `Debug` output.
    pub const fn is_secret(&self) -> bool {
        self.flags & (SECRET | BEARER_URL) != 0
    }

    /// Whether the whole value is a credential, hidden whole even when it
    /// is a URL.
    pub const fn is_bearer_url(&self) -> bool {
        self.flags & BEARER_URL != 0
    }
}

/// A rule over several fields of one object, checked on requests when the
/// object closes. Field sets are bit masks over the object's field indexes.
#[derive(Clone, Copy, Debug)]
pub enum CrossRule {
    /// Exactly one of these fields is present.
    ExactlyOneOf(u64),
    /// The present fields are exactly one of these forms.
    OneOfForms(&'static [Form]),
    /// When field `flag` is `false`, none of `others` may be present.
    FalseExcludes {
        /// Index of the boolean field.
        flag: u8,
        /// Fields that may not accompany `flag: false`.
        others: u64,
    },
}

/// One allowed combination of fields of an object.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    /// The fields present, no more and no fewer.
    pub fields: u64,
    /// Boolean fields among them that must be `true`.
    pub must_be_true: u64,
}

/// An object's table.
#[derive(Debug)]
pub struct ObjectDef {
    /// Type name in the TypeScript declarations and the Rust model (see
    /// [`ts_name`]).
    pub name: &'static str,
    /// What it is, from the spec.
    pub doc: Doc,
    /// Its members (at most 64), in the spec's order.
    pub fields: &'static [Field],
    /// Rules over several fields.
    pub rules: &'static [CrossRule],
}

impl ObjectDef {
    /// Index of the field named by `matches`.
    pub fn position(&self, mut matches: impl FnMut(&str) -> bool) -> Option<usize> {
        self.fields.iter().position(|f| matches(f.name))
    }

    /// Bit mask of the fields that must be present.
    pub fn required_mask(&self) -> u64 {
        self.fields
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_required())
            .fold(0, |m, (i, _)| m | (1 << i))
    }
}

/// An object type picked by the string value of a tag field.
#[derive(Debug)]
pub struct UnionDef {
    /// Type name in the TypeScript declarations (see [`ts_name`]).
    pub name: &'static str,
    /// What it is.
    pub doc: Doc,
    /// The tag field's wire name.
    pub tag: &'static str,
    /// Tag value and the object it selects.
    pub variants: &'static [(&'static str, &'static ObjectDef)],
}

/// Shorthand for a [`Field`] in the tables.
pub const fn field(name: &'static str, ty: Ty, flags: u8, doc: &'static str) -> Field {
    Field {
        name,
        ty,
        flags,
        doc: Doc::new(doc),
    }
}

/// Index of the field named `name` (a missing name fails the build).
pub const fn index_of(fields: &[Field], name: &str) -> u8 {
    let mut i = 0;
    while i < fields.len() {
        if str_eq(fields[i].name, name) {
            return i as u8;
        }
        i += 1;
    }
    panic!("no such field")
}

/// Bit mask of the fields named `names`, for [`CrossRule`] tables.
pub const fn mask_of(fields: &[Field], names: &[&str]) -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < names.len() {
        m |= 1 << index_of(fields, names[i]);
        i += 1;
    }
    m
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
