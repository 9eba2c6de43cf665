//! Renders `src/js/shapes.js`: the schema tables as JavaScript data, for
//! faults.js, which names what is wrong with a request body before the
//! calls module sends it, with an answer that answers.js refused, and with
//! an event. The calls module itself then carries no validator and no
//! tables (src/js/mod.rs). Also renders the corpus its test
//! (tests/js/unit/faults.test.mjs) compares faults.js with the core's
//! validator on. The tests at the bottom fail when either is stale;
//! `UPDATE_GENERATED=1 cargo test generated` rewrites them.

use crate::protocol::http::Operation;
use crate::protocol::schema::{is_request, root, CrossRule, Field, ObjectDef, Ty, UnionDef};

const HEADER: &str = "// Generated from the operation table (src/protocol/http/operation.rs) and the schema\n// tables (src/protocol/schema) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.\n";

/// What the rendering of one table knows: which objects a request reaches
/// (the others are only ever checked leniently, so their strict rules are
/// left out), and the names of the tables already written.
struct Tables {
    strict: Vec<*const ObjectDef>,
    written: Vec<&'static str>,
    out: String,
}

impl Tables {
    fn new() -> Self {
        let mut strict = Vec::new();
        for shape in Operation::all().filter_map(Operation::request_shape) {
            assert!(is_request(shape));
            reach(root(shape), &mut strict);
        }
        Tables {
            strict,
            written: Vec::new(),
            out: String::new(),
        }
    }

    /// Writes the table of every object and union `ty` reaches, each once
    /// and after the ones it reaches.
    fn declare(&mut self, ty: &'static Ty) {
        match ty {
            Ty::Object(def) => self.object(def),
            Ty::Union(union) => self.union(union),
            Ty::Array(item) | Ty::Map(item) => self.declare(item),
            _ => {}
        }
    }

    fn object(&mut self, def: &'static ObjectDef) {
        if self.written.contains(&def.name) {
            return;
        }
        for field in def.fields {
            self.declare(&field.ty);
        }
        self.written.push(def.name);
        let strict = self.strict.contains(&(def as *const ObjectDef));
        let fields: Vec<String> = def
            .fields
            .iter()
            .map(|field| self.field(field, strict))
            .collect();
        let mut table = format!("{{ f: [{}]", fields.join(", "));
        if strict && !def.rules.is_empty() {
            let rules: Vec<String> = def.rules.iter().map(|rule| cross_rule(def, rule)).collect();
            table.push_str(&format!(", r: [{}]", rules.join(", ")));
        }
        table.push_str(" }");
        self.out
            .push_str(&format!("const {} = {table};\n", def.name));
    }

    fn union(&mut self, union: &'static UnionDef) {
        if self.written.contains(&union.name) {
            return;
        }
        for (_, def) in union.variants {
            self.object(def);
        }
        self.written.push(union.name);
        let variants: Vec<String> = union
            .variants
            .iter()
            .map(|(tag, def)| format!("{tag}: {}", def.name))
            .collect();
        self.out.push_str(&format!(
            "const {} = {{ t: '{}', v: {{ {} }} }};\n",
            union.name,
            union.tag,
            variants.join(", ")
        ));
    }

    fn field(&self, field: &Field, strict: bool) -> String {
        // Only the flags the checks read: required, nullable, refused.
        let flags = field.flags & !crate::protocol::schema::DEPRECATED;
        let ty = self.ty(&field.ty, strict);
        match flags {
            0 => format!("['{}', {ty}]", field.name),
            _ => format!("['{}', {ty}, {flags}]", field.name),
        }
    }

    /// A type as faults.js reads it; without `strict`, as a response's
    /// check sees it (any string where a request's has a rule).
    fn ty(&self, ty: &Ty, strict: bool) -> String {
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
            Ty::Enum(set) if strict => {
                let values: Vec<String> = set.values.iter().map(|v| format!("'{v}'")).collect();
                format!("['e', {}]", values.join(", "))
            }
            Ty::Literal(text) if strict => format!("['l', '{text}']"),
            Ty::Enum(_) | Ty::Literal(_) => "0".into(),
            Ty::Object(def) => def.name.into(),
            Ty::Union(union) => union.name.into(),
            Ty::Array(item) => format!("['a', {}]", self.ty(item, strict)),
            Ty::Map(value) => format!("['m', {}]", self.ty(value, strict)),
        }
    }
}

