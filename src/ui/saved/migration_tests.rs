//! Saved data survives upgrades: what the page wrote before versions were
//! everywhere (`fixtures`, captured from its localStorage) is read into the
//! same state as the plays that wrote it; every text written now carries its
//! version; anything unreadable is set aside, never written over or removed.

use super::fixtures as f;
use super::prefs::*;
use super::store::{autosave, put, readable, tidy, Op};
use super::*;
use crate::engine::ai::Level;
use crate::ui::settings::Theme;
use crate::ui::state::Action;
use crate::ui::texts::Lang;

const HUMAN: Seat = Seat::Human;

fn rules(v: Variant, options: &[(&str, &str)]) -> Rules {
    let mut r = Rules::new(v);
    for (k, val) in options {
        r.set_option(k, val).unwrap();
    }
    r
}

/// The page state the plays made: `tokens` played on a board of `rules`
/// (from `start`), the last `undone` of them taken back; seated and set.
fn played(
    rules: Rules,
    start: Option<&str>,
    tokens: &[&str],
    undone: usize,
    seats: (Seat, Seat),
    speed: Speed,
) -> AppState {
    let mut s = AppState::new(rules, speed, start, vec![]);
    let tokens: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    s.load_moves(&tokens, Some(tokens.len() - undone));
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s.with_seats(ByPlayer {
        south: seats.0,
        north: seats.1,
    })
}

/// `text` read and restored is `expected`: the same game and options, the
/// same start, inputs (undone ones too), board, seats and settings; and
/// written again, it is the same text.
fn same(text: &str, expected: &AppState) {
    let back = load(text).unwrap();
    let r = back.clone().restore();
    assert_eq!(r.rules, expected.rules);
    assert_eq!(r.session.start(), expected.session.start());
    assert_eq!(
        r.session.recorded_tokens(),
        expected.session.recorded_tokens()
    );
    assert_eq!(r.session.ply(), expected.session.ply());
    assert_eq!(r.position(), expected.position());
    assert_eq!((r.seats, r.speed), (expected.seats, expected.speed));
    assert_eq!(r.auto_turn, expected.auto_turn);
    assert!(r.problems.is_empty(), "{:?}", r.problems);
    assert_eq!(save(&r), text, "written again as it was");
}

#[test]
fn todays_saved_games_are_read_into_the_games_that_wrote_them() {
    let urim = Rules::new(Variant::Urim);
    let mut undo = played(
        urim,
        None,
        &["a1", "f2", "b1", "e2"],
        1,
        (Seat::Computer(Level::Hard), HUMAN),
        Speed::Fast,
    );
    undo.auto_turn = true;
    same(f::URIM_UNDO, &undo);
    assert!(load(f::URIM_UNDO).unwrap().restore().session.can_redo());

    let two = (HUMAN, HUMAN);
    same(
        f::URIM_LINK_GAME,
        &played(urim, None, &["c1", "b2"], 0, two, Speed::Fast),
    );
    let kept = played(urim, None, &["a1", "f2", "b1", "b2"], 0, two, Speed::Fast);
    same(f::URIM_KEPT, &kept);

    let tsoro = rules(Variant::Tsoro, &[("columns", "8"), ("bonus", "1")]);
    let tokens = "c1 continue d4 continue d1 continue f4 f1 a3 e4 h1 d4 stop e2 b4";
    let tokens: Vec<&str> = tokens.split(' ').collect();
    let hard_north = (HUMAN, Seat::Computer(Level::Hard));
    same(
        f::TSORO,
        &played(tsoro, None, &tokens, 0, hard_north, Speed::Instant),
    );

    let gore = "c1 a2 a1 c2 c1 d2 a1 c2 b1 a2 a1 d2";
    let gore: Vec<&str> = gore.split(' ').collect();
    same(
        f::GORE,
        &played(Rules::new(Variant::Gore), None, &gore, 0, two, Speed::Slow),
    );

    let bao = ["c1", "h3", "a1", "i3", "f1", "j3", "c2", "e4", "j2"];
    let easy_south = (Seat::Computer(Level::Easy), HUMAN);
    let bao_rules = Rules::new(Variant::BaoKigogo);
    same(
        f::BAO,
        &played(bao_rules, None, &bao, 0, easy_south, Speed::Normal),
    );

    let anywoli = rules(Variant::Anywoli, &[("last_four", "first_last_seed")]);
    let medium = (HUMAN, Seat::Computer(Level::Medium));
    let inputs = ["c1", "d2", "b1", "e2", "c1", "e1", "i1"];
    same(
        f::ANYWOLI,
        &played(anywoli, None, &inputs, 0, medium, Speed::Normal),
    );

    let urim7 = rules(Variant::Urim, &[("pits", "7"), ("seeds", "4")]);
    let start =
        r#"{"rows":[[0,2,0,5,0,0,3],[1,0,4,0,2,0,1]],"captured":{"S":20,"N":18},"to_move":"S"}"#;
    let from = played(
        urim7,
        Some(start),
        &["e1", "d2", "c1"],
        0,
        two,
        Speed::Normal,
    );
    same(f::URIM_POSITION, &from);

    same(
        f::URIM_EMPTY,
        &played(urim, None, &[], 0, two, Speed::Normal),
    );
}

