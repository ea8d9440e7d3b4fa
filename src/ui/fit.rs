//! How big the board is drawn, and which way up (issue 24): the whole board
//! and the status line belong in the first screen, on a 390 × 844 phone as
//! on a desktop or a phone on its side. The page keeps [`PAGE_CHROME`] of
//! the screen's height for its header, status line and controls; the board
//! gets the rest, lying down as the articles draw it, or upright where
//! lying down would draw its pits smaller than a fingertip and upright
//! draws them larger.

use crate::engine::Layout;

use super::geometry::{Geometry, CELL};
use super::view::Viewport;

/// CSS pixels of a screen's height the page keeps for what is not the
/// board on a screen wider than [`NARROW`]: the header line (44), the
/// status (the prompt and the last move's line, kept when empty so that the
/// board does not move: 60), Goré's row of offer button and reason (32),
/// the row of controls (40) and the gaps between them (measured at 844 ×
/// 390 and 1280 × 800, `tests/e2e/first-screen.test.mjs`).
pub const PAGE_CHROME: f64 = 184.0;

/// The same on a narrow screen, where words wrap more: the header line
/// (40), a prompt of up to 3 lines (72), a row of decisions (44), the row
/// of controls (44) and the gaps (measured at 390 × 844 in Turkish, on a
/// Tsoro head choice).
pub const NARROW_CHROME: f64 = 236.0;

/// A screen this wide or narrower is a phone held upright (`style.css`
/// uses the same width).
pub const NARROW: f64 = 600.0;

/// What the page keeps of this window's height for what is not the board.
pub fn chrome(v: Viewport) -> f64 {
    if v.width <= NARROW {
        NARROW_CHROME
    } else {
        PAGE_CHROME
    }
}

/// The same in a frame: one line of status and one row of controls.
pub const FRAME_CHROME: f64 = 44.0;

/// A pit's cell (CSS pixels) a fingertip hits without a second try: a
/// board lying down with smaller pits stands upright if that is larger.
pub const COMFORTABLE_CELL: f64 = 40.0;

/// Never drawn narrower or lower than this (CSS pixels): a tiny window
/// scrolls rather than shrinking the pits away.
pub const MIN_SIDE: f64 = 160.0;

/// The page's side column beside boards of up to [`SIDE_MAX_COLUMNS`]
/// columns on screens wider than [`SIDE_FROM`] pixels (`style.css`: 19rem
/// and a 1rem gap).
pub const SIDE_COLUMN: f64 = 320.0;

/// Screens wider than this put the side column beside the board.
pub const SIDE_FROM: f64 = 900.0;

/// Boards of more columns than this take the page's whole width.
pub const SIDE_MAX_COLUMNS: u8 = 12;

/// The page's column is never wider than this (CSS pixels, `style.css`).
pub const PAGE_MAX_WIDTH: f64 = 1500.0;

/// The page's padding on both sides together (CSS pixels).
pub const PAGE_PADDING: f64 = 32.0;

/// A frame's padding on both sides together (CSS pixels).
pub const FRAME_PADDING: f64 = 8.0;

/// How a board is drawn on a screen.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Fit {
    /// Upright: columns running down the page.
    pub upright: bool,
    /// The board's width in CSS pixels.
    pub width: f64,
    /// One pit's cell in CSS pixels (the pit's circle is 84% of it).
    pub cell: f64,
}

/// The room for the board: the page's column (or the frame) less what the
/// page keeps beside and above it.
fn room(layout: Layout, v: Viewport, frame: bool) -> (f64, f64) {
    if frame {
        return (
            (v.width - FRAME_PADDING).max(1.0),
            (v.height - FRAME_CHROME).max(1.0),
        );
    }
    let mut width = v.width.min(PAGE_MAX_WIDTH) - PAGE_PADDING;
    if v.width > SIDE_FROM && layout.columns <= SIDE_MAX_COLUMNS {
        width -= SIDE_COLUMN;
    }
    (width.max(MIN_SIDE), (v.height - chrome(v)).max(MIN_SIDE))
}

