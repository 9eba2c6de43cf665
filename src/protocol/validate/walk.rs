//! The single streaming pass: the walker follows the JSON grammar itself,
//! reading each value with the scanner's steps as the schema tables expect
//! it, with a fixed stack of frames (for error paths only) and no
//! allocation until an error is reported.

use super::error::{Rule, ValidationError};
use super::uri::is_absolute_uri;
use crate::protocol::json::{write_i64, write_u64, Integer, JsonStr, Scanner, Token, MAX_DEPTH};
use crate::protocol::schema::{CrossRule, ObjectDef, Ty, UnionDef};

/// What the next value must be.
#[derive(Clone, Copy)]
struct Expect {
    ty: &'static Ty,
    nullable: bool,
}

/// The member of an object currently being read.
#[derive(Clone, Copy)]
enum Member<'a> {
    None,
    Field(usize),
    Unknown(JsonStr<'a>),
}

/// One open container, as far as an error path needs it.
#[derive(Clone, Copy)]
enum Frame<'a> {
    Object {
        def: &'static ObjectDef,
        member: Member<'a>,
    },
    Array {
        /// Elements read so far (the current one is `count - 1`).
        count: usize,
    },
    Map {
        key: Option<JsonStr<'a>>,
    },
}

/// Fields of one object read so far, for the required and cross-field rules.
#[derive(Clone, Copy, Default)]
struct Seen {
    /// Fields present, fields present as `null`, fields present as `false`.
    present: u64,
    nulls: u64,
    falses: u64,
}

pub(super) struct Walker<'a> {
    scanner: Scanner<'a>,
    strict: bool,
    frames: [Frame<'a>; MAX_DEPTH],
    len: usize,
}

type Checked = Result<(), ValidationError>;

impl<'a> Walker<'a> {
    pub(super) fn run(ty: &'static Ty, body: &'a [u8], strict: bool) -> Checked {
        let mut walker = Walker {
            scanner: Scanner::new(body),
            strict,
            frames: [Frame::Array { count: 0 }; MAX_DEPTH],
            len: 0,
        };
        let first = walker.scanner.peek();
        walker.value(
            first,
            Expect {
                ty,
                nullable: false,
            },
        )?;
        match walker.scanner.peek() {
            None => Ok(()),
            Some(_) => Err(walker.syntax("unexpected data after the document")),
        }
    }

    fn syntax(&self, reason: &'static str) -> ValidationError {
        self.scanner.error(reason).into()
    }

