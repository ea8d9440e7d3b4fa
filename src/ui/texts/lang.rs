//! The languages of the page and of `mancala diagram --lang`: English,
//! Turkish and Azerbaijani. Their words are in `lang/*.ftl` (`catalogue`).

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
}

impl Lang {
    /// Every language, in the order of `--lang en|tr|az`.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Tr, Lang::Az];

    /// The code: `en`, `tr` or `az` (also the SVG's `xml:lang`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Az => "az",
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
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not `en`, `tr` or `az`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language '{}'; expected en, tr or az", self.0)
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
            "unknown language 'de'; expected en, tr or az"
        );
        assert_eq!(Lang::default(), Lang::En);
    }
}
