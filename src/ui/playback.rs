//! Replaying a move's events one at a time (chessground's idea: the board knows
//! no rules, the animation is a plan replayed step by step). Plain Rust: the
//! page drives it with a timer, the tests step it directly. The cursor only:
//! the words for the events and the prompt are `ui::narration`'s.

use crate::engine::{Event, Layout, Pit, Player, Position, Replay};

use super::narration::{describe, headline, prompt};
use super::settings::Speed;
use super::texts::Lang;

/// What just happened at the pit in focus, for the board to mark it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Seeds were lifted from it.
    Lift,
    /// A seed was dropped into it.
    Drop,
    /// Sowing passed over it.
    Skip,
    /// Its seeds were captured or swept.
    Take,
    /// Counters were paid into it, or it changed owner.
    Trade,
    /// A Tsoro head where the mover must choose.
    Head,
}

/// The pit the latest event concerned, and what happened there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Focus {
    /// The pit.
    pub pit: Pit,
    /// What the event did to it.
    pub mark: Mark,
}

/// Seeds flying between a pit and a player's store or captured pile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flight {
    /// The pit.
    pub pit: Pit,
    /// Whose store or pile.
    pub player: crate::engine::Player,
    /// Seeds in flight.
    pub count: u8,
    /// From the store into the pit (a Goré payment) rather than out of the pit.
    pub inward: bool,
}

/// A move being shown: the board as it stands after the events applied so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    /// Board, hand and captured counts as shown now.
    pub shown: Replay,
    /// Shared: the page copies its state at every step.
    events: std::rc::Rc<[Event]>,
    cursor: usize,
    /// The pit the latest event concerned, and how.
    pub focus: Option<Focus>,
    /// Words for the latest event.
    pub caption: String,
    /// Seeds moving to or from a store because of the latest event.
    pub flight: Option<Flight>,
    /// What the input is, when it is not a sowing: an offer, an answer, a
    /// stop or a continue at a Tsoro head, a pass, a bonus pick.
    headline: Option<String>,
    /// Who made the input shown (the prompt wears their colour meanwhile,
    /// not the next player's).
    pub mover: Player,
    layout: Layout,
    lang: Lang,
}

impl Playback {
    /// A playback of `events` starting from the position they were played on.
    pub fn new(before: &Position, events: Vec<Event>, lang: Lang) -> Playback {
        Playback {
            shown: Replay::from(before),
            headline: events.first().and_then(|e| headline(e, before, lang)),
            mover: before.to_move(),
            events: events.into(),
            cursor: 0,
            focus: None,
            caption: String::new(),
            flight: None,
            layout: before.layout(),
            lang,
        }
    }

    /// The prompt while this plays: "Sowing… drops one into c2" for a sowing,
    /// else what is happening ("South offers c1, d1 to North…") and, after
    /// its first step, the step ("… d1 now belongs to North").
    pub fn prompt(&self) -> String {
        prompt(
            self.headline.as_deref(),
            &self.caption,
            self.cursor <= 1,
            self.lang,
        )
    }

    /// Whether every event has been shown.
    pub fn done(&self) -> bool {
        self.cursor >= self.events.len()
    }

