//! Renders `src/js/errors.js` and `src/js/errors.d.ts` from the error class
//! table (`error_classes.rs`). The test at the bottom fails when either is
//! stale; `UPDATE_GENERATED=1 cargo test generated` rewrites them.

use super::error_classes::{ErrorClass, BASE_CLASS, ERROR_CLASSES};

const HEADER: &str = "// Generated from the error class table (src/protocol/http/error_classes.rs) by\n// `UPDATE_GENERATED=1 cargo test generated`; do not edit.\n";

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

/// `src/js/errors.js`: the classes, as real `Error` subclasses, and
/// `makeError`, which the wasm core calls to build one.
pub fn render_errors_js() -> String {
    let base = &ERROR_CLASSES[0];
    let mut out = String::from(HEADER);
    out.push_str(
        "//\n// The error classes of the SDK: real `Error` subclasses, so `instanceof\n// ConflictError` works and stacks are real. The wasm core builds them through\n// `makeError`; the package entry exports the classes.\n\n",
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
        "/** Called by the wasm core: builds the error of the given kind. */\nexport function makeError(kind, message, status, code, body, path, rule, requestId) {\n  let error;\n  if (body) {\n    try {\n      error = JSON.parse(body);\n    } catch {\n      error = undefined;\n    }\n  }\n  const cls = classes[kind] ?? APIError;\n  return new cls(message, { status, code, error, path, rule, request_id: requestId });\n}\n",
    );
    out
}

/// `src/js/errors.d.ts`: the classes' declarations (build-pkg.sh adds the
/// import of the record types they name).
pub fn render_errors_dts() -> String {
    let mut out = String::from(HEADER);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::http::generated_file::check_generated;
    use crate::protocol::http::ErrorKind;

    #[test]
    fn generated_error_classes_are_current() {
        check_generated("src/js/errors.js", &render_errors_js());
    }

    #[test]
    fn generated_error_declarations_are_current() {
        check_generated("src/js/errors.d.ts", &render_errors_dts());
    }

    #[test]
    fn every_kind_has_exactly_one_class_and_parents_come_first() {
        // A new kind without an arm here fails to compile: give it a class.
        let kinds = ERROR_CLASSES.iter().map(|class| match class.kind {
            ErrorKind::BadRequest
            | ErrorKind::Authentication
            | ErrorKind::PermissionDenied
            | ErrorKind::NotFound
            | ErrorKind::Conflict
            | ErrorKind::UnprocessableEntity
            | ErrorKind::RateLimit
            | ErrorKind::InternalServer
            | ErrorKind::Status
            | ErrorKind::Connection
            | ErrorKind::Timeout
            | ErrorKind::StreamNotResumable
            | ErrorKind::SessionExpired
            | ErrorKind::UserAbort
            | ErrorKind::InvalidInput
            | ErrorKind::InvalidResponse
            | ErrorKind::Panic
            | ErrorKind::UnsupportedPlatform => class.kind,
        });
        let kinds: Vec<_> = kinds.collect();
        assert_eq!(kinds.len(), 18, "one class per kind");
        for (i, kind) in kinds.iter().enumerate() {
            assert!(!kinds[..i].contains(kind), "{kind:?} has two classes");
        }
        for (i, class) in ERROR_CLASSES.iter().enumerate().skip(1) {
            assert!(
                ERROR_CLASSES[..i].iter().any(|p| p.name == class.parent),
                "{}'s parent {} comes after it",
                class.name,
                class.parent
            );
        }
    }

    #[test]
    fn errors_js_has_each_class_at_its_kinds_number() {
        let js = render_errors_js();
        let list = js
            .split_once("const classes = [\n")
            .and_then(|(_, rest)| rest.split_once("];"))
            .map(|(list, _)| list)
            .expect("errors.js lists the classes");
        let by_number: Vec<&str> = list
            .lines()
            .map(|line| line.trim().trim_end_matches(','))
            .collect();
        assert_eq!(by_number.len(), ERROR_CLASSES.len());
        for class in ERROR_CLASSES {
            // The number the wasm passes `makeError` (src/js/errors.rs).
            assert_eq!(
                by_number[class.kind as usize], class.name,
                "{:?}",
                class.kind
            );
        }
    }
}
