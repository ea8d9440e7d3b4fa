//! A board drawn anew once the page is on screen (the position editor
//! opened or closed, another game's board) in slices (issue 26, point 3).
//! Drawn whole, Tsoro's 4 × 21 board made the click that opened the editor
//! one task of 66–91 ms at 4× CPU throttle, and the frame after it another
//! of 68–90 ms (its style and layout), measured; closing the editor 70–183
//! ms. So every pit's element comes at once, with its contract hooks
//! (`data-pit`, `data-count`, …: a test or a screen reader reads the whole
//! board at once), and the pits' insides (hole, seeds, name, count) a slice
//! a frame, each frame laying out only its own slice. The page's first
//! render slices its board in its own way (`ui::staging`), whole pits a
//! stage at a time while the board is not yet on screen.

/// How many pits' insides the first frame draws: it also draws the rest of
/// what changed (the editor's controls, the game's status), so fewer.
pub const FIRST_INSIDES: usize = 12;

/// How many pits' insides each later frame draws: about 20 ms of work at 4×
/// CPU throttle with their style and layout (a pit's inside is four to
/// seven SVG elements).
pub const INSIDES_PER_FRAME: usize = 24;

/// How many pits, in storage order, have their insides drawn.
///
/// ```
/// use mancala::ui::board_slices::Insides;
/// // Tsoro 4 × 21: 84 pits, their insides in four frames.
/// let mut drawn = Insides::first(84);
/// let mut seen = vec![drawn.count(84)];
/// while let Some(next) = drawn.next(84) {
///     drawn = next;
///     seen.push(drawn.count(84));
/// }
/// assert_eq!(seen, [12, 36, 60, 84]);
/// // Ten pits fit in the first frame: drawn whole at once.
/// assert_eq!(Insides::first(10), Insides::ALL);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Insides(usize);

impl Insides {
    /// Every pit's inside: nothing left to draw.
    pub const ALL: Insides = Insides(usize::MAX);

    /// The first frame of a board of `total` pits drawn anew.
    pub fn first(total: usize) -> Insides {
        if total <= FIRST_INSIDES {
            Insides::ALL
        } else {
            Insides(FIRST_INSIDES)
        }
    }

    /// The next frame's, or `None` once every inside is drawn.
    pub fn next(self, total: usize) -> Option<Insides> {
        if self == Insides::ALL {
            return None;
        }
        let more = self.0 + INSIDES_PER_FRAME;
        Some(if more >= total {
            Insides::ALL
        } else {
            Insides(more)
        })
    }

    /// How many of a board's `total` pits have their insides drawn.
    pub fn count(self, total: usize) -> usize {
        self.0.min(total)
    }

    /// Whether the pit at storage `index` has its inside drawn.
    pub fn has(self, index: usize) -> bool {
        index < self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_just_over_one_frame_takes_two() {
        // Anywoli's 24 pits: 12, then the other 12 with everything.
        let first = Insides::first(24);
        assert!(first.has(11) && !first.has(12));
        assert_eq!(first.next(24), Some(Insides::ALL));
        assert_eq!(Insides::ALL.next(24), None);
        // Exactly the first frame's twelve: whole at once.
        assert_eq!(Insides::first(12), Insides::ALL);
    }

    #[test]
    fn a_whole_board_has_every_pit_and_one_slice_fewer_has_not() {
        assert!(Insides::ALL.has(83));
        let last = Insides::first(84).next(84).and_then(|i| i.next(84));
        assert_eq!(last.map(|i| i.count(84)), Some(60));
        assert!(last.is_some_and(|i| i.has(59) && !i.has(60)));
    }
}
