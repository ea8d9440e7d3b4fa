//! The end of a game in the status line (issue 24): the result where the
//! eye already is and the screen reader listens (the prompt is a polite live
//! region), in the reader's terms when one person plays the computer ("You
//! won 31–17"), and the way on: play again, a level up after a win or down
//! after a heavy loss, the review. Decided here in plain Rust; `app` draws it.

use std::rc::Rc;

use crate::engine::ai::Level;
use crate::engine::{ByPlayer, EndReason, Outcome, Player};

use super::analysis::ReviewState;
use super::settings::{reader_level, Seat};
use super::state::{AppState, Mode};
use super::texts::{count, fill, player_word, text, Lang};

/// The product's levels, gentlest first: the ladder the offers climb (the
/// baselines `random` and `greedy` are no player's opponent on the page).
const LADDER: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard];

/// Another opponent offered once a game against the computer is over.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LevelOffer {
    /// The reader won: the next level up.
    Up(Level),
    /// The reader lost heavily ([`heavy_loss`]): the level below.
    Down(Level),
}

impl LevelOffer {
    /// The level offered.
    pub fn level(self) -> Level {
        match self {
            LevelOffer::Up(l) | LevelOffer::Down(l) => l,
        }
    }

    /// The page's hook (docs/contract.md, "Opponents, hints").
    pub fn hook(self) -> &'static str {
        match self {
            LevelOffer::Up(_) => "level-up",
            LevelOffer::Down(_) => "level-down",
        }
    }

    /// The button's words: "Try Easy next".
    pub fn label(self, lang: Lang) -> String {
        text(lang, &format!("try-level-{}", self.level().id()))
    }

    /// Why it is offered, and that it is kept (the button's title).
    pub fn title(self, lang: Lang) -> String {
        let key = match self {
            LevelOffer::Up(_) => "level-up-title",
            LevelOffer::Down(_) => "level-down-title",
        };
        text(lang, key)
    }
}

/// The way on from a game over, as buttons in the status.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WayOn {
    /// Urim: the next game of the match, rather than "Play again".
    pub next_match_game: bool,
    /// Another level, where one is offered.
    pub level: Option<LevelOffer>,
    /// The game can be reviewed, and no review of it runs or is done.
    pub review: bool,
}

impl WayOn {
    /// The "play again" button's words.
    pub fn again_label(self, lang: Lang) -> String {
        let key = if self.next_match_game {
            "next-match-game"
        } else {
            "play-again"
        };
        text(lang, key)
    }
}

/// The reader's side and the computer's level, when one person plays the
/// computer (two people or two computers have neither).
pub fn reader(seats: ByPlayer<Seat>) -> Option<(Player, Level)> {
    let level = reader_level(seats)?;
    let side = if seats.south == Seat::Human {
        Player::South
    } else {
        Player::North
    };
    Some((side, level))
}

/// Whether `loser` lost heavily: they resigned (they said so themselves),
/// or the winner holds at least three times their seeds, i.e. three
/// quarters of all the seeds the two hold at the end. Three quarters is
/// the games' own measure of a decisive win (U12 gives the whole match
/// point from ¾ of the seeds, half a point below that), and a share, unlike
/// a count of seeds, means the same on boards of 36 seeds (Urim) and of 96
/// (Anywoli). A narrower loss keeps the level: a close game is a fair one.
pub fn heavy_loss(o: &Outcome, loser: Player) -> bool {
    if o.reason == EndReason::Resigned(loser) {
        return true;
    }
    let (theirs, mine) = (o.score[loser.other()], o.score[loser]);
    o.winner == Some(loser.other()) && u32::from(theirs) >= 3 * u32::from(mine)
}

/// The level offered after `o` with these seats: the next up after the
/// reader's win, the one below after their heavy loss; none after a draw
/// or a narrow loss, above Hard or below Beginner, nor between two people
/// or two computers.
pub fn level_offer(o: &Outcome, seats: ByPlayer<Seat>) -> Option<LevelOffer> {
    let (me, level) = reader(seats)?;
    let at = LADDER.iter().position(|&l| l == level)?;
    if o.winner == Some(me) {
        LADDER.get(at + 1).map(|&l| LevelOffer::Up(l))
    } else if heavy_loss(o, me) {
        at.checked_sub(1).map(|k| LevelOffer::Down(LADDER[k]))
    } else {
        None
    }
}

