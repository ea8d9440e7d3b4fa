//! The page's URL parameters (contract: `?game=<id>&<option>=<value>&speed=…`).

use crate::engine::{ByPlayer, Player, Rules, Variant};

use super::settings::{Seat, Speed, Theme, DEFAULT_SEATS};
use super::texts::{fill, rules_error, Lang};

/// What the page is for (`mode=`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// A game to play.
    #[default]
    Play,
    /// A read-only diagram of a position or a recorded game, stepped through.
    View,
    /// The position editor (issue 12), from `position` or the opening.
    Edit,
    /// The game's interactive lesson (issue 13).
    Learn,
    /// The game's puzzles (issue 13), from `puzzle=N`.
    Puzzle,
}

/// What the URL asks for: a game with options, a speed, and any complaints about
/// parameters that were ignored (shown to the player, never fatal).
#[derive(Clone, Debug, PartialEq)]
pub struct PageQuery {
    /// The game and options to open.
    pub rules: Rules,
    /// Animation speed.
    pub speed: Speed,
    /// A position to start from, as the contract's JSON (`&position=…`), for
    /// wiki editors showing a position; checked when the game is set up.
    pub position: Option<String>,
    /// Who plays each side (`south=`, `north=`): by default a human as South
    /// against the computer at Medium, so a visitor alone has an opponent.
    pub seats: ByPlayer<Seat>,
    /// Inputs to replay from the start (`moves=`, contract tokens separated by
    /// spaces); checked when the game is set up.
    pub moves: Vec<String>,
    /// A game record to open (`record=`, the contract's record text).
    pub record: Option<String>,
    /// Show the game after this many inputs (`ply=`).
    pub ply: Option<usize>,
    /// Board and game controls only, filling a frame (`embed=1`).
    pub embed: bool,
    /// Play, or view a diagram (`mode=`).
    pub mode: Mode,
    /// North at the bottom (`flip=1`).
    pub flip: bool,
    /// The analysis board on from the start (`analyse=1`).
    pub analyse: bool,
    /// The puzzle to open (`puzzle=N`, 1 first), with `mode=puzzle`.
    pub puzzle: Option<usize>,
    /// Colour theme (`theme=`).
    pub theme: Theme,
    /// The language asked for (`lang=`); `None` leaves it to the browser.
    pub lang: Option<Lang>,
    /// Whether the URL named the game (`game=`), the seats (`south=`,
    /// `north=`), the speed or the theme: a saved game or the reader's
    /// earlier choice fills in the rest (`ui::boot`).
    pub given: Given,
    /// One message per parameter that could not be used.
    pub problems: Vec<String>,
}

/// Which settings the URL named itself.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Given {
    /// `game=`.
    pub game: bool,
    /// `south=` or `north=`.
    pub seats: bool,
    /// `speed=`.
    pub speed: bool,
    /// `theme=`.
    pub theme: bool,
}

/// Reads a query string (with or without the leading `?`). Unknown games,
/// options and values are reported in `problems` (in English) and replaced
/// by defaults.
pub fn parse_query(q: &str) -> PageQuery {
    parse_query_in(q, Lang::En)
}

