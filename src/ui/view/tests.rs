//! The board as shown, from the page state; expected values worked out from
//! docs/rules/*.md by hand.

use super::*;
use crate::engine::{Input, Position, Rules};
use crate::ui::settings::Speed;
use crate::ui::state::Action;

fn page(rules: Rules, speed: Speed, position: Option<&str>) -> AppState {
    let s = AppState::new(rules, speed, position, vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s
}

fn pit(s: &AppState, name: &str) -> Pit {
    s.position().layout().parse(name).unwrap()
}

fn names(s: &AppState, set: PitSet) -> Vec<String> {
    let l = s.position().layout();
    let mut v: Vec<String> = l
        .pits()
        .filter(|&p| set.contains(p))
        .map(|p| l.name(p))
        .collect();
    v.sort();
    v
}

fn tsoro(columns: &str, heads: &str) -> Rules {
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", columns).unwrap();
    r.set_option("heads", heads).unwrap();
    r
}

#[test]
fn legal_pits_are_the_sowings_or_while_offering_every_own_pit() {
    // Goré: a1 is empty, so South may sow b1, c1, d1 (G3); North holds 12
    // captured, so offers are possible, and empty pits may be offered (G5).
    let json = r#"{"rows": [[3,3,3,3],[0,3,3,6]], "captured": {"S": 12, "N": 12}}"#;
    let mut s = page(Rules::new(Variant::Gore), Speed::Instant, Some(json));
    assert_eq!(names(&s, legal_pits(&s)), ["b1", "c1", "d1"]);
    s.apply(Action::StartOffer);
    assert_eq!(names(&s, legal_pits(&s)), ["a1", "b1", "c1", "d1"]);
    s.apply(Action::Pit(pit(&s, "a1")));
    let v = BoardView::new(&s, None);
    assert!(v.pit(pit(&s, "a1")).selected);
    assert!(!v.pit(pit(&s, "b1")).selected);
}

#[test]
fn during_playback_the_board_shows_the_events_so_far_and_nothing_is_legal() {
    // Urim a1 (U3): lift 3 from a1, then one each into b1, c1, d1.
    let mut s = page(Rules::new(Variant::Urim), Speed::Normal, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Step);
    let v = BoardView::new(&s, None);
    assert!(v.legal.is_empty());
    assert_eq!(v.hand, 3);
    assert_eq!(v.hand_pit(), Some(pit(&s, "a1")));
    let a1 = v.pit(pit(&s, "a1"));
    assert_eq!((a1.count, a1.mark), (0, Some(Mark::Lift)));
    s.apply(Action::Step);
    let v = BoardView::new(&s, None);
    assert_eq!(v.hand, 2);
    let b1 = v.pit(pit(&s, "b1"));
    assert_eq!((b1.count, b1.mark), (4, Some(Mark::Drop)));
    assert_eq!(v.pit(pit(&s, "a1")).mark, None, "the mark moved on");
    // c1 is not reached yet: still 3 on the board shown (the position has 4).
    assert_eq!(v.pit(pit(&s, "c1")).count, 3);
    assert_eq!(s.position().board().count(pit(&s, "c1")), 4);
    s.apply(Action::SkipAnimation);
    let v = BoardView::new(&s, None);
    assert_eq!((v.hand, v.focus, v.hand_pit()), (0, None, None));
    assert_eq!(v.pits, *s.position().board());
    // North to move now: all six of its pits hold seeds, a2…f2 (U3).
    assert_eq!(v.legal.len(), 6);
    assert!(v.legal.contains(pit(&s, "f2")));
}

#[test]
fn a_capture_flies_to_the_capturers_store() {
    // Urim: f1's one seed falls into f2, which then holds 2: captured (U7).
    let json = r#"{"rows": [[0,0,0,0,0,1],[0,0,0,0,0,1]], "captured": {"S": 17, "N": 17}}"#;
    let mut s = page(Rules::new(Variant::Urim), Speed::Normal, Some(json));
    s.apply(Action::Pit(pit(&s, "f1")));
    s.apply(Action::Step); // lift f1
    s.apply(Action::Step); // drop into f2
    assert_eq!(BoardView::new(&s, None).flight, None);
    s.apply(Action::Step); // capture f2
    let v = BoardView::new(&s, None);
    let f2 = pit(&s, "f2");
    assert_eq!(
        v.flight,
        Some(FlightView {
            flight: Flight {
                pit: f2,
                player: Player::South,
                count: 2,
                inward: false
            },
            key: 3,
            ms: 360, // two beats of 180 ms at normal speed
        })
    );
    assert_eq!(v.captured, ByPlayer::new(19, 17));
    assert_eq!(v.pit(f2).mark, Some(Mark::Take));
    assert_eq!(v.store_word, "store");
}

#[test]
fn the_board_turns_to_north_only_when_asked_and_while_north_is_to_move() {
    let mut s = page(Rules::new(Variant::Gore), Speed::Instant, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(!BoardView::new(&s, None).flipped);
    s.apply(Action::ToggleAutoTurn);
    assert!(BoardView::new(&s, None).flipped);
    s.apply(Action::Undo);
    assert!(!BoardView::new(&s, None).flipped, "South to move");
    assert_eq!(BoardView::new(&s, None).store_word, "captured cows");
}

#[test]
fn tsoro_heads_are_the_last_columns_of_row_1_and_a4_b4() {
    // T2 on 4 × 6: South's e1, f1 and North's a4, b4; one head each (T15): f1, a4.
    let s = page(tsoro("6", "2"), Speed::Instant, None);
    let v = BoardView::new(&s, None);
    assert_eq!(names(&s, v.heads), ["a4", "b4", "e1", "f1"]);
    assert!(v.pit(pit(&s, "e1")).head && !v.pit(pit(&s, "d1")).head);
    let s = page(tsoro("6", "1"), Speed::Instant, None);
    assert_eq!(names(&s, BoardView::new(&s, None).heads), ["a4", "f1"]);
    assert_eq!(BoardView::new(&s, None).store_word, "captured");
}

#[test]
fn long_boards_stand_upright_on_narrow_screens() {
    let phone = Some(Viewport {
        width: 390.0,
        height: 844.0,
    });
    // Tsoro 4 × 21 on a phone: upright, (844 - 236) / 2352 of a unit high,
    // 432 units wide: 111 px (`ui::fit`).
    let s = page(tsoro("21", "1"), Speed::Instant, None);
    let v = BoardView::new(&s, phone);
    assert!(v.upright);
    assert_eq!(v.max_width, Some(111));
    // Goré lies down, as wide as the page's column (390 - 32).
    let s = page(Rules::new(Variant::Gore), Speed::Instant, None);
    let v = BoardView::new(&s, phone);
    assert_eq!((v.upright, v.max_width), (false, Some(358)));
    // No window known: lying down at full width; a frame fills itself.
    assert_eq!(BoardView::new(&s, None).max_width, None);
    let mut framed = s.clone();
    framed.embed = true;
    assert_eq!(BoardView::new(&framed, phone).max_width, None);
}

#[test]
fn turning_the_phone_relays_the_board_but_the_address_bar_does_not() {
    let upright = Viewport {
        width: 390.0,
        height: 844.0,
    };
    let turned = Viewport {
        width: 844.0,
        height: 390.0,
    };
    assert!(upright.relayout(turned));
    // The address bar hides: 56 pixels taller (under a fifth): no relayout.
    let taller = Viewport {
        width: 390.0,
        height: 900.0,
    };
    assert!(!upright.relayout(taller));
    // Half the height at the same width (a keyboard, a split screen): relayout.
    let half = Viewport {
        width: 390.0,
        height: 422.0,
    };
    assert!(upright.relayout(half));
    let s = page(Rules::new(Variant::Tsoro), Speed::Instant, None);
    assert!(BoardView::new(&s, Some(upright)).upright);
    assert!(!BoardView::new(&s, Some(turned)).upright);
}

#[test]
fn the_move_list_has_one_line_per_turn() {
    // Tsoro 4 × 6: a1 ends at the occupied head f1 (contract example), so the
    // stop belongs to South's same turn; then North sows.
    let mut s = page(tsoro("6", "2"), Speed::Instant, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Play(Input::Stop));
    assert_eq!(s.position().to_move(), Player::North);
    let north = s
        .legal
        .iter()
        .find_map(|i| match *i {
            Input::Sow(p) => Some(p),
            _ => None,
        })
        .unwrap();
    s.apply(Action::Pit(north));
    let lines = turn_lines(&s.session, s.session.ply(), crate::ui::texts::Lang::En);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0].who, lines[0].tokens.as_str(), lines[0].end),
        (Player::South, "a1 stop", 2)
    );
    assert_eq!(lines[1].who, Player::North);
    assert_eq!(lines[1].tokens, s.position().layout().name(north));
}

