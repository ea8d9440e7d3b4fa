//! The contract's JSON state object: reading a `--position` with validation,
//! and writing a position out (`docs/contract.md`).

use serde_json::{json, Map, Value};

use super::board::{Board, ByPlayer, Player};
use super::input::Input;
use super::options::Rules;
use super::position::{Awaiting, Position};

/// Why a JSON position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON, or not an object.
    Json(String),
    /// A field has the wrong type, shape or value.
    Field(String),
    /// The seeds do not fit the game (too many, a pit over 17).
    Seeds(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Json(m) => write!(f, "position is not valid JSON: {m}"),
            SetupError::Field(m) | SetupError::Seeds(m) => write!(f, "bad position: {m}"),
        }
    }
}

impl std::error::Error for SetupError {}

fn field(m: impl Into<String>) -> SetupError {
    SetupError::Field(m.into())
}

/// `rows[i]` of the contract is this 1-based row: top row first.
fn row_number(rules: &Rules, i: usize) -> u8 {
    rules.rows() - i as u8
}

/// Reads a contract state object into a position of the given game.
///
/// Only `rows` is required. Everything else defaults as the contract says; the
/// end conditions of the player to move are checked by [`super::Game::from_position`].
pub fn position_from_json(rules: Rules, text: &str) -> Result<Position, SetupError> {
    let v: Value = serde_json::from_str(text).map_err(|e| SetupError::Json(e.to_string()))?;
    let obj = v
        .as_object()
        .ok_or_else(|| SetupError::Json("expected an object".into()))?;
    let mut pos = Position::new(rules);
    let opening_total = pos.total();
    let l = pos.layout;
    let (nrows, ncols) = (rules.rows() as usize, rules.columns() as usize);
    let shape = |name: &str, v: &Value| -> Result<Vec<Vec<Value>>, SetupError> {
        let rows = v
            .as_array()
            .ok_or_else(|| field(format!("{name} must be an array of rows")))?;
        if rows.len() != nrows {
            return Err(field(format!(
                "{name} must have {nrows} rows, not {}",
                rows.len()
            )));
        }
        rows.iter()
            .enumerate()
            .map(|(i, r)| {
                let r = r
                    .as_array()
                    .ok_or_else(|| field(format!("{name}[{i}] must be an array")))?;
                if r.len() != ncols {
                    return Err(field(format!(
                        "{name}[{i}] must have {ncols} pits, not {}",
                        r.len()
                    )));
                }
                Ok(r.clone())
            })
            .collect()
    };

    let rows = shape(
        "rows",
        obj.get("rows")
            .ok_or_else(|| field("the field rows is required"))?,
    )?;
    let mut board = Board::empty(l);
    for (i, r) in rows.iter().enumerate() {
        for (c, cell) in r.iter().enumerate() {
            let n = cell.as_u64().ok_or_else(|| {
                field(format!(
                    "rows[{i}][{c}] must be a whole number of seeds, not {cell}"
                ))
            })?;
            let pit = l.at(c as u8, row_number(&rules, i)).expect("in shape");
            if n > opening_total as u64 {
                return Err(SetupError::Seeds(format!(
                    "pit {} holds {n} seeds, more than the game's {opening_total}",
                    l.name(pit)
                )));
            }
            if let Some(limit) = rules.variant().pit_limit().filter(|&m| n > m as u64) {
                return Err(SetupError::Seeds(format!(
                    "pit {} holds {n} seeds; no {} pit may hold more than {limit} (U5)",
                    l.name(pit),
                    rules.variant().title()
                )));
            }
            board.counts[pit.index()] = n as u8;
        }
    }
    if let Some(owners) = obj.get("owners").filter(|v| !v.is_null()) {
        for (i, r) in shape("owners", owners)?.iter().enumerate() {
            for (c, cell) in r.iter().enumerate() {
                let who = cell.as_str().and_then(Player::from_letter).ok_or_else(|| {
                    field(format!(
                        "owners[{i}][{c}] must be \"S\" or \"N\", not {cell}"
                    ))
                })?;
                let pit = l.at(c as u8, row_number(&rules, i)).expect("in shape");
                if !rules.variant().owners_change() && who != l.home_owner(pit) {
                    return Err(field(format!(
                        "pit {} cannot belong to {who}: only Goré pits change owner",
                        l.name(pit)
                    )));
                }
                board.set_owner(pit, who);
            }
        }
    }
    let mut captured = ByPlayer::<u16>::default();
    if let Some(cap) = obj.get("captured").filter(|v| !v.is_null()) {
        let cap = cap
            .as_object()
            .ok_or_else(|| field("captured must be an object {\"S\": n, \"N\": n}"))?;
        for (k, v) in cap {
            let who = Player::from_letter(k)
                .ok_or_else(|| field(format!("captured has an unknown key {k:?}")))?;
            let n = v
                .as_u64()
                .filter(|&n| n <= opening_total as u64)
                .ok_or_else(|| field(format!("captured.{k} must be a whole number, not {v}")))?;
            captured[who] = n as u16;
        }
    }
    let to_move = match obj.get("to_move") {
        None | Some(Value::Null) => Player::South,
        Some(v) => v
            .as_str()
            .and_then(Player::from_letter)
            .ok_or_else(|| field(format!("to_move must be \"S\" or \"N\", not {v}")))?,
    };
    let total = board.total() + captured.south as u32 + captured.north as u32;
    if total > opening_total {
        return Err(SetupError::Seeds(format!(
            "the position holds {total} seeds (board and captured), more than the game's {opening_total}"
        )));
    }
    pos.board = board;
    pos.captured = captured;
    pos.removed = (opening_total - total) as u16;
    pos.to_move = to_move;
    pos.awaiting = match obj.get("awaiting") {
        None | Some(Value::Null) => Awaiting::Move,
        Some(Value::String(s)) if s == "move" => Awaiting::Move,
        Some(Value::String(s)) if s == "bonus_pick" && rules.variant().has_bonus_picks() => {
            // The picks due: min(bonus option, pickable pits), set just below.
            Awaiting::BonusPick { left: 0 }
        }
        Some(Value::String(s)) if s == "trade_response" || s == "head_choice" => {
            return Err(field(format!(
                "awaiting \"{s}\" cannot be loaded: its details are not in the object"
            )))
        }
        Some(v) => {
            return Err(field(format!(
                "awaiting must be \"move\"{}, not {v}",
                if rules.variant().has_bonus_picks() {
                    " or \"bonus_pick\""
                } else {
                    ""
                }
            )))
        }
    };
    if let Awaiting::BonusPick { .. } = pos.awaiting {
        pos.start_picks(rules.tsoro_bonus(), &mut super::event::NoEvents);
    }
    Ok(pos)
}

