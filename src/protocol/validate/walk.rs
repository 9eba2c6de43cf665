//! The single streaming pass: the walker follows the JSON grammar itself,
//! reading each value with the scanner's steps as the schema tables expect
//! it, keeping nothing per container and allocating nothing until an error
//! is reported. An error's path is gathered as it leaves each container:
//! a walk that passes (every event of a stream) pays nothing for paths.

use super::error::{Rule, ValidationError};
use super::uri::is_absolute_uri;
use crate::protocol::json::{write_i64, write_u64, Integer, JsonError, JsonStr, Scanner, Token};
use crate::protocol::schema::{CrossRule, Field, ObjectDef, Ty, UnionDef};

/// What the next value must be.
#[derive(Clone, Copy)]
struct Expect {
    ty: &'static Ty,
    nullable: bool,
}

/// The member of an object being read.
#[derive(Clone, Copy)]
enum Member<'a> {
    Field(usize),
    Unknown(JsonStr<'a>),
}

/// One step of an error's path: where a container holds the value.
enum Step<'a> {
    /// A field of the object's table.
    Field(&'static str),
    /// A member the table does not name, or a key of a free-form object.
    Key(JsonStr<'a>),
    /// An array element.
    Index(usize),
}

/// A refusal on its way out of the walk (boxed in [`Checked`], so that the
/// walk's results, which pass through every value, stay one word wide).
struct Refusal<'a> {
    /// Its path is left empty until the walk ends.
    error: ValidationError,
    /// The steps from the value it is about out to the body, innermost first.
    steps: Vec<Step<'a>>,
}

impl<'a> Refusal<'a> {
    fn new(rule: Rule, detail: String) -> Box<Self> {
        Box::new(Refusal {
            error: ValidationError::new(String::new(), rule, detail),
            steps: Vec::new(),
        })
    }

    /// The same refusal seen from the container holding the value at `step`.
    /// A syntax error stays about the body as a whole.
    fn within(mut self: Box<Self>, step: Step<'a>) -> Box<Self> {
        if self.error.rule() != Rule::Syntax {
            self.steps.push(step);
        }
        self
    }

    /// The error, its path written from the body in: `browser.proxy`, `fields[2].id`.
    fn into_error(self) -> ValidationError {
        let mut path = String::new();
        for step in self.steps.iter().rev() {
            let name = match step {
                Step::Field(name) => (*name).into(),
                Step::Key(key) => key.to_cow(),
                Step::Index(index) => {
                    path.push('[');
                    write_u64(&mut path, *index as u64);
                    path.push(']');
                    continue;
                }
            };
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(&name);
        }
        self.error.at(path)
    }
}

impl From<JsonError> for Box<Refusal<'_>> {
    fn from(error: JsonError) -> Self {
        Box::new(Refusal {
            error: error.into(),
            steps: Vec::new(),
        })
    }
}

/// Fields of one object read so far, for the required and cross-field rules.
#[derive(Clone, Copy, Default)]
struct Seen {
    /// Fields present, fields present as `null`, fields present as `false`.
    present: u64,
    nulls: u64,
    falses: u64,
}

impl Seen {
    /// Field `i` was read, its value starting with `first`. A repeated
    /// member counts as its last value.
    // Runs on every member: inlined by hand, as at opt-level "z" the call stays.
    #[inline(always)]
    fn record(&mut self, i: usize, first: Option<u8>) {
        let bit = 1u64 << i;
        self.present |= bit;
        self.nulls = self.nulls & !bit | u64::from(first == Some(b'n')) << i;
        self.falses = self.falses & !bit | u64::from(first == Some(b'f')) << i;
    }
}

pub(super) struct Walker<'a> {
    scanner: Scanner<'a>,
    strict: bool,
}

type Checked<'a, T = ()> = Result<T, Box<Refusal<'a>>>;