#[test]
fn a_finished_game_is_read_to_its_result() {
    let s = load(f::URIM_FINISHED).unwrap().restore();
    assert_eq!(s.session.ply(), 100);
    let over = s.position().result().expect("over");
    // `mancala apply --game urim` with those 100 inputs: South 21, North 15.
    assert_eq!((over.score.south, over.score.north), (21, 15));
    assert!(s.problems.is_empty(), "{:?}", s.problems);
}

#[test]
fn todays_choices_are_read_and_written_again_with_their_version() {
    assert_eq!(read_lang(f::LANG), Some(Lang::Az));
    assert_eq!(read_lang(f::LANG_TR), Some(Lang::Tr));
    assert_eq!(read_theme(f::THEME), Some(Theme::Light));
    assert_eq!(read_theme(f::THEME_DARK), Some(Theme::Dark));
    assert_eq!(read_last(f::LAST), Some(Variant::Urim));
    assert_eq!(read_last(f::LAST_BAO), Some(Variant::BaoKigogo));
    assert_eq!(read_solved(f::SOLVED), Some(vec![1, 2]));
    assert_eq!(read_solved(f::SOLVED_NONE), Some(vec![]));
    // Written now: one object each, with its version, read back the same.
    assert_eq!(lang_text(Lang::Az), r#"{"v":1,"lang":"az"}"#);
    assert_eq!(theme_text(Theme::Light), r#"{"v":1,"theme":"light"}"#);
    assert_eq!(
        last_text(Variant::BaoKigogo),
        r#"{"v":1,"game":"bao-kigogo"}"#
    );
    assert_eq!(solved_text(&[1, 2]), r#"{"v":1,"solved":[1,2]}"#);
    assert_eq!(solved_text(&[]), r#"{"v":1,"solved":[]}"#);
    for l in Lang::ALL {
        assert_eq!(read_lang(&lang_text(l)), Some(l));
    }
    for t in Theme::ALL {
        assert_eq!(read_theme(&theme_text(t)), Some(t));
    }
    for v in Variant::ALL {
        assert_eq!(read_last(&last_text(v)), Some(v));
    }
    assert_eq!(read_solved(&solved_text(&[3, 1, 20])), Some(vec![3, 1, 20]));
}

#[test]
fn every_text_of_today_is_readable_under_its_key() {
    let cases = [
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:kept:urim", f::URIM_KEPT),
        ("mancala:game:tsoro", f::TSORO),
        ("mancala:game:urim", f::URIM_EMPTY),
        (LANG_KEY, f::LANG),
        (THEME_KEY, f::THEME),
        (LAST_KEY, f::LAST),
        ("mancala:puzzles:urim", f::SOLVED),
        ("mancala:puzzles:gore", f::SOLVED_NONE),
    ];
    for (k, text) in cases {
        assert!(readable(k, text), "{k}: {text}");
    }
    // Nothing to tidy in a storage that holds only them.
    let get = |k: &str| cases.iter().find(|c| c.0 == k).map(|c| c.1.to_string());
    assert_eq!(tidy(&get), vec![]);
}

#[test]
fn unreadable_texts_of_each_kind() {
    let newer_game = f::URIM_UNDO.replace(r#""v":1"#, r#""v":2"#);
    let cases = [
        ("mancala:game:urim", newer_game.as_str()),
        ("mancala:kept:gore", "{"),
        (LANG_KEY, "de"),
        (LANG_KEY, r#"{"v":2,"lang":"tr"}"#),
        (LANG_KEY, r#"{"lang":"tr"}"#),
        (THEME_KEY, "pink"),
        (THEME_KEY, r#"{"v":1,"theme":"sepia"}"#),
        (LAST_KEY, "chess"),
        (LAST_KEY, r#"{"v":1}"#),
        ("mancala:puzzles:urim", "1,x"),
        ("mancala:puzzles:urim", "0"),
        ("mancala:puzzles:urim", r#"{"v":1,"solved":[1,"2"]}"#),
    ];
    for (k, text) in cases {
        assert!(!readable(k, text), "{k}: {text}");
    }
    // Keys the page does not use are none of its business.
    assert!(readable("mancala:resize", "anything"));
}

#[test]
fn an_unreadable_text_is_set_aside_on_opening_never_lost() {
    let stored = [
        ("mancala:game:urim", r#"{"v":7,"future":true}"#),
        (LANG_KEY, "klingon"),
        // The place of an earlier unreadable Urim game is taken (by another
        // text): the next place is used.
        ("mancala:unreadable:game:urim", "{"),
        // Goré's: already set aside once, the same text.
        ("mancala:game:gore", "broken"),
        ("mancala:unreadable:game:gore", "broken"),
        (THEME_KEY, f::THEME),
    ];
    let get = |k: &str| stored.iter().find(|c| c.0 == k).map(|c| c.1.to_string());
    let w = |k: &str, t: &str| Op::Write(k.into(), t.into());
    let r = |k: &str| Op::Remove(k.into());
    assert_eq!(
        tidy(&get),
        vec![
            w("mancala:unreadable:lang", "klingon"),
            r(LANG_KEY),
            r("mancala:game:gore"),
            w("mancala:unreadable:game:urim:2", r#"{"v":7,"future":true}"#),
            r("mancala:game:urim"),
        ]
    );
}

#[test]
fn a_write_over_an_unreadable_text_sets_it_aside_first() {
    let stored = [(THEME_KEY, "sepia"), ("mancala:kept:urim", "{")];
    let get = |k: &str| stored.iter().find(|c| c.0 == k).map(|c| c.1.to_string());
    let dark = theme_text(Theme::Dark);
    assert_eq!(
        put(THEME_KEY, Some(dark.clone()), &get),
        vec![
            Op::Write("mancala:unreadable:theme".into(), "sepia".into()),
            Op::Write(THEME_KEY.into(), dark.clone()),
        ]
    );
    // A removal too.
    assert_eq!(
        put("mancala:kept:urim", None, &get),
        vec![
            Op::Write("mancala:unreadable:kept:urim".into(), "{".into()),
            Op::Remove("mancala:kept:urim".into()),
        ]
    );
    // A readable text is simply replaced; nothing there, nothing removed.
    let none = |_: &str| None;
    assert_eq!(
        put(LANG_KEY, Some("x".into()), &|_| Some(f::LANG.into())),
        vec![Op::Write(LANG_KEY.into(), "x".into())]
    );
    assert_eq!(put("mancala:kept:gore", None, &none), vec![]);
}

/// A Urim page, two humans, with `tokens` played.
fn urim_page(tokens: &[&str]) -> AppState {
    let two = (HUMAN, HUMAN);
    played(
        Rules::new(Variant::Urim),
        None,
        tokens,
        0,
        two,
        Speed::Normal,
    )
}

#[test]
fn autosave_writes_the_game_and_the_last_game_and_the_kept_game() {
    let mut s = urim_page(&["a1"]);
    let nothing = |_: &str| None;
    let game = save(&s);
    assert_eq!(
        autosave(&s, &nothing),
        vec![
            Op::Write("mancala:game:urim".into(), game.clone()),
            Op::Write(LAST_KEY.into(), r#"{"v":1,"game":"urim"}"#.into()),
        ]
    );
    // "New game": the game in progress is kept, and kept in storage too;
    // the fresh board does not write over the saved game in progress.
    s.apply(Action::NewGame);
    let stored = |k: &str| (k == "mancala:game:urim").then(|| game.clone());
    let kept = save_game(&s, s.kept[0].rules, &s.kept[0].session);
    assert_eq!(kept, game, "the same game, the same seats");
    assert_eq!(
        autosave(&s, &stored),
        vec![Op::Write("mancala:kept:urim".into(), kept.clone())]
    );
    // Its first input: written over the old save, which stays kept.
    let b1 = s.position().parse_input("b1").unwrap();
    s.apply(Action::Play(b1));
    let ops = autosave(&s, &stored);
    assert_eq!(ops[0], Op::Write("mancala:game:urim".into(), save(&s)));
    assert_eq!(ops[2], Op::Write("mancala:kept:urim".into(), kept.clone()));
    // Back to the kept game: the other one is kept in its place.
    s.apply(Action::BackToGame);
    let ops = autosave(&s, &|k: &str| {
        (k == "mancala:kept:urim").then(|| kept.clone())
    });
    assert_eq!(ops[0], Op::Write("mancala:game:urim".into(), game.clone()));
    let other = save_game(&s, s.kept[0].rules, &s.kept[0].session);
    assert!(other.contains(r#""inputs":["b1"]"#), "{other}");
    assert_eq!(ops[2], Op::Write("mancala:kept:urim".into(), other));
    // No kept game of this game any more: its kept text is removed.
    let mut alone = urim_page(&["a1"]);
    alone.kept.clear();
    let ops = autosave(&alone, &|k: &str| {
        (k == "mancala:kept:urim").then(|| kept.clone())
    });
    assert_eq!(ops[2], Op::Remove("mancala:kept:urim".into()));
}

#[test]
fn autosave_keeps_nothing_of_a_diagram_or_a_course_and_sets_aside_what_it_cannot_read() {
    let nothing = |_: &str| None;
    assert_eq!(autosave(&urim_page(&["a1"]).view_only(), &nothing), vec![]);
    let lesson = urim_page(&[]).with_course(crate::ui::course::Kind::Lesson, None, false);
    assert_eq!(autosave(&lesson, &nothing), vec![]);
    // A newer page's save under the key: set aside, then written over even
    // by a fresh board (nothing this page could resume is lost).
    let newer = f::URIM_UNDO.replace(r#""v":1"#, r#""v":2"#);
    let s = urim_page(&[]);
    let get = |k: &str| (k == "mancala:game:urim").then(|| newer.clone());
    let ops = autosave(&s, &get);
    assert_eq!(
        ops[..2],
        [
            Op::Write("mancala:unreadable:game:urim".into(), newer.clone()),
            Op::Write("mancala:game:urim".into(), save(&s)),
        ]
    );
}
