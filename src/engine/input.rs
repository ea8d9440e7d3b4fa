//! The inputs a player can give, in the contract's notation.

use super::board::{Layout, Pit};
use super::pit_set::PitSet;

/// One input to a game: a sowing, a pass, a Goré trade step, a Tsoro choice or pick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    /// Sow from this pit (all games); written as the pit name.
    Sow(Pit),
    /// Pass (G4, A7); written `pass`.
    Pass,
    /// Goré: offer these pits (G5); written `offer=a1,c1`.
    Offer(PitSet),
    /// Goré: accept the offer (G7).
    Accept,
    /// Goré: decline the offer (G8).
    Decline,
    /// Tsoro: lift the head's stones and go on (T6).
    Continue,
    /// Tsoro: end the move at the head (T6).
    Stop,
    /// Tsoro: take this enemy pit's stones as a bonus (T10); written as the pit name.
    Pick(Pit),
}

/// A token that is not an input of this game at all (bad spelling, unknown pit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadToken(pub String);

impl std::fmt::Display for BadToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl Input {
    /// The contract token for this input on a board of this layout. Offers list
    /// their pits in sowing order from `a1` (the canonical spelling).
    pub fn notation(self, layout: Layout) -> String {
        match self {
            Input::Sow(p) | Input::Pick(p) => layout.name(p),
            Input::Pass => "pass".into(),
            Input::Offer(pits) => format!("offer={}", pits.names(layout)),
            Input::Accept => "accept".into(),
            Input::Decline => "decline".into(),
            Input::Continue => "continue".into(),
            Input::Stop => "stop".into(),
        }
    }

    /// Reads a token; `pit_input` says what a bare pit name means (a sowing, or a
    /// pick while Tsoro's bonus picks are due): ask [`super::Position::parse_input`],
    /// which knows.
    pub(crate) fn parse(
        token: &str,
        layout: Layout,
        pit_input: impl Fn(Pit) -> Input,
    ) -> Result<Input, BadToken> {
        let pit = |name: &str| {
            layout
                .parse(name)
                .ok_or_else(|| BadToken(format!("'{name}' is not a pit of this board")))
        };
        Ok(match token {
            "pass" => Input::Pass,
            "accept" => Input::Accept,
            "decline" => Input::Decline,
            "continue" => Input::Continue,
            "stop" => Input::Stop,
            _ => {
                if let Some(list) = token.strip_prefix("offer=") {
                    let mut pits = PitSet::EMPTY;
                    for name in list.split(',') {
                        let p = pit(name)?;
                        if pits.contains(p) {
                            return Err(BadToken(format!("pit {name} is offered twice")));
                        }
                        pits.insert(p);
                    }
                    Input::Offer(pits)
                } else if token.len() == 2 {
                    pit_input(pit(token)?)
                } else {
                    return Err(BadToken(format!("'{token}' is not an input")));
                }
            }
        })
    }
}
