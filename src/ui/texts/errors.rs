//! The engine's refusals and reasons in the page's language. The engine's own
//! `Display` texts are the command line's (English, fixed by the contract);
//! these say the same things through the catalogues, one key per case, and
//! each `match` is exhaustive, so a new case cannot be left in English.

use crate::engine::{
    EndReason, HeaderFault, Illegal, RecordError, ReplayError, ReplayFault, RulesError, SetupError,
    Variant,
};

use super::{fill, player_word, text, Lang};

/// Why a game or option was refused.
pub fn rules_error(lang: Lang, e: &RulesError) -> String {
    match e {
        RulesError::UnknownGame(g) => {
            // In declaration order, the contract's.
            let mut ids = Variant::ALL;
            ids.sort();
            let ids: Vec<&str> = ids.iter().map(|v| v.id()).collect();
            let (last, rest) = ids.split_last().unwrap_or((&"", &[]));
            fill(
                lang,
                "error-unknown-game",
                &[("value", g), ("ids", &rest.join(", ")), ("last", last)],
            )
        }
        RulesError::UnknownOption { game, key } => fill(
            lang,
            "error-unknown-option",
            &[("key", key), ("game", &game.title())],
        ),
        RulesError::BadValue {
            game,
            key,
            value,
            allowed,
        } => fill(
            lang,
            "error-bad-value",
            &[
                ("value", value),
                ("key", key),
                ("game", &game.title()),
                ("allowed", &allowed.join(", ")),
            ],
        ),
        RulesError::Malformed(s) => fill(lang, "error-malformed-option", &[("value", s)]),
    }
}

/// Why an input was refused.
pub fn illegal(lang: Lang, e: &Illegal) -> String {
    let key = match e {
        Illegal::GameOver => "illegal-game-over",
        Illegal::NotAwaited => "illegal-not-awaited",
        Illegal::NotYours => "illegal-not-yours",
        Illegal::TooFew => "illegal-too-few",
        Illegal::MustFeed => "illegal-must-feed",
        Illegal::Endless => "illegal-endless",
        Illegal::CannotPass => "illegal-cannot-pass",
        Illegal::OfferSize => "illegal-offer-size",
        Illegal::OfferKeepsNone => "illegal-offer-keeps-none",
        Illegal::OfferTooDear { need, has } => {
            return fill(
                lang,
                "illegal-offer-too-dear",
                &[("need", need), ("has", has)],
            )
        }
        Illegal::OfferAgain => "illegal-offer-again",
        Illegal::SingleWhileBig(Variant::Tsoro) => "illegal-single-while-big-tsoro",
        Illegal::SingleWhileBig(_) => "illegal-single-while-big",
        Illegal::SingleIntoOccupied(Variant::Tsoro) => "illegal-single-into-occupied-tsoro",
        Illegal::SingleIntoOccupied(_) => "illegal-single-into-occupied",
        Illegal::PickNotEnemy => "illegal-pick-not-enemy",
        Illegal::PickHead => "illegal-pick-head",
        Illegal::PickEmpty => "illegal-pick-empty",
    };
    text(lang, key)
}

/// Why a record could not be read or replayed, with its line. Two details
/// stay in the engine's English words: a JSON parser's message and what is
/// wrong with an unreadable input's spelling.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    let at = |line: &usize, what: String| {
        fill(lang, "record-at-line", &[("line", line), ("what", &what)])
    };
    match e {
        RecordError::MalformedHeader { line } => at(line, text(lang, "record-malformed-header")),
        RecordError::HeaderAfterInputs { line } => at(line, text(lang, "record-header-after")),
        RecordError::UnclosedComment { line } => at(line, text(lang, "record-unclosed-comment")),
        RecordError::StrayBrace { line } => at(line, text(lang, "record-stray-brace")),
        RecordError::MissingHeader(key) => fill(lang, "record-missing-header", &[("key", key)]),
        RecordError::Header { line, key, fault } => {
            let fault = header_fault(lang, fault);
            at(
                line,
                fill(lang, "record-header", &[("key", key), ("fault", &fault)]),
            )
        }
        RecordError::Input {
            line: Some(l),
            error,
        } => at(l, replay_error(lang, error)),
        RecordError::Input { line: None, error } => replay_error(lang, error),
    }
}

