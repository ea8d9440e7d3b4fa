//! The decision bar's words and buttons; expected values worked out from
//! docs/rules/*.md by hand.

use super::*;
use crate::engine::{Rules, Variant};
use crate::ui::settings::Speed;
use crate::ui::texts::Lang;

fn page(v: Variant, speed: Speed, position: Option<&str>) -> AppState {
    let s = AppState::new(Rules::new(v), speed, position, vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s
}

fn click(s: &mut AppState, name: &str) {
    let p = s.position().layout().parse(name).unwrap();
    s.apply(Action::Pit(p));
}

fn hooks(v: &DecisionView) -> Vec<Option<&'static str>> {
    v.buttons.iter().map(|b| b.choice.hook()).collect()
}

const GORE_12_12: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

#[test]
fn a_move_is_asked_for_with_an_offer_button_where_one_is_legal() {
    let s = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    let v = DecisionView::new(&s, "");
    assert_eq!(v.prompt, "South to move: choose a highlighted pit.");
    assert_eq!(v.side, Some(Player::South));
    assert_eq!(hooks(&v), [Some("offer")]);
    assert_eq!((v.announce, v.can_undo, v.can_redo), (None, false, false));
    assert_eq!(v.offer_reason, None);
}

#[test]
fn the_offer_button_is_there_from_the_start_disabled_with_its_reason() {
    // At the opening North holds nothing to pay with, and a pit costs 6 (G5,
    // G7): the button shows, disabled, and says why beside it.
    let s = page(Variant::Gore, Speed::Instant, None);
    let v = DecisionView::new(&s, "");
    assert_eq!(hooks(&v), [Some("offer")]);
    assert!(!v.buttons[0].enabled);
    assert_eq!(
        v.offer_reason.as_deref(),
        Some("No trade now: North holds 0 captured cows, a trade needs at least 6 (G5)")
    );
    // South offered a1 last turn, North declined and sowed b2 (3: a2, a1,
    // b1, last in South's b1 with 4: captured, then a1 (4) and a2 (4) back
    // along the chain): South may not offer again at once (G5).
    let mut s = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    for t in ["offer=a1", "decline", "b2"] {
        let i = s.position().parse_input(t).unwrap();
        s.apply(Action::Play(i));
    }
    assert_eq!(s.position().to_move(), Player::South);
    let v = DecisionView::new(&s, "");
    assert_eq!(hooks(&v), [Some("offer")]);
    assert!(!v.buttons[0].enabled);
    assert_eq!(
        v.offer_reason.as_deref(),
        Some("No trade now: no offer on two turns in a row (G5)")
    );
    // Other games have no offer button at all.
    let s = page(Variant::Urim, Speed::Instant, None);
    let v = DecisionView::new(&s, "");
    assert!(v.buttons.is_empty() && v.offer_reason.is_none());
}

#[test]
fn composing_an_offer_states_the_price_and_refuses_what_north_cannot_pay() {
    let mut s = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    s.apply(Action::StartOffer);
    let v = DecisionView::new(&s, "");
    assert_eq!(
        v.prompt,
        "South, offer pits to North: none chosen — price 0 × 6 = 0 of North's 12 captured cows. \
         Click 1 to 3 of your pits to offer them."
    );
    assert_eq!(hooks(&v), [Some("confirm-offer"), Some("cancel-offer")]);
    assert!(!v.buttons[0].enabled);
    // Three pits cost 3 × 6 = 18 (G7); North has 12.
    for p in ["a1", "b1", "c1"] {
        click(&mut s, p);
    }
    let v = DecisionView::new(&s, "");
    assert!(v.prompt.starts_with(
        "South, offer pits to North: a1, b1, c1 — price 3 × 6 = 18 of North's 12 captured cows. Not possible: "
    ));
    assert!(v.prompt.contains("18"), "{}", v.prompt);
    assert!(!v.buttons[0].enabled);
    // Two cost 12: payable.
    click(&mut s, "c1");
    let v = DecisionView::new(&s, "");
    assert_eq!(
        v.prompt,
        "South, offer pits to North: a1, b1 — price 2 × 6 = 12 of North's 12 captured cows."
    );
    assert!(v.buttons[0].enabled);
    assert_eq!(v.buttons[0].choice.action(), Action::ConfirmOffer);
}