impl<'a> Walker<'a> {
    #[cfg_attr(optimize_hot, optimize(speed))]
    pub(super) fn run(
        ty: &'static Ty,
        body: &'a [u8],
        strict: bool,
    ) -> Result<(), ValidationError> {
        let mut walker = Walker {
            scanner: Scanner::new(body),
            strict,
        };
        let first = walker.scanner.peek();
        let expect = Expect {
            ty,
            nullable: false,
        };
        walker
            .value(first, expect)
            .map_err(|refusal| refusal.into_error())?;
        match walker.scanner.peek() {
            None => Ok(()),
            Some(_) => Err(walker
                .scanner
                .error("unexpected data after the document")
                .into()),
        }
    }

    fn syntax(&self, reason: &'static str) -> Box<Refusal<'a>> {
        self.scanner.error(reason).into()
    }

    /// Reads one value, whose first byte (after whitespace) is `first`.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn value(&mut self, first: Option<u8>, expect: Expect) -> Checked<'a> {
        match expect.ty {
            Ty::Any => return self.any(),
            // A file's place, in the text the Rust API writes for the check
            // of a multipart body: any value but null.
            Ty::File if first != Some(b'n') => return self.any(),
            _ => {}
        }
        let scanner = &mut self.scanner;
        match first {
            Some(b'"') => {
                let s = scanner.read_string()?;
                self.string(s, expect)
            }
            Some(b'{') => {
                scanner.enter(true)?;
                match expect.ty {
                    Ty::Object(def) => self.object(def),
                    Ty::Union(union) => self.union(union),
                    Ty::Map(value) => self.map(value),
                    ty => Err(refusal(Rule::Type, expected(ty))),
                }
            }
            Some(b'[') => {
                scanner.enter(false)?;
                match expect.ty {
                    Ty::Array(item) => self.array(item),
                    ty => Err(refusal(Rule::Type, expected(ty))),
                }
            }
            Some(b't' | b'f') => {
                let word = if first == Some(b't') { "true" } else { "false" };
                scanner.read_literal(word)?;
                match expect.ty {
                    Ty::Bool => Ok(()),
                    ty => Err(refusal(Rule::Type, expected(ty))),
                }
            }
            Some(b'n') => {
                scanner.read_literal("null")?;
                if expect.nullable {
                    Ok(())
                } else {
                    Err(refusal(Rule::Type, "must not be null"))
                }
            }
            Some(b'-' | b'0'..=b'9') => {
                let n = scanner.read_number()?;
                if let Ty::Number = expect.ty {
                    return Ok(());
                }
                let Ty::Integer(bounds) = expect.ty else {
                    return Err(refusal(Rule::Type, expected(expect.ty)));
                };
                let value = match n.integer() {
                    Integer::Fits(v) => Some(v),
                    Integer::Beyond => None,
                    Integer::Not => return Err(refusal(Rule::Type, "must be an integer")),
                };
                let (min, max) = (bounds.min, bounds.max);
                if self.strict && !value.is_some_and(|v| (min..=max).contains(&v)) {
                    let mut detail = String::new();
                    if max == i64::MAX {
                        detail.push_str("must be at least ");
                        write_i64(&mut detail, min);
                    } else {
                        detail.push_str("must be between ");
                        write_i64(&mut detail, min);
                        detail.push_str(" and ");
                        write_i64(&mut detail, max);
                    }
                    return Err(Refusal::new(Rule::Range, detail));
                }
                Ok(())
            }
            Some(_) => Err(self.syntax("expected a value")),
            None => Err(self.syntax("unexpected end of input")),
        }
    }

