//! A URL query in the `application/x-www-form-urlencoded` form browsers
//! read and write (`URLSearchParams`): `+` is a space, `%XX` a byte, every
//! byte outside `A–Z a–z 0–9 * - . _` written as `%XX`. Written here rather
//! than through serde_urlencoded, whose serde machinery cost the page's wasm
//! 1.7 KB gzipped (docs/benchmarks.md); `tests` checks both agree.

// size: serde_urlencoded in the page: +1.7 KB gzipped (measured, docs/benchmarks.md).

/// `key=value&…`, each part encoded.
pub fn encode(pairs: &[(String, String)]) -> String {
    let mut out = String::new();
    for (i, (k, v)) in pairs.iter().enumerate() {
        if i > 0 {
            out.push('&');
        }
        push_encoded(&mut out, k);
        out.push('=');
        push_encoded(&mut out, v);
    }
    out
}

fn push_encoded(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in s.as_bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => {
                out.push('%');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
}

/// The pairs of a query (without its `?`), in order; a part without `=` has
/// an empty value, empty parts are skipped. A `%` not followed by two hex
/// digits stands for itself; bytes that are not UTF-8 (`%FF`) become `�`.
pub fn decode(q: &str) -> Vec<(String, String)> {
    q.split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            (decode_part(k), decode_part(v))
        })
        .collect()
}

fn decode_part(s: &str) -> String {
    let b = s.as_bytes();
    let mut bytes = Vec::with_capacity(b.len());
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => bytes.push(b' '),
            b'%' => {
                match (
                    b.get(i + 1).copied().and_then(hex),
                    b.get(i + 2).copied().and_then(hex),
                ) {
                    (Some(h), Some(l)) => {
                        bytes.push(h << 4 | l);
                        i += 2;
                    }
                    _ => bytes.push(b'%'),
                }
            }
            c => bytes.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn writes_what_serde_urlencoded_writes() {
        for p in [
            pairs(&[("game", "urim"), ("moves", "a1 f2")]),
            pairs(&[
                ("position", r#"{"rows":[[1,2]],"to_move":"N"}"#),
                ("x", "ç ə ü *-._~!'()"),
            ]),
            pairs(&[("", ""), ("a", "%+&=")]),
        ] {
            assert_eq!(encode(&p), serde_urlencoded::to_string(&p).unwrap());
            assert_eq!(decode(&encode(&p)), p);
        }
    }

    #[test]
    fn reads_what_serde_urlencoded_reads() {
        for q in [
            "game=urim&moves=a1+f2%20b1&ply=2",
            "a&&b=&=c&d=1=2",
            "bad=%zz&half=%4&end=%",
            "%C3%A7=%C9%99",
            "lang=%FF",
        ] {
            let ours = decode(q);
            let theirs: Vec<(String, String)> = serde_urlencoded::from_str(q).unwrap();
            assert_eq!(ours, theirs, "{q}");
        }
        assert_eq!(decode("lang=%FF"), pairs(&[("lang", "\u{FFFD}")]));
    }
}
