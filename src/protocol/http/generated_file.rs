//! The stale check of a generated file, for the generators' tests.

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
