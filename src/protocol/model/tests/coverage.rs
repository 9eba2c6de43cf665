//! The fixtures cover every field of every record the service sends or
//! answers: walked along the types they hold (fixtures.rs), they set each
//! field of each object an operation's body, answer or events, or an error
//! body, can hold, at least once, but the fields a request may not set.
//! Queries are left out (no body holds them; the corpora of
//! tests/corpora.rs hold their rules to the package's). Each fixture also
//! passes its own type.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::{value, FIXTURES};
use crate::protocol::api::operations;
use crate::protocol::schema::*;
use crate::protocol::validate::{check_request, check_response};

/// The fields some fixture sets, by object.
type Seen = BTreeMap<&'static str, BTreeSet<&'static str>>;

/// Notes the fields `value` sets of each object it holds as type `ty`.
fn walk(ty: &'static Ty, value: &Value, seen: &mut Seen) {
    match (ty, value) {
        (Ty::Object(def), Value::Object(members)) => object(def, members, seen),
        (Ty::Union(union), Value::Object(members)) => {
            let tag = members.get(union.tag).and_then(Value::as_str);
            if let Some((_, def)) = union.variants.iter().find(|(t, _)| Some(*t) == tag) {
                object(def, members, seen);
            }
        }
        (Ty::Array(item), Value::Array(items)) => items.iter().for_each(|v| walk(item, v, seen)),
        (Ty::Map(item), Value::Object(members)) => {
            members.values().for_each(|v| walk(item, v, seen));
        }
        _ => {}
    }
}

fn object(def: &'static ObjectDef, members: &Map<String, Value>, seen: &mut Seen) {
    let set: Vec<&'static Field> = def
        .fields
        .iter()
        .filter(|f| members.contains_key(f.name))
        .collect();
    seen.entry(def.name)
        .or_default()
        .extend(set.iter().map(|f| f.name));
    for field in set {
        walk(&field.ty, &members[field.name], seen);
    }
}

/// Every object a body, an answer, an event or an error body can hold.
fn reachable() -> Vec<&'static ObjectDef> {
    fn reach(ty: &'static Ty, out: &mut Vec<&'static ObjectDef>) {
        match ty {
            Ty::Object(def) => reach_object(def, out),
            Ty::Union(union) => union
                .variants
                .iter()
                .for_each(|(_, def)| reach_object(def, out)),
            Ty::Array(item) | Ty::Map(item) => reach(item, out),
            _ => {}
        }
    }
    fn reach_object(def: &'static ObjectDef, out: &mut Vec<&'static ObjectDef>) {
        if !out.iter().any(|known| std::ptr::eq(*known, def)) {
            out.push(def);
            def.fields.iter().for_each(|f| reach(&f.ty, out));
        }
    }
    let mut out = Vec::new();
    reach_object(&ERROR_RECORD, &mut out);
    for op in operations() {
        for ty in [op.body_type(), op.answer_type()].into_iter().flatten() {
            reach(ty, &mut out);
        }
        if let Some(conflict) = op.conflict {
            reach_object(conflict, &mut out);
        }
    }
    out
}

#[test]
fn each_fixture_passes_its_type() {
    for fixture in FIXTURES {
        let checked = if fixture.sent {
            check_request(&fixture.ty, fixture.text.as_bytes())
        } else {
            check_response(&fixture.ty, fixture.text.as_bytes())
        };
        assert!(checked.is_ok(), "{}: {:?}", fixture.name, checked);
    }
}

#[test]
fn the_fixtures_set_every_field_of_every_record_sent_or_answered() {
    let mut seen = Seen::new();
    for fixture in FIXTURES {
        walk(&fixture.ty, &value(fixture.text), &mut seen);
    }
    let mut missing = Vec::new();
    for def in reachable() {
        let set = seen.get(def.name);
        for field in def.fields.iter().filter(|f| !f.is_refused()) {
            if !set.is_some_and(|s| s.contains(field.name)) {
                missing.push(format!("{}.{}", def.name, field.name));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no fixture in tests/fixtures/ (listed in fixtures.rs) sets {missing:?}"
    );
}

#[test]
fn field_names_come_from_the_wire_not_rust() {
    // `type` and `ref` are raw identifiers in Rust; the wire names are plain.
    let full: crate::protocol::model::AuthConnection =
        serde_json::from_str(super::fixture!("auth_connection_full")).unwrap();
    let field = serde_json::to_value(&full.fields.unwrap()[0]).unwrap();
    assert!(
        field.get("type").is_some() && field.get("ref").is_some(),
        "{field}"
    );
}
