//! The lessons (issue 13, `static/learn/<game>.json`), checked against the
//! engine and played through the page state as a learner plays them:
//! every step's position loads, its inputs are legal where they stand, the
//! board after them is the one worked out by hand in the file (`expect`),
//! its words are there in every language (`Lang::ALL`), and its rule exists; the
//! lesson covers what makes its game itself; and the page's reducer, fed
//! the file, refuses a wrong input with the step's words, plays the taught
//! ones and reaches the lesson's end.

use std::fs;

use mancala::engine::json::{self, Value};
use mancala::engine::{state_json, Game, Rules, Variant};
use mancala::ui::course::{Kind, Lesson, Waiting};
use mancala::ui::rule_links::rule_exists;
use mancala::ui::settings::Speed;
use mancala::ui::state::{Action, AppState};
use mancala::ui::texts::Lang;

fn lesson_text(v: Variant) -> String {
    fs::read_to_string(format!("static/learn/{}.json", v.id())).expect("every game has a lesson")
}

/// `v`'s lesson, read as the page reads it.
fn lesson(v: Variant) -> Lesson {
    Lesson::read(&lesson_text(v)).unwrap_or_else(|e| panic!("{}: {e}", v.id()))
}

/// Each step's `expect` (the board after it, worked out by hand), which
/// only these tests read.
fn expected(v: Variant) -> Vec<Value> {
    let file = json::parse(&lesson_text(v)).unwrap();
    let steps = file["steps"].as_array().unwrap();
    steps.iter().map(|s| s["expect"].clone()).collect()
}

/// The page state opened on `v`'s lesson (`?mode=learn`), `read` its file
/// as it arrived (or why not).
fn opened_with(v: Variant, read: Result<String, String>) -> AppState {
    let mut s = AppState::new(Rules::new(v), Speed::Instant, None, vec![]).with_course(
        Kind::Lesson,
        None,
        true,
    );
    s.apply(Action::CourseLoaded(v, Kind::Lesson, read, vec![]));
    s
}

/// The page state opened on `v`'s lesson, its file arrived.
fn opened(v: Variant) -> AppState {
    opened_with(v, Ok(lesson_text(v)))
}

fn play(s: &mut AppState, token: &str) {
    let input = s.position().parse_input(token).expect(token);
    s.apply(Action::Play(input));
}

#[test]
fn every_step_replays_to_its_hand_worked_board() {
    for v in Variant::ALL {
        let steps = lesson(v).steps;
        let expects = expected(v);
        assert!(
            (5..=12).contains(&steps.len()),
            "{}: {} steps",
            v.id(),
            steps.len()
        );
        for (k, step) in steps.iter().enumerate() {
            let at = format!("{} step {}", v.id(), k + 1);
            assert!(rule_exists(&step.rule, v), "{at}: rule {}", step.rule);
            let pos = step.position;
            let inputs = &step.inputs;
            let fields = if inputs.is_empty() {
                vec![("say", &step.say)]
            } else {
                vec![
                    ("say", &step.say),
                    ("wrong", &step.wrong),
                    ("done", &step.done),
                ]
            };
            for (f, words) in fields {
                for lang in Lang::ALL {
                    // Each language written, none borrowed from English.
                    let t = words.get(lang);
                    assert!(t.len() > 10, "{at}: {f}.{lang}");
                    assert!(
                        lang == Lang::En || t != words.get(Lang::En),
                        "{at}: {f}.{lang}"
                    );
                }
            }
            let setup = step.setup.clone();
            let mut played = setup.clone();
            for alternatives in inputs {
                // Every alternative is legal where it stands, or is an input
                // this step already took (the other order of two picks, which
                // the engine then refuses: the pit is empty). The first is
                // the one the hand-worked board follows.
                for t in alternatives {
                    let g = Game::replay(pos, &played).unwrap_or_else(|e| panic!("{at}: {e}"));
                    let p = g.position();
                    let i = p
                        .parse_input(t)
                        .unwrap_or_else(|e| panic!("{at}: {t}: {e}"));
                    let taken = played[setup.len()..].iter().any(|x| x == t);
                    assert!(p.legal().contains(&i) || taken, "{at}: {t} is not legal");
                }
                played.push(alternatives[0].clone());
            }
            if inputs.is_empty() {
                continue;
            }
            // The way of the first alternatives, and of the last ones (the
            // other order), both end on the hand-worked board.
            let last: Vec<String> = inputs.iter().map(|a| a[a.len() - 1].clone()).collect();
            for way in [played, [setup, last].concat()] {
                let way = [way, step.reply.clone()].concat();
                let g = Game::replay(pos, &way).unwrap_or_else(|e| panic!("{at}: {way:?}: {e}"));
                let expect = &expects[k];
                let state = state_json(g.position());
                assert_eq!(state["rows"], expect["rows"], "{at}: {way:?}: rows");
                assert_eq!(state["captured"], expect["captured"], "{at}: captured");
                assert_eq!(state["to_move"], expect["to_move"], "{at}: to_move");
            }
        }
    }
}