    #[cfg_attr(optimize_hot, optimize(speed))]
    fn string(&self, s: JsonStr<'a>, expect: Expect) -> Checked<'a> {
        let strict = self.strict;
        match expect.ty {
            Ty::Str | Ty::DateTime => {}
            Ty::NonEmptyStr => {
                if strict && s.is_empty() {
                    return Err(refusal(Rule::MinLength, "must not be empty"));
                }
            }
            Ty::Uri => {
                if strict && !is_absolute_uri(&s) {
                    return Err(refusal(Rule::Uri, "must be an absolute URI"));
                }
            }
            Ty::Enum(set) => {
                if strict && !set.values.iter().any(|v| s.eq_str(v.wire)) {
                    let mut detail = String::from("must be one of: ");
                    push_joined(&mut detail, set.wire_values());
                    return Err(Refusal::new(Rule::Enum, detail));
                }
            }
            Ty::Literal(lit) => {
                if strict && !s.eq_str(lit) {
                    let detail = String::from("must be \"") + lit + "\"";
                    return Err(Refusal::new(Rule::Enum, detail));
                }
            }
            ty => return Err(refusal(Rule::Type, expected(ty))),
        }
        Ok(())
    }

    /// Reads a member name, whose first byte (a quote) is `first`.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn member_name(&mut self, first: Option<u8>) -> Checked<'a, JsonStr<'a>> {
        if first != Some(b'"') {
            return Err(self.syntax("expected a string key"));
        }
        Ok(self.scanner.read_string()?)
    }