#[test]
fn an_offer_is_answered_with_accept_or_decline() {
    let mut s = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    s.apply(Action::StartOffer);
    click(&mut s, "a1");
    click(&mut s, "b1");
    s.apply(Action::ConfirmOffer);
    let v = DecisionView::new(&s, "South offers a1, b1");
    assert_eq!(
        v.prompt,
        "South offers a1, b1 to North. Accepting costs North 12 captured cows (6 into each pit); \
         declining makes a win by North a victory without glory (G8)."
    );
    assert_eq!(v.side, Some(Player::North));
    assert_eq!(hooks(&v), [Some("accept"), Some("decline")]);
    assert_eq!(
        v.buttons
            .iter()
            .map(|b| b.choice.label(Lang::En))
            .collect::<Vec<_>>(),
        ["Accept the offer", "Decline"]
    );
    assert_eq!(
        v.announce.as_deref(),
        Some("Last move: South offers a1, b1.")
    );
    assert!(v.can_undo && !v.can_redo);
}

#[test]
fn a_player_without_seeds_is_told_to_pass() {
    // Goré: South's four pits are empty (G4); North could pay for an offer
    // of up to two pits (12 captured), so that button stays too (G4's ruling).
    let json = r#"{"rows": [[6,6,6,6],[0,0,0,0]], "captured": {"S": 12, "N": 12}}"#;
    let s = page(Variant::Gore, Speed::Instant, Some(json));
    let v = DecisionView::new(&s, "");
    assert_eq!(v.prompt, "South has nothing to sow and must pass.");
    assert_eq!(hooks(&v), [Some("pass"), Some("offer")]);
    assert_eq!(v.buttons[0].choice.action(), Action::Play(Input::Pass));
}

#[test]
fn urim_says_when_the_move_must_feed() {
    // North's row is empty; f1's two seeds reach f2 and e2, a1's one only b1:
    // South must play f1 (U6).
    let json = r#"{"rows": [[0,0,0,0,0,0],[1,0,0,0,0,2]], "captured": {"S": 16, "N": 17}}"#;
    let s = page(Variant::Urim, Speed::Instant, Some(json));
    assert_eq!(s.legal.len(), 1);
    let v = DecisionView::new(&s, "");
    assert_eq!(
        v.prompt,
        "North's row is empty: South must choose a move that feeds it (U6)."
    );
}

#[test]
fn tsoro_heads_and_bonus_picks_are_asked_for() {
    // Tsoro 4 × 6, contract example: a1 ends on the head f1 holding 3 (T6).
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    let mut s = AppState::new(r, Speed::Instant, None, vec![]);
    click(&mut s, "a1");
    let v = DecisionView::new(&s, "");
    assert_eq!(
        v.prompt,
        "South's last stone reached the head f1, which holds 3 stones: lift them and continue, or stop here (T6)?"
    );
    // The buttons say what each choice does.
    let words: Vec<String> = v.buttons.iter().map(|&b| v.label(b)).collect();
    assert_eq!(words, ["End my turn here", "Keep sowing: lift 3 from f1"]);
    let mut h = hooks(&v);
    h.sort();
    assert_eq!(h, [Some("continue"), Some("stop")]);
    // e1 (2) into f1, f2; the capture at f2 takes the file f3, f4 (T9); then
    // two bonus picks are due (T10).
    // North holds 12, its opening count (T3): no side grows in Tsoro.
    let json = r#"{"rows": [[2,2,0,0,1,1],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
    let mut s = AppState::new(r, Speed::Instant, Some(json), vec![]);
    click(&mut s, "e1");
    let v = DecisionView::new(&s, "");
    assert_eq!(v.picks_left, Some(2));
    assert_eq!(
        v.prompt,
        "Bonus capture (T10): South, pick 2 more of North's pits (not a head, not empty)."
    );
    assert!(v.buttons.is_empty(), "picks are made on the board");
}

