//! The game in progress as the browser keeps it between visits (localStorage,
//! one entry per game, plus which game was played last): the game and its
//! options, the start, every input recorded (undo history included), how many
//! are shown, the seats and the settings. Plain Rust and JSON text; the app
//! only moves the text in and out of storage, and storage that refuses is
//! simply not used. What is written where, and what an unreadable text
//! becomes, is `store`'s; the reader's other choices are `prefs`'s.
//!
//! Versions: a saved game is a JSON object with `"v": 1` (since the first
//! saves). Fields added since are optional, written only where they say
//! something (`"resigned": "S"`), so older texts read as they always did. A page reads every version it knows and no other: a text of an
//! unknown version (a newer page's) or damaged is unreadable, and is set
//! aside rather than written over (`store`).

use crate::engine::json::{self, object, Value};

use crate::engine::{state_json, ByPlayer, Player, Rules, Variant};

use super::settings::{Seat, Speed};
use super::state::AppState;

/// The storage key of a game's saved progress.
pub fn key(variant: Variant) -> String {
    format!("mancala:game:{}", variant.id())
}

/// The storage key of the game of `variant` last set aside (a kept game,
/// `state::kept`), so that it outlives the tab too.
pub fn kept_key(variant: Variant) -> String {
    format!("mancala:kept:{}", variant.id())
}

pub use prefs::LAST_KEY;

/// The version saved games are written in.
pub const VERSION: u64 = 1;

/// A saved game, read back.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// Game and options.
    pub rules: Rules,
    /// The start position as contract JSON, when it was not the opening.
    pub start: Option<String>,
    /// Every input recorded, in contract notation (some may be undone).
    pub inputs: Vec<String>,
    /// How many of them are played.
    pub ply: usize,
    /// Who plays each side.
    pub seats: ByPlayer<Seat>,
    /// Animation speed.
    pub speed: Speed,
    /// The board turns to the player to move.
    pub auto_turn: bool,
    /// Who gave the game up at its last position shown (`"resigned"`,
    /// `"S"` or `"N"`; absent from games not given up, and from every text
    /// written before resigning existed).
    pub resigned: Option<Player>,
}

/// The page's game as saved text.
pub fn save(state: &AppState) -> String {
    save_game(state, state.rules, &state.session)
}

/// A game of `rules` played as `s` as saved text, with the page's seats
/// and settings (a kept game's own are the page's).
pub fn save_game(state: &AppState, rules: Rules, s: &super::session::Session) -> String {
    let mut saved = object([
        ("v", VERSION.into()),
        ("game", rules.variant().id().into()),
        (
            "options",
            rules
                .options()
                .into_iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .into(),
        ),
        (
            "start",
            s.set_up_start().map(|p| state_json(p).to_string()).into(),
        ),
        ("inputs", s.recorded_tokens().into()),
        ("ply", s.ply().into()),
        ("south", state.seats.south.word().into()),
        ("north", state.seats.north.word().into()),
        ("speed", state.speed.word().into()),
        ("auto_turn", state.auto_turn.into()),
    ]);
    // Only where there is one: every other game is written as before.
    if let (Value::Object(m), Some(p)) = (&mut saved, s.resigned()) {
        m.insert("resigned", p.letter().to_string());
    }
    saved.to_string()
}

/// Reads saved text back; anything unreadable is an error (the page then
/// starts afresh, losing nothing it could have used).
pub fn load(text: &str) -> Result<Saved, String> {
    let v: Value = json::parse(text).map_err(|e| format!("saved game unreadable: {e}"))?;
    match v["v"].as_u64() {
        Some(VERSION) => read_v1(&v),
        _ => Err("saved game of another version".into()),
    }
}

/// Reads a saved game of version 1.
fn read_v1(v: &Value) -> Result<Saved, String> {
    let word = |k: &str| {
        v[k].as_str()
            .ok_or_else(|| format!("saved game without {k}"))
    };
    let variant: Variant = word("game")?.parse().map_err(|e| format!("{e}"))?;
    let mut rules = Rules::new(variant);
    for kv in v["options"].as_array().into_iter().flatten() {
        let kv = kv.as_str().ok_or("saved options unreadable")?;
        rules.set_option_str(kv).map_err(|e| format!("{e}"))?;
    }
    let inputs: Vec<String> = v["inputs"]
        .as_array()
        .ok_or("saved game without inputs")?
        .iter()
        .map(|t| {
            t.as_str()
                .map(str::to_string)
                .ok_or("saved input unreadable")
        })
        .collect::<Result<_, _>>()?;
    let seat = |k: &str| word(k).ok().and_then(Seat::parse).unwrap_or(Seat::Human);
    Ok(Saved {
        rules,
        start: v["start"].as_str().map(str::to_string),
        ply: v["ply"].as_u64().map_or(inputs.len(), |n| n as usize),
        inputs,
        seats: ByPlayer {
            south: seat("south"),
            north: seat("north"),
        },
        speed: word("speed")
            .ok()
            .and_then(Speed::parse)
            .unwrap_or_default(),
        auto_turn: v["auto_turn"].as_bool().unwrap_or(false),
        resigned: v["resigned"].as_str().and_then(Player::from_letter),
    })
}

/// Whether the page's game may be written over `stored`, the text kept now
/// under its game's key: yes, unless nothing is played on the page yet and
/// the stored game is one in progress. A fresh board (a link or the editor
/// opened, a stray "New game") never wipes a game in progress out of
/// storage; the new game's first input does, and by then the page keeps the
/// old one too ("Back to my game", `state::kept`).
pub fn may_overwrite(state: &AppState, stored: Option<&str>) -> bool {
    state.session.ply() > 0
        || !stored
            .and_then(|t| load(t).ok())
            .is_some_and(|s| s.restore().in_progress())
}

impl Saved {
    /// The page state it saved (the inputs replayed; the ply shown; the
    /// computer asked if it is its turn). Problems replaying are reported on
    /// the page, as for a link.
    pub fn restore(self) -> AppState {
        let mut state = AppState::new(self.rules, self.speed, self.start.as_deref(), vec![]);
        state.auto_turn = self.auto_turn;
        state = state.with_seats(self.seats);
        state.load_moves(&self.inputs, Some(self.ply));
        if let Some(p) = self.resigned {
            state.resigned_by(p);
        }
        state
    }
}

pub mod frames;
pub mod prefs;
pub mod store;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod migration_tests;

#[cfg(test)]
pub(crate) mod fixtures;