/// How `layout` is drawn in a window (or a frame) of this size.
///
/// ```
/// use mancala::engine::{Position, Rules, Variant};
/// use mancala::ui::fit::fit;
/// use mancala::ui::view::Viewport;
///
/// let phone = Viewport { width: 390.0, height: 844.0 };
/// let urim = Position::new(Rules::new(Variant::Urim)).layout();
/// let f = fit(urim, phone, false);
/// assert!(!f.upright && f.cell > 40.0);
/// ```
pub fn fit(layout: Layout, v: Viewport, frame: bool) -> Fit {
    let (w, h) = room(layout, v, frame);
    let lying = Geometry::new(layout, false);
    let up = lying.upright(true);
    let scale = |g: Geometry| (w / g.width()).min(h / g.height());
    let upright = scale(lying) * CELL < COMFORTABLE_CELL && scale(up) > scale(lying);
    let g = if upright { up } else { lying };
    let s = scale(g);
    Fit {
        upright,
        width: s * g.width(),
        cell: s * CELL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules, Variant};

    fn layout(v: Variant, options: &[(&str, &str)]) -> Layout {
        let mut r = Rules::new(v);
        for (k, val) in options {
            r.set_option(k, val).unwrap();
        }
        Position::new(r).layout()
    }

    const PHONE: Viewport = Viewport {
        width: 390.0,
        height: 844.0,
    };

    #[test]
    fn a_phone_draws_short_boards_lying_down_and_long_ones_upright() {
        // Urim 2 × 6 on a phone: 358 px for 32 + 220 + 600 = 852 units
        // across, 232 units high: the width decides, 358 / 852 = 0.42.
        let urim = fit(layout(Variant::Urim, &[]), PHONE, false);
        assert!(!urim.upright);
        assert!((urim.width - 358.0).abs() < 1e-9, "{}", urim.width);
        assert!((urim.cell - 100.0 * 358.0 / 852.0).abs() < 1e-9);
        // Tsoro 4 × 21: lying down 358 / 2352 = 0.152 a unit; upright the
        // height decides, (844 - 236) / 2352 = 0.259: upright, 432 units
        // wide = 111.7 px, cells of 25.9 px.
        let tsoro = fit(layout(Variant::Tsoro, &[("columns", "21")]), PHONE, false);
        assert!(tsoro.upright);
        assert!((tsoro.width - 432.0 * 608.0 / 2352.0).abs() < 1e-9);
        assert!(tsoro.cell >= 24.0, "{}", tsoro.cell);
    }

    #[test]
    fn the_whole_board_fits_the_first_screen_at_every_size_asked() {
        let sizes = [
            (390.0, 844.0),
            (844.0, 390.0),
            (768.0, 1024.0),
            (1280.0, 800.0),
        ];
        for v in Variant::ALL {
            let l = Position::new(Rules::new(v)).layout();
            for (width, height) in sizes {
                let f = fit(l, Viewport { width, height }, false);
                let g = Geometry::new(l, false).upright(f.upright);
                let drawn_height = f.width * g.height() / g.width();
                assert!(
                    drawn_height <= height - chrome(Viewport { width, height }) + 1e-9,
                    "{} at {width} × {height}: {drawn_height} px high",
                    v.id()
                );
                assert!(f.width <= width - 32.0 + 1e-9);
            }
        }
    }

    #[test]
    fn upright_only_where_lying_down_draws_pits_too_small() {
        // Bao Kigogo 4 × 12 on a phone on its side: lying down (844 - 32 =
        // 812 px across 1452 units, 390 - 184 = 206 px for 432 units: 0.477)
        // draws larger than upright (214 / 1452): lying down.
        let bao = layout(Variant::BaoKigogo, &[]);
        let side = Viewport {
            width: 844.0,
            height: 390.0,
        };
        assert!(!fit(bao, side, false).upright);
        // A frame taller than wide may stand it up.
        let tall = Viewport {
            width: 300.0,
            height: 600.0,
        };
        assert!(fit(bao, tall, true).upright);
        assert!(!fit(layout(Variant::Gore, &[]), tall, true).upright);
    }
}
