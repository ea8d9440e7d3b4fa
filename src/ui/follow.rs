//! Whether the move list's box follows its newest turn. It follows while
//! it shows its end, and stops when the reader scrolls up to an older turn.
//!
//! The page's own scroll to the end comes back as a scroll event a frame
//! later, and by then the list may have grown again (two computers at
//! instant speed: Yew may yield between drawing a turn and running the
//! effect that scrolls to it). Read as the reader's, that late echo would
//! find the box short of its end and stop the following for good; so a
//! scroll event at the very offset the page set can only start the
//! following, never stop it.

/// The follow state of one scroll box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follow {
    following: bool,
    /// The offset the page last scrolled the box to.
    set_top: Option<i32>,
    /// The list grew and the page scrolls it to its end at the next frame:
    /// a scroll event before then reads the grown list against the old
    /// offset, which is not the reader's doing.
    pending: bool,
}

impl Default for Follow {
    fn default() -> Self {
        Self::new()
    }
}

/// How far short of its end (CSS pixels) a box still counts as showing it.
const SLACK: i32 = 8;

impl Follow {
    /// A new box follows its end.
    pub const fn new() -> Self {
        Follow {
            following: true,
            set_top: None,
            pending: false,
        }
    }

    /// Whether a grown list is scrolled to its end.
    ///
    /// ```
    /// use mancala::ui::follow::Follow;
    /// let mut f = Follow::new();
    /// assert!(f.follows());
    /// f.on_scroll(0, 200, 1000); // the reader scrolled to the top
    /// assert!(!f.follows());
    /// ```
    pub const fn follows(&self) -> bool {
        self.following
    }

    /// The list grew while following: the page scrolls it to its end at
    /// the next frame ([`Follow::scrolled_by_page`], or
    /// [`Follow::not_scrolled`] where the list is gone by then).
    pub fn will_scroll(&mut self) {
        self.pending = true;
    }

    /// The page scrolled the box to `top` (its end, as clamped by the browser).
    pub fn scrolled_by_page(&mut self, top: i32) {
        self.set_top = Some(top);
        self.pending = false;
    }

    /// The scroll the page meant to make did not happen.
    pub fn not_scrolled(&mut self) {
        self.pending = false;
    }

    /// A scroll event: the box's offset, visible height and whole height.
    pub fn on_scroll(&mut self, top: i32, client: i32, height: i32) {
        if self.pending {
            return;
        }
        let at_end = top + client >= height - SLACK;
        if self.set_top == Some(top) {
            // The echo of the page's own scroll (or the reader back at it).
            self.following |= at_end;
        } else {
            self.following = at_end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_late_echo_of_the_pages_scroll_keeps_the_following() {
        // 10 turns of 24 px in a 200 px box: the page scrolls to 40.
        let mut f = Follow::new();
        f.scrolled_by_page(40);
        // An 11th turn is drawn before the echo arrives: 264 px high now.
        f.on_scroll(40, 200, 264);
        assert!(f.follows(), "the page's own scroll is not the reader's");
    }

    #[test]
    fn a_scroll_event_between_growth_and_the_pages_scroll_is_not_the_reader() {
        // At the end of 10 turns of 24 px in a 200 px box: 40.
        let mut f = Follow::new();
        f.on_scroll(40, 200, 240);
        assert!(f.follows());
        // An 11th turn drawn; the page will scroll at the next frame, but
        // that frame's scroll event (of the reader's own scroll to 40)
        // comes first and finds the box 24 px short of its new end.
        f.will_scroll();
        f.on_scroll(40, 200, 264);
        assert!(f.follows(), "the growth, not the reader");
        f.scrolled_by_page(64);
        f.on_scroll(64, 200, 264);
        assert!(f.follows());
        // Once the page has scrolled, the reader's scrolls count again.
        f.on_scroll(0, 200, 264);
        assert!(!f.follows());
        // A scroll the page did not make (the list gone) stops waiting.
        let mut g = Follow::new();
        g.will_scroll();
        g.not_scrolled();
        g.on_scroll(0, 200, 264);
        assert!(!g.follows());
    }

    #[test]
    fn the_reader_scrolling_up_stops_it_and_back_down_starts_it() {
        let mut f = Follow::new();
        f.scrolled_by_page(40);
        f.on_scroll(40, 200, 240);
        f.on_scroll(0, 200, 240);
        assert!(!f.follows(), "scrolled up to the first turn");
        f.on_scroll(16, 200, 240);
        assert!(!f.follows(), "still 24 px short of the end");
        f.on_scroll(36, 200, 240);
        assert!(f.follows(), "within 8 px of the end");
    }

    #[test]
    fn back_at_the_pages_offset_after_growth_is_not_the_end() {
        let mut f = Follow::new();
        f.scrolled_by_page(40);
        f.on_scroll(0, 200, 240);
        // Two turns later (288 px), the reader stops at 40: short of the end.
        f.on_scroll(40, 200, 288);
        assert!(!f.follows());
        // Back at the page's offset while it is the end: following again.
        let mut g = Follow::new();
        g.scrolled_by_page(40);
        g.on_scroll(0, 200, 240);
        g.on_scroll(40, 200, 240);
        assert!(g.follows());
    }
}
