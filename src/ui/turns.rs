//! The move list in plain Rust: one line per turn with its tokens and a short
//! note of what happened (captures, extra moves, Goré trades, Tsoro head
//! choices and bonus picks, passes, the end), and a turn looked back at (the
//! board as it stood after it, read-only). The words come from the same
//! catalogue entries as the playback's captions and the narration.

use std::rc::Rc;

use crate::engine::{
    Awaiting, CaptureCause, Event, Input, Layout, Pit, PitSet, Player, Position, Replay,
    PRICE_PER_PIT,
};

use super::narration::describe;
use super::session::{Played, Session};
use super::state::AppState;
use super::texts::{count, fill, input_words, parts_in_words, player_word, text, Lang};

/// One line of the move list: a whole turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnLine {
    /// Who played it.
    pub who: Player,
    /// Its inputs in contract notation, separated by spaces (the page's
    /// `data-tokens`, for scripts).
    pub tokens: String,
    /// Its inputs as the reader sees them: a sowing or a pick by its pit, a
    /// decision in words (`ui::texts::input_words`: "offer a1 and b1 to
    /// North", never `offer=a1,b1`, issue 25), separated by commas.
    pub words: String,
    /// What happened, in short words ("South captures 4 from d2; …"); empty
    /// for a plain sowing.
    pub note: String,
    /// Inputs played up to the end of this turn (the board after it).
    pub end: usize,
    /// The pits it sowed from or picked.
    pub sowed: PitSet,
    /// The pits it captured from.
    pub taken: PitSet,
}

/// The move list: the first `shown` inputs of the session (those the
/// reader has seen played: [`shown_inputs`]) as turns in contract notation,
/// each with its note.
pub fn turn_lines(session: &Session, shown: usize, lang: Lang) -> Rc<[TurnLine]> {
    let layout = session.start().layout();
    let mut lines: Vec<TurnLine> = vec![];
    let mut notes = Notes::new(layout, lang);
    for (k, played) in session.history().iter().take(shown).enumerate() {
        let token = played.input.notation(layout);
        let words = match played.input {
            Input::Sow(_) | Input::Pick(_) => token.clone(),
            other => input_words(&played.before, other, lang),
        };
        match lines.last_mut() {
            Some(line) if line.who == played.who => {
                line.tokens.push(' ');
                line.tokens.push_str(&token);
                line.words.push_str(", ");
                line.words.push_str(&words);
            }
            _ => {
                if let Some(line) = lines.last_mut() {
                    line.note = notes.take();
                }
                lines.push(TurnLine {
                    who: played.who,
                    tokens: token,
                    words,
                    note: String::new(),
                    end: 0,
                    sowed: PitSet::EMPTY,
                    taken: PitSet::EMPTY,
                });
            }
        }
        let line = lines.last_mut().expect("a line was just made");
        line.end = k + 1;
        notes.add(played, line);
    }
    if let Some(line) = lines.last_mut() {
        line.note = notes.take();
    }
    lines.into()
}

/// How many of the session's inputs the move list shows: every one played,
/// but the one being played back (issue 25, point 4: its entry, "13 laps;
/// North captures 4 from j2", would tell the end of the move while its
/// first lap is sown). It appears once the playback ends or is skipped.
pub fn shown_inputs(state: &AppState) -> usize {
    state.session.ply() - usize::from(state.animating())
}

/// The note of the turn being read, part by part.
struct Notes {
    layout: Layout,
    lang: Lang,
    parts: Vec<String>,
    /// Captures not yet written: whose, bonus picks or not, and the items.
    taking: Option<(Player, bool, Vec<String>)>,
}

impl Notes {
    fn new(layout: Layout, lang: Lang) -> Notes {
        Notes {
            layout,
            lang,
            parts: vec![],
            taking: None,
        }
    }

    /// The note so far, and a fresh start for the next turn.
    fn take(&mut self) -> String {
        self.flush();
        let note = parts_in_words(&self.parts, self.lang);
        self.parts.clear();
        note
    }

