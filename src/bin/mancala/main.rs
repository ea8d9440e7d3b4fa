//! `mancala`: the rules engine on the command line (`docs/contract.md`).
//!
//! `mancala apply` replays inputs (or a game record) and prints the state as
//! JSON; `mancala record` writes the record of inputs; `mancala bench` plays
//! random games and reports the speed; `ai` and `match` run the computer;
//! `mancala diagram` draws the state as a standalone SVG or a wiki call, or
//! redraws a picture from its `<desc>` (diagrams.rs); `mancala puzzles`
//! writes and checks puzzle files (puzzles.rs). Any bad input prints one line
//! on stderr and exits with status 2.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    match cli::run(std::env::args().skip(1).collect()) {
        Ok(out) => {
            // A reader that stops early (`mancala diagram … | head`) is no
            // error of ours; `println!` would panic on the broken pipe.
            use std::io::Write;
            let mut stdout = std::io::stdout().lock();
            if let Err(e) = writeln!(stdout, "{out}").and_then(|_| stdout.flush()) {
                if e.kind() != std::io::ErrorKind::BrokenPipe {
                    eprintln!("mancala: cannot write the output: {e}");
                    std::process::exit(2);
                }
            }
        }
        Err(msg) => {
            eprintln!("mancala: {msg}");
            std::process::exit(2);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod diagrams;

#[cfg(not(target_arch = "wasm32"))]
mod matches;

#[cfg(not(target_arch = "wasm32"))]
mod puzzles;

// `pub(crate)`, and `super::` paths between the two modules: tests/fuzz.rs
// includes this file as a module to call `cli::run_with` in process.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod cli {
    use mancala::engine::ai::{choose, Deadline, Level};
    use mancala::engine::json::object;
    use mancala::engine::{
        position_from_json, state_json, Game, NoEvents, Position, Record, RecordResult, Rng, Rules,
        Variant,
    };
    use mancala::ui::diagram;
    use mancala::ui::texts::Lang;
    use std::io::Read;
    use std::time::Instant;

    const USAGE: &str = "usage: mancala apply --game ID [--option K=V]... [--position JSON] [INPUT]... | mancala apply --record FILE | mancala record --game ID [--option K=V]... [--position JSON] [INPUT]... | mancala bench --game ID [--option K=V]... [--playouts N] [--seed S] | mancala ai --game ID [--option K=V]... [--position JSON] [--level L] [--ms N] [--seed S] [INPUT]... | mancala match --game ID [--option K=V]... --a L --b L [--games N] [--seed S] [--ms N] [--openings K] | mancala diagram --game ID [--option K=V]... [--position JSON | --record FILE] [--ply N] [--highlight c1,d2] [--flip] [--lang en|tr|az|sw|fr|pt] [--format svg|wikitext] [INPUT]... | mancala diagram --from FILE [--highlight c1,d2] [--flip] [--lang en|tr|az|sw|fr|pt] [--format svg|wikitext] | mancala games";

    /// The parsed flags of every command.
    pub(crate) struct Args {
        pub(crate) rules: Rules,
        /// `match`: the two levels, the games and the random opening plies.
        pub(crate) pair: (Level, Level),
        pub(crate) games: u64,
        pub(crate) openings: u64,
        level: Level,
        pub(crate) ms: Option<u64>,
        position: Option<String>,
        playouts: u64,
        pub(crate) seed: u64,
        inputs: Vec<String>,
        /// `diagram`: the picture's orientation, rings and language.
        drawing: diagram::Options,
        /// `diagram --format`: an SVG picture or a wiki call.
        format: super::diagrams::Format,
        /// `diagram --from FILE`: the diagram read back from a picture,
        /// replacing the game, options, position and inputs.
        from: Option<diagram::Diagram>,
        /// `apply --record`, `diagram --record`: the record's name and the
        /// record read, replacing the game, options, position and inputs.
        record: Option<(String, Record)>,
        /// `diagram --ply N`: the state after the first N inputs.
        ply: Option<usize>,
    }

    /// The commands that reach a state from `--position` and INPUTs (see [`reach`]).
    fn reaches_a_state(cmd: &str) -> bool {
        matches!(cmd, "apply" | "ai" | "diagram" | "record")
    }

    /// The longest record read (a long Goré game is about 100 KB).
    const RECORD_LIMIT: u64 = 16 << 20;

    /// The text of a record file (`-`: standard input), refused when it cannot
    /// be read, is not UTF-8 or is longer than [`RECORD_LIMIT`].
    fn read_record(path: &str, stdin: &mut dyn Read) -> Result<String, String> {
        read_text("record", path, stdin)
    }

    /// The name of a file given on the command line, in messages.
    pub(crate) fn file_name(path: &str) -> &str {
        if path == "-" {
            "(standard input)"
        } else {
            path
        }
    }

    /// The text of a file of this kind (a record, a diagram; `-`: standard
    /// input), refused when it cannot be read, is not UTF-8 or is longer than
    /// [`RECORD_LIMIT`].
    pub(crate) fn read_text(
        kind: &str,
        path: &str,
        stdin: &mut dyn Read,
    ) -> Result<String, String> {
        let name = file_name(path);
        let mut bytes = vec![];
        let read = if path == "-" {
            stdin.take(RECORD_LIMIT + 1).read_to_end(&mut bytes)
        } else {
            std::fs::File::open(path).and_then(|f| f.take(RECORD_LIMIT + 1).read_to_end(&mut bytes))
        };
        read.map_err(|e| format!("cannot read the {kind} {name}: {e}"))?;
        if bytes.len() as u64 > RECORD_LIMIT {
            return Err(format!("the {kind} {name} is longer than 16 MiB"));
        }
        String::from_utf8(bytes).map_err(|_| format!("the {kind} {name} is not UTF-8 text"))
    }

    fn parse(cmd: &str, argv: &[String], stdin: &mut dyn Read) -> Result<Args, String> {
        let mut game: Option<Variant> = None;
        let mut options: Vec<String> = vec![];
        let mut position = None;
        let (mut playouts, mut seed) = (1000u64, 1u64);
        let mut inputs = vec![];
        let mut record = None;
        let mut ply: Option<usize> = None;
        let mut level = Level::Medium;
        let mut ms = None;
        let (mut la, mut lb) = (None, None);
        let (mut games, mut openings) = (100u64, 2u64);
        let mut highlight: Vec<String> = vec![];
        let mut drawing = diagram::Options::default();
        let mut format = super::diagrams::Format::default();
        let mut from = None;
        let count = |flag: &str, v: String, min: u64| {
            v.parse::<u64>().ok().filter(|&n| n >= min).ok_or_else(|| {
                format!("{flag} must be a whole number of at least {min}, not '{v}'")
            })
        };
        let mut it = argv.iter();
        while let Some(a) = it.next() {
            let mut value = |flag: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            match a.as_str() {
                "--game" => game = Some(value("--game")?.parse().map_err(|e| format!("{e}"))?),
                "--option" => options.push(value("--option")?),
                "--position" if reaches_a_state(cmd) => position = Some(value("--position")?),
                "--record" if cmd == "apply" || cmd == "diagram" => {
                    record = Some(value("--record")?)
                }
                "--ply" if cmd == "diagram" => {
                    let v = value("--ply")?;
                    ply = Some(
                        v.parse()
                            .map_err(|_| format!("--ply must be a number of inputs, not '{v}'"))?,
                    )
                }
                "--a" if cmd == "match" => {
                    la = Some(value("--a")?.parse().map_err(|e| format!("{e}"))?)
                }
                "--b" if cmd == "match" => {
                    lb = Some(value("--b")?.parse().map_err(|e| format!("{e}"))?)
                }
                "--games" if cmd == "match" => games = count("--games", value("--games")?, 1)?,
                "--openings" if cmd == "match" => {
                    openings = count("--openings", value("--openings")?, 0)?
                }
                "--level" if cmd == "ai" => {
                    level = value("--level")?.parse().map_err(|e| format!("{e}"))?
                }
                "--ms" if cmd == "ai" || cmd == "match" => {
                    let v = value("--ms")?;
                    ms = Some(v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--ms must be a positive whole number, not '{v}'")
                    })?)
                }
                "--playouts" if cmd == "bench" => {
                    let v = value("--playouts")?;
                    playouts = v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--playouts must be a positive whole number, not '{v}'")
                    })?
                }
                "--seed" if cmd == "bench" || cmd == "ai" || cmd == "match" => {
                    let v = value("--seed")?;
                    seed = v
                        .parse()
                        .map_err(|_| format!("--seed must be a whole number, not '{v}'"))?
                }
                "--highlight" if cmd == "diagram" => highlight.push(value("--highlight")?),
                "--from" if cmd == "diagram" => from = Some(value("--from")?),
                "--format" if cmd == "diagram" => format = value("--format")?.parse()?,
                "--flip" if cmd == "diagram" => drawing.flipped = true,
                "--lang" if cmd == "diagram" => {
                    drawing.lang = value("--lang")?
                        .parse::<Lang>()
                        .map_err(|e| format!("--lang: {e}"))?
                }
                s if s.starts_with("--") => return Err(format!("unknown flag '{s}' for {cmd}")),
                s if reaches_a_state(cmd) => inputs.push(s.to_string()),
                s => return Err(format!("unexpected argument '{s}' for {cmd}")),
            }
        }
        // `--from`: the file holds the game, its options and the position.
        let from = match from {
            None => None,
            Some(path) => {
                let input = inputs.first().map(|i| format!("the input '{i}'"));
                let given = [
                    ("--game", game.is_some()),
                    ("--option", !options.is_empty()),
                    ("--position", position.is_some()),
                    ("--record", record.is_some()),
                    ("--ply", ply.is_some()),
                    (input.as_deref().unwrap_or(""), input.is_some()),
                ];
                if let Some((flag, _)) = given.iter().find(|(_, given)| *given) {
                    return Err(format!(
                        "--from cannot go with {flag}: the diagram holds the game, \
                         its options and the position"
                    ));
                }
                Some(super::diagrams::read_from(&path, stdin)?)
            }
        };
        let record = match record {
            None => None,
            Some(_) if game.is_some() || !options.is_empty() => {
                return Err("--record replaces --game and --option".into())
            }
            Some(_) if position.is_some() || !inputs.is_empty() => {
                return Err("--record replaces --position and the inputs".into())
            }
            Some(path) => {
                let text = read_record(&path, stdin)?;
                let name = file_name(&path).to_string();
                let r = Record::parse(&text).map_err(|e| format!("record {name}: {e}"))?;
                Some((name, r))
            }
        };
        let mut rules = match (&from, &record, game) {
            (Some(d), _, _) => d.position().rules(),
            (None, Some((_, r)), _) => r.rules,
            (None, None, Some(variant)) => Rules::new(variant),
            (None, None, None) => return Err("--game ID is required".into()),
        };
        for o in &options {
            rules.set_option_str(o).map_err(|e| e.to_string())?;
        }
        // Pit names depend on the board, known once the options are read.
        let layout = Position::new(rules).layout();
        for list in &highlight {
            let pits =
                diagram::parse_highlight(layout, list).map_err(|e| format!("--highlight: {e}"))?;
            pits.iter().for_each(|p| drawing.highlight.insert(p));
        }
        let pair = match (cmd, la, lb) {
            ("match", Some(a), Some(b)) => (a, b),
            ("match", _, _) => return Err("match needs --a LEVEL and --b LEVEL".into()),
            _ => (Level::Medium, Level::Medium),
        };
        Ok(Args {
            rules,
            pair,
            games,
            openings,
            level,
            ms,
            position,
            playouts,
            seed,
            inputs,
            drawing,
            format,
            from,
            record,
            ply,
        })
    }

    /// Runs one command line; `Ok` is the text to print, `Err` the one-line error.
    pub fn run(argv: Vec<String>) -> Result<String, String> {
        run_with(argv, &mut std::io::stdin())
    }

    /// [`run`] with this standard input (read by `apply --record -`).
    pub fn run_with(argv: Vec<String>, stdin: &mut dyn Read) -> Result<String, String> {
        // One line on stderr (contract, Errors), even when it quotes an
        // argument with a line break in it.
        command(argv, stdin).map_err(|e| e.replace('\r', "\\r").replace('\n', "\\n"))
    }

    fn command(argv: Vec<String>, stdin: &mut dyn Read) -> Result<String, String> {
        let (cmd, rest) = argv.split_first().ok_or(USAGE)?;
        match cmd.as_str() {
            "apply" => apply(parse("apply", rest, stdin)?),
            "record" => record(parse("record", rest, stdin)?),
            "bench" => bench(parse("bench", rest, stdin)?),
            "ai" => ai(parse("ai", rest, stdin)?),
            "match" => Ok(super::matches::run(&parse("match", rest, stdin)?)),
            "diagram" => draw(parse("diagram", rest, stdin)?),
            "puzzles" => super::puzzles::run(rest),
            "games" if rest.is_empty() => Ok(games()),
            "-h" | "--help" | "help" => Err(USAGE.into()),
            other => Err(format!("unknown command '{other}'; {USAGE}")),
        }
    }

    /// Every game and option set, one per line (`tsoro columns=6 bonus=1 heads=2`),
    /// from the engine's option table: what scripts/bench.sh runs through.
    /// A helper for scripts, beside the contract's commands.
    fn games() -> String {
        let lines: Vec<String> = Rules::every().iter().map(Rules::to_string).collect();
        lines.join("\n")
    }

    /// Where `--position` starts, else the opening.
    fn start(a: &Args) -> Result<Position, String> {
        match &a.position {
            Some(text) => position_from_json(a.rules, text).map_err(|e| e.to_string()),
            None => Ok(Position::new(a.rules)),
        }
    }

    /// The game after `--position` and the inputs (or the record), as `apply`,
    /// `ai` and `diagram` reach it.
    fn reach(a: &Args) -> Result<Game, String> {
        if let Some((name, r)) = &a.record {
            return r.replay().map_err(|e| format!("record {name}: {e}"));
        }
        Game::replay(start(a)?, &a.inputs).map_err(|e| e.to_string())
    }

    fn apply(a: Args) -> Result<String, String> {
        Ok(state_json(reach(&a)?.position()).to_string())
    }

    /// The board picture (or wiki call) of the state `apply` would print, of
    /// the state after `--ply` inputs, or of the diagram `--from` read
    /// (without the final newline, which `main` adds).
    fn draw(mut a: Args) -> Result<String, String> {
        if let Some(d) = &a.from {
            return Ok(super::diagrams::output(d, &a.drawing, a.format));
        }
        if let Some(n) = a.ply {
            let total = a
                .record
                .as_ref()
                .map_or(a.inputs.len(), |(_, r)| r.inputs.len());
            if n > total {
                return Err(format!("--ply {n}: the game has only {total} inputs"));
            }
            match &mut a.record {
                Some((_, r)) => r.inputs.truncate(n),
                None => a.inputs.truncate(n),
            }
        }
        let d = diagram::Diagram::of(reach(&a)?.position());
        Ok(super::diagrams::output(&d, &a.drawing, a.format))
    }

    /// The record of the inputs: headers `Game`, `Options`, `Position` if
    /// given, `Result` (`*` while the game goes on).
    fn record(a: Args) -> Result<String, String> {
        let game = reach(&a)?;
        let position = a.position.as_ref().map(|_| start(&a)).transpose()?;
        let mut r = Record::new(a.rules, position, a.inputs);
        r.result = Some(RecordResult::of(game.position()));
        Ok(r.to_string().trim_end().to_string())
    }

    /// Stops a search when its time is up.
    pub(crate) struct Clock(pub(crate) Instant);

    impl Deadline for Clock {
        fn passed(&mut self) -> bool {
            Instant::now() >= self.0
        }
    }

    fn ai(a: Args) -> Result<String, String> {
        let game = reach(&a)?;
        let pos = game.position();
        let start = Instant::now();
        let ms = a.ms.unwrap_or(a.level.default_ms());
        let mut clock = Clock(start + std::time::Duration::from_millis(ms));
        let c = choose(&game, a.level, a.seed, &mut clock)
            .ok_or("the game is over: there is no input to choose")?;
        Ok(object([
            ("input", c.input.notation(pos.layout()).into()),
            ("level", a.level.id().into()),
            ("depth", c.depth.into()),
            ("nodes", c.nodes.into()),
            ("ms", (start.elapsed().as_millis() as u64).into()),
            ("eval", c.eval.into()),
        ])
        .to_string())
    }

    fn bench(a: Args) -> Result<String, String> {
        let mut rng = Rng::new(a.seed);
        let mut legal = Vec::with_capacity(64);
        let mut plies = 0u64;
        let start = Instant::now();
        for _ in 0..a.playouts {
            let mut game = Game::new(a.rules);
            while let Some(input) = game.position().random_input(&mut rng, &mut legal) {
                game.play_legal(input, &mut NoEvents);
                plies += 1;
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        Ok(object([
            ("game", a.rules.variant().id().into()),
            ("playouts", a.playouts.into()),
            ("seconds", seconds.into()),
            ("playouts_per_second", (a.playouts as f64 / seconds).into()),
            ("moves_per_second", (plies as f64 / seconds).into()),
            ("mean_plies", (plies as f64 / a.playouts as f64).into()),
        ])
        .to_string())
    }
}
