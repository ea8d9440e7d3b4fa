//! The page's first render in slices (issue 26, point 3). Drawing the whole
//! page at once was one task of 160–550 ms on a phone-speed CPU (Tsoro's
//! 4 × 21 board alone is 459 of its 587 elements): long enough to hold up a
//! tap and to cost Lighthouse most of its Total Blocking Time. So the app is
//! first drawn unseen, in slices, while the board's picture (`ui::picture`)
//! stays on screen. Each stage asks for the next as soon as it is drawn;
//! Yew's scheduler itself gives the browser its turn (a timer) once a task
//! has run 16 ms, between one stage's render and the next: on a desktop two
//! to four stages share a task, on a phone-speed CPU each has its own. The
//! page around the board in parts, the pits a slice at a time, the hints
//! under the board, and then the page takes the picture's place, the move
//! list, the record and the folded settings drawn after it. No part of a board is ever on
//! screen, and the contract's hooks come with the whole board:
//! `[data-pit]` appears all at once, as the contract's tests expect.
//!
//! Only the first render is sliced: a game, a language or a board chosen
//! later is drawn at once (the page is on screen by then, and a whole
//! board's changes are one task anyway).

/// How many pits one slice draws: about 30 ms of work on a phone-speed CPU
/// (a pit is five to seven SVG elements; measured about 1.8 ms each at 4×
/// CPU throttle on Tsoro's board, more for the first ones, whose code the
/// browser compiles as it first runs). Eight a slice made more stages, each
/// drawing the page around the board again, for no shorter task.
pub const PITS_PER_SLICE: usize = 16;

/// How far the first render has got, in the order the page is drawn. Each
/// stage draws what the ones before it drew, and more.
///
/// The page around the board is drawn in parts too: the first render also
/// compiles the code it runs (browsers compile each wasm function the first
/// time it runs, on the main thread), which made even the page without the
/// board's pits one task of 140–220 ms at 4× CPU throttle (measured). What
/// the reader does not see at first (the side, under the board on a phone;
/// the settings, folded) is drawn after the page is on screen.
///
/// ```
/// use mancala::ui::staging::Stage;
/// // Tsoro 4 × 8: 32 pits, in two slices.
/// let mut stage = Stage::FIRST;
/// let mut drawn = vec![stage.pits(32)];
/// while !stage.on_screen() {
///     stage = stage.next(32);
///     drawn.push(stage.pits(32));
/// }
/// assert_eq!(drawn, [0, 0, 0, 0, 16, 32, 32, 32]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// The page's outermost element alone. The first render runs every hook
    /// of the page and works out its views, compiling the code that does so
    /// (the largest share of a task of 100-150 ms at 4× CPU throttle,
    /// measured); making the page's elements is left to the next task.
    Frame,
    /// The page's frame: the header, any notice, the play area's element,
    /// the goal line.
    Shell,
    /// The status and the controls above the board (a lesson's or puzzle's
    /// panel too).
    Status,
    /// The board's frame, its stores and this many of its pits (storage
    /// order); the position editor, whole.
    Pits(usize),
    /// The hints under the board, and the result of a game already over.
    Hints,
    /// The page goes on screen in the picture's place, with the contract's
    /// hooks (`data-game`, `data-pit`).
    Shown,
    /// The move list (and a review's panel) beside the board.
    Side,
    /// The record and an open panel beside the board: with the move list,
    /// one task of 60-100 ms at 4× on Goré's page (measured).
    Record,
    /// The settings' contents (folded away at first): the page is whole.
    Settings,
}

impl Stage {
    /// The first render.
    pub const FIRST: Stage = Stage::Frame;

    /// The stage after this one, on a board of `total` pits to draw (0 where
    /// the page draws no sliced board: the editor draws its own).
    pub fn next(self, total: usize) -> Stage {
        match self {
            Stage::Frame => Stage::Shell,
            Stage::Shell => Stage::Status,
            Stage::Status => Stage::Pits(0),
            Stage::Pits(k) if k < total => Stage::Pits((k + PITS_PER_SLICE).min(total)),
            Stage::Pits(_) => Stage::Hints,
            Stage::Hints => Stage::Shown,
            Stage::Shown => Stage::Side,
            Stage::Side => Stage::Record,
            Stage::Record | Stage::Settings => Stage::Settings,
        }
    }

    /// Whether the page's elements are drawn (the frame's only its own).
    pub fn shell(self) -> bool {
        self >= Stage::Shell
    }

    /// Whether the status and the controls are drawn.
    pub fn status(self) -> bool {
        self >= Stage::Status
    }

    /// Whether the board (its frame and stores; the editor) is drawn.
    pub fn board(self) -> bool {
        self >= Stage::Pits(0)
    }

    /// How many of a board's `total` pits are drawn at this stage.
    pub fn pits(self, total: usize) -> usize {
        match self {
            Stage::Frame | Stage::Shell | Stage::Status => 0,
            Stage::Pits(k) => k.min(total),
            _ => total,
        }
    }

    /// Whether the hints under the board (and a result) are drawn.
    pub fn hints(self) -> bool {
        self >= Stage::Hints
    }

    /// Whether the page is on screen (the picture replaced) with its hooks.
    pub fn on_screen(self) -> bool {
        self >= Stage::Shown
    }

