//! The Rust models (`src/generated/model/`): a serde struct per object, an
//! enum per string set and per tagged union, written from the tables, one
//! file per group of resources.
//!
//! - A required member is plain, an optional one an `Option` left out when
//!   `None` (and never `null`); a nullable one an `Option` sent as `null`,
//!   or, on a record a request sends, a `Nullable` that keeps "omitted" and
//!   `null` apart. A member a request may not set is left out.
//! - Records only requests send refuse unknown members when decoded; the
//!   rest ignore them.
//! - A string set and a union keep a value they do not know in `Unknown`.
//! - A secret member shows as `***` in `Debug`.
//! - A record a request sends gets `new` (its required members) and a
//!   setter per optional member; a member of an exactly-one-of rule gets a
//!   constructor of its own instead.

use browser_cloud_api::schema::{CrossRule, EnumDef, Field, ObjectDef, Ty, UnionDef};

use crate::catalog::{Catalog, Entry, Named};
use crate::names::{pascal, quoted, rust_ident, snake, wrapped};
use crate::output::{GeneratedFile, RUST_HEADER};

/// Where the models are written.
const DIR: &str = "src/generated/model";

/// Every file of the models.
pub fn files(catalog: &Catalog) -> Vec<GeneratedFile> {
    let mut files = Vec::new();
    let groups = catalog.groups();
    let mut module = String::from(RUST_HEADER);
    module.push_str(
        "\n//! The records, requests and string sets of the service, one module per group\n\
         //! of resources.\n\n",
    );
    for group in &groups {
        module.push_str(&format!("mod {};\n", snake(group)));
    }
    module.push('\n');
    for group in &groups {
        module.push_str(&format!("pub use {}::*;\n", snake(group)));
    }
    let names: Vec<&str> = catalog
        .entries
        .iter()
        .filter(|e| match e.named {
            Named::Object(def) => !is_unit_variant(def, catalog) && !holds_file(def),
            Named::Union(_) | Named::Enum(_) => true,
        })
        .map(|e| e.named.name())
        .collect();
    module.push_str(&format!(
        "\n/// Calls the macro `$apply` with every type of the model, for the tests\n\
         /// that run over all of them.\n\
         #[cfg(test)]\n\
         macro_rules! every_type {{\n    ($apply:ident) => {{\n        $apply!({});\n    }};\n}}\n\
         #[cfg(test)]\npub(crate) use every_type;\n",
        names.join(", ")
    ));
    files.push(GeneratedFile::new(&format!("{DIR}/mod.rs"), module));
    for group in &groups {
        let entries: Vec<&Entry> = catalog
            .entries
            .iter()
            .filter(|e| &e.group == group)
            .collect();
        files.push(GeneratedFile::new(
            &format!("{DIR}/{}.rs", snake(group)),
            group_file(group, &entries, catalog),
        ));
    }
    files
}

fn group_file(group: &str, entries: &[&Entry], catalog: &Catalog) -> String {
    let mut body = String::new();
    for entry in entries {
        body.push('\n');
        match entry.named {
            Named::Object(def) => object(&mut body, def, entry, catalog),
            Named::Union(def) => union(&mut body, def, entry),
            Named::Enum(def) => string_set(&mut body, def),
        }
    }
    let mut out = String::from(RUST_HEADER);
    out.push_str(&format!(
        "\n//! The records of the `{group}` resources{}.\n\n",
        if group == crate::catalog::SHARED {
            " (shared by several groups, and the error bodies)"
        } else {
            ""
        }
    ));
    let mut uses = vec!["#[allow(unused_imports)]\nuse super::*;"];
    if body.contains("Deserialize") || body.contains("Serialize") {
        uses.push("#[allow(unused_imports)]\nuse serde::{Deserialize, Serialize};");
    }
    uses.push("#[allow(unused_imports)]\nuse crate::protocol::model::support::*;");
    out.push_str(&uses.join("\n"));
    out.push('\n');
    out.push_str(&body);
    out
}

