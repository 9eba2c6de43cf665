//! The TypeScript declarations added to the package's `.d.ts`: the records
//! and requests (generated from the core's schema tables), the API's own
//! option, page and stream types, and the resource tree (generated from the
//! operation table).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const RECORDS: &str = include_str!("../js/generated/types.d.ts");

#[wasm_bindgen(typescript_custom_section)]
const API: &str = include_str!("../js/api.d.ts");

#[wasm_bindgen(typescript_custom_section)]
const RESOURCES: &str = include_str!("../js/generated/resources.d.ts");
