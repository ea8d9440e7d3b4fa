//! Where things sit in a board's SVG: pit centres, stores, seed positions.
//! One unit grid for every game, so the board scales with the page width.

use crate::engine::{Layout, Pit, Player};

/// Side of one pit's cell in SVG units.
pub const CELL: f64 = 100.0;
/// Radius of a pit.
pub const PIT_RADIUS: f64 = 42.0;
/// Margin round the board.
pub const MARGIN: f64 = 16.0;
/// Width of the store (or captured pile) at each end.
pub const STORE_WIDTH: f64 = 110.0;
/// Seeds drawn in a pit at most; its number says the rest.
pub const MAX_DRAWN_SEEDS: u32 = 24;
/// Seeds drawn in a store or captured pile at most.
pub const MAX_STORE_SEEDS: u32 = 60;

/// A number written into the page's SVG: whole units are plenty on a
/// 100-unit cell (the board and each pit, `app/board.rs` and `app/pit.rs`).
pub fn n(v: f64) -> String {
    format!("{}", v.round() as i32)
}

/// The drawing of one board: its size and how pits map to points.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Geometry {
    layout: Layout,
    /// Turned 180° so North sits at the bottom.
    pub flipped: bool,
    /// Drawn upright for a narrow screen: the board turned a quarter clockwise,
    /// columns running down the page, South on the left, North on the right.
    pub vertical: bool,
}

/// A rectangle in SVG units (top-left corner and size).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// A point in SVG units.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

impl Geometry {
    /// The geometry of a board layout, upright (South at the bottom) or turned.
    pub fn new(layout: Layout, flipped: bool) -> Geometry {
        Geometry {
            layout,
            flipped,
            vertical: false,
        }
    }

    /// The board's shape.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The same board drawn upright (columns down the page) or not.
    pub fn upright(self, vertical: bool) -> Geometry {
        Geometry { vertical, ..self }
    }

    /// Width of the board lying down (columns across).
    fn long_side(&self) -> f64 {
        2.0 * MARGIN + 2.0 * STORE_WIDTH + self.layout.columns as f64 * CELL
    }

    /// Height of the board lying down.
    fn short_side(&self) -> f64 {
        2.0 * MARGIN + self.layout.rows() as f64 * CELL
    }

    /// Total width of the SVG viewBox.
    pub fn width(&self) -> f64 {
        if self.vertical {
            self.short_side()
        } else {
            self.long_side()
        }
    }

    /// Total height of the SVG viewBox.
    pub fn height(&self) -> f64 {
        if self.vertical {
            self.long_side()
        } else {
            self.short_side()
        }
    }

    /// From the board lying down with South at the bottom to the drawing:
    /// turned 180° if flipped, then a quarter clockwise if vertical.
    fn turn(&self, p: Point) -> Point {
        let (w, h) = (self.long_side(), self.short_side());
        let p = if self.flipped {
            Point {
                x: w - p.x,
                y: h - p.y,
            }
        } else {
            p
        };
        if self.vertical {
            Point { x: h - p.y, y: p.x }
        } else {
            p
        }
    }

    /// The rectangle of a player's store or captured pile.
    pub fn store_rect(&self, who: Player) -> Rect {
        let c = self.store_centre(who);
        let (along, across) = (STORE_WIDTH - 16.0, self.short_side() - 48.0);
        let (w, h) = if self.vertical {
            (across, along)
        } else {
            (along, across)
        };
        Rect {
            x: c.x - w / 2.0,
            y: c.y - h / 2.0,
            w,
            h,
        }
    }

    /// Centre of a pit. Row 1 is at the bottom when upright (C2).
    pub fn pit_centre(&self, pit: Pit) -> Point {
        let (col, row) = self.layout.coords(pit);
        let rows = self.layout.rows() as f64;
        self.turn(Point {
            x: MARGIN + STORE_WIDTH + (col as f64 + 0.5) * CELL,
            y: MARGIN + (rows - row as f64 + 0.5) * CELL,
        })
    }

    /// Centre of a player's store or captured pile: South's at the right end,
    /// North's at the left end (U2, A1), as the board is drawn.
    pub fn store_centre(&self, who: Player) -> Point {
        let x = match who {
            Player::South => self.long_side() - MARGIN - STORE_WIDTH / 2.0,
            Player::North => MARGIN + STORE_WIDTH / 2.0,
        };
        let y = self.short_side() / 2.0;
        self.turn(Point { x, y })
    }

    /// The sowing-direction chevrons (C3) between neighbouring pits of the
    /// sowing ring, as one SVG path (a subpath per mark, pointing the way the
    /// seeds travel). Where the ring turns a corner (four-row boards) the two
    /// pits are not side by side and get none. Whole units.
    pub fn direction_marks(&self) -> String {
        use std::fmt::Write;
        let l = self.layout;
        let n = |v: f64| v.round() as i32;
        let mut d = String::new();
        for pit in l.pits() {
            let (a, b) = (self.pit_centre(pit), self.pit_centre(l.next(pit)));
            let (x, y) = ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            let sep = if d.is_empty() { "" } else { " " };
            // A chevron 8 units deep and 14 across, its tip towards `b`.
            let _ = if (a.y - b.y).abs() < 1.0 {
                let dir = if b.x > a.x { 1.0 } else { -1.0 };
                let (x0, y0, dx) = (n(x - 4.0 * dir), n(y - 7.0), n(8.0 * dir));
                write!(d, "{sep}M{x0} {y0} l{dx} 7 l{} 7", -dx)
            } else if (a.x - b.x).abs() < 1.0 {
                let dir = if b.y > a.y { 1.0 } else { -1.0 };
                let (x0, y0, dy) = (n(x - 7.0), n(y - 4.0 * dir), n(8.0 * dir));
                write!(d, "{sep}M{x0} {y0} l7 {dy} l7 {}", -dy)
            } else {
                continue;
            };
        }
        d
    }