/// The result in one line: "You won 31–17", "The computer won 17–31",
/// "Draw 24–24", "South won 31–17"; a resignation says who resigned. The
/// score reads from the reader's side (their seeds first), or South's
/// between two people or two computers, as the result panel's score does:
/// the same order whoever won, so "17–31" is always mine–theirs.
pub fn result_words(o: &Outcome, seats: ByPlayer<Seat>, lang: Lang) -> String {
    let me = reader(seats).map(|r| r.0);
    let first = me.unwrap_or(Player::South);
    let score = format!("{}–{}", o.score[first], o.score[first.other()]);
    let who = |p: Player| player_word(p, lang);
    let words = match (o.reason, o.winner, me) {
        (EndReason::Resigned(p), _, Some(m)) if p == m => {
            fill(lang, "status-you-resigned", &[("score", &score)])
        }
        (EndReason::Resigned(p), _, _) => fill(
            lang,
            "status-player-resigned",
            &[
                ("player", &who(p)),
                ("winner", &who(p.other())),
                ("score", &score),
            ],
        ),
        (_, None, _) => fill(lang, "status-draw", &[("score", &score)]),
        (_, Some(w), Some(m)) if w == m => fill(lang, "status-you-won", &[("score", &score)]),
        (_, Some(_), Some(_)) => fill(lang, "status-computer-won", &[("score", &score)]),
        (_, Some(w), None) => fill(
            lang,
            "status-player-won",
            &[("player", &who(w)), ("score", &score)],
        ),
    };
    // Goré: a win after declining an offer is one without glory (G8).
    match o.winner {
        Some(_) if !o.glory => fill(lang, "status-no-glory", &[("result", &words)]),
        _ => words,
    }
}

/// The status line of a game over: the result, and in Urim the match
/// after it (this game's points counted, as the result panel counts them).
pub fn status(state: &AppState) -> String {
    let Some(o) = state.outcome() else {
        return String::new();
    };
    let lang = state.lang;
    let words = result_words(&o, state.seats, lang);
    match o.half_points {
        Some(h) => {
            let south = halves(state.tally.south + u32::from(h.south));
            let north = halves(state.tally.north + u32::from(h.north));
            let games = u64::from(state.match_games + 1);
            let score = count(
                lang,
                "match-total",
                games,
                &[("south", &south), ("north", &north)],
            );
            fill(
                lang,
                "status-and-match",
                &[("result", &words), ("match", &score)],
            )
        }
        None => words,
    }
}

/// Match points in halves, as the page writes them: ½, 1, 1½.
pub fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 0) => n.to_string(),
        (n, _) => format!("{n}½"),
    }
}

/// The level offered now: a game over and settled, played on the page
/// (not a diagram, a course or the editor) and not in a frame, whose
/// levels are the article's and never the reader's.
pub fn level_offer_now(state: &AppState) -> Option<LevelOffer> {
    let o = state.outcome()?;
    settled_game_over(state).then(|| level_offer(&o, state.seats))?
}

/// The way on shown in the status now, if the game is over ([`level_offer_now`]'s
/// conditions; a frame keeps its result panel's one button).
pub fn way_on(state: &AppState) -> Option<WayOn> {
    let o = state.outcome()?;
    settled_game_over(state).then(|| WayOn {
        next_match_game: o.half_points.is_some(),
        level: level_offer(&o, state.seats),
        review: state.session.recorded() > 0 && !reviewed(state),
    })
}

/// Whether this very game has a review running or done (the review panel
/// shows it); one of an earlier game, or one cancelled, offers it again.
fn reviewed(state: &AppState) -> bool {
    state.analysis.review.as_ref().is_some_and(|r| {
        // The game reviewed is never changed in place: the same Rc, the same game.
        Rc::ptr_eq(&r.session, &state.session) && r.state != ReviewState::Cancelled
    })
}

fn settled_game_over(state: &AppState) -> bool {
    matches!(state.mode, Mode::Play(_))
        && !state.embed
        && state.outcome().is_some()
        && !state.animating()
        && state.preview().is_none()
}

#[cfg(test)]
mod tests;
