use core::fmt;

use crate::protocol::json::JsonError;

/// The rule a body broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// The body is not valid JSON.
    Syntax,
    /// A value has the wrong JSON type (or is `null` where that is not allowed).
    Type,
    /// A required field is missing.
    Required,
    /// A request carries a property its schema does not have.
    UnknownProperty,
    /// Not exactly one of a group of fields (or forms) is given.
    ExactlyOneOf,
    /// A string is shorter than its minimum length.
    MinLength,
    /// A number is outside its allowed range.
    Range,
    /// A string is not an absolute URI.
    Uri,
    /// A string is not one of its allowed values.
    Enum,
    /// The field is refused by the service (deprecated `max_pooled_sessions`).
    Refused,
    /// Two fields are set in a combination the service refuses.
    Conflict,
}

impl Rule {
    /// A stable snake_case name of the rule, for programs.
    pub fn code(self) -> &'static str {
        match self {
            Rule::Syntax => "syntax",
            Rule::Type => "type",
            Rule::Required => "required",
            Rule::UnknownProperty => "unknown_property",
            Rule::ExactlyOneOf => "exactly_one_of",
            Rule::MinLength => "min_length",
            Rule::Range => "range",
            Rule::Uri => "uri",
            Rule::Enum => "enum",
            Rule::Refused => "refused",
            Rule::Conflict => "conflict",
        }
    }

    /// Every rule.
    pub const ALL: [Rule; 11] = [
        Rule::Syntax,
        Rule::Type,
        Rule::Required,
        Rule::UnknownProperty,
        Rule::ExactlyOneOf,
        Rule::MinLength,
        Rule::Range,
        Rule::Uri,
        Rule::Enum,
        Rule::Refused,
        Rule::Conflict,
    ];

    /// The rule whose [`code`](Self::code) is `code`.
    pub fn from_code(code: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|rule| rule.code() == code)
    }
}

/// Why a body does not match its schema: the path of the offending field,
/// the rule, and a short description that never repeats a field's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    path: String,
    rule: Rule,
    detail: String,
}

impl ValidationError {
    /// The error about the value at `path` (empty for the body itself).
    pub(crate) fn new(path: String, rule: Rule, detail: String) -> Self {
        ValidationError { path, rule, detail }
    }

    /// The same error, about the value at `path`.
    pub(crate) fn at(mut self, path: String) -> Self {
        self.path = path;
        self
    }

    /// Path of the offending field: `browser.proxy`, `fields[2].id`, or the
    /// empty string for the body itself.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The rule that was broken.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// What is wrong, without the path.
    pub fn detail(&self) -> &str {
        &self.detail
    }
}

impl ValidationError {
    /// `{path}: {detail} (rule {code})`, the `Display` text, built without
    /// the formatting machinery.
    pub(crate) fn message(&self) -> String {
        let path = if self.path.is_empty() {
            "(body)"
        } else {
            &self.path
        };
        String::from(path) + ": " + &self.detail + " (rule " + self.rule.code() + ")"
    }
}

/// A body that is not JSON at all breaks [`Rule::Syntax`], at the body.
impl From<JsonError> for ValidationError {
    fn from(e: JsonError) -> Self {
        ValidationError::new(String::new(), Rule::Syntax, e.message())
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for ValidationError {}
