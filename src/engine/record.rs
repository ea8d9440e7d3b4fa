//! Game records (`docs/contract.md`, "Game records"): header lines
//! `[Key "value"]`, then the inputs in contract notation, with move numbers
//! (`12.`) and `{comments}` allowed between them. [`Record`] reads one
//! (`Record::parse`), replays it into a [`Game`] (`Record::replay`) and writes
//! one (`Display`), the inverse of reading.

use std::fmt;
use std::str::FromStr;

use super::board::Player;
use super::game::{Game, ReplayError};
use super::options::{Rules, RulesError};
use super::position::Position;
use super::setup::{position_from_json, state_json, SetupError};
use super::variant::Variant;

mod result;
mod text;

pub use result::{read_resigned, resigned_text, RecordResult};

/// One input of a record: its contract token and the 1-based line it stands
/// on (`None` for a record made in code).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordInput {
    /// The token, e.g. `c1`, `offer=a1,b1`, `continue`.
    pub token: String,
    /// Where it was read.
    pub line: Option<usize>,
}

impl AsRef<str> for RecordInput {
    fn as_ref(&self) -> &str {
        &self.token
    }
}

/// A game record: the game and its options, an optional start position, the
/// players, date, result, language and who resigned, and the inputs in order.
///
/// Reading checks the headers (`Game` and `Options` required, every option of
/// the game written, the `Position` loadable); the inputs are checked when the
/// record is replayed, since what a token means depends on the state.
///
/// ```
/// use mancala::engine::{Record, RecordResult};
/// let text = r#"[Game "urim"]
/// [Options "pits=6 seeds=3"]
/// [South "Ayşe"]
/// [Event "unknown headers are kept, and ignored"]
///
/// 1. a1 {South opens} 2. f2
/// "#;
/// let record: Record = text.parse().unwrap();
/// assert_eq!(record.south.as_deref(), Some("Ayşe"));
/// assert_eq!(record.other[0].0, "Event");
/// assert_eq!(record.tokens(), ["a1", "f2"]);
/// let game = record.replay().unwrap();
/// assert_eq!(RecordResult::of(game.position()), RecordResult::Unfinished);
/// // Written back, it reads as the same record.
/// let again: Record = record.to_string().parse().unwrap();
/// assert_eq!((again.rules, again.tokens()), (record.rules, record.tokens()));
///
/// let bad = "[Game \"urim\"]\n[Options \"x=1\"]\n".parse::<Record>().unwrap_err();
/// assert_eq!(bad.to_string(), "line 2: header Options: unknown option 'x' for game urim");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game and its options (`Game`, `Options`).
    pub rules: Rules,
    /// Where the game starts (`Position`); `None` for the opening position.
    pub position: Option<Position>,
    /// South's name or level (`South`).
    pub south: Option<String>,
    /// North's name or level (`North`).
    pub north: Option<String>,
    /// `Date`, `YYYY-MM-DD`.
    pub date: Option<String>,
    /// `Result`.
    pub result: Option<RecordResult>,
    /// `Lang`, the language of the comments and names.
    pub lang: Option<String>,
    /// Who gave the game up (`Termination`, `S resigned` or `N resigned`):
    /// the game ends there though the last position is not over, and
    /// `Result`, where given, names the other player. Any other
    /// `Termination` is kept in `other` and ignored.
    pub resigned: Option<Player>,
    /// Headers the contract does not name, in order: kept, never used.
    pub other: Vec<(String, String)>,
    /// The inputs in order.
    pub inputs: Vec<RecordInput>,
}

/// What is wrong with a header's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderFault {
    /// The header stands twice.
    Repeated,
    /// `Game` is not a game id.
    Game(RulesError),
    /// An option of `Options` is unknown, has a bad value or is not `key=value`.
    Option(RulesError),
    /// `Options` leaves out one of the game's options.
    MissingOption(&'static str),
    /// `Options` gives one option twice.
    RepeatedOption(String),
    /// `Position` is not a loadable state object.
    Position(SetupError),
    /// `Result` is not `S`, `N`, `draw` or `*`.
    Result(String),
    /// `Date` is not `YYYY-MM-DD`.
    Date(String),
    /// `Termination` says this player resigned, but `Result` does not name
    /// the other.
    ResignedResult {
        /// Who resigned.
        resigned: Player,
        /// The `Result` given.
        result: RecordResult,
    },
}