    /// Whether the move list beside the board is drawn.
    pub fn side(self) -> bool {
        self >= Stage::Side
    }

    /// Whether the record and an open panel beside the board are drawn.
    pub fn record(self) -> bool {
        self >= Stage::Record
    }

    /// Whether the settings' contents are drawn: the page is whole.
    pub fn whole(self) -> bool {
        self == Stage::Settings
    }

    /// The stage's name in the page's User Timing marks
    /// (`mancala:stage:<name>`, read by tests/e2e/bench-start.mjs).
    pub fn name(self) -> String {
        match self {
            Stage::Frame => "frame".into(),
            Stage::Shell => "shell".into(),
            Stage::Status => "status".into(),
            Stage::Pits(k) => format!("pits-{k}"),
            Stage::Hints => "hints".into(),
            Stage::Shown => "shown".into(),
            Stage::Side => "side".into(),
            Stage::Record => "record".into(),
            Stage::Settings => "settings".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every stage from the first, on a board of `total` pits.
    fn stages(total: usize) -> Vec<Stage> {
        let mut out = vec![Stage::FIRST];
        while !out.last().unwrap().whole() {
            let next = out.last().unwrap().next(total);
            out.push(next);
        }
        out
    }

    /// The stages that draw the board.
    fn board_stages(total: usize) -> Vec<Stage> {
        stages(total)
            .into_iter()
            .filter(|s| s.board() && !s.hints())
            .collect()
    }

    #[test]
    fn tsoro_4_by_21_is_drawn_in_six_slices_after_the_page_around_it() {
        // 84 pits: the page's element, its frame, the status, then 16, 32,
        // 48, 64, 80, then the last 4.
        let s = stages(84);
        let pits: Vec<usize> = s.iter().map(|s| s.pits(84)).collect();
        assert_eq!(
            pits,
            [0, 0, 0, 0, 16, 32, 48, 64, 80, 84, 84, 84, 84, 84, 84]
        );
        assert_eq!(
            s[10..],
            [
                Stage::Hints,
                Stage::Shown,
                Stage::Side,
                Stage::Record,
                Stage::Settings
            ]
        );
        // Each part once its turn has come, and from then on.
        for (i, stage) in s.iter().enumerate() {
            assert_eq!(stage.shell(), i >= 1, "{stage:?}");
            assert_eq!(stage.status(), i >= 2, "{stage:?}");
            assert_eq!(stage.board(), i >= 3, "{stage:?}");
            assert_eq!(stage.hints(), i >= 10, "{stage:?}");
            assert_eq!(stage.on_screen(), i >= 11, "{stage:?}");
            assert_eq!(stage.side(), i >= 12, "{stage:?}");
            assert_eq!(stage.record(), i >= 13, "{stage:?}");
            assert_eq!(stage.whole(), i == 14, "{stage:?}");
        }
    }

    #[test]
    fn the_page_goes_on_screen_with_every_pit_and_before_the_side() {
        for total in [0, 8, 16, 17, 32, 84] {
            let s = stages(total);
            let shown = s.iter().position(|s| s.on_screen()).unwrap();
            // Every pit drawn before; the side and the settings after.
            assert!(s[..shown].iter().any(|s| s.pits(total) == total));
            assert_eq!(s[shown].pits(total), total);
            assert!(s[..=shown].iter().all(|s| !s.side()));
        }
    }

    #[test]
    fn a_board_within_one_slice_takes_one() {
        // Goré's 2 × 4 board: its 8 pits in one slice; a board of exactly
        // one slice, no empty one after it.
        assert_eq!(board_stages(8), [Stage::Pits(0), Stage::Pits(8)]);
        assert_eq!(board_stages(16), [Stage::Pits(0), Stage::Pits(16)]);
        assert_eq!(
            board_stages(17),
            [Stage::Pits(0), Stage::Pits(16), Stage::Pits(17)]
        );
    }

    #[test]
    fn no_sliced_board_goes_straight_to_the_hints() {
        // The editor draws its own board, whole, with the board's stage.
        assert_eq!(board_stages(0), [Stage::Pits(0)]);
        assert_eq!(Stage::Pits(0).next(0), Stage::Hints);
    }

    #[test]
    fn a_board_that_shrinks_while_drawn_is_never_overdrawn() {
        // The reader turned the phone: a 4 × 8 board where 48 pits of 84
        // were drawn shows its 32, and the next stage moves on.
        let stage = Stage::Pits(48);
        assert_eq!(stage.pits(32), 32);
        assert_eq!(stage.next(32), Stage::Hints);
    }

    #[test]
    fn each_stage_has_a_name_for_the_benchmarks() {
        let names: Vec<String> = stages(17).into_iter().map(Stage::name).collect();
        assert_eq!(
            names,
            [
                "frame", "shell", "status", "pits-0", "pits-16", "pits-17", "hints", "shown",
                "side", "record", "settings"
            ]
        );
    }

    #[test]
    fn the_whole_page_stays_whole() {
        assert_eq!(Stage::Settings.next(84), Stage::Settings);
        assert_eq!(Stage::Settings.pits(84), 84);
        assert!(Stage::Settings.on_screen());
    }
}
