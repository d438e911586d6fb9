//! A sheet's address read as its command line: `/sheet.pdf?size=4&count=8`
//! is `sudoku-press generate --size 4 --count 8`. Each query key is a long
//! option of `generate`; the options that name files or choose where the
//! output goes are not among them, so no request reaches a file. The
//! options are built from the keys directly ([`CommandLine::parse`]), each
//! value read by the command line's own reader: no argument list is made
//! and no command-line parser runs; tests hold the two to the same
//! options, defaults and exclusions.

use super::args::{self, Choice, GenerateArgs};
use super::sheet_args;
use anyhow::{Result, bail};

/// Sets one of `generate`'s options from a request's value, with the
/// command line's own reader of that value.
type Set = fn(&mut GenerateArgs, &str) -> Result<(), Refused>;

/// Why a value is refused: in words, or the names it may take.
enum Refused {
    /// What the value's reader says.
    Why(String),
    /// The names of a choice.
    OneOf(Vec<String>),
}

impl From<String> for Refused {
    fn from(why: String) -> Refused {
        Refused::Why(why)
    }
}

/// An option of `generate` a request may give.
struct Key {
    /// Its long name.
    name: &'static str,
    /// Its value's name in messages (`N`), or `None` for a switch.
    value: Option<&'static str>,
    /// How its value sets the options (a switch is given `""`).
    set: Set,
    /// Why a request may not give it, for one the server sets itself.
    server_only: Option<&'static str>,
}

/// One of a choice's names, as the command line spells them.
fn named<T: Choice>(s: &str) -> Result<T, Refused> {
    T::named(s).ok_or_else(|| Refused::OneOf(T::NAMES.iter().map(|(_, n)| n.to_string()).collect()))
}

