//! Field by field, the schema tables and the serde models describe the same
//! bodies: the same field names, and for each field the same optionality,
//! nullability and JSON type.
//!
//! The tables drive the comparison. From `root(shape)` the walk follows
//! every object (through arrays, maps and union variants) that a fixture
//! carries, and for each field of its table asks both descriptions the same
//! questions, by changing that one field of the fixture:
//!
//! - names: a value the fixture carries survives decode and encode, and
//!   the model writes no field the table lacks; independently of the
//!   fixtures, a model value with every field set ([`super::probe`]) has
//!   exactly the table's fields, with the table's JSON types;
//! - optionality: without the field, each accepts the body iff the table
//!   does not say REQUIRED (and a request model leaves the unset field out);
//! - nullability: with the field `null`, each accepts the body iff the table
//!   says NULLABLE (and a request model writes the `null` back);
//! - type: with a value of another JSON type, both refuse the body; an
//!   unknown enum value passes both on a response, by design;
//! - range: a request model holds every integer the table lets it send;
//! - unknown properties: both accept them on responses and refuse them at
//!   the top of a request;
//! - round trip: what the model writes back from a body the validator
//!   accepts, the validator accepts too.
//!
//! Every disagreement is collected, named by object, field and rule, and
//! reported at once.

use std::collections::{BTreeMap, BTreeSet};

use browser_cloud_sdk::protocol::schema::{root, Field, ObjectDef, Ty, OBJECTS};
use browser_cloud_sdk::protocol::validate::{check_request, check_response, Rule, ValidationError};
use serde_json::{json, Map, Value};

use super::{fixture, Case, CASES};

#[test]
fn models_and_tables_agree_field_by_field() {
    let mut found = Findings::default();
    let mut probed = Vec::new();
    for case in CASES {
        match Body::new(case) {
            Ok(body) => body.walk(root(case.shape), &mut Vec::new(), &mut found),
            Err(what) => found.report(case.file, "*", "fixture", what, String::new()),
        }
        if !probed.contains(&case.shape) {
            probed.push(case.shape);
            every_field(case, &mut found);
        }
    }
    for def in OBJECTS {
        if !found.reached.contains(def.name) {
            found.report(
                def.name,
                "*",
                "coverage",
                "no fixture carries this object".into(),
                String::new(),
            );
        }
        for f in def.fields {
            if found.reached.contains(def.name) && !found.carried.contains(&(def.name, f.name)) {
                found.report(
                    def.name,
                    f.name,
                    "coverage",
                    "no fixture carries a value for it: extend one".into(),
                    String::new(),
                );
            }
        }
    }
    let report: Vec<String> = found
        .drift
        .iter()
        .map(|(what, at)| match at.is_empty() {
            true => format!("  {what}"),
            false => format!("  {what}\n      (seen in {at})"),
        })
        .collect();
    assert!(
        report.is_empty(),
        "the models and the schema tables disagree in {} place(s):\n{}",
        report.len(),
        report.join("\n")
    );
}

/// What the comparison found.
#[derive(Default)]
struct Findings {
    /// Each disagreement once ("Object.field [rule] what"), with the first
    /// fixture and path that showed it.
    drift: BTreeMap<String, String>,
    /// Objects some fixture reaches.
    reached: BTreeSet<&'static str>,
    /// Fields some fixture carries with a value (or, for a field requests may
    /// not set, checks).
    carried: BTreeSet<(&'static str, &'static str)>,
}

impl Findings {
    fn report(&mut self, object: &str, field: &str, rule: &str, what: String, at: String) {
        self.drift
            .entry(format!("{object}.{field} [{rule}] {what}"))
            .or_insert(at);
    }
}

/// One step of a path into a body.
#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

/// A path as the validator writes it: `browser.proxy`, `choices[0].id`.
fn show(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(key) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

fn get<'v>(value: &'v Value, path: &[Step]) -> Option<&'v Value> {
    path.iter().try_fold(value, |value, step| match step {
        Step::Key(key) => value.get(key.as_str()),
        Step::Index(i) => value.get(*i),
    })
}

fn get_mut<'v>(value: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    path.iter().try_fold(value, |value, step| match step {
        Step::Key(key) => value.get_mut(key.as_str()),
        Step::Index(i) => value.get_mut(*i),
    })
}

fn joined(path: &[Step], key: &str) -> Vec<Step> {
    let mut path = path.to_vec();
    path.push(Step::Key(key.into()));
    path
}

/// Whether the validator refused the body for `rule` at exactly `path`.
fn refused_at(checked: &Result<(), ValidationError>, path: &str, rule: Rule) -> bool {
    matches!(checked, Err(e) if e.path() == path && e.rule() == rule)
}