    /// Writes the captures gathered so far as one part.
    fn flush(&mut self) {
        let lang = self.lang;
        if let Some((by, bonus, items)) = self.taking.take() {
            let list = items.join(", ");
            self.parts.push(if bonus {
                fill(lang, "note-bonus", &[("list", &list)])
            } else {
                let who = player_word(by, lang);
                fill(lang, "note-captured", &[("player", &who), ("list", &list)])
            });
        }
    }

    fn push(&mut self, part: String) {
        self.flush();
        self.parts.push(part);
    }

    /// Reads one input's events into the note and the line's marked pits.
    fn add(&mut self, played: &Played, line: &mut TurnLine) {
        let (l, lang) = (self.layout, self.lang);
        let name = |p: Pit| l.name(p);
        let names = |s: PitSet| s.iter().map(name).collect::<Vec<_>>().join(", ");
        if let Input::Pick(p) = played.input {
            line.sowed.insert(p);
        }
        let laps = played
            .events
            .iter()
            .filter(|e| matches!(e, Event::Lift { .. }))
            .count();
        if laps > 1 {
            self.push(count(lang, "summary-laps", laps as u64, &[]));
        }
        for e in &played.events {
            match *e {
                Event::Lift {
                    pit, relay: false, ..
                } => line.sowed.insert(pit),
                Event::Capture {
                    pit,
                    count: c,
                    by,
                    cause,
                } => {
                    line.taken.insert(pit);
                    let bonus = cause == CaptureCause::Bonus;
                    let item = count(lang, "say-taken", c as u64, &[("pit", &name(pit))]);
                    match &mut self.taking {
                        Some((who, b, items)) if *who == by && *b == bonus => items.push(item),
                        _ => {
                            self.flush();
                            self.taking = Some((by, bonus, vec![item]));
                        }
                    }
                }
                Event::Offer { by, pits } => self.push(fill(
                    lang,
                    "note-offer",
                    &[
                        ("player", &player_word(by, lang)),
                        ("pits", &names(pits)),
                        ("price", &(PRICE_PER_PIT * pits.len() as u16)),
                    ],
                )),
                Event::Accept { by } => {
                    let offered = match played.before.awaiting() {
                        Awaiting::TradeResponse { offered } => offered,
                        _ => PitSet::EMPTY,
                    };
                    self.push(fill(
                        lang,
                        "note-accept",
                        &[
                            ("player", &player_word(by, lang)),
                            ("pits", &names(offered)),
                            ("price", &(PRICE_PER_PIT * offered.len() as u16)),
                        ],
                    ))
                }
                Event::Decline { .. }
                | Event::Pass { .. }
                | Event::ExtraMove { .. }
                | Event::HeadChoice { .. } => self.push(describe(e, l, lang)),
                Event::GameOver => self.push(text(lang, "event-game-over")),
                _ => {}
            }
        }
    }
}

/// A turn looked back at: the board as it stood after it, with the pits it
/// sowed from and captured marked. Nothing can be played on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// Which turn (1 for the first).
    pub turn: usize,
    /// The position after it.
    pub position: Position,
    /// The pits it sowed from or picked.
    pub sowed: PitSet,
    /// The pits it captured from.
    pub taken: PitSet,
}

impl Preview {
    /// Turn `turn` (1 for the first) of the session, if it has been played.
    pub fn of(session: &Session, turn: usize) -> Option<Preview> {
        let lines = turn_lines(session, session.ply(), Lang::En);
        let line = lines.get(turn.checked_sub(1)?)?;
        Some(Preview {
            turn,
            position: session.position_after(line.end),
            sowed: line.sowed,
            taken: line.taken,
        })
    }

    /// The board, stores and hand shown.
    pub fn shown(&self) -> Replay {
        Replay::from(&self.position)
    }
}

#[cfg(test)]
mod tests;
