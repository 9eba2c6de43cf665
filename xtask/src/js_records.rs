//! The package's records as JavaScript: for each object and union, its
//! table as faults.js reads it (to name what is wrong with a body), and for
//! each that an answer holds, a check of a parsed value (`isProject`) that
//! call.js and stream.js run on every answer and event.
//!
//! A record is written into the operations module of each resource that
//! uses it (js_operations.rs), as statements of a function of the check
//! helpers (`src/js/checks.js`, which client.js passes in). A resource's
//! first call so loads one module that holds all it needs, and a page
//! loads the records of the resources it calls and no others. A record
//! several resources use is copied into each: a page that calls two of
//! them loads it twice, which costs less than the request and the lost
//! compression of a module split off for it (measured: bench/loads.mjs).
//!
//! A table's type is 0 (any string), 1 (a non-empty string), 2 (an absolute
//! URI), 3 (a boolean), 4 (a whole number), 5 (any number), 6 (any value),
//! 7 (a file: a `Blob`, an `ArrayBuffer` or a typed array),
//! `['i', min, max]` (a whole number within bounds; no max: at least min),
//! `['e', ...values]` (one of a string set), `['l', text]` (exactly that
//! string), `['a', item]` (an array), `['m', value]` (an object of
//! free-form keys), an object's table `{ f: fields, r: rules }` or a
//! union's `{ t: tag, v: objects by tag value }`. A field is
//! `[name, type, flags]`: 1 required, 2 nullable, 8 refused. A rule lists
//! field indexes: `['x', fields]` exactly one of them; `['f', [fields,
//! mustBeTrue], ...]` exactly one of the forms; `['n', flag, fields]` none
//! of them beside flag=false. Objects only answers hold carry no request
//! rules: an answer's strings are any strings.

use browser_cloud_api::schema::{
    CrossRule, Field, ObjectDef, Ty, UnionDef, BEARER_URL, DEPRECATED, SECRET,
};

use crate::catalog::{Catalog, Named};
use crate::names::js_quoted;

/// The check helpers of src/js/checks.js.
const HELPERS: &[&str] = &[
    "isObject",
    "isString",
    "isBoolean",
    "isNumber",
    "isInteger",
    "isAny",
    "isArrayOf",
    "isMapOf",
    "nullOr",
    "absentOr",
    "absentNullOr",
];

/// The name of the check of a named type.
pub fn check_name(name: &str) -> String {
    format!("is{name}")
}

/// The records one module holds.
pub struct RecordsModule<'a> {
    catalog: &'a Catalog,
    tables: String,
    checks: String,
    written: Vec<&'static str>,
    checked: Vec<&'static str>,
    /// Helpers the module's own code uses beside its checks.
    extra_helpers: Vec<String>,
}

impl<'a> RecordsModule<'a> {
    /// A module holding no records yet.
    pub fn new(catalog: &'a Catalog) -> Self {
        RecordsModule {
            catalog,
            tables: String::new(),
            checks: String::new(),
            written: Vec::new(),
            checked: Vec::new(),
            extra_helpers: Vec::new(),
        }
    }

    /// Notes that the module's own code (an operation's check of a page)
    /// uses `helper` too.
    pub fn uses_helper(&mut self, helper: &str) {
        if !self.extra_helpers.iter().any(|h| h == helper) {
            self.extra_helpers.push(helper.to_owned());
        }
    }

    /// The names a named type is reached by: its table, and its check when
    /// an answer holds it.
    pub fn names_of(&self, named: Named) -> Vec<String> {
        let mut names = vec![named.name().to_owned()];
        if self.catalog.entry(named).answered {
            names.push(check_name(named.name()));
        }
        names
    }

    /// Writes the table of `named` and of what it reaches, each once,
    /// tables after those they name.
    pub fn declare(&mut self, named: Named) {
        if self.written.contains(&named.name()) {
            return;
        }
        self.written.push(named.name());
        for child in references(named) {
            self.declare(named_of(&child));
        }
        let strict = self.catalog.entry(named).sent;
        match named {
            Named::Object(def) => {
                let fields: Vec<String> = def.fields.iter().map(|f| field(f, strict)).collect();
                let mut table = format!("{{ f: [{}]", fields.join(", "));
                if strict && !def.rules.is_empty() {
                    let rules: Vec<String> = def.rules.iter().map(|r| cross_rule(def, r)).collect();
                    table.push_str(&format!(", r: [{}]", rules.join(", ")));
                }
                table.push_str(" }");
                self.tables
                    .push_str(&format!("const {} = {table};\n", def.name));
            }
            Named::Union(def) => {
                let variants: Vec<String> = def
                    .variants
                    .iter()
                    .map(|(tag, variant)| format!("{tag}: {}", variant.name))
                    .collect();
                self.tables.push_str(&format!(
                    "const {} = {{ t: {}, v: {{ {} }} }};\n",
                    def.name,
                    js_quoted(def.tag),
                    variants.join(", ")
                ));
            }
            Named::Enum(_) => {}
        }
    }

