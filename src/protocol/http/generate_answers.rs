//! Renders `src/js/answers.js`: a check of the success body of each
//! one-shot operation, and of each event of each stream, from the operation
//! table and the schema tables, for send.js and stream.js to run on the
//! parsed answer or event. Also renders the corpus its test
//! (tests/js/unit/answers.test.mjs) compares those checks with the core's
//! validator on. The tests at the bottom fail when either is stale;
//! `UPDATE_GENERATED=1 cargo test generated` rewrites them.

use crate::protocol::http::Operation;
use crate::protocol::schema::{root, ObjectDef, Ty, UnionDef};

const HEADER: &str = "// Generated from the operation table (src/protocol/http/operation.rs) and the schema\n// tables (src/protocol/schema) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.\n";

/// No answer or event holds a free-form object, so none is rendered; a
/// table that adds one fails the tests here.
const UNREAD: &str = "an answer holds a map, which answers.js does not check";

/// The operations that answer with a body (a stream: with events), and its
/// type (a stream's: each event's).
fn answering() -> impl Iterator<Item = (Operation, &'static Ty)> {
    Operation::all().filter_map(|op| Some((op, root(op.response_shape()?))))
}

/// Appends the check of each object and union `ty` reaches, once and after
/// the ones it reaches (`done` holds the names written).
fn declare(out: &mut String, ty: &'static Ty, done: &mut Vec<&'static str>) {
    match ty {
        Ty::Object(def) => declare_object(out, def, done),
        Ty::Union(union) => {
            if done.contains(&union.name) {
                return;
            }
            for (_, def) in union.variants {
                declare_object(out, def, done);
            }
            done.push(union.name);
            out.push('\n');
            tagged(out, union);
        }
        Ty::Array(item) => declare(out, item, done),
        Ty::Map(_) => panic!("{UNREAD}"),
        _ => {}
    }
}

fn declare_object(out: &mut String, def: &'static ObjectDef, done: &mut Vec<&'static str>) {
    if done.contains(&def.name) {
        return;
    }
    for field in def.fields {
        declare(out, &field.ty, done);
    }
    done.push(def.name);
    out.push('\n');
    object(out, def);
}

/// A union's check: the object its tag's value picks; any other string
/// passes (a newer kind of event).
fn tagged(out: &mut String, union: &UnionDef) {
    let tag = format!("v.{}", union.tag);
    out.push_str(&format!(
        "function {}(v) {{\n  if (!isObject(v)) return false;\n  switch ({tag}) {{\n",
        union.name
    ));
    for (value, def) in union.variants {
        out.push_str(&format!(
            "    case '{value}':\n      return {}(v);\n",
            def.name
        ));
    }
    out.push_str(&format!(
        "    default:\n      return isString({tag});\n  }}\n}}\n"
    ));
}

/// An object's check: a function of the value, one condition per member.
/// A member is read by name, so that each read stays fast on the records
/// of a list, which share one layout.
fn object(out: &mut String, def: &ObjectDef) {
    out.push_str(&format!(
        "function {}(v) {{\n  return (\n    isObject(v)",
        def.name
    ));
    for field in def.fields {
        let is = function(&field.ty);
        let value = format!("v.{}", field.name);
        let line = match (field.is_required(), field.is_nullable()) {
            (true, false) => format!("{is}({value})"),
            (true, true) => format!("nullOr({value}, {is})"),
            (false, false) => format!("absentOr({value}, {is})"),
            (false, true) => format!("absentNullOr({value}, {is})"),
        };
        out.push_str(&format!(" &&\n    {line}"));
    }
    out.push_str("\n  );\n}\n");
}

/// The check of `ty` as a function of one value (any string where the
/// service documents a set or a format: a response may carry a newer one).
fn function(ty: &Ty) -> String {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Enum(_) | Ty::Literal(_) => {
            "isString".into()
        }
        Ty::Bool => "isBoolean".into(),
        Ty::Integer(_) => "Number.isInteger".into(),
        Ty::Object(def) => def.name.into(),
        Ty::Union(union) => union.name.into(),
        Ty::Array(item) => format!("(v) => isArrayOf(v, {})", function(item)),
        Ty::Map(_) => panic!("{UNREAD}"),
    }
}

