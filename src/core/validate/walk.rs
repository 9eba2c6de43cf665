//! The single streaming pass: tokens from the scanner checked against the
//! schema tables, with a fixed stack of frames and no allocation until an
//! error is reported.

use super::error::{Rule, ValidationError};
use super::uri::is_absolute_uri;
use crate::core::json::{write_i64, write_u64, Integer, JsonStr, Scanner, Token, MAX_DEPTH};
use crate::core::schema::{CrossRule, ObjectDef, Ty, UnionDef};

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

/// One open container.
#[derive(Clone, Copy)]
enum Frame<'a> {
    Object {
        def: &'static ObjectDef,
        /// Fields present, fields present as `null`, fields present as `false`.
        seen: u64,
        nulls: u64,
        falses: u64,
        member: Member<'a>,
    },
    Array {
        item: &'static Ty,
        /// Elements read so far (the current one is `count - 1`).
        count: usize,
    },
    Map {
        value: &'static Ty,
        key: Option<JsonStr<'a>>,
    },
}

pub(super) struct Walker<'a> {
    scanner: Scanner<'a>,
    strict: bool,
    frames: [Frame<'a>; MAX_DEPTH],
    len: usize,
}

impl<'a> Walker<'a> {
    pub(super) fn run(
        ty: &'static Ty,
        body: &'a [u8],
        strict: bool,
    ) -> Result<(), ValidationError> {
        let filler = Frame::Array { item: ty, count: 0 };
        let mut walker = Walker {
            scanner: Scanner::new(body),
            strict,
            frames: [filler; MAX_DEPTH],
            len: 0,
        };
        walker.walk(Expect {
            ty,
            nullable: false,
        })
    }