fn verdict(checked: &Result<(), ValidationError>) -> String {
    match checked {
        Ok(()) => "accepts it".into(),
        Err(e) => format!("refuses it ({} at `{}`)", e.rule().code(), e.path()),
    }
}

/// The JSON type a table type stands for.
fn json_type(ty: &Ty) -> &'static str {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Enum(_) | Ty::Literal(_) => {
            "string"
        }
        Ty::Bool => "boolean",
        Ty::Integer(_) => "integer",
        Ty::Object(_) | Ty::Union(_) | Ty::Map(_) => "object",
        Ty::Array(_) => "array",
    }
}

/// The JSON type of a value.
fn type_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Values of other JSON types than `ty`'s. (An array for an object is left
/// out: serde's derived structs also read the sequence form `[v1, v2]`, a
/// serde convention the models inherit rather than a field that drifted.)
fn wrong_values(ty: &Ty) -> Vec<Value> {
    match json_type(ty) {
        "string" => vec![json!(42), json!(true), json!({}), json!([])],
        "boolean" => vec![json!("true"), json!(1), json!({}), json!([])],
        "integer" => vec![json!("1"), json!(1.5), json!(true), json!({}), json!([])],
        "object" => vec![json!("x"), json!(1), json!(true)],
        _ => vec![json!("x"), json!(1), json!(true), json!({})],
    }
}

/// A fixture, its re-encoding by the model, and the changes made to it.
struct Body<'c> {
    case: &'c Case,
    input: Value,
    output: Value,
}

/// What each description made of a body.
struct Outcome {
    checked: Result<(), ValidationError>,
    decoded: Result<Value, String>,
}

impl<'c> Body<'c> {
    /// The fixture of `case`, unless either description refuses it (then
    /// every change to it would be refused too, telling nothing).
    fn new(case: &'c Case) -> Result<Self, String> {
        let text = fixture(case.file);
        let input: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        let output = (case.model.decode)(&text)
            .map_err(|e| format!("the model refuses the fixture itself: {e}"))?;
        let body = Body {
            case,
            input,
            output,
        };
        match body.check(&text) {
            Ok(()) => Ok(body),
            Err(e) => Err(format!("the validator refuses the fixture itself: {e}")),
        }
    }

    fn check(&self, text: &str) -> Result<(), ValidationError> {
        match self.case.request {
            true => check_request(self.case.shape, text.as_bytes()),
            false => check_response(self.case.shape, text.as_bytes()),
        }
    }

    fn try_body(&self, body: &Value) -> Outcome {
        let text = body.to_string();
        Outcome {
            checked: self.check(&text),
            decoded: (self.case.model.decode)(&text),
        }
    }

    /// The fixture with the object at `path` changed.
    fn with(&self, path: &[Step], change: impl FnOnce(&mut Map<String, Value>)) -> Outcome {
        let mut body = self.input.clone();
        if let Some(object) = get_mut(&mut body, path).and_then(Value::as_object_mut) {
            change(object);
        }
        self.try_body(&body)
    }

    fn at(&self, path: &str) -> String {
        match path {
            "" => format!("{}, the body itself", self.case.file),
            path => format!("{} at `{path}`", self.case.file),
        }
    }

    /// Walks the value of type `ty` at `path`.
    fn walk(&self, ty: &'static Ty, path: &mut Vec<Step>, found: &mut Findings) {
        let Some(value) = get(&self.input, path) else {
            return;
        };
        match ty {
            Ty::Object(def) if value.is_object() => self.object(def, path, found),
            Ty::Union(union) => {
                let tag = value.get(union.tag).and_then(Value::as_str);
                // An event kind the table does not know is skipped by both.
                if let Some((_, def)) = union.variants.iter().find(|(v, _)| Some(*v) == tag) {
                    self.object(def, path, found);
                }
            }
            Ty::Array(item) => {
                for i in 0..value.as_array().map_or(0, Vec::len) {
                    path.push(Step::Index(i));
                    self.walk(item, path, found);
                    path.pop();
                }
            }
            Ty::Map(item) => {
                let keys: Vec<String> = value
                    .as_object()
                    .into_iter()
                    .flat_map(|map| map.keys().cloned())
                    .collect();
                for key in keys {
                    path.push(Step::Key(key));
                    self.walk(item, path, found);
                    path.pop();
                }
            }
            _ => {}
        }
    }