fn header_fault(lang: Lang, f: &HeaderFault) -> String {
    match f {
        HeaderFault::Repeated => text(lang, "record-header-twice"),
        HeaderFault::Game(e) | HeaderFault::Option(e) => rules_error(lang, e),
        HeaderFault::MissingOption(k) => fill(lang, "record-option-missing", &[("key", k)]),
        HeaderFault::RepeatedOption(k) => fill(lang, "record-option-twice", &[("key", k)]),
        HeaderFault::Position(e) => setup_error(lang, e),
        HeaderFault::Result(s) => fill(lang, "record-bad-result", &[("value", s)]),
        HeaderFault::Date(s) => fill(lang, "record-bad-date", &[("value", s)]),
        HeaderFault::ResignedResult { resigned, result } => fill(
            lang,
            "record-resigned-result",
            &[
                ("player", &resigned.letter()),
                ("winner", &resigned.other().letter()),
                ("value", &result.word()),
            ],
        ),
    }
}

/// Why an input of a record or of `moves` cannot be played.
pub fn replay_error(lang: Lang, e: &ReplayError) -> String {
    let (i, t) = (&e.index, &e.token);
    match &e.fault {
        ReplayFault::Token(why) => fill(
            lang,
            "replay-token",
            &[("k", i), ("token", t), ("error", why)],
        ),
        ReplayFault::Illegal(why) => fill(
            lang,
            "replay-illegal",
            &[("k", i), ("token", t), ("error", &illegal(lang, why))],
        ),
    }
}

/// Why a position (`?position=`, a record's `Position`) was refused.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    let who = |p| player_word(p, lang);
    let f = |key: &str, args: &[(&str, &dyn std::fmt::Display)]| fill(lang, key, args);
    let detail = match e {
        SetupError::Json(m) => return f("setup-json", &[("detail", m)]),
        SetupError::NotObject => text(lang, "setup-not-object"),
        SetupError::RowsMissing => text(lang, "setup-rows-missing"),
        SetupError::NotRows(name) => f("setup-not-rows", &[("name", name)]),
        SetupError::RowCount(name, want, got) => f(
            "setup-row-count",
            &[("name", name), ("want", want), ("got", got)],
        ),
        SetupError::RowNotArray(name, i) => f("setup-row-not-array", &[("name", name), ("i", i)]),
        SetupError::RowLength(name, i, want, got) => f(
            "setup-row-length",
            &[("name", name), ("i", i), ("want", want), ("got", got)],
        ),
        SetupError::NotCount(i, c, v) => f("setup-not-count", &[("i", i), ("c", c), ("value", v)]),
        SetupError::PitOverTotal(pit, n, total) => f(
            "setup-pit-over-total",
            &[("pit", pit), ("n", n), ("total", total)],
        ),
        SetupError::PitOverLimit(pit, n, limit, game) => f(
            "setup-pit-over-limit",
            &[
                ("pit", pit),
                ("n", n),
                ("limit", limit),
                ("game", &game.title()),
            ],
        ),
        SetupError::NotSide(i, c, v) => f("setup-not-side", &[("i", i), ("c", c), ("value", v)]),
        SetupError::OwnerFixed(pit, p) => {
            f("setup-owner-fixed", &[("pit", pit), ("player", &who(*p))])
        }
        SetupError::CapturedNotObject => text(lang, "setup-captured-not-object"),
        SetupError::CapturedKey(k) => f("setup-captured-key", &[("key", k)]),
        SetupError::CapturedCount(k, v) => f("setup-captured-count", &[("key", k), ("value", v)]),
        SetupError::ToMove(v) => f("setup-to-move", &[("value", v)]),
        SetupError::TooMany(total, opening) => {
            f("setup-too-many", &[("total", total), ("opening", opening)])
        }
        SetupError::Unloadable(v) => f("setup-unloadable", &[("value", v)]),
        SetupError::Awaiting(v, false) => f("setup-awaiting", &[("value", v)]),
        SetupError::Awaiting(v, true) => f("setup-awaiting-bonus", &[("value", v)]),
        SetupError::SideBeyond(p, has, start, game) => f(
            "setup-side-beyond",
            &[
                ("player", &who(*p)),
                ("has", has),
                ("start", start),
                ("game", &game.title()),
            ],
        ),
    };
    f("setup-bad", &[("detail", &detail)])
}

