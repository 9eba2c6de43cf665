use super::*;
use crate::protocol::schema::bodies;

mod requests;
mod responses;
mod robustness;
mod syntax;

/// The error of a refused request, or a failure naming the body.
fn refused(shape: &'static Ty, body: &str) -> ValidationError {
    match check_request(shape, body.as_bytes()) {
        Ok(()) => panic!("{} accepted {body}", name(shape)),
        Err(e) => e,
    }
}

/// Asserts the refusal's path and rule code.
#[track_caller]
fn assert_refused(shape: &'static Ty, body: &str, path: &str, code: &str) {
    let e = refused(shape, body);
    assert_eq!((e.path(), e.rule().code()), (path, code), "{e}");
}

#[track_caller]
fn assert_accepted(shape: &'static Ty, body: &str) {
    if let Err(e) = check_request(shape, body.as_bytes()) {
        panic!("{} refused {body}: {e}", name(shape));
    }
}

#[track_caller]
fn assert_response_ok(shape: &'static Ty, body: &str) {
    if let Err(e) = check_response(shape, body.as_bytes()) {
        panic!("{} refused {body}: {e}", name(shape));
    }
}

#[track_caller]
fn assert_response_err(shape: &'static Ty, body: &str, path: &str, code: &str) {
    match check_response(shape, body.as_bytes()) {
        Ok(()) => panic!("{} accepted {body}", name(shape)),
        Err(e) => assert_eq!((e.path(), e.rule().code()), (path, code), "{e}"),
    }
}

/// The name of a body's type, for a failure's message.
fn name(ty: &Ty) -> &'static str {
    match ty {
        Ty::Object(def) => def.name,
        Ty::Union(def) => def.name,
        Ty::Array(Ty::Object(def)) => def.name,
        _ => "body",
    }
}
