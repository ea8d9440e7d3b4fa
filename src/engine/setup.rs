//! The contract's JSON state object: reading a `--position` with validation,
//! and writing a position out (`docs/contract.md`).

use super::json::{self, object, Map, Value};

use super::board::{Board, ByPlayer, Player};
use super::input::Input;
use super::options::Rules;
use super::position::{Awaiting, Position};
use super::variant::Variant;

/// Why a JSON position was refused: one case per fault, so the page can say
/// each in its reader's language (`ui::texts::setup_error`); `Display` is the
/// command line's English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON (the parser's message).
    Json(String),
    /// JSON, but not an object.
    NotObject,
    /// `rows` is absent.
    RowsMissing,
    /// `rows` or `owners` is not an array.
    NotRows(&'static str),
    /// `rows` or `owners` has the wrong number of rows.
    RowCount(&'static str, usize, usize),
    /// A row is not an array.
    RowNotArray(&'static str, usize),
    /// A row has the wrong number of pits.
    RowLength(&'static str, usize, usize, usize),
    /// A pit's count is not a whole number (where, the value as written).
    NotCount(usize, usize, String),
    /// A pit holds more than the game's seeds (pit, count, total).
    PitOverTotal(String, u64, u32),
    /// A pit over the game's limit (pit, count, limit, game): Urim's 17 (U5).
    PitOverLimit(String, u64, u8, Variant),
    /// An owner is not `"S"` or `"N"` (where, the value as written).
    NotSide(usize, usize, String),
    /// A pit given to the other side in a game where owners never change.
    OwnerFixed(String, Player),
    /// `captured` is not an object.
    CapturedNotObject,
    /// `captured` has a key other than `S` and `N`.
    CapturedKey(String),
    /// A captured count is not a whole number within the game's seeds.
    CapturedCount(String, String),
    /// `to_move` is not `"S"` or `"N"`.
    ToMove(String),
    /// More seeds than the game has (the position's, the game's).
    TooMany(u32, u32),
    /// An `awaiting` whose details the object cannot carry.
    Unloadable(String),
    /// An unknown `awaiting` (the value; whether bonus picks are possible).
    Awaiting(String, bool),
    /// A four-row side denser than it starts ([`side_beyond_opening`]).
    SideBeyond(Player, u32, u32, Variant),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let SetupError::Json(m) = self {
            return write!(f, "position is not valid JSON: {m}");
        }
        f.write_str("bad position: ")?;
        match self {
            SetupError::Json(_) => Ok(()),
            SetupError::NotObject => f.write_str("expected an object"),
            SetupError::RowsMissing => f.write_str("the field rows is required"),
            SetupError::NotRows(name) => write!(f, "{name} must be an array of rows"),
            SetupError::RowCount(name, want, got) => {
                write!(f, "{name} must have {want} rows, not {got}")
            }
            SetupError::RowNotArray(name, i) => write!(f, "{name}[{i}] must be an array"),
            SetupError::RowLength(name, i, want, got) => {
                write!(f, "{name}[{i}] must have {want} pits, not {got}")
            }
            SetupError::NotCount(i, c, v) => {
                write!(f, "rows[{i}][{c}] must be a whole number of seeds, not {v}")
            }
            SetupError::PitOverTotal(pit, n, total) => {
                write!(f, "pit {pit} holds {n} seeds, more than the game's {total}")
            }
            SetupError::PitOverLimit(pit, n, limit, game) => write!(
                f,
                "pit {pit} holds {n} seeds; no {} pit may hold more than {limit} (U5)",
                game.title()
            ),
            SetupError::NotSide(i, c, v) => {
                write!(f, "owners[{i}][{c}] must be \"S\" or \"N\", not {v}")
            }
            SetupError::OwnerFixed(pit, who) => write!(
                f,
                "pit {pit} cannot belong to {who}: only Goré pits change owner"
            ),
            SetupError::CapturedNotObject => {
                f.write_str("captured must be an object {\"S\": n, \"N\": n}")
            }
            SetupError::CapturedKey(k) => write!(f, "captured has an unknown key \"{k}\""),
            SetupError::CapturedCount(k, v) => {
                write!(f, "captured.{k} must be a whole number, not {v}")
            }
            SetupError::ToMove(v) => write!(f, "to_move must be \"S\" or \"N\", not {v}"),
            SetupError::TooMany(total, opening) => write!(
                f,
                "the position holds {total} seeds (board and captured), more than the game's {opening}"
            ),
            SetupError::Unloadable(s) => write!(
                f,
                "awaiting \"{s}\" cannot be loaded: its details are not in the object"
            ),
            SetupError::Awaiting(v, bonus) => write!(
                f,
                "awaiting must be \"move\"{}, not {v}",
                if *bonus { " or \"bonus_pick\"" } else { "" }
            ),
            SetupError::SideBeyond(who, has, start, game) => write!(
                f,
                "{who} holds {has} seeds, more than the {start} a side starts with; \
                 in {} no seed ever crosses to the other side, so no game reaches this position",
                game.title()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// `rows[i]` of the contract is this 1-based row: top row first.
fn row_number(rules: &Rules, i: usize) -> u8 {
    rules.rows() - i as u8
}

/// Reads a contract state object into a position of the given game.
///
/// Only `rows` is required. Everything else defaults as the contract says; the
/// end conditions of the player to move are checked by [`super::Game::from_position`].
pub fn position_from_json(rules: Rules, text: &str) -> Result<Position, SetupError> {
    let v = json::parse(text).map_err(|e| SetupError::Json(e.to_string()))?;
    position_from_value(rules, &v)
}

/// [`position_from_json`] for a state object already read (a lesson's or
/// puzzle's `position`).
pub fn position_from_value(rules: Rules, v: &Value) -> Result<Position, SetupError> {
    let obj = v.as_object().ok_or(SetupError::NotObject)?;
    let mut pos = Position::new(rules);
    let opening_total = pos.total();
    let l = pos.layout;
    let (nrows, ncols) = (rules.rows() as usize, rules.columns() as usize);
    let shape = |name: &'static str, v: &Value| -> Result<Vec<Vec<Value>>, SetupError> {
        let rows = v.as_array().ok_or(SetupError::NotRows(name))?;
        if rows.len() != nrows {
            return Err(SetupError::RowCount(name, nrows, rows.len()));
        }
        rows.iter()
            .enumerate()
            .map(|(i, r)| {
                let r = r.as_array().ok_or(SetupError::RowNotArray(name, i))?;
                if r.len() != ncols {
                    return Err(SetupError::RowLength(name, i, ncols, r.len()));
                }
                Ok(r.clone())
            })
            .collect()
    };

    let rows = shape("rows", obj.get("rows").ok_or(SetupError::RowsMissing)?)?;
    let mut board = Board::empty(l);
    for (i, r) in rows.iter().enumerate() {
        for (c, cell) in r.iter().enumerate() {
            let n = cell
                .as_u64()
                .ok_or_else(|| SetupError::NotCount(i, c, cell.to_string()))?;
            let pit = l.at(c as u8, row_number(&rules, i)).expect("in shape");
            if n > opening_total as u64 {
                return Err(SetupError::PitOverTotal(l.name(pit), n, opening_total));
            }
            if let Some(limit) = rules.variant().pit_limit().filter(|&m| n > m as u64) {
                return Err(SetupError::PitOverLimit(
                    l.name(pit),
                    n,
                    limit,
                    rules.variant(),
                ));
            }
            board.counts[pit.index()] = n as u8;
        }
    }
    if let Some(owners) = obj.get("owners").filter(|v| !v.is_null()) {
        for (i, r) in shape("owners", owners)?.iter().enumerate() {
            for (c, cell) in r.iter().enumerate() {
                let who = cell
                    .as_str()
                    .and_then(Player::from_letter)
                    .ok_or_else(|| SetupError::NotSide(i, c, cell.to_string()))?;
                let pit = l.at(c as u8, row_number(&rules, i)).expect("in shape");
                if !rules.variant().owners_change() && who != l.home_owner(pit) {
                    return Err(SetupError::OwnerFixed(l.name(pit), who));
                }
                board.set_owner(pit, who);
            }
        }
    }
    let mut captured = ByPlayer::<u16>::default();
    if let Some(cap) = obj.get("captured").filter(|v| !v.is_null()) {
        let cap = cap.as_object().ok_or(SetupError::CapturedNotObject)?;
        for (k, v) in cap.iter() {
            let who = Player::from_letter(k).ok_or_else(|| SetupError::CapturedKey(k.clone()))?;
            let n = v
                .as_u64()
                .filter(|&n| n <= opening_total as u64)
                .ok_or_else(|| SetupError::CapturedCount(k.clone(), v.to_string()))?;
            captured[who] = n as u16;
        }
    }
    let to_move = match obj.get("to_move") {
        None | Some(Value::Null) => Player::South,
        Some(v) => v
            .as_str()
            .and_then(Player::from_letter)
            .ok_or_else(|| SetupError::ToMove(v.to_string()))?,
    };
    let total = board.total() + captured.south as u32 + captured.north as u32;
    if total > opening_total {
        return Err(SetupError::TooMany(total, opening_total));
    }
    pos.board = board;
    pos.captured = captured;
    pos.removed = (opening_total - total) as u16;
    pos.to_move = to_move;
    // C6, loaded positions: no game reaches a four-row side denser than it
    // starts, and C6's exact check could run for hours on one.
    if let Some(e) = side_beyond_opening(&pos) {
        return Err(e);
    }
    pos.awaiting = match obj.get("awaiting") {
        None | Some(Value::Null) => Awaiting::Move,
        Some(Value::String(s)) if s == "move" => Awaiting::Move,
        Some(Value::String(s)) if s == "bonus_pick" && rules.variant().has_bonus_picks() => {
            // The picks due: min(bonus option, pickable pits), set just below.
            Awaiting::BonusPick { left: 0 }
        }
        Some(Value::String(s)) if s == "trade_response" || s == "head_choice" => {
            return Err(SetupError::Unloadable(s.clone()))
        }
        Some(v) => {
            return Err(SetupError::Awaiting(
                v.to_string(),
                rules.variant().has_bonus_picks(),
            ))
        }
    };
    if let Awaiting::BonusPick { .. } = pos.awaiting {
        pos.start_picks(rules.tsoro_bonus(), &mut super::event::NoEvents);
    }
    Ok(pos)
}

/// A side of a four-row board whose rows hold more seeds than they started
/// with, or `None`. No game reaches such a position
/// ([`Variant::sides_keep_their_seeds`]), and it is the one kind of position
/// where C6's exact test for endless sowings can run for hours (a side of 82
/// seeds in Bao Kigogo: over 2 × 10⁹ laps without an end or a repeat). So
/// every loaded position is refused with this error (C6, loaded positions):
/// [`position_from_json`] and [`position_from_value`] ask it, and with them
/// `--position`, a record's `Position` header, a link and the editor.
///
/// ```
/// use mancala::engine::{position_from_json, Rules, SetupError, Variant};
/// let rules = Rules::new(Variant::BaoKigogo);
/// let dense = r#"{"rows":[[0,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,0],
///                         [9,9,9,9,9,9,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,2]]}"#;
/// let e = position_from_json(rules, dense).unwrap_err(); // South: 56, opening 46
/// assert!(matches!(e, SetupError::SideBeyond(_, 56, 46, Variant::BaoKigogo)));
/// ```
///
/// [`Variant::sides_keep_their_seeds`]: super::Variant::sides_keep_their_seeds
pub fn side_beyond_opening(pos: &Position) -> Option<SetupError> {
    let rules = pos.rules();
    if !rules.variant().sides_keep_their_seeds() {
        return None;
    }
    let l = pos.layout();
    let side = |p: &Position, who: Player| -> u32 {
        l.pits()
            .filter(|&q| l.home_owner(q) == who)
            .map(|q| p.board().count(q) as u32)
            .sum()
    };
    let opening = Position::new(rules);
    [Player::South, Player::North].into_iter().find_map(|who| {
        let (has, start) = (side(pos, who), side(&opening, who));
        (has > start).then(|| SetupError::SideBeyond(who, has, start, rules.variant()))
    })
}

/// The contract's state object for a position whose legal inputs are `legal`.
pub fn state_json(pos: &Position) -> Value {
    let rules = pos.rules();
    let l = pos.layout();
    let mut options = Map::new();
    for (k, v) in rules.options() {
        let value = match v.parse::<u64>() {
            Ok(n) => n.into(),
            Err(_) => Value::String(v),
        };
        options.insert(k, value);
    }
    let grid = |f: &dyn Fn(super::board::Pit) -> Value| -> Value {
        (0..rules.rows() as usize)
            .map(|i| {
                (0..rules.columns())
                    .map(|c| f(l.at(c, row_number(&rules, i)).expect("on board")))
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
            .into()
    };
    let legal: Vec<String> = pos
        .legal()
        .into_iter()
        .map(|i: Input| i.notation(l))
        .collect();
    let pair = |p: ByPlayer<u16>| object([("S", p.south.into()), ("N", p.north.into())]);
    let letter = |p: Player| Value::from(p.letter().to_string());
    let result = pos.result().map(|o| {
        let mut r = Map::new();
        r.insert(
            "winner",
            o.winner
                .map_or("draw".to_string(), |w| w.letter().to_string()),
        );
        r.insert("score", pair(o.score));
        r.insert("reason", o.reason.phrase());
        if let Some(h) = o.half_points {
            // Match points: 0, ½ or 1 (U12), written as serde_json wrote them.
            let pts = |h: u8| Value::Number(["0", "0.5", "1"][h.min(2) as usize].into());
            r.insert("points", object([("S", pts(h.south)), ("N", pts(h.north))]));
        }
        if rules.variant().has_glory() {
            r.insert("glory", o.glory);
        }
        Value::Object(r)
    });
    let over = pos.result().is_some();
    object([
        ("game", rules.variant().id().into()),
        ("options", options.into()),
        ("rows", grid(&|p| pos.board().count(p).into())),
        ("owners", grid(&|p| letter(pos.board().owner(p)))),
        ("captured", pair(pos.captured())),
        (
            "to_move",
            if over {
                Value::Null
            } else {
                letter(pos.to_move())
            },
        ),
        ("awaiting", pos.awaiting().word().into()),
        ("legal", legal.into()),
        ("in_hand", pos.in_hand().into()),
        ("result", result.into()),
    ])
}
