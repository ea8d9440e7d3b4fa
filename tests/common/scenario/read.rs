//! Reading the lines of a scenario: numbers, boards, event items, check lines.

use super::{Check, How, Keep, EVENT_WORDS};

pub fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

pub fn number<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.parse().map_err(|_| format!("cannot read `{s}` here"))
}

pub fn numbers<T: std::str::FromStr>(s: &str, n: usize) -> Result<Vec<T>, String> {
    let v = s
        .split_whitespace()
        .map(number)
        .collect::<Result<Vec<T>, _>>()?;
    if v.len() != n {
        return Err(format!("expected {n} numbers, found {}", v.len()));
    }
    Ok(v)
}

/// `0 0 0 0 / 2 0 0 9`: top row first.
pub fn parse_rows(s: &str) -> Result<Vec<Vec<u64>>, String> {
    let rows = s
        .split('/')
        .map(|r| {
            r.split_whitespace()
                .map(number)
                .collect::<Result<Vec<u64>, _>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    if rows.iter().any(Vec::is_empty) {
        return Err("an empty row (rows are separated by `/`)".into());
    }
    Ok(rows)
}

/// `NNNN / SSSS`: one letter per pit, top row first.
pub fn parse_owners(s: &str) -> Result<Vec<String>, String> {
    let rows: Vec<String> = s
        .split('/')
        .map(|r| r.split_whitespace().collect())
        .collect();
    if rows
        .iter()
        .any(|r| r.is_empty() || r.chars().any(|c| c != 'N' && c != 'S'))
    {
        return Err("owners are rows of N and S separated by `/`".into());
    }
    Ok(rows)
}

/// Event items separated by `|`, each in the shared wording; `drop a b c` stands
/// for `drop a | drop b | drop c`; `none` is the empty list. `prefix` is the event
/// word a check's items may leave out (`captures d2 2 S landing`).
pub fn items(s: &str, prefix: Option<&str>, keep: Keep) -> Result<Vec<String>, String> {
    if s == "none" {
        return Ok(vec![]);
    }
    let mut out = vec![];
    for item in s.split('|') {
        let mut w: Vec<&str> = item.split_whitespace().collect();
        if w.is_empty() {
            return Err("an empty event item".into());
        }
        if let Some(p) = prefix.filter(|p| *p != w[0]) {
            w.insert(0, p);
        }
        if !EVENT_WORDS.contains(&w[0]) {
            return Err(format!("`{}` is not an event word", w[0]));
        }
        if !keep.keeps(w[0]) {
            return Err(format!("this check does not look at `{}` events", w[0]));
        }
        if w[0] == "drop" && w.len() > 2 {
            out.extend(w[1..].iter().map(|p| format!("drop {p}")));
        } else {
            out.push(w.join(" "));
        }
    }
    Ok(out)
}

pub fn need_args(rest: &str, kw: &str) -> Result<(), String> {
    match rest.is_empty() {
        true => Err(format!("`{kw}` needs at least one argument")),
        false => Ok(()),
    }
}

/// A check line (after `then` or `play`), or `None` if `kw` is no check.
pub fn check(kw: &str, rest: &str) -> Result<Option<Check>, String> {
    let ev = |keep, how, prefix| -> Result<Option<Check>, String> {
        need_args(rest, kw)?;
        let items = items(rest, prefix, keep)?;
        Ok(Some(Check::Events { keep, how, items }))
    };
    const SWEEP: &[&str] = &["sweep"];
    Ok(Some(match kw {
        "rows" => Check::Rows(parse_rows(rest)?),
        "row" => match rest.split_once(' ') {
            Some((n, counts)) => match parse_rows(counts)?.as_slice() {
                [one] => Check::Row(number(n)?, one.clone()),
                _ => return Err("`row <number> <counts>`: one row".into()),
            },
            None => return Err("`row <number> <counts>`".into()),
        },
        "picks-left" => Check::PicksLeft(number(rest)?),
        "owners" => Check::Owners(parse_owners(rest)?),
        "captured" => {
            let v = numbers(rest, 2)?;
            Check::Captured(v[0], v[1])
        }
        "to" => match rest {
            "S" | "N" | "-" => Check::To(rest.into()),
            _ => return Err("`to` is S, N or - (over)".into()),
        },
        "awaiting" => match rest {
            "move" | "trade_response" | "head_choice" | "bonus_pick" | "over" => {
                Check::Awaiting(rest.into())
            }
            _ => return Err(format!("`{rest}` is not awaited by any game")),
        },
        "in_hand" => Check::InHand(number(rest)?),
        "legal" => {
            let mut v = if rest == "none" { vec![] } else { words(rest) };
            v.sort();
            Check::Legal(v)
        }
        "legal-has" | "legal-lacks" => {
            need_args(rest, kw)?;
            match kw {
                "legal-has" => Check::LegalHas(words(rest)),
                _ => Check::LegalLacks(words(rest)),
            }
        }
        "legal-count" => Check::LegalCount(number(rest)?),
        "result" if rest == "-" => Check::Result(None),
        "result" => {
            let (head, reason) = match rest.split_once('|') {
                Some((h, r)) if !r.trim().is_empty() => (h, Some(r.trim().to_string())),
                Some(_) => return Err("nothing after `|` in `result`".into()),
                None => (rest, None),
            };
            let w: Vec<&str> = head.split_whitespace().collect();
            if w.len() != 3 || !["S", "N", "draw"].contains(&w[0]) {
                return Err("`result` is `-` or `S|N|draw <S score> <N score> [| reason]`".into());
            }
            Check::Result(Some((w[0].into(), number(w[1])?, number(w[2])?, reason)))
        }
        "reason-lacks" => {
            need_args(rest, kw)?;
            Check::ReasonLacks(rest.into())
        }
        "glory" => Check::Glory(number(rest)?),
        "points" => {
            let v = numbers(rest, 2)?;
            Check::Points(v[0], v[1])
        }
        "total" => Check::Total(number(rest)?),
        "options" => {
            need_args(rest, kw)?;
            let kv = rest.split_whitespace().map(|o| match o.split_once('=') {
                Some((k, v)) => Ok((k.to_string(), v.to_string())),
                None => Err(format!("`{o}` is not key=value")),
            });
            Check::Options(kv.collect::<Result<_, _>>()?)
        }
        "is-opening" if rest.is_empty() => Check::IsOpening,
        "events" => return ev(Keep::All, How::Exact, None),
        "events-but-sweeps" => return ev(Keep::AllBut(SWEEP), How::Exact, None),
        "has" => return ev(Keep::All, How::InOrder, None),
        "last" => return ev(Keep::All, How::Last, None),
        "captures" => return ev(Keep::Only(&["capture"]), How::Exact, Some("capture")),
        "sweeps" => return ev(Keep::Only(SWEEP), How::Exact, Some("sweep")),
        "sweeps-set" => return ev(Keep::Only(SWEEP), How::AnyOrder, Some("sweep")),
        "trades" => return ev(Keep::Only(&["owner", "pay"]), How::AnyOrder, None),
        "drops" => {
            need_args(rest, kw)?;
            let items = words(rest).iter().map(|p| format!("drop {p}")).collect();
            let keep = Keep::Only(&["drop"]);
            Check::Events {
                keep,
                how: How::Exact,
                items,
            }
        }
        "count" => match rest.split_whitespace().collect::<Vec<_>>()[..] {
            [w, n] if EVENT_WORDS.contains(&w) => Check::Count(w.into(), number(n)?),
            _ => return Err("`count` is an event word and a number: `count lift 1`".into()),
        },
        "replay" if rest.is_empty() => Check::Replay(None),
        "replay" => match rest.split_once(' ') {
            Some(("max", n)) => Check::Replay(Some(number(n.trim())?)),
            _ => return Err("`replay` or `replay max <seeds>`".into()),
        },
        _ => return Ok(None),
    }))
}
