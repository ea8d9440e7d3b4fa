//! Replaying a move's events one at a time (chessground's idea: the board knows
//! no rules, the animation is a plan replayed step by step). Plain Rust: the
//! page drives it with a timer, the tests step it directly. The cursor only:
//! the words for the events and the prompt are `ui::narration`'s.

use crate::engine::{Event, Layout, Pit, Player, Position, Replay};

use super::narration::{describe, headline, prompt};
use super::pacing::{budget, pace, BEAT};
use super::session::Session;
use super::settings::Speed;
use super::texts::Lang;

/// Events shown together when each would stay less than this on screen,
/// in ms: a long relay's later laps go faster than a screen can draw them
/// one by one (a frame is 16.7 ms, and a phone needs some of it to draw),
/// so a timer tick shows as many as fit, and the move takes its time
/// however slow the drawing.
pub const TICK_MS: u32 = 32;

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
    /// Each event's time on screen, in thousandths of a beat (`ui::pacing`).
    pace: std::rc::Rc<[u32]>,
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
        Playback::paced(before, events, 0, lang)
    }

    /// The playback of the session's last input: its budget halved when it
    /// continues its player's turn (`pacing::budget`).
    pub fn of_last(session: &Session, lang: Lang) -> Playback {
        let inputs = session.inputs();
        let chain = match inputs.split_last() {
            Some((last, earlier)) => earlier.iter().rev().take_while(|i| i.0 == last.0).count(),
            None => 0,
        };
        let (before, events) = session.last_move();
        Playback::paced(before, events.to_vec(), chain, lang)
    }

    /// A playback of the `chain`-th input its player gives in a row.
    fn paced(before: &Position, events: Vec<Event>, chain: usize, lang: Lang) -> Playback {
        Playback {
            shown: Replay::from(before),
            headline: events.first().and_then(|e| headline(e, before, lang)),
            mover: before.to_move(),
            pace: pace(&events, budget(chain)).into(),
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

    /// The events the next timer tick shows, from the next one: as many as
    /// it takes to fill `TICK_MS` (or all that are left), and how long to
    /// wait before showing them, in ms.
    fn batch(&self, speed: Speed) -> (usize, u32) {
        let beat = speed.step_ms() as u64;
        let mut thousandths = 0u64;
        let mut n = 0;
        for &t in &self.pace[self.cursor.min(self.pace.len())..] {
            thousandths += t as u64;
            n += 1;
            if thousandths * beat / BEAT as u64 >= TICK_MS as u64 {
                break;
            }
        }
        (n, (thousandths * beat / BEAT as u64) as u32)
    }

    /// How long to wait before the next tick of the timer, in ms (each
    /// event's time from `ui::pacing`: a dropped seed one beat, lifts and
    /// captures longer so the eye follows, later laps and long moves
    /// quicker).
    pub fn next_delay(&self, speed: Speed) -> u32 {
        self.batch(speed).1
    }

    /// One tick of the timer: shows the events it waited for.
    pub fn advance(&mut self, speed: Speed) {
        for _ in 0..self.batch(speed).0.max(1) {
            self.step();
        }
    }

    /// How long the seeds of the latest event fly to or from the store, in
    /// ms: two beats, quickened as much as the event was (a capture late in
    /// a long relay flies as fast as its lap is sown).
    pub fn flight_ms(&self, speed: Speed) -> u32 {
        let beat = speed.step_ms() as u64;
        let Some(k) = self.cursor.checked_sub(1) else {
            return 0;
        };
        let own = super::pacing::weight(&self.events[k]).max(1) as u64;
        (beat * 2 * (self.pace[k] as u64).min(own) / own) as u32
    }

    /// The whole playback's length at `speed`, in ms.
    pub fn total_ms(&self, speed: Speed) -> u32 {
        (self.pace.iter().map(|&t| t as u64).sum::<u64>() * speed.step_ms() as u64 / BEAT as u64)
            as u32
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
