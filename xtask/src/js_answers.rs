//! The table of every operation's answer (`src/js/generated/answers.js`),
//! by the key its operation names (js_operations.rs: its resource and
//! name), as faults.js reads it to name what is wrong with an answer whose
//! check failed. One module for the whole API, loaded at the first such
//! answer: the operations modules every page loads hold the checks alone,
//! and one module adds one chunk to a bundle where one per resource would
//! add as many.

use browser_cloud_api::{Answer, RESOURCES};

use crate::catalog::{operations_of, Catalog};
use crate::js_operations::answer_key;
use crate::js_records::{record_in, table_type, RecordsModule};
use crate::names::js_quoted;
use crate::output::{GeneratedFile, JS_HEADER};

/// `src/js/generated/answers.js`.
pub fn file(catalog: &Catalog) -> GeneratedFile {
    let mut records = RecordsModule::new(catalog);
    let mut entries = String::new();
    for op in RESOURCES.iter().flat_map(|r| operations_of(r.path)) {
        let ty = match op.answer {
            Answer::Record(ty) | Answer::Page(ty) => ty,
            Answer::Stream(stream) => stream.event,
            Answer::Nothing | Answer::Binary(_) => continue,
        };
        if let Some(named) = record_in(ty) {
            records.declare(named);
        }
        entries.push_str(&format!(
            "  {}: {},\n",
            js_quoted(&answer_key(op)),
            table_type(ty, false)
        ));
    }
    let mut out = String::from(JS_HEADER);
    out.push_str(
        "\n// The table of each operation's answer (of a stream's: of each event), by\n\
         // its operation's `key`, which faults.js reads to name what is wrong with\n\
         // an answer whose check failed; loaded at the first such answer. What\n\
         // each table is: xtask/src/js_records.rs.\n\n",
    );
    out.push_str(&records.body(""));
    out.push_str("\nexport const answers = {\n");
    out.push_str(&entries);
    out.push_str("};\n");
    GeneratedFile::new("src/js/generated/answers.js", out)
}
