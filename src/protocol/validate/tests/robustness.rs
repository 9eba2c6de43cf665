//! The validator never panics, whatever the bytes.

use super::*;
use crate::protocol::api::operations;
use crate::protocol::json::arbitrary::Rng;

/// Every body type of the operations: what they send and answer.
fn all_bodies() -> Vec<&'static Ty> {
    operations()
        .flat_map(|op| [op.body_type(), op.query, op.answer_type()])
        .flatten()
        .collect()
}

/// Every wire name in the tables, so random documents hit real fields.
fn all_names() -> Vec<&'static str> {
    fn names_of(ty: &Ty, names: &mut Vec<&'static str>) {
        match ty {
            Ty::Object(def) => {
                for field in def.fields {
                    if !names.contains(&field.name) {
                        names.push(field.name);
                        names_of(&field.ty, names);
                    }
                }
            }
            Ty::Union(def) => {
                for (_, variant) in def.variants {
                    names_of(&Ty::Object(variant), names);
                }
            }
            Ty::Array(item) | Ty::Map(item) => names_of(item, names),
            _ => {}
        }
    }
    let mut names = Vec::new();
    for ty in all_bodies() {
        names_of(ty, &mut names);
    }
    names.sort_unstable();
    names
}

#[test]
fn arbitrary_bytes_never_panic() {
    let mut rng = Rng::new(3);
    for _ in 0..5_000 {
        let bytes = rng.bytes(60);
        for shape in all_bodies() {
            let response = check_response(shape, &bytes);
            let request = check_request(shape, &bytes);
            if serde_json::from_slice::<serde_json::Value>(&bytes).is_err() {
                assert!(response.is_err() && request.is_err());
            }
        }
    }
}

#[test]
fn arbitrary_json_values_never_panic_and_syntax_is_never_blamed() {
    let names = all_names();
    let mut rng = Rng::new(5);
    for _ in 0..3_000 {
        let text = rng.json(&names, 6);
        for shape in all_bodies() {
            for result in [
                check_response(shape, text.as_bytes()),
                check_request(shape, text.as_bytes()),
            ] {
                if let Err(e) = result {
                    assert_ne!(e.rule(), Rule::Syntax, "{text}: {e}");
                    assert!(!e.to_string().is_empty());
                }
            }
        }
    }
}

#[test]
fn deep_nesting_is_a_syntax_error_not_a_crash() {
    let deep = format!(r#"{{"skipped":{}"#, "[".repeat(10_000));
    let e = check_response(&bodies::AUTH_CONNECTION_BODY, deep.as_bytes()).unwrap_err();
    assert_eq!(e.rule(), Rule::Syntax);
    let deep_object = r#"{"a":"#.repeat(100);
    let e = check_response(&bodies::AUTH_CONNECTION_BODY, deep_object.as_bytes()).unwrap_err();
    assert_eq!(e.rule(), Rule::Syntax);
}

#[test]
fn every_field_name_is_plain_ascii_so_its_bytes_can_be_matched_as_written() {
    for name in all_names() {
        let plain = |b: &u8| (0x20..0x7f).contains(b) && !matches!(b, b'"' | b'\\');
        assert!(
            !name.is_empty() && name.bytes().all(|b| plain(&b)),
            "{name:?}"
        );
    }
}
