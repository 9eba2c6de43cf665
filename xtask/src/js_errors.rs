//! The error classes of the package (`src/js/generated/errors.js` and
//! `errors.d.ts`), from the API's error class table: real `Error`
//! subclasses, and `makeError`, which the wasm calls with an error's kind,
//! message and members.

use browser_cloud_api::{ErrorClass, BASE_CLASS, ERROR_CLASSES};

use crate::output::{GeneratedFile, JS_HEADER};

/// errors.js and errors.d.ts.
pub fn files() -> Vec<GeneratedFile> {
    vec![
        GeneratedFile::new("src/js/generated/errors.js", errors_js()),
        GeneratedFile::new("src/js/generated/errors.d.ts", errors_dts()),
    ]
}

/// A documentation comment at `indent`, one line when it fits on one.
fn doc_comment(out: &mut String, doc: &str, indent: &str) {
    if doc.contains('\n') {
        out.push_str(&format!("{indent}/**\n"));
        for line in doc.lines() {
            out.push_str(&format!("{indent} * {line}\n"));
        }
        out.push_str(&format!("{indent} */\n"));
    } else {
        out.push_str(&format!("{indent}/** {doc} */\n"));
    }
}

/// The statements that set a class's own members on `error`.
fn member_setters(class: &ErrorClass, target: &str) -> String {
    class
        .members
        .iter()
        .map(|member| format!("{target}.{} = {};", member.name, member.js_value))
        .collect::<Vec<_>>()
        .join(" ")
}

fn errors_js() -> String {
    let base = &ERROR_CLASSES[0];
    let mut out = String::from(JS_HEADER);
    out.push_str(
        "//\n// The error classes of the SDK: real `Error` subclasses, so `instanceof\n// ConflictError` works and stacks are real. The wasm builds them through\n// `makeError`; the package entry exports the classes.\n\n",
    );
    out.push_str(&format!(
        "export class {BASE_CLASS} extends Error {{\n  constructor(message, fields) {{\n    super(message);\n    this.name = '{BASE_CLASS}';\n"
    ));
    for member in base.members {
        let value = member.js_value.replace("error.", "this.");
        out.push_str(&format!("    this.{} = {value};\n", member.name));
    }
    out.push_str("  }\n}\n\n");
    out.push_str(
        "function subclass(name, parent, extra) {\n  return {\n    [name]: class extends parent {\n      constructor(message, fields) {\n        super(message, fields);\n        this.name = name;\n        if (extra) extra(this, fields);\n      }\n    },\n  }[name];\n}\n\n",
    );
    // Each class's documentation is in errors.d.ts: the shipped JavaScript
    // stays small.
    for class in &ERROR_CLASSES[1..] {
        let extra = if class.members.is_empty() {
            String::new()
        } else {
            format!(
                ", (error, fields) => {{ {} }}",
                member_setters(class, "error")
            )
        };
        out.push_str(&format!(
            "export const {0} = subclass('{0}', {1}{extra});\n",
            class.name, class.parent
        ));
    }
    // By kind (`ErrorKind as u8`): the wasm passes the number, and so
    // carries neither the class table nor the names.
    out.push_str("\n// By the core's error kind.\nconst classes = [\n");
    let kinds = ERROR_CLASSES.iter().map(|class| class.kind as usize);
    for kind in 0..=kinds.max().unwrap_or(0) {
        let class = ERROR_CLASSES
            .iter()
            .find(|class| class.kind as usize == kind)
            .unwrap_or(base);
        out.push_str(&format!("  {},\n", class.name));
    }
    out.push_str("];\n\n");
    out.push_str(
        "/**\n * Called by the wasm: the error of kind `kind` with `message` and `fields`,\n * the JSON text of its members (`status`, `code`, `error`, `path`, `rule`,\n * `request_id`; one that is absent is left out).\n */\nexport function makeError(kind, message, fields) {\n  const cls = classes[kind] ?? APIError;\n  return new cls(message, JSON.parse(fields));\n}\n",
    );
    out
}

fn errors_dts() -> String {
    let mut out = String::from(JS_HEADER);
    for class in ERROR_CLASSES {
        doc_comment(&mut out, class.doc, "");
        out.push_str(&format!(
            "export class {} extends {}",
            class.name, class.parent
        ));
        if class.members.is_empty() {
            out.push_str(" {}\n");
            continue;
        }
        out.push_str(" {\n");
        for member in class.members {
            doc_comment(&mut out, member.doc, "  ");
            out.push_str(&format!(
                "  readonly {}: {};\n",
                member.name, member.ts_type
            ));
        }
        out.push_str("}\n");
    }
    out
}
