//! How the page opens, in plain Rust: from its address and what the browser
//! says ([`Env`]: the texts in storage, the reader's languages, reduced
//! motion), the first state and what to tidy in storage ([`initial_state`]).
//! The app only reads the browser, calls this, and writes back.
//!
//! Precedence, setting by setting:
//! - language: `lang=`, else the reader's earlier choice (`mancala:lang`),
//!   else the first of the browser's languages the page has, else English;
//! - game, board and seats: what the address shows (`moves`, `record`,
//!   `position`, a diagram, the editor, a lesson or puzzles) opens as asked;
//!   else the game in progress saved for the address's game (or for the game
//!   played last when it names none) is resumed, the address's seats and
//!   speed winning over its own; a saved game with no input played is never
//!   resumed (its game, options, speed and board turning are kept, never its
//!   seats: contract, "Opponents, hints"); else a new game, the address's
//!   seats or the reader South against the computer at the reader's level
//!   in that game (`mancala:level:<game>`), Beginner in a game never played;
//! - speed: `speed=`, else a resumed game's, else instant for a reader who
//!   asks for reduced motion, else normal;
//! - theme: `theme=`, else the reader's earlier choice, else auto.

use crate::engine::Variant;

use super::course::Kind;
use super::query::{parse_query_in, Mode, PageQuery};
use super::saved::frames::frame_key;
use super::saved::prefs::{
    level_key, read_lang, read_last, read_level, read_theme, LANG_KEY, THEME_KEY,
};
use super::saved::store::{tidy, Get, Op};
use super::saved::{kept_key, key, load, Saved, LAST_KEY};
use super::settings::{reader_level, Levels, Speed};
use super::state::{AppState, KeptGame};
use super::texts::{fill, Lang};

/// What the browser said when the page opened.
#[derive(Clone, Debug, Default)]
pub struct Env {
    /// Every text the page's storage holds under a `mancala:` key (none
    /// where storage is refused).
    pub stored: Vec<(String, String)>,
    /// The reader's languages, most wanted first (`navigator.languages`,
    /// then `navigator.language`): tags such as `tr-TR`.
    pub languages: Vec<String>,
    /// `prefers-reduced-motion: reduce`.
    pub reduced_motion: bool,
    /// A random number: the computer's choices among equal inputs, and its
    /// slips, differ from one visit to the next.
    pub seed: u64,
}

impl Env {
    /// The text under `k`.
    fn get(&self, k: &str) -> Option<String> {
        let found = self.stored.iter().find(|(key, _)| key == k);
        found.map(|(_, text)| text.clone())
    }
}

/// The page as it opens.
#[derive(Clone, Debug)]
pub struct Boot {
    /// Its first state.
    pub state: AppState,
    /// What to change in storage first: unreadable texts set aside.
    pub ops: Vec<Op>,
}

/// The first of the reader's languages the page has (`tr-TR` is Turkish).
pub fn browser_lang(tags: &[String]) -> Option<Lang> {
    tags.iter().find_map(|tag| {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        primary.parse().ok()
    })
}

/// The language to open in when the address names none: the reader's
/// earlier choice, else the browser's, else English.
pub fn preferred_lang(env: &Env) -> Lang {
    env.get(LANG_KEY)
        .and_then(|t| read_lang(&t))
        .or_else(|| browser_lang(&env.languages))
        .unwrap_or_default()
}

/// The language the page opens in (its words are fetched before the
/// first draw).
pub fn page_lang(search: &str, env: &Env) -> Lang {
    let preferred = preferred_lang(env);
    parse_query_in(search, preferred).lang.unwrap_or(preferred)
}

/// What a save brings to the page being opened.
#[derive(Clone, Debug, PartialEq)]
pub enum Resume {
    /// A game with an input played: back as it was left (its seats and
    /// speed unless the address names its own).
    Game(Saved),
    /// A save with nothing played: never resumed; a new game of its game
    /// and options, with its speed and board turning, seated as the
    /// address says.
    Fresh(Saved),
}

/// The save to open with this address: none when the address shows
/// something of its own (moves, a record, a position, a diagram, the
/// editor, a lesson or puzzles); else the named game's save if its options
/// match, or the last game played's when the address names none.
pub fn resume(q: &PageQuery, get: Get) -> Option<Resume> {
    if !q.moves.is_empty() || q.record.is_some() || q.position.is_some() || plays_no_game(q) {
        return None;
    }
    let variant: Variant = if q.given.game {
        q.rules.variant()
    } else {
        read_last(&get(LAST_KEY)?)?
    };
    let saved = load(&get(&key(variant))?).ok()?;
    if q.given.game && saved.rules != q.rules {
        return None;
    }
    // A fresh save's seats are not used (`new_page` seats as the address says).
    let saved = seated_as_asked(saved, q);
    Some(match saved.ply {
        0 => Resume::Fresh(saved),
        _ => Resume::Game(saved),
    })
}

/// A diagram, the editor, a lesson or puzzles: no game of the reader's.
fn plays_no_game(q: &PageQuery) -> bool {
    matches!(q.mode, Mode::View | Mode::Edit | Mode::Learn | Mode::Puzzle)
}

/// A save at the speed and in the seats the address names, where it names
/// them.
fn seated_as_asked(mut saved: Saved, q: &PageQuery) -> Saved {
    if q.given.speed {
        saved.speed = q.speed;
    }
    if q.given.seats {
        saved.seats = q.seats;
    }
    saved
}

