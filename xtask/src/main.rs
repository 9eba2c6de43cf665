//! `cargo xtask`: writes every file generated from the API's description,
//! and removes generated files the description no longer makes.

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace");
    let files = xtask::generate();
    for file in &files {
        let path = root.join(&file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("create the generated file's folder");
        }
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current != file.text {
            std::fs::write(&path, &file.text).expect("write the generated file");
            println!("wrote {}", file.path);
        }
    }
    for region in xtask::regions() {
        let path = root.join(&region.path);
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        let updated = region
            .apply(&current)
            .unwrap_or_else(|| panic!("{} lacks the markers of its generated region", region.path));
        if updated != current {
            std::fs::write(&path, updated).expect("write the generated region");
            println!("wrote the generated region of {}", region.path);
        }
    }
    for stale in xtask::stale_leftovers(root, &files) {
        std::fs::remove_file(root.join(&stale)).expect("remove a leftover generated file");
        println!("removed {stale}");
    }
}
