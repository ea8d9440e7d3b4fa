//! Reading the project's JSON files (a lesson, `static/learn/<game>.json`; a
//! puzzle file, `static/puzzles/<game>.json`) into typed structures, once,
//! when the file arrives: each field by name, each fault a [`FileError`]
//! that names the step or puzzle (by number, 1 first) and the field.
//!
//! ```
//! use mancala::engine::fields::Fields;
//! use mancala::engine::json::parse;
//! let step = parse(r#"{"rule": "U7", "setup": ["a1", 2]}"#).unwrap();
//! let f = Fields::new(&step, Some(("step", 3))).unwrap();
//! assert_eq!(f.string("rule").unwrap(), "U7");
//! let e = f.tokens("setup").unwrap_err();
//! assert_eq!(e.to_string(), r#"step 3: "setup" is not a list of tokens"#);
//! ```

use std::fmt;

use super::json::{self, JsonError, Map, Value};
use super::{
    position_from_value, Game, Position, ReplayError, Rules, RulesError, SetupError, Variant,
};

/// Where a fault is: an item of the file (`"step"`, `"puzzle"`) by its
/// number, 1 first; `None` for the file's own fields.
pub type Item = Option<(&'static str, usize)>;

/// Why a lesson or puzzle file cannot be used: where, and what is wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct FileError {
    /// The step or puzzle.
    pub item: Item,
    /// The field (`position`, `say`), empty for the text as a whole.
    pub field: &'static str,
    /// What is wrong with it.
    pub fault: Fault,
}

/// What is wrong with a field.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// The text is not JSON.
    Json(JsonError),
    /// Absent (or `null`).
    Missing,
    /// Not of the kind needed (`"a string"`, `"a list of tokens"`).
    NotA(&'static str),
    /// An empty list.
    Empty,
    /// A word not known here: what it should name (`"language"`,
    /// `"level"`, `"task"`), and the word.
    Unknown(&'static str, String),
    /// Words without their English (the one language every text needs).
    NoEnglish,
    /// A game or option the engine does not know.
    Rules(RulesError),
    /// A position the engine refuses.
    Position(SetupError),
    /// A setup the engine refuses to play from the position.
    Setup(ReplayError),
    /// Another fault, in words (a file that contradicts itself).
    Other(String),
}

impl fmt::Display for FileError {
    /// `puzzle 3: "position": …`, in English (the page shows it as the
    /// file's own fault, within its own words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((noun, n)) = self.item {
            write!(f, "{noun} {n}: ")?;
        }
        let field = &self.field;
        match &self.fault {
            Fault::Json(e) => write!(f, "the file is not JSON: {e}"),
            Fault::Missing => write!(f, "no \"{field}\""),
            Fault::NotA(what) => write!(f, "\"{field}\" is not {what}"),
            Fault::Empty => write!(f, "\"{field}\" is empty"),
            Fault::Unknown(what, word) => write!(f, "\"{field}\": unknown {what} '{word}'"),
            Fault::NoEnglish => write!(f, "\"{field}\" has no English (\"en\")"),
            Fault::Rules(e) => write!(f, "\"{field}\": {e}"),
            Fault::Position(e) => write!(f, "\"{field}\": {e}"),
            // size: which input, not why: the engine's reasons in English
            // (`{e}`) are not in the page's wasm otherwise (it says them in
            // its reader's words); with them, 620 B more gzipped (231,017 →
            // 231,640 B, web profile). The error keeps the reason, typed.
            Fault::Setup(e) => write!(
                f,
                "\"{field}\": input {} ({}) cannot be played there",
                e.index, e.token
            ),
            Fault::Other(words) if field.is_empty() => f.write_str(words),
            Fault::Other(words) => write!(f, "\"{field}\": {words}"),
        }
    }
}

impl std::error::Error for FileError {}

/// A file's text read as JSON (the fault names no field).
pub fn parse(text: &str) -> Result<Value, FileError> {
    json::parse(text).map_err(|e| FileError {
        item: None,
        field: "",
        fault: Fault::Json(e),
    })
}

/// One object of a file (the file itself, a step, a puzzle), its fields
/// read by name; `null` counts as absent.
#[derive(Copy, Clone, Debug)]
pub struct Fields<'a> {
    map: &'a Map,
    item: Item,
}

