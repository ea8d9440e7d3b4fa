//! The player's settings, whatever carries them (the address, the saved
//! preferences, the menus): the animation `Speed`, the colour `Theme`, and who
//! sits on each side (`Seat`, `DEFAULT_SEATS`), with their contract words and
//! labels.

use crate::engine::ai::Level;
use crate::engine::ByPlayer;

/// How fast sowings are played back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Speed {
    /// One seed every 400 ms.
    Slow,
    /// One seed every 180 ms (default).
    #[default]
    Normal,
    /// One seed every 60 ms.
    Fast,
    /// No animation: moves settle at once.
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The URL and menu word.
    pub fn word(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// Milliseconds per animation step (0 for instant).
    pub fn step_ms(self) -> u32 {
        match self {
            Speed::Slow => 400,
            Speed::Normal => 180,
            Speed::Fast => 60,
            Speed::Instant => 0,
        }
    }

    /// Reads a speed word.
    pub fn parse(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|v| v.word() == s)
    }
}

/// The colour theme (`theme=`): the system's, or one chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// Follow the system (`prefers-color-scheme`).
    #[default]
    Auto,
    /// Light, whatever the system says.
    Light,
    /// Dark, whatever the system says.
    Dark,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The URL word.
    pub fn word(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Reads a URL word; `None` for anything else.
    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.word() == s)
    }
}

/// Who plays one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person at the board.
    Human,
    /// The computer at a level (the product's four: beginner to hard).
    Computer(Level),
}

impl Seat {
    /// The choices offered on the page, human first (the baselines `random`
    /// and `greedy` are for benchmarks, not players).
    pub const ALL: [Seat; 5] = [
        Seat::Human,
        Seat::Computer(Level::Beginner),
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Medium),
        Seat::Computer(Level::Hard),
    ];

    /// The contract's word (`human` or a level), for `?south=`, `?north=`
    /// and `data-south`, `data-north`.
    pub fn word(self) -> &'static str {
        match self {
            Seat::Human => "human",
            Seat::Computer(l) => l.id(),
        }
    }

    /// Reads a contract word; `None` for anything else (the baselines too).
    pub fn parse(s: &str) -> Option<Seat> {
        Seat::ALL.into_iter().find(|seat| seat.word() == s)
    }

    /// The words on the page: "Human", "Computer: Medium".
    pub fn label(self) -> &'static str {
        match self {
            Seat::Human => "Human",
            Seat::Computer(Level::Beginner) => "Computer: Beginner",
            Seat::Computer(Level::Easy) => "Computer: Easy",
            Seat::Computer(Level::Medium) => "Computer: Medium",
            Seat::Computer(Level::Hard) => "Computer: Hard",
            Seat::Computer(Level::Random) => "Computer: Random",
            Seat::Computer(Level::Greedy) => "Computer: Greedy",
        }
    }

    /// The level, for a computer.
    pub fn level(self) -> Option<Level> {
        match self {
            Seat::Human => None,
            Seat::Computer(l) => Some(l),
        }
    }
}

/// The seats of a page opened without `south=` or `north=`.
pub const DEFAULT_SEATS: ByPlayer<Seat> = ByPlayer {
    south: Seat::Human,
    north: Seat::Computer(Level::Medium),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_words_round_trip_and_refuse_the_baselines() {
        for s in Seat::ALL {
            assert_eq!(Seat::parse(s.word()), Some(s));
        }
        assert_eq!(Seat::parse("medium"), Some(Seat::Computer(Level::Medium)));
        assert_eq!(Seat::parse("human"), Some(Seat::Human));
        // The baselines are for benchmarks; the page offers the four levels.
        assert_eq!(Seat::parse("random"), None);
        assert_eq!(Seat::parse("Hard"), None);
    }
}
