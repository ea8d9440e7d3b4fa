//! Numbers: whole numbers read and written, and floats written as
//! serde_json writes them (the command line's `bench`, `ai` and `match`
//! figures), so that its output reads as it did when serde_json wrote it.

use super::Value;

impl Value {
    /// A whole number from 0 to `u64::MAX` written without fraction or
    /// exponent (as serde_json reads it: `3.0` is no count).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(t) if t.bytes().all(|b| b.is_ascii_digit()) => t.parse().ok(),
            _ => None,
        }
    }

    /// A whole number from `i64::MIN` to `i64::MAX` written without
    /// fraction or exponent (as serde_json reads it: `-3.0` is none; only
    /// `-0`, a float there, is 0 here).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(t)
                if t.trim_start_matches('-')
                    .bytes()
                    .all(|b| b.is_ascii_digit()) =>
            {
                t.parse().ok()
            }
            _ => None,
        }
    }
}

macro_rules! from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(n.to_string())
            }
        }
    )*};
}
from_number!(u8, u16, u32, u64, usize, i32, i64);

impl From<f64> for Value {
    /// A finite float as serde_json writes it (see [`float_text`]); NaN and
    /// the infinities, which JSON cannot write, as `null`, as serde_json does.
    fn from(x: f64) -> Value {
        if x.is_finite() {
            Value::Number(float_text(x))
        } else {
            Value::Null
        }
    }
}

/// A finite float's text as serde_json writes it (checked against the
/// version in Cargo.lock, in `tests.rs`): the shortest digits that read back
/// as `x`, then laid out by where the decimal point falls. With
/// `x` = 0.d₁d₂…dₙ × 10ᵏ:
/// - k from 1 to 16, whole: the digits, zeros up to the point, then `.0`
///   (`1.0`, `12300.0`);
/// - k from 1 to 16, not whole: the point among the digits (`12.34`);
/// - k from -4 to 0: `0.`, −k zeros, the digits (`0.5`, `0.00001`);
/// - otherwise an exponent, signed, without leading zeros: `1e+16`,
///   `1.5e-7`, `-2.5e+300`.
///
/// Zero is `0.0` (`-0.0` for negative zero). One difference is left, and
/// rare: where the float lies exactly halfway between its two shortest texts
/// (1658206780088562.25: its exact value one digit longer, ending in 5),
/// Rust's digits take the upper (`…562.3`), serde_json the even one
/// (`…562.2`); both read back as the same float, which is all the contract
/// asks of `bench`'s, `ai`'s and `match`'s figures.
fn float_text(x: f64) -> String {
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0.0");
    }
    // Rust's `{:e}`: the shortest digits (ties aside) as `d.ddde-x`, `d.dddex`.
    let sci = format!("{:e}", x.abs());
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let n = digits.len() as i32;
    let k = exp.parse::<i32>().unwrap_or(0) + 1;
    let body = if (1..=16).contains(&k) && k >= n {
        format!("{digits}{}.0", "0".repeat((k - n) as usize))
    } else if (1..=16).contains(&k) {
        let (whole, fraction) = digits.split_at(k as usize);
        format!("{whole}.{fraction}")
    } else if (-4..=0).contains(&k) {
        format!("0.{}{digits}", "0".repeat(-k as usize))
    } else {
        let (first, rest) = digits.split_at(1);
        let point = if rest.is_empty() { "" } else { "." };
        format!("{first}{point}{rest}e{:+}", k - 1)
    };
    format!("{sign}{body}")
}
