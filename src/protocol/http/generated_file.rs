//! The stale check of a generated file, for the generators' tests, and the
//! edit of a JSON body their corpora are made of.

/// Fails when the file at `path` (from the crate root) differs from
/// `rendered`; with `UPDATE_GENERATED=1`, writes `rendered` there first.
pub(super) fn check_generated(path: &str, rendered: &str) {
    let file = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1") {
        std::fs::write(&file, rendered).expect("write the generated file");
    }
    let on_disk = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        on_disk == rendered,
        "{path} is stale: run `UPDATE_GENERATED=1 cargo test generated`"
    );
}

/// `body` with the value at `path` (member names and array indexes)
/// replaced by `value`, or removed.
pub(super) fn mutated(
    body: &serde_json::Value,
    path: &[serde_json::Value],
    value: Option<&serde_json::Value>,
) -> serde_json::Value {
    use serde_json::Value;
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

/// A value of each JSON type, the number a fraction: what the corpora set a
/// member or item to, to break its type.
pub(super) fn one_of_each_type() -> Vec<serde_json::Value> {
    use serde_json::json;
    vec![
        json!(null),
        json!("x"),
        json!(1.5),
        json!(false),
        json!([]),
        json!({}),
    ]
}
