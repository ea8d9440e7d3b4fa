//! Parts of the page drawn a frame at a time (issue 26, point 3): when
//! something turns on (the position editor opened, the game back from it,
//! a board of another shape: `ui::board_slices`),
//! what the reader sees first is drawn in one task and laid out in one
//! frame, and each further part once the browser has painted the last.
//! Opening and closing the editor were tasks of 80-115 ms at 4× CPU
//! throttle with all of it at once, and the editor's part under the board,
//! laid out in one frame, 50-57 ms (measured). `app::after_paint` waits for
//! the paints; this decides what is drawn.

/// How many of a page's `parts` are drawn, counted from the last time the
/// trigger `at` took a new value: `None` (nothing to draw: the editor
/// closed) to `Some`, or from one `Some` to another (a board of another
/// shape, `ui::board_slices`).
///
/// ```
/// use mancala::ui::painted::Painted;
/// // The editor: nothing under the board at first, then one part a paint.
/// let mut under = Painted::new(Some(()), 2, false);
/// assert_eq!(under.drawn(), 0);
/// let turn = under.turn();
/// assert!(under.painted(turn));
/// assert!(under.painted(turn));
/// assert_eq!(under.drawn(), 2);
/// assert!(!under.waiting());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Painted<T> {
    at: Option<T>,
    parts: u8,
    drawn: u8,
    turn: u32,
}

impl<T: Copy + PartialEq> Painted<T> {
    /// At the first render: every part drawn where `ready_at_first` (the
    /// page's first render slices itself, `ui::staging`) or where there is
    /// no trigger, none otherwise.
    pub fn new(at: Option<T>, parts: u8, ready_at_first: bool) -> Painted<T> {
        Painted {
            at,
            parts,
            drawn: if ready_at_first || at.is_none() {
                parts
            } else {
                0
            },
            turn: 0,
        }
    }

    /// A render, with the trigger and the number of parts as they are now:
    /// a new trigger starts again from no part drawn (a new turn).
    pub fn render(&mut self, at: Option<T>, parts: u8) {
        if at.is_some() && at != self.at {
            self.drawn = 0;
            self.turn += 1;
        }
        self.at = at;
        self.parts = parts;
        self.drawn = self.drawn.min(parts);
    }

    /// How many parts are drawn.
    pub fn drawn(self) -> u8 {
        self.drawn
    }

    /// Which turn of the trigger the parts drawn belong to.
    pub fn turn(self) -> u32 {
        self.turn
    }

    /// Whether a part waits for the next paint.
    pub fn waiting(self) -> bool {
        self.drawn < self.parts
    }

    /// The browser painted what `turn` drew: one part more, unless the
    /// trigger changed since (that turn waits for its own paints). Whether
    /// anything changed.
    pub fn painted(&mut self, turn: u32) -> bool {
        if turn != self.turn || !self.waiting() {
            return false;
        }
        self.drawn += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_back_from_the_editor_draws_its_side_after_a_paint() {
        // The game's page at first: its own stages slice it, all is drawn.
        let mut side = Painted::new(Some(()), 1, true);
        assert_eq!(side.drawn(), 1);
        // The editor opens: nothing to wait for.
        side.render(None, 1);
        assert!(!side.waiting());
        // It closes: the side waits for the board's paint.
        side.render(Some(()), 1);
        assert_eq!((side.drawn(), side.turn()), (0, 1));
        assert!(side.painted(1));
        assert_eq!(side.drawn(), 1);
        assert!(!side.painted(1), "nothing more to draw");
    }

    #[test]
    fn a_paint_of_an_older_turn_is_not_counted() {
        let mut side = Painted::new(Some(()), 1, true);
        side.render(None, 1);
        side.render(Some(()), 1);
        // Opened and closed again before the first paint came.
        side.render(None, 1);
        side.render(Some(()), 1);
        assert_eq!(side.turn(), 2);
        assert!(!side.painted(1));
        assert_eq!(side.drawn(), 0);
        assert!(side.painted(2));
    }

    #[test]
    fn opened_at_the_start_the_editor_waits_too() {
        // `?mode=edit`: the game's side is not drawn (the editor is on)...
        let side = Painted::<()>::new(None, 1, true);
        assert!(!side.waiting());
        // ...and the editor's parts start from none.
        let under = Painted::new(Some(()), 2, false);
        assert_eq!((under.drawn(), under.waiting()), (0, true));
    }

    #[test]
    fn a_board_of_another_shape_starts_again() {
        // A board mounted anew (not staged): its first slice only.
        let mut insides = Painted::new(Some("4x8"), 1, false);
        assert_eq!(insides.drawn(), 0);
        // The same board again: nothing starts over.
        insides.render(Some("4x8"), 1);
        assert_eq!(insides.turn(), 0);
        assert!(insides.painted(0));
        assert_eq!(insides.drawn(), 1);
        // Another shape: its own slices, from its first.
        insides.render(Some("4x21"), 3);
        assert_eq!((insides.drawn(), insides.turn()), (0, 1));
        assert!(!insides.painted(0), "the older board's paint");
        assert!(insides.painted(1));
        assert_eq!(insides.drawn(), 1);
        assert!(insides.waiting());
    }
}