/// Why the game ended, as a phrase ("threefold repetition").
pub fn end_reason(lang: Lang, r: EndReason) -> String {
    let who = |p| player_word(p, lang);
    match r {
        EndReason::FewerThanThree => text(lang, "end-fewer-than-three"),
        EndReason::Starved(p) => fill(lang, "end-starved", &[("player", &who(p))]),
        EndReason::AllCaptured => text(lang, "end-all-captured"),
        EndReason::LastFour => text(lang, "end-last-four"),
        EndReason::Wiped(p) => fill(lang, "end-wiped", &[("player", &who(p))]),
        EndReason::Immobilised(p) => fill(lang, "end-immobilised", &[("player", &who(p))]),
        EndReason::Repetition => text(lang, "end-repetition"),
        EndReason::BaoRepetition => text(lang, "end-bao-repetition"),
        EndReason::RepetitionSafeguard => text(lang, "end-repetition-safeguard"),
        EndReason::Resigned(p) => fill(lang, "end-resigned", &[("player", &who(p))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_says_what_the_command_line_says() {
        // The page's English and the engine's `Display` must not drift apart.
        let cases = [
            Illegal::GameOver,
            Illegal::NotAwaited,
            Illegal::NotYours,
            Illegal::TooFew,
            Illegal::MustFeed,
            Illegal::Endless,
            Illegal::CannotPass,
            Illegal::OfferSize,
            Illegal::OfferKeepsNone,
            Illegal::OfferTooDear { need: 12, has: 7 },
            Illegal::OfferAgain,
            Illegal::SingleWhileBig(Variant::BaoKigogo),
            Illegal::SingleWhileBig(Variant::Tsoro),
            Illegal::SingleIntoOccupied(Variant::BaoKigogo),
            Illegal::SingleIntoOccupied(Variant::Tsoro),
            Illegal::PickNotEnemy,
            Illegal::PickHead,
            Illegal::PickEmpty,
        ];
        for e in cases {
            assert_eq!(illegal(Lang::En, &e), e.to_string());
        }
        for r in [
            EndReason::FewerThanThree,
            EndReason::Starved(Player::North),
            EndReason::AllCaptured,
            EndReason::LastFour,
            EndReason::Wiped(Player::South),
            EndReason::Immobilised(Player::North),
            EndReason::Repetition,
            EndReason::BaoRepetition,
            EndReason::RepetitionSafeguard,
            EndReason::Resigned(Player::South),
        ] {
            assert_eq!(end_reason(Lang::En, r), r.phrase());
        }
        let e = "chess".parse::<Variant>().unwrap_err();
        assert_eq!(rules_error(Lang::En, &e), e.to_string());
        // Records: each kind of fault, worded as the command line words it.
        let bad = [
            "[Game urim]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n1. a1\n[Date \"2026-01-01\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n{ never closed\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n1. a1 }\n",
            "[Options \"pits=6 seeds=3\"]\n",
            "[Game \"urim\"]\n[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n",
            "[Game \"chess\"]\n[Options \"\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 pits=7 seeds=3\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Result \"win\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Result \"S\"]\n[Termination \"S resigned\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Date \"1 May\"]\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. z9\n",
            "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 2. a1\n",
        ];
        use crate::engine::Player;
        let setups = [
            SetupError::Json("EOF".into()),
            SetupError::NotObject,
            SetupError::RowsMissing,
            SetupError::NotRows("owners"),
            SetupError::RowCount("rows", 2, 3),
            SetupError::RowNotArray("rows", 1),
            SetupError::RowLength("rows", 0, 6, 5),
            SetupError::NotCount(0, 2, "\"x\"".into()),
            SetupError::PitOverTotal("a1".into(), 99, 36),
            SetupError::PitOverLimit("a1".into(), 18, 17, Variant::Urim),
            SetupError::NotSide(1, 1, "\"E\"".into()),
            SetupError::OwnerFixed("a1".into(), Player::North),
            SetupError::CapturedNotObject,
            SetupError::CapturedKey("X".into()),
            SetupError::CapturedCount("S".into(), "-1".into()),
            SetupError::ToMove("\"W\"".into()),
            SetupError::TooMany(50, 48),
            SetupError::Unloadable("head_choice".into()),
            SetupError::Awaiting("\"x\"".into(), false),
            SetupError::Awaiting("\"x\"".into(), true),
            SetupError::SideBeyond(Player::South, 47, 46, Variant::BaoKigogo),
        ];
        for e in setups {
            assert_eq!(setup_error(Lang::En, &e), e.to_string());
        }
        for text in bad {
            let e = text
                .parse::<crate::engine::Record>()
                .and_then(|r| r.replay().map(|_| r));
            let e = e.expect_err(text);
            assert_eq!(record_error(Lang::En, &e), e.to_string(), "{text}");
        }
    }
}