    /// Writes the check of `named`, a record an answer holds, and of what
    /// it reaches, each once: without their tables, which an answer needs
    /// only when its check fails (js_answers.rs).
    pub fn declare_check(&mut self, named: Named) {
        if self.checked.contains(&named.name()) {
            return;
        }
        self.checked.push(named.name());
        for child in references(named) {
            self.declare_check(named_of(&child));
        }
        match named {
            Named::Object(def) => object_check(&mut self.checks, def),
            Named::Union(def) => union_check(&mut self.checks, def),
            Named::Enum(_) => {}
        }
    }

    /// The statements that make the records, at `indent`, inside a
    /// function of the check helpers `h`: the helpers it uses, its tables,
    /// its checks.
    pub fn body(&self, indent: &str) -> String {
        let mut out = String::new();
        let text = format!("{}{}", self.tables, self.checks);
        let used: Vec<&str> = HELPERS
            .iter()
            .copied()
            .filter(|helper| {
                uses_word(&text, helper) || self.extra_helpers.iter().any(|e| e == helper)
            })
            .collect();
        if !used.is_empty() {
            out.push_str(&format!("{indent}const {{ {} }} = h;\n", used.join(", ")));
        }
        for line in self.tables.lines().chain(self.checks.lines()) {
            if line.is_empty() {
                out.push('\n');
            } else {
                out.push_str(&format!("{indent}{line}\n"));
            }
        }
        out
    }
}

/// The named types a named type's members hold.
fn references(named: Named) -> Vec<Ty> {
    fn of(ty: &Ty, out: &mut Vec<Ty>) {
        match ty {
            Ty::Object(_) | Ty::Union(_) => out.push(*ty),
            Ty::Array(item) | Ty::Map(item) => of(item, out),
            _ => {}
        }
    }
    let mut out = Vec::new();
    match named {
        Named::Object(def) => {
            for field in def.fields {
                of(&field.ty, &mut out);
            }
        }
        Named::Union(def) => {
            for (_, variant) in def.variants {
                out.push(Ty::Object(variant));
            }
        }
        Named::Enum(_) => {}
    }
    out
}

/// The record `ty` names: itself when an object or a union, else that of
/// its items (an array's, a map's values); `None` for a scalar.
pub fn record_in(ty: &Ty) -> Option<Named> {
    match *ty {
        Ty::Object(def) => Some(Named::Object(def)),
        Ty::Union(def) => Some(Named::Union(def)),
        Ty::Array(item) | Ty::Map(item) => record_in(item),
        _ => None,
    }
}

pub fn named_of(ty: &Ty) -> Named {
    match *ty {
        Ty::Object(def) => Named::Object(def),
        Ty::Union(def) => Named::Union(def),
        _ => unreachable!("references are objects and unions"),
    }
}

fn field(field: &Field, strict: bool) -> String {
    // Only the flags the checks read: required, nullable, refused.
    let flags = field.flags & !(DEPRECATED | SECRET | BEARER_URL);
    let ty = table_type(&field.ty, strict);
    match flags {
        0 => format!("[{}, {ty}]", js_quoted(field.name)),
        _ => format!("[{}, {ty}, {flags}]", js_quoted(field.name)),
    }
}

/// A type as faults.js reads it; without `strict`, as an answer's check
/// sees it (any string where a request's has a rule).
pub fn table_type(ty: &Ty, strict: bool) -> String {
    match ty {
        Ty::Str | Ty::DateTime => "0".into(),
        Ty::NonEmptyStr if strict => "1".into(),
        Ty::Uri if strict => "2".into(),
        Ty::NonEmptyStr | Ty::Uri => "0".into(),
        Ty::Bool => "3".into(),
        Ty::Integer(bounds) if strict => match bounds.max {
            i64::MAX => format!("['i', {}]", bounds.min),
            max => format!("['i', {}, {max}]", bounds.min),
        },
        Ty::Integer(_) => "4".into(),
        Ty::Number => "5".into(),
        Ty::Any => "6".into(),
        Ty::Enum(set) if strict => {
            let values: Vec<String> = set.wire_values().map(js_quoted).collect();
            format!("['e', {}]", values.join(", "))
        }
        Ty::Literal(text) if strict => format!("['l', {}]", js_quoted(text)),
        Ty::Enum(_) | Ty::Literal(_) => "0".into(),
        Ty::Object(def) => def.name.into(),
        Ty::Union(union) => union.name.into(),
        Ty::Array(item) => format!("['a', {}]", table_type(item, strict)),
        Ty::Map(value) => format!("['m', {}]", table_type(value, strict)),
        Ty::File => "7".into(),
    }
}