/// The options of `generate` a request may give, in `--help`'s order, and
/// how each sets them: the server builds the options itself, with no
/// command line to parse.
const KEYS: &[Key] = &[
    Key {
        name: "box",
        value: Some("WxH"),
        set: |a, v| {
            a.shape.box_shape = Some(args::parse_shape(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "size",
        value: Some("N"),
        set: |a, v| {
            a.shape.size = Some(args::parse_side(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "difficulty",
        value: Some("DIFFICULTY"),
        set: |a, v| {
            a.difficulty = Some(args::parse_level(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "variant",
        value: Some("VARIANT"),
        set: |a, v| {
            a.variant = args::parse_variant(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "symmetry",
        value: Some("SYMMETRY"),
        set: |a, v| {
            a.symmetry = args::parse_symmetry(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "count",
        value: Some("COUNT"),
        set: |a, v| {
            a.count = Some(args::parse_count(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "mix",
        value: Some("SECTIONS"),
        set: |a, v| {
            a.mix = Some(sheet_args::parse_mix(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "seed",
        value: Some("SEED"),
        set: |a, v| {
            a.seed = Some(args::parse_whole(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "start",
        value: Some("N"),
        set: |a, v| {
            a.start = args::parse_whole(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "generator",
        value: Some("VERSION"),
        set: |a, v| {
            a.generator = Some(args::parse_version(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "minimal",
        value: None,
        set: |a, _| {
            a.minimal = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "clues",
        value: Some("MIN-MAX"),
        set: |a, v| {
            a.clues = Some(args::parse_clues(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "givens",
        value: Some("N"),
        set: |a, v| {
            a.givens = args::parse_givens(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "id",
        value: Some("ID"),
        set: |a, v| {
            a.id = Some(v.to_string());
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "time-budget",
        value: Some("SECONDS"),
        set: |a, v| {
            a.time_budget = args::parse_seconds(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "page",
        value: Some("PAGE"),
        set: |a, v| {
            a.sheet.page = Some(sheet_args::parse_page(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "landscape",
        value: None,
        set: |a, _| {
            a.sheet.landscape = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "margin",
        value: Some("MM"),
        set: |a, v| {
            a.sheet.margin = sheet_args::parse_margin(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "per-page",
        value: Some("N"),
        set: |a, v| {
            a.sheet.per_page = Some(sheet_args::parse_per_page(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "answers-per-page",
        value: Some("N"),
        set: |a, v| {
            a.sheet.answers_per_page = Some(sheet_args::parse_per_page(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "large-print",
        value: None,
        set: |a, _| {
            a.sheet.large_print = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "title",
        value: Some("TITLE"),
        set: |a, v| {
            a.sheet.title = Some(v.to_string());
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "lang",
        value: Some("CODE"),
        set: |a, v| {
            a.sheet.lang = Some(sheet_args::parse_lang(v)?);
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "name-line",
        value: None,
        set: |a, _| {
            a.sheet.name_line = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "symbols",
        value: Some("SYMBOLS"),
        set: |a, v| {
            a.sheet.symbols = named(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "color",
        value: None,
        set: |a, _| {
            a.sheet.color = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "tint",
        value: None,
        set: |a, _| {
            a.sheet.tint = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "answers",
        value: Some("ANSWERS"),
        set: |a, v| {
            a.sheet.answers = named(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "caption",
        value: Some("CAPTION"),
        set: |a, v| {
            a.sheet.caption = named(v)?;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "stars",
        value: None,
        set: |a, _| {
            a.sheet.stars = true;
            Ok(())
        },
        server_only: None,
    },
    Key {
        name: "play-url",
        value: Some("ADDRESS"),
        set: |a, v| {
            a.sheet.play_url = Some(sheet_args::parse_play_url(v)?);
            Ok(())
        },
        server_only: Some("the server prints its own address"),
    },
];

/// The options of `generate` that cannot be given together, as the
/// command line refuses them: each option and those it excludes.
const CONFLICTS: &[(&str, &[&str])] = &[
    ("box", &["size"]),
    ("mix", &["box", "size", "difficulty", "count", "id"]),
    (
        "id",
        &[
            "box",
            "size",
            "variant",
            "difficulty",
            "symmetry",
            "seed",
            "count",
            "minimal",
            "clues",
            "start",
            "givens",
        ],
    ),
];

/// The option a request's key names, if a request may give it.
fn key(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

/// `--name <VALUE>` (or `--name` for a switch), as messages name it.
fn shown(name: &str) -> String {
    match key(name).and_then(|k| k.value) {
        Some(value) => format!("--{name} <{value}>"),
        None => format!("--{name}"),
    }
}

/// Options of `generate` a request may not give, and why.
const REFUSED: &[(&str, &str)] = &[
    ("output", "the server sends the sheet; it writes no file"),
    (
        "format",
        "the address says the format: /sheet.pdf or /sheet.svg",
    ),
    (
        "font",
        "a request reaches no file; the server's fonts are used",
    ),
    (
        "font-bold",
        "a request reaches no file; the server's fonts are used",
    ),
    (
        "metadata",
        "the sheet comes as one PDF; generate --format json gives the records",
    ),
    ("threads", "the server chooses its threads"),
    ("no-header", "a PDF has no header line"),
];

/// The longest time budget a request may ask for a puzzle, in seconds.
pub const MAX_TIME_BUDGET: f64 = 30.0;

/// The key/value pairs of a query string, decoded (`+` a space, `%XX` a
/// byte), in order.
pub fn pairs(query: &str) -> Result<Vec<(String, String)>> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            Ok((decode(k)?, decode(v)?))
        })
        .collect()
}

fn decode(s: &str) -> Result<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                let Some(b) = hex else {
                    bail!("'{s}' in the address: % must be followed by two hex digits");
                };
                out.push(b);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| anyhow::anyhow!("'{s}' in the address is not UTF-8"))
}

/// A request's options as a `generate` command line: each long option
/// after `generate` with its value (none for a switch), in the query's
/// order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CommandLine(pub Vec<(String, Option<String>)>);

impl CommandLine {
    /// The command line of `pairs`: each key a long option (`_` may stand
    /// for `-`), a switch given as `1`, `true`, `yes`, `on` or nothing (and
    /// left out for `0`, `false`, `no`, `off`). Refuses keys that are no
    /// option of a sheet, and a key given twice.
    pub fn of(pairs: &[(String, String)]) -> Result<CommandLine> {
        let mut args = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        for (key, value) in pairs {
            let key = key.replace('_', "-");
            let key = if key == "colour" {
                "color".to_string()
            } else {
                key
            };
            if let Some((_, why)) = REFUSED.iter().find(|(k, _)| *k == key) {
                bail!("'{key}' is not taken here: {why}");
            }
            let Some(option) = self::key(&key).filter(|k| k.server_only.is_none()) else {
                if let Some(why) = self::key(&key).and_then(|k| k.server_only) {
                    bail!("'{key}' is not taken here: {why}");
                }
                let names: Vec<&str> = (KEYS.iter())
                    .filter(|k| k.server_only.is_none())
                    .map(|k| k.name)
                    .collect();
                bail!("unknown option '{key}'; a sheet takes {}", names.join(", "));
            };
            if seen.contains(&key) {
                bail!("'{key}' is given twice");
            }
            seen.push(key.clone());
            if option.value.is_some() {
                args.push((key, Some(value.clone())));
            } else {
                match value.to_ascii_lowercase().as_str() {
                    "" | "1" | "true" | "yes" | "on" => args.push((key, None)),
                    "0" | "false" | "no" | "off" => {}
                    _ => bail!("'{key}={value}': a switch is 1 or 0"),
                }
            }
        }
        Ok(CommandLine(args))
    }

    /// Whether the option `--key` is given.
    pub fn has(&self, key: &str) -> bool {
        self.0.iter().any(|(k, _)| k == key)
    }

    /// The value given to `--key`, if any.
    pub fn value(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.as_deref())
    }

    /// The same line without `--key`.
    pub fn without(mut self, key: &str) -> CommandLine {
        self.0.retain(|(k, _)| k != key);
        self
    }

    /// The same line with `--key value` added at the end.
    pub fn with(mut self, key: &str, value: &str) -> CommandLine {
        self.0.push((key.to_string(), Some(value.to_string())));
        self
    }

    /// The options of `generate` this line gives, built by the readers
    /// of the command line's values; a bad value is named as the command
    /// line names it (`invalid value 'x' for '--size <N>': ...`), and so
    /// are options that exclude each other. Refuses what the server takes
    /// less of than the command line: the time budget and `--answers
    /// separate` (a second file).
    pub fn parse(&self) -> Result<GenerateArgs> {
        let mut args = GenerateArgs::default();
        for (name, value) in &self.0 {
            let Some(option) = key(name) else {
                bail!("unknown option '{name}'");
            };
            let value = value.as_deref().unwrap_or("");
            let bad = format!("invalid value '{value}' for '{}'", shown(name));
            match (option.set)(&mut args, value) {
                Ok(()) => {}
                Err(Refused::Why(why)) => bail!("{bad}: {why}"),
                Err(Refused::OneOf(names)) => bail!("{bad}; expected one of: {}", names.join(", ")),
            }
        }
        // The first option given that excludes others given, and those.
        let excludes = |a: &str, b: &str| {
            (CONFLICTS.iter())
                .any(|(x, with)| (*x == a && with.contains(&b)) || (*x == b && with.contains(&a)))
        };
        for (name, _) in &self.0 {
            let others: Vec<String> = (self.0.iter())
                .filter(|(o, _)| excludes(name, o))
                .map(|(o, _)| shown(o))
                .collect();
            match others.as_slice() {
                [] => {}
                [one] => bail!("the argument '{}' cannot be used with '{one}'", shown(name)),
                many => bail!(
                    "the argument '{}' cannot be used with {}",
                    shown(name),
                    many.join(", ")
                ),
            }
        }
        if args.time_budget > MAX_TIME_BUDGET {
            bail!(
                "time-budget {}: the server gives a puzzle at most {MAX_TIME_BUDGET} seconds",
                args.time_budget
            );
        }
        if self.value("answers") == Some("separate") {
            bail!(
                "answers=separate writes a second file; the server sends one PDF: use end, interleave or none"
            );
        }
        Ok(args)
    }

    /// The line as typed in a shell: `sudoku-press generate --size 4 ...`,
    /// values quoted where a shell would split or expand them.
    pub fn shell(&self) -> String {
        let mut line = String::from("sudoku-press generate");
        for (k, v) in &self.0 {
            line.push_str(&format!(" --{k}"));
            match v {
                Some(v) if v.starts_with('-') => line.push_str(&format!("={}", shell_word(v))),
                Some(v) => line.push_str(&format!(" {}", shell_word(v))),
                None => {}
            }
        }
        line
    }
}

/// `a` as one shell word: bare when it is made of safe characters, else in
/// single quotes.
fn shell_word(a: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "-_.,:+/=@%".contains(c);
    if !a.is_empty() && a.chars().all(safe) {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(q: &str) -> Result<CommandLine> {
        CommandLine::of(&pairs(q)?)
    }

    #[cfg(feature = "cli")]
    #[test]
    fn each_choice_is_named_as_the_command_line_names_it() {
        fn same<T: Choice + clap::ValueEnum + PartialEq + std::fmt::Debug>() {
            let theirs: Vec<(T, String)> = (T::value_variants().iter())
                .map(|v| (*v, v.to_possible_value().unwrap().get_name().to_string()))
                .collect();
            let ours: Vec<(T, String)> = T::NAMES.iter().map(|&(v, n)| (v, n.into())).collect();
            assert_eq!(ours, theirs);
        }
        same::<sheet_args::SymbolArg>();
        same::<sheet_args::AnswersArg>();
        same::<sheet_args::CaptionArg>();
    }

    #[test]
    fn a_query_is_its_command_line() {
        let l = line("size=4&count=8&symbols=shapes&seed=1&name_line=1&stars=0").unwrap();
        assert_eq!(
            l.shell(),
            "sudoku-press generate --size 4 --count 8 --symbols shapes --seed 1 --name-line"
        );
        let args = l.parse().unwrap();
        assert_eq!(
            (args.shape.size, args.count, args.seed),
            (Some(4), Some(8), Some(1))
        );
        assert!(args.sheet.name_line && !args.sheet.stars);
    }

    /// `generate`'s options as the command line parses `argv`.
    #[cfg(feature = "cli")]
    fn by_clap(argv: &[String]) -> Result<GenerateArgs, clap::Error> {
        use clap::{Args, FromArgMatches};
        let command = GenerateArgs::augment_args(clap::Command::new("g").no_binary_name(true))
            .styles(clap::builder::Styles::plain());
        GenerateArgs::from_arg_matches(&command.try_get_matches_from(argv)?)
    }

    #[cfg(feature = "cli")]
    #[test]
    fn a_request_sets_what_the_same_command_line_sets() {
        // The defaults.
        let none: &[String] = &[];
        assert_eq!(
            format!("{:?}", GenerateArgs::default()),
            format!("{:?}", by_clap(none).unwrap())
        );
        // Every key, alone, with a value the command line takes.
        let values = [
            ("box", "3x2"),
            ("size", "6"),
            ("difficulty", "hard"),
            ("variant", "jigsaw+x"),
            ("symmetry", "mirror-h"),
            ("count", "7"),
            ("mix", "4:beginner:4,6:x:easy:2"),
            ("seed", "18446744073709551615"),
            ("start", "12"),
            ("generator", "3"),
            ("minimal", ""),
            ("clues", "24-30"),
            ("givens", "5"),
            ("id", "g3-3x3-medium-rot180-42-0"),
            ("time-budget", "2.5"),
            ("page", "6x9"),
            ("landscape", ""),
            ("margin", "7.5"),
            ("per-page", "200"),
            ("answers-per-page", "9"),
            ("large-print", ""),
            ("title", "-Class 3-"),
            ("lang", "pt-BR"),
            ("name-line", ""),
            ("symbols", "letters"),
            ("color", ""),
            ("tint", ""),
            ("answers", "interleave"),
            ("caption", "score"),
            ("stars", ""),
        ];
        assert_eq!(values.len() + 1, KEYS.len());
        // The address the server prints, on its own line.
        let url = "http://192.168.1.5:8080/";
        let line = CommandLine::of(&[]).unwrap().with("play-url", url);
        assert_eq!(
            format!("{:?}", line.parse().unwrap()),
            format!("{:?}", by_clap(&[format!("--play-url={url}")]).unwrap())
        );
        let asked = CommandLine::of(&[("play-url".to_string(), url.to_string())]);
        assert!(asked.unwrap_err().to_string().contains("its own address"));
        for (key, value) in values {
            let line = CommandLine::of(&[(key.to_string(), value.to_string())]).unwrap();
            let argv: Vec<String> = match value {
                "" => vec![format!("--{key}")],
                v => vec![format!("--{key}={v}")],
            };
            assert_eq!(
                format!("{:?}", line.parse().unwrap()),
                format!("{:?}", by_clap(&argv).unwrap()),
                "{key}={value}"
            );
        }
        // A value the command line refuses is refused.
        for (key, value) in [
            ("count", "0"),
            ("per-page", "201"),
            ("seed", "-1"),
            ("symbols", "runes"),
            ("symbols", "Letters"),
            ("margin", "x"),
        ] {
            let line = CommandLine::of(&[(key.to_string(), value.to_string())]).unwrap();
            let e = line.parse().unwrap_err().to_string();
            assert!(
                e.starts_with(&format!("invalid value '{value}' for '--{key}")),
                "{e}"
            );
            assert!(by_clap(&[format!("--{key}={value}")]).is_err(), "{key}");
        }
    }

    #[cfg(feature = "cli")]
    #[test]
    fn every_option_of_generate_is_taken_or_refused_and_conflicts_agree() {
        use clap::Args;
        let mut command = GenerateArgs::augment_args(clap::Command::new("g"));
        command.build();
        let longs: Vec<&str> = (command.get_arguments())
            .filter_map(|a| a.get_long())
            .filter(|&l| l != "help")
            .collect();
        for long in &longs {
            let refused = REFUSED.iter().any(|(k, _)| k == long);
            assert!(
                key(long).is_some() != refused,
                "--{long}: taken by a request or refused, and not both"
            );
        }
        // Each key's value named as the command line's help names it.
        for arg in command.get_arguments() {
            let Some(k) = arg.get_long().and_then(key) else {
                continue;
            };
            let theirs = match arg.get_action().takes_values() {
                true => arg.get_value_names().map(|v| v[0].to_string()),
                false => None,
            };
            assert_eq!(k.value.map(str::to_string), theirs, "--{}", k.name);
        }
        // The pairs that exclude each other, among the keys a request
        // gives: the command line's and ours.
        let pair = |a: &str, b: &str| {
            if a < b {
                (a.to_string(), b.to_string())
            } else {
                (b.to_string(), a.to_string())
            }
        };
        let mut theirs = std::collections::BTreeSet::new();
        for arg in command.get_arguments() {
            let Some(a) = arg.get_long().filter(|l| key(l).is_some()) else {
                continue;
            };
            for other in command.get_arg_conflicts_with(arg) {
                if let Some(b) = other.get_long().filter(|l| key(l).is_some()) {
                    theirs.insert(pair(a, b));
                }
            }
        }
        // A group of one choice (the shape: --box or --size).
        for group in command.get_groups().filter(|g| !(*g).clone().is_multiple()) {
            let members: Vec<&str> = group.get_args().map(|id| id.as_str()).collect();
            for a in command
                .get_arguments()
                .filter(|a| members.contains(&a.get_id().as_str()))
            {
                for b in command
                    .get_arguments()
                    .filter(|b| members.contains(&b.get_id().as_str()))
                {
                    if let (Some(x), Some(y)) = (a.get_long(), b.get_long())
                        && x != y
                    {
                        theirs.insert(pair(x, y));
                    }
                }
            }
        }
        let ours: std::collections::BTreeSet<_> = CONFLICTS
            .iter()
            .flat_map(|(a, with)| with.iter().map(move |b| pair(a, b)))
            .collect();
        assert_eq!(ours, theirs);
        // Said as the command line says it: the first given, then those
        // it excludes.
        for (q, says) in [
            (
                "mix=4:easy:2&size=6",
                "the argument '--mix <SECTIONS>' cannot be used with '--size <N>'",
            ),
            (
                "size=6&mix=4:easy:2",
                "the argument '--size <N>' cannot be used with '--mix <SECTIONS>'",
            ),
            (
                "id=x&size=6&seed=3",
                "the argument '--id <ID>' cannot be used with --size <N>, --seed <SEED>",
            ),
        ] {
            let e = line(q).unwrap().parse().unwrap_err();
            assert_eq!(e.to_string(), says);
            let argv: Vec<String> = (pairs(q).unwrap().iter())
                .map(|(k, v)| format!("--{k}={v}"))
                .collect();
            let theirs = super::super::args::usage_error(&by_clap(&argv).unwrap_err(), |_| None);
            assert_eq!(theirs, says, "the command line's");
        }
    }

    #[test]
    fn values_are_decoded_and_quoted_for_the_shell() {
        let l = line("title=Class+3%27s%20puzzles&mix=4:beginner:4,6:easy:4").unwrap();
        assert_eq!(l.value("title"), Some("Class 3's puzzles"));
        assert_eq!(
            l.shell(),
            r"sudoku-press generate --title 'Class 3'\''s puzzles' --mix 4:beginner:4,6:easy:4"
        );
        assert!(line("title=%zz").is_err());
        assert!(line("title=%ff").is_err());
    }

    #[test]
    fn files_unknown_keys_and_repeats_are_refused() {
        for (q, says) in [
            ("output=/etc/passwd", "writes no file"),
            ("font=/etc/passwd", "reaches no file"),
            ("sizes=4", "unknown option 'sizes'"),
            ("size=4&size=6", "given twice"),
            ("stars=maybe", "a switch is 1 or 0"),
        ] {
            let e = line(q).unwrap_err().to_string();
            assert!(e.contains(says), "{q}: {e}");
        }
        for (q, says) in [
            ("size=x", "'--size <N>'"),
            ("time-budget=100", "at most 30 seconds"),
            ("answers=separate", "one PDF"),
        ] {
            let e = line(q).unwrap().parse().unwrap_err().to_string();
            assert!(e.contains(says), "{q}: {e}");
        }
    }
}
