//! The corpora the package's JavaScript checks are held to the core's
//! validator with (tests/js/unit/): for each operation's body, query and
//! answer, a starting value and the validator's verdict on each change of
//! one member or item. An upload's body is left out: its files are no
//! JSON, and the package checks it alone (uploadFault), the core never
//! seeing it. Written to `tests/js/out/corpora/` when the host
//! tests run (scripts/test.sh runs them before the JavaScript tests), so
//! they always follow the tables.
#![cfg(not(target_arch = "wasm32"))]

use std::path::PathBuf;

use browser_cloud_sdk::protocol::api::{operations, OperationDef};
use browser_cloud_sdk::protocol::schema::{CrossRule, ObjectDef, Ty};
use browser_cloud_sdk::protocol::validate::{check_request, check_response, ValidationError};
use serde_json::{json, Value};

/// Where the corpora go.
fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/js/out/corpora")
}

/// An operation as the package's JavaScript finds it: its resource's
/// operations module and its name there.
fn key(op: &OperationDef) -> Value {
    json!({ "resource": op.resource, "name": op.js_name })
}

#[test]
fn the_corpora_are_written() {
    std::fs::create_dir_all(out_dir()).expect("make the corpora's folder");
    let faults = faults_corpus();
    let answers = answers_corpus();
    assert!(faults.len() > 10 && answers.len() > 5);
    for (name, cases) in [("faults", faults), ("answers", answers)] {
        let text = format!(
            "// Written by the host test tests/corpora.rs from the core's validator.\nexport default {};\n",
            Value::Array(cases)
        );
        std::fs::write(out_dir().join(format!("{name}.mjs")), text).expect("write a corpus");
    }
}

/// `body` with the value at `path` (member names and array indexes)
/// replaced by `value`, or removed.
fn mutated(body: &Value, path: &[Value], value: Option<&Value>) -> Value {
    let mut body = body.clone();
    let (last, parents) = path.split_last().expect("a path inside the body");
    let mut at = &mut body;
    for step in parents {
        at = match step {
            Value::String(name) => &mut at[name.as_str()],
            _ => &mut at[step.as_u64().expect("an index") as usize],
        };
    }
    match (last, value) {
        (Value::String(name), None) => {
            at.as_object_mut().expect("an object").remove(name);
        }
        (Value::String(name), Some(value)) => at[name.as_str()] = value.clone(),
        (_, Some(value)) => at[last.as_u64().expect("an index") as usize] = value.clone(),
        (_, None) => {
            at.as_array_mut()
                .expect("an array")
                .remove(last.as_u64().expect("an index") as usize);
        }
    }
    body
}

/// A value of each JSON type, the number a fraction: what a member or
/// item is set to, to break its type.
fn one_of_each_type() -> Vec<Value> {
    vec![
        json!(null),
        json!("x"),
        json!(1.5),
        json!(false),
        json!([]),
        json!({}),
    ]
}

// ---------------------------------------------------------------------------
// faults.js: the fault named, strictly for bodies and queries, leniently for
// answers and events.

/// A valid request body of `ty` with as many members as its rules allow:
/// of a group of which exactly one may be present, the first; of a choice
/// of forms, the first; no refused field.
fn request(ty: &Ty) -> Value {
    match ty {
        Ty::Bool => json!(true),
        Ty::Integer(bounds) => json!(7i64.clamp(bounds.min, bounds.max)),
        Ty::Number => json!(2.5),
        Ty::Enum(set) => json!(set.values[0].wire),
        Ty::Literal(text) => json!(text),
        Ty::Uri => json!("https://example.com/"),
        Ty::Array(item) => json!([request(item)]),
        Ty::Map(value) => json!({ "k": request(value) }),
        Ty::Any => json!({ "any": [1, "x"] }),
        Ty::Object(def) => {
            let mut left_out = 0u64;
            for rule in def.rules {
                match rule {
                    CrossRule::ExactlyOneOf(group) => left_out |= group & (group - 1),
                    CrossRule::OneOfForms(forms) => {
                        let all = forms.iter().fold(0, |all, form| all | form.fields);
                        left_out |= all & !forms[0].fields;
                    }
                    CrossRule::FalseExcludes { .. } => {}
                }
            }
            let mut object = serde_json::Map::new();
            for (i, field) in def.fields.iter().enumerate() {
                if left_out & (1 << i) == 0 && !field.is_refused() {
                    object.insert(field.name.into(), request(&field.ty));
                }
            }
            Value::Object(object)
        }
        Ty::Union(union) => request(&Ty::Object(union.variants[0].1)),
        _ => json!("text"),
    }
}