/// The Rust type of a value of `ty`.
pub fn rust_type(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Literal(_) => "String".into(),
        Ty::Bool => "bool".into(),
        Ty::Number => "f64".into(),
        Ty::Integer(bounds) => {
            if bounds.min >= 0 && bounds.max <= i64::from(u32::MAX) {
                "u32".into()
            } else if bounds.min >= 0 {
                "u64".into()
            } else {
                "i64".into()
            }
        }
        Ty::Any => "JsonValue".into(),
        Ty::Enum(def) => def.name.into(),
        Ty::Object(def) => def.name.into(),
        Ty::Union(def) => def.name.into(),
        Ty::Array(item) => format!("Vec<{}>", rust_type(item)),
        Ty::Map(value) => format!("BTreeMap<String, {}>", rust_type(value)),
        Ty::File => "Upload".into(),
    }
}

/// How a member is held.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holding {
    /// Required and never `null`: the value.
    Plain,
    /// Required, may be `null`: `Option`, `None` sent as `null`.
    RequiredNullable,
    /// Optional, never `null`: `Option`, `None` left out.
    Optional,
    /// Optional and nullable, on an answer: `Option`, `None` sent as `null`.
    OptionalNullable,
    /// Optional and nullable, on a record a request sends: `Nullable`.
    Nullable,
}

fn holding(field: &Field, sent: bool) -> Holding {
    match (field.is_required(), field.is_nullable()) {
        (true, false) => Holding::Plain,
        (true, true) => Holding::RequiredNullable,
        (false, false) => Holding::Optional,
        (false, true) if sent => Holding::Nullable,
        (false, true) => Holding::OptionalNullable,
    }
}

fn field_type(field: &Field, sent: bool) -> String {
    let base = rust_type(&field.ty);
    match holding(field, sent) {
        Holding::Plain => base,
        Holding::Nullable => format!("Nullable<{base}>"),
        _ => format!("Option<{base}>"),
    }
}

/// The members a record holds in Rust: all but a union's tag and the
/// members a request may not set.
fn members<'a>(def: &'a ObjectDef, tag: Option<&'a str>) -> impl Iterator<Item = &'a Field> {
    def.fields
        .iter()
        .filter(move |f| Some(f.name) != tag && !f.is_refused())
}

fn doc_comment(out: &mut String, indent: &str, text: &str) {
    out.push_str(&wrapped(text, &format!("{indent}/// "), 100));
}

/// Whether `def` is a variant of a union that holds its tag alone: a unit
/// variant of the union's enum, with no struct of its own.
fn is_unit_variant(def: &ObjectDef, catalog: &Catalog) -> bool {
    let tag = catalog.tag_of(def);
    tag.is_some() && members(def, tag).next().is_none()
}

/// Whether a record holds a file: it is then only ever sent, in a
/// multipart body, and never decoded.
fn holds_file(def: &ObjectDef) -> bool {
    fn within(ty: &Ty) -> bool {
        match ty {
            Ty::File => true,
            Ty::Array(item) | Ty::Map(item) => within(item),
            Ty::Object(def) => holds_file(def),
            Ty::Union(def) => def.variants.iter().any(|(_, v)| holds_file(v)),
            _ => false,
        }
    }
    def.fields.iter().any(|f| within(&f.ty))
}

/// A record: a struct, its `Debug` when it holds a secret, and its
/// builders when a request sends it. A variant of a union leaves out the
/// union's tag, which the union's serde impls write.
fn object(out: &mut String, def: &ObjectDef, entry: &Entry, catalog: &Catalog) {
    let tag = catalog.tag_of(def);
    let sent = entry.sent;
    let only_sent = entry.sent && !entry.answered;
    let fields: Vec<&Field> = members(def, tag).collect();
    if is_unit_variant(def, catalog) {
        return;
    }
    let secret = fields.iter().any(|f| f.is_secret());
    let defaultable = fields.iter().all(|f| !f.is_required());
    doc_comment(out, "", &with_spaces(def.doc.text()));
    let mut derives = vec!["Clone"];
    if !secret {
        derives.push("Debug");
    }
    derives.push("PartialEq");
    if defaultable {
        derives.push("Default");
    }
    let decoded = !holds_file(def);
    derives.push("Serialize");
    if decoded {
        derives.push("Deserialize");
    }
    out.push_str(&format!("#[derive({})]\n", derives.join(", ")));
    if only_sent && decoded {
        out.push_str("#[serde(deny_unknown_fields)]\n");
    }
    out.push_str(&format!("#[non_exhaustive]\npub struct {} {{\n", def.name));
    for field in &fields {
        let mut doc = with_spaces(field.doc.text());
        if field.is_deprecated() {
            doc = format!("Deprecated: {}", crate::names::lower_first(&doc));
        }
        doc_comment(out, "    ", &doc);
        match holding(field, sent) {
            Holding::Plain => {}
            Holding::RequiredNullable => {
                out.push_str("    #[serde(deserialize_with = \"Option::deserialize\")]\n")
            }
            Holding::Optional => out.push_str(
                "    #[serde(default, skip_serializing_if = \"Option::is_none\")]\n    #[serde(deserialize_with = \"not_null\")]\n",
            ),
            Holding::OptionalNullable => out.push_str("    #[serde(default)]\n"),
            Holding::Nullable => out.push_str(
                "    #[serde(default, skip_serializing_if = \"Nullable::is_omitted\")]\n",
            ),
        }
        out.push_str(&format!(
            "    pub {}: {},\n",
            rust_ident(field.name),
            field_type(field, sent)
        ));
    }
    out.push_str("}\n");
    if secret {
        debug_impl(out, def.name, &fields, sent);
    }
    if sent {
        builders(out, def, &fields);
    }
    if entry.uploaded {
        form_parts(out, def.name, &fields);
    }
}

