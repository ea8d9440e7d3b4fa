//! What a screen reader hears: each input told in one sentence once it has
//! played ("South sowed c1, 2 laps, captured 4 from d2."), and the board's
//! counts read out on request; and the words for the events (one event for
//! the move log and the caption, the prompt while a move plays, the status
//! line's last move, a whole input in one sentence). Plain Rust over the
//! engine's events; the page puts the sentences in a polite live region
//! (`app/narration.rs`), once per input and never seed by seed.

use crate::engine::{
    Board, ByPlayer, Event, Input, Layout, Pit, Player, Position, SkipReason, PRICE_PER_PIT,
};

use super::decisions::pit_list;
use super::session::Session;
use super::texts::{count, fill, parts_in_words, player_word, text, Lang};

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
        super::state::Change::Resigned => match state.session.resigned() {
            Some(p) => fill(
                lang,
                "narration-resigned",
                &[
                    ("player", &player_word(p, lang)),
                    ("winner", &player_word(p.other(), lang)),
                ],
            ),
            None => String::new(),
        },
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

/// Words for one event, as the move log and the caption show it.
pub fn describe(e: &Event, l: Layout, lang: Lang) -> String {
    let n = |p: Pit| l.name(p);
    let who = |p: Player| player_word(p, lang);
    match *e {
        Event::Lift {
            pit,
            count: c,
            relay,
        } => {
            let key = if relay { "event-relay" } else { "event-lift" };
            count(lang, key, c as u64, &[("pit", &n(pit))])
        }
        Event::Drop { pit } => fill(lang, "event-drop", &[("pit", &n(pit))]),
        Event::Skip { pit, why } => match why {
            SkipReason::Origin => fill(lang, "event-skip-origin", &[("pit", &n(pit))]),
            SkipReason::Full => fill(lang, "event-skip-full", &[("pit", &n(pit))]),
        },
        Event::Capture {
            pit, count: c, by, ..
        } => count(
            lang,
            "event-capture",
            c as u64,
            &[("player", &who(by)), ("pit", &n(pit))],
        ),
        Event::Offer { by, pits } => {
            let names: Vec<String> = pits.iter().map(n).collect();
            fill(
                lang,
                "event-offer",
                &[("player", &who(by)), ("pits", &names.join(", "))],
            )
        }
        Event::Accept { by } => fill(lang, "event-accept", &[("player", &who(by))]),
        Event::OwnerChange { pit, to } => fill(
            lang,
            "event-owner",
            &[("pit", &n(pit)), ("player", &who(to))],
        ),
        Event::Payment {
            pit,
            count: c,
            from,
        } => count(
            lang,
            "event-payment",
            c as u64,
            &[("player", &who(from)), ("pit", &n(pit))],
        ),
        Event::Decline { by } => fill(lang, "event-decline", &[("player", &who(by))]),
        Event::Pass { player } => fill(lang, "event-pass", &[("player", &who(player))]),
        Event::ExtraMove { player } => fill(lang, "event-extra", &[("player", &who(player))]),
        Event::HeadReached { pit, stones } => {
            count(lang, "event-head", stones as u64, &[("pit", &n(pit))])
        }
        Event::HeadChoice { pit, go_on } => {
            let key = if go_on {
                "event-continue"
            } else {
                "event-stop"
            };
            fill(lang, key, &[("pit", &n(pit))])
        }
        Event::Sweep { pit, count: c, to } => count(
            lang,
            "event-sweep",
            c as u64,
            &[("pit", &n(pit)), ("player", &who(to))],
        ),
        Event::GameOver => text(lang, "event-game-over"),
    }
}

/// The prompt while a move plays: "Sowing… drops one into c2" for a sowing
/// (no `headline`), else what is happening ("South offers c1, d1 to North…")
/// and, after its first step, the step ("… d1 now belongs to North").
pub(super) fn prompt(
    headline: Option<&str>,
    caption: &str,
    first_step: bool,
    lang: Lang,
) -> String {
    match headline {
        None => fill(lang, "sowing", &[("caption", &caption)]),
        // The first step would only say the headline again.
        Some(h) if first_step => fill(lang, "playing", &[("what", &h)]),
        Some(h) => fill(lang, "playing-step", &[("what", &h), ("caption", &caption)]),
    }
}