/// `src/js/answers.js`.
pub fn render_answers_js() -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "\n// Checks of a one-shot operation's success body, parsed, by the operation's\n\
         // wire name: what the core's validator checks of a response (types, required\n\
         // members, nulls), read off the value `JSON.parse` made. Members the service\n\
         // adds pass. A number is judged as the value it parsed to.\n\n\
         const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);\n\
         const isString = (v) => typeof v === 'string';\n\
         const isBoolean = (v) => typeof v === 'boolean';\n\
         const isArrayOf = (v, item) => Array.isArray(v) && v.every((each) => item(each));\n\
         const nullOr = (v, is) => v === null || is(v);\n\
         const absentOr = (v, is) => v === undefined || is(v);\n\
         const absentNullOr = (v, is) => v == null || is(v);\n",
    );
    let mut done = Vec::new();
    for (_, ty) in answering() {
        declare(&mut out, ty, &mut done);
    }
    out.push_str("\nexport const answers = {\n");
    for (op, ty) in answering() {
        out.push_str(&format!("  {}: {},\n", op.def().wire_name, function(ty)));
    }
    out.push_str("};\n");
    out
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::protocol::http::generated_file::{check_generated, mutated, one_of_each_type};
    use crate::protocol::validate::check_response;

    /// A body of `ty` with every member present, an array holding one item;
    /// `paths` gets the path (member names and array indexes) of each
    /// value, with what is there.
    fn sample(ty: &Ty, path: &mut Vec<Value>, paths: &mut Vec<(Vec<Value>, Kind)>) -> Value {
        match ty {
            Ty::Bool => Value::Bool(true),
            Ty::Integer(_) => {
                paths.push((path.clone(), Kind::Integer));
                json!(7)
            }
            Ty::Array(item) => {
                path.push(json!(0));
                let value = sample(item, path, paths);
                paths.push((path.clone(), Kind::Item));
                path.pop();
                Value::Array(vec![value])
            }
            Ty::Object(def) => {
                paths.push((path.clone(), Kind::Object));
                let mut object = serde_json::Map::new();
                for field in def.fields {
                    path.push(json!(field.name));
                    paths.push((path.clone(), Kind::Member));
                    object.insert(field.name.into(), sample(&field.ty, path, paths));
                    path.pop();
                }
                Value::Object(object)
            }
            Ty::Map(_) | Ty::Union(_) => panic!("{UNREAD}"),
            _ => json!("text"),
        }
    }

    /// What a path of [`sample`] leads to.
    #[derive(Clone, Copy)]
    enum Kind {
        /// A member of an object.
        Member,
        /// An array's item.
        Item,
        /// A whole number (also a member or an item).
        Integer,
        /// An object (the body itself too).
        Object,
    }

    /// The corpus tests/js/unit/answers.test.mjs checks answers.js with:
    /// per answer type (the first operation answering with it), a body of
    /// every member and the core validator's verdict on each change of it.
    fn render_corpus() -> String {
        let mut out = String::from(HEADER);
        out.push_str("\n// Each case: [verdict, path, value], or [verdict, path] for the member removed.\nexport default {\n");
        let mut seen: Vec<*const Ty> = Vec::new();
        let mut covered: Vec<&str> = Vec::new();
        let wrong = one_of_each_type();
        for (op, ty) in answering().filter(|(op, _)| !op.is_stream()) {
            if seen.contains(&(ty as *const Ty)) {
                continue;
            }
            seen.push(ty);
            let shape = op.response_shape().expect("an answer");
            let mut paths = Vec::new();
            let body = sample(ty, &mut Vec::new(), &mut paths);
            // A list of records checked whole already: its items changed whole.
            if let Ty::Array(Ty::Object(def)) = ty {
                if covered.contains(&def.name) {
                    paths.retain(|(path, _)| path.len() <= 1);
                }
            }
            if let Ty::Object(def) = ty {
                covered.push(def.name);
            }
            assert!(check_response(shape, body.to_string().as_bytes()).is_ok());
            let mut cases = Vec::new();
            for (mut path, kind) in paths {
                let changes: Vec<Option<Value>> = match kind {
                    Kind::Member => [None]
                        .into_iter()
                        .chain(wrong.iter().cloned().map(Some))
                        .collect(),
                    Kind::Item => wrong.iter().cloned().map(Some).collect(),
                    // Whole numbers as JSON may write them: all valid.
                    Kind::Integer => {
                        vec![Some(json!(1e300)), Some(json!(-0.0)), Some(json!(2.5e1))]
                    }
                    // A member no table names passes on a response.
                    Kind::Object => {
                        path.push(json!("added_later"));
                        vec![Some(json!({ "any": [1, null] }))]
                    }
                };
                for change in changes {
                    let changed = mutated(&body, &path, change.as_ref());
                    let verdict = check_response(shape, changed.to_string().as_bytes()).is_ok();
                    let case = match change {
                        Some(value) => json!([verdict, path, value]),
                        None => json!([verdict, path]),
                    };
                    cases.push(case.to_string());
                }
            }
            out.push_str(&format!(
                "  {}: {{\n    body: {body},\n    cases: [\n      {},\n    ],\n  }},\n",
                op.def().wire_name,
                cases.join(",\n      ")
            ));
        }
        out.push_str("};\n");
        out
    }

    #[test]
    fn generated_conformance_corpus_is_current() {
        check_generated("tests/js/unit/answers-corpus.mjs", &render_corpus());
    }

    #[test]
    fn generated_answer_types_are_current() {
        check_generated("src/js/answers.js", &render_answers_js());
    }

    #[test]
    fn answers_read_members_by_plain_names_no_object_inherits() {
        // answers.js reads a member as `v.name`: the name must be an
        // identifier's, and one an object inherits (`constructor`) would
        // read as present when absent.
        const INHERITED: &[&str] = &[
            "constructor",
            "hasOwnProperty",
            "isPrototypeOf",
            "propertyIsEnumerable",
            "toLocaleString",
            "toString",
            "valueOf",
            "__proto__",
            "__defineGetter__",
            "__defineSetter__",
            "__lookupGetter__",
            "__lookupSetter__",
        ];
        let rendered = render_answers_js();
        let read: Vec<&str> = rendered
            .split("v.")
            .skip(1)
            .map(|after| {
                after
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("")
            })
            .collect();
        assert!(read.contains(&"id"), "members are read");
        for name in read {
            assert!(
                name.starts_with(|c: char| c.is_ascii_lowercase() || c == '_'),
                "{name}"
            );
            assert!(!INHERITED.contains(&name), "{name}");
        }
    }
}