/// How a record a multipart body holds writes itself as parts, each member
/// under its name within the record's (`files[0][dest_path]`).
fn form_parts(out: &mut String, name: &str, fields: &[&Field]) {
    out.push_str(&format!(
        "\nimpl FormField for {name} {{\n    fn write_parts(&self, name: &str, form: &mut Form) {{\n"
    ));
    for field in fields {
        out.push_str(&format!(
            "        self.{}.write_parts(&form_key(name, {}), form);\n",
            rust_ident(field.name),
            quoted(field.name)
        ));
    }
    out.push_str("    }\n}\n");
}

/// `Debug` showing each secret as `***`.
fn debug_impl(out: &mut String, name: &str, fields: &[&Field], sent: bool) {
    out.push_str(&format!(
        "\nimpl std::fmt::Debug for {name} {{\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {{\n        f.debug_struct({})\n",
        quoted(name)
    ));
    for field in fields {
        let ident = rust_ident(field.name);
        let value = if field.is_secret() {
            let optional = holding(field, sent) != Holding::Plain;
            let url = matches!(field.ty, Ty::Uri) && !field.is_bearer_url();
            let wrapper = match (&field.ty, optional) {
                (Ty::Uri, false) if url => "UrlWithoutQuery",
                (Ty::Uri, true) if url => "OptionalUrl",
                (Ty::Map(_), false) => "SecretValues",
                (Ty::Map(_), true) => "OptionalSecretValues",
                (_, false) => "Secret",
                (_, true) => "OptionalSecret",
            };
            match wrapper {
                "Secret" => "&Secret".to_owned(),
                _ => format!("&{wrapper}(&self.{ident})"),
            }
        } else {
            format!("&self.{ident}")
        };
        out.push_str(&format!(
            "            .field({}, {value})\n",
            quoted(field.name)
        ));
    }
    out.push_str("            .finish()\n    }\n}\n");
}