impl fmt::Display for HeaderFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderFault::Repeated => f.write_str("it is given twice"),
            HeaderFault::Game(e) | HeaderFault::Option(e) => write!(f, "{e}"),
            HeaderFault::MissingOption(k) => {
                write!(f, "option {k} is missing (every option is written)")
            }
            HeaderFault::RepeatedOption(k) => write!(f, "option {k} is given twice"),
            HeaderFault::Position(e) => write!(f, "{e}"),
            HeaderFault::Result(s) => write!(f, "'{s}' is not S, N, draw or *"),
            HeaderFault::Date(s) => write!(f, "'{s}' is not a date written YYYY-MM-DD"),
            HeaderFault::ResignedResult { resigned, result } => write!(
                f,
                "{} resigned, so the Result is {}, not '{}'",
                resigned.letter(),
                resigned.other().letter(),
                result.word()
            ),
        }
    }
}

/// Why a record could not be read or replayed. Each names its line (1-based)
/// where it has one, and the header or the input's 1-based index; its
/// `Display` is one line to show a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A header line that is not `[Key "value"]`.
    MalformedHeader {
        /// The line.
        line: usize,
    },
    /// A header after the first input.
    HeaderAfterInputs {
        /// The line.
        line: usize,
    },
    /// A `{` whose comment never ends.
    UnclosedComment {
        /// The line of the `{`.
        line: usize,
    },
    /// A `}` outside any comment.
    StrayBrace {
        /// The line.
        line: usize,
    },
    /// A required header (`Game`, `Options`) is absent.
    MissingHeader(&'static str),
    /// A header whose value is wrong.
    Header {
        /// The line.
        line: usize,
        /// The header's key.
        key: String,
        /// What is wrong.
        fault: HeaderFault,
    },
    /// An input that is not legal (or not an input) when it comes.
    Input {
        /// Its line, where the record was read from text.
        line: Option<usize>,
        /// The input's index, token and fault.
        error: ReplayError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::MalformedHeader { line } => {
                write!(f, "line {line}: a header is written [Key \"value\"]")
            }
            RecordError::HeaderAfterInputs { line } => {
                write!(
                    f,
                    "line {line}: a header after the inputs (headers come first)"
                )
            }
            RecordError::UnclosedComment { line } => {
                write!(f, "line {line}: the comment opened by '{{' is never closed")
            }
            RecordError::StrayBrace { line } => {
                write!(f, "line {line}: '}}' closes no comment")
            }
            RecordError::MissingHeader(key) => write!(f, "the header {key} is missing"),
            RecordError::Header { line, key, fault } => {
                write!(f, "line {line}: header {key}: {fault}")
            }
            RecordError::Input {
                line: Some(l),
                error,
            } => write!(f, "line {l}: {error}"),
            RecordError::Input { line: None, error } => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record of these inputs from `position` (`None`: the opening), with no
    /// players, date, result or language yet.
    pub fn new<S: Into<String>>(
        rules: Rules,
        position: Option<Position>,
        tokens: impl IntoIterator<Item = S>,
    ) -> Record {
        Record {
            rules,
            position,
            south: None,
            north: None,
            date: None,
            result: None,
            lang: None,
            resigned: None,
            other: vec![],
            inputs: tokens
                .into_iter()
                .map(|t| RecordInput {
                    token: t.into(),
                    line: None,
                })
                .collect(),
        }
    }

    /// Reads a record; the same as `text.parse::<Record>()`.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let (headers, inputs) = text::split(text)?;
        let find = |key: &'static str| -> Result<Option<&(usize, String, String)>, RecordError> {
            let mut found = headers.iter().filter(|(_, k, _)| k == key);
            let first = found.next();
            match found.next() {
                Some((line, _, _)) => Err(bad(*line, key, HeaderFault::Repeated)),
                None => Ok(first),
            }
        };
        let (line, _, game) = find("Game")?.ok_or(RecordError::MissingHeader("Game"))?;
        let variant: Variant = game
            .trim()
            .parse()
            .map_err(|e| bad(*line, "Game", HeaderFault::Game(e)))?;
        let (line, _, options) = find("Options")?.ok_or(RecordError::MissingHeader("Options"))?;
        let rules = read_options(variant, options).map_err(|e| bad(*line, "Options", e))?;
        let position = match find("Position")? {
            None => None,
            Some((line, _, json)) => Some(
                position_from_json(rules, json)
                    .map_err(|e| bad(*line, "Position", HeaderFault::Position(e)))?,
            ),
        };
        let text_of = |key| -> Result<Option<String>, RecordError> {
            Ok(find(key)?.map(|(_, _, v)| v.clone()))
        };
        let date = match find("Date")? {
            Some((line, _, d)) if !is_date(d.trim()) => {
                return Err(bad(*line, "Date", HeaderFault::Date(d.clone())))
            }
            found => found.map(|(_, _, d)| d.trim().to_string()),
        };
        let result = match find("Result")? {
            None => None,
            Some((line, _, r)) => Some(r.trim().parse().map_err(|e| bad(*line, "Result", e))?),
        };
        let resigned = match find("Termination")? {
            Some((line, _, t)) => match read_resigned(t) {
                Some(p) => {
                    result::check_resigned(p, result).map_err(|e| bad(*line, "Termination", e))?;
                    Some(p)
                }
                None => None,
            },
            None => None,
        };
        Ok(Record {
            rules,
            position,
            south: text_of("South")?,
            north: text_of("North")?,
            date,
            result,
            lang: text_of("Lang")?,
            resigned,
            other: headers
                .into_iter()
                .filter(|(_, k, _)| !KNOWN.contains(&k.as_str()))
                .filter(|(_, k, _)| resigned.is_none() || k != "Termination")
                .map(|(_, k, v)| (k, v))
                .collect(),
            inputs,
        })
    }

    /// Where the game starts: the `Position`, else the opening.
    pub fn start(&self) -> Position {
        self.position.unwrap_or_else(|| Position::new(self.rules))
    }

    /// The inputs' tokens, in order.
    pub fn tokens(&self) -> Vec<&str> {
        self.inputs.iter().map(|i| i.token.as_str()).collect()
    }

    /// The game after every input (with [`Game::replay`]); the error names
    /// the first bad input, its 1-based index and its line.
    pub fn replay(&self) -> Result<Game, RecordError> {
        Game::replay(self.start(), &self.inputs).map_err(|error| RecordError::Input {
            line: self.inputs.get(error.index - 1).and_then(|i| i.line),
            error,
        })
    }
}