    /// Offsets (from a pit's centre) at which to draw `count` seeds: a sunflower
    /// spiral that fills the pit evenly, at most `max` seeds drawn.
    pub fn seed_offsets(count: u32, max: u32, radius: f64) -> Vec<Point> {
        let n = count.min(max);
        if n == 1 {
            return vec![Point { x: 0.0, y: 0.0 }];
        }
        // Each seed turns by the golden angle, π(3 − √5), from the last: the
        // direction is rotated step by step rather than taken from sin and cos,
        // which would bring the trigonometry of libm into the page's wasm.
        const TURN: (f64, f64) = (-0.737_368_878_078_319_6, 0.675_490_294_261_523_8);
        let mut dir = (1.0_f64, 0.0_f64);
        (0..n)
            .map(|i| {
                let r = radius * ((i as f64 + 0.5) / n as f64).sqrt();
                let p = Point {
                    x: r * dir.0,
                    y: r * dir.1,
                };
                dir = (
                    dir.0 * TURN.0 - dir.1 * TURN.1,
                    dir.0 * TURN.1 + dir.1 * TURN.0,
                );
                p
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_turn_by_the_golden_angle() {
        // The rotated directions agree with sin and cos of i × π(3 − √5).
        let golden = std::f64::consts::PI * (3.0 - 5f64.sqrt());
        let pts = Geometry::seed_offsets(60, 60, 30.0);
        for (i, p) in pts.iter().enumerate() {
            let r = 30.0 * ((i as f64 + 0.5) / 60.0).sqrt();
            let a = i as f64 * golden;
            assert!((p.x - r * a.cos()).abs() < 1e-9, "seed {i}");
            assert!((p.y - r * a.sin()).abs() < 1e-9, "seed {i}");
        }
    }

    #[test]
    fn row_one_is_at_the_bottom_and_columns_run_left_to_right() {
        let l = Layout {
            columns: 4,
            four_rows: false,
        };
        let g = Geometry::new(l, false);
        let a1 = g.pit_centre(l.parse("a1").unwrap());
        let d1 = g.pit_centre(l.parse("d1").unwrap());
        let a2 = g.pit_centre(l.parse("a2").unwrap());
        assert!(a1.y > a2.y && a1.x == a2.x && d1.x > a1.x);
        assert!(g.store_centre(Player::South).x > d1.x);
        let t = Geometry::new(l, true);
        assert!(t.pit_centre(l.parse("a1").unwrap()).y < t.pit_centre(l.parse("a2").unwrap()).y);
    }

    #[test]
    fn upright_boards_run_columns_down_with_south_on_the_left() {
        let l = Layout {
            columns: 6,
            four_rows: true,
        };
        let g = Geometry::new(l, false).upright(true);
        assert!(g.height() > g.width());
        let p = |n: &str| g.pit_centre(l.parse(n).unwrap());
        assert!(p("a1").y < p("f1").y, "columns run down");
        assert!(p("a1").x < p("a2").x && p("a2").x < p("a3").x && p("a3").x < p("a4").x);
        assert!(g.store_centre(Player::North).y < p("a4").y);
        assert!(g.store_centre(Player::South).y > p("f1").y);
        for pit in l.pits() {
            let c = g.pit_centre(pit);
            assert!(c.x > 0.0 && c.x < g.width() && c.y > 0.0 && c.y < g.height());
        }
        let r = g.store_rect(Player::South);
        assert!(r.w > r.h && r.x >= 0.0 && r.y + r.h <= g.height());
    }

    #[test]
    fn direction_marks_point_the_way_seeds_travel() {
        // Goré's ring of 8 (C3): a1 → b1 → c1 → d1 → d2 → c2 → b2 → a2 → a1.
        let l = Layout {
            columns: 4,
            four_rows: false,
        };
        let d = Geometry::new(l, false).direction_marks();
        assert_eq!(d.matches('M').count(), 8, "{d}");
        // a1 (176, 166) to b1 (276, 166): midpoint (226, 166), tip to the right.
        assert!(d.contains("M222 159 l8 7 l-8 7"), "{d}");
        // b2 (276, 66) to a2 (176, 66): tip to the left.
        assert!(d.contains("M230 59 l-8 7 l8 7"), "{d}");
        // d1 (476, 166) up to d2 (476, 66): midpoint (476, 116), tip upwards.
        assert!(d.contains("M469 120 l7 -8 l7 8"), "{d}");
    }

    #[test]
    fn seeds_stay_inside_the_pit() {
        for n in 0..30 {
            let v = Geometry::seed_offsets(n, 20, 30.0);
            assert_eq!(v.len() as u32, n.min(20));
            assert!(v
                .iter()
                .all(|p| (p.x * p.x + p.y * p.y).sqrt() <= 30.0 + 1e-9));
        }
    }
}
