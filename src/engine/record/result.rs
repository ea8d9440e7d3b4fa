//! How a record says the game ended: its `Result` header, and the
//! `Termination` header of a game a player gave up (a project addition to the
//! contract's headers, `docs/contract.md`, "Game records").

use std::str::FromStr;

use super::HeaderFault;
use crate::engine::board::Player;
use crate::engine::position::Position;

/// How a record says the game ended: its `Result` header.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordResult {
    /// `S`: South won.
    South,
    /// `N`: North won.
    North,
    /// `draw`.
    Draw,
    /// `*`: unfinished (or unknown).
    Unfinished,
}

impl RecordResult {
    /// Every result, in the contract's order.
    pub const ALL: [RecordResult; 4] = [
        RecordResult::South,
        RecordResult::North,
        RecordResult::Draw,
        RecordResult::Unfinished,
    ];

    /// The header's spelling: `S`, `N`, `draw` or `*`.
    pub fn word(self) -> &'static str {
        match self {
            RecordResult::South => "S",
            RecordResult::North => "N",
            RecordResult::Draw => "draw",
            RecordResult::Unfinished => "*",
        }
    }

    /// The result of a game in this position: [`RecordResult::Unfinished`]
    /// while it goes on.
    pub fn of(pos: &Position) -> RecordResult {
        match pos.result() {
            None => RecordResult::Unfinished,
            Some(o) => match o.winner {
                None => RecordResult::Draw,
                Some(Player::South) => RecordResult::South,
                Some(Player::North) => RecordResult::North,
            },
        }
    }
}

impl FromStr for RecordResult {
    type Err = HeaderFault;
    fn from_str(s: &str) -> Result<Self, HeaderFault> {
        RecordResult::ALL
            .into_iter()
            .find(|r| r.word() == s)
            .ok_or_else(|| HeaderFault::Result(s.to_string()))
    }
}

impl RecordResult {
    /// The result of a game `p` won.
    pub fn won_by(p: Player) -> RecordResult {
        match p {
            Player::South => RecordResult::South,
            Player::North => RecordResult::North,
        }
    }
}

/// The `Termination` header's value for a game `p` gave up: `S resigned` or
/// `N resigned`, the players spelt as `Result` spells them. The wording is
/// part of the contract's project note: written always so, read back so (or
/// with the player's name in full, `South resigned`).
pub fn resigned_text(p: Player) -> String {
    format!("{} resigned", p.letter())
}

/// Who gave up, if a `Termination` value says a player resigned; `None` for
/// any other ending (such a value is kept as an unknown header, and ignored).
pub fn read_resigned(value: &str) -> Option<Player> {
    let who = value.trim().strip_suffix(" resigned")?.trim();
    [Player::South, Player::North]
        .into_iter()
        .find(|p| who == p.letter().to_string() || who == p.name())
}

/// A resignation's `Result`, when given, names the other player.
pub(super) fn check_resigned(
    resigned: Player,
    result: Option<RecordResult>,
) -> Result<(), HeaderFault> {
    match result {
        Some(r) if r != RecordResult::won_by(resigned.other()) => {
            Err(HeaderFault::ResignedResult {
                resigned,
                result: r,
            })
        }
        _ => Ok(()),
    }
}
