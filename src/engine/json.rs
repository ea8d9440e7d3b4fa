//! A small JSON reader and writer: the contract's state objects, the page's
//! saved games and its messages to the computer's worker. Written here rather
//! than taken from serde_json because the page's wasm carries it twice (page
//! and worker) under a size bar, and these uses need none of serde's
//! generality: a number keeps the text it was read or written as (whole
//! numbers, and the command line's floats written as serde_json writes them:
//! `number.rs`), objects keep their keys in order, and the text written is
//! exactly serde_json's compact form (the golden fingerprints hash it).
//!
//! ```
//! use mancala::engine::json::{parse, Value};
//! let v = parse(r#"{"rows": [[1, 2]], "to_move": "N"}"#).unwrap();
//! assert_eq!(v["rows"][0][1].as_u64(), Some(2));
//! assert_eq!(v["to_move"].as_str(), Some("N"));
//! assert!(v["missing"].is_null());
//! assert_eq!(v.to_string(), r#"{"rows":[[1,2]],"to_move":"N"}"#);
//! assert!(parse("[1,").is_err());
//! ```

// size: serde_json (with serde's derive, indexmap) in the page and the worker
// cost the app 10.5 KB and the worker 16.6 KB gzipped (docs/benchmarks.md).
use std::fmt::{self, Write as _};
use std::ops::Index;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its JSON text (`12`, `0.5`, `-3e2`).
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its keys in the order written.
    Object(Map),
}

/// An object's members in order; a key given twice keeps its first place and
/// its last value (as serde_json's ordered map does).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Map(Vec<(String, Value)>);

impl Map {
    /// An empty object.
    pub fn new() -> Map {
        Map::default()
    }

    /// Sets `key` (in its old place, if it was there).
    pub fn insert(&mut self, key: impl Into<String>, value: impl Into<Value>) {
        let (key, value) = (key.into(), value.into());
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.0.push((key, value)),
        }
    }

    /// The value under `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The members in order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

/// An object from its members, in order.
pub fn object<const N: usize>(members: [(&str, Value); N]) -> Value {
    let mut m = Map::new();
    for (k, v) in members {
        m.insert(k, v);
    }
    Value::Object(m)
}

static NULL: Value = Value::Null;

impl Value {
    /// The object's members, if it is one.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    /// The array's items, if it is one.
    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The string, if it is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The boolean, if it is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// Whether it is `null` (or missing: indexing gives `null`).
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

impl Index<&str> for Value {
    type Output = Value;
    /// The member `key` of an object; `null` if missing or not an object.
    fn index(&self, key: &str) -> &Value {
        self.as_object().and_then(|m| m.get(key)).unwrap_or(&NULL)
    }
}

impl Index<usize> for Value {
    type Output = Value;
    /// Item `i` of an array; `null` if missing or not an array.
    fn index(&self, i: usize) -> &Value {
        self.as_array().and_then(|a| a.get(i)).unwrap_or(&NULL)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl From<Map> for Value {
    fn from(m: Map) -> Value {
        Value::Object(m)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(o: Option<T>) -> Value {
        o.map_or(Value::Null, Into::into)
    }
}

/// Writes `s` as a JSON string, escaping as serde_json does.
fn write_str(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            '\u{8}' => f.write_str("\\b")?,
            '\u{c}' => f.write_str("\\f")?,
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let b = c as usize;
                f.write_str("\\u00")?;
                f.write_char(HEX[b >> 4] as char)?;
                f.write_char(HEX[b & 15] as char)?;
            }
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

impl fmt::Display for Value {
    /// Compact JSON, as serde_json's `to_string` writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Number(t) => f.write_str(t),
            Value::String(s) => write_str(f, s),
            Value::Array(items) => {
                f.write_char('[')?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    v.fmt(f)?;
                }
                f.write_char(']')
            }
            Value::Object(m) => {
                f.write_char('{')?;
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write_str(f, k)?;
                    f.write_char(':')?;
                    v.fmt(f)?;
                }
                f.write_char('}')
            }
        }
    }
}

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What was wrong.
    pub what: &'static str,
    /// 1-based line of the fault.
    pub line: usize,
    /// 1-based column (in characters) of the fault.
    pub column: usize,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.what, self.line, self.column
        )
    }
}