    /// Reads the `:` after a member name.
    #[inline(always)]
    fn colon(&mut self) -> Checked<'a> {
        if self.scanner.peek() != Some(b':') {
            return Err(self.syntax("expected ':'"));
        }
        self.scanner.bump();
        Ok(())
    }

    /// After a member or element: whether another one follows (`,`) or the
    /// container ends at `close`.
    #[inline(always)]
    fn more(&mut self, close: u8) -> Checked<'a, bool> {
        match self.scanner.peek() {
            Some(b',') => {
                self.scanner.bump();
                Ok(true)
            }
            Some(b) if b == close => {
                self.scanner.leave();
                Ok(false)
            }
            Some(_) if close == b'}' => Err(self.syntax("expected ',' or '}'")),
            Some(_) => Err(self.syntax("expected ',' or ']'")),
            None => Err(self.syntax("unexpected end of input")),
        }
    }

    /// Reads an object's members, its `{` already read.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn object(&mut self, def: &'static ObjectDef) -> Checked<'a> {
        let mut seen = Seen::default();
        let mut previous = None;
        let mut next = self.scanner.peek();
        if next == Some(b'}') {
            self.scanner.leave();
        } else {
            loop {
                // Bodies usually list fields in the table's order: the next
                // field's name is tried first, as the bytes it must be.
                let after = previous.map_or(0, |i| i + 1);
                // The fast lane: that field, its value a string written as
                // is, which no rule of this walk reads.
                let plain = next == Some(b'"')
                    && def.fields.get(after).is_some_and(|field| {
                        self.takes_any_string(field)
                            && self.scanner.read_plain_string_member(field.name)
                    });
                if plain {
                    previous = Some(after);
                    seen.record(after, Some(b'"'));
                    if !self.more(b'}')? {
                        break;
                    }
                    next = self.scanner.peek();
                    continue;
                }
                let member = match def.fields.get(after) {
                    Some(f) if next == Some(b'"') && self.scanner.read_plain_name(f.name) => {
                        Member::Field(after)
                    }
                    _ => {
                        let name = self.member_name(next)?;
                        find(def, after, &name).map_or(Member::Unknown(name), Member::Field)
                    }
                };
                self.colon()?;
                let found = match member {
                    Member::Field(i) => Some(i),
                    Member::Unknown(_) => None,
                };
                previous = found;
                let first = self.scanner.peek();
                match found.and_then(|i| Some((i, def.fields.get(i)?))) {
                    Some((i, field)) => {
                        let step = || Step::Field(field.name);
                        if self.strict && field.is_refused() {
                            let detail = "is deprecated and refused by the service";
                            return Err(refusal(Rule::Refused, detail).within(step()));
                        }
                        let expect = Expect {
                            ty: &field.ty,
                            nullable: field.is_nullable(),
                        };
                        self.value(first, expect).map_err(|e| e.within(step()))?;
                        seen.record(i, first);
                    }
                    None if self.strict => {
                        let unknown = refusal(Rule::UnknownProperty, "is not a known property");
                        return Err(match member {
                            Member::Unknown(name) => unknown.within(Step::Key(name)),
                            Member::Field(_) => unknown,
                        });
                    }
                    None => self.scanner.skip_next_value()?,
                }
                if !self.more(b'}')? {
                    break;
                }
                next = self.scanner.peek();
            }
        }
        close_object(def, seen, self.strict)
    }

    /// Whether any string is a valid value of `field` in this walk: no rule
    /// reads its text (responses check no string's content).
    // Runs on every member: inlined by hand, as at opt-level "z" the call stays.
    #[inline(always)]
    fn takes_any_string(&self, field: &Field) -> bool {
        match field.ty {
            Ty::Str | Ty::DateTime => !(self.strict && field.is_refused()),
            Ty::NonEmptyStr | Ty::Uri | Ty::Enum(_) | Ty::Literal(_) => !self.strict,
            _ => false,
        }
    }

    /// Reads one value of any kind, as it is: a free-form member.
    fn any(&mut self) -> Checked<'a> {
        // The token reader's state is stale after the walk's own steps:
        // `skip_next_value` starts it afresh at a value.
        match self.scanner.peek() {
            Some(_) => Ok(self.scanner.skip_next_value()?),
            None => Err(self.syntax("unexpected end of input")),
        }
    }

    /// Reads a free-form object's members, its `{` already read.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn map(&mut self, value: &'static Ty) -> Checked<'a> {
        let mut next = self.scanner.peek();
        if next == Some(b'}') {
            self.scanner.leave();
        } else {
            loop {
                let name = self.member_name(next)?;
                self.colon()?;
                let first = self.scanner.peek();
                let expect = Expect {
                    ty: value,
                    nullable: false,
                };
                self.value(first, expect)
                    .map_err(|e| e.within(Step::Key(name)))?;
                if !self.more(b'}')? {
                    break;
                }
                next = self.scanner.peek();
            }
        }
        Ok(())
    }

    /// Reads an array's elements, its `[` already read.
    #[cfg_attr(optimize_hot, optimize(speed))]
    fn array(&mut self, item: &'static Ty) -> Checked<'a> {
        let expect = Expect {
            ty: item,
            nullable: false,
        };
        if self.scanner.peek() == Some(b']') {
            self.scanner.leave();
        } else {
            let mut index = 0;
            loop {
                let first = self.scanner.peek();
                self.value(first, expect)
                    .map_err(|e| e.within(Step::Index(index)))?;
                if !self.more(b']')? {
                    break;
                }
                index += 1;
            }
        }
        Ok(())
    }

    /// Picks a union's variant by looking ahead for its tag member, the
    /// object's `{` already read.
    fn union(&mut self, union: &'static UnionDef) -> Checked<'a> {
        let mut ahead = self.scanner.clone();
        let depth = ahead.depth();
        let tag = loop {
            let at_member = ahead.depth() == depth;
            match ahead.next_token()? {
                Some(Token::Key(k)) if at_member && k.eq_str(union.tag) => {
                    break ahead.next_token()?;
                }
                Some(Token::EndObject) if at_member => break None,
                Some(_) => {}
                None => return Err(unexpected_end(&ahead).into()),
            }
        };
        let at_tag = |rule, detail| Refusal::new(rule, detail).within(Step::Field(union.tag));
        let tag = match tag {
            None => return Err(at_tag(Rule::Required, "is required".into())),
            Some(Token::String(s)) => s,
            Some(_) => return Err(at_tag(Rule::Type, "expected a string".into())),
        };
        match union.variants.iter().find(|(v, _)| tag.eq_str(v)) {
            Some((_, def)) => self.object(def),
            None if self.strict => {
                let mut detail = String::from("must be one of: ");
                push_joined(&mut detail, union.variants.iter().map(|(v, _)| *v));
                Err(at_tag(Rule::Enum, detail))
            }
            // A future event kind: passed through unchecked.
            None => Ok(self.scanner.skip_value(&Token::BeginObject)?),
        }
    }
}

/// The rules checked when an object closes.
#[cfg_attr(optimize_hot, optimize(speed))]
fn close_object<'a>(def: &'static ObjectDef, seen: Seen, strict: bool) -> Checked<'a> {
    // Walk the absent fields only: bodies usually carry most of them.
    let mut absent = !seen.present;
    while absent != 0 {
        let i = absent.trailing_zeros() as usize;
        let Some(field) = def.fields.get(i) else {
            break;
        };
        if field.is_required() {
            return Err(refusal(Rule::Required, "is required").within(Step::Field(field.name)));
        }
        absent &= absent - 1;
    }
    if !strict {
        return Ok(());
    }
    let Seen {
        present,
        nulls,
        falses,
    } = seen;
    let present = present & !nulls;
    for rule in def.rules {
        match *rule {
            CrossRule::ExactlyOneOf(group) if (present & group).count_ones() != 1 => {
                let mut detail = String::from("provide exactly one of ");
                push_joined(&mut detail, names(def, group));
                return Err(Refusal::new(Rule::ExactlyOneOf, detail));
            }
            CrossRule::OneOfForms(forms) => {
                let trues = present & !falses;
                let fits = forms
                    .iter()
                    .any(|f| present == f.fields && trues & f.must_be_true == f.must_be_true);
                if !fits {
                    let mut detail = String::from("must be exactly one of the forms ");
                    for (i, form) in forms.iter().enumerate() {
                        detail.push_str(if i == 0 { "{" } else { " | {" });
                        push_joined(&mut detail, names(def, form.fields));
                        detail.push('}');
                    }
                    return Err(Refusal::new(Rule::ExactlyOneOf, detail));
                }
            }
            CrossRule::FalseExcludes { flag, others } => {
                let off = falses & (1 << flag) != 0;
                if off && present & others != 0 {
                    let mut detail = String::from(field_name(def, usize::from(flag)));
                    detail.push_str("=false cannot be combined with ");
                    push_joined(&mut detail, names(def, others & present));
                    return Err(Refusal::new(Rule::Conflict, detail));
                }
            }
            CrossRule::ExactlyOneOf(_) => {}
        }
    }
    Ok(())
}

