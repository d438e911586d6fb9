//! The words a book prints, each with a default in every language of
//! [`crate::lang`] (the book's `lang`), so that a book reads in its own
//! language: headings, the rules, captions; `[texts]` overrides any. Some
//! hold placeholders (`{number}`, `{page}`, ...) filled in as the book is
//! set.

use crate::lang::{Lang, fill};
use toml::Spanned;

/// One text a book prints: its key in `[texts]` and the placeholders it
/// may hold (its defaults are [`crate::lang::Words::book`]).
pub struct TextKind {
    /// The key in `[texts]`.
    pub key: &'static str,
    /// The placeholders it may hold, such as `{number}`.
    pub placeholders: &'static [&'static str],
}

/// The texts a book prints, one row each, in the order `[texts]` lists
/// them in the starter file.
pub const TEXTS: [TextKind; 15] = [
    TextKind {
        key: "contents",
        placeholders: &[],
    },
    TextKind {
        key: "how_to_play",
        placeholders: &[],
    },
    TextKind {
        key: "rules",
        placeholders: &[],
    },
    TextKind {
        key: "example",
        placeholders: &["{size}"],
    },
    TextKind {
        key: "solved",
        placeholders: &[],
    },
    TextKind {
        key: "puzzle",
        placeholders: &["{number}"],
    },
    TextKind {
        key: "legend",
        placeholders: &[],
    },
    TextKind {
        key: "solutions",
        placeholders: &[],
    },
    TextKind {
        key: "solution",
        placeholders: &["{number}", "{page}"],
    },
    TextKind {
        key: "imprint",
        placeholders: &["{version}", "{seed}"],
    },
    TextKind {
        key: "names",
        placeholders: &[],
    },
    TextKind {
        key: "notes",
        placeholders: &[],
    },
    TextKind {
        key: "copyright",
        placeholders: &[],
    },
    TextKind {
        key: "introduction",
        placeholders: &[],
    },
    TextKind {
        key: "more_books",
        placeholders: &[],
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
    names: Option<Spanned<String>>,
    notes: Option<Spanned<String>>,
    copyright: Option<Spanned<String>>,
    introduction: Option<Spanned<String>>,
    more_books: Option<Spanned<String>>,
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
            "names" => self.names.as_ref(),
            "notes" => self.notes.as_ref(),
            "copyright" => self.copyright.as_ref(),
            "introduction" => self.introduction.as_ref(),
            "more_books" => self.more_books.as_ref(),
            _ => None,
        }
    }
}

/// The texts of a book, defaults filled in, in the order of [`TEXTS`].
#[derive(Clone, Debug, PartialEq)]
pub struct Texts(pub Vec<String>);

impl Default for Texts {
    /// The English texts.
    fn default() -> Texts {
        Texts::of(Lang::En)
    }
}

impl Texts {
    /// The texts of `lang`.
    pub fn of(lang: Lang) -> Texts {
        Texts(lang.words().book.iter().map(|t| t.to_string()).collect())
    }

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