    fn next(&mut self) -> Result<Option<Token<'a>>, ValidationError> {
        self.scanner.next_token().map_err(ValidationError::syntax)
    }

    fn walk(&mut self, root: Expect) -> Result<(), ValidationError> {
        let mut pending = Some(root);
        while let Some(token) = self.next()? {
            match token {
                Token::Key(k) => {
                    pending = self.key(k)?;
                    continue;
                }
                Token::EndObject => {
                    self.close_object()?;
                    continue;
                }
                Token::EndArray => {
                    self.len = self.len.saturating_sub(1);
                    continue;
                }
                _ => {}
            }
            let expect = match self.top() {
                Some(Frame::Array { item, count }) => {
                    *count += 1;
                    Some(Expect {
                        ty: item,
                        nullable: false,
                    })
                }
                _ => pending.take(),
            };
            match expect {
                Some(expect) => self.value(token, expect)?,
                None => self
                    .scanner
                    .skip_value(&token)
                    .map_err(ValidationError::syntax)?,
            }
        }
        Ok(())
    }

    fn top(&mut self) -> Option<&mut Frame<'a>> {
        self.frames.get_mut(self.len.checked_sub(1)?)
    }

    fn push(&mut self, frame: Frame<'a>) {
        // The scanner refuses nesting past MAX_DEPTH before we get here.
        if let Some(slot) = self.frames.get_mut(self.len) {
            *slot = frame;
            self.len += 1;
        }
    }

    /// Handles a member name; returns what its value must be (`None`: skip it).
    fn key(&mut self, k: JsonStr<'a>) -> Result<Option<Expect>, ValidationError> {
        let strict = self.strict;
        match self.top() {
            Some(Frame::Object {
                def,
                seen,
                nulls,
                falses,
                member,
            }) => {
                let Some(i) = find(def, *member, &k) else {
                    *member = Member::Unknown(k);
                    if strict {
                        return Err(self.error(Rule::UnknownProperty, "is not a known property"));
                    }
                    return Ok(None);
                };
                let bit = 1u64 << i;
                *seen |= bit;
                *nulls &= !bit;
                *falses &= !bit;
                *member = Member::Field(i);
                let Some(field) = def.fields.get(i) else {
                    return Ok(None);
                };
                if strict && field.is_refused() {
                    return Err(
                        self.error(Rule::Refused, "is deprecated and refused by the service")
                    );
                }
                Ok(Some(Expect {
                    ty: &field.ty,
                    nullable: field.is_nullable(),
                }))
            }
            Some(Frame::Map { value, key }) => {
                *key = Some(k);
                Ok(Some(Expect {
                    ty: value,
                    nullable: false,
                }))
            }
            _ => Ok(None),
        }
    }

    /// Records a `null` or `false` member value for the cross-field rules.
    fn note(&mut self, null: bool) {
        if let Some(Frame::Object {
            nulls,
            falses,
            member: Member::Field(i),
            ..
        }) = self.top()
        {
            let bit = 1u64 << *i;
            if null {
                *nulls |= bit;
            } else {
                *falses |= bit;
            }
        }
    }

    fn value(&mut self, token: Token<'a>, expect: Expect) -> Result<(), ValidationError> {
        let strict = self.strict;
        match (token, expect.ty) {
            (Token::Null, _) if expect.nullable => self.note(true),
            (Token::Null, _) => return Err(self.error(Rule::Type, "must not be null")),
            (Token::Bool(b), Ty::Bool) => {
                if !b {
                    self.note(false);
                }
            }
            (Token::Number(n), Ty::Integer(bounds)) => {
                let value = match n.integer() {
                    Integer::Fits(v) => Some(v),
                    Integer::Beyond => None,
                    Integer::Not => return Err(self.error(Rule::Type, "must be an integer")),
                };
                let (min, max) = (bounds.min, bounds.max);
                if strict && !value.is_some_and(|v| (min..=max).contains(&v)) {
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
            }
            (Token::String(_), Ty::Str | Ty::DateTime) => {}
            (Token::String(s), Ty::NonEmptyStr) => {
                if strict && s.is_empty() {
                    return Err(self.error(Rule::MinLength, "must not be empty"));
                }
            }
            (Token::String(s), Ty::Uri) => {
                if strict && !is_absolute_uri(&s) {
                    return Err(self.error(Rule::Uri, "must be an absolute URI"));
                }
            }
            (Token::String(s), Ty::Enum(set)) => {
                if strict && !set.values.iter().any(|v| s.eq_str(v)) {
                    let mut detail = String::from("must be one of: ");
                    push_joined(&mut detail, set.values.iter().copied());
                    return Err(self.error_owned(Rule::Enum, detail));
                }
            }
            (Token::String(s), Ty::Literal(lit)) => {
                if strict && !s.eq_str(lit) {
                    let detail = String::from("must be \"") + lit + "\"";
                    return Err(self.error_owned(Rule::Enum, detail));
                }
            }
            (Token::BeginObject, Ty::Object(def)) => self.open_object(def),
            (Token::BeginObject, Ty::Union(union)) => self.open_union(union)?,
            (Token::BeginObject, Ty::Map(value)) => self.push(Frame::Map { value, key: None }),
            (Token::BeginArray, Ty::Array(item)) => self.push(Frame::Array { item, count: 0 }),
            (_, ty) => return Err(self.error(Rule::Type, expected(ty))),
        }
        Ok(())
    }

    fn open_object(&mut self, def: &'static ObjectDef) {
        self.push(Frame::Object {
            def,
            seen: 0,
            nulls: 0,
            falses: 0,
            member: Member::None,
        });
    }

    /// Picks a union's variant by looking ahead for its tag member.
    fn open_union(&mut self, union: &'static UnionDef) -> Result<(), ValidationError> {
        let mut ahead = self.scanner.clone();
        let depth = ahead.depth();
        let tag = loop {
            let at_member = ahead.depth() == depth;
            match ahead.next_token().map_err(ValidationError::syntax)? {
                Some(Token::Key(k)) if at_member && k.eq_str(union.tag) => {
                    break ahead.next_token().map_err(ValidationError::syntax)?;
                }
                Some(Token::EndObject) if at_member => break None,
                Some(_) => {}
                None => return Err(ValidationError::syntax(unexpected_end(&ahead))),
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
            Some((_, def)) => self.open_object(def),
            None if self.strict => {
                let mut detail = String::from("must be one of: ");
                push_joined(&mut detail, union.variants.iter().map(|(v, _)| *v));
                return Err(self.error_at(Some(union.tag), Rule::Enum, detail));
            }
            // A future event kind: passed through unchecked.
            None => self
                .scanner
                .skip_value(&Token::BeginObject)
                .map_err(ValidationError::syntax)?,
        }
        Ok(())
    }

    fn close_object(&mut self) -> Result<(), ValidationError> {
        let Some(Frame::Object {
            def,
            seen,
            nulls,
            falses,
            ..
        }) = self.top().copied()
        else {
            self.len = self.len.saturating_sub(1);
            return Ok(());
        };
        self.len = self.len.saturating_sub(1);
        let missing = def.required_mask() & !seen;
        if missing != 0 {
            let name = field_name(def, missing.trailing_zeros() as usize);
            return Err(self.error_at(Some(name), Rule::Required, "is required".into()));
        }
        if !self.strict {
            return Ok(());
        }
        let present = seen & !nulls;
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

/// Index of the field named `k`, trying first the one after the previous
/// member: bodies usually list fields in the spec's order.
fn find(def: &ObjectDef, previous: Member<'_>, k: &JsonStr<'_>) -> Option<usize> {
    let start = match previous {
        Member::Field(i) => i + 1,
        _ => 0,
    };
    let (head, tail) = def.fields.split_at(start.min(def.fields.len()));
    let hit = |f: &crate::core::schema::Field| k.eq_str(f.name);
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

fn unexpected_end(scanner: &Scanner<'_>) -> crate::core::json::JsonError {
    crate::core::json::JsonError {
        offset: scanner.offset(),
        reason: "unexpected end of input",
    }
}
