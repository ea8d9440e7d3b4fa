//! How the page opens, setting by setting, from hand-made browsers: the
//! texts in storage (today's page's, `saved::fixtures`), the reader's
//! languages and reduced motion.

use super::*;
use crate::engine::ai::Level;
use crate::engine::{ByPlayer, Rules};
use crate::ui::saved::fixtures as f;
use crate::ui::settings::{Seat, Theme, DEFAULT_SEATS};

/// A browser with these texts in storage, no language, no reduced motion.
fn env(stored: &[(&str, &str)]) -> Env {
    Env {
        stored: stored
            .iter()
            .map(|(k, t)| (k.to_string(), t.to_string()))
            .collect(),
        languages: vec![],
        reduced_motion: false,
        seed: 42,
    }
}

fn open(search: &str, env: &Env) -> AppState {
    initial_state(search, env).state
}

fn tokens(s: &AppState) -> Vec<String> {
    s.session.recorded_tokens()
}

/// A reader who never played the game: South against Beginner.
const NEWCOMER: ByPlayer<Seat> = ByPlayer {
    south: Seat::Human,
    north: Seat::Computer(Level::Beginner),
};

const TWO_HUMANS: ByPlayer<Seat> = ByPlayer {
    south: Seat::Human,
    north: Seat::Human,
};

