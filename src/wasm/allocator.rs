//! The npm package's global allocator: talc, which does the work of the
//! standard library's dlmalloc in 4 KB less wasm (BENCHMARKS.md, "Size
//! budget"). Rust users of the crate keep their own allocator: this module
//! is built with the `js` feature only.

/// Single-threaded wasm (no `atomics` target feature): talc's own
/// requirement for this allocator, which grows the heap with `memory.grow`.
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