#[test]
fn during_playback_only_skip_is_offered_and_the_last_move_waits() {
    let mut s = page(Variant::Urim, Speed::Normal, None);
    click(&mut s, "a1");
    s.apply(Action::Step);
    let v = DecisionView::new(&s, "whatever");
    assert_eq!(v.prompt, "Sowing… lifts 3 from a1");
    assert_eq!(v.buttons, [Button::from(Choice::Skip)]);
    assert_eq!(Choice::Skip.hook(), None);
    assert_eq!(v.announce, None);
    // The refusal of a click meanwhile is shown.
    click(&mut s, "b1");
    assert_eq!(
        DecisionView::new(&s, "").message.as_deref(),
        Some("Wait for the sowing to finish, or skip it.")
    );
}

#[test]
fn a_finished_game_says_so_and_offers_no_decision() {
    // Goré: d1's 2 go to d2, c2; c2 then holds 2: captured (G9). Every pit is
    // then under 3: the game ends (G12).
    let json = r#"{"rows": [[0,0,1,0],[0,0,0,2]], "captured": {"S": 24, "N": 21}}"#;
    let mut s = page(Variant::Gore, Speed::Instant, Some(json));
    click(&mut s, "d1");
    let v = DecisionView::new(&s, "");
    assert_eq!(v.prompt, "South won 26–22");
    assert_eq!(v.side, None);
    assert!(v.buttons.is_empty());
}

#[test]
fn looking_back_at_a_turn_the_prompt_says_so_and_back_to_the_game_clears_it() {
    let mut s = page(Variant::Urim, Speed::Instant, None);
    click(&mut s, "a1");
    click(&mut s, "f2");
    s.apply(Action::PreviewTurn(Some(1)));
    assert_eq!(
        DecisionView::new(&s, "").prompt,
        "Looking back at turn 1: the game waits until you go back to it."
    );
    s.apply(Action::PreviewTurn(None));
    // U: both seeds played, South to move again.
    assert_eq!(
        DecisionView::new(&s, "").prompt,
        "South to move: choose a highlighted pit."
    );
}

#[test]
fn while_a_sowing_plays_the_prompt_wears_the_movers_colour() {
    // Urim: South sows a1; the engine has North to move at once, but the
    // prompt's colour stays South's until the sowing has been shown.
    let mut s = page(Variant::Urim, Speed::Normal, None);
    click(&mut s, "a1");
    assert!(s.animating());
    assert_eq!(s.position().to_move(), Player::North);
    assert_eq!(DecisionView::new(&s, "").side, Some(Player::South));
    s.apply(Action::SkipAnimation);
    assert_eq!(DecisionView::new(&s, "").side, Some(Player::North));
}

#[test]
fn the_pits_a_prompt_or_message_names_are_found_in_its_words() {
    let l = crate::engine::Position::new(Rules::new(Variant::Gore)).layout();
    let sorted = |set: PitSet| {
        let mut v: Vec<String> = set.iter().map(|p| l.name(p)).collect();
        v.sort();
        v.join(", ")
    };
    let names = |w: &str| sorted(named_pits(w, l));
    assert_eq!(names("South captures 4 from d2, 2 from c2 (G9)"), "c2, d2");
    // A Turkish ending glued on; rule ids and counts are no pits; e2 is off
    // Goré's four columns.
    assert_eq!(names("Güney d2'den 4 alıyor (G5, e2, 12)"), "d2");
    // A refused click names its pit: outlined on the board.
    let mut s = page(Variant::Gore, Speed::Instant, None);
    click(&mut s, "b2");
    let v = DecisionView::new(&s, "");
    assert!(v
        .message
        .as_deref()
        .unwrap()
        .starts_with("“sow b2” is not allowed"));
    assert_eq!(sorted(v.named), "b2");
    assert_eq!(s.refused_clicks, 1);
    // A legal click is no refusal.
    click(&mut s, "a1");
    assert_eq!(s.refused_clicks, 1);
}