/// What an input that starts with `first` is, unless it is a sowing.
pub(super) fn headline(first: &Event, before: &Position, lang: Lang) -> Option<String> {
    let l = before.layout();
    let who = |p: Player| player_word(p, lang);
    let mover = who(before.to_move());
    Some(match *first {
        Event::Lift { .. } | Event::Drop { .. } | Event::Skip { .. } => return None,
        Event::Offer { by, pits } => {
            let names: Vec<String> = pits.iter().map(|p| l.name(p)).collect();
            fill(
                lang,
                "playing-offer",
                &[
                    ("player", &who(by)),
                    ("opponent", &who(by.other())),
                    ("pits", &names.join(", ")),
                    ("price", &(PRICE_PER_PIT * pits.len() as u16)),
                ],
            )
        }
        Event::Accept { by } => fill(
            lang,
            "playing-accept",
            &[("player", &who(by)), ("each", &PRICE_PER_PIT)],
        ),
        Event::Decline { by } => fill(lang, "playing-decline", &[("player", &who(by))]),
        Event::HeadChoice { pit, go_on } => fill(
            lang,
            if go_on {
                "playing-continue"
            } else {
                "playing-stop"
            },
            &[("player", &mover), ("pit", &l.name(pit))],
        ),
        Event::Pass { player } => fill(lang, "playing-pass", &[("player", &who(player))]),
        // A sowing starts with a lift: a capture first is a bonus pick (T10).
        Event::Capture { .. } => fill(lang, "playing-pick", &[("player", &mover)]),
        _ => return None,
    })
}

/// The last move for the status line: who sowed which pit ("South sowed l1,
/// 5 laps"), or for another input what it did ("South offers a1, b1");
/// empty before the first move.
pub fn last_move_words(session: &Session, lang: Lang) -> String {
    let (before, events) = session.last_move();
    let what = summarize(events, before.layout(), lang);
    match session.inputs().last() {
        Some(&(player, crate::engine::Input::Sow(pit))) => {
            let sowed = fill(
                lang,
                "summary-sowed",
                &[
                    ("player", &player_word(player, lang)),
                    ("pit", &before.layout().name(pit)),
                ],
            );
            if what.is_empty() {
                sowed
            } else {
                format!("{sowed}, {what}")
            }
        }
        _ => what,
    }
}

/// One sentence about a whole input, for the announcement line: what was
/// captured, passes, extra moves, trades (so they are said in words).
pub fn summarize(events: &[Event], l: Layout, lang: Lang) -> String {
    let mut parts: Vec<String> = vec![];
    let mut taken = crate::engine::ByPlayer::<u32>::default();
    let mut laps = 0;
    let who = |p: Player| player_word(p, lang);
    for e in events {
        match *e {
            Event::Lift { .. } => laps += 1,
            Event::Capture { count, by, .. } => taken[by] += count as u32,
            Event::Pass { player } => {
                parts.push(fill(lang, "summary-pass", &[("player", &who(player))]))
            }
            Event::ExtraMove { player } => {
                parts.push(fill(lang, "summary-extra", &[("player", &who(player))]))
            }
            Event::Offer { .. }
            | Event::Accept { .. }
            | Event::Decline { .. }
            | Event::HeadReached { .. } => parts.push(describe(e, l, lang)),
            _ => {}
        }
    }
    if laps > 1 {
        parts.insert(0, count(lang, "summary-laps", laps, &[]));
    }
    for p in Player::BOTH {
        if taken[p] > 0 {
            parts.push(count(
                lang,
                "summary-captured",
                taken[p] as u64,
                &[("player", &who(p))],
            ));
        }
    }
    parts_in_words(&parts, lang)
}

#[cfg(test)]
mod tests;
