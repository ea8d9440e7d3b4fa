//! A record's text: reading its header lines and its inputs (move numbers and
//! comments skipped), and laying the inputs out again with turn numbers.

use super::{RecordError, RecordInput};
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::NoEvents;

/// One header as read: its 1-based line, key and value.
pub(super) type Header = (usize, String, String);

/// Splits a record into its headers and its inputs. Headers are the lines
/// (blank ones aside) up to the first that does not start with `[`; the rest
/// is inputs, move numbers and comments.
pub(super) fn split(text: &str) -> Result<(Vec<Header>, Vec<RecordInput>), RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut headers = vec![];
    let mut offset = 0;
    let mut line = 1;
    for l in text.split_inclusive('\n') {
        let t = l.trim();
        if !t.is_empty() && !t.starts_with('[') {
            break;
        }
        if !t.is_empty() {
            headers.push(header(t, line).ok_or(RecordError::MalformedHeader { line })?);
        }
        offset += l.len();
        line += 1;
    }
    Ok((headers, inputs(&text[offset..], line)?))
}

/// `[Key "value"]`: the value is everything between the first and the last
/// double quote, so JSON stands in it unescaped.
fn header(t: &str, line: usize) -> Option<Header> {
    let (first, last) = (t.find('"')?, t.rfind('"')?);
    let key = t[1..first].trim();
    let word = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if first == last || !word || t[last + 1..].trim() != "]" {
        return None;
    }
    Some((line, key.to_string(), t[first + 1..last].to_string()))
}

/// The inputs of `body`, whose first line is `line`: tokens separated by
/// white space or comments, move numbers (`12.`, also `12.a1`) dropped.
fn inputs(body: &str, mut line: usize) -> Result<Vec<RecordInput>, RecordError> {
    let mut out = vec![];
    let mut token = String::new();
    let mut comment: Option<usize> = None;
    let mut flush = |token: &mut String, line: usize| -> Result<(), RecordError> {
        let mut rest = token.as_str();
        while let Some(after) = move_number(rest) {
            rest = after;
        }
        // After the move number: `12.[Result` is no input either (and one
        // kept would be written back as a header, found by tests/fuzz.rs).
        if rest.starts_with('[') {
            return Err(RecordError::HeaderAfterInputs { line });
        }
        if !rest.is_empty() {
            out.push(RecordInput {
                token: rest.to_string(),
                line: Some(line),
            });
        }
        token.clear();
        Ok(())
    };
    for c in body.chars() {
        match (comment, c) {
            (Some(_), '}') => comment = None,
            (Some(_), _) => {}
            (None, '{') => {
                flush(&mut token, line)?;
                comment = Some(line);
            }
            (None, '}') => return Err(RecordError::StrayBrace { line }),
            (None, c) if c.is_whitespace() => flush(&mut token, line)?,
            (None, c) => token.push(c),
        }
        if c == '\n' {
            line += 1;
        }
    }
    if let Some(line) = comment {
        return Err(RecordError::UnclosedComment { line });
    }
    flush(&mut token, line)?;
    Ok(out)
}

/// What follows a leading move number (`12.`, `12...`), if `t` starts with one.
fn move_number(t: &str) -> Option<&str> {
    let digits = t.trim_start_matches(|c: char| c.is_ascii_digit());
    let dots = digits.trim_start_matches('.');
    (digits.len() < t.len() && dots.len() < digits.len()).then_some(dots)
}

/// The inputs as lines of about 80 columns, a number before each turn (a run
/// of inputs by one player, as the page's move list). Numbering stops at the
/// first input that cannot be played.
pub(super) fn movetext(start: Position, tokens: &[&str]) -> Vec<String> {
    let mut game = Some(Game::from_position(start));
    let (mut turn, mut last) = (0, None);
    let mut lines = vec![String::new()];
    for token in tokens {
        let mut piece = token.to_string();
        if let Some(g) = &mut game {
            let pos = g.position();
            let mover = pos.to_move();
            if pos.result().is_none() && last != Some(mover) {
                turn += 1;
                last = Some(mover);
                piece = format!("{turn}. {token}");
            }
            let played = pos
                .parse_input(token)
                .ok()
                .and_then(|i| g.play(i, &mut NoEvents).ok());
            if played.is_none() {
                game = None;
            }
        }
        let current = lines.last_mut().expect("one line at least");
        if !current.is_empty() && current.len() + 1 + piece.len() > 79 {
            lines.push(piece);
        } else {
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&piece);
        }
    }
    lines
}
