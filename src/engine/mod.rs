//! The rules engine: plain Rust, no web dependency, the same in the page and the
//! `mancala` program. See `docs/rules/` for the rule ids cited throughout.

pub mod ai;
mod board;
mod cycle;
mod event;
pub mod fields;
mod flow;
mod game;
mod games;
mod input;
pub mod json;
mod options;
mod pit_set;
mod position;
mod record;
mod rng;
mod setup;
mod spec;
mod variant;

pub use board::{Board, ByPlayer, Layout, Pit, Player, MAX_PITS};
pub use event::{CaptureCause, Event, NoEvents, Replay, Sink, SkipReason};
pub use game::{Game, ReplayError, ReplayFault};
pub use games::{MAX_OFFER, PIT_LIMIT, PRICE_PER_PIT};
pub use input::{BadToken, Input};
pub use options::{LastFour, Rules, RulesError};
pub use pit_set::PitSet;
pub use position::{Awaiting, EndReason, History, Illegal, Outcome, Position, RepetitionKey};
pub use record::{
    read_resigned, resigned_text, HeaderFault, Record, RecordError, RecordInput, RecordResult,
};
pub use rng::Rng;
pub use setup::{
    position_from_json, position_from_value, side_beyond_opening, state_json, SetupError,
};
pub use spec::{
    AiTuning, BigBoard, Columns, GameSpec, MatchPoints, OptionSpec, Repetition, RuleIds, Shape,
    Weights,
};
pub use variant::Variant;