/// Adds every object `ty` reaches to `objects`.
fn reach(ty: &'static Ty, objects: &mut Vec<*const ObjectDef>) {
    match ty {
        Ty::Object(def) => reach_object(def, objects),
        Ty::Union(union) => {
            for (_, def) in union.variants {
                reach_object(def, objects);
            }
        }
        Ty::Array(item) | Ty::Map(item) => reach(item, objects),
        _ => {}
    }
}

fn reach_object(def: &'static ObjectDef, objects: &mut Vec<*const ObjectDef>) {
    if !objects.contains(&(def as *const ObjectDef)) {
        objects.push(def);
        for field in def.fields {
            reach(&field.ty, objects);
        }
    }
}

/// The fields of mask `set`, as their indexes.
fn indexes(set: u64) -> String {
    let list: Vec<String> = (0..64)
        .filter(|i| set & (1 << i) != 0)
        .map(|i: u32| i.to_string())
        .collect();
    format!("[{}]", list.join(", "))
}

fn cross_rule(def: &ObjectDef, rule: &CrossRule) -> String {
    assert!(def.fields.len() <= 64);
    match rule {
        CrossRule::ExactlyOneOf(group) => format!("['x', {}]", indexes(*group)),
        CrossRule::OneOfForms(forms) => {
            let forms: Vec<String> = forms
                .iter()
                .map(|form| format!("[{}, {}]", indexes(form.fields), indexes(form.must_be_true)))
                .collect();
            format!("['f', {}]", forms.join(", "))
        }
        CrossRule::FalseExcludes { flag, others } => {
            format!("['n', {flag}, {}]", indexes(*others))
        }
    }
}