/// An answer with every member (a union: each variant), an array holding
/// one item.
fn full(ty: &Ty) -> Vec<Value> {
    match ty {
        Ty::Bool => vec![json!(true)],
        Ty::Integer(_) => vec![json!(7)],
        Ty::Number => vec![json!(2.5)],
        Ty::Enum(set) => vec![json!(set.values[0].wire)],
        Ty::Literal(text) => vec![json!(text)],
        Ty::Uri => vec![json!("https://example.com/")],
        Ty::Array(item) => vec![Value::Array(full(item).into_iter().take(1).collect())],
        Ty::Map(value) => vec![json!({ "k": full(value)[0] })],
        Ty::Any => vec![json!({ "any": [1, "x"] })],
        Ty::Object(def) => {
            let mut object = serde_json::Map::new();
            for field in def.fields {
                object.insert(field.name.into(), full(&field.ty).swap_remove(0));
            }
            vec![Value::Object(object)]
        }
        Ty::Union(union) => union
            .variants
            .iter()
            .map(|(_, def)| full(&Ty::Object(def)).swap_remove(0))
            .collect(),
        _ => vec![json!("text")],
    }
}

/// Every path inside `value` of type `ty` (member names and indexes),
/// outermost first, but none inside an object of a table in `covered`
/// (changed in an earlier body already), to which the tables it reaches
/// are added.
fn paths(
    ty: &Ty,
    value: &Value,
    at: &mut Vec<Value>,
    out: &mut Vec<Vec<Value>>,
    covered: &mut Vec<*const ObjectDef>,
) {
    match (ty, value) {
        (Ty::Object(def), Value::Object(members)) => {
            if covered.contains(&(*def as *const ObjectDef)) {
                return;
            }
            covered.push(*def);
            for (name, member) in members {
                at.push(json!(name));
                out.push(at.clone());
                if let Some(field) = def.fields.iter().find(|f| f.name == name) {
                    paths(&field.ty, member, at, out, covered);
                }
                at.pop();
            }
        }
        (Ty::Union(union), Value::Object(members)) => {
            let tag = members.get(union.tag).and_then(Value::as_str);
            if let Some((_, def)) = union.variants.iter().find(|(v, _)| Some(*v) == tag) {
                paths(&Ty::Object(def), value, at, out, covered);
            }
        }
        (Ty::Array(item) | Ty::Map(item), _) => {
            let inner: Vec<(Value, &Value)> = match value {
                Value::Array(items) => items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (json!(i), v))
                    .collect(),
                Value::Object(members) => members.iter().map(|(k, v)| (json!(k), v)).collect(),
                _ => Vec::new(),
            };
            for (step, member) in inner {
                at.push(step);
                out.push(at.clone());
                paths(item, member, at, out, covered);
                at.pop();
            }
        }
        _ => {}
    }
}