#[test]
fn the_language_is_the_addresss_then_the_readers_then_the_browsers_then_english() {
    let mut e = env(&[]);
    assert_eq!(open("?game=urim", &e).lang, Lang::En);
    e.languages = vec!["de-DE".into(), "tr-TR".into(), "az".into()];
    assert_eq!(
        open("?game=urim", &e).lang,
        Lang::Tr,
        "the first the page has"
    );
    e.languages = vec!["AZ_az".into()];
    assert_eq!(open("", &e).lang, Lang::Az);
    e.languages = vec!["de-DE".into(), "ja".into()];
    assert_eq!(open("", &e).lang, Lang::En);
    // The homelands' languages, whatever the region (issue 29).
    for (tag, lang) in [
        ("sw-TZ", Lang::Sw),
        ("fr-CI", Lang::Fr),
        ("pt-CV", Lang::Pt),
    ] {
        e.languages = vec!["de".into(), tag.into()];
        assert_eq!(open("", &e).lang, lang, "{tag}");
    }
    // The reader's earlier choice, as today's page wrote it or as written now.
    let mut e = env(&[("mancala:lang", f::LANG)]);
    e.languages = vec!["tr".into()];
    assert_eq!(open("", &e).lang, Lang::Az);
    e.stored = vec![("mancala:lang".into(), r#"{"v":1,"lang":"tr"}"#.into())];
    assert_eq!(open("", &e).lang, Lang::Tr);
    // The address wins; an unknown `lang=` is said in the reader's.
    assert_eq!(open("?lang=en", &e).lang, Lang::En);
    assert_eq!(page_lang("?lang=en", &e), Lang::En);
    let s = open("?lang=de", &e);
    assert_eq!(s.lang, Lang::Tr);
    assert_eq!(s.problems.len(), 1, "{:?}", s.problems);
    assert_ne!(
        s.problems,
        open("?lang=de", &env(&[])).problems,
        "said in Turkish"
    );
    // A choice this page cannot read: the browser's language, and the
    // text is set aside.
    let mut e = env(&[("mancala:lang", "klingon")]);
    e.languages = vec!["az-AZ".into()];
    let b = initial_state("", &e);
    assert_eq!((b.state.lang, page_lang("", &e)), (Lang::Az, Lang::Az));
    assert_eq!(
        b.ops,
        [
            Op::Write("mancala:unreadable:lang".into(), "klingon".into()),
            Op::Remove("mancala:lang".into())
        ]
    );
}

#[test]
fn reduced_motion_is_instant_unless_the_address_names_a_speed() {
    let mut e = env(&[]);
    assert_eq!(open("?game=urim", &e).speed, Speed::Normal);
    e.reduced_motion = true;
    assert_eq!(open("?game=urim", &e).speed, Speed::Instant);
    assert_eq!(open("?game=urim&speed=slow", &e).speed, Speed::Slow);
    // An empty value says nothing.
    assert_eq!(open("?game=urim&speed=", &e).speed, Speed::Instant);
    // Lessons sow slowly, but not for a reader who asked for no motion.
    assert_eq!(open("?mode=learn&game=urim", &e).speed, Speed::Instant);
    assert_eq!(open("?mode=learn&game=urim", &env(&[])).speed, Speed::Slow);
}

#[test]
fn the_theme_is_the_addresss_then_the_readers_then_auto() {
    assert_eq!(open("", &env(&[])).theme, Theme::Auto);
    let today = env(&[("mancala:theme", f::THEME_DARK)]);
    assert_eq!(open("?game=urim", &today).theme, Theme::Dark);
    let now = env(&[("mancala:theme", r#"{"v":1,"theme":"light"}"#)]);
    assert_eq!(open("?game=urim", &now).theme, Theme::Light);
    assert_eq!(open("?theme=light", &today).theme, Theme::Light);
    assert_eq!(open("?theme=auto", &today).theme, Theme::Auto);
    // A theme the page does not know is refused in words, and the address
    // still named one: auto.
    let s = open("?theme=pink", &today);
    assert_eq!((s.theme, s.problems.len()), (Theme::Auto, 1));
    assert_eq!(
        open("?theme=", &today).theme,
        Theme::Dark,
        "empty: as if absent"
    );
}

#[test]
fn a_game_in_progress_is_resumed_with_its_seats_and_settings() {
    let e = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:last", f::LAST),
    ]);
    for search in ["?game=urim", "", "?lang=en"] {
        let s = open(search, &e);
        assert_eq!(s.rules, Rules::new(Variant::Urim), "{search}");
        assert_eq!(tokens(&s), ["a1", "f2", "b1", "e2"]);
        assert_eq!(s.session.ply(), 3);
        assert_eq!(s.seats.south, Seat::Computer(Level::Hard));
        assert_eq!(s.seats.north, Seat::Human);
        assert_eq!((s.speed, s.auto_turn), (Speed::Fast, true));
        assert!(s.kept.is_empty(), "the game resumed is not kept again");
    }
    // The address's seats and speed win.
    let s = open("?game=urim&north=medium&speed=slow", &e);
    assert_eq!((s.seats, s.speed), (DEFAULT_SEATS, Speed::Slow));
    assert_eq!(s.session.ply(), 3);
    // The game played last, as written now.
    let e = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:last", r#"{"v":1,"game":"urim"}"#),
    ]);
    assert_eq!(open("", &e).session.ply(), 3);
}

#[test]
fn a_link_of_its_own_opens_as_asked_and_keeps_the_saved_game() {
    let e = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:last", f::LAST),
    ]);
    let saved = ["a1", "f2", "b1", "e2"];
    let kept = |s: &AppState| -> Vec<Vec<String>> {
        s.kept.iter().map(|k| k.session.recorded_tokens()).collect()
    };
    // Other options, a link's moves, a position, a record, the editor: the
    // save is not resumed, but kept ("Back to my game").
    let position = r#"?game=urim&position={"rows":[[3,3,3,3,3,3],[3,3,3,3,3,3]]}"#;
    for search in [
        "?game=urim&pits=7",
        "?game=urim&moves=c1",
        position,
        "?record=[Game \"urim\"]%0A[Options \"pits=6 seeds=3\"]%0Ac1",
        "?game=urim&mode=edit",
        "?game=gore",
    ] {
        let s = open(search, &e);
        assert_ne!(tokens(&s), saved, "{search}");
        assert_eq!(kept(&s), [saved], "{search}");
    }
    let link = open("?game=urim&moves=c1", &e);
    assert_eq!(
        (tokens(&link), link.seats),
        (vec!["c1".to_string()], south_against(Level::Hard))
    );
    assert!(open("?game=urim&mode=edit", &e).editor().is_some());
    // A diagram shows, it keeps nothing.
    let view = open("?game=urim&mode=view&moves=c1", &e);
    assert!(view.is_view() && view.kept.is_empty());
    // A link to the very game saved: on the board, not kept twice.
    let same = open("?game=urim&moves=a1+f2+b1+e2&ply=3", &e);
    assert!(same.kept.is_empty());
}

#[test]
fn games_kept_in_storage_come_back_as_kept_games() {
    let e = env(&[
        ("mancala:game:urim", f::URIM_LINK_GAME),
        ("mancala:kept:urim", f::URIM_KEPT),
        ("mancala:game:tsoro", f::TSORO),
        ("mancala:game:gore", f::GORE),
        // Nothing played, or over: nothing to keep.
        ("mancala:game:anywoli", f::URIM_EMPTY),
        ("mancala:kept:anywoli", f::URIM_FINISHED),
    ]);
    let s = open("?game=urim", &e);
    assert_eq!(tokens(&s), ["c1", "b2"]);
    let kept: Vec<(Variant, usize)> = s
        .kept
        .iter()
        .map(|k| (k.rules.variant(), k.session.ply()))
        .collect();
    // In the order of `Variant::ALL`, each game's kept game before its save.
    assert_eq!(
        kept,
        [
            (Variant::Gore, 12),
            (Variant::Urim, 4),
            (Variant::Tsoro, 15)
        ]
    );
}

