//! Property: decoding any JSON value into any model type returns `Ok` or
//! `Err` and never panics.
//!
//! Inputs come from a seeded generator (so a failure reproduces): random
//! JSON trees whose keys and strings are drawn mostly from the fixtures'
//! own vocabulary (so they reach deep into the records), mutations of the
//! fixtures, and corrupted fixture text.

use serde_json::{Map, Number, Value};

use super::{value, FIXTURES};
use crate::protocol::model::*;

/// Decodes `input` as every model type, discarding the results: the test
/// fails only if a decoder panics. Returns how many types accepted it, so a
/// test can show its inputs reach the decoders' success paths too.
fn decode_as_every_type(input: &Value) -> usize {
    let mut accepted = 0;
    macro_rules! each {
        ($($ty:ty),+ $(,)?) => {
            $( accepted += usize::from(serde_json::from_value::<$ty>(input.clone()).is_ok()); )+
            $( accepted += usize::from(serde_json::from_value::<Vec<$ty>>(input.clone()).is_ok()); )+
        };
    }
    crate::generated::model::every_type!(each);
    each!(Nullable<ProxyRef>);
    accepted
}

/// xorshift64*: small, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, words: &'a [String]) -> &'a str {
        &words[self.below(words.len())]
    }
}

/// Every key and string value in the fixtures.
fn vocabulary() -> Vec<String> {
    fn walk(value: &Value, words: &mut Vec<String>) {
        match value {
            Value::String(text) => words.push(text.clone()),
            Value::Array(items) => items.iter().for_each(|item| walk(item, words)),
            Value::Object(map) => {
                for (key, item) in map {
                    words.push(key.clone());
                    walk(item, words);
                }
            }
            Value::Null | Value::Bool(_) | Value::Number(_) => {}
        }
    }
    let mut words = vec!["event".to_owned(), String::new(), "\u{0}".to_owned()];
    FIXTURES
        .iter()
        .for_each(|fixture| walk(&value(fixture.text), &mut words));
    words
}

fn random_value(rng: &mut Rng, words: &[String], depth: u32) -> Value {
    let leaf_only = depth == 0;
    match rng.below(if leaf_only { 6 } else { 8 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.next() & 1 == 1),
        2 => Value::Number(Number::from(rng.next() as i64 >> rng.below(64))),
        3 => Number::from_f64((rng.next() as f64) / 7.0 - 1e18).map_or(Value::Null, Value::Number),
        4 => Value::Number(Number::from(rng.next())),
        5 => Value::String(rng.pick(words).to_owned()),
        6 => Value::Array(
            (0..rng.below(4))
                .map(|_| random_value(rng, words, depth - 1))
                .collect(),
        ),
        _ => Value::Object(random_object(rng, words, depth - 1)),
    }
}

fn random_object(rng: &mut Rng, words: &[String], depth: u32) -> Map<String, Value> {
    (0..rng.below(12))
        .map(|_| {
            let key = rng.pick(words).to_owned();
            (key, random_value(rng, words, depth))
        })
        .collect()
}

/// Replaces or removes one random node of `value`.
fn mutate(rng: &mut Rng, words: &[String], value: &mut Value) {
    let children = match value {
        Value::Array(items) if !items.is_empty() => items.len(),
        Value::Object(map) if !map.is_empty() => map.len(),
        _ => 0,
    };
    if children == 0 || rng.below(4) == 0 {
        *value = random_value(rng, words, 3);
        return;
    }
    let index = rng.below(children);
    match value {
        Value::Array(items) => mutate(rng, words, &mut items[index]),
        Value::Object(map) => {
            let key = map.keys().nth(index).cloned().unwrap_or_default();
            if rng.below(3) == 0 {
                map.remove(&key);
            } else if let Some(child) = map.get_mut(&key) {
                mutate(rng, words, child);
            }
        }
        _ => {}
    }
}

#[test]
fn decoding_random_json_never_panics() {
    let words = vocabulary();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..1500 {
        let input = Value::Object(random_object(&mut rng, &words, 4));
        let _ = decode_as_every_type(&input);
        let _ = decode_as_every_type(&random_value(&mut rng, &words, 4));
    }
}

#[test]
fn decoding_mutated_fixtures_never_panics() {
    let words = vocabulary();
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let fixtures: Vec<Value> = FIXTURES.iter().map(|fixture| value(fixture.text)).collect();
    let mut accepted = 0;
    for round in 0..1500 {
        let mut input = fixtures[round % fixtures.len()].clone();
        for _ in 0..=rng.below(3) {
            mutate(&mut rng, &words, &mut input);
        }
        accepted += decode_as_every_type(&input);
    }
    // Many mutations keep a record valid (an optional field removed, an
    // unknown property changed), so decoders must accept some of them.
    assert!(accepted > 300, "only {accepted} mutated inputs decoded");
}

#[test]
fn decoding_corrupted_fixture_text_never_panics() {
    let mut rng = Rng(0xfeed_face_cafe_beef);
    for round in 0..600 {
        let mut bytes = FIXTURES[round % FIXTURES.len()].text.as_bytes().to_vec();
        let at = rng.below(bytes.len());
        match rng.below(3) {
            0 => bytes.truncate(at),
            1 => bytes[at] = rng.next() as u8,
            _ => {
                bytes.remove(at);
            }
        }
        let _ = serde_json::from_slice::<AuthConnection>(&bytes);
        let _ = serde_json::from_slice::<FlowEvent>(&bytes);
        let _ = serde_json::from_slice::<ErrorRecord>(&bytes);
        let _ = serde_json::from_slice::<Vec<TimelineEvent>>(&bytes);
    }
}
