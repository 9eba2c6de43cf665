//! TypeScript declarations generated from the tables.
//!
//! Records keep the wire's snake_case names; `?` marks an optional field and
//! `| null` a nullable one; enums become string literal unions; objects that
//! take exactly one of several fields (or forms) become unions whose other
//! members are typed `never`, so the compiler enforces the rule too.

use super::{is_request, root, CrossRule, EnumDef, Field, ObjectDef, Ty, ALL_SHAPES};
use super::{ENUMS, OBJECTS, UNIONS};

const HEADER: &str =
    "// Records, requests and enums of the service, generated from the Rust schema \
tables\n// (`protocol::schema::typescript::render`); regenerate with `UPDATE_TYPES=1 cargo test`.\n";

const PASSED_THROUGH: &str = "A response may carry a value added to the service after this \
package was built; it is passed through unchanged.";

/// The declarations of every schema, as written to `src/js/types.d.ts`.
pub fn render() -> String {
    let mut out = String::from(HEADER);
    let responses = response_enums();
    for set in ENUMS {
        out.push('\n');
        let note = responses.iter().any(|e| core::ptr::eq(*e, *set));
        let doc = if note {
            format!("{} {PASSED_THROUGH}", set.doc.text())
        } else {
            set.doc.text().to_string()
        };
        jsdoc(&mut out, "", &doc, false);
        let values: Vec<String> = set.values.iter().map(|v| quote(v)).collect();
        let line = format!("export type {} = {};\n", set.name, values.join(" | "));
        if line.len() <= 100 {
            out.push_str(&line);
        } else {
            let values = values.join("\n  | ");
            out.push_str(&format!("export type {} =\n  | {values};\n", set.name));
        }
    }
    for def in OBJECTS {
        out.push('\n');
        object(&mut out, def);
    }
    for union in UNIONS {
        out.push('\n');
        jsdoc(&mut out, "", union.doc.text(), false);
        let names: Vec<&str> = union.variants.iter().map(|(_, def)| def.name).collect();
        out.push_str(&format!(
            "export type {} = {};\n",
            union.name,
            names.join(" | ")
        ));
    }
    out
}

fn object(out: &mut String, def: &ObjectDef) {
    jsdoc(out, "", def.doc.text(), false);
    let variants = variants(def);
    if variants.is_empty() {
        out.push_str(&format!("export interface {} {{\n", def.name));
        for f in def.fields {
            member(out, "  ", f, f.is_required(), None);
        }
        out.push_str("}\n");
        return;
    }
    out.push_str(&format!("export type {} =\n", def.name));
    const INDENT: &str = "      ";
    for (present, must_be_true, group) in variants {
        out.push_str("  | {\n");
        let form: Vec<String> = (def.fields.iter().enumerate())
            .filter(|(i, _)| group & (1 << i) != 0)
            .map(|(_, f)| format!("`{}`", f.name))
            .collect();
        for (i, f) in def.fields.iter().enumerate() {
            let bit = 1u64 << i;
            if must_be_true & bit != 0 {
                member(out, INDENT, f, true, Some("true"));
            } else if present & bit != 0 {
                member(out, INDENT, f, f.is_required() || group & bit != 0, None);
            } else {
                jsdoc(
                    out,
                    INDENT,
                    &format!("Not allowed with {}.", form.join(" and ")),
                    false,
                );
                member(out, INDENT, f, false, Some("never"));
            }
        }
        out.push_str("    }\n");
    }
    out.pop();
    out.push_str(";\n");
}

/// For an object ruled by exactly-one-of (or forms), each allowed variant as
/// (fields allowed, fields that must be `true`, fields that must be present);
/// empty for other objects. Fields outside an exactly-one-of group keep their
/// declared optionality.
fn variants(def: &ObjectDef) -> Vec<(u64, u64, u64)> {
    let all = (0..def.fields.len()).fold(0u64, |m, i| m | (1 << i));
    for rule in def.rules {
        match rule {
            CrossRule::ExactlyOneOf(group) => {
                let rest = all & !group;
                return (0..def.fields.len())
                    .filter(|i| group & (1 << i) != 0)
                    .map(|i| ((1 << i) | rest, 0, 1 << i))
                    .collect();
            }
            CrossRule::OneOfForms(forms) => {
                return forms
                    .iter()
                    .map(|f| (f.fields, f.must_be_true, f.fields))
                    .collect();
            }
            CrossRule::FalseExcludes { .. } => {}
        }
    }
    Vec::new()
}

/// One member line with its JSDoc; `fixed` replaces the declared type.
fn member(out: &mut String, indent: &str, f: &Field, required: bool, fixed: Option<&str>) {
    if fixed != Some("never") {
        jsdoc(out, indent, f.doc.text(), f.is_deprecated());
    }
    let optional = if required { "" } else { "?" };
    let (ty, null) = match fixed {
        Some(t) => (t.to_string(), ""),
        None if f.is_refused() => ("never".to_string(), ""),
        None if f.is_nullable() => (ts_type(&f.ty), " | null"),
        None => (ts_type(&f.ty), ""),
    };
    out.push_str(&format!("{indent}{}{optional}: {ty}{null};\n", f.name));
}

/// The TypeScript type of a shape's JSON value.
#[cfg(test)]
pub(crate) fn shape_type(shape: super::Shape) -> String {
    ts_type(root(shape))
}

fn ts_type(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime => "string".into(),
        Ty::Bool => "boolean".into(),
        Ty::Integer(_) => "number".into(),
        Ty::Enum(set) => set.name.into(),
        Ty::Literal(value) => quote(value),
        Ty::Object(def) => def.name.into(),
        Ty::Union(union) => union.name.into(),
        Ty::Array(item) => format!("{}[]", ts_type(item)),
        Ty::Map(value) => format!("Record<string, {}>", ts_type(value)),
    }
}

fn quote(s: &str) -> String {
    let mut out = String::new();
    crate::protocol::json::write_string(&mut out, s);
    out
}

fn jsdoc(out: &mut String, indent: &str, doc: &str, deprecated: bool) {
    let doc = doc.replace("*/", "*\\/");
    if deprecated {
        out.push_str(&format!("{indent}/** @deprecated {doc} */\n"));
    } else {
        out.push_str(&format!("{indent}/** {doc} */\n"));
    }
}

/// The string sets a response can carry.
fn response_enums() -> Vec<&'static EnumDef> {
    let mut found = Vec::new();
    let mut visited = Vec::new();
    for &shape in ALL_SHAPES.iter().filter(|s| !is_request(**s)) {
        collect(root(shape), &mut found, &mut visited);
    }
    found
}

fn collect(ty: &'static Ty, found: &mut Vec<&'static EnumDef>, visited: &mut Vec<&'static str>) {
    let object = |def: &'static ObjectDef, found: &mut Vec<_>, visited: &mut Vec<_>| {
        if !visited.contains(&def.name) {
            visited.push(def.name);
            for f in def.fields {
                collect(&f.ty, found, visited);
            }
        }
    };
    match ty {
        Ty::Enum(set) if !found.iter().any(|e| core::ptr::eq(*e, *set)) => found.push(set),
        Ty::Object(def) => object(def, found, visited),
        Ty::Union(union) => {
            for (_, def) in union.variants {
                object(def, found, visited);
            }
        }
        Ty::Array(item) | Ty::Map(item) => collect(item, found, visited),
        _ => {}
    }
}

#[cfg(test)]
mod tests;