    /// Compares one object of the fixture, field by field, then walks on.
    fn object(&self, def: &'static ObjectDef, path: &mut Vec<Step>, found: &mut Findings) {
        found.reached.insert(def.name);
        let here = show(path);
        let input = get(&self.input, path)
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        self.names(def, path, &input, found);
        self.unknown_property(def, path, found);
        for f in def.fields {
            self.field(def, f, path, &input, found);
        }
        for f in def.fields {
            if input.get(f.name).is_some_and(|v| !v.is_null()) {
                path.push(Step::Key(f.name.into()));
                self.walk(&f.ty, path, found);
                path.pop();
            }
        }
        debug_assert_eq!(show(path), here);
    }

    /// Names: what the fixture carries survives the round trip, and the
    /// model writes back no field the table lacks.
    fn names(
        &self,
        def: &ObjectDef,
        path: &[Step],
        input: &Map<String, Value>,
        found: &mut Findings,
    ) {
        let at = self.at(&show(path));
        let Some(output) = get(&self.output, path).and_then(Value::as_object) else {
            let what = "the model does not write the object back".into();
            found.report(def.name, "*", "names", what, at);
            return;
        };
        for key in output.keys() {
            if def.fields.iter().all(|f| f.name != key) {
                let what = "the model writes a field the table lacks".into();
                found.report(def.name, key, "names", what, at.clone());
            }
        }
        for f in def.fields {
            let carried = input.get(f.name).is_some_and(|v| !v.is_null());
            if carried && output.get(f.name).is_none_or(Value::is_null) {
                let what = "the model loses the fixture's value (decode, encode)".into();
                found.report(def.name, f.name, "names", what, at.clone());
            }
        }
    }

    /// An unknown property: both accept it on a response; both refuse it at
    /// the top of a request. (Inside a request the validator refuses it while
    /// the model types shared with the record read leniently, by design: see
    /// `src/protocol/model/mod.rs`.)
    fn unknown_property(&self, def: &ObjectDef, path: &[Step], found: &mut Findings) {
        let name = "zz_not_in_any_table";
        let out = self.with(path, |o| {
            o.insert(name.into(), json!(1));
        });
        let at = self.at(&show(path));
        if !self.case.request {
            if out.checked.is_err() {
                let what = format!("on a response, the validator {}", verdict(&out.checked));
                found.report(def.name, "<unknown>", "unknown property", what, at.clone());
            }
            if let Err(e) = out.decoded {
                let what = format!("on a response, the model refuses it: {e}");
                found.report(def.name, "<unknown>", "unknown property", what, at);
            }
        } else if path.is_empty() {
            if !refused_at(&out.checked, name, Rule::UnknownProperty) {
                let what = format!("on a request, the validator {}", verdict(&out.checked));
                found.report(def.name, "<unknown>", "unknown property", what, at.clone());
            }
            if out.decoded.is_ok() {
                let what = "on a request, the model accepts it (deny_unknown_fields)".into();
                found.report(def.name, "<unknown>", "unknown property", what, at);
            }
        }
    }

    /// The questions about one field of the object at `path`.
    fn field(
        &self,
        def: &'static ObjectDef,
        f: &'static Field,
        path: &[Step],
        input: &Map<String, Value>,
        found: &mut Findings,
    ) {
        if f.is_refused() || input.get(f.name).is_some_and(|v| !v.is_null()) {
            found.carried.insert((def.name, f.name));
        }
        let at_field = joined(path, f.name);
        let mut q = Question {
            body: self,
            def,
            f,
            object: path,
            shown: show(&at_field),
            at_field,
            found,
        };
        if f.is_refused() {
            q.refused(input);
            return;
        }
        q.optionality();
        q.nullability();
        q.wrong_types();
        q.map_values(input);
        q.unknown_enum_value();
        q.range();
    }

    /// What the model writes back from a body the validator accepted, the
    /// validator accepts too.
    fn writes_back_valid(&self, checked: &Result<(), ValidationError>, encoded: &Value) -> bool {
        checked.is_err() || self.check(&encoded.to_string()).is_ok()
    }
}

/// The questions about one field, asked of both descriptions.
struct Question<'a, 'c> {
    body: &'a Body<'c>,
    def: &'static ObjectDef,
    f: &'static Field,
    /// The path of the object, of the field, and the latter as the
    /// validator writes it.
    object: &'a [Step],
    at_field: Vec<Step>,
    shown: String,
    found: &'a mut Findings,
}

impl Question<'_, '_> {
    fn report(&mut self, rule: &str, what: String) {
        let at = self.body.at(&self.shown);
        self.found
            .report(self.def.name, self.f.name, rule, what, at);
    }