/// A refusal of the value being read.
fn refusal<'a>(rule: Rule, detail: &'static str) -> Box<Refusal<'a>> {
    Refusal::new(rule, detail.into())
}

/// Index of the field named `k`, searching from field `start` on, then
/// from the first.
#[cfg_attr(optimize_hot, optimize(speed))]
fn find(def: &ObjectDef, start: usize, k: &JsonStr<'_>) -> Option<usize> {
    let (head, tail) = def.fields.split_at(start.min(def.fields.len()));
    let hit = |f: &crate::protocol::schema::Field| k.eq_str(f.name);
    match tail.iter().position(hit) {
        Some(i) => Some(start + i),
        None => head.iter().position(hit),
    }
}

fn field_name(def: &ObjectDef, i: usize) -> &'static str {
    def.fields.get(i).map_or("", |f| f.name)
}

/// The names of the fields in `set`, in table order.
fn names(def: &ObjectDef, set: u64) -> impl Iterator<Item = &'static str> + '_ {
    (0..def.fields.len())
        .filter(move |i| set & (1 << i) != 0)
        .map(|i| field_name(def, i))
}

/// Appends `items` separated by `, `.
fn push_joined<'a>(out: &mut String, items: impl Iterator<Item = &'a str>) {
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(item);
    }
}

fn expected(ty: &Ty) -> &'static str {
    match ty {
        Ty::Str | Ty::NonEmptyStr | Ty::Uri | Ty::DateTime | Ty::Enum(_) | Ty::Literal(_) => {
            "expected a string"
        }
        Ty::Bool => "expected a boolean",
        Ty::Integer(_) => "expected an integer",
        Ty::Number => "expected a number",
        Ty::Object(_) | Ty::Union(_) | Ty::Map(_) => "expected an object",
        Ty::Array(_) => "expected an array",
        Ty::Any => "expected a value",
        Ty::File => "expected a file",
    }
}

fn unexpected_end(scanner: &Scanner<'_>) -> crate::protocol::json::JsonError {
    crate::protocol::json::JsonError {
        offset: scanner.offset(),
        reason: "unexpected end of input",
    }
}