    /// Events shown so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.cursor, self.events.len())
    }

    /// Shows the next event.
    pub fn step(&mut self) {
        let Some(e) = self.events.get(self.cursor).copied() else {
            return;
        };
        self.cursor += 1;
        self.shown.apply(&e);
        self.caption = describe(&e, self.layout, self.lang);
        self.flight = match e {
            Event::Capture { pit, count, by, .. } => Some(Flight {
                pit,
                player: by,
                count,
                inward: false,
            }),
            Event::Sweep { pit, count, to } => Some(Flight {
                pit,
                player: to,
                count,
                inward: false,
            }),
            Event::Payment { pit, count, from } => Some(Flight {
                pit,
                player: from,
                count,
                inward: true,
            }),
            _ => None,
        };
        let mark = match e {
            Event::Lift { pit, .. } => Some((pit, Mark::Lift)),
            Event::Drop { pit } => Some((pit, Mark::Drop)),
            Event::Skip { pit, .. } => Some((pit, Mark::Skip)),
            Event::Capture { pit, .. } | Event::Sweep { pit, .. } => Some((pit, Mark::Take)),
            Event::Payment { pit, .. } | Event::OwnerChange { pit, .. } => Some((pit, Mark::Trade)),
            Event::HeadReached { pit, .. } => Some((pit, Mark::Head)),
            _ => None,
        };
        if let Some((pit, mark)) = mark {
            self.focus = Some(Focus { pit, mark });
        }
    }

    /// Shows every remaining event at once (skip to the end).
    pub fn finish(&mut self) {
        while !self.done() {
            self.step();
        }
    }

    /// How long the next event stays on screen before the one after, in ms:
    /// a dropped seed is one beat, lifts and captures longer so the eye follows.
    pub fn next_delay(&self, speed: Speed) -> u32 {
        let beat = speed.step_ms();
        let Some(e) = self.events.get(self.cursor) else {
            return 0;
        };
        match e {
            Event::Drop { .. } | Event::Skip { .. } | Event::OwnerChange { .. } => beat,
            Event::Lift { .. } | Event::Sweep { .. } => beat * 3 / 2,
            Event::Capture { .. } | Event::Payment { .. } => beat * 5 / 2,
            Event::GameOver => 0,
            _ => beat * 3,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Input, Rules, Variant};

    #[test]
    fn stepping_through_a_move_ends_on_the_new_board() {
        let mut g = Game::new(Rules::new(Variant::Anywoli));
        let before = *g.position();
        let a1 = before.layout().parse("a1").unwrap();
        let mut events = vec![];
        g.play(Input::Sow(a1), &mut events).unwrap();
        let mut p = Playback::new(&before, events, Lang::En);
        assert_eq!(p.shown.board, *before.board());
        p.step();
        assert_eq!(
            p.focus,
            Some(Focus {
                pit: a1,
                mark: Mark::Lift
            })
        );
        assert_eq!(p.shown.hand, 4);
        assert_eq!(p.caption, "lifts 4 from a1");
        p.finish();
        assert!(p.done());
        assert_eq!(p.shown.board, *g.position().board());
        assert_eq!(p.shown.hand, 0);
    }

    #[test]
    fn the_prompt_says_what_is_happening() {
        let mut g = Game::new(Rules::new(Variant::Gore));
        let before = *g.position();
        let a1 = before.layout().parse("a1").unwrap();
        let mut events = vec![];
        g.play(Input::Sow(a1), &mut events).unwrap();
        let mut p = Playback::new(&before, events, Lang::En);
        p.step();
        assert_eq!(p.prompt(), "Sowing… lifts 6 from a1");
        // North offers c2 and d2 (12 cows: South holds 12), told in sowing order.
        let pos = crate::engine::position_from_json(
            Rules::new(Variant::Gore),
            r#"{"rows": [[1,5,5,5],[5,5,5,1]], "captured": {"S": 12, "N": 4}, "to_move": "N"}"#,
        )
        .unwrap();
        let l = pos.layout();
        let offer: crate::engine::PitSet =
            ["c2", "d2"].iter().map(|n| l.parse(n).unwrap()).collect();
        let mut g = Game::from_position(pos);
        let mut events = vec![];
        g.play(Input::Offer(offer), &mut events).unwrap();
        let mut p = Playback::new(&pos, events, Lang::En);
        p.step();
        assert_eq!(
            p.prompt(),
            "North offers d2, c2 to South for 12 captured cows (G5)…"
        );
        let before = *g.position();
        let mut events = vec![];
        g.play(Input::Accept, &mut events).unwrap();
        let mut p = Playback::new(&before, events, Lang::En);
        p.step();
        assert_eq!(
            p.prompt(),
            "South accepts: the pits become South's, paid for with 6 captured cows each (G7)…"
        );
        p.step();
        assert!(
            p.prompt().starts_with("South accepts: ") && p.prompt().contains("… "),
            "{}",
            p.prompt()
        );
        assert!(!p.prompt().contains("Sowing"));
    }

    #[test]
    fn instant_speed_has_no_delay() {
        let g = Game::new(Rules::new(Variant::Gore));
        let before = *g.position();
        let p = Playback::new(&before, vec![Event::Drop { pit: Pit(1) }], Lang::En);
        assert_eq!(p.next_delay(Speed::Instant), 0);
        assert!(p.next_delay(Speed::Normal) > p.next_delay(Speed::Fast));
    }
}