    /// The fixture with the field set to `value` (or removed, for `None`).
    fn set(&self, value: Option<Value>) -> Outcome {
        let name = self.f.name;
        self.body.with(self.object, |o| {
            match value {
                Some(value) => o.insert(name.into(), value),
                None => o.remove(name),
            };
        })
    }

    fn refused_here(&self, out: &Outcome, rule: Rule) -> bool {
        refused_at(&out.checked, &self.shown, rule)
    }

    /// A field requests may not set: a request that sets it is refused by
    /// both, and no fixture sets it.
    fn refused(&mut self, input: &Map<String, Value>) {
        if input.contains_key(self.f.name) {
            self.report("refused", "a fixture sets it".into());
        }
        let out = self.set(Some(json!(1)));
        if !self.refused_here(&out, Rule::Refused) {
            let what = format!("with it set, the validator {}", verdict(&out.checked));
            self.report("refused", what);
        }
        if out.decoded.is_ok() {
            self.report("refused", "with it set, the model accepts the body".into());
        }
    }

    /// Without the field, each accepts the body iff it is not REQUIRED; a
    /// request model leaves an unset field out.
    fn optionality(&mut self) {
        let required = self.f.is_required();
        let table = if required { "required" } else { "optional" };
        let out = self.set(None);
        if self.refused_here(&out, Rule::Required) != required {
            let what = format!(
                "the table says {table}; without it the validator {}",
                verdict(&out.checked)
            );
            self.report("optionality", what);
        }
        match &out.decoded {
            Err(e) if !required => {
                let what = format!("the table says optional; without it the model refuses: {e}");
                self.report("optionality", what);
            }
            Ok(_) if required => {
                let what = "the table says required; without it the model accepts".into();
                self.report("optionality", what);
            }
            Ok(encoded) => {
                if self.body.case.request && get(encoded, &self.at_field).is_some() {
                    let what = "the model writes it though the request left it unset \
                                (skip_serializing_if)";
                    self.report("optionality", what.into());
                }
                if !self.body.writes_back_valid(&out.checked, encoded) {
                    let what = "without it, the validator refuses the model's re-encoding";
                    self.report("round trip", what.into());
                }
            }
            Err(_) => {}
        }
    }

    /// With the field `null`, each accepts the body iff it is NULLABLE; a
    /// request model writes the `null` back (it is not leaving it out).
    fn nullability(&mut self) {
        let nullable = self.f.is_nullable();
        let table = if nullable { "nullable" } else { "not nullable" };
        let out = self.set(Some(Value::Null));
        if self.refused_here(&out, Rule::Type) == nullable {
            let what = format!(
                "the table says {table}; with null the validator {}",
                verdict(&out.checked)
            );
            self.report("nullability", what);
        }
        match &out.decoded {
            Err(e) if nullable => {
                let what = format!("the table says nullable; the model refuses null: {e}");
                self.report("nullability", what);
            }
            Ok(_) if !nullable => {
                let what = "the table says not nullable; the model accepts null".into();
                self.report("nullability", what);
            }
            Ok(encoded) => {
                let written = get(encoded, &self.at_field);
                if self.body.case.request && !written.is_some_and(Value::is_null) {
                    let what = "a request set it to null; the model does not write the null";
                    self.report("nullability", what.into());
                }
                if !self.body.writes_back_valid(&out.checked, encoded) {
                    let what = "with null, the validator refuses the model's re-encoding";
                    self.report("round trip", what.into());
                }
            }
            Err(_) => {}
        }
    }

    /// With a value of another JSON type, both refuse the body.
    fn wrong_types(&mut self) {
        let expected = json_type(&self.f.ty);
        for wrong in wrong_values(&self.f.ty) {
            let out = self.set(Some(wrong.clone()));
            if !self.refused_here(&out, Rule::Type) {
                let what = format!(
                    "with {wrong} for a {expected}, the validator {}",
                    verdict(&out.checked)
                );
                self.report("type", what);
            }
            if out.decoded.is_ok() {
                let what = format!("with {wrong} for a {expected}, the model accepts it");
                self.report("type", what);
            }
        }
    }

