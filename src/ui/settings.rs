//! The player's settings, whatever carries them (the address, the saved
//! preferences, the menus): the animation `Speed`, the colour `Theme`, and who
//! sits on each side (`Seat`, `DEFAULT_SEATS`, the reader's `Levels` per
//! game), with their contract words and labels.

use crate::engine::ai::Level;
use crate::engine::{ByPlayer, Variant};

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

/// The seats the address reads from: a side it leaves out while naming
/// the other (`?south=easy` seats North at Medium). A page whose address
/// names neither seats the reader against their own level instead
/// ([`Levels::seats`]).
pub const DEFAULT_SEATS: ByPlayer<Seat> = ByPlayer {
    south: Seat::Human,
    north: Seat::Computer(Level::Medium),
};

/// The level a reader meets in a game they never played against the
/// computer: the gentlest (contract, "Opponents, hints").
pub const FIRST_LEVEL: Level = Level::Beginner;

/// The reader's level in each game: the level of the computer they last
/// chose or played against there (`None`: never).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Levels([Option<Level>; Variant::ALL.len()]);

impl Levels {
    fn index(v: Variant) -> usize {
        Variant::ALL.iter().position(|&x| x == v).unwrap_or(0)
    }

    /// The level kept for `v`, if the reader ever had one there.
    pub fn known(&self, v: Variant) -> Option<Level> {
        self.0[Levels::index(v)]
    }

    /// The level the reader meets in `v`: theirs, else [`FIRST_LEVEL`].
    pub fn get(&self, v: Variant) -> Level {
        self.known(v).unwrap_or(FIRST_LEVEL)
    }

    /// Keeps `level` as the reader's in `v`.
    pub fn set(&mut self, v: Variant, level: Level) {
        self.0[Levels::index(v)] = Some(level);
    }

    /// These levels with `level` as the reader's in `v`.
    pub fn with(mut self, v: Variant, level: Level) -> Levels {
        self.set(v, level);
        self
    }

    /// The seats of a page whose address names none: the reader South
    /// against the computer at their level in `v`.
    pub fn seats(&self, v: Variant) -> ByPlayer<Seat> {
        ByPlayer {
            south: Seat::Human,
            north: Seat::Computer(self.get(v)),
        }
    }
}

/// The computer's level when one side is the reader's and the other the
/// computer's (a game between two people, or two computers, has none).
pub fn reader_level(seats: ByPlayer<Seat>) -> Option<Level> {
    match (seats.south, seats.north) {
        (Seat::Human, Seat::Computer(l)) | (Seat::Computer(l), Seat::Human) => Some(l),
        _ => None,
    }
}

/// `seats` with the computer facing the reader at `level` (the same seats
/// when they are not one reader against the computer).
pub fn at_level(seats: ByPlayer<Seat>, level: Level) -> ByPlayer<Seat> {
    let mut seats = seats;
    if reader_level(seats).is_some() {
        for side in [&mut seats.south, &mut seats.north] {
            if let Seat::Computer(l) = side {
                *l = level;
            }
        }
    }
    seats
}

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

    #[test]
    fn a_game_never_played_meets_beginner_and_each_game_keeps_its_level() {
        let mut levels = Levels::default();
        for v in Variant::ALL {
            assert_eq!(levels.known(v), None);
            assert_eq!(levels.get(v), Level::Beginner);
        }
        levels.set(Variant::Urim, Level::Hard);
        assert_eq!(levels.get(Variant::Urim), Level::Hard);
        assert_eq!(levels.get(Variant::Tsoro), Level::Beginner);
        let urim = levels.seats(Variant::Urim);
        assert_eq!(
            (urim.south, urim.north),
            (Seat::Human, Seat::Computer(Level::Hard))
        );
    }

    #[test]
    fn the_readers_level_is_the_computer_facing_one_human() {
        let h = Seat::Human;
        let c = |l| Seat::Computer(l);
        let seats = |south, north| ByPlayer { south, north };
        assert_eq!(reader_level(seats(h, c(Level::Easy))), Some(Level::Easy));
        assert_eq!(reader_level(seats(c(Level::Hard), h)), Some(Level::Hard));
        assert_eq!(reader_level(seats(h, h)), None);
        assert_eq!(reader_level(seats(c(Level::Easy), c(Level::Hard))), None);
        // Moving the level moves only the computer facing the reader.
        let moved = at_level(seats(c(Level::Medium), h), Level::Beginner);
        assert_eq!((moved.south, moved.north), (c(Level::Beginner), h));
        let two = seats(c(Level::Easy), c(Level::Hard));
        assert_eq!(at_level(two, Level::Beginner), two);
    }
}
