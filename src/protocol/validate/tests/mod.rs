use super::*;

mod requests;
mod responses;
mod robustness;
mod syntax;

/// The error of a refused request, or a failure naming the body.
fn refused(shape: Shape, body: &str) -> ValidationError {
    match check_request(shape, body.as_bytes()) {
        Ok(()) => panic!("{shape:?} accepted {body}"),
        Err(e) => e,
    }
}

/// Asserts the refusal's path and rule code.
#[track_caller]
fn assert_refused(shape: Shape, body: &str, path: &str, code: &str) {
    let e = refused(shape, body);
    assert_eq!((e.path(), e.rule().code()), (path, code), "{e}");
}

#[track_caller]
fn assert_accepted(shape: Shape, body: &str) {
    if let Err(e) = check_request(shape, body.as_bytes()) {
        panic!("{shape:?} refused {body}: {e}");
    }
}

#[track_caller]
fn assert_response_ok(shape: Shape, body: &str) {
    if let Err(e) = check_response(shape, body.as_bytes()) {
        panic!("{shape:?} refused {body}: {e}");
    }
}

#[track_caller]
fn assert_response_err(shape: Shape, body: &str, path: &str, code: &str) {
    match check_response(shape, body.as_bytes()) {
        Ok(()) => panic!("{shape:?} accepted {body}"),
        Err(e) => assert_eq!((e.path(), e.rule().code()), (path, code), "{e}"),
    }
}