/// `src/js/shapes.js`.
pub fn render_shapes_js() -> String {
    let mut tables = Tables::new();
    let mut requests = Vec::new();
    let mut answers = Vec::new();
    for op in Operation::all() {
        let name = op.def().wire_name;
        if let Some(shape) = op.request_shape() {
            tables.declare(root(shape));
            requests.push(format!("  {name}: {},\n", tables.ty(root(shape), true)));
        }
        if let Some(shape) = op.response_shape() {
            tables.declare(root(shape));
            answers.push(format!("  {name}: {},\n", tables.ty(root(shape), false)));
        }
    }
    let mut out = String::from(HEADER);
    out.push_str(
        "\n// The schema tables as faults.js reads them. A type is 0 (any string),\n\
         // 1 (a non-empty string), 2 (an absolute URI), 3 (a boolean), 4 (a whole\n\
         // number), ['i', min, max] (a whole number within bounds; no max: at\n\
         // least min), ['e', ...values] (one of a string set), ['l', text] (exactly\n\
         // that string), ['a', item] (an array), ['m', value] (an object of free-form\n\
         // keys), an object's table { f: fields, r: rules } or a union's { t: tag,\n\
         // v: objects by tag value }. A field is [name, type, flags]: 1 required,\n\
         // 2 nullable, 8 refused. A rule lists field indexes: ['x', fields] exactly\n\
         // one of them; ['f', [fields, mustBeTrue], ...] exactly one of the forms;\n\
         // ['n', flag, fields] none of them beside flag=false. Objects only responses\n\
         // reach carry no request rules: a response's strings are any strings.\n\n",
    );
    out.push_str(&tables.out);
    out.push_str(
        "\n// The request body of each operation that sends one.\nexport const requestTypes = {\n",
    );
    out.push_str(&requests.concat());
    out.push_str("};\n\n// The success body of each operation that answers with one; a stream's, each event.\nexport const answerTypes = {\n");
    out.push_str(&answers.concat());
    out.push_str("};\n");
    out
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::protocol::http::generated_file::{check_generated, mutated, one_of_each_type};
    use crate::protocol::schema::Shape;
    use crate::protocol::validate::{check_request, check_response, ValidationError};

    #[test]
    fn generated_shape_tables_are_current() {
        check_generated("src/js/shapes.js", &render_shapes_js());
    }

    /// A valid request body of `ty` with as many members as its rules
    /// allow: of a group of which exactly one may be present, the first;
    /// of a choice of forms, the first; no refused field.
    fn request(ty: &Ty) -> Value {
        match ty {
            Ty::Bool => json!(true),
            Ty::Integer(bounds) => json!(7i64.clamp(bounds.min, bounds.max)),
            Ty::Enum(set) => json!(set.values[0]),
            Ty::Literal(text) => json!(text),
            Ty::Uri => json!("https://example.com/"),
            Ty::Array(item) => json!([request(item)]),
            Ty::Map(value) => json!({ "k": request(value) }),
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

    /// An answer with every member (union: each variant), an array holding one item.
    fn full(ty: &Ty) -> Vec<Value> {
        match ty {
            Ty::Bool => vec![json!(true)],
            Ty::Integer(_) => vec![json!(7)],
            Ty::Enum(set) => vec![json!(set.values[0])],
            Ty::Literal(text) => vec![json!(text)],
            Ty::Uri => vec![json!("https://example.com/")],
            Ty::Array(item) => vec![Value::Array(full(item).into_iter().take(1).collect())],
            Ty::Map(value) => vec![json!({ "k": full(value)[0] })],
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
    /// (mutated in an earlier body already), to which the tables it
    /// reaches are added.
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

    /// Each member a request body of type `ty` leaves out (a refused one,
    /// one that a rule over several allows only alone), as its path and a
    /// value of its type.
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

    /// The core's verdict as the corpus writes it: `null`, or
    /// `[path, rule, detail]`.
    fn verdict(result: Result<(), ValidationError>) -> Value {
        match result {
            Ok(()) => Value::Null,
            Err(error) => json!([error.path(), error.rule().code(), error.detail()]),
        }
    }

    /// Values each member and item is set to in turn, beside its removal:
    /// for a request, values that break each of its rules; for an answer,
    /// one of each JSON type.
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

    /// The corpus tests/js/unit/faults.test.mjs checks faults.js with: per
    /// operation, the starting body of its request (checked strictly) and
    /// of its answer (leniently), and the core's verdict on each change of
    /// one member or item, and on a member no table names.
    fn render_corpus() -> String {
        let mut out = String::from(HEADER);
        out.push_str(
            "\n// Each case: [verdict, path, value], or [verdict, path] for the member or item\n\
             // removed; a verdict is null or the core's [path, rule, detail].\n\
             export default {\n",
        );
        let mut seen: Vec<(Shape, bool)> = Vec::new();
        let (mut strict_covered, mut lenient_covered) = (Vec::new(), Vec::new());
        for op in Operation::all() {
            let bodies = [
                (op.request_shape(), true, "requests"),
                (op.response_shape(), false, "answers"),
            ];
            for (shape, strict, kind) in bodies {
                let Some(shape) = shape else { continue };
                if seen.contains(&(shape, strict)) {
                    continue;
                }
                seen.push((shape, strict));
                let check = |body: &Value| {
                    let text = body.to_string();
                    match strict {
                        true => check_request(shape, text.as_bytes()),
                        false => check_response(shape, text.as_bytes()),
                    }
                };
                let starts = match strict {
                    true => vec![request(root(shape))],
                    false => full(root(shape)),
                };
                for (n, body) in starts.iter().enumerate() {
                    assert_eq!(verdict(check(body)), Value::Null, "{shape:?} {body}");
                    let mut all = Vec::new();
                    let covered = match strict {
                        true => &mut strict_covered,
                        false => &mut lenient_covered,
                    };
                    paths(root(shape), body, &mut Vec::new(), &mut all, covered);
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
                            let changed = mutated(body, &path, value.as_ref());
                            let case = match value {
                                Some(value) => json!([verdict(check(&changed)), path, value]),
                                None => json!([verdict(check(&changed)), path]),
                            };
                            cases.push(case.to_string());
                        }
                    }
                    if strict {
                        let mut left_out = Vec::new();
                        absent(root(shape), body, &mut Vec::new(), &mut left_out);
                        for (path, value) in left_out {
                            let changed = mutated(body, &path, Some(&value));
                            cases.push(json!([verdict(check(&changed)), path, value]).to_string());
                        }
                    }
                    if body.is_object() {
                        let mut added = body.clone();
                        added["added_later"] = json!(1);
                        cases.push(json!([verdict(check(&added)), ["added_later"], 1]).to_string());
                    }
                    out.push_str(&format!(
                        "  '{kind} {} {n}': {{\n    op: '{}',\n    strict: {strict},\n    body: {body},\n    cases: [\n      {},\n    ],\n  }},\n",
                        op.def().wire_name,
                        op.def().wire_name,
                        cases.join(",\n      ")
                    ));
                }
            }
        }
        out.push_str("};\n");
        out
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

    #[test]
    fn generated_fault_corpus_is_current() {
        check_generated("tests/js/unit/faults-corpus.mjs", &render_corpus());
    }
}
