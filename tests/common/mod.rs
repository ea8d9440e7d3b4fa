//! Helpers shared by the engine's scenario tests: literal boards in, contract
//! JSON out, so tests read like the rules files.
#![allow(dead_code)]

use mancala::engine::{
    position_from_json, state_json, BadToken, CaptureCause, Event, Game, Input, Layout, NoEvents,
    Pit, Position, Replay, Rng, Rules, SkipReason, Variant,
};
use serde_json::Value;

pub mod cli;
pub mod scenario;

/// Rules of a game with `key=value` options.
pub fn rules(game: &str, options: &[&str]) -> Rules {
    try_rules(game, options).unwrap_or_else(|e| panic!("{e}"))
}

/// [`rules`], or why the game id or an option is refused.
pub fn try_rules(game: &str, options: &[&str]) -> Result<Rules, String> {
    let mut r = Rules::new(game.parse::<Variant>().map_err(|e| format!("{e:?}"))?);
    for o in options {
        r.set_option_str(o).map_err(|e| format!("{o}: {e:?}"))?;
    }
    Ok(r)
}

/// `plies` random legal inputs of a seeded game from the opening (fewer if
/// it ends), in contract notation.
pub fn random_inputs(rules: Rules, seed: u64, plies: usize) -> Vec<String> {
    let mut game = Game::new(rules);
    let (mut rng, mut buf) = (Rng::new(seed), vec![]);
    let mut out = vec![];
    while out.len() < plies {
        let Some(input) = game.position().random_input(&mut rng, &mut buf) else {
            break;
        };
        out.push(input.notation(game.position().layout()));
        game.play_legal(input, &mut NoEvents);
    }
    out
}

/// A game from a contract JSON object (`rows` top row first, as in the contract).
pub fn load(game: &str, options: &[&str], json: &str) -> Game {
    let r = rules(game, options);
    Game::from_position(position_from_json(r, json).unwrap_or_else(|e| panic!("{e}")))
}

/// A game from its opening position.
pub fn opening(game: &str, options: &[&str]) -> Game {
    Game::new(rules(game, options))
}

/// Parses and plays each token; panics with the token if refused. Returns every
/// event of every input, in order.
pub fn play(g: &mut Game, tokens: &[&str]) -> Vec<Event> {
    let mut events = vec![];
    for t in tokens {
        let input = parse(g, t);
        g.play(input, &mut events)
            .unwrap_or_else(|e| panic!("{t} refused: {e}"));
    }
    events
}

/// Parses a token in the game's current state.
pub fn parse(g: &Game, token: &str) -> Input {
    try_parse(g, token).unwrap_or_else(|e| panic!("{token}: {e}"))
}

/// [`parse`], or why the token is not an input of this board at all.
pub fn try_parse(g: &Game, token: &str) -> Result<Input, BadToken> {
    g.position().parse_input(token)
}

/// Whether the token would be refused now (it is not played).
pub fn refused(g: &Game, token: &str) -> bool {
    g.position().check(parse(g, token)).is_err()
}

/// The contract state object of the game now.
pub fn state(g: &Game) -> Value {
    serde_json::from_str(&state_json(g.position()).to_string()).expect("the engine writes JSON")
}

/// The contract `rows`, top row first.
pub fn rows(g: &Game) -> Vec<Vec<u64>> {
    serde_json::from_value(state(g)["rows"].clone()).unwrap()
}

/// The contract `owners`, top row first, as strings like "NNNN".
pub fn owners(g: &Game) -> Vec<String> {
    state(g)["owners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r.as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap())
                .collect()
        })
        .collect()
}

/// Captured counts (S, N).
pub fn captured(g: &Game) -> (u64, u64) {
    let s = state(g);
    (
        s["captured"]["S"].as_u64().unwrap(),
        s["captured"]["N"].as_u64().unwrap(),
    )
}