    fn push(&mut self, frame: Frame<'a>) {
        // The scanner refuses nesting past MAX_DEPTH before we get here.
        if let Some(slot) = self.frames.get_mut(self.len) {
            *slot = frame;
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    // The helpers run on every member and element: inlined by hand, as at
    // opt-level "z" the calls stay.
    #[inline(always)]
    fn top(&mut self) -> Option<&mut Frame<'a>> {
        self.frames.get_mut(self.len.checked_sub(1)?)
    }

    /// Reads one value, whose first byte (after whitespace) is `first`.
    fn value(&mut self, first: Option<u8>, expect: Expect) -> Checked {
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
                    ty => Err(self.error(Rule::Type, expected(ty))),
                }
            }
            Some(b'[') => {
                scanner.enter(false)?;
                match expect.ty {
                    Ty::Array(item) => self.array(item),
                    ty => Err(self.error(Rule::Type, expected(ty))),
                }
            }
            Some(b't' | b'f') => {
                let word = if first == Some(b't') { "true" } else { "false" };
                scanner.read_literal(word)?;
                match expect.ty {
                    Ty::Bool => Ok(()),
                    ty => Err(self.error(Rule::Type, expected(ty))),
                }
            }
            Some(b'n') => {
                scanner.read_literal("null")?;
                if expect.nullable {
                    Ok(())
                } else {
                    Err(self.error(Rule::Type, "must not be null"))
                }
            }
            Some(b'-' | b'0'..=b'9') => {
                let n = scanner.read_number()?;
                let Ty::Integer(bounds) = expect.ty else {
                    return Err(self.error(Rule::Type, expected(expect.ty)));
                };
                let value = match n.integer() {
                    Integer::Fits(v) => Some(v),
                    Integer::Beyond => None,
                    Integer::Not => return Err(self.error(Rule::Type, "must be an integer")),
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
                    return Err(self.error_owned(Rule::Range, detail));
                }
                Ok(())
            }
            Some(_) => Err(self.syntax("expected a value")),
            None => Err(self.syntax("unexpected end of input")),
        }
    }

    fn string(&self, s: JsonStr<'a>, expect: Expect) -> Checked {
        let strict = self.strict;
        match expect.ty {
            Ty::Str | Ty::DateTime => {}
            Ty::NonEmptyStr => {
                if strict && s.is_empty() {
                    return Err(self.error(Rule::MinLength, "must not be empty"));
                }
            }
            Ty::Uri => {
                if strict && !is_absolute_uri(&s) {
                    return Err(self.error(Rule::Uri, "must be an absolute URI"));
                }
            }
            Ty::Enum(set) => {
                if strict && !set.values.iter().any(|v| s.eq_str(v)) {
                    let mut detail = String::from("must be one of: ");
                    push_joined(&mut detail, set.values.iter().copied());
                    return Err(self.error_owned(Rule::Enum, detail));
                }
            }
            Ty::Literal(lit) => {
                if strict && !s.eq_str(lit) {
                    let detail = String::from("must be \"") + lit + "\"";
                    return Err(self.error_owned(Rule::Enum, detail));
                }
            }
            ty => return Err(self.error(Rule::Type, expected(ty))),
        }
        Ok(())
    }

    /// Reads a member name, whose first byte (a quote) is `first`.
    fn member_name(&mut self, first: Option<u8>) -> Result<JsonStr<'a>, ValidationError> {
        if first != Some(b'"') {
            return Err(self.syntax("expected a string key"));
        }
        Ok(self.scanner.read_string()?)
    }

    /// Reads the `:` after a member name.
    #[inline(always)]
    fn colon(&mut self) -> Checked {
        if self.scanner.peek() != Some(b':') {
            return Err(self.syntax("expected ':'"));
        }
        self.scanner.bump();
        Ok(())
    }

    /// After a member or element: whether another one follows (`,`) or the
    /// container ends at `close`.
    #[inline(always)]
    fn more(&mut self, close: u8) -> Result<bool, ValidationError> {
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
    fn object(&mut self, def: &'static ObjectDef) -> Checked {
        self.push(Frame::Object {
            def,
            member: Member::None,
        });
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
                    _ => None,
                };
                previous = found;
                if let Some(Frame::Object { member: slot, .. }) = self.top() {
                    *slot = member;
                }
                let first = self.scanner.peek();
                match found.and_then(|i| Some((i, def.fields.get(i)?))) {
                    Some((i, field)) => {
                        if self.strict && field.is_refused() {
                            return Err(self
                                .error(Rule::Refused, "is deprecated and refused by the service"));
                        }
                        let expect = Expect {
                            ty: &field.ty,
                            nullable: field.is_nullable(),
                        };
                        self.value(first, expect)?;
                        let bit = 1u64 << i;
                        seen.present |= bit;
                        // A repeated member counts as its last value.
                        seen.nulls = seen.nulls & !bit | u64::from(first == Some(b'n')) << i;
                        seen.falses = seen.falses & !bit | u64::from(first == Some(b'f')) << i;
                    }
                    None if self.strict => {
                        return Err(self.error(Rule::UnknownProperty, "is not a known property"));
                    }
                    None => self.scanner.skip_next_value()?,
                }
                if !self.more(b'}')? {
                    break;
                }
                next = self.scanner.peek();
            }
        }
        self.pop();
        self.close_object(def, seen)
    }

    /// Reads a free-form object's members, its `{` already read.
    fn map(&mut self, value: &'static Ty) -> Checked {
        self.push(Frame::Map { key: None });
        let mut next = self.scanner.peek();
        if next == Some(b'}') {
            self.scanner.leave();
        } else {
            loop {
                let name = self.member_name(next)?;
                self.colon()?;
                if let Some(Frame::Map { key }) = self.top() {
                    *key = Some(name);
                }
                let first = self.scanner.peek();
                let expect = Expect {
                    ty: value,
                    nullable: false,
                };
                self.value(first, expect)?;
                if !self.more(b'}')? {
                    break;
                }
                next = self.scanner.peek();
            }
        }
        self.pop();
        Ok(())
    }

    /// Reads an array's elements, its `[` already read.
    fn array(&mut self, item: &'static Ty) -> Checked {
        self.push(Frame::Array { count: 0 });
        let expect = Expect {
            ty: item,
            nullable: false,
        };
        if self.scanner.peek() == Some(b']') {
            self.scanner.leave();
        } else {
            loop {
                if let Some(Frame::Array { count }) = self.top() {
                    *count += 1;
                }
                let first = self.scanner.peek();
                self.value(first, expect)?;
                if !self.more(b']')? {
                    break;
                }
            }
        }
        self.pop();
        Ok(())
    }

    /// Picks a union's variant by looking ahead for its tag member, the
    /// object's `{` already read.
    fn union(&mut self, union: &'static UnionDef) -> Checked {
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
        let name = |detail| self.error_at(Some(union.tag), Rule::Type, detail);
        let tag = match tag {
            None => {
                return Err(self.error_at(Some(union.tag), Rule::Required, "is required".into()))
            }
            Some(Token::String(s)) => s,
            Some(_) => return Err(name("expected a string".into())),
        };
        match union.variants.iter().find(|(v, _)| tag.eq_str(v)) {
            Some((_, def)) => self.object(def),
            None if self.strict => {
                let mut detail = String::from("must be one of: ");
                push_joined(&mut detail, union.variants.iter().map(|(v, _)| *v));
                Err(self.error_at(Some(union.tag), Rule::Enum, detail))
            }
            // A future event kind: passed through unchecked.
            None => self
                .scanner
                .skip_value(&Token::BeginObject)
                .map_err(ValidationError::from),
        }
    }

    /// The rules checked when an object closes (its frame already popped).
    fn close_object(&self, def: &'static ObjectDef, seen: Seen) -> Checked {
        // Walk the absent fields only: bodies usually carry most of them.
        let mut absent = !seen.present;
        while absent != 0 {
            let i = absent.trailing_zeros() as usize;
            let Some(field) = def.fields.get(i) else {
                break;
            };
            if field.is_required() {
                return Err(self.error_at(Some(field.name), Rule::Required, "is required".into()));
            }
            absent &= absent - 1;
        }
        if !self.strict {
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
                    return Err(self.error_at(None, Rule::ExactlyOneOf, detail));
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
                        return Err(self.error_at(None, Rule::ExactlyOneOf, detail));
                    }
                }
                CrossRule::FalseExcludes { flag, others } => {
                    let off = falses & (1 << flag) != 0;
                    if off && present & others != 0 {
                        let mut detail = String::from(field_name(def, usize::from(flag)));
                        detail.push_str("=false cannot be combined with ");
                        push_joined(&mut detail, names(def, others & present));
                        return Err(self.error_at(None, Rule::Conflict, detail));
                    }
                }
                CrossRule::ExactlyOneOf(_) => {}
            }
        }
        Ok(())
    }

    fn error(&self, rule: Rule, detail: &'static str) -> ValidationError {
        self.error_owned(rule, detail.into())
    }

    fn error_owned(&self, rule: Rule, detail: String) -> ValidationError {
        ValidationError::new(self.path(self.len), rule, detail)
    }

    /// An error about the innermost open container (or a `member` of it).
    fn error_at(&self, member: Option<&str>, rule: Rule, detail: String) -> ValidationError {
        let mut path = self.path(self.len);
        if let Some(name) = member {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(name);
        }
        ValidationError::new(path, rule, detail)
    }

    /// The path of the value being read in the `depth` outermost frames.
    fn path(&self, depth: usize) -> String {
        let mut path = String::new();
        for frame in self.frames.iter().take(depth) {
            let name = match frame {
                Frame::Object { def, member, .. } => match member {
                    Member::Field(i) => Some(field_name(def, *i).into()),
                    Member::Unknown(k) => Some(k.to_cow()),
                    Member::None => None,
                },
                Frame::Map { key, .. } => key.map(|k| k.to_cow()),
                Frame::Array { count, .. } => {
                    path.push('[');
                    write_u64(&mut path, count.saturating_sub(1) as u64);
                    path.push(']');
                    None
                }
            };
            if let Some(name) = name {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(&name);
            }
        }
        path
    }
}

/// Index of the field named `k`, searching from field `start` on, then
/// from the first.
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
        Ty::Object(_) | Ty::Union(_) | Ty::Map(_) => "expected an object",
        Ty::Array(_) => "expected an array",
    }
}

fn unexpected_end(scanner: &Scanner<'_>) -> crate::protocol::json::JsonError {
    crate::protocol::json::JsonError {
        offset: scanner.offset(),
        reason: "unexpected end of input",
    }
}
