//! What a screen reader hears: each input told in one sentence once it has
//! played ("South sowed c1, 2 laps, captured 4 from d2."), and the board's
//! counts read out on request. Plain Rust over the engine's events; the page
//! puts these in a polite live region (`app/narration.rs`), once per input and
//! never seed by seed.

use crate::engine::{Board, ByPlayer, Event, Input, Layout, Pit, Player, Position};

use super::decisions::pit_list;
use super::texts::{count, fill, player_word, text, Lang};

/// One input, and what it did, in a sentence: who gave it and what it was
/// (a sowing, a pick, an offer, an answer, a head choice, a pass), then the
/// laps, the captures, the payments of a trade, a head reached, an extra move
/// or a forced pass that followed, and the end of the game.
pub fn narrate(before: &Position, input: Input, events: &[Event], lang: Lang) -> String {
    let l = before.layout();
    let who = player_word(before.to_move(), lang);
    let name = |p: Pit| l.name(p);
    // The pit of the head choice being answered (Continue, Stop).
    let head = match before.awaiting() {
        crate::engine::Awaiting::HeadChoice { pit } => name(pit),
        _ => String::new(),
    };
    // A bonus pick says what it took itself; its capture is not listed again.
    let picked = match input {
        Input::Pick(p) => Some(p),
        _ => None,
    };
    let taken_at = |p: Pit| {
        events
            .iter()
            .map(|e| match *e {
                Event::Capture { pit, count, .. } if pit == p => count as u64,
                _ => 0,
            })
            .sum::<u64>()
    };
    let mut parts = vec![match input {
        Input::Sow(p) => fill(lang, "say-sow", &[("player", &who), ("pit", &name(p))]),
        Input::Pick(p) => count(
            lang,
            "say-pick",
            taken_at(p),
            &[("player", &who), ("pit", &name(p))],
        ),
        Input::Offer(pits) => fill(
            lang,
            "say-offer",
            &[("player", &who), ("pits", &pit_list(before, pits))],
        ),
        Input::Accept => fill(lang, "say-accept", &[("player", &who)]),
        Input::Decline => fill(lang, "say-decline", &[("player", &who)]),
        Input::Continue => fill(lang, "say-continue", &[("player", &who), ("pit", &head)]),
        Input::Stop => fill(lang, "say-stop", &[("player", &who), ("pit", &head)]),
        Input::Pass => fill(lang, "say-pass", &[("player", &who)]),
    }];
    let laps = events
        .iter()
        .filter(|e| matches!(e, Event::Lift { .. }))
        .count();
    if laps > 1 {
        parts.push(count(lang, "summary-laps", laps as u64, &[]));
    }
    let (mut captured, mut paid) = (vec![], vec![]);
    let mut after = vec![];
    for e in events {
        match *e {
            Event::Capture { pit, count: c, .. } if Some(pit) != picked => {
                captured.push(count(lang, "say-taken", c as u64, &[("pit", &name(pit))]))
            }
            Event::Payment { pit, count: c, .. } => paid.push(count(
                lang,
                "say-paid-item",
                c as u64,
                &[("pit", &name(pit))],
            )),
            Event::HeadReached { pit, stones } => after.push(count(
                lang,
                "say-head",
                stones as u64,
                &[("pit", &name(pit))],
            )),
            Event::ExtraMove { player } => after.push(fill(
                lang,
                "summary-extra",
                &[("player", &player_word(player, lang))],
            )),
            // A pass the input forced on the other side (the input `pass`
            // itself is already told).
            Event::Pass { player } if input != Input::Pass => after.push(fill(
                lang,
                "summary-pass",
                &[("player", &player_word(player, lang))],
            )),
            Event::GameOver => after.push(text(lang, "event-game-over")),
            _ => {}
        }
    }
    if !captured.is_empty() {
        parts.push(fill(
            lang,
            "say-captured",
            &[("list", &captured.join(", "))],
        ));
    }
    if !paid.is_empty() {
        parts.push(fill(lang, "say-paid", &[("list", &paid.join(", "))]));
    }
    parts.extend(after);
    format!("{}.", parts.join(", "))
}

/// What the live region says after the game changed: the input just played,
/// or that turns were taken back (and who is to move), or the input replayed.
pub fn after_change(state: &super::state::AppState) -> String {
    let lang = state.lang;
    match state.last_change {
        super::state::Change::Played => last_input(&state.session, lang),
        super::state::Change::Undone => {
            let who = player_word(state.position().to_move(), lang);
            fill(lang, "narration-undone", &[("player", &who)])
        }
        super::state::Change::Redone => {
            let said = last_input(&state.session, lang);
            fill(lang, "narration-redone", &[("sentence", &said)])
        }
    }
}

/// The last input of the game in a sentence; empty before the first.
pub fn last_input(session: &super::session::Session, lang: Lang) -> String {
    let Some(&(_, input)) = session.inputs().last() else {
        return String::new();
    };
    let (before, events) = session.last_move();
    narrate(before, input, events, lang)
}

/// The board's counts, side by side: each player's pits (as owned now, so a
/// Goré trade moves them) in row order from `a1`, then the stores or captured
/// piles: "South: a1 3, b1 0, …; North: a2 6, …; captured cows: South 4, North 2."
pub fn read_board(
    layout: Layout,
    board: &Board,
    captured: ByPlayer<u32>,
    store: &str,
    lang: Lang,
) -> String {
    // Row by row from row 1, each left to right.
    let mut pits: Vec<Pit> = Vec::new();
    for row in 1..=layout.rows() {
        pits.extend((0..layout.columns).filter_map(|column| layout.at(column, row)));
    }
    let side = |who: Player| {
        let list: Vec<String> = pits
            .iter()
            .filter(|&&p| board.owner(p) == who)
            .map(|&p| format!("{} {}", layout.name(p), board.count(p)))
            .collect();
        fill(
            lang,
            "read-side",
            &[
                ("player", &player_word(who, lang)),
                ("pits", &list.join(", ")),
            ],
        )
    };
    let stores = fill(
        lang,
        "read-stores",
        &[
            ("store", &store),
            ("south", &player_word(Player::South, lang)),
            ("s", &captured.south),
            ("north", &player_word(Player::North, lang)),
            ("n", &captured.north),
        ],
    );
    format!(
        "{}; {}; {}.",
        side(Player::South),
        side(Player::North),
        stores
    )
}

#[cfg(test)]
mod tests;
