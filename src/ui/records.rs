//! Game records on the page (contract: "Game records"): the record of the game
//! being played, always up to date (the `data-record` hook, copy, download),
//! and a pasted or opened record loaded in its place. A bad record is
//! explained with its line and the game on the board is kept.

use std::rc::Rc;

use crate::engine::{Record, RecordError, RecordResult};

use super::texts::{fill, record_error, Lang};

use super::session::Session;
use super::settings::Seat;
use super::state::AppState;

/// The record of the game on the page: its start, the inputs played, the
/// players (levels by name; humans are left unnamed), the result, the date;
/// after a resignation, `Result` names the winner and `Termination` who
/// resigned (`S resigned`).
pub fn record_text(state: &AppState, date: Option<&str>) -> String {
    let s = &state.session;
    let mut r = Record::new(state.rules, s.set_up_start().copied(), s.played_tokens());
    let name = |seat: Seat| seat.level().map(|l| l.id().to_string());
    r.south = name(state.seats.south);
    r.north = name(state.seats.north);
    r.result = Some(match s.resigned() {
        Some(p) => RecordResult::won_by(p.other()),
        None => RecordResult::of(s.position()),
    });
    r.resigned = s.resigned();
    r.date = date.map(str::to_string);
    r.to_string()
}

/// A record's problem in words, with the line it is on.
pub fn explain(text: &str, error: &RecordError, lang: Lang) -> String {
    let e = record_error(lang, error);
    let line = match error {
        RecordError::MalformedHeader { line }
        | RecordError::HeaderAfterInputs { line }
        | RecordError::UnclosedComment { line }
        | RecordError::StrayBrace { line }
        | RecordError::Header { line, .. }
        | RecordError::Input {
            line: Some(line), ..
        } => Some(*line),
        RecordError::MissingHeader(_) | RecordError::Input { line: None, .. } => None,
    };
    match line.and_then(|n| text.lines().nth(n.checked_sub(1)?)) {
        Some(l) if !l.trim().is_empty() => fill(
            lang,
            "record-line-reads",
            &[("error", &e), ("line", &l.trim())],
        ),
        _ => e,
    }
}

impl AppState {
    /// Replaces the game by a record's, shown after `ply` inputs if given
    /// (else at its last). Levels named as South or North take their seats;
    /// anyone else is a human. A bad record changes nothing and says why.
    pub fn load_record(&mut self, text: &str, ply: Option<usize>) -> Result<(), String> {
        let lang = self.lang;
        let record: Record = text.parse().map_err(|e| explain(text, &e, lang))?;
        // Checked whole before anything changes: a bad record keeps the game
        // (a start no game reaches, C6 on loaded positions, is refused as
        // the record is read).
        record.replay().map_err(|e| explain(text, &e, lang))?;
        let seat =
            |name: &Option<String>| name.as_deref().and_then(Seat::parse).unwrap_or(Seat::Human);
        self.rules = record.rules;
        self.session = Rc::new(Session::new(record.start()));
        self.playback = None;
        self.message = None;
        self.tally = Default::default();
        self.match_games = 0;
        self.seats.south = seat(&record.south);
        self.seats.north = seat(&record.north);
        self.problems.clear();
        let tokens: Vec<String> = record.tokens().iter().map(|t| t.to_string()).collect();
        self.load_moves(&tokens, ply);
        // A game given up comes back given up, when shown at its end.
        if let Some(p) = record
            .resigned
            .filter(|_| ply.is_none_or(|n| n >= tokens.len()))
        {
            self.resigned_by(p);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;
    use crate::engine::{ByPlayer, Rules, Variant};
    use crate::ui::settings::Speed;
    use crate::ui::state::Action;

    fn played(v: Variant, names: &[&str]) -> AppState {
        let two = ByPlayer {
            south: Seat::Human,
            north: Seat::Computer(Level::Easy),
        };
        let mut s = AppState::new(Rules::new(v), Speed::Instant, None, vec![]).with_seats(two);
        s.seats.north = Seat::Human;
        for n in names {
            let p = s.position().layout().parse(n).unwrap();
            s.apply(Action::Pit(p));
        }
        s.seats.north = Seat::Computer(Level::Easy);
        s
    }

    #[test]
    fn the_pages_record_replays_to_the_pages_position() {
        let s = played(Variant::Urim, &["a1", "f2", "b1"]);
        let text = record_text(&s, Some("2026-12-01"));
        assert!(text.contains("[Game \"urim\"]"), "{text}");
        assert!(
            text.contains("[North \"easy\"]") && !text.contains("[South"),
            "{text}"
        );
        assert!(text.contains("[Date \"2026-12-01\"]") && text.contains("[Result \"*\"]"));
        let r: Record = text.parse().unwrap();
        assert_eq!(r.replay().unwrap().position(), s.position());
        assert_eq!(r.tokens(), ["a1", "f2", "b1"]);
    }

    #[test]
    fn a_loaded_record_replaces_the_game_and_seats_its_levels() {
        let text = record_text(&played(Variant::Gore, &["a1", "d2"]), None);
        let mut s = played(Variant::Urim, &["a1"]);
        s.load_record(&text, None).unwrap();
        assert_eq!(s.rules.variant(), Variant::Gore);
        assert_eq!(s.session.ply(), 2);
        assert_eq!(s.seats.north, Seat::Computer(Level::Easy));
        // Shown earlier with a ply: the rest can be redone.
        s.load_record(&text, Some(1)).unwrap();
        assert_eq!((s.session.ply(), s.session.recorded()), (1, 2));
    }

    #[test]
    fn a_bad_record_is_explained_with_its_line_and_the_game_is_kept() {
        let mut s = played(Variant::Urim, &["a1", "f2"]);
        let before = *s.position();
        let bad = "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 2. f2 3. a1\n";
        let e = s.load_record(bad, None).unwrap_err();
        assert!(e.starts_with("line 4:"), "{e}");
        assert!(e.contains("the line reads: 1. a1 2. f2 3. a1"), "{e}");
        assert_eq!(*s.position(), before);
        assert_eq!(s.rules.variant(), Variant::Urim);
        let e = s.load_record("[Game \"chess\"]\n", None).unwrap_err();
        assert!(e.contains("line 1"), "{e}");
        assert!(s.load_record("", None).unwrap_err().contains("Game"));
    }

    #[test]
    fn a_record_starting_where_no_game_reaches_is_refused_and_the_game_kept() {
        // B2: a Bao Kigogo side starts with 46 seeds and never gains one; the
        // South side here holds 48 (24 on each of a1 and a2).
        let mut s = played(Variant::Urim, &["a1"]);
        let before = *s.position();
        let text = r#"[Game "bao-kigogo"]
[Options ""]
[Position "{"rows":[[2,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,0],[24,0,0,0,0,0,0,0,0,0,0,0],[24,0,0,0,0,0,0,0,0,0,0,0]]}"]

"#;
        let e = s.load_record(text, None).unwrap_err();
        assert!(e.contains("South holds 48 seeds, more than the 46"), "{e}");
        assert_eq!(*s.position(), before);
        assert_eq!(s.rules.variant(), Variant::Urim);
    }
}
