//! Parts of the page drawn a frame at a time (issue 26, point 3): when
//! something turns on (the position editor opened, the game back from it),
//! what the reader sees first is drawn in one task and laid out in one
//! frame, and each further part once the browser has painted the last.
//! Opening and closing the editor were tasks of 80-115 ms at 4× CPU
//! throttle with all of it at once, and the editor's part under the board,
//! laid out in one frame, 50-57 ms (measured). `app::after_paint` waits for
//! the paints; this decides what is drawn.

/// How many of a page's `parts` are drawn, counted from the last time `on`
/// turned true.
///
/// ```
/// use mancala::ui::painted::Painted;
/// // The editor: nothing under the board at first, then one part a paint.
/// let mut under = Painted::new(true, 2, false);
/// assert_eq!(under.drawn(), 0);
/// let turn = under.turn();
/// assert!(under.painted(turn));
/// assert!(under.painted(turn));
/// assert_eq!(under.drawn(), 2);
/// assert!(!under.waiting());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Painted {
    on: bool,
    parts: u8,
    drawn: u8,
    turn: u32,
}

impl Painted {
    /// At the first render: every part drawn where `ready_at_first` (the
    /// page's first render slices itself, `ui::staging`) or where `on` is
    /// off, none otherwise.
    pub fn new(on: bool, parts: u8, ready_at_first: bool) -> Painted {
        Painted {
            on,
            parts,
            drawn: if ready_at_first || !on { parts } else { 0 },
            turn: 0,
        }
    }

    /// A render, with `on` as it is now: turned true, it starts again from
    /// no part drawn (a new turn).
    pub fn render(&mut self, on: bool) {
        if on && !self.on {
            self.drawn = 0;
            self.turn += 1;
        }
        self.on = on;
    }

    /// How many parts are drawn.
    pub fn drawn(self) -> u8 {
        self.drawn
    }

    /// Which turn of `on` the parts drawn belong to.
    pub fn turn(self) -> u32 {
        self.turn
    }

    /// Whether a part waits for the next paint.
    pub fn waiting(self) -> bool {
        self.drawn < self.parts
    }

    /// The browser painted what `turn` drew: one part more, unless `on`
    /// turned again since (that turn waits for its own paints). Whether
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
        let mut side = Painted::new(true, 1, true);
        assert_eq!(side.drawn(), 1);
        // The editor opens: nothing to wait for.
        side.render(false);
        assert!(!side.waiting());
        // It closes: the side waits for the board's paint.
        side.render(true);
        assert_eq!((side.drawn(), side.turn()), (0, 1));
        assert!(side.painted(1));
        assert_eq!(side.drawn(), 1);
        assert!(!side.painted(1), "nothing more to draw");
    }

    #[test]
    fn a_paint_of_an_older_turn_is_not_counted() {
        let mut side = Painted::new(true, 1, true);
        side.render(false);
        side.render(true);
        // Opened and closed again before the first paint came.
        side.render(false);
        side.render(true);
        assert_eq!(side.turn(), 2);
        assert!(!side.painted(1));
        assert_eq!(side.drawn(), 0);
        assert!(side.painted(2));
    }

    #[test]
    fn opened_at_the_start_the_editor_waits_too() {
        // `?mode=edit`: the game's side is not drawn (the editor is on)...
        let side = Painted::new(false, 1, true);
        assert!(!side.waiting());
        // ...and the editor's parts start from none.
        let under = Painted::new(true, 2, false);
        assert_eq!((under.drawn(), under.waiting()), (0, true));
    }
}
