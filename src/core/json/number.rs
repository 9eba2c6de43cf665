/// A JSON number as written in the input (its grammar already checked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonNumber<'a> {
    raw: &'a str,
}

/// A JSON number read as a whole number, exactly: every number of the
/// service is one, so the wasm build needs no floating-point parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Integer {
    /// A whole number within `i64` (`300`, `3e2`, `300.0`, `-0`).
    Fits(i64),
    /// A whole number beyond `i64` that is still finite (`1e300`).
    Beyond,
    /// A fraction (`1.5`), or too large to be finite (`1e400`).
    Not,
}

/// More digits than the largest finite `f64` (about 1.8e308) has.
const MAX_FINITE_DIGITS: i64 = 309;

impl<'a> JsonNumber<'a> {
    pub(crate) const fn new(raw: &'a str) -> Self {
        JsonNumber { raw }
    }

    /// The number's text exactly as it appears in the input.
    pub fn raw(&self) -> &'a str {
        self.raw
    }

    /// The value as JavaScript's `JSON.parse` would read it (out-of-range
    /// magnitudes become infinities, as there).
    pub fn as_f64(&self) -> f64 {
        // The scanner only yields RFC 8259 numbers, which `f64` always parses.
        self.raw.parse().unwrap_or(f64::NAN)
    }

    /// Whether the value is a whole, finite number (`300` and `3e2` are,
    /// `1.5` and `1e400` are not).
    pub fn is_integer(&self) -> bool {
        self.integer() != Integer::Not
    }

    /// The value as a whole number, read from the digits without rounding
    /// and without allocating.
    pub fn integer(&self) -> Integer {
        let text = self.raw.as_bytes();
        let (negative, text) = match text.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, text),
        };
        let (mantissa, exponent) = split_at_byte(text, |b| matches!(b, b'e' | b'E'));
        let (whole, fraction) = split_at_byte(mantissa, |b| b == b'.');
        let fraction = fraction.get(1..).unwrap_or_default();
        let digits = || whole.iter().chain(fraction);
        // The significant digits lie between the leading and trailing zeros.
        let total = whole.len() + fraction.len();
        let leading = digits().take_while(|d| **d == b'0').count();
        if leading == total {
            return Integer::Fits(0);
        }
        let trailing = digits().rev().take_while(|d| **d == b'0').count();
        let significant = total - leading - trailing;
        let scale = exponent_of(exponent)
            .saturating_sub(count(fraction.len()))
            .saturating_add(count(trailing));
        // The last significant digit is not 0, so a negative scale leaves a
        // fraction; one past u32 is far beyond the largest finite number.
        let Ok(scale) = u32::try_from(scale) else {
            return Integer::Not;
        };
        let magnitude_digits = count(significant).saturating_add(i64::from(scale));
        if magnitude_digits > MAX_FINITE_DIGITS {
            return Integer::Not;
        }
        let magnitude = digits()
            .skip(leading)
            .take(significant)
            .try_fold(0u64, |m, d| {
                m.checked_mul(10)?
                    .checked_add(u64::from(d.saturating_sub(b'0')))
            })
            .and_then(|m| m.checked_mul(10u64.checked_pow(scale)?));
        let value = match magnitude {
            Some(m) if negative => 0i64.checked_sub_unsigned(m),
            Some(m) => i64::try_from(m).ok(),
            None => None,
        };
        value.map_or(Integer::Beyond, Integer::Fits)
    }
}

/// `text` split before the first byte that `at` accepts (all of it, and
/// nothing, when none does).
fn split_at_byte(text: &[u8], at: impl Fn(u8) -> bool) -> (&[u8], &[u8]) {
    let index = text.iter().position(|b| at(*b)).unwrap_or(text.len());
    text.split_at(index)
}

/// The exponent part (`e+12`, `E-3`, or nothing), saturating.
fn exponent_of(part: &[u8]) -> i64 {
    let (negative, digits) = match part.get(1..).unwrap_or_default() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    let value = digits.iter().fold(0i64, |v, d| {
        v.saturating_mul(10)
            .saturating_add(i64::from(d.saturating_sub(b'0')))
    });
    if negative {
        -value
    } else {
        value
    }
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
