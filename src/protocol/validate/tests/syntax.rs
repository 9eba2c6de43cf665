//! The syntax check alone, and the rules by their codes: what the npm
//! package's calls module keeps of the validator (src/js/fault.rs).

use super::*;
use crate::protocol::schema::bodies;

#[test]
fn the_syntax_check_reads_any_json_value_and_refuses_what_the_validator_calls_syntax() {
    for body in [
        r#"{"event":"log","message":"m","timestamp":"t"}"#,
        r#"{"any":[1,{"b":null}],"shape":true}"#,
        "[]",
        " 7 ",
        r#""text""#,
    ] {
        assert_eq!(check_syntax(body.as_bytes()), Ok(()), "{body}");
    }
    let twice = r#"{"event":"log","message":"m","timestamp":"t"} {}"#;
    for body in ["", "{", r#"{"a":1,}"#, twice, r#"{"a":"\x"}"#, "nul"] {
        let syntax = check_syntax(body.as_bytes()).unwrap_err();
        let walked = check_response(&bodies::LOG_EVENT_BODY, body.as_bytes()).unwrap_err();
        assert_eq!(syntax, walked, "{body}");
        assert_eq!((syntax.path(), syntax.rule()), ("", Rule::Syntax));
    }
}

#[test]
fn every_rule_is_found_again_by_its_code() {
    for rule in Rule::ALL {
        assert_eq!(Rule::from_code(rule.code()), Some(rule));
    }
    assert_eq!(Rule::from_code("no_such_rule"), None);
}
