//! What to print and how: page sizes, symbols, where the keys go, the
//! sheet options, and one puzzle to print.

use super::*;

/// Millimetres per PostScript point.
pub const MM_PER_PT: f32 = MM_PER_INCH / 72.0;
/// Millimetres per inch.
pub const MM_PER_INCH: f32 = 25.4;

/// A page size in millimetres (portrait: width <= height as named).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageSize {
    /// Width, mm.
    pub width: f32,
    /// Height, mm.
    pub height: f32,
}

impl PageSize {
    /// ISO A4, 210 x 297 mm.
    pub const A4: PageSize = PageSize::mm(210.0, 297.0);
    /// US Letter, 8.5 x 11 in.
    pub const LETTER: PageSize = PageSize::mm(215.9, 279.4);
    /// US Legal, 8.5 x 14 in.
    pub const LEGAL: PageSize = PageSize::mm(215.9, 355.6);
    /// ISO A5, 148 x 210 mm.
    pub const A5: PageSize = PageSize::mm(148.0, 210.0);
    /// ISO B5, 176 x 250 mm.
    pub const B5: PageSize = PageSize::mm(176.0, 250.0);

    /// The sizes known by name: paper sizes, then the common
    /// print-on-demand trims (written as in inches, `6x9`).
    pub const NAMED: [(&'static str, PageSize); 12] = [
        ("a4", PageSize::A4),
        ("letter", PageSize::LETTER),
        ("legal", PageSize::LEGAL),
        ("a5", PageSize::A5),
        ("b5", PageSize::B5),
        ("5x8", PageSize::inches(5.0, 8.0)),
        ("5.5x8.5", PageSize::inches(5.5, 8.5)),
        ("6x9", PageSize::inches(6.0, 9.0)),
        ("7x10", PageSize::inches(7.0, 10.0)),
        ("8x10", PageSize::inches(8.0, 10.0)),
        ("8.25x11", PageSize::inches(8.25, 11.0)),
        ("8.5x11", PageSize::LETTER),
    ];

    /// A size in millimetres.
    pub const fn mm(width: f32, height: f32) -> PageSize {
        PageSize { width, height }
    }

    /// A size in inches.
    pub const fn inches(width: f32, height: f32) -> PageSize {
        PageSize {
            width: width * MM_PER_INCH,
            height: height * MM_PER_INCH,
        }
    }
}

/// The smallest and largest page side, mm.
const SIDE_MM: std::ops::RangeInclusive<f32> = 50.0..=2000.0;

impl FromStr for PageSize {
    type Err = String;
    /// A name (`a4`, `letter`, `legal`, `a5`, `b5`, any case), a
    /// print-on-demand trim (`5x8`, `5.5x8.5`, `6x9`, `7x10`, `8x10`,
    /// `8.25x11`, `8.5x11`: inches), or `WxH` with a unit, `mm`, `cm` or
    /// `in`, such as `200x250mm` or `6x9in`; each side 50 to 2000 mm.
    fn from_str(s: &str) -> Result<PageSize, String> {
        let t = s.trim().to_ascii_lowercase();
        if let Some((_, p)) = PageSize::NAMED.iter().find(|(name, _)| *name == t) {
            return Ok(*p);
        }
        let bad = || {
            format!(
                "unknown page size '{s}'; expected a4, letter, legal, a5, b5, a trim such as 6x9 \
                 (inches), or WxH with mm, cm or in, such as 200x250mm or 6x9in"
            )
        };
        let (dims, unit) = [("mm", 1.0), ("cm", 10.0), ("in", MM_PER_INCH)]
            .into_iter()
            .find_map(|(suffix, unit)| t.strip_suffix(suffix).map(|d| (d, unit)))
            .ok_or_else(bad)?;
        let (w, h) = dims.split_once('x').ok_or_else(bad)?;
        let side = |v: &str| -> Result<f32, String> {
            let v: f32 = v.trim().parse().map_err(|_| bad())?;
            Ok(v * unit)
        };
        let (w, h) = (side(w)?, side(h)?);
        if !SIDE_MM.contains(&w) || !SIDE_MM.contains(&h) {
            return Err(format!(
                "page size '{s}': each side must be 50 to 2000 mm (2 to 78.7 in)"
            ));
        }
        Ok(PageSize::mm(w, h))
    }
}

impl fmt::Display for PageSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((name, _)) = PageSize::NAMED.iter().find(|(_, p)| p == self) {
            return f.write_str(name);
        }
        write!(f, "{}x{}mm", self.width, self.height)
    }
}

/// How symbols are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Symbols {
    /// 1, 2, ... 25.
    #[default]
    Digits,
    /// A, B, ... Y.
    Letters,
    /// Simple filled shapes (circle, square, ...), for grids up to 9x9:
    /// for children who do not read digits yet. A legend shows them.
    Shapes,
}

/// Where the answer keys go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Answers {
    /// After all the puzzles.
    #[default]
    End,
    /// In a document of their own.
    Separate,
    /// Each sheet's keys on the page after it.
    Interleave,
    /// No keys.
    None,
}