#[test]
fn pit_sets_hold_what_was_put_in() {
    let mut set = PitSet::default();
    assert!(set.is_empty());
    set.insert(Pit(0));
    set.insert(Pit(83));
    assert!(set.contains(Pit(0)) && set.contains(Pit(83)) && !set.contains(Pit(1)));
    assert_eq!(set.len(), 2);
}

#[test]
fn pit_names_grow_on_boards_drawn_small() {
    // Goré drawn 928 px wide for 32 + 220 + 400 = 652 units: larger than
    // life, 12 units.
    let gore = Geometry::new(Position::new(Rules::new(Variant::Gore)).layout(), false);
    assert_eq!(name_size(gore, Some(928.0)), 12.0);
    // Tsoro 4 × 21 lying down, 1248 px for 2352 units: 11 px need
    // 11 × 2352 / 1248 units.
    let big = Position::new(tsoro("21", "1")).layout();
    let lying = name_size(Geometry::new(big, false), Some(1248.0));
    assert!((lying - 11.0 * 2352.0 / 1248.0).abs() < 1e-9, "{lying}");
    // Upright, 111 px for 432 units need 42.8 units: never past 40 (a name
    // and a count still fit one cell), nor below 12 with no size known.
    let g = Geometry::new(big, false).upright(true);
    assert_eq!(name_size(g, Some(111.0)), 40.0);
    // Counts the same way, from their 20 units: 11 × 432 / 300 = 15.8 → 20.
    assert_eq!(count_size(g, Some(300.0)), 20.0);
    assert_eq!(count_size(g, Some(111.0)), 40.0);
    assert_eq!(count_size(g, None), 20.0);
    let up = name_size(Geometry::new(big, false).upright(true), Some(300.0));
    assert!((up - 11.0 * 432.0 / 300.0).abs() < 1e-9, "{up}");
    assert_eq!(name_size(Geometry::new(big, false), None), 12.0);
}