/// The fields of mask `set`, as their indexes.
fn indexes(set: u64) -> String {
    let list: Vec<String> = (0..64u32)
        .filter(|i| set & (1 << i) != 0)
        .map(|i| i.to_string())
        .collect();
    format!("[{}]", list.join(", "))
}

fn cross_rule(def: &ObjectDef, rule: &CrossRule) -> String {
    assert!(def.fields.len() <= 64, "{} has over 64 fields", def.name);
    match rule {
        CrossRule::ExactlyOneOf(group) => format!("['x', {}]", indexes(*group)),
        CrossRule::OneOfForms(forms) => {
            let forms: Vec<String> = forms
                .iter()
                .map(|f| format!("[{}, {}]", indexes(f.fields), indexes(f.must_be_true)))
                .collect();
            format!("['f', {}]", forms.join(", "))
        }
        CrossRule::FalseExcludes { flag, others } => {
            format!("['n', {flag}, {}]", indexes(*others))
        }
    }
}

/// The check of `ty` as a function of one value (any string where the
/// service documents a set or a format: an answer may carry a newer one).
pub fn check_of(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Enum(_) | Ty::Literal(_) => {
            "isString".into()
        }
        Ty::Bool => "isBoolean".into(),
        Ty::Integer(_) => "isInteger".into(),
        Ty::Number => "isNumber".into(),
        Ty::Any => "isAny".into(),
        Ty::Object(def) => check_name(def.name),
        Ty::Union(union) => check_name(union.name),
        Ty::Array(item) => format!("(v) => isArrayOf(v, {})", check_of(item)),
        Ty::Map(value) => format!("(v) => isMapOf(v, {})", check_of(value)),
        Ty::File => panic!("an answer holds no file: files are only sent"),
    }
}

/// An object's check: one condition per member, each read by name, so
/// that each read stays fast on the records of a list, which share one
/// layout.
fn object_check(out: &mut String, def: &ObjectDef) {
    out.push_str(&format!(
        "\nfunction {}(v) {{\n  return (\n    isObject(v)",
        check_name(def.name)
    ));
    for field in def.fields {
        if let (Ty::Any, false) = (&field.ty, field.is_required()) {
            // Any value passes, and so does none.
            continue;
        }
        let is = check_of(&field.ty);
        let value = if is_identifier(field.name) {
            format!("v.{}", field.name)
        } else {
            format!("v[{}]", js_quoted(field.name))
        };
        let line = match (field.is_required(), field.is_nullable(), &field.ty) {
            (true, _, Ty::Any) => format!("{value} !== undefined"),
            (true, false, Ty::Array(item)) => format!("isArrayOf({value}, {})", check_of(item)),
            (true, false, Ty::Map(item)) => format!("isMapOf({value}, {})", check_of(item)),
            (true, false, _) => format!("{is}({value})"),
            (true, true, _) => format!("nullOr({value}, {is})"),
            (false, false, _) => format!("absentOr({value}, {is})"),
            (false, true, _) => format!("absentNullOr({value}, {is})"),
        };
        out.push_str(&format!(" &&\n    {line}"));
    }
    out.push_str("\n  );\n}\n");
}

/// A union's check: the object its tag's value picks; any other string
/// passes (a newer kind).
fn union_check(out: &mut String, union: &UnionDef) {
    let tag = format!("v.{}", union.tag);
    out.push_str(&format!(
        "\nfunction {}(v) {{\n  if (!isObject(v)) return false;\n  switch ({tag}) {{\n",
        check_name(union.name)
    ));
    for (value, def) in union.variants {
        out.push_str(&format!(
            "    case {}:\n      return {}(v);\n",
            js_quoted(value),
            check_name(def.name)
        ));
    }
    out.push_str(&format!(
        "    default:\n      return isString({tag});\n  }}\n}}\n"
    ));
}

fn is_identifier(name: &str) -> bool {
    name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit())
}

/// Whether `text` names `word` (not as a part of a longer name).
fn uses_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}
