//! A frame's own game, kept and forgotten, and the list of frames kept.

use super::*;
use crate::engine::{Rules, Variant};
use crate::ui::saved::store::readable;
use crate::ui::settings::Speed;
use crate::ui::state::Action;
use std::collections::HashMap;

/// Urim in the frame `search`, with `a1` played when `played`.
fn urim(search: &str, played: bool) -> AppState {
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Fast, None, vec![]);
    s.embed = true;
    s.frame_key = Some(frame_key(search));
    if played {
        let a1 = s.position().layout().parse("a1").unwrap();
        s.apply(Action::Pit(a1));
    }
    s
}

/// Carries out `ops` on a map standing for storage.
fn apply(store: &mut HashMap<String, String>, ops: Vec<Op>) {
    for op in ops {
        match op {
            Op::Write(k, t) => store.insert(k, t),
            Op::Remove(k) => store.remove(&k),
        };
    }
}

fn save_in(store: &mut HashMap<String, String>, state: &AppState) {
    let key = state.frame_key.clone().unwrap();
    let snapshot = store.clone();
    let get = |k: &str| snapshot.get(k).cloned();
    apply(store, frame_autosave(state, &key, &get));
}

fn list(store: &HashMap<String, String>) -> Vec<String> {
    read_frames(&store[FRAMES_KEY]).unwrap()
}

#[test]
fn the_list_reads_back_and_refuses_what_is_not_a_frames() {
    let keys = vec![frame_key("?game=urim&embed=1"), frame_key("?embed=1")];
    let text = frames_text(&keys);
    assert_eq!(
        text,
        r#"{"v":1,"frames":["mancala:frame:?game=urim&embed=1","mancala:frame:?embed=1"]}"#
    );
    assert_eq!(read_frames(&text), Some(keys));
    assert_eq!(
        read_frames(r#"{"v":2,"frames":[]}"#),
        None,
        "a newer page's"
    );
    assert_eq!(
        read_frames(r#"{"v":1,"frames":["mancala:game:urim"]}"#),
        None
    );
    assert_eq!(read_frames("[1,2"), None);
    assert!(readable(FRAMES_KEY, &text) && !readable(FRAMES_KEY, "{}"));
    assert!(!readable(&frame_key("?embed=1"), "not a game"));
}

#[test]
fn a_frame_keeps_its_game_once_played_and_forgets_it_back_at_the_opening() {
    let mut store = HashMap::new();
    save_in(&mut store, &urim("?game=urim&embed=1", false));
    assert!(store.is_empty(), "an opening is not kept");
    let mut s = urim("?game=urim&embed=1", true);
    save_in(&mut store, &s);
    let key = frame_key("?game=urim&embed=1");
    assert!(super::super::load(&store[&key]).is_ok_and(|g| g.ply == 1));
    assert_eq!(list(&store), std::slice::from_ref(&key));
    // Undone to the opening: forgotten (the list keeps its name; a missing
    // game is nothing to resume).
    s.apply(Action::Undo);
    save_in(&mut store, &s);
    assert!(!store.contains_key(&key));
}

#[test]
fn at_most_twenty_frames_the_one_played_longest_ago_forgotten_first() {
    let mut store = HashMap::new();
    for n in 0..MAX_FRAMES {
        save_in(
            &mut store,
            &urim(&format!("?game=urim&embed=1&n={n}"), true),
        );
    }
    assert_eq!(store.len(), MAX_FRAMES + 1, "20 games and the list");
    // Frame 0 played again: now the most recent.
    save_in(&mut store, &urim("?game=urim&embed=1&n=0", true));
    assert_eq!(
        list(&store).last(),
        Some(&frame_key("?game=urim&embed=1&n=0"))
    );
    // A 21st frame: frame 1, played longest ago, gives way.
    save_in(&mut store, &urim("?game=urim&embed=1&n=20", true));
    assert_eq!(store.len(), MAX_FRAMES + 1);
    assert!(!store.contains_key(&frame_key("?game=urim&embed=1&n=1")));
    assert!(store.contains_key(&frame_key("?game=urim&embed=1&n=0")));
    assert_eq!(list(&store).len(), MAX_FRAMES);
    assert_eq!(list(&store)[0], frame_key("?game=urim&embed=1&n=2"));
}