#[test]
fn the_tsoro_head_being_decided_is_marked_once_its_sowing_has_played() {
    // 4 × 6, one head: a1 (2) into b1, c1; c1 (3) relays into d1, e1, f1:
    // the head f1 holds 3 (T5, T6).
    let mut s = page(tsoro("6", "1"), Speed::Normal, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(s.animating());
    assert_eq!(
        BoardView::new(&s, None).deciding,
        None,
        "not while it plays"
    );
    s.apply(Action::SkipAnimation);
    let v = BoardView::new(&s, None);
    assert_eq!(v.deciding, Some(pit(&s, "f1")));
    assert!(v.pit(pit(&s, "f1")).deciding && !v.pit(pit(&s, "e1")).deciding);
}

#[test]
fn the_word_head_is_written_only_where_it_fits_beside_the_name() {
    // Tsoro 4 × 8 on a 1280 × 800 desktop: 1052 units in 1280 - 32 - 320 =
    // 928 px (the height allows more), names of 11 × 1052 / 928 = 12.47
    // units: "h1" and "head" take 12.47 × (0.7 × 6 + 0.4) = 57 units of the
    // pit's 80.
    let desktop = Some(Viewport {
        width: 1280.0,
        height: 800.0,
    });
    let s = page(tsoro("8", "2"), Speed::Instant, None);
    let v = BoardView::new(&s, desktop);
    assert!(
        (v.name_size - 11.0 * 1052.0 / 928.0).abs() < 1e-9,
        "{}",
        v.name_size
    );
    assert!(v.pit(pit(&s, "h1")).head_label && v.pit(pit(&s, "a4")).head_label);
    assert!(!v.pit(pit(&s, "f1")).head_label, "not a head");
    // Tsoro 4 × 21 upright on a phone: names of 40 units, no room; the
    // head is still a head (its ring and its label for screen readers).
    let phone = Some(Viewport {
        width: 390.0,
        height: 844.0,
    });
    let s = page(tsoro("21", "2"), Speed::Instant, None);
    let v = BoardView::new(&s, phone);
    assert!(v.upright && v.name_size >= 40.0 - 1e-9, "{}", v.name_size);
    let u1 = v.pit(pit(&s, "u1"));
    assert!(u1.head && !u1.head_label);
    // The rule's edge: 80 units hold 6 characters up to 80 / 4.6 = 17.4.
    assert!(head_label_fits(17.3, "u1", "head"));
    assert!(!head_label_fits(17.5, "u1", "head"));
    // Turkish "baş" is a character shorter.
    assert!(head_label_fits(19.0, "u1", "baş"));
}