#[test]
fn a_saved_game_with_nothing_played_is_never_resumed() {
    // `?game=urim&south=human&north=human`, left at once: the next plain
    // link is seated as a new game is (contract, "Opponents, hints").
    let e = env(&[
        ("mancala:game:urim", f::URIM_EMPTY),
        ("mancala:last", f::LAST),
    ]);
    for search in ["?game=urim", ""] {
        let s = open(search, &e);
        assert_eq!(s.rules, Rules::new(Variant::Urim), "{search:?}: its game");
        assert_eq!(s.seats, NEWCOMER, "{search:?}");
        assert_eq!(s.session.ply(), 0);
    }
    assert_eq!(
        open("?game=urim&north=hard", &e).seats.north,
        Seat::Computer(Level::Hard)
    );
    assert_eq!(
        open("?game=urim&south=human&north=human", &e).seats,
        TWO_HUMANS
    );
    // Its game, options and settings stay; never its start, nor its seats.
    let empty = f::URIM_POSITION
        .replace(r#"["e1","d2","c1"],"ply":3"#, r#"[],"ply":0"#)
        .replace(
            r#""speed":"normal","auto_turn":false"#,
            r#""speed":"fast","auto_turn":true"#,
        );
    let e = env(&[
        ("mancala:game:urim", empty.as_str()),
        ("mancala:last", f::LAST),
    ]);
    let s = open("", &e);
    let mut urim7 = Rules::new(Variant::Urim);
    urim7.set_option("pits", "7").unwrap();
    urim7.set_option("seeds", "4").unwrap();
    assert_eq!((s.rules, s.speed, s.auto_turn), (urim7, Speed::Fast, true));
    assert_eq!(s.seats, NEWCOMER);
    assert_eq!(
        s.position(),
        &crate::engine::Position::new(urim7),
        "the opening"
    );
    // Another game's or other options' save is no concern of the address.
    let other = open("?game=urim&speed=slow", &e);
    assert_eq!(
        (other.rules, other.speed),
        (Rules::new(Variant::Urim), Speed::Slow)
    );
    assert!(!open("?game=urim", &e).auto_turn);
    assert_eq!(
        open("?game=urim&pits=7&seeds=4&speed=slow", &e).speed,
        Speed::Slow
    );
}

#[test]
fn an_unreadable_save_opens_a_new_game_says_nothing_and_is_set_aside() {
    let newer = f::URIM_UNDO.replace(r#""v":1"#, r#""v":2"#);
    let e = env(&[
        ("mancala:game:urim", newer.as_str()),
        ("mancala:last", f::LAST),
    ]);
    let b = initial_state("?game=urim", &e);
    assert_eq!((b.state.session.ply(), b.state.seats), (0, NEWCOMER));
    assert!(b.state.problems.is_empty() && b.state.message.is_none());
    assert_eq!(
        b.ops,
        [
            Op::Write("mancala:unreadable:game:urim".into(), newer.clone()),
            Op::Remove("mancala:game:urim".into())
        ]
    );
}

#[test]
fn the_rest_comes_from_the_address_and_the_browser() {
    let s = open("?game=urim&embed=1&flip=1&analyse=1", &env(&[]));
    assert!(s.embed && s.flip && s.analysis.on);
    assert_eq!(s.seed_base, 42);
    let s = open("?game=urim", &env(&[]));
    assert!(!s.embed && !s.flip && !s.analysis.on);
    // Bad parameters are said; a save resumed keeps them said.
    let e = env(&[("mancala:game:urim", f::URIM_UNDO)]);
    let s = open("?game=urim&speed=warp", &e);
    assert_eq!((s.session.ply(), s.problems.len()), (3, 1));
}

/// The reader South against the computer at `level`.
fn south_against(level: Level) -> ByPlayer<Seat> {
    ByPlayer {
        south: Seat::Human,
        north: Seat::Computer(level),
    }
}

#[test]
fn a_reader_meets_beginner_in_a_game_never_played_and_their_level_elsewhere() {
    // Nothing kept: every game, from a plain link or none, seats Beginner.
    for v in Variant::ALL {
        let s = open(&format!("?game={}", v.id()), &env(&[]));
        assert_eq!(s.seats, NEWCOMER, "{}", v.id());
    }
    assert_eq!(open("", &env(&[])).seats, NEWCOMER);
    // A level kept for Tsoro is Tsoro's alone.
    let e = env(&[("mancala:level:tsoro", r#"{"v":1,"level":"hard"}"#)]);
    assert_eq!(
        open("?game=tsoro&columns=8", &e).seats,
        south_against(Level::Hard)
    );
    assert_eq!(open("?game=urim", &e).seats, NEWCOMER);
    // The address still wins, and a diagram or a lesson seats nobody.
    assert_eq!(
        open("?game=tsoro&north=easy", &e).seats.north,
        Seat::Computer(Level::Easy)
    );
    assert_eq!(open("?game=tsoro&mode=learn", &e).seats, TWO_HUMANS);
    // A level the page does not offer, or damaged, is as none (and set aside).
    for bad in [
        r#"{"v":1,"level":"random"}"#,
        "hard",
        r#"{"v":2,"level":"hard"}"#,
    ] {
        let e = env(&[("mancala:level:tsoro", bad)]);
        let b = initial_state("?game=tsoro", &e);
        assert_eq!(b.state.seats, NEWCOMER, "{bad}");
        assert_eq!(
            b.ops[0],
            Op::Write("mancala:unreadable:level:tsoro".into(), bad.into())
        );
    }
}

#[test]
fn before_levels_were_kept_a_saved_game_tells_the_readers_level() {
    // Today's page kept no level: the computer the reader faced in a game
    // with an input played is theirs (Urim: Hard, as South's opponent).
    let e = env(&[("mancala:game:urim", f::URIM_UNDO)]);
    let link = open("?game=urim&moves=c1", &e);
    assert_eq!(link.seats, south_against(Level::Hard));
    assert_eq!(link.levels.known(Variant::Urim), Some(Level::Hard));
    // Two humans, or nothing played, tell nothing.
    let e = env(&[
        ("mancala:game:urim", f::URIM_LINK_GAME),
        ("mancala:game:gore", f::URIM_EMPTY),
    ]);
    assert_eq!(open("?game=urim&moves=c1", &e).seats, NEWCOMER);
    // A level kept wins over the save's.
    let e = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:level:urim", r#"{"v":1,"level":"easy"}"#),
    ]);
    assert_eq!(
        open("?game=urim&moves=c1", &e).seats,
        south_against(Level::Easy)
    );
}

#[test]
fn a_frame_resumes_its_own_game_never_the_full_pages() {
    let frame = "?game=urim&embed=1";
    let own = frame_key(frame);
    // The full page's Urim game (ply 3), the game played last, a game set
    // aside: a frame of Urim opens at the opening and keeps none of them.
    let page_only = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        ("mancala:last", f::LAST),
        ("mancala:kept:urim", f::URIM_KEPT),
    ]);
    let s = open(frame, &page_only);
    assert_eq!((s.session.ply(), s.kept.len()), (0, 0));
    assert_eq!(s.frame_key.as_deref(), Some(own.as_str()));
    // Its own game (the link's game, c1 b2, two humans): resumed, at ply 2.
    let both = env(&[
        ("mancala:game:urim", f::URIM_UNDO),
        (own.as_str(), f::URIM_LINK_GAME),
    ]);
    let s = open(frame, &both);
    assert_eq!(tokens(&s), ["c1", "b2"]);
    assert_eq!((s.session.ply(), s.seats), (2, TWO_HUMANS));
    // Another frame's address (another article's frame, other seats)
    // resumes nothing of it; the full page never resumes a frame's game.
    let s = open("?game=urim&embed=1&north=hard", &both);
    assert_eq!(s.session.ply(), 0);
    let s = open("?game=urim", &env(&[(own.as_str(), f::URIM_LINK_GAME)]));
    assert_eq!((s.session.ply(), s.frame_key.clone()), (0, None));
    // A frame without `game=` is Goré, whatever was played last.
    let s = open("?embed=1", &page_only);
    assert_eq!(s.rules.variant(), Variant::Gore);
}

#[test]
fn a_frame_writes_its_own_key_only() {
    use crate::ui::saved::store::{autosave, Op};
    let frame = "?game=urim&embed=1&north=human";
    let e = env(&[("mancala:game:urim", f::URIM_UNDO)]);
    let mut s = open(frame, &e);
    let get = |k: &str| e.get(k);
    // At the opening: nothing written (a frame's opening is the article's).
    assert_eq!(autosave(&s, &get), []);
    let a1 = s.position().layout().parse("a1").unwrap();
    s.apply(crate::ui::state::Action::Pit(a1));
    let ops = autosave(&s, &get);
    let written: Vec<&str> = ops
        .iter()
        .map(|op| match op {
            Op::Write(k, _) | Op::Remove(k) => k.as_str(),
        })
        .collect();
    assert_eq!(
        written,
        [
            "mancala:frame:?game=urim&embed=1&north=human",
            "mancala:frames"
        ]
    );
}
