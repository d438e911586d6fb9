//! Puzzle books: a book described in one TOML file ([`BookFile`]) becomes
//! a [`Book`], its puzzles are carved ([`carve`]) and it is set into pages
//! ([`typeset`]) as a printer expects them: a title page, a how-to-play
//! page with a worked example of each shape, contents with true page
//! numbers, the sections, and the solutions from a right-hand page, packed
//! and captioned with each puzzle's number and page; mirrored margins
//! whose inside (the gutter) grows with the page count as print-on-demand
//! services ask ([`gutter`]); plain page numbers at the outside corners; an
//! outline. [`booklet`] imposes the pages two-up for folding at home.
//!
//! The book's puzzles are those of `generate --mix` with the book's seed and
//! sections: puzzle `k` of the book is index `k - 1` of that run.
//!
//! ```
//! use sudoku_press::book::{self, BookFile};
//!
//! let file = BookFile::parse(r#"
//! title = "Little Sudoku"
//! seed = 7
//! trim = "6x9"
//! [[section]]
//! box = "2x2"
//! level = "easy"
//! count = 4
//! "#).unwrap();
//! let book = file.book(None, None, 0).unwrap();
//! let puzzles = book::carve(&book, 1, std::time::Duration::from_secs(30), || {}).unwrap();
//! let doc = book::typeset(&book, &puzzles).unwrap();
//! assert_eq!(doc.pages.len() % 2, 0);
//! assert_eq!(doc.outline[0].0, "Contents");
//! ```

use crate::batch::{BatchError, carve_batch};
use crate::carve::{CarveOptions, Carved, PuzzleId};
use crate::fonts::{Font, UserFont};
use crate::lang::Lang;
use crate::layout::Variant;
use crate::logic::Level;
use crate::picture::Picture;
use crate::shape::Shape;
use crate::sheet::{self, MM_PER_INCH, PageSize, SheetError, Symbols};
use std::convert::Infallible;
use std::fmt;
use std::sync::Arc;

mod cover;
mod file;
mod impose;
mod pages;
mod preflight;
mod starter;
mod texts;

pub use cover::*;
pub use file::*;
pub use impose::*;
pub use pages::*;
pub use preflight::*;
pub use starter::*;
pub use texts::*;

/// A book, checked: everything needed to carve and set it.
#[derive(Clone, Debug, PartialEq)]
pub struct Book {
    /// The title.
    pub title: String,
    /// A line under the title (empty for none).
    pub subtitle: String,
    /// The author (empty for none).
    pub author: String,
    /// The seed of its puzzles.
    pub seed: u64,
    /// The trim size (the page).
    pub trim: PageSize,
    /// The margins.
    pub margins: BookMargins,
    /// The page count is padded to a multiple of this (2 or 4).
    pub pad_to: usize,
    /// The font of its texts; `None` for the built-in one.
    pub font: Option<UserFont>,
    /// The font of its titles and headings, when not `font`.
    pub font_bold: Option<UserFont>,
    /// The symbols in the grids set in `font` too (else in the built-in
    /// digits).
    pub font_symbols: bool,
    /// The words it prints.
    pub texts: Texts,
    /// The language of the words it prints that `texts` does not hold
    /// (instructions, answer-key titles).
    pub lang: Lang,
    /// Its sections, in order.
    pub sections: Vec<Section>,
    /// The paper it is printed on.
    pub stock: Stock,
    /// Its binding.
    pub binding: Binding,
    /// The text on the back of its cover (empty for none).
    pub back: String,
    /// Whether `book` makes its cover too.
    pub cover: bool,
    /// How it is printed: the checks its pages pass.
    pub printing: Printing,
    /// The copyright notice, on the back of the title page (empty for
    /// none).
    pub copyright: String,
    /// Pages of its own text before the contents.
    pub front_pages: Vec<FreePage>,
    /// Pages of its own text after the solutions.
    pub back_pages: Vec<FreePage>,
    /// In large print throughout: texts, headings and every section.
    pub large_print: bool,
    /// The date its PDF files carry, seconds since 1970 (UTC); `None` for
    /// the maker's to give.
    pub date: Option<i64>,
    /// The picture on the front of its cover, in the place of a puzzle
    /// (`picture = "front.jpg"`, read by the maker of the cover).
    pub picture: Option<Arc<Picture>>,
}

/// A book's margins, mm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BookMargins {
    /// The inside margin, by the binding; `None` for the [`gutter`] of the
    /// book's page count.
    pub inside: Option<f32>,
    /// The outside margin.
    pub outside: f32,
    /// The top margin.
    pub top: f32,
    /// The bottom margin.
    pub bottom: f32,
}

impl Default for BookMargins {
    /// 0.3 in outside, at the top and at the bottom (print-on-demand
    /// services ask for 0.25 in at least; the rest allows for the cut); the
    /// inside by the page count.
    fn default() -> BookMargins {
        let edge = 0.3 * MM_PER_INCH;
        BookMargins {
            inside: None,
            outside: edge,
            top: edge,
            bottom: edge,
        }
    }
}

