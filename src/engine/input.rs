//! The inputs a player can give, in the contract's notation.

use super::board::{Layout, Pit};

/// One input to a game: a sowing, a pass, a Goré trade step, a Tsoro choice or pick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    /// Sow from this pit (all games); written as the pit name.
    Sow(Pit),
    /// Pass (G4, A7); written `pass`.
    Pass,
    /// Goré: offer the pits whose storage bits are set (G5); written `offer=a1,c1`.
    Offer(u8),
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
            Input::Offer(mask) => {
                let names: Vec<String> = (0..8u8)
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| layout.name(Pit(i)))
                    .collect();
                format!("offer={}", names.join(","))
            }
            Input::Accept => "accept".into(),
            Input::Decline => "decline".into(),
            Input::Continue => "continue".into(),
            Input::Stop => "stop".into(),
        }
    }

    /// Reads a token. A pit name reads as a sowing unless `picking` (a Tsoro
    /// position awaiting a bonus pick), where it reads as a pick.
    pub fn parse(token: &str, layout: Layout, picking: bool) -> Result<Input, BadToken> {
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
                    let mut mask = 0u8;
                    for name in list.split(',') {
                        let p = pit(name)?;
                        if p.0 >= 8 {
                            return Err(BadToken(format!("'{name}' cannot be offered")));
                        }
                        if mask >> p.0 & 1 == 1 {
                            return Err(BadToken(format!("pit {name} is offered twice")));
                        }
                        mask |= 1 << p.0;
                    }
                    Input::Offer(mask)
                } else if token.len() == 2 {
                    let p = pit(token)?;
                    if picking {
                        Input::Pick(p)
                    } else {
                        Input::Sow(p)
                    }
                } else {
                    return Err(BadToken(format!("'{token}' is not an input")));
                }
            }
        })
    }
}
