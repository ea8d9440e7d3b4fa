//! The languages of the page and of `mancala diagram --lang`: English,
//! Turkish and Azerbaijani (the source articles'), Swahili, French and
//! Portuguese (the games' homelands': Bao's Tanzania, Goré's Côte d'Ivoire,
//! Urim's Cape Verde). Their words are in `lang/*.ftl` (`catalogue`).

use std::fmt;
use std::str::FromStr;

/// A language of the board's words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Turkish.
    Tr,
    /// Azerbaijani.
    Az,
    /// Swahili (Tanzanian standard).
    Sw,
    /// French.
    Fr,
    /// Portuguese (the European norm, which Cape Verde writes).
    Pt,
}

impl Lang {
    /// Every language, in the order of `--lang en|tr|az|sw|fr|pt` and of
    /// the page's language menu.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Tr, Lang::Az, Lang::Sw, Lang::Fr, Lang::Pt];

    /// The code: `en`, `tr`, `az`, `sw`, `fr` or `pt` (also the SVG's
    /// `xml:lang`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Az => "az",
            Lang::Sw => "sw",
            Lang::Fr => "fr",
            Lang::Pt => "pt",
        }
    }
}

impl Lang {
    /// The language's name in itself, for the language menu: a reader finds
    /// theirs whatever the page speaks, before its words are downloaded.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Tr => "Türkçe",
            Lang::Az => "Azərbaycanca",
            Lang::Sw => "Kiswahili",
            Lang::Fr => "Français",
            Lang::Pt => "Português",
        }
    }

    /// Whether a count of `n` takes a catalogue's singular form (`key.one`):
    /// English, Portuguese and Swahili for 1 only, French for 0 and 1
    /// ("0 graine", CLDR's rule). Turkish and Azerbaijani keep the noun
    /// singular after every number, so their catalogues have no `.one`.
    ///
    /// ```
    /// use mancala::ui::texts::Lang;
    /// assert!(Lang::Fr.singular(0) && Lang::Fr.singular(1) && !Lang::Fr.singular(2));
    /// assert!(!Lang::Pt.singular(0) && Lang::Pt.singular(1));
    /// ```
    pub fn singular(self, n: u64) -> bool {
        match self {
            Lang::Fr => n <= 1,
            Lang::En | Lang::Tr | Lang::Az | Lang::Sw | Lang::Pt => n == 1,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code the page has no words for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown language '{}'; expected en, tr, az, sw, fr or pt",
            self.0
        )
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_others_are_refused() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
        }
        let e = "de".parse::<Lang>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown language 'de'; expected en, tr, az, sw, fr or pt"
        );
        assert_eq!(Lang::default(), Lang::En);
    }
}