/// Each member a request body of type `ty` leaves out (a refused one, one
/// that a rule over several allows only alone), as its path and a value of
/// its type.
fn absent(ty: &Ty, value: &Value, at: &mut Vec<Value>, out: &mut Vec<(Vec<Value>, Value)>) {
    match (ty, value) {
        (Ty::Object(def), Value::Object(members)) => {
            for field in def.fields {
                at.push(json!(field.name));
                match members.get(field.name) {
                    None => out.push((at.clone(), request(&field.ty))),
                    Some(member) => absent(&field.ty, member, at, out),
                }
                at.pop();
            }
        }
        (Ty::Array(item), Value::Array(items)) => {
            for (i, member) in items.iter().enumerate() {
                at.push(json!(i));
                absent(item, member, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

/// Each string-set member of a request body of type `ty` set to each of
/// its set's other values, and each whole number to its bounds (exact in
/// JavaScript): changes that pass, where a body of only required members
/// of strict types has no other. As each one's path and value.
fn other_values(ty: &Ty, value: &Value, at: &mut Vec<Value>, out: &mut Vec<(Vec<Value>, Value)>) {
    let (Ty::Object(def), Value::Object(members)) = (ty, value) else {
        return;
    };
    for field in def.fields {
        let Some(member) = members.get(field.name) else {
            continue;
        };
        at.push(json!(field.name));
        match &field.ty {
            Ty::Enum(set) => out.extend(
                set.wire_values()
                    .filter(|wire| member.as_str() != Some(wire))
                    .map(|wire| (at.clone(), json!(wire))),
            ),
            Ty::Integer(bounds) => out.extend(
                [bounds.min, bounds.max]
                    .into_iter()
                    .filter(|n| n.unsigned_abs() <= 1 << 53 && member.as_i64() != Some(*n))
                    .map(|n| (at.clone(), json!(n))),
            ),
            inner => other_values(inner, member, at, out),
        }
        at.pop();
    }
}

/// The core's verdict as the corpus writes it: `null`, or `[path, rule,
/// detail]`.
fn verdict(result: Result<(), ValidationError>) -> Value {
    match result {
        Ok(()) => Value::Null,
        Err(error) => json!([error.path(), error.rule().code(), error.detail()]),
    }
}

/// Values each member and item is set to in turn, beside its removal: for
/// a request, values that break each of its rules; for an answer, one of
/// each JSON type.
fn changes(strict: bool) -> Vec<Value> {
    let mut values = one_of_each_type();
    if strict {
        values.extend([
            json!(""),
            json!("https://example.com/"),
            json!("not a uri"),
            json!(0),
            json!(-1),
            json!(4294967296u64),
            json!(1e300),
            json!(true),
            json!(["x"]),
            json!({ "unknown": 1 }),
        ]);
    }
    values
}

/// The JSON pointer of a path.
fn pointer(path: &[Value]) -> String {
    path.iter()
        .map(|step| match step {
            Value::String(name) => format!("/{name}"),
            other => format!("/{other}"),
        })
        .collect()
}

/// Per operation, each of its bodies (its body and query, checked
/// strictly; its answer or event, leniently), a starting value and the
/// core's verdict on each change of it; a body that is a record an earlier
/// body changed already is left out (nothing of it is left to change).
fn faults_corpus() -> Vec<Value> {
    let mut out = Vec::new();
    let mut seen: Vec<(*const Ty, bool)> = Vec::new();
    let (mut strict_covered, mut lenient_covered) = (Vec::new(), Vec::new());
    for op in operations() {
        let body = if op.is_upload() { None } else { op.body_type() };
        let bodies = [
            (body, true, "body"),
            (op.query, true, "query"),
            (op.answer_type(), false, "type"),
        ];
        for (ty, strict, part) in bodies {
            let Some(ty) = ty else { continue };
            if seen.contains(&(ty as *const Ty, strict)) {
                continue;
            }
            seen.push((ty, strict));
            let check = |body: &Value| {
                let text = body.to_string();
                match strict {
                    true => check_request(ty, text.as_bytes()),
                    false => check_response(ty, text.as_bytes()),
                }
            };
            let starts = match strict {
                true => vec![request(ty)],
                false => full(ty),
            };
            for body in starts {
                assert_eq!(verdict(check(&body)), Value::Null, "{} {body}", op.name);
                let mut all = Vec::new();
                let covered = match strict {
                    true => &mut strict_covered,
                    false => &mut lenient_covered,
                };
                // The body's record: the object, or the union's variant.
                let record = match ty {
                    Ty::Object(def) => Some(*def),
                    Ty::Union(union) => body
                        .get(union.tag)
                        .and_then(Value::as_str)
                        .and_then(|tag| union.variants.iter().find(|(v, _)| *v == tag))
                        .map(|(_, def)| *def),
                    _ => None,
                };
                if record.is_some_and(|def| covered.contains(&(def as *const ObjectDef))) {
                    continue;
                }
                paths(ty, &body, &mut Vec::new(), &mut all, covered);
                let mut cases = Vec::new();
                for path in &all {
                    let mut added = path.clone();
                    added.push(json!("added_later"));
                    let extra = match body.pointer(&pointer(path)) {
                        Some(Value::Object(_)) => Some((added, json!(1))),
                        _ => None,
                    };
                    let edits = std::iter::once((path.clone(), None))
                        .chain(changes(strict).into_iter().map(|v| (path.clone(), Some(v))))
                        .chain(extra.map(|(p, v)| (p, Some(v))));
                    for (path, value) in edits {
                        let changed = mutated(&body, &path, value.as_ref());
                        cases.push(match value {
                            Some(value) => json!([verdict(check(&changed)), path, value]),
                            None => json!([verdict(check(&changed)), path]),
                        });
                    }
                }
                if strict {
                    let mut left_out = Vec::new();
                    absent(ty, &body, &mut Vec::new(), &mut left_out);
                    other_values(ty, &body, &mut Vec::new(), &mut left_out);
                    for (path, value) in left_out {
                        let changed = mutated(&body, &path, Some(&value));
                        cases.push(json!([verdict(check(&changed)), path, value]));
                    }
                }
                if body.is_object() {
                    let mut added = body.clone();
                    added["added_later"] = json!(1);
                    cases.push(json!([verdict(check(&added)), ["added_later"], 1]));
                }
                out.push(json!({
                    "op": key(op),
                    "part": part,
                    "strict": strict,
                    "body": body,
                    "cases": cases,
                }));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------
// The checks of a parsed answer: the core's verdict on each change of a body
// of every member, among them whole numbers written as JSON may write them.

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

/// A body of `ty` with every member present, an array holding one item
/// (a union: its first variant); `paths` gets the path of each value,
/// with what is there.
fn sample(ty: &Ty, path: &mut Vec<Value>, paths: &mut Vec<(Vec<Value>, Kind)>) -> Value {
    match ty {
        Ty::Bool => Value::Bool(true),
        Ty::Integer(_) => {
            paths.push((path.clone(), Kind::Integer));
            json!(7)
        }
        Ty::Number => json!(2.5),
        Ty::Any => json!({ "any": [1, "x"] }),
        Ty::Literal(text) => json!(text),
        Ty::Array(item) | Ty::Map(item) => {
            let is_array = matches!(ty, Ty::Array(_));
            path.push(if is_array { json!(0) } else { json!("k") });
            let value = sample(item, path, paths);
            paths.push((path.clone(), Kind::Item));
            path.pop();
            if is_array {
                Value::Array(vec![value])
            } else {
                json!({ "k": value })
            }
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
        Ty::Union(union) => {
            let (_, def) = union.variants[0];
            sample(&Ty::Object(def), path, paths)
        }
        _ => json!("text"),
    }
}

/// Per answer type (the first operation answering with it), a body of
/// every member and the core validator's verdict on each change of it.
fn answers_corpus() -> Vec<Value> {
    let mut out = Vec::new();
    let mut seen: Vec<*const Ty> = Vec::new();
    let mut covered: Vec<&str> = Vec::new();
    let wrong = one_of_each_type();
    for op in operations() {
        let Some(ty) = op.answer_type() else { continue };
        if seen.contains(&(ty as *const Ty)) {
            continue;
        }
        seen.push(ty);
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
        assert!(check_response(ty, body.to_string().as_bytes()).is_ok());
        let mut cases = Vec::new();
        for (mut path, kind) in paths {
            let changes: Vec<Option<Value>> = match kind {
                Kind::Member => [None]
                    .into_iter()
                    .chain(wrong.iter().cloned().map(Some))
                    .collect(),
                Kind::Item => wrong.iter().cloned().map(Some).collect(),
                // Whole numbers as JSON may write them: all valid.
                Kind::Integer => vec![Some(json!(1e300)), Some(json!(-0.0)), Some(json!(2.5e1))],
                // A member no table names passes on an answer.
                Kind::Object => {
                    path.push(json!("added_later"));
                    vec![Some(json!({ "any": [1, null] }))]
                }
            };
            for change in changes {
                let changed = mutated(&body, &path, change.as_ref());
                let verdict = check_response(ty, changed.to_string().as_bytes()).is_ok();
                cases.push(match change {
                    Some(value) => json!([verdict, path, value]),
                    None => json!([verdict, path]),
                });
            }
        }
        out.push(json!({ "op": key(op), "body": body, "cases": cases }));
    }
    out
}