/// The legal tokens, sorted.
pub fn legal(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = state(g)["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect();
    v.sort();
    v
}

/// Sorted list of string literals, to compare with [`legal`].
pub fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The `to_move` letter ("S", "N") or "" once over.
pub fn to_move(g: &Game) -> String {
    state(g)["to_move"].as_str().unwrap_or("").to_string()
}

/// The replay state of a position (for checking events).
pub fn replay_of(p: &Position) -> Replay {
    Replay::from(p)
}

/// The contract `result` object (null while the game goes on).
pub fn result(g: &Game) -> Value {
    state(g)["result"].clone()
}

/// Whether the game is over.
pub fn over(g: &Game) -> bool {
    !result(g).is_null()
}

/// The result's winner: "S", "N" or "draw".
pub fn winner(g: &Game) -> String {
    result(g)["winner"].as_str().unwrap().to_string()
}

/// The result's score (S, N).
pub fn score(g: &Game) -> (u64, u64) {
    let r = result(g);
    (
        r["score"]["S"].as_u64().unwrap(),
        r["score"]["N"].as_u64().unwrap(),
    )
}

/// The result's reason phrase.
pub fn reason(g: &Game) -> String {
    result(g)["reason"].as_str().unwrap().to_string()
}

/// Seeds on the board.
pub fn board_total(g: &Game) -> u64 {
    rows(g).iter().flatten().sum()
}

/// One engine event in the scenario notation's shared wording (see
/// tests/scenarios.rs): `lift d1 9`, `relay b2 3`, `drop d2`, `skip a1 origin`,
/// `capture d2 2 S landing`, `offer S a1,c1`, `accept N`, `decline N`,
/// `owner a1 N`, `pay a1 6 N`, `pass S`, `extra S`, `head a1 3`, `continue a1`,
/// `stop a1`, `sweep a1 3 S`, `over`. The only place tests spell out [`Event`].
pub fn event_word(l: Layout, e: &Event) -> String {
    let n = |p: Pit| l.name(p);
    match *e {
        Event::Lift { pit, count, relay } => {
            format!(
                "{} {} {count}",
                if relay { "relay" } else { "lift" },
                n(pit)
            )
        }
        Event::Drop { pit } => format!("drop {}", n(pit)),
        Event::Skip { pit, why } => {
            let why = match why {
                SkipReason::Origin => "origin",
                SkipReason::Full => "full",
            };
            format!("skip {} {why}", n(pit))
        }
        Event::Capture {
            pit,
            count,
            by,
            cause,
        } => {
            let cause = match cause {
                CaptureCause::Landing => "landing",
                CaptureCause::ChainForward => "chain-forward",
                CaptureCause::ChainBackward => "chain-backward",
                CaptureCause::MidSowingFour => "mid-four",
                CaptureCause::LastSeedFour => "last-four",
                CaptureCause::FileFront => "file-front",
                CaptureCause::FileBack => "file-back",
                CaptureCause::Bonus => "bonus",
            };
            format!("capture {} {count} {} {cause}", n(pit), by.letter())
        }
        Event::Offer { by, pits } => {
            // Storage order, which for Goré is sowing order from a1.
            format!("offer {} {}", by.letter(), pits.names(l))
        }
        Event::Accept { by } => format!("accept {}", by.letter()),
        Event::Decline { by } => format!("decline {}", by.letter()),
        Event::OwnerChange { pit, to } => format!("owner {} {}", n(pit), to.letter()),
        Event::Payment { pit, count, from } => {
            format!("pay {} {count} {}", n(pit), from.letter())
        }
        Event::Pass { player } => format!("pass {}", player.letter()),
        Event::ExtraMove { player } => format!("extra {}", player.letter()),
        Event::HeadReached { pit, stones } => format!("head {} {stones}", n(pit)),
        Event::HeadChoice { pit, go_on } => {
            format!("{} {}", if go_on { "continue" } else { "stop" }, n(pit))
        }
        Event::Sweep { pit, count, to } => format!("sweep {} {count} {}", n(pit), to.letter()),
        Event::GameOver => "over".to_string(),
    }
}
