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

/// How many slices after the first a board of `total` pits is drawn in:
/// the parts `ui::painted` counts, one a paint.
pub fn later_slices(total: usize) -> u8 {
    let later = total
        .saturating_sub(FIRST_INSIDES)
        .div_ceil(INSIDES_PER_FRAME);
    u8::try_from(later).unwrap_or(u8::MAX)
}

/// How many pits, in storage order, have their insides drawn.
///
/// ```
/// use mancala::ui::board_slices::{later_slices, Insides};
/// // Tsoro 4 × 21: 84 pits, their insides in four frames.
/// let seen: Vec<usize> = (0..=later_slices(84))
///     .map(|later| Insides::after(later, 84).count(84))
///     .collect();
/// assert_eq!(seen, [12, 36, 60, 84]);
/// // Ten pits fit in the first frame: drawn whole at once.
/// assert_eq!(later_slices(10), 0);
/// assert_eq!(Insides::after(0, 10), Insides::ALL);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Insides(usize);

impl Insides {
    /// Every pit's inside: nothing left to draw.
    pub const ALL: Insides = Insides(usize::MAX);

    /// A board of `total` pits drawn anew, once `later` of its slices after
    /// the first are drawn.
    pub fn after(later: u8, total: usize) -> Insides {
        let count = FIRST_INSIDES + INSIDES_PER_FRAME * usize::from(later);
        if count >= total {
            Insides::ALL
        } else {
            Insides(count)
        }
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
        assert_eq!(later_slices(24), 1);
        let first = Insides::after(0, 24);
        assert!(first.has(11) && !first.has(12));
        assert_eq!(Insides::after(1, 24), Insides::ALL);
        // Exactly the first frame's twelve: whole at once.
        assert_eq!(later_slices(12), 0);
        assert_eq!(Insides::after(0, 12), Insides::ALL);
    }

    #[test]
    fn a_whole_board_has_every_pit_and_one_slice_fewer_has_not() {
        assert!(Insides::ALL.has(83));
        let last = Insides::after(2, 84);
        assert_eq!(last.count(84), 60);
        assert!(last.has(59) && !last.has(60));
        // 12 + 24 + 24 + 1: the last slice holds a single pit.
        assert_eq!(later_slices(61), 3);
        assert!(Insides::after(2, 61).has(59) && !Insides::after(2, 61).has(60));
    }
}