/// A side of a four-row board that holds more seeds than it started with, or
/// `None`. No game reaches such a position ([`Variant::sides_keep_their_seeds`]),
/// and it is the one kind of position where C6's exact test for endless
/// sowings can run for hours (a side of 82 seeds in Bao Kigogo: over 2 × 10⁹
/// laps without an end or a repeat). The contract's `--position` still accepts
/// it; the page refuses it with this error, so a link cannot freeze a reader's tab.
///
/// ```
/// use mancala::engine::{position_from_json, side_beyond_opening, Rules, Variant};
/// let rules = Rules::new(Variant::BaoKigogo);
/// let dense = r#"{"rows":[[0,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,0],
///                         [9,9,9,9,9,9,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,2]]}"#;
/// let p = position_from_json(rules, dense).unwrap();
/// assert!(side_beyond_opening(&p).is_some()); // South: 56 seeds, opening 46
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
        (has > start).then(|| {
            SetupError::Seeds(format!(
                "{who} holds {has} seeds, more than the {start} a side starts with; \
                 in {} no seed ever crosses to the other side, so no game reaches this position",
                rules.variant().title()
            ))
        })
    })
}

/// The contract's state object for a position whose legal inputs are `legal`.
pub fn state_json(pos: &Position) -> Value {
    let rules = pos.rules();
    let l = pos.layout();
    let mut options = Map::new();
    for (k, v) in rules.options() {
        let value = v
            .parse::<u64>()
            .map(Value::from)
            .unwrap_or(Value::String(v));
        options.insert(k.to_string(), value);
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
    let pair = |p: ByPlayer<u16>| json!({"S": p.south, "N": p.north});
    let result = pos.result().map(|o| {
        let mut r = Map::new();
        r.insert(
            "winner".into(),
            o.winner
                .map_or("draw".to_string(), |w| w.letter().to_string())
                .into(),
        );
        r.insert("score".into(), pair(o.score));
        r.insert("reason".into(), o.reason.phrase().into());
        if let Some(h) = o.half_points {
            let pts = |h: u8| -> Value {
                match h {
                    0 => 0.into(),
                    1 => 0.5.into(),
                    _ => 1.into(),
                }
            };
            r.insert(
                "points".into(),
                json!({"S": pts(h.south), "N": pts(h.north)}),
            );
        }
        if rules.variant().has_glory() {
            r.insert("glory".into(), o.glory.into());
        }
        Value::Object(r)
    });
    let over = pos.result().is_some();
    json!({
        "game": rules.variant().id(),
        "options": options,
        "rows": grid(&|p| pos.board().count(p).into()),
        "owners": grid(&|p| pos.board().owner(p).letter().to_string().into()),
        "captured": pair(pos.captured()),
        "to_move": if over { Value::Null } else { pos.to_move().letter().to_string().into() },
        "awaiting": pos.awaiting().word(),
        "legal": legal,
        "in_hand": pos.in_hand(),
        "result": result,
    })
}