impl<'a> Fields<'a> {
    /// The fields of `v`, which must be an object, found at `item`.
    pub fn new(v: &'a Value, item: Item) -> Result<Fields<'a>, FileError> {
        match v {
            Value::Object(map) => Ok(Fields { map, item }),
            _ => Err(FileError {
                item,
                field: "",
                fault: Fault::Other("not an object".into()),
            }),
        }
    }

    /// The fault `fault` of field `field` here.
    pub fn fault(&self, field: &'static str, fault: Fault) -> FileError {
        FileError {
            item: self.item,
            field,
            fault,
        }
    }

    /// Field `name`, if there (and not `null`).
    pub fn get(&self, name: &'static str) -> Option<&'a Value> {
        self.map.get(name).filter(|v| !v.is_null())
    }

    /// Field `name`, which must be there.
    pub fn need(&self, name: &'static str) -> Result<&'a Value, FileError> {
        self.get(name)
            .ok_or_else(|| self.fault(name, Fault::Missing))
    }

    /// A string field, which must be there.
    pub fn string(&self, name: &'static str) -> Result<&'a str, FileError> {
        let v = self.need(name)?;
        v.as_str()
            .ok_or_else(|| self.fault(name, Fault::NotA("a string")))
    }

    /// A whole number from 0, which must be there.
    pub fn count(&self, name: &'static str) -> Result<u64, FileError> {
        let v = self.need(name)?;
        v.as_u64()
            .ok_or_else(|| self.fault(name, Fault::NotA("a whole number")))
    }

    /// A list, which must be there and hold something.
    pub fn list(&self, name: &'static str) -> Result<&'a [Value], FileError> {
        match self.need(name)?.as_array() {
            None => Err(self.fault(name, Fault::NotA("a list"))),
            Some(items) if items.is_empty() => Err(self.fault(name, Fault::Empty)),
            Some(items) => Ok(items),
        }
    }

    /// A list of contract tokens (strings); absent is none.
    pub fn tokens(&self, name: &'static str) -> Result<Vec<String>, FileError> {
        match self.get(name) {
            None => Ok(vec![]),
            Some(v) => tokens(v).ok_or_else(|| self.fault(name, Fault::NotA("a list of tokens"))),
        }
    }

    /// A list of token lists (at each point of a line, the inputs
    /// accepted), which must be there, hold something, and none of its
    /// lists empty.
    pub fn token_lists(&self, name: &'static str) -> Result<Vec<Vec<String>>, FileError> {
        let mut lists = vec![];
        for v in self.list(name)? {
            match tokens(v) {
                Some(t) if !t.is_empty() => lists.push(t),
                _ => return Err(self.fault(name, Fault::NotA("a list of token lists, none empty"))),
            }
        }
        Ok(lists)
    }

    /// The game named by the `game` field.
    pub fn game(&self) -> Result<Variant, FileError> {
        let id = self.string("game")?;
        id.parse().map_err(|e| self.fault("game", Fault::Rules(e)))
    }

    /// The rules of `variant` with the `options` object's values (strings,
    /// as the puzzle file's contract writes them); absent is the defaults.
    pub fn rules(&self, variant: Variant) -> Result<Rules, FileError> {
        let mut rules = Rules::new(variant);
        let Some(v) = self.get("options") else {
            return Ok(rules);
        };
        let map = v
            .as_object()
            .ok_or_else(|| self.fault("options", Fault::NotA("an object")))?;
        for (key, value) in map.iter() {
            let value = value
                .as_str()
                .ok_or_else(|| self.fault("options", Fault::NotA("an object of strings")))?;
            rules
                .set_option(key, value)
                .map_err(|e| self.fault("options", Fault::Rules(e)))?;
        }
        Ok(rules)
    }

    /// The `position` (a contract state object, as `--position` takes it)
    /// in `rules`, and the `setup` tokens, which must play from it (the
    /// position they lead to is where the step or puzzle opens).
    pub fn start(&self, rules: Rules) -> Result<(Position, Vec<String>), FileError> {
        let pos = position_from_value(rules, self.need("position")?)
            .map_err(|e| self.fault("position", Fault::Position(e)))?;
        let setup = self.tokens("setup")?;
        Game::replay(pos, &setup).map_err(|e| self.fault("setup", Fault::Setup(e)))?;
        Ok((pos, setup))
    }
}

/// A list of strings.
// size: loops rather than `collect` into an `Option` or a `Result`, here and
// in the readers (`token_lists`, `Lesson::read`, `PuzzleFile::read`): the
// page's wasm 950 B smaller gzipped (231,967 → 231,017 B, web profile).
fn tokens(v: &Value) -> Option<Vec<String>> {
    let mut out = vec![];
    for t in v.as_array()? {
        out.push(t.as_str()?.to_string());
    }
    Some(out)
}