/// The rules each lesson must teach (issue 13's list), by id.
#[test]
fn each_lesson_covers_what_makes_its_game_itself() {
    let wanted: [(Variant, &[&str]); 5] = [
        (Variant::Gore, &["G3", "G9", "G10", "G5", "G7", "G8", "G12"]),
        (Variant::Urim, &["U4", "U5", "U7", "U8", "U6", "U12"]),
        (Variant::Anywoli, &["A3", "A6", "A5", "A8", "A9"]),
        (Variant::BaoKigogo, &["B4", "B7", "B8", "B6"]),
        (Variant::Tsoro, &["T5", "T6", "T7", "T9", "T10", "T16"]),
    ];
    for (v, ids) in wanted {
        let steps = lesson(v).steps;
        let taught: Vec<&str> = steps.iter().map(|s| s.rule.as_str()).collect();
        for id in ids {
            assert!(taught.contains(id), "{} does not teach {id}", v.id());
        }
    }
    // Tsoro's lesson shows more than one board size.
    let sizes: std::collections::BTreeSet<u8> = lesson(Variant::Tsoro)
        .steps
        .iter()
        .map(|s| s.rules.columns())
        .collect();
    assert!(sizes.len() >= 2, "{sizes:?}");
}

#[test]
fn the_page_plays_each_lesson_through_refusing_a_wrong_input_first() {
    for v in Variant::ALL {
        let mut s = opened(v);
        let n = s.course().unwrap().len();
        assert!(n >= 5);
        for k in 0..n {
            let c = s.course().cloned().unwrap();
            assert_eq!(c.at, k, "{}", v.id());
            let entries = c.entries().to_vec();
            let wrong_words = c.step().unwrap().wrong.get(Lang::En).to_string();
            for (j, alternatives) in entries.iter().enumerate() {
                // Only the taught inputs are legal on the page.
                let pos = *s.position();
                let taught: Vec<_> = alternatives
                    .iter()
                    .map(|t| pos.parse_input(t).unwrap())
                    .collect();
                assert!(
                    s.legal.iter().all(|i| taught.contains(i)),
                    "{} step {}",
                    v.id(),
                    k + 1
                );
                assert!(
                    !s.legal.is_empty(),
                    "{} step {}: {:?} {:?}",
                    v.id(),
                    k + 1,
                    alternatives,
                    pos.legal()
                        .iter()
                        .map(|i| i.notation(pos.layout()))
                        .collect::<Vec<_>>()
                );
                // A legal input the step does not teach: explained, not played.
                if let Some(other) = pos.legal().into_iter().find(|i| !taught.contains(i)) {
                    let before = (s.session.ply(), s.revision);
                    s.apply(Action::Play(other));
                    assert_eq!(
                        (s.session.ply(), s.revision),
                        before,
                        "{} step {}",
                        v.id(),
                        k + 1
                    );
                    assert_eq!(s.message.as_deref(), Some(wrong_words.as_str()));
                }
                let _ = j;
                play(&mut s, &alternatives[0]);
            }
            let c = s.course().unwrap();
            assert_eq!(c.waiting(), Waiting::Done, "{} step {}", v.id(), k + 1);
            // Once done, nothing more is legal until Next.
            assert!(s.legal.is_empty());
            s.apply(Action::NextStep);
        }
        let c = s.course().unwrap();
        assert!(c.finished, "{}", v.id());
        // The way out: a game against the beginner from the opening.
        s.apply(Action::LeaveCourse);
        assert!(s.course().is_none());
        assert_eq!(s.seats.north.word(), "beginner");
        assert_eq!(s.session.ply(), 0);
        assert!(!s.legal.is_empty());
    }
}

#[test]
fn a_file_that_did_not_arrive_or_is_broken_is_said_and_nothing_is_legal() {
    for read in [
        Err("HTTP 404".to_string()),
        Ok("{\"game\":\"urim\"".to_string()),
    ] {
        let mut s = opened_with(Variant::Urim, read);
        let c = s.course().unwrap();
        assert!(matches!(c.loaded, Some(Err(_))));
        assert!(s.legal.is_empty());
        // A click is answered, never a panic.
        s.apply(Action::Pit(mancala::engine::Pit(0)));
        assert_eq!(s.session.ply(), 0);
    }
    // Another game's file is refused.
    let s = opened_with(Variant::Urim, Ok(lesson_text(Variant::Gore)));
    assert!(matches!(s.course().unwrap().loaded, Some(Err(_))));
}

/// Tsoro's bonus step (T10) takes its two picks in either order; the pit
/// just emptied cannot be picked again (T10's ruling: only non-empty pits),
/// and that is refused with the engine's reason, nothing played.
#[test]
fn tsoros_two_bonus_picks_are_taken_in_either_order() {
    let steps = lesson(Variant::Tsoro).steps;
    let at = steps.iter().position(|s| s.rule == "T10").unwrap();
    let mut s = opened(Variant::Tsoro);
    for _ in 0..at {
        for alternatives in s.course().unwrap().entries().to_vec() {
            play(&mut s, &alternatives[0]);
        }
        s.apply(Action::NextStep);
    }
    // After the setup's f2 and its file capture: e4 (3) and g4 (2) are the
    // two fullest of North's pickable pits; the other order first.
    play(&mut s, "g4");
    let ply = s.session.ply();
    play(&mut s, "g4");
    assert_eq!(s.session.ply(), ply, "g4 is empty now: refused");
    assert!(s.message.is_some());
    play(&mut s, "e4");
    assert_eq!(s.course().unwrap().waiting(), Waiting::Done);
    let state = state_json(s.position());
    let expect = &expected(Variant::Tsoro)[at];
    assert_eq!(state["rows"], expect["rows"]);
    // 9 in all: the file capture's 4 and the picks' 3 + 2.
    assert_eq!(state["captured"]["S"].as_u64(), Some(9));
    assert_eq!(state["captured"], expect["captured"]);
}
