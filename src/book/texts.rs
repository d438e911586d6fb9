//! The words a book prints, each with an English default, so that a book
//! reads in its own language: headings, the rules, captions. Some hold
//! placeholders (`{number}`, `{page}`, ...) filled in as the book is set.

use toml::Spanned;

/// One text a book prints: its key in `[texts]`, its default, and the
/// placeholders it may hold.
pub struct TextKind {
    /// The key in `[texts]`.
    pub key: &'static str,
    /// The English default.
    pub default: &'static str,
    /// The placeholders it may hold, such as `{number}`.
    pub placeholders: &'static [&'static str],
}

/// The texts a book prints, one row each, in the order `[texts]` lists
/// them in the starter file.
pub const TEXTS: [TextKind; 10] = [
    TextKind {
        key: "contents",
        default: "Contents",
        placeholders: &[],
    },
    TextKind {
        key: "how_to_play",
        default: "How to play",
        placeholders: &[],
    },
    TextKind {
        key: "rules",
        default: "Fill every empty cell so that each row, each column and each box (the areas \
                  inside the bold lines) holds every symbol exactly once. The symbols are never \
                  added up: they are only names. Every puzzle in this book has exactly one \
                  solution, and logic finds it without guessing.",
        placeholders: &[],
    },
    TextKind {
        key: "example",
        default: "Example: {size}",
        placeholders: &["{size}"],
    },
    TextKind {
        key: "solved",
        default: "Solved",
        placeholders: &[],
    },
    TextKind {
        key: "puzzle",
        default: "Puzzle {number}",
        placeholders: &["{number}"],
    },
    TextKind {
        key: "legend",
        default: "Draw each shape once in every row, column and box:",
        placeholders: &[],
    },
    TextKind {
        key: "solutions",
        default: "Solutions",
        placeholders: &[],
    },
    TextKind {
        key: "solution",
        default: "{number} · page {page}",
        placeholders: &["{number}", "{page}"],
    },
    TextKind {
        key: "imprint",
        default: "Puzzles made with sudoku-press {version}, seed {seed}. Every puzzle has \
                  exactly one solution.",
        placeholders: &["{version}", "{seed}"],
    },
];

/// `[texts]` as written: any of [`TEXTS`]' keys.
#[derive(serde::Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct TextSpec {
    contents: Option<Spanned<String>>,
    how_to_play: Option<Spanned<String>>,
    rules: Option<Spanned<String>>,
    example: Option<Spanned<String>>,
    solved: Option<Spanned<String>>,
    puzzle: Option<Spanned<String>>,
    legend: Option<Spanned<String>>,
    solutions: Option<Spanned<String>>,
    solution: Option<Spanned<String>>,
    imprint: Option<Spanned<String>>,
}

impl TextSpec {
    /// The text given for `key`, if any.
    pub fn given(&self, key: &str) -> Option<&Spanned<String>> {
        match key {
            "contents" => self.contents.as_ref(),
            "how_to_play" => self.how_to_play.as_ref(),
            "rules" => self.rules.as_ref(),
            "example" => self.example.as_ref(),
            "solved" => self.solved.as_ref(),
            "puzzle" => self.puzzle.as_ref(),
            "legend" => self.legend.as_ref(),
            "solutions" => self.solutions.as_ref(),
            "solution" => self.solution.as_ref(),
            "imprint" => self.imprint.as_ref(),
            _ => None,
        }
    }
}

/// The texts of a book, defaults filled in, in the order of [`TEXTS`].
#[derive(Clone, Debug, PartialEq)]
pub struct Texts(pub Vec<String>);

impl Default for Texts {
    fn default() -> Texts {
        Texts(TEXTS.iter().map(|t| t.default.to_string()).collect())
    }
}

impl Texts {
    /// The text of `key` (one of [`TEXTS`]' keys).
    pub fn get(&self, key: &str) -> &str {
        TEXTS
            .iter()
            .position(|t| t.key == key)
            .map_or("", |i| &self.0[i])
    }

    /// The text of `key` with its placeholders filled in.
    pub fn fill(&self, key: &str, values: &[(&str, &str)]) -> String {
        fill(self.get(key), values)
    }
}

/// `template` with each placeholder of `values` replaced.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_string(), |text, (name, value)| {
            text.replace(name, value)
        })
}

/// The first `{...}` in `text` that is not one of `allowed`, if any.
pub fn unknown_placeholder<'a>(text: &'a str, allowed: &[&str]) -> Option<&'a str> {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let tail = &rest[open..];
        let Some(close) = tail.find('}') else {
            return Some(tail);
        };
        let name = &tail[..=close];
        if !allowed.contains(&name) {
            return Some(name);
        }
        rest = &tail[close + 1..];
    }
    None
}
