//! What a sheet takes from where it is made: the paper when none is asked,
//! the font files a command names, and fonts for text the built-in one
//! cannot draw. The command reads them from the system; the browser
//! edition from the site and the reader's choice.

use crate::fonts::UserFont;
use crate::sheet::PageSize;
use std::path::{Path, PathBuf};

/// The paper a sheet is on when none is asked.
#[derive(Clone, Debug)]
pub struct Paper {
    /// Its size.
    pub size: PageSize,
    /// Its name as printed (`A4`, `Letter`, `6x9in`).
    pub name: String,
    /// Where it came from (`PAPERSIZE`, `default`).
    pub from: &'static str,
}

impl Paper {
    /// The paper a word names (`a4`, `letter`, `6x9in`), named as printed
    /// (`A4`, `Letter`, `6x9in`), come from `from`; `None` for a word that
    /// names no page size.
    pub fn named(word: &str, from: &'static str) -> Option<Paper> {
        let word = word.trim();
        let size = word.parse::<PageSize>().ok()?;
        let mut name = word.to_ascii_lowercase();
        if let Some(first) = name.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        Some(Paper { size, name, from })
    }

    /// A4, the paper when nothing says otherwise.
    pub fn a4() -> Paper {
        Paper {
            size: PageSize::A4,
            name: "A4".to_string(),
            from: "default",
        }
    }
}

/// A file a sheet reads (a font), which no output may be.
#[derive(Clone, Debug)]
pub struct FileRead {
    /// Where it is.
    pub path: PathBuf,
    /// What it is (`font`, `bold font`).
    pub what: &'static str,
}

/// Fonts that stand in for the built-in one.
#[derive(Clone)]
pub struct StandIn {
    /// The regular font, and the bold when its family has one.
    pub font: UserFont,
    /// The bold of its family, if any.
    pub bold: Option<UserFont>,
    /// Their files, if they came from files.
    pub files: Vec<FileRead>,
    /// The note that says which they are.
    pub note: String,
}

/// Where a sheet is made.
pub trait Surroundings {
    /// The paper when none is asked.
    fn paper(&self) -> Paper;
    /// The font in the file at `path` (`--font`).
    fn font_file(&self, path: &Path) -> anyhow::Result<UserFont>;
    /// Fonts that draw all of `text`, which the built-in font cannot
    /// (asked only then).
    fn stand_in(&self, text: &str) -> Option<StandIn>;
    /// The memory free for a run, in bytes, where it can be known.
    fn memory_free(&self) -> Option<u64>;
}
