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
}
