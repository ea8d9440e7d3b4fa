//! The engine's refusals and reasons in the page's language. The engine's own
//! `Display` texts are the command line's (English, fixed by the contract);
//! these say the same things through the catalogues, one key per case, and
//! each `match` is exhaustive, so a new case cannot be left in English.

use crate::engine::{EndReason, Illegal, RulesError, Variant};

use super::{fill, player_word, text, Lang};

/// Why a game or option was refused.
pub fn rules_error(lang: Lang, e: &RulesError) -> String {
    match e {
        RulesError::UnknownGame(g) => {
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
        Illegal::SingleWhileBig => "illegal-single-while-big",
        Illegal::SingleIntoOccupied => "illegal-single-into-occupied",
        Illegal::PickNotEnemy => "illegal-pick-not-enemy",
        Illegal::PickHead => "illegal-pick-head",
        Illegal::PickEmpty => "illegal-pick-empty",
    };
    text(lang, key)
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;

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
            Illegal::SingleWhileBig,
            Illegal::SingleIntoOccupied,
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
        ] {
            assert_eq!(end_reason(Lang::En, r), r.phrase());
        }
        let e = "chess".parse::<Variant>().unwrap_err();
        assert_eq!(rules_error(Lang::En, &e), e.to_string());
    }
}