    /// A free-form object's values: `null` or another JSON type than the
    /// table's, both refuse.
    fn map_values(&mut self, input: &Map<String, Value>) {
        let (Ty::Map(item), Some(Value::Object(map))) = (&self.f.ty, input.get(self.f.name)) else {
            return;
        };
        let Some(key) = map.keys().next() else {
            return;
        };
        let at_value = show(&joined(&self.at_field, key));
        let expected = json_type(item);
        for wrong in std::iter::once(Value::Null).chain(wrong_values(item)) {
            let mut values = map.clone();
            values.insert(key.clone(), wrong.clone());
            let out = self.set(Some(Value::Object(values)));
            if !refused_at(&out.checked, &at_value, Rule::Type) {
                let what = format!(
                    "with {wrong} for a {expected} value, the validator {}",
                    verdict(&out.checked)
                );
                self.report("type", what);
            }
            if out.decoded.is_ok() {
                let what = format!("with {wrong} for a {expected} value, the model accepts it");
                self.report("type", what);
            }
        }
    }

    /// An enum value from a newer service passes both on a response, and the
    /// model writes it back as sent.
    fn unknown_enum_value(&mut self) {
        if !matches!(self.f.ty, Ty::Enum(_)) || self.body.case.request {
            return;
        }
        let future = json!("a_value_from_the_future");
        let out = self.set(Some(future.clone()));
        if out.checked.is_err() {
            let what = format!(
                "with an unknown value on a response, the validator {}",
                verdict(&out.checked)
            );
            self.report("enum", what);
        }
        match &out.decoded {
            Err(e) => {
                let what = format!("with an unknown value on a response, the model refuses: {e}");
                self.report("enum", what);
            }
            Ok(encoded) if get(encoded, &self.at_field) != Some(&future) => {
                let what = "the model does not write an unknown value back as sent".into();
                self.report("enum", what);
            }
            Ok(_) => {}
        }
    }

    /// Every integer the table lets a request send, the model holds.
    fn range(&mut self) {
        let (Ty::Integer(bounds), true) = (&self.f.ty, self.body.case.request) else {
            return;
        };
        for n in [bounds.min, bounds.max] {
            let out = self.set(Some(json!(n)));
            if out.checked.is_err() {
                let what = format!("with {n}, a bound, the validator {}", verdict(&out.checked));
                self.report("range", what);
            }
            if let Err(e) = out.decoded {
                let what =
                    format!("the table lets a request send {n}; the model cannot hold it: {e}");
                self.report("range", what);
            }
        }
    }
}

/// Names and types without fixtures: a model value with every field set has
/// exactly the table's fields, each of the table's JSON type.
fn every_field(case: &Case, found: &mut Findings) {
    match (case.model.every_field)() {
        Err(e) => found.report(
            &format!("{:?}", case.shape),
            "*",
            "names",
            format!("the model could not be probed: {e}"),
            String::new(),
        ),
        Ok(values) => {
            for value in values {
                compare(root(case.shape), &value, &mut Vec::new(), case, found);
            }
        }
    }
}

fn compare(
    ty: &'static Ty,
    value: &Value,
    path: &mut Vec<Step>,
    case: &Case,
    found: &mut Findings,
) {
    let def = match ty {
        Ty::Object(def) => def,
        Ty::Union(union) => {
            let tag = value.get(union.tag).and_then(Value::as_str);
            match union.variants.iter().find(|(v, _)| Some(*v) == tag) {
                Some((_, def)) => def,
                None => return,
            }
        }
        Ty::Array(item) | Ty::Map(item) => {
            let first = match value {
                Value::Array(items) => items.first().map(|v| (Step::Index(0), v)),
                Value::Object(map) => map.iter().next().map(|(k, v)| (Step::Key(k.clone()), v)),
                _ => None,
            };
            if let Some((step, v)) = first {
                path.push(step);
                compare(item, v, path, case, found);
                path.pop();
            }
            return;
        }
        _ => return,
    };
    let at = format!("{:?} with every field set, at `{}`", case.shape, show(path));
    let Some(object) = value.as_object() else {
        return;
    };
    for key in object.keys() {
        if def.fields.iter().all(|f| f.name != key) {
            let what = "the model has a field the table lacks".into();
            found.report(def.name, key, "names", what, at.clone());
        }
    }
    for f in def.fields {
        match object.get(f.name) {
            None if !f.is_refused() => {
                let what = "the table has a field the model lacks".into();
                found.report(def.name, f.name, "names", what, at.clone());
            }
            None => {}
            Some(_) if f.is_refused() => {
                let what = "the model can send a field the service refuses".into();
                found.report(def.name, f.name, "names", what, at.clone());
            }
            Some(v) => {
                if type_of(v) != json_type(&f.ty) {
                    let what = format!(
                        "the table says {}; the model's field is a {}",
                        json_type(&f.ty),
                        type_of(v)
                    );
                    found.report(def.name, f.name, "type", what, at.clone());
                }
                path.push(Step::Key(f.name.into()));
                compare(&f.ty, v, path, case, found);
                path.pop();
            }
        }
    }
}