impl FromStr for Record {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Self, RecordError> {
        Record::parse(s)
    }
}

/// The headers the contract names (any other is kept and ignored; so is a
/// `Termination` that is no resignation).
const KNOWN: [&str; 8] = [
    "Game", "Options", "Position", "South", "North", "Date", "Result", "Lang",
];

fn bad(line: usize, key: &str, fault: HeaderFault) -> RecordError {
    RecordError::Header {
        line,
        key: key.to_string(),
        fault,
    }
}

/// `Options`: every option of the game, once each, `key=value` by spaces.
fn read_options(variant: Variant, text: &str) -> Result<Rules, HeaderFault> {
    let mut rules = Rules::new(variant);
    let mut seen: Vec<&str> = vec![];
    for kv in text.split_whitespace() {
        rules.set_option_str(kv).map_err(HeaderFault::Option)?;
        let key = kv.split_once('=').map_or(kv, |(k, _)| k);
        if seen.contains(&key) {
            return Err(HeaderFault::RepeatedOption(key.to_string()));
        }
        seen.push(key);
    }
    match variant
        .option_specs()
        .iter()
        .find(|s| !seen.contains(&s.key))
    {
        Some(missing) => Err(HeaderFault::MissingOption(missing.key)),
        None => Ok(rules),
    }
}

/// `YYYY-MM-DD` with a month 01–12 and a day 01–31.
fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    if !(digits(0..4) && digits(5..7) && digits(8..10)) {
        return false;
    }
    let two = |i: usize| (b[i] - b'0') * 10 + (b[i + 1] - b'0');
    (1..=12).contains(&two(5)) && (1..=31).contains(&two(8))
}

/// The `Position` header's value: the loadable fields of the state object,
/// on one line.
fn position_text(pos: &Position) -> String {
    let state = state_json(pos);
    let mut out = super::json::Map::new();
    for key in ["rows", "owners", "captured", "to_move", "awaiting"] {
        out.insert(key, state[key].clone());
    }
    super::json::Value::Object(out).to_string()
}

impl fmt::Display for Record {
    /// The record as text: the headers (`Game`, `Options`, then those given,
    /// then the others), a blank line, and the inputs with a number before
    /// each turn (a run of inputs by one player), about 80 columns a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let options: Vec<String> = self
            .rules
            .options()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let mut headers: Vec<(&str, String)> = vec![
            ("Game", self.rules.variant().id().to_string()),
            ("Options", options.join(" ")),
        ];
        if let Some(p) = &self.position {
            headers.push(("Position", position_text(p)));
        }
        let named = [
            ("South", &self.south),
            ("North", &self.north),
            ("Date", &self.date),
        ];
        headers.extend(named.iter().filter_map(|(k, v)| Some((*k, (*v).clone()?))));
        if let Some(r) = self.result {
            headers.push(("Result", r.word().to_string()));
        }
        if let Some(l) = &self.lang {
            headers.push(("Lang", l.clone()));
        }
        if let Some(p) = self.resigned {
            headers.push(("Termination", resigned_text(p)));
        }
        headers.extend(self.other.iter().map(|(k, v)| (k.as_str(), v.clone())));
        for (k, v) in headers {
            writeln!(f, "[{k} \"{}\"]", v.replace('\n', " "))?;
        }
        if !self.inputs.is_empty() {
            writeln!(f)?;
            for line in text::movetext(self.start(), &self.tokens()) {
                writeln!(f, "{line}")?;
            }
        }
        Ok(())
    }
}
