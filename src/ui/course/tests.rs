//! The lesson and puzzle readers: every real file reads (a few fields
//! checked by hand against the file), and small files written here, each
//! with one fault, are refused with that fault, naming the step or puzzle
//! and the field.

use super::*;
use crate::engine::fields::{Fault, FileError};
use crate::engine::{RulesError, SetupError};
use crate::puzzles::{Grade, Task};
use crate::ui::texts::Lang;

fn real(dir: &str, v: Variant) -> String {
    let path = format!(
        "{}/static/{dir}/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        v.id()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_lesson_and_puzzle_file_reads() {
    for v in Variant::ALL {
        let Ok(CourseFile::Lesson(l)) = CourseFile::read(Kind::Lesson, v, &real("learn", v)) else {
            panic!("{}: lesson not read", v.id());
        };
        assert!(l.steps.len() >= 5, "{}", v.id());
        let read = CourseFile::read(Kind::Puzzles, v, &real("puzzles", v));
        let Ok(CourseFile::Puzzles(p)) = read else {
            panic!("{}: puzzles not read: {read:?}", v.id());
        };
        assert_eq!(p.puzzles.len(), 24, "{}", v.id());
    }
    // Urim's lesson, step 2 (U3): c1 (4 seeds) to sow, on
    // [[0,2,0,1,0,0],[2,0,4,0,1,0]], its words in each language.
    let Ok(CourseFile::Lesson(l)) =
        CourseFile::read(Kind::Lesson, Variant::Urim, &real("learn", Variant::Urim))
    else {
        panic!("Urim's lesson");
    };
    let step = &l.steps[1];
    assert_eq!(step.rule, "U3");
    assert_eq!(step.inputs, vec![vec!["c1".to_string()]]);
    assert!(step.setup.is_empty() && step.reply.is_empty());
    let rows = crate::engine::state_json(&step.position)["rows"].to_string();
    assert_eq!(rows, "[[0,2,0,1,0,0],[2,0,4,0,1,0]]");
    assert!(step
        .say
        .get(Lang::En)
        .starts_with("Sowing: take all the seeds"));
    assert!(step.say.get(Lang::Tr).starts_with("Ekim: kendi"));
    assert!(step.wrong.get(Lang::Az).starts_with("O çuxur da"));
    // Its first step has no inputs, and no `wrong` or `done` words.
    assert_eq!(
        (l.steps[0].rule.as_str(), l.steps[0].done.get(Lang::En)),
        ("U2", "")
    );
    // Tsoro's T10 step: 8 columns, f2 played at once, the picks either way.
    let Ok(CourseFile::Lesson(t)) =
        CourseFile::read(Kind::Lesson, Variant::Tsoro, &real("learn", Variant::Tsoro))
    else {
        panic!("Tsoro's lesson");
    };
    let t10 = t.steps.iter().find(|s| s.rule == "T10").unwrap();
    assert_eq!(t10.rules.columns(), 8);
    assert_eq!(t10.setup, ["f2"]);
    assert_eq!(t10.inputs, [["e4", "g4"], ["g4", "e4"]]);
    // Urim's puzzle 1: North's f2 captures, worth 11.15 seeds.
    let Ok(CourseFile::Puzzles(p)) = CourseFile::read(
        Kind::Puzzles,
        Variant::Urim,
        &real("puzzles", Variant::Urim),
    ) else {
        panic!("Urim's puzzles");
    };
    assert_eq!(
        p.request.command_line(),
        "mancala puzzles --game urim --count 24 --seed 1"
    );
    let one = &p.puzzles[0];
    assert_eq!((one.grade, one.task), (Grade::Easy, Task::Capture));
    assert_eq!(one.line, [["f2"], ["b1"]]);
    assert_eq!(one.values[0], ("f2".to_string(), 1115));
    assert_eq!(one.values[3], ("b2".to_string(), -780));
    assert_eq!(one.position.to_move(), crate::engine::Player::North);
}

/// A Urim step: South sows e1 from [[0,0,0,0,1,2],[1,5,0,0,3,0]].
const STEP: &str = r#"{"rule":"U7","position":{"rows":[[0,0,0,0,1,2],[1,5,0,0,3,0]],"captured":{"S":10,"N":14}},"inputs":["e1"],"say":{"en":"Sow e1.","tr":"e1 çukurunu ek."},"wrong":{"en":"Not that one."},"done":{"en":"Captured."}}"#;

/// A Urim lesson of one step: `STEP` with `from` replaced by `to`.
fn lesson(from: &str, to: &str) -> Result<CourseFile, FileError> {
    assert!(STEP.contains(from), "{from}");
    let text = format!(
        r#"{{"game":"urim","steps":[{STEP},{}]}}"#,
        STEP.replacen(from, to, 1)
    );
    CourseFile::read(Kind::Lesson, Variant::Urim, &text)
}

/// What a lesson with that change is refused for, in words.
fn refused(from: &str, to: &str) -> (FileError, String) {
    let e = lesson(from, to).expect_err(to);
    let words = e.to_string();
    (e, words)
}

#[test]
fn a_lesson_reads_and_its_words_fall_back_to_english() {
    let Ok(CourseFile::Lesson(l)) = lesson("U7", "U7") else {
        panic!("the step as written");
    };
    let s = &l.steps[1];
    assert_eq!(s.say.get(Lang::Tr), "e1 çukurunu ek.");
    // No Azerbaijani: English stands in.
    assert_eq!(s.say.get(Lang::Az), "Sow e1.");
    assert_eq!(s.wrong.get(Lang::Tr), "Not that one.");
}

#[test]
fn a_lesson_with_a_fault_is_refused_naming_step_and_field() {
    // Missing English; an unknown language code.
    let (e, words) = refused(r#""say":{"en":"Sow e1.","#, r#""say":{"#);
    assert_eq!(e.fault, Fault::NoEnglish);
    assert_eq!(words, r#"step 2: "say" has no English ("en")"#);
    let (e, words) = refused(r#""tr":"e1"#, r#""de":"e1"#);
    assert_eq!(e.fault, Fault::Unknown("language", "de".into()));
    assert_eq!(words, r#"step 2: "say": unknown language 'de'"#);
    // A position the engine refuses: three rows on Urim's two-row board.
    let (e, words) = refused("[[0,0,0,0,1,2],", "[[0,0,0,0,0,0],[0,0,0,0,1,2],");
    assert_eq!(e.fault, Fault::Position(SetupError::RowCount("rows", 2, 3)));
    assert!(words.starts_with(r#"step 2: "position": "#), "{words}");
    // A count that is no count.
    let (e, _) = refused("[[0,0,0,0,1,2]", "[[0,0,0,0,1,-2]");
    let bad = SetupError::NotCount(0, 5, "-2".into());
    assert_eq!(e.fault, Fault::Position(bad));
    // A bad token list: a number among the tokens; an empty alternative.
    let (e, words) = refused(r#"["e1"]"#, r#"["e1",3]"#);
    assert_eq!(e.fault, Fault::NotA("a list of tokens"));
    assert_eq!(words, r#"step 2: "inputs" is not a list of tokens"#);
    let (e, _) = refused(r#"["e1"]"#, r#"["e1|"]"#);
    assert_eq!((e.item, e.field), (Some(("step", 2)), "inputs"));
    // A setup the engine refuses: c1 is empty.
    let (e, words) = refused(r#""inputs""#, r#""setup":["c1"],"inputs""#);
    assert!(matches!(e.fault, Fault::Setup(_)), "{e:?}");
    assert_eq!(
        words,
        r#"step 2: "setup": input 1 (c1) cannot be played there"#
    );
    // Missing fields, a field of the wrong kind, an unknown rule.
    let (e, words) = refused(r#""done":{"en":"Captured."}"#, r#""x":1"#);
    assert_eq!(words, r#"step 2: no "done""#);
    assert_eq!(e.fault, Fault::Missing);
    let (_, words) = refused(r#""rule":"U7""#, r#""rule":7"#);
    assert_eq!(words, r#"step 2: "rule" is not a string"#);
    let (_, words) = refused(r#""rule":"U7""#, r#""rule":"U99""#);
    assert_eq!(words, r#"step 2: "rule": unknown rule 'U99'"#);
    // A bad option.
    let (e, _) = refused(r#""rule":"U7","#, r#""rule":"U7","options":{"pits":"9"},"#);
    assert!(
        matches!(e.fault, Fault::Rules(RulesError::BadValue { .. })),
        "{e:?}"
    );
    assert_eq!(e.field, "options");
}

#[test]
fn a_file_of_another_game_no_game_or_nothing_in_it_is_refused() {
    let text = |game: &str, steps: &str| format!(r#"{{"game":"{game}","steps":[{steps}]}}"#);
    // Another game's file: read, then refused for the page's game.
    let e = CourseFile::read(Kind::Lesson, Variant::Gore, &text("urim", STEP)).unwrap_err();
    assert_eq!(e.to_string(), r#""game": urim, not gore"#);
    // A game id that is none.
    let e = CourseFile::read(Kind::Lesson, Variant::Urim, &text("mancala", STEP)).unwrap_err();
    assert_eq!(
        e.fault,
        Fault::Rules(RulesError::UnknownGame("mancala".into()))
    );
    assert!(
        e.to_string()
            .starts_with(r#""game": unknown game 'mancala'"#),
        "{e}"
    );
    // An empty list; not JSON.
    let e = CourseFile::read(Kind::Lesson, Variant::Urim, &text("urim", "")).unwrap_err();
    assert_eq!(e.to_string(), r#""steps" is empty"#);
    let e = CourseFile::read(Kind::Lesson, Variant::Urim, r#"{"game":"urim""#).unwrap_err();
    assert!(matches!(e.fault, Fault::Json(_)), "{e:?}");
}

/// A Urim puzzle file of one puzzle (Urim's puzzle 1 as its file has it),
/// with `from` replaced by `to`.
fn puzzles(from: &str, to: &str) -> Result<CourseFile, FileError> {
    let text = r#"{"game":"urim","options":{"pits":"6","seeds":"3"},"generated_by":"mancala puzzles --game urim --count 24 --seed 1","puzzles":[{"n":1,"level":"easy","task":"capture","position":{"rows":[[0,8,0,1,1,10],[9,0,1,1,1,1]],"captured":{"S":0,"N":3},"to_move":"N"},"line":[["f2"],["b1"]],"values":[["f2",1115],["e2",95]]}]}"#;
    assert!(text.contains(from), "{from}");
    CourseFile::read(Kind::Puzzles, Variant::Urim, &text.replacen(from, to, 1))
}

#[test]
fn a_puzzle_file_with_a_fault_is_refused_naming_puzzle_and_field() {
    assert!(puzzles("", "").is_ok());
    let refused = |from: &str, to: &str| puzzles(from, to).expect_err(to).to_string();
    // A bad value pair: hundredths as a string, a float, three items.
    let pairs = r#"puzzle 1: "values" is not a list of [token, hundredths] pairs"#;
    assert_eq!(refused(r#"["f2",1115]"#, r#"["f2","1115"]"#), pairs);
    assert_eq!(refused(r#"["f2",1115]"#, r#"["f2",11.15]"#), pairs);
    assert_eq!(refused(r#"["f2",1115]"#, r#"["f2",1115,0]"#), pairs);
    // A bad token list: an empty entry in the line; an empty list.
    let lists = r#"puzzle 1: "line" is not a list of token lists, none empty"#;
    assert_eq!(refused(r#"["b1"]]"#, r#"[]]"#), lists);
    assert_eq!(
        refused(r#""line":[["f2"],["b1"]]"#, r#""line":[]"#),
        r#"puzzle 1: "line" is empty"#
    );
    // A bad position: 37 seeds where Urim has 36.
    let e = refused(r#""S":0,"N":3"#, r#""S":1,"N":3"#);
    assert!(e.starts_with(r#"puzzle 1: "position": "#), "{e}");
    // Words the file may not use; a number out of order.
    assert_eq!(
        refused("\"easy\"", "\"expert\""),
        r#"puzzle 1: "level": unknown level 'expert'"#
    );
    assert_eq!(
        refused("\"capture\"", "\"grab\""),
        r#"puzzle 1: "task": unknown task 'grab'"#
    );
    assert_eq!(
        refused("\"n\":1", "\"n\":2"),
        r#"puzzle 1: "n": numbered 2, not 1"#
    );
    // The header: an option missing, a bad option, `generated_by` elsewhere.
    let e = refused(r#","seeds":"3""#, "");
    assert_eq!(e, r#""options": must list every option of the game"#);
    assert!(refused(r#""pits":"6""#, r#""pits":"5""#).starts_with(r#""options": "#));
    let e = refused("--count 24", "--option pits=7 --count 24");
    assert_eq!(e, r#""generated_by": names other options than "options""#);
    let gore = CourseFile::read(
        Kind::Puzzles,
        Variant::Urim,
        &real("puzzles", Variant::Gore),
    );
    assert_eq!(gore.unwrap_err().to_string(), r#""game": gore, not urim"#);
    assert_eq!(
        refused(r#"[{"n""#, r#"[],"x":[{"n""#),
        r#""puzzles" is empty"#
    );
}

/// The page says a refused file's fault in its panel, and nothing is legal.
#[test]
fn the_page_shows_why_a_file_is_refused() {
    use crate::ui::settings::Speed;
    use crate::ui::state::{Action, AppState};
    let text = format!(
        r#"{{"game":"urim","steps":[{STEP},{}]}}"#,
        STEP.replace("U7", "U99")
    );
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]).with_course(
        Kind::Lesson,
        None,
        true,
    );
    s.apply(Action::CourseLoaded(
        Variant::Urim,
        Kind::Lesson,
        Ok(text),
        vec![],
    ));
    let c = s.course().unwrap();
    let why = r#"step 2: "rule": unknown rule 'U99'"#;
    assert_eq!(c.loaded, Some(Err(why.to_string())));
    assert!(s.legal.is_empty());
    let panel = crate::ui::course::view::panel_html(c, Lang::En, false, Default::default());
    assert!(
        panel.contains("step 2: &quot;rule&quot;: unknown rule &apos;U99&apos;"),
        "{panel}"
    );
}