/// [`parse_query`] with its problems told in the query's `lang=`, else in
/// `fallback` (the browser's language).
pub fn parse_query_in(q: &str, fallback: Lang) -> PageQuery {
    let mut problems = vec![];
    // `application/x-www-form-urlencoded`, as browsers write queries: `+` is a
    // space, `%xx` a byte (bytes that are not UTF-8 read as `�`).
    let pairs = super::urlencoded::decode(q.trim_start_matches('?'));
    // The language first: every other complaint is told in it.
    let asked = pairs
        .iter()
        .rev()
        .find(|(k, v)| k == "lang" && !v.is_empty());
    let lang_asked = asked.and_then(|(_, v)| v.parse::<Lang>().ok());
    let lang = lang_asked.unwrap_or(fallback);
    if let (Some((_, v)), None) = (asked, lang_asked) {
        problems.push(fill(lang, "query-lang", &[("value", v)]));
    }
    let variant = match pairs.iter().find(|(k, _)| k == "game") {
        None => Variant::Gore,
        Some((_, g)) => g.parse().unwrap_or_else(|e| {
            problems.push(fill(
                lang,
                "query-game",
                &[("error", &rules_error(lang, &e))],
            ));
            Variant::Gore
        }),
    };
    let mut rules = Rules::new(variant);
    let mut speed = Speed::default();
    let mut position = None;
    let mut seats = DEFAULT_SEATS;
    let mut moves = vec![];
    let mut record = None;
    let (mut ply, mut puzzle) = (None, None);
    let (mut embed, mut flip, mut analyse) = (false, false, false);
    let mut mode = Mode::Play;
    let mut theme = Theme::Auto;
    // An empty value says nothing (a wiki widget passes every parameter,
    // empty where the article gave none): as if it were absent.
    let pairs: Vec<(String, String)> = pairs.into_iter().filter(|(_, v)| !v.is_empty()).collect();
    let given = Given {
        game: pairs.iter().any(|(k, _)| k == "game"),
        seats: pairs.iter().any(|(k, _)| k == "south" || k == "north"),
        speed: pairs.iter().any(|(k, _)| k == "speed"),
        theme: pairs.iter().any(|(k, _)| k == "theme"),
    };
    let flag = |k: &str, v: &str, problems: &mut Vec<String>| match v {
        "1" | "true" | "yes" => true,
        "0" | "false" | "no" | "" => false,
        _ => {
            problems.push(fill(lang, "query-flag", &[("key", &k), ("value", &v)]));
            false
        }
    };
    for (k, v) in &pairs {
        match k.as_str() {
            "game" | "lang" => {}
            // Separated by spaces (`+` in an address); a `+` kept as itself
            // (`%2B`, as a wiki's `{{urlencode:}}` writes it) separates too:
            // no input token holds one (issue 27).
            "moves" => {
                moves = v
                    .split(|c: char| c.is_whitespace() || c == '+')
                    .filter(|t| !t.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            "record" => record = Some(v.clone()),
            "ply" => match v.trim().parse::<usize>() {
                Ok(n) => ply = Some(n),
                Err(_) => problems.push(fill(lang, "query-ply", &[("value", v)])),
            },
            "puzzle" => match v.trim().parse::<usize>() {
                Ok(n) if n > 0 => puzzle = Some(n),
                _ => problems.push(fill(lang, "query-puzzle", &[("value", v)])),
            },
            "embed" => embed = flag(k, v, &mut problems),
            "flip" => flip = flag(k, v, &mut problems),
            "analyse" => analyse = flag(k, v, &mut problems),
            "mode" => match v.as_str() {
                "play" => mode = Mode::Play,
                "view" => mode = Mode::View,
                "edit" => mode = Mode::Edit,
                "learn" => mode = Mode::Learn,
                "puzzle" => mode = Mode::Puzzle,
                _ => problems.push(fill(lang, "query-mode", &[("value", v)])),
            },
            "theme" => match Theme::parse(v) {
                Some(t) => theme = t,
                None => problems.push(fill(lang, "query-theme", &[("value", v)])),
            },
            "south" | "north" => {
                let side = if k == "south" {
                    Player::South
                } else {
                    Player::North
                };
                match Seat::parse(v) {
                    Some(s) => seats[side] = s,
                    None => problems.push(fill(
                        lang,
                        "query-player",
                        &[("value", v), ("key", k), ("default", &seats[side].word())],
                    )),
                }
            }
            "position" => position = Some(v.clone()),
            "speed" => match Speed::parse(v) {
                Some(s) => speed = s,
                None => problems.push(fill(lang, "query-speed", &[("value", v)])),
            },
            _ => {
                if let Err(e) = rules.set_option(k, v) {
                    problems.push(fill(
                        lang,
                        "query-option",
                        &[("error", &rules_error(lang, &e))],
                    ));
                }
            }
        }
    }
    PageQuery {
        rules,
        speed,
        position,
        seats,
        moves,
        record,
        ply,
        embed,
        mode,
        flip,
        analyse,
        puzzle,
        theme,
        lang: lang_asked,
        given,
        problems,
    }
}

/// The query string that opens this game, speed and seats (the inverse of
/// [`parse_query`]); the `usual` seats are left out, so a link stays short
/// (and seats whoever opens it against their own level).
pub fn to_query(
    rules: &Rules,
    speed: Speed,
    seats: ByPlayer<Seat>,
    usual: ByPlayer<Seat>,
) -> String {
    let mut s = format!("?game={}", rules.variant().id());
    for (k, v) in rules.options() {
        s.push_str(&format!("&{k}={v}"));
    }
    if speed != Speed::Normal {
        s.push_str(&format!("&speed={}", speed.word()));
    }
    if seats != usual {
        s.push_str(&format!(
            "&south={}&north={}",
            seats.south.word(),
            seats.north.word()
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;

    #[test]
    fn moves_are_separated_by_spaces_or_a_plus_kept_as_itself() {
        // `a1+f2` in an address is "a1 f2"; `%2B` is a `+` itself.
        for q in [
            "?game=urim&moves=a1+f2+b1",
            "?game=urim&moves=a1%2Bf2%2Bb1",
            "?game=urim&moves=a1%20f2++b1",
        ] {
            assert_eq!(parse_query(q).moves, ["a1", "f2", "b1"], "{q}");
        }
    }

    #[test]
    fn reads_game_options_and_speed() {
        let q = parse_query("?game=tsoro&columns=8&bonus=1&speed=instant");
        assert_eq!(q.rules.variant(), Variant::Tsoro);
        assert_eq!(
            (
                q.rules.columns(),
                q.rules.tsoro_bonus(),
                q.rules.tsoro_heads()
            ),
            (8, 1, 2)
        );
        assert_eq!(q.speed, Speed::Instant);
        assert!(q.problems.is_empty());
    }

    #[test]
    fn bad_parameters_are_reported_not_fatal() {
        let q = parse_query("game=chess&speed=warp");
        assert_eq!(q.rules.variant(), Variant::Gore);
        assert_eq!(q.problems.len(), 2, "{:?}", q.problems);
        let q = parse_query("game=urim&pits=9&x=%41");
        assert_eq!(q.rules.columns(), 6);
        assert_eq!(q.problems.len(), 2, "{:?}", q.problems);
        assert!(q.problems[1].contains("'x'"), "{:?}", q.problems);
    }

    #[test]
    fn reads_an_encoded_position() {
        let q = parse_query("game=gore&position=%7B%22rows%22%3A%5B%5B1%2C2%5D%5D%7D");
        assert_eq!(q.position.as_deref(), Some(r#"{"rows":[[1,2]]}"#));
    }

    #[test]
    fn decodes_plus_and_percent_and_survives_bad_bytes() {
        // `+` is a space in a query; `%C3%A9` is "é" in UTF-8.
        let q = parse_query("?game=gore&position=a+b%C3%A9");
        assert_eq!(q.position.as_deref(), Some("a bé"));
        // `%FF` alone is not UTF-8: replaced by U+FFFD, the rest still read
        // (the position loader then explains the bad JSON).
        let q = parse_query("?game=urim&position=%FF");
        assert_eq!(q.rules.variant(), Variant::Urim);
        assert_eq!(q.position.as_deref(), Some("\u{FFFD}"));
    }

    #[test]
    fn round_trips() {
        let mut r = Rules::new(Variant::Urim);
        r.set_option("pits", "7").unwrap();
        let q = parse_query(&to_query(&r, Speed::Fast, DEFAULT_SEATS, DEFAULT_SEATS));
        assert_eq!((q.rules, q.speed), (r, Speed::Fast));
        assert!(!to_query(&r, Speed::Fast, DEFAULT_SEATS, DEFAULT_SEATS).contains("north"));
        let two = ByPlayer {
            south: Seat::Computer(Level::Hard),
            north: Seat::Human,
        };
        assert_eq!(
            parse_query(&to_query(&r, Speed::Fast, two, DEFAULT_SEATS)).seats,
            two
        );
    }

    #[test]
    fn seats_default_to_a_human_against_medium_and_bad_words_are_reported() {
        assert_eq!(parse_query("?game=urim").seats, DEFAULT_SEATS);
        let q = parse_query("?game=urim&north=hard&south=easy");
        assert_eq!(q.seats.north, Seat::Computer(Level::Hard));
        assert_eq!(q.seats.south, Seat::Computer(Level::Easy));
        let q = parse_query("?north=human");
        assert_eq!((q.seats.south, q.seats.north), (Seat::Human, Seat::Human));
        let q = parse_query("?north=grandmaster&south=random");
        assert_eq!(q.seats, DEFAULT_SEATS);
        assert_eq!(q.problems.len(), 2, "{:?}", q.problems);
        assert!(
            q.problems[0].contains("'grandmaster' for north"),
            "{:?}",
            q.problems
        );
    }

    #[test]
    fn reads_moves_ply_embed_view_flip_and_theme() {
        let q =
            parse_query("?game=urim&moves=a1+f2%20b1&ply=2&embed=1&mode=view&flip=1&theme=dark");
        assert_eq!(q.moves, ["a1", "f2", "b1"]);
        assert_eq!(q.ply, Some(2));
        assert!(q.embed && q.flip && !q.analyse);
        assert!(parse_query("?game=urim&analyse=1").analyse);
        assert_eq!((q.mode, q.theme), (Mode::View, Theme::Dark));
        assert!(q.given.theme && !q.given.speed);
        assert!(q.problems.is_empty(), "{:?}", q.problems);
        let q = parse_query("?game=urim");
        assert!(!q.embed && !q.flip && q.moves.is_empty() && q.ply.is_none());
        assert_eq!((q.mode, q.theme), (Mode::Play, Theme::Auto));
    }

    #[test]
    fn bad_view_parameters_are_reported_and_fall_back() {
        let q = parse_query("?ply=-3&embed=maybe&mode=edit-all&theme=pink&flip=2");
        assert_eq!(q.problems.len(), 5, "{:?}", q.problems);
        assert_eq!((q.ply, q.embed, q.flip), (None, false, false));
        assert_eq!((q.mode, q.theme), (Mode::Play, Theme::Auto));
    }

    #[test]
    fn empty_values_are_as_if_absent() {
        let q = parse_query("?embed=1&game=urim&columns=&bonus=&pits=7&north=&moves=&ply=&theme=");
        assert!(q.problems.is_empty(), "{:?}", q.problems);
        assert_eq!((q.rules.columns(), q.seats), (7, DEFAULT_SEATS));
        assert!(!q.given.seats && q.moves.is_empty() && q.ply.is_none());
        assert!(!q.given.theme, "an empty theme= names none");
    }
}