/// The save to open in a frame: its own game (`frames::frame_key`), once
/// an input was played in it, when the address still asks for that game
/// (its seats and speed, where the address names them); never the full
/// page's. A diagram, the editor, a lesson or puzzles resume nothing.
pub fn resume_frame(q: &PageQuery, key: &str, get: Get) -> Option<Resume> {
    if plays_no_game(q) {
        return None;
    }
    let saved = load(&get(key)?).ok()?;
    if saved.rules != q.rules || saved.ply == 0 {
        return None;
    }
    Some(Resume::Game(seated_as_asked(saved, q)))
}

/// The page's first state for the address `search` (`?game=urim…`), and
/// the storage ops to carry out before anything else is written.
pub fn initial_state(search: &str, env: &Env) -> Boot {
    let get: Get = &|k| env.get(k);
    let ops = tidy(get);
    let preferred = preferred_lang(env);
    let q = parse_query_in(search, preferred);
    let lang = q.lang.unwrap_or(preferred);
    // A frame's game is its own, per frame address (`saved::frames`).
    let frame_key = q.embed.then(|| frame_key(search));
    let resumed = match &frame_key {
        Some(k) => resume_frame(&q, k, get),
        None => resume(&q, get),
    };
    let game_resumed = matches!(resumed, Some(Resume::Game(_)));
    let levels = read_levels(get);
    let mut state = match resumed {
        Some(Resume::Game(saved)) => {
            let mut s = saved.restore();
            s.lang = lang;
            s.problems.extend(q.problems.clone());
            s
        }
        fresh => new_page(&q, lang, env.reduced_motion, fresh, &levels),
    };
    // The levels kept, with the one just played or chosen (`note_level`).
    let v = state.rules.variant();
    state.levels = match state.levels.known(v) {
        Some(l) => levels.with(v, l),
        None => levels,
    };
    state.seed_base = env.seed;
    state.embed = q.embed;
    state.frame_key = frame_key;
    state.flip = q.flip;
    state.analysis.on = q.analyse;
    state.schedule_analysis();
    state.theme = match q.given.theme {
        true => q.theme,
        false => (get(THEME_KEY).and_then(|t| read_theme(&t))).unwrap_or(q.theme),
    };
    // The full page's games are none of a frame's business.
    if !state.embed {
        keep_saved_games(&mut state, game_resumed, get);
    }
    Boot { state, ops }
}

/// The reader's level in each game, as kept; where none is (the page
/// before levels, up to `e7ed9ce`, kept none), the computer's in the
/// game saved with an input played, if one reader faced it.
pub fn read_levels(get: Get) -> Levels {
    let mut levels = Levels::default();
    for v in Variant::ALL {
        let kept = get(&level_key(v)).and_then(|t| read_level(&t));
        let saved = || {
            let s = load(&get(&key(v))?).ok().filter(|s| s.ply > 0)?;
            reader_level(s.seats)
        };
        if let Some(l) = kept.or_else(saved) {
            levels.set(v, l);
        }
    }
    levels
}

/// A page that resumes no game: what the address asks for (with a save's
/// game and settings if it had nothing played), seated as the address says,
/// else the reader against their level in that game.
fn new_page(
    q: &PageQuery,
    lang: Lang,
    reduced_motion: bool,
    fresh: Option<Resume>,
    levels: &Levels,
) -> AppState {
    let (rules, speed, auto_turn) = match fresh {
        Some(Resume::Fresh(s) | Resume::Game(s)) => (s.rules, s.speed, s.auto_turn),
        None if reduced_motion && !q.given.speed => (q.rules, Speed::Instant, false),
        None => (q.rules, q.speed, false),
    };
    let mut s = AppState::new_in(
        lang,
        rules,
        speed,
        q.position.as_deref(),
        q.problems.clone(),
    );
    s.auto_turn = auto_turn;
    let seats = match q.given.seats {
        true => q.seats,
        false => levels.seats(rules.variant()),
    };
    s = match q.mode {
        Mode::View => s.view_only(),
        _ => s.with_seats(seats),
    };
    if q.mode == Mode::Edit {
        s = s.with_editor();
    }
    let course = match q.mode {
        Mode::Learn => Some(Kind::Lesson),
        Mode::Puzzle => Some(Kind::Puzzles),
        _ => None,
    };
    if let Some(kind) = course {
        // Reduced motion (Instant) is kept: a lesson slows only animated sowings.
        s = s.with_course(kind, q.puzzle, q.given.speed || speed == Speed::Instant);
    }
    match &q.record {
        Some(text) => {
            if let Err(e) = s.load_record(text, q.ply) {
                s.problems
                    .push(fill(lang, "record-url-refused", &[("error", &e)]));
            }
        }
        None => s.load_moves(&q.moves, q.ply),
    }
    s
}

/// The saves still in progress, to be kept on the page (its game cards, or
/// "Back to my game", then bring them back instead of starting afresh): the
/// other games', this game's too when the page did not resume it (a link, a
/// record or the editor opened instead), and each game's game set aside
/// (`kept_key`). Not on a diagram.
pub fn keep_saved_games(state: &mut AppState, resumed: bool, get: Get) {
    if state.is_view() {
        return;
    }
    let mut keys = vec![];
    for v in Variant::ALL {
        keys.push(kept_key(v));
        if !(resumed && v == state.rules.variant()) {
            keys.push(key(v));
        }
    }
    for k in keys {
        let Some(saved) = get(&k).and_then(|t| load(&t).ok()) else {
            continue;
        };
        let rules = saved.rules;
        let restored = saved.restore();
        let on_board = rules == state.rules
            && restored.session.recorded_tokens() == state.session.recorded_tokens()
            && restored.session.start() == state.session.start();
        if let Some(k) = KeptGame::of(rules, restored.session).filter(|_| !on_board) {
            state.keep(k);
        }
    }
}

#[cfg(test)]
mod tests;
