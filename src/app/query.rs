//! A sheet's address read as its command line: `/sheet.pdf?size=4&count=8`
//! is `sudoku-press generate --size 4 --count 8`. Each query key is a long
//! option of `generate`; the options that name files or choose where the
//! output goes are not among them, so no request reaches a file.

use super::args::GenerateArgs;
use anyhow::{Result, bail};
use clap::{Args, FromArgMatches};

/// The options of `generate` a request may give, with the largest value
/// the server takes where the command line takes more.
const ALLOWED: &[&str] = &[
    "size",
    "box",
    "variant",
    "difficulty",
    "symmetry",
    "count",
    "mix",
    "seed",
    "start",
    "generator",
    "minimal",
    "clues",
    "givens",
    "id",
    "time-budget",
    "page",
    "landscape",
    "margin",
    "per-page",
    "answers-per-page",
    "large-print",
    "title",
    "lang",
    "name-line",
    "symbols",
    "color",
    "tint",
    "answers",
    "caption",
    "stars",
];

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
        let command = GenerateArgs::augment_args(clap::Command::new("generate"));
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
            if !ALLOWED.contains(&key.as_str()) {
                bail!(
                    "unknown option '{key}'; a sheet takes {}",
                    ALLOWED.join(", ")
                );
            }
            if seen.contains(&key) {
                bail!("'{key}' is given twice");
            }
            seen.push(key.clone());
            let arg = command
                .get_arguments()
                .find(|a| a.get_long() == Some(key.as_str()))
                .expect("every allowed key is an option of generate");
            if arg.get_action().takes_values() {
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

    /// The arguments for clap: `--key=value`, so that a value starting with
    /// `-` stays a value.
    pub fn argv(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|(k, v)| match v {
                Some(v) => format!("--{k}={v}"),
                None => format!("--{k}"),
            })
            .collect()
    }

    /// The arguments parsed as `generate`'s; a bad value gets clap's one
    /// line (`invalid value 'x' for '--size <N>': ...`). Refuses what the
    /// server takes less of than the command line: the time budget and
    /// `--answers separate` (a second file).
    pub fn parse(&self) -> Result<GenerateArgs> {
        let command =
            GenerateArgs::augment_args(clap::Command::new("generate").no_binary_name(true))
                .styles(clap::builder::Styles::plain());
        let matches = command
            .try_get_matches_from(self.argv())
            .map_err(|e| anyhow::anyhow!("{}", super::args::usage_error(&e, |_| None)))?;
        let args = GenerateArgs::from_arg_matches(&matches)
            .map_err(|e| anyhow::anyhow!("{}", super::args::usage_error(&e, |_| None)))?;
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
