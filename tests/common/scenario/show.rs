//! Positions, lists and events drawn in the notation, for failure reports.

use mancala::engine::{Board, Game, Layout};
use serde_json::Value;

use super::super::{captured, owners, result, rows, state, to_move};

/// The position in the notation: `rows`, `owners` (Goré), `captured`, `to`,
/// `awaiting`, `in_hand` (if any), `result` (once over).
pub fn draw(g: &Game) -> String {
    let s = state(g);
    let mut v = vec![format!("rows {}", show_rows(&rows(g)))];
    if g.position().rules().variant().owners_change() {
        v.push(format!("owners {}", owners(g).join(" / ")));
    }
    let (cs, cn) = captured(g);
    v.push(format!("captured {cs} {cn}"));
    v.push(format!("to {}", show_to(g)));
    v.push(format!(
        "awaiting {}",
        s["awaiting"].as_str().unwrap_or("over")
    ));
    if s["in_hand"].as_u64().unwrap_or(0) > 0 {
        v.push(format!("in_hand {}", s["in_hand"]));
    }
    if !result(g).is_null() {
        v.push(format!("result {}", show_result(&result(g))));
    }
    v.join("\n")
}

pub fn show_rows(r: &[Vec<u64>]) -> String {
    let r: Vec<String> = r
        .iter()
        .map(|row| row.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    r.join(" / ")
}

pub fn show_to(g: &Game) -> String {
    Some(to_move(g))
        .filter(|t| !t.is_empty())
        .unwrap_or("-".into())
}

pub fn show_result(r: &Value) -> String {
    if r.is_null() {
        return "-".into();
    }
    let w = r["winner"].as_str().unwrap_or("?");
    let (s, n) = (&r["score"]["S"], &r["score"]["N"]);
    format!("{w} {s} {n} | {}", r["reason"].as_str().unwrap_or(""))
}

/// A value, or `-` for none.
pub fn opt<T: std::fmt::Display>(v: &Option<T>) -> String {
    v.as_ref().map_or("-".into(), T::to_string)
}

pub fn show_list(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(" ")
    }
}

/// Event words joined by ` | `, consecutive drops grouped (`drop d2 c2 b2`).
pub fn show_events(v: &[String]) -> String {
    let mut out: Vec<String> = vec![];
    for w in v {
        match (out.last_mut(), w.strip_prefix("drop ")) {
            (Some(last), Some(pit)) if last.starts_with("drop ") => *last += &format!(" {pit}"),
            _ => out.push(w.clone()),
        }
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(" | ")
    }
}

/// Pit counts of a board in the notation (top row first).
pub fn show_board(l: Layout, b: &Board) -> String {
    let rows: Vec<Vec<u64>> = (1..=l.rows())
        .rev()
        .map(|r| {
            (0..l.columns)
                .map(|c| b.count(l.at(c, r).expect("on board")) as u64)
                .collect()
        })
        .collect();
    show_rows(&rows)
}
