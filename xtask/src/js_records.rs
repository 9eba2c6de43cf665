//! The package's records as JavaScript (`src/js/generated/records/`), one
//! module per group of resources: for each object and union, its table as
//! faults.js reads it (to name what is wrong with a body), and for each
//! that an answer holds, a check of a parsed value (`isProject`) that
//! call.js and stream.js run on every answer and event. An operations
//! module imports what its operations need, so a page loads the records
//! of the resources it calls.
//!
//! A table's type is 0 (any string), 1 (a non-empty string), 2 (an absolute
//! URI), 3 (a boolean), 4 (a whole number), 5 (any number), 6 (any value),
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

use browser_cloud_api::schema::{CrossRule, Field, ObjectDef, Ty, UnionDef, DEPRECATED, SECRET};

use crate::catalog::{Catalog, Entry, Named};
use crate::names::js_quoted;
use crate::output::{GeneratedFile, JS_HEADER};

/// Where the records modules are written.
pub const DIR: &str = "src/js/generated/records";

/// Every records module.
pub fn files(catalog: &Catalog) -> Vec<GeneratedFile> {
    catalog
        .groups()
        .iter()
        .map(|group| GeneratedFile::new(&format!("{DIR}/{group}.js"), module(catalog, group)))
        .collect()
}

/// The name of the check of a named type.
pub fn check_name(name: &str) -> String {
    format!("is{name}")
}

fn module(catalog: &Catalog, group: &str) -> String {
    let entries: Vec<&Entry> = catalog
        .entries
        .iter()
        .filter(|e| e.group == group && !matches!(e.named, Named::Enum(_)))
        .collect();
    let mut tables = String::new();
    let mut written: Vec<&str> = Vec::new();
    for entry in &entries {
        declare(catalog, group, entry.named, &mut tables, &mut written);
    }
    let mut checks = String::new();
    for entry in entries.iter().filter(|e| e.answered) {
        match entry.named {
            Named::Object(def) => object_check(&mut checks, def),
            Named::Union(def) => union_check(&mut checks, def),
            Named::Enum(_) => {}
        }
    }
    // What this module takes from the others.
    let mut imports: Vec<(String, String)> = Vec::new();
    for entry in &entries {
        for (named, answered) in references(entry.named) {
            let other = catalog.entry(named);
            if other.group == group {
                continue;
            }
            let mut names = vec![named.name().to_owned()];
            if answered && entry.answered {
                names.push(check_name(named.name()));
            }
            for name in names {
                if !imports.iter().any(|(_, n)| *n == name) {
                    imports.push((other.group.clone(), name));
                }
            }
        }
    }
    let mut out = String::from(JS_HEADER);
    out.push_str(&format!(
        "\n// The records of the `{group}` resources: each object's and union's table\n\
         // (faults.js reads it: src/js/faults.js) and, for those an answer holds,\n\
         // its check of a parsed value (what the core's validator checks of an\n\
         // answer: types, required members, nulls; members the service adds pass).\n"
    ));
    if !checks.is_empty() {
        let used: Vec<&str> = [
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
        ]
        .into_iter()
        .filter(|helper| uses_word(&checks, helper))
        .collect();
        out.push_str(&format!(
            "import {{ {} }} from '../../checks.js';\n",
            used.join(", ")
        ));
    }
    let mut groups: Vec<&String> = imports.iter().map(|(g, _)| g).collect();
    groups.dedup();
    groups.sort();
    groups.dedup();
    for other in groups {
        let names: Vec<&str> = imports
            .iter()
            .filter(|(g, _)| g == other)
            .map(|(_, n)| n.as_str())
            .collect();
        out.push_str(&format!(
            "import {{ {} }} from './{other}.js';\n",
            names.join(", ")
        ));
    }
    out.push('\n');
    out.push_str(&tables);
    if !checks.is_empty() {
        out.push_str(&checks);
    }
    out
}

/// The named types a named type's members hold, each with whether an
/// answer may hold it there.
fn references(named: Named) -> Vec<(Named, bool)> {
    fn of(ty: &Ty, out: &mut Vec<(Named, bool)>) {
        match ty {
            Ty::Object(def) => out.push((Named::Object(def), true)),
            Ty::Union(def) => out.push((Named::Union(def), true)),
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
                out.push((Named::Object(variant), true));
            }
        }
        Named::Enum(_) => {}
    }
    out
}

/// Writes the table of `named` after those of the group it references.
fn declare<'a>(
    catalog: &Catalog,
    group: &str,
    named: Named,
    out: &mut String,
    written: &mut Vec<&'a str>,
) where
    'static: 'a,
{
    if written.contains(&named.name()) || catalog.entry(named).group != group {
        return;
    }
    written.push(named.name());
    for (child, _) in references(named) {
        declare(catalog, group, child, out, written);
    }
    let strict = catalog.entry(named).sent;
    match named {
        Named::Object(def) => {
            let fields: Vec<String> = def.fields.iter().map(|f| field(f, strict)).collect();
            let mut table = format!("{{ f: [{}]", fields.join(", "));
            if strict && !def.rules.is_empty() {
                let rules: Vec<String> = def.rules.iter().map(|r| cross_rule(def, r)).collect();
                table.push_str(&format!(", r: [{}]", rules.join(", ")));
            }
            table.push_str(" }");
            out.push_str(&format!("export const {} = {table};\n", def.name));
        }
        Named::Union(def) => {
            let variants: Vec<String> = def
                .variants
                .iter()
                .map(|(tag, variant)| format!("{tag}: {}", variant.name))
                .collect();
            out.push_str(&format!(
                "export const {} = {{ t: {}, v: {{ {} }} }};\n",
                def.name,
                js_quoted(def.tag),
                variants.join(", ")
            ));
        }
        Named::Enum(_) => {}
    }
}

fn field(field: &Field, strict: bool) -> String {
    // Only the flags the checks read: required, nullable, refused.
    let flags = field.flags & !(DEPRECATED | SECRET);
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
    }
}

/// An object's check: one condition per member, each read by name, so
/// that each read stays fast on the records of a list, which share one
/// layout.
fn object_check(out: &mut String, def: &ObjectDef) {
    out.push_str(&format!(
        "\nexport function {}(v) {{\n  return (\n    isObject(v)",
        check_name(def.name)
    ));
    for field in def.fields {
        if let (Ty::Any, false) = (&field.ty, field.is_required()) {
            // Any value passes, and so does none.
            continue;
        }
        let is = check_of(&field.ty);
        let value = format!("v[{}]", js_quoted(field.name));
        let value = if is_identifier(field.name) {
            format!("v.{}", field.name)
        } else {
            value
        };
        let line = match (field.is_required(), field.is_nullable(), &field.ty) {
            (true, _, Ty::Any) => format!("{value} !== undefined"),
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
        "\nexport function {}(v) {{\n  if (!isObject(v)) return false;\n  switch ({tag}) {{\n",
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

/// Whether `text` names `word` (not as the tail of a longer name).
fn uses_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}
