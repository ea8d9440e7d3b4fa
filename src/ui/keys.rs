//! Playing by keyboard, in plain Rust: which pit an arrow key leads to, which
//! pit holds the board's one tab stop, and where the focus goes once a move
//! has played. The board component (`app/board.rs`) and the page's focus
//! keeper (`app/focus.rs`) only carry these answers out.
//!
//! Why a roving tab stop (one Tab stop for the whole board, arrows inside it)
//! rather than every legal pit in the Tab order: a Tsoro board has up to 42
//! legal pits, and the decision buttons (accept, continue, pass…) come after
//! the board, so Tab would be a long walk to them; a screen reader user also
//! needs to reach pits that cannot be chosen, to read the board, and with
//! every pit tabbable that walk would be 84 stops. Every pit stays focusable
//! (`tabindex="-1"` except the tab stop's `"0"`), so a pit never loses its
//! focusability while focused, and arrows reach any pit.

use crate::engine::{Pit, PitSet};

use super::geometry::{Geometry, CELL};

/// A key that moves the focus between pits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// ←: the pit to the left on screen.
    Left,
    /// →: the pit to the right on screen.
    Right,
    /// ↑: the pit above on screen.
    Up,
    /// ↓: the pit below on screen.
    Down,
    /// Home: the leftmost pit of the row on screen.
    RowStart,
    /// End: the rightmost pit of the row on screen.
    RowEnd,
}

impl Step {
    /// The step a `KeyboardEvent.key` asks for, if any.
    pub fn from_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowLeft" => Step::Left,
            "ArrowRight" => Step::Right,
            "ArrowUp" => Step::Up,
            "ArrowDown" => Step::Down,
            "Home" => Step::RowStart,
            "End" => Step::RowEnd,
            _ => return None,
        })
    }
}

/// The pit a step leads to from `from`, as the board is drawn (turned so North
/// is at the bottom, upright on a phone, or neither): the nearest pit on the
/// same screen row (or column) in that direction. `None` at the board's edge
/// (the focus stays: wrapping round would hide where the edge is).
///
/// Reading the drawing's own pit centres means the arrows follow whatever
/// the geometry draws, with no second copy of the turning rules.
pub fn neighbour(g: &Geometry, from: Pit, step: Step) -> Option<Pit> {
    let here = g.pit_centre(from);
    // (across the screen, sign): the axis travelled along and which way.
    let (horizontal, sign) = match step {
        Step::Left | Step::RowStart => (true, -1.0),
        Step::Right | Step::RowEnd => (true, 1.0),
        Step::Up => (false, -1.0),
        Step::Down => (false, 1.0),
    };
    let candidates = g.layout().pits().filter_map(|p| {
        let c = g.pit_centre(p);
        let (dx, dy) = (c.x - here.x, c.y - here.y);
        let (along, across) = if horizontal { (dx, dy) } else { (dy, dx) };
        // Centres of one screen row (or column) differ by well under half a cell.
        (along * sign > 0.0 && across.abs() < CELL / 2.0).then_some((p, along.abs()))
    });
    // Home and End want the farthest pit of the row, arrows the nearest.
    let pick = if matches!(step, Step::RowStart | Step::RowEnd) {
        candidates.max_by(|a, b| a.1.total_cmp(&b.1))
    } else {
        candidates.min_by(|a, b| a.1.total_cmp(&b.1))
    };
    pick.map(|(p, _)| p)
}

/// The pit that holds the board's tab stop: the pit last focused if it may be
/// chosen now, else the first pit that may (in sowing order from `a1`), else
/// the pit last focused, else `a1`. Tabbing into the board thus lands where a
/// choice can be made.
pub fn tab_stop(cursor: Option<Pit>, legal: PitSet) -> Pit {
    cursor
        .filter(|&p| legal.contains(p))
        .or_else(|| legal.iter().next())
        .or(cursor)
        .unwrap_or(Pit(0))
}

/// Where the focus goes once a move has played, or when the focused control
/// went away (a decision button answered, the offer started or made).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A pit of the board.
    Pit(Pit),
    /// The first decision button (accept, continue, pass…).
    FirstButton,
}

/// The focus after a move: the pit last focused if it may be chosen now, else
/// the first pit that may, else the first decision button if there is one
/// (an offer to answer, a head choice, a pass), else the pit last focused (the
/// computer is to move: the reader stays where they were on the board).
pub fn focus_target(cursor: Option<Pit>, legal: PitSet, buttons: bool) -> Target {
    if legal.is_empty() && buttons {
        Target::FirstButton
    } else {
        Target::Pit(tab_stop(cursor, legal))
    }
}

#[cfg(test)]
mod tests;