/// How a sheet looks. Every field's default is in its doc.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetOptions {
    /// Page size. Default: A4.
    pub page: PageSize,
    /// Turn the page sideways. Default: false.
    pub landscape: bool,
    /// Margins, mm. Default: 12 on every side.
    pub margins: Margins,
    /// Title at the top of every puzzle page, and followed by ` – Answers`
    /// of every key page; `None` titles each page by the kind of its
    /// puzzles in the sheet's language ("Sudoku", "Killer Sudoku", ...).
    /// Default: None.
    pub title: Option<String>,
    /// A `Name ____ Date ____` line under the title of puzzle pages (key
    /// pages have none). Default: false.
    pub name_line: bool,
    /// Puzzles a page; `None` picks by grid size (6 up to 9x9, 4 up to
    /// 12x12, 2 up to 16x16, else 1; large print fewer; fewer again when
    /// the page is too small for that). Default: None.
    pub per_page: Option<usize>,
    /// Answer keys a page, each as large as that many a page allows;
    /// `None` sizes each key by its own grid (cells of 4 mm or more, large
    /// print 6 mm) and packs as many a page as fit, growing them together
    /// when they fit one page. Default: None.
    pub answers_per_page: Option<usize>,
    /// Bigger cells, symbols and text. Default: false.
    pub large_print: bool,
    /// How symbols are printed. Default: digits.
    pub symbols: Symbols,
    /// Shape symbols each in their own colour ([`SHAPE_COLOURS`]), in the
    /// grids and the legend; digits and letters stay black. Default: false.
    pub colour: bool,
    /// A jigsaw's regions tinted on its puzzles (not its keys), no two
    /// that touch alike ([`REGION_TINT_GREYS`], or with `colour`
    /// [`REGION_TINT_RGB`]); other variants are drawn as they are.
    pub tint: bool,
    /// Where the answer keys go. Default: at the end.
    pub answers: Answers,
    /// A short code printed in every page's footer (`Set K7QF2 · Page 3 of
    /// 8`) so that loose pages of one run, puzzles and keys, can be matched;
    /// [`set_code`] makes one from a seed. `None` prints the page number
    /// alone. Default: None.
    pub set_code: Option<String>,
    /// The address of a page where the puzzles can be played, printed
    /// after the page number (`Play it on screen: ADDRESS`): a sudoku-press
    /// page, whose Play loads a puzzle by the set code and its number.
    /// Default: None.
    pub play_url: Option<String>,
    /// The font of every text but the symbols in cells (titles, captions,
    /// footers, the name line and legend): a user's font for a script the
    /// built-in one does not cover. `None` sets them in Atkinson
    /// Hyperlegible, titles bold. Default: None.
    pub font: Option<UserFont>,
    /// A user's bold font for titles, beside `font`. `None` sets titles in
    /// `font`, or in Atkinson Hyperlegible Bold without one. Default: None.
    pub font_bold: Option<UserFont>,
    /// The symbols in cells (digits and letters) set in `font` too, rather
    /// than in the built-in font. Default: false.
    pub font_symbols: bool,
    /// The language of the printed words: instructions, the name line,
    /// answer-key titles, footers (the title and captions are given).
    /// Default: English.
    pub lang: Lang,
}

impl SheetOptions {
    /// The page as it is laid out: its size, turned as `landscape` asks,
    /// and its margins.
    pub fn frame(&self) -> PageFrame {
        let (w, h) = (self.page.width, self.page.height);
        let size = match self.landscape == (w < h) {
            true => Size::new(h, w),
            false => Size::new(w, h),
        };
        PageFrame {
            size,
            margins: self.margins,
        }
    }

    /// The font of texts (all but the symbols in cells): the user's fonts
    /// when set, else the built-in one, bold for `bold` (titles).
    pub fn text_font(&self, bold: bool) -> Font {
        Font::text(self.font.as_ref(), self.font_bold.as_ref(), bold)
    }

    /// The title of pages of puzzles of `variants`: the title given, else
    /// the kind they share in the sheet's language, else the classic's.
    pub fn title_of(&self, variants: impl IntoIterator<Item = Variant>) -> String {
        if let Some(title) = &self.title {
            return title.clone();
        }
        let mut variants = variants.into_iter();
        let first = variants.next().unwrap_or(Variant::CLASSIC);
        let kind = match variants.all(|v| v == first) {
            true => first,
            false => Variant::CLASSIC,
        };
        self.lang.title(kind).to_string()
    }
}

impl Default for SheetOptions {
    fn default() -> SheetOptions {
        SheetOptions {
            page: PageSize::A4,
            landscape: false,
            margins: Margins::even(12.0),
            title: None,
            name_line: false,
            per_page: None,
            answers_per_page: None,
            large_print: false,
            symbols: Symbols::Digits,
            colour: false,
            tint: false,
            answers: Answers::End,
            set_code: None,
            play_url: None,
            font: None,
            font_bold: None,
            font_symbols: false,
            lang: Lang::En,
        }
    }
}

/// One puzzle to print.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetPuzzle {
    /// Its number on the sheet (captions say `#number`).
    pub number: usize,
    /// Its layout: its shape, regions and extra houses.
    pub layout: Arc<Layout>,
    /// The clues, row by row, 0 for blank.
    pub puzzle: Vec<u8>,
    /// The solution, row by row.
    pub solution: Vec<u8>,
    /// The caption over the grid and its key, such as `#12 · 6x6 · easy`.
    pub caption: String,
    /// Level marks drawn after the caption, rising bars like a signal
    /// meter, such as one for each step of difficulty
    /// ([`crate::sheet::level_stars`]); 0 for none.
    pub stars: u8,
}

impl SheetPuzzle {
    /// Its shape ([`Layout::shape`]).
    pub fn shape(&self) -> Shape {
        self.layout.shape()
    }

    /// What it takes on a page ([`Frame::of`] its layout).
    pub(crate) fn frame(&self) -> Frame {
        Frame::of(&self.layout)
    }
}