impl std::error::Error for JsonError {}

/// Deeper nesting than this is refused, so hostile text cannot exhaust the stack.
const MAX_DEPTH: usize = 128;

/// Reads one JSON value (surrounding whitespace allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut r = Reader { text, at: 0 };
    let v = r.value(0)?;
    r.space();
    if r.at < text.len() {
        return Err(r.fail("trailing characters"));
    }
    Ok(v)
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn fail(&self, what: &'static str) -> JsonError {
        // `get`, not indexing: no slicing panic (and its message code) in the wasm.
        let before = self.text.get(..self.at).unwrap_or(self.text);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        JsonError { what, line, column }
    }

    /// The text not read yet.
    fn rest(&self) -> &str {
        self.text.get(self.at..).unwrap_or_default()
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &str) -> bool {
        let found = self.rest().starts_with(word);
        if found {
            self.at += word.len();
        }
        found
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.fail("nested too deeply"));
        }
        self.space();
        match self.peek() {
            None => Err(self.fail("EOF while parsing a value")),
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ if self.eat("true") => Ok(Value::Bool(true)),
            _ if self.eat("false") => Ok(Value::Bool(false)),
            _ if self.eat("null") => Ok(Value::Null),
            _ => Err(self.fail("expected value")),
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut items = vec![];
        self.space();
        if self.eat("]") {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.space();
            if self.eat("]") {
                return Ok(Value::Array(items));
            }
            if !self.eat(",") {
                return Err(self.fail("expected `,` or `]`"));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut m = Map::new();
        self.space();
        if self.eat("}") {
            return Ok(Value::Object(m));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.fail("key must be a string"));
            }
            let key = self.string()?;
            self.space();
            if !self.eat(":") {
                return Err(self.fail("expected `:`"));
            }
            let v = self.value(depth + 1)?;
            m.insert(key, v);
            self.space();
            if self.eat("}") {
                return Ok(Value::Object(m));
            }
            if !self.eat(",") {
                return Err(self.fail("expected `,` or `}`"));
            }
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.at;
        self.eat("-");
        let first = self.peek();
        let n = self.digits();
        if n == 0 || (first == Some(b'0') && n > 1) {
            return Err(self.fail("invalid number"));
        }
        if self.eat(".") && self.digits() == 0 {
            return Err(self.fail("invalid number"));
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.fail("invalid number"));
            }
        }
        Ok(Value::Number(
            self.text
                .get(start..self.at)
                .unwrap_or_default()
                .to_string(),
        ))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self.text.get(self.at..self.at + 4);
        let n = digits
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.fail("invalid escape"))?;
        self.at += 4;
        Ok(n)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = self.rest();
            let plain = rest
                .find(|c: char| c == '"' || c == '\\' || (c as u32) < 0x20)
                .ok_or_else(|| {
                    let end = Reader {
                        text: self.text,
                        at: self.text.len(),
                    };
                    end.fail("EOF while parsing a string")
                })?;
            out.push_str(rest.get(..plain).unwrap_or_default());
            self.at += plain;
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            let c = self.unicode()?;
                            out.push(c);
                            continue;
                        }
                        _ => return Err(self.fail("invalid escape")),
                    };
                    self.at += 1;
                    out.push(c);
                }
                _ => return Err(self.fail("control character in a string")),
            }
        }
    }

    /// After `\u`: a code point, a surrogate pair joined.
    fn unicode(&mut self) -> Result<char, JsonError> {
        let hi = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&hi) {
            if !self.eat("\\u") {
                return Err(self.fail("lone leading surrogate in hex escape"));
            }
            let lo = self.hex4()?;
            if !(0xDC00..0xE000).contains(&lo) {
                return Err(self.fail("lone leading surrogate in hex escape"));
            }
            0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
        } else {
            hi
        };
        char::from_u32(code).ok_or_else(|| self.fail("invalid unicode code point"))
    }
}

mod number;

#[cfg(test)]
mod tests;
