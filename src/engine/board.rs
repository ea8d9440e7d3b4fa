//! Players, pits, the board's shape and its sowing rings (C1–C3).

use std::fmt;
use std::ops::{Index, IndexMut};

/// The most pits any board has: Tsoro's 4 × 21.
pub const MAX_PITS: usize = 84;

/// One of the two players (C1). South sits at the bottom and moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player at the bottom of the board; rows 1 (and 2 on four-row boards).
    South,
    /// The player at the top of the board.
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// The contract's letter: `S` or `N`.
    pub fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }

    /// Reads the contract's letter.
    pub fn from_letter(s: &str) -> Option<Player> {
        match s {
            "S" => Some(Player::South),
            "N" => Some(Player::North),
            _ => None,
        }
    }

    /// The player's name in English.
    pub fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per player (a store, a captured count, a flag).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> ByPlayer<T> {
    /// A pair from South's and North's values.
    pub const fn new(south: T, north: T) -> Self {
        ByPlayer { south, north }
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, p: Player) -> &T {
        match p {
            Player::South => &self.south,
            Player::North => &self.north,
        }
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, p: Player) -> &mut T {
        match p {
            Player::South => &mut self.south,
            Player::North => &mut self.north,
        }
    }
}

/// A pit, by its index in the board's storage, which follows the sowing rings:
/// on two-row boards `a1…` then row 2 from the last column back to `a2`; on
/// four-row boards South's ring (rows 1, 2) then North's ring (rows 3, 4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(pub u8);

impl Pit {
    /// The storage index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The shape of a board: how many columns, two or four rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Pits per row.
    pub columns: u8,
    /// Four rows (each player sows around their own two) or two (one ring).
    pub four_rows: bool,
}

impl Layout {
    /// Number of pits on the board.
    pub fn len(self) -> usize {
        self.columns as usize * self.rows() as usize
    }

    /// Always false: boards have pits. Present for clippy's `len` convention.
    pub fn is_empty(self) -> bool {
        false
    }

    /// 2 or 4.
    pub fn rows(self) -> u8 {
        if self.four_rows {
            4
        } else {
            2
        }
    }

    fn ring_len(self) -> u8 {
        2 * self.columns
    }

    /// Every pit, in storage (sowing) order.
    pub fn pits(self) -> impl Iterator<Item = Pit> {
        (0..self.len() as u8).map(Pit)
    }

    /// The next pit in the sowing direction, counter-clockwise (C3).
    #[inline]
    pub fn next(self, p: Pit) -> Pit {
        let ring = self.ring_len();
        let base = if p.0 >= ring { ring } else { 0 };
        Pit(base + (p.0 - base + 1) % ring)
    }

    /// The previous pit (against the sowing direction).
    #[inline]
    pub fn prev(self, p: Pit) -> Pit {
        let ring = self.ring_len();
        let base = if p.0 >= ring { ring } else { 0 };
        Pit(base + (p.0 - base + ring - 1) % ring)
    }

    /// Column (0 = `a`) and row (1-based, C2) of a pit.
    pub fn coords(self, p: Pit) -> (u8, u8) {
        let n = self.columns;
        let (j, first_row) = if p.0 >= 2 * n {
            (p.0 - 2 * n, 3)
        } else {
            (p.0, 1)
        };
        if j < n {
            (j, first_row)
        } else {
            (2 * n - 1 - j, first_row + 1)
        }
    }

    /// The pit at a column (0 = `a`) and row (1-based), if it is on the board.
    pub fn at(self, column: u8, row: u8) -> Option<Pit> {
        let n = self.columns;
        if column >= n || row == 0 || row > self.rows() {
            return None;
        }
        Some(Pit(match row {
            1 => column,
            2 => 2 * n - 1 - column,
            3 => 2 * n + column,
            _ => 4 * n - 1 - column,
        }))
    }

    /// The pit's contract name, e.g. `c1`.
    pub fn name(self, p: Pit) -> String {
        let (c, r) = self.coords(p);
        format!("{}{}", (b'a' + c) as char, r)
    }

    /// Reads a contract pit name (`c1`); `None` if it is not on this board.
    pub fn parse(self, s: &str) -> Option<Pit> {
        let b = s.as_bytes();
        if b.len() != 2 || !b[0].is_ascii_lowercase() || !b[1].is_ascii_digit() {
            return None;
        }
        self.at(b[0] - b'a', b[1] - b'0')
    }

    /// The player who owns this pit at the start of every game (C2, G2).
    pub fn home_owner(self, p: Pit) -> Player {
        let half = if self.four_rows {
            2 * self.columns
        } else {
            self.columns
        };
        if p.0 < half {
            Player::South
        } else {
            Player::North
        }
    }

    /// Whether the pit is in its owner's inner (front) row: rows 2 and 3.
    pub fn is_inner(self, p: Pit) -> bool {
        let (_, r) = self.coords(p);
        self.four_rows && (r == 2 || r == 3)
    }
}

/// Pit counts and owners: the part of a position drawn on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Seeds in each pit, by storage index; entries past the layout's length are 0.
    pub counts: [u8; MAX_PITS],
    /// Bit `i` set when pit `i` belongs to North.
    pub north_owned: u128,
}

impl Board {
    /// An empty board with the standard owners of this layout.
    pub fn empty(layout: Layout) -> Board {
        let mut north_owned = 0u128;
        for p in layout.pits() {
            if layout.home_owner(p) == Player::North {
                north_owned |= 1 << p.0;
            }
        }
        Board {
            counts: [0; MAX_PITS],
            north_owned,
        }
    }

    /// Who owns the pit now.
    #[inline]
    pub fn owner(&self, p: Pit) -> Player {
        if self.north_owned >> p.0 & 1 == 1 {
            Player::North
        } else {
            Player::South
        }
    }

    /// Gives the pit to a player (Goré trades, G7).
    pub fn set_owner(&mut self, p: Pit, who: Player) {
        match who {
            Player::North => self.north_owned |= 1 << p.0,
            Player::South => self.north_owned &= !(1 << p.0),
        }
    }

    /// Seeds in a pit.
    #[inline]
    pub fn count(&self, p: Pit) -> u8 {
        self.counts[p.index()]
    }

    /// Seeds on the whole board.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| c as u32).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c3_two_row_ring_runs_row_one_then_row_two_backwards() {
        let l = Layout {
            columns: 4,
            four_rows: false,
        };
        let mut p = l.parse("a1").unwrap();
        let mut names = vec![];
        for _ in 0..9 {
            names.push(l.name(p));
            p = l.next(p);
        }
        assert_eq!(
            names,
            ["a1", "b1", "c1", "d1", "d2", "c2", "b2", "a2", "a1"]
        );
    }

    #[test]
    fn c3_four_row_rings_stay_on_each_side() {
        let l = Layout {
            columns: 3,
            four_rows: true,
        };
        let walk = |start: &str| {
            let mut p = l.parse(start).unwrap();
            (0..7)
                .map(|_| {
                    let n = l.name(p);
                    p = l.next(p);
                    n
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(walk("a1"), ["a1", "b1", "c1", "c2", "b2", "a2", "a1"]);
        assert_eq!(walk("a3"), ["a3", "b3", "c3", "c4", "b4", "a4", "a3"]);
        for p in l.pits() {
            assert_eq!(l.prev(l.next(p)), p);
            assert_eq!(l.parse(&l.name(p)), Some(p));
        }
        assert_eq!(l.parse("d1"), None);
        assert_eq!(l.parse("a5"), None);
    }
}