/// The inside margin (gutter) a book of `pages` pages needs, mm, as
/// print-on-demand services ask: 0.375 in up to 150 pages, 0.5 in to 300,
/// 0.625 in to 500, 0.75 in to 700, 0.875 in above.
///
/// ```
/// use sudoku_press::book::gutter;
///
/// assert_eq!(gutter(24), 0.375 * 25.4);
/// assert_eq!(gutter(301), 0.625 * 25.4);
/// ```
pub fn gutter(pages: usize) -> f32 {
    let inches = match pages {
        ..=150 => 0.375,
        151..=300 => 0.5,
        301..=500 => 0.625,
        501..=700 => 0.75,
        _ => 0.875,
    };
    inches * MM_PER_INCH
}

/// A section of a book: puzzles of one shape and level under a heading.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// Its heading.
    pub title: String,
    /// The shape of its puzzles.
    pub shape: Shape,
    /// Their variant.
    pub variant: Variant,
    /// Their level.
    pub level: Level,
    /// How many.
    pub count: u64,
    /// Puzzles a page; `None` for as many as fit.
    pub per_page: Option<usize>,
    /// How symbols are printed.
    pub symbols: Symbols,
    /// In large print: one or two puzzles a page, everything larger.
    pub large_print: bool,
    /// A page ruled for notes after it.
    pub notes: bool,
    /// Its jigsaws' regions tinted ([`crate::sheet::SheetOptions::tint`]).
    pub tint: bool,
}

/// A page of a book's own text: an introduction, notes, the author's
/// other books.
#[derive(Clone, Debug, PartialEq)]
pub struct FreePage {
    /// What it is.
    pub kind: PageKind,
    /// Its heading.
    pub title: String,
    /// Its text (line breaks kept).
    pub text: String,
}

impl PageKind {
    /// The key of its default heading in [`TEXTS`].
    pub fn key(self) -> &'static str {
        match self {
            PageKind::Text => "",
            PageKind::Copyright => "copyright",
            PageKind::Introduction => "introduction",
            PageKind::Notes => "notes",
            PageKind::MoreBooks => "more_books",
        }
    }
}

/// A book's puzzles: each with its id, and the worked examples of the
/// how-to-play page, one for each shape and symbols of the book.
#[derive(Clone, Debug)]
pub struct BookPuzzles {
    /// The puzzles, in book order, with their ids.
    pub puzzles: Vec<(PuzzleId, Carved)>,
    /// The worked examples, with their symbols.
    pub examples: Vec<(Carved, Symbols)>,
}

/// The shapes, variants and symbols of a book's sections, each once, in
/// order.
fn kinds(book: &Book) -> Vec<(Shape, Variant, Symbols)> {
    let mut kinds = Vec::new();
    for s in &book.sections {
        if !kinds.contains(&(s.shape, s.variant, s.symbols)) {
            kinds.push((s.shape, s.variant, s.symbols));
        }
    }
    kinds
}

/// Carves a book's puzzles on `threads` threads, calling `tick` after each:
/// the sections as `generate --mix` does with the book's seed (the first
/// section from index 0, each next one on from the last), then an example
/// of each shape at the indices after them, at the easiest level its kind
/// is made at (beginner but for kropki and the consecutive rules'). Each puzzle may take
/// `time_budget` (see [`CarveOptions::time_budget`]).
pub fn carve(
    book: &Book,
    threads: usize,
    time_budget: std::time::Duration,
    mut tick: impl FnMut(),
) -> Result<BookPuzzles, BatchError<Infallible>> {
    let mut puzzles = Vec::new();
    let mut first = 0u64;
    for s in &book.sections {
        let opts = CarveOptions {
            level: s.level,
            variant: s.variant,
            time_budget,
            ..CarveOptions::default()
        };
        let template = PuzzleId {
            shape: s.shape,
            variant: opts.variant,
            level: s.level,
            symmetry: opts.symmetry,
            minimal: opts.minimal,
            clues: opts.clues,
            givens: opts.givens,
            seed: book.seed,
            index: 0,
        };
        carve_batch(
            s.shape,
            &opts,
            book.seed,
            first..first + s.count,
            threads,
            |index, c| {
                tick();
                let id = PuzzleId {
                    index,
                    ..template.clone()
                };
                puzzles.push((id, c.clone()));
                Ok(())
            },
        )?;
        first += s.count;
    }
    let mut examples = Vec::new();
    for (shape, variant, symbols) in kinds(book) {
        // The easiest level the kind is made at (a kropki's easy).
        let level = crate::carve::variant_levels(shape, variant)
            .first()
            .copied();
        let opts = CarveOptions {
            level: level.unwrap_or(Level::Beginner),
            variant,
            time_budget,
            ..CarveOptions::default()
        };
        carve_batch(shape, &opts, book.seed, first..first + 1, 1, |_, c| {
            examples.push((c.clone(), symbols));
            Ok(())
        })?;
        first += 1;
    }
    Ok(BookPuzzles { puzzles, examples })
}