/// `new` with the required members, a setter per optional member, and a
/// constructor per member of an exactly-one-of rule.
fn builders(out: &mut String, def: &ObjectDef, fields: &[&Field]) {
    let exclusive: u64 = def
        .rules
        .iter()
        .map(|rule| match rule {
            CrossRule::ExactlyOneOf(group) => *group,
            _ => 0,
        })
        .fold(0, |all, group| all | group);
    let is_exclusive = |field: &Field| {
        def.fields
            .iter()
            .position(|f| f.name == field.name)
            .is_some_and(|i| exclusive & (1 << i) != 0)
    };
    let required: Vec<&&Field> = fields.iter().filter(|f| f.is_required()).collect();
    let mut methods = String::new();
    if !required.is_empty() {
        let args: Vec<String> = required
            .iter()
            .map(|f| format!("{}: {}", rust_ident(f.name), argument_type(f)))
            .collect();
        let names: Vec<String> = required.iter().map(|f| format!("`{}`", f.name)).collect();
        methods.push_str(&format!(
            "    /// A request with {}.\n    pub fn new({}) -> Self {{\n        Self {{\n",
            names.join(", "),
            args.join(", ")
        ));
        for field in fields {
            let ident = rust_ident(field.name);
            let value = if field.is_required() {
                converted(field, &ident)
            } else {
                "Default::default()".to_owned()
            };
            if value == ident {
                methods.push_str(&format!("            {ident},\n"));
            } else {
                methods.push_str(&format!("            {ident}: {value},\n"));
            }
        }
        methods.push_str("        }\n    }\n");
    }
    for field in fields.iter().filter(|f| !f.is_required()) {
        let ident = rust_ident(field.name);
        let setter = field.name;
        let value = if field.is_nullable() {
            format!("Nullable::Value({})", converted(field, "value"))
        } else {
            format!("Some({})", converted(field, "value"))
        };
        if !methods.is_empty() {
            methods.push('\n');
        }
        if is_exclusive(field) {
            methods.push_str(&format!(
                "    /// The form that sets `{}` alone.\n    pub fn {}(value: {}) -> Self {{\n        Self {{\n            {ident}: {value},\n            ..Self::default()\n        }}\n    }}\n",
                field.name,
                rust_ident(setter),
                argument_type(field),
            ));
        } else {
            methods.push_str(&format!(
                "    /// Sets `{}`.\n    #[must_use]\n    pub fn {}(mut self, value: {}) -> Self {{\n        self.{ident} = {value};\n        self\n    }}\n",
                field.name,
                rust_ident(setter),
                argument_type(field),
            ));
        }
    }
    if !methods.is_empty() {
        out.push_str(&format!("\nimpl {} {{\n{methods}}}\n", def.name));
    }
}

/// The type a constructor or setter takes for `field`.
fn argument_type(field: &Field) -> String {
    match field.ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Literal(_) => {
            "impl Into<String>".into()
        }
        _ => rust_type(&field.ty),
    }
}

fn converted(field: &Field, value: &str) -> String {
    match field.ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Literal(_) => {
            format!("{value}.into()")
        }
        _ => value.to_owned(),
    }
}

fn string_set(out: &mut String, def: &EnumDef) {
    out.push_str("wire_enum! {\n");
    doc_comment(out, "    ", &with_spaces(def.doc.text()));
    out.push_str(&format!("    {} {{\n", def.name));
    for value in def.values {
        doc_comment(out, "        ", &with_spaces(value.doc.text()));
        out.push_str(&format!(
            "        {} = {},\n",
            pascal(value.wire),
            quoted(value.wire)
        ));
    }
    out.push_str("    }\n}\n");
}

