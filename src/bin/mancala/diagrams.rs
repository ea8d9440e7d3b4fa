//! `mancala diagram`'s two outputs and its second source (docs/contract.md,
//! "`mancala diagram`"): `--format svg` (the picture, the default) or
//! `--format wikitext` (the call of docs/wiki/'s Lua board), drawn from the
//! state reached, or `--from FILE`, a picture read back from its `<desc>`.

use std::io::Read;
use std::str::FromStr;

use mancala::ui::diagram::{Diagram, FromError, Options};

use super::cli::{file_name, read_text};

/// What `mancala diagram` prints.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) enum Format {
    /// A standalone SVG picture, to upload.
    #[default]
    Svg,
    /// The wiki call that draws the same position with Module:Mancala.
    Wikitext,
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "svg" => Ok(Format::Svg),
            "wikitext" => Ok(Format::Wikitext),
            other => Err(format!("--format must be svg or wikitext, not '{other}'")),
        }
    }
}

/// The diagram a picture file (`-`: standard input) holds in its `<desc>`,
/// or a one-line error naming the file.
pub(crate) fn read_from(path: &str, stdin: &mut dyn Read) -> Result<Diagram, String> {
    let text = read_text("diagram", path, stdin)?;
    let name = file_name(path);
    Diagram::from_svg(&text).map_err(|e| match e {
        FromError::NotDiagram => format!("--from: {name} {e}"),
        FromError::Damaged(_) => format!("--from: {name}: {e}"),
    })
}

/// The text printed, without the final newline (which `main` adds).
pub(crate) fn output(d: &Diagram, o: &Options, format: Format) -> String {
    match format {
        Format::Svg => d.svg(o).trim_end().to_string(),
        Format::Wikitext => d.wikitext(o),
    }
}
