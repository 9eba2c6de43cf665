//! The generators: every file that states a fact about the API, written
//! from its one description (`browser-cloud-api`, in `api/`). `cargo xtask`
//! writes them all; the test in `tests/stale.rs` fails, naming that
//! command, when one on disk differs from what it would write.

pub mod catalog;
pub mod every_call;
pub mod js_answers;
pub mod js_errors;
pub mod js_operations;
pub mod js_records;
pub mod js_tree;
pub mod names;
pub mod official_types;
pub mod output;
pub mod readme;
pub mod rust_model;
pub mod rust_resources;
pub mod typescript;

use catalog::Catalog;
use output::{GeneratedFile, GeneratedRegion};

/// Every generated file, as the description says it should be.
pub fn generate() -> Vec<GeneratedFile> {
    let catalog = Catalog::new();
    let mut files = Vec::new();
    files.push(GeneratedFile::new(
        "src/generated/mod.rs",
        format!(
            "{}\n//! Code generated from the API's description: the models of its records and\n//! the resources of the Rust API.\n\npub mod model;\npub mod resources;\n",
            output::RUST_HEADER
        ),
    ));
    files.extend(rust_model::files(&catalog));
    files.push(rust_resources::file());
    files.push(every_call::file());
    files.extend(js_operations::files(&catalog));
    files.push(js_answers::file(&catalog));
    files.push(js_tree::file());
    files.extend(js_errors::files());
    files.extend(typescript::files(&catalog));
    files.push(official_types::file());
    files
}

/// Every generated region of a file written by hand.
pub fn regions() -> Vec<GeneratedRegion> {
    vec![readme::region()]
}

/// The folders that hold generated files only.
pub const GENERATED_DIRS: &[&str] = &[
    "src/generated",
    "src/js/generated",
    "tests/generated",
    "tests/js/types/generated",
];

/// Files under [`GENERATED_DIRS`] (paths from `root`) that `files` does not
/// hold: what a description that no longer makes them left behind.
pub fn stale_leftovers(root: &std::path::Path, files: &[GeneratedFile]) -> Vec<String> {
    let mut found = Vec::new();
    for dir in GENERATED_DIRS {
        walk(root, &root.join(dir), &mut found);
    }
    found.retain(|path| !files.iter().any(|file| &file.path == path));
    found.sort();
    found
}

fn walk(root: &std::path::Path, dir: &std::path::Path, found: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(root, &path, found);
        } else if let Ok(relative) = path.strip_prefix(root) {
            found.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}