/// A tagged union: an enum with a variant per tag value (a unit variant for
/// an object of the tag alone), `Unknown` for a value this SDK does not
/// know (on answers), and serde impls through serde's internally tagged
/// form.
fn union(out: &mut String, def: &UnionDef, entry: &Entry) {
    let name = def.name;
    let tag = def.tag;
    let unit = |object: &ObjectDef| members(object, Some(tag)).next().is_none();
    doc_comment(out, "", &with_spaces(def.doc.text()));
    out.push_str("#[allow(clippy::large_enum_variant)]\n#[derive(Clone, Debug, PartialEq)]\n#[non_exhaustive]\n");
    out.push_str(&format!("pub enum {name} {{\n"));
    for (value, object) in def.variants {
        doc_comment(
            out,
            "    ",
            &format!("`{value}`: {}", with_spaces(object.doc.text())),
        );
        if unit(object) {
            out.push_str(&format!("    {},\n", pascal(value)));
        } else {
            out.push_str(&format!("    {}({}),\n", pascal(value), object.name));
        }
    }
    if entry.answered {
        out.push_str(&format!(
            "    /// A `{tag}` this SDK version does not know, kept as sent; the other\n    /// members are not read.\n    Unknown(String),\n"
        ));
    }
    out.push_str("}\n");
    // serde's internally tagged forms, by value and by reference.
    let variants = |by_ref: bool| -> String {
        def.variants
            .iter()
            .map(|(value, object)| {
                let held = if by_ref {
                    format!("&'a {}", object.name)
                } else {
                    object.name.to_owned()
                };
                if unit(object) {
                    format!(
                        "    #[serde(rename = {})]\n    {},\n",
                        quoted(value),
                        pascal(value)
                    )
                } else {
                    format!(
                        "    #[serde(rename = {})]\n    {}({held}),\n",
                        quoted(value),
                        pascal(value)
                    )
                }
            })
            .collect()
    };
    out.push_str(&format!(
        "\n/// `{name}`'s known variants, as serde's internally tagged form.\n#[allow(clippy::large_enum_variant)]\n#[derive(Deserialize)]\n#[serde(tag = {})]\nenum {name}Known {{\n{}}}\n",
        quoted(tag),
        variants(false)
    ));
    out.push_str(&format!(
        "\n/// `{name}`'s known variants, borrowed, for serializing.\n#[derive(Serialize)]\n#[serde(tag = {})]\nenum {name}KnownRef<'a> {{\n{}}}\n",
        quoted(tag),
        variants(true)
    ));
    let known: Vec<String> = def.variants.iter().map(|(v, _)| quoted(v)).collect();
    // Each known variant's arm, its pattern wrapped in `wrap` (`{}`
    // standing for the variant's own pattern).
    let to_variant = |wrap: &str| -> String {
        def.variants
            .iter()
            .map(|(value, object)| {
                let v = pascal(value);
                let (pattern, made) = if unit(object) {
                    (format!("{name}Known::{v}"), format!("Self::{v}"))
                } else {
                    (
                        format!("{name}Known::{v}(value)"),
                        format!("Self::{v}(value)"),
                    )
                };
                format!(
                    "            {} => Ok({made}),\n",
                    wrap.replace("{}", &pattern)
                )
            })
            .collect()
    };
    if entry.answered {
        out.push_str(&format!(
            "\n/// A `{name}` known or not: an unknown `{tag}` is kept.\n#[allow(clippy::large_enum_variant)]\n#[derive(Deserialize)]\n#[serde(untagged)]\nenum {name}Wire {{\n    Known({name}Known),\n    Other({name}Tag),\n}}\n\n/// Just the tag, of a `{name}` that is not known.\n#[derive(Deserialize)]\nstruct {name}Tag {{\n    {}: String,\n}}\n",
            rust_ident(tag)
        ));
        out.push_str(&format!(
            "\nimpl<'de> Deserialize<'de> for {name} {{\n    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {{\n        use serde::de::Error as _;\n        match {name}Wire::deserialize(deserializer)? {{\n{}            // A known tag reaches here only when the rest is malformed:\n            // an error, not a new kind.\n            {name}Wire::Other(other) if [{}].contains(&other.{}.as_str()) => Err(\n                D::Error::custom(format_args!(\"malformed `{{}}` {name}\", other.{})),\n            ),\n            {name}Wire::Other(other) => Ok(Self::Unknown(other.{})),\n        }}\n    }}\n}}\n",
            to_variant(&format!("{name}Wire::Known({{}})")),
            known.join(", "),
            rust_ident(tag),
            rust_ident(tag),
            rust_ident(tag),
        ));
    } else {
        out.push_str(&format!(
            "\nimpl<'de> Deserialize<'de> for {name} {{\n    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {{\n        match {name}Known::deserialize(deserializer)? {{\n{}        }}\n    }}\n}}\n",
            to_variant("{}")
        ));
    }
    let serialize: String = def
        .variants
        .iter()
        .map(|(value, object)| {
            let v = pascal(value);
            if unit(object) {
                format!("            Self::{v} => {name}KnownRef::{v}.serialize(serializer),\n")
            } else {
                format!(
                    "            Self::{v}(value) => {name}KnownRef::{v}(value).serialize(serializer),\n"
                )
            }
        })
        .collect();
    let unknown = if entry.answered {
        format!(
            "            Self::Unknown(value) => {{\n                use serde::ser::SerializeStruct;\n                let mut out = serializer.serialize_struct({}, 1)?;\n                out.serialize_field({}, value)?;\n                out.end()\n            }}\n",
            quoted(name),
            quoted(tag)
        )
    } else {
        String::new()
    };
    out.push_str(&format!(
        "\nimpl Serialize for {name} {{\n    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {{\n        match self {{\n{serialize}{unknown}        }}\n    }}\n}}\n"
    ));
}

/// Doc text as one line per paragraph, continuation spaces collapsed.
fn with_spaces(text: &str) -> String {
    text.split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n")
}