#[test]
fn the_last_move_says_who_sowed_which_pit() {
    use crate::ui::narration::last_move_words;
    let mut s = page(Variant::Urim, Speed::Instant, None);
    assert_eq!(last_move_words(&s.session, Lang::En), "");
    // Urim opens with 3 seeds a pit (U1): a1 drops into b1, c1, d1, one lap,
    // nothing captured; the words still say who sowed what.
    click(&mut s, "a1");
    assert_eq!(last_move_words(&s.session, Lang::En), "South sowed a1");
    assert_eq!(
        last_move_words(&s.session, Lang::Tr),
        "Güney a1 çukurundan ekti"
    );
    // An offer is said by what it does, not by its token.
    let mut g = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    g.apply(Action::StartOffer);
    click(&mut g, "a1");
    g.apply(Action::ConfirmOffer);
    assert_eq!(last_move_words(&g.session, Lang::En), "South offers a1");
}

#[test]
fn a_frame_folds_the_turn_controls_only_while_a_decision_is_asked() {
    // Goré at 12–12: the offer button alone is no decision of the turn (a
    // pit is); composing an offer, its confirm and cancel are.
    let mut s = page(Variant::Gore, Speed::Instant, Some(GORE_12_12));
    assert!(!DecisionView::new(&s, "").frame_folds_turn_controls());
    s.apply(Action::StartOffer);
    assert!(DecisionView::new(&s, "").frame_folds_turn_controls());
    click(&mut s, "a1");
    s.apply(Action::ConfirmOffer);
    // North answers: accept or decline.
    assert!(DecisionView::new(&s, "").frame_folds_turn_controls());
    // The opening's disabled offer button folds nothing.
    let s = page(Variant::Gore, Speed::Instant, None);
    assert!(!DecisionView::new(&s, "").frame_folds_turn_controls());
    // Tsoro 4 × 6: a1 ends on the head f1 (T6): stop or continue.
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    let mut s = AppState::new(r, Speed::Instant, None, vec![]);
    assert!(!DecisionView::new(&s, "").frame_folds_turn_controls());
    click(&mut s, "a1");
    assert!(DecisionView::new(&s, "").frame_folds_turn_controls());
    // A sowing played back offers only "skip": nothing folds.
    let mut s = page(Variant::Urim, Speed::Normal, None);
    click(&mut s, "a1");
    s.apply(Action::Step);
    assert!(!DecisionView::new(&s, "").frame_folds_turn_controls());
}

#[test]
fn a_refused_single_stone_names_tsoro_s_rule_and_word() {
    // Tsoro 4 × 6: a1 holds 2, so b1's single stone may not move (T8);
    // then with single stones only, a1's cannot step into b1 (occupied).
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    // Rows from the top: North's 4 and 3, South's 2 and 1.
    let big = r#"{"rows": [[0,0,0,0,0,2],[0,0,0,0,0,0],[0,0,0,0,0,0],[2,1,0,0,0,0]]}"#;
    let mut s = AppState::new(r, Speed::Instant, Some(big), vec![]);
    click(&mut s, "b1");
    assert_eq!(
        DecisionView::new(&s, "").message.as_deref(),
        Some(
            "“sow b1” is not allowed: a single stone may only move when no pit holds two or more (T8)."
        )
    );
    let singles = r#"{"rows": [[0,0,0,0,0,2],[0,0,0,0,0,0],[0,0,0,0,0,0],[1,1,0,0,0,0]]}"#;
    let mut s = AppState::new(r, Speed::Instant, Some(singles), vec![]);
    s.lang = Lang::Tr;
    click(&mut s, "a1");
    let m = DecisionView::new(&s, "").message.unwrap();
    assert!(
        m.contains("tek bir taş yalnızca boş bir çukura ilerleyebilir (T8)"),
        "{m}"
    );
    // Bao Kigogo's says seed and B6 alone.
    let bao = crate::engine::Illegal::SingleIntoOccupied(Variant::BaoKigogo);
    assert_eq!(
        crate::ui::texts::illegal(Lang::En, &bao),
        "a single seed may only step into an empty pit (B6)"
    );
}
