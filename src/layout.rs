//! Sheet layout: where every line, symbol and caption of a puzzle sheet goes,
//! as pure geometry in millimetres (origin at the bottom-left corner of the
//! page, y up, as in PDF). No PDF types here: [`crate::pdf`] strokes and
//! fills what this module places.
//!
//! A sheet page has a header (title, optional `Name ____ Date ____` line, and
//! for shape symbols a legend), a grid of puzzle slots arranged to make the
//! cells as large as the page allows, and a footer with the page number and,
//! when given, the set code that matches loose pages of one run. Answer keys
//! are the solved grids, smaller and many a page, under the title followed
//! by ` - Answers`, clues in bold black and filled-in symbols in grey.
//!
//! Every text a user gives (title, captions, set code) is checked against
//! the [`crate::fonts`]: a character they cannot draw is refused, never
//! printed as an empty box.
//!
//! ```
//! use sudoku_press::layout::{typeset, SheetOptions, SheetPuzzle};
//! use sudoku_press::Shape;
//!
//! let shape = Shape::new(2, 2).unwrap();
//! let solution = vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
//! let mut puzzle = solution.clone();
//! puzzle[0] = 0;
//! let sheet = SheetPuzzle { number: 1, shape, puzzle, solution, caption: "#1 · 4x4".into(), stars: 0 };
//! let sheets = typeset(&[sheet], &SheetOptions::default()).unwrap();
//! assert_eq!(sheets.main.pages.len(), 2); // the puzzle, then its key
//! ```

use crate::fonts::{self, Font};
use crate::logic::Level;
use crate::shape::Shape;
use std::fmt;
use std::str::FromStr;

/// Millimetres per PostScript point.
pub const MM_PER_PT: f32 = 25.4 / 72.0;

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
    pub const A4: PageSize = PageSize {
        width: 210.0,
        height: 297.0,
    };
    /// US Letter, 8.5 x 11 in.
    pub const LETTER: PageSize = PageSize {
        width: 215.9,
        height: 279.4,
    };
    /// US Legal, 8.5 x 14 in.
    pub const LEGAL: PageSize = PageSize {
        width: 215.9,
        height: 355.6,
    };
    /// ISO A5, 148 x 210 mm.
    pub const A5: PageSize = PageSize {
        width: 148.0,
        height: 210.0,
    };
}

impl FromStr for PageSize {
    type Err = String;
    /// `a4`, `letter`, `legal`, `a5` (any case) or `WxHmm` such as
    /// `200x250mm`, each side 50 to 2000 mm.
    fn from_str(s: &str) -> Result<PageSize, String> {
        let t = s.trim().to_ascii_lowercase();
        let named = match t.as_str() {
            "a4" => Some(PageSize::A4),
            "letter" => Some(PageSize::LETTER),
            "legal" => Some(PageSize::LEGAL),
            "a5" => Some(PageSize::A5),
            _ => None,
        };
        if let Some(p) = named {
            return Ok(p);
        }
        let bad = || {
            format!(
                "unknown page size '{s}'; expected a4, letter, legal, a5 or WxHmm such as 200x250mm"
            )
        };
        let dims = t.strip_suffix("mm").ok_or_else(bad)?;
        let (w, h) = dims.split_once('x').ok_or_else(bad)?;
        let (w, h): (f32, f32) = (
            w.trim().parse().map_err(|_| bad())?,
            h.trim().parse().map_err(|_| bad())?,
        );
        if !(50.0..=2000.0).contains(&w) || !(50.0..=2000.0).contains(&h) {
            return Err(format!("page size '{s}': each side must be 50 to 2000 mm"));
        }
        Ok(PageSize {
            width: w,
            height: h,
        })
    }
}

impl fmt::Display for PageSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, p) in [
            ("a4", PageSize::A4),
            ("letter", PageSize::LETTER),
            ("legal", PageSize::LEGAL),
            ("a5", PageSize::A5),
        ] {
            if *self == p {
                return f.write_str(name);
            }
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
    /// Margin on every side, mm. Default: 12.
    pub margin: f32,
    /// Title at the top of every puzzle page, and followed by ` - Answers`
    /// of every key page. Default: "Sudoku".
    pub title: String,
    /// A `Name ____ Date ____` line under the title of puzzle pages (key
    /// pages have none). Default: false.
    pub name_line: bool,
    /// Puzzles a page; `None` picks by grid size (6 up to 9x9, 4 up to
    /// 12x12, 2 up to 16x16, else 1; large print fewer; fewer again when
    /// the page is too small for that). Default: None.
    pub per_page: Option<usize>,
    /// Answer keys a page; `None` fits as many as keep cells of 4 mm or
    /// more (up to 30). Default: None.
    pub answers_per_page: Option<usize>,
    /// Bigger cells, symbols and text. Default: false.
    pub large_print: bool,
    /// How symbols are printed. Default: digits.
    pub symbols: Symbols,
    /// Shape symbols each in their own colour ([`SHAPE_COLOURS`]), in the
    /// grids and the legend; digits and letters stay black. Default: false.
    pub colour: bool,
    /// Where the answer keys go. Default: at the end.
    pub answers: Answers,
    /// A short code printed in every page's footer (`Set K7QF2 · Page 3 of
    /// 8`) so that loose pages of one run, puzzles and keys, can be matched;
    /// [`set_code`] makes one from a seed. `None` prints the page number
    /// alone. Default: None.
    pub set_code: Option<String>,
}

impl Default for SheetOptions {
    fn default() -> SheetOptions {
        SheetOptions {
            page: PageSize::A4,
            landscape: false,
            margin: 12.0,
            title: "Sudoku".to_string(),
            name_line: false,
            per_page: None,
            answers_per_page: None,
            large_print: false,
            symbols: Symbols::Digits,
            colour: false,
            answers: Answers::End,
            set_code: None,
        }
    }
}

/// One puzzle to print.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetPuzzle {
    /// Its number on the sheet (captions say `#number`).
    pub number: usize,
    /// Its shape.
    pub shape: Shape,
    /// The clues, row by row, 0 for blank.
    pub puzzle: Vec<u8>,
    /// The solution, row by row.
    pub solution: Vec<u8>,
    /// The caption over the grid and its key, such as `#12 · 6x6 · easy`.
    pub caption: String,
    /// Small stars drawn after the caption, such as one for each step of
    /// its level (0 for none).
    pub stars: u8,
}

/// The caption of puzzle `number`: `#12 · 6x6 · easy`, the box named when
/// it is not the usual one for the size, then `extra` (a score, an id).
///
/// ```
/// use sudoku_press::{Shape, layout::caption, logic::Level};
///
/// let tall = Shape::new(2, 3).unwrap();
/// assert_eq!(caption(3, tall, Level::Easy, None), "#3 · 6x6 (2x3 boxes) · easy");
/// assert_eq!(
///     caption(12, Shape::classic(), Level::Hard, Some("2.8".into())),
///     "#12 · 9x9 · hard · 2.8"
/// );
/// ```
pub fn caption(number: usize, shape: Shape, level: Level, extra: Option<String>) -> String {
    let n = shape.side();
    let mut text = format!("#{number} · {n}x{n}");
    if !shape.is_conventional() {
        text.push_str(&format!(" ({shape} boxes)"));
    }
    text.push_str(&format!(" · {level}"));
    if let Some(extra) = extra {
        text.push_str(" · ");
        text.push_str(&extra);
    }
    text
}

/// The stars that show `level` after a caption ([`SheetPuzzle::stars`]):
/// one for beginner, two for easy, three for medium, four for hard, and on
/// to six for master; none for `beyond`, which the ladder cannot finish.
pub fn level_stars(level: Level) -> u8 {
    match Level::ALL.iter().position(|&l| l == level) {
        Some(k) if level != Level::Beyond => k as u8 + 1,
        _ => 0,
    }
}

/// Why a sheet cannot be laid out.
#[derive(Clone, Debug, PartialEq)]
pub enum LayoutError {
    /// Zero puzzles or keys a page.
    ZeroPerPage,
    /// Margins (and header) leave no room.
    NoRoom {
        /// The page, as given.
        page: String,
    },
    /// Cells would be too small to write in (or read, for keys).
    TooSmall {
        /// `puzzle` or `answer key`.
        what: &'static str,
        /// The grid side.
        side: usize,
        /// Grids a page asked for.
        per_page: usize,
        /// The cell size they would get, mm.
        cell: f32,
        /// The floor, mm.
        floor: f32,
        /// Most grids a page that keep the floor (0 if none).
        fits: usize,
    },
    /// Shape symbols asked for a grid over 9x9.
    TooManyShapes {
        /// The grid side.
        side: usize,
    },
    /// A text to print has a character the font cannot draw.
    MissingGlyph {
        /// The character.
        ch: char,
        /// What the text is: `title`, `caption` or `set code`.
        what: &'static str,
        /// The whole text.
        text: String,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::ZeroPerPage => f.write_str("0 grids a page: want at least 1"),
            LayoutError::NoRoom { page } => {
                write!(f, "the margins leave no room on a {page} page")
            }
            LayoutError::TooSmall {
                what,
                side,
                per_page,
                cell,
                floor,
                fits,
            } => {
                let s = if *per_page == 1 { "" } else { "s" };
                write!(
                    f,
                    "{per_page} {side}x{side} {what}{s} a page would get {cell:.1} mm cells, \
                     below the {floor} mm legibility floor; "
                )?;
                if *fits > 0 {
                    write!(f, "at most {fits} fit a page")
                } else {
                    f.write_str("use a bigger page, --landscape or smaller margins")
                }
            }
            LayoutError::TooManyShapes { side } => write!(
                f,
                "shape symbols are for grids up to 9x9, not {side}x{side}; use digits or letters"
            ),
            LayoutError::MissingGlyph { ch, what, text } => write!(
                f,
                "the font has no glyph for {ch:?} (U+{:04X}) in the {what} {text:?}; \
                 use characters the font covers ({})",
                u32::from(*ch),
                fonts::COVERAGE
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

/// The laid-out documents: the main one, and the keys when they go in a
/// file of their own.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheets {
    /// Puzzles (and keys, unless separate or none).
    pub main: Document,
    /// The keys, with `Answers::Separate`.
    pub answers: Option<Document>,
}

/// Pages of one PDF file.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// Title for the file's metadata.
    pub title: String,
    /// The pages in order.
    pub pages: Vec<Page>,
}

/// One page: its size and what is on it, in drawing order.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Width, mm.
    pub width: f32,
    /// Height, mm.
    pub height: f32,
    /// Lines, shapes and text.
    pub items: Vec<Item>,
    /// Where each grid on the page is, in drawing order.
    pub grids: Vec<GridBox>,
}

/// Where a grid was placed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridBox {
    /// The puzzle's number.
    pub number: usize,
    /// Whether this is an answer key.
    pub key: bool,
    /// Left edge, mm.
    pub left: f32,
    /// Bottom edge, mm.
    pub bottom: f32,
    /// Side, mm.
    pub side: f32,
}

/// Something drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A stroked path of straight segments.
    Stroke {
        /// Its points, mm.
        points: Vec<(f32, f32)>,
        /// Whether the last point joins the first (with a miter join).
        closed: bool,
        /// Line width, mm.
        width: f32,
    },
    /// A filled path (even-odd rule).
    Fill {
        /// Its points; `true` marks a point that is a Bézier control point.
        points: Vec<(f32, f32, bool)>,
        /// What it is filled with.
        paint: Paint,
    },
    /// Text.
    Text(Text),
}

/// A fill colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    /// A grey level, 0 black to 1 white.
    Grey(f32),
    /// Red, green and blue, each 0 to 1.
    Rgb([f32; 3]),
}

impl Paint {
    /// The grey a greyscale printer or copier makes of it (ITU-R BT.601
    /// weights, which PDF viewers and printers use), 0 black to 1 white.
    pub fn grey_level(self) -> f32 {
        match self {
            Paint::Grey(g) => g,
            Paint::Rgb([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b,
        }
    }

    /// The paint of an answer filled in on a key: halfway to white, so that
    /// it reads lighter than the clues ([`KEY_GREY`] for black).
    pub fn key_tint(self) -> Paint {
        let tint = |c: f32| c + (1.0 - c) * KEY_GREY;
        match self {
            Paint::Grey(g) => Paint::Grey(tint(g)),
            Paint::Rgb(rgb) => Paint::Rgb(rgb.map(tint)),
        }
    }
}

/// Horizontal alignment of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// `x` is the left end of the baseline.
    Left,
    /// `x` is the middle of the advance.
    Centre,
    /// (x, y) is the centre of the ink: symbols in cells, optically centred.
    InkCentre,
}

/// A run of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// Anchor x, mm.
    pub x: f32,
    /// Baseline y, mm (or the ink centre for [`Align::InkCentre`]).
    pub y: f32,
    /// Font size, pt.
    pub size: f32,
    /// The text.
    pub text: String,
    /// Bold weight.
    pub bold: bool,
    /// Grey level, 0 black.
    pub grey: f32,
    /// Alignment.
    pub align: Align,
    /// Widest the text may be, mm: set smaller to fit.
    pub max_width: Option<f32>,
}

impl Text {
    /// The size the text is set at, pt: `size`, or smaller so that it is no
    /// wider than `max_width`.
    pub fn fitted_size(&self) -> f32 {
        let font = Font::weight(self.bold);
        match self.max_width {
            Some(max) => {
                let w = font.width(&self.text, self.size);
                if w > max && w > 0.0 {
                    self.size * (max / w)
                } else {
                    self.size
                }
            }
            None => self.size,
        }
    }
}

/// Grey of the symbols filled in on answer keys.
pub const KEY_GREY: f32 = 0.5;

/// Smallest puzzle cell, mm (a pencilled digit needs about this).
pub const CELL_FLOOR: f32 = 6.0;
/// Smallest puzzle cell in large print, mm.
pub const LARGE_CELL_FLOOR: f32 = 11.0;
/// Smallest answer-key cell, mm.
pub const KEY_CELL_FLOOR: f32 = 2.5;

/// Sizes that change with large print.
struct Style {
    title: f32,
    text: f32,
    caption: f32,
    key_caption: f32,
    floor: f32,
    max_cell: f32,
}

impl Style {
    fn of(opts: &SheetOptions) -> Style {
        if opts.large_print {
            Style {
                title: 24.0,
                text: 14.0,
                caption: 14.0,
                key_caption: 9.0,
                floor: LARGE_CELL_FLOOR,
                max_cell: 28.0,
            }
        } else {
            Style {
                title: 18.0,
                text: 10.0,
                caption: 9.0,
                key_caption: 7.0,
                floor: CELL_FLOOR,
                max_cell: 20.0,
            }
        }
    }
}

/// Default puzzles a page for a grid side.
pub fn default_per_page(side: usize, large_print: bool) -> usize {
    match (large_print, side) {
        // Eight 4x4 grids a page: a progression of four levels, two each,
        // on one sheet.
        (false, ..=4) => 8,
        (false, ..=9) => 6,
        (false, ..=12) => 4,
        (false, ..=16) => 2,
        (false, _) => 1,
        (true, ..=6) => 4,
        (true, ..=9) => 2,
        (true, _) => 1,
    }
}

/// The usable page: (width, height) after orientation.
fn page_dims(opts: &SheetOptions) -> (f32, f32) {
    let (w, h) = (opts.page.width, opts.page.height);
    if opts.landscape == (w < h) {
        (h, w)
    } else {
        (w, h)
    }
}

/// The content area between the header and the footer: (left, bottom,
/// width, height).
fn content_area(opts: &SheetOptions, style: &Style, header: &Header) -> (f32, f32, f32, f32) {
    let (w, h) = page_dims(opts);
    let m = opts.margin;
    let footer = style.text * MM_PER_PT * FOOTER_ROOM;
    (
        m,
        m + footer,
        w - 2.0 * m,
        h - 2.0 * m - footer - header.height,
    )
}

/// Room kept for the footer above the bottom margin, in text sizes.
const FOOTER_ROOM: f32 = 2.0;
/// From the title's baseline down to the name line's, in text sizes.
const NAME_LINE_STEP: f32 = 2.2;
/// From the line above down to the legend's, in text sizes.
const LEGEND_STEP: f32 = 2.6;
/// Room under the header's last baseline, in title sizes: the title's
/// descent and a gap before the first caption.
const HEADER_FOOT: f32 = 0.6;
/// Room left of each rule of the name line for its label, in text sizes.
const NAME_LABEL: f32 = 3.2;
/// Where `Date` starts, as a share of the width between the margins.
const DATE_AT: f32 = 0.62;
/// Space between the end of the name rule and `Date`, mm.
const NAME_RULE_GAP: f32 = 6.0;
/// The name line's rules: line width, and depth under the baseline, mm.
const RULE_WIDTH: f32 = 0.25;
const RULE_DEPTH: f32 = 0.8;
/// Grids up to this side are children's grids (4x4, 5x5, 6x6): their
/// puzzle pages say in one line what to do.
pub const INSTRUCTED_SIDE: usize = 6;
/// A legend shape's size, in text sizes (when the page is wide enough).
const LEGEND_SHAPE: f32 = 1.3;
/// Legend shapes centre to centre across, in shape sizes.
const LEGEND_PITCH: f32 = 1.8;
/// From a legend line's baseline down to the next row of shapes, in shape
/// sizes: closer than across, to keep the header short.
const LEGEND_ROW_STEP: f32 = 1.5;
/// Space between the legend's sentence and a first shape on its line, in
/// text sizes.
const LEGEND_GAP: f32 = 2.0;
/// Height of a legend shape's centre over its row's baseline, in shape
/// sizes (about the middle of the lower-case letters beside it).
const LEGEND_RISE: f32 = 0.3;

/// A page's header, measured once: what it draws and the height it takes
/// under the top margin. The same value draws the header and sizes the area
/// left for the grids, so the two cannot disagree.
#[derive(Clone, Debug, PartialEq)]
struct Header {
    /// Title, name line and legend, in drawing order.
    items: Vec<Item>,
    /// From the top margin down to the top of the grids' area, mm.
    height: f32,
}

impl Header {
    /// The header of a page of `shape` puzzles: the title, the name line
    /// when asked, and the [`instruction`] when the page has one, followed
    /// by the shapes for shape symbols.
    fn puzzles(shape: Shape, opts: &SheetOptions, style: &Style) -> Header {
        let legend = instruction(shape, opts.symbols).map(|sentence| Legend {
            sentence,
            shapes: if opts.symbols == Symbols::Shapes {
                shape.side()
            } else {
                0
            },
            colour: opts.colour,
        });
        Header::new(&opts.title, opts.name_line, legend, opts, style)
    }

    /// The header of a page of answer keys: the sheet's title followed by
    /// ` - Answers`, and no name line (nobody writes on a key) or legend.
    fn keys(opts: &SheetOptions, style: &Style) -> Header {
        Header::new(&key_title(&opts.title), false, None, opts, style)
    }

    /// Lines down the page from the top margin, each a step below the one
    /// before; the height ends under the last.
    fn new(
        title: &str,
        name_line: bool,
        legend: Option<Legend>,
        opts: &SheetOptions,
        style: &Style,
    ) -> Header {
        let (w, h) = page_dims(opts);
        let m = opts.margin;
        let width = w - 2.0 * m;
        let text = style.text * MM_PER_PT;
        let mut items = Vec::new();
        // y is the baseline of the line last placed.
        let mut y = h - m - style.title * MM_PER_PT;
        items.push(Item::Text(Text {
            x: m,
            y,
            size: style.title,
            text: title.to_string(),
            bold: true,
            grey: 0.0,
            align: Align::Left,
            max_width: Some(width),
        }));
        if name_line {
            y -= text * NAME_LINE_STEP;
            draw_name_line(&mut items, m, y, width, style);
        }
        if let Some(legend) = legend {
            y -= text * LEGEND_STEP;
            y = draw_legend(&mut items, &legend, m, y, width, style);
        }
        Header {
            items,
            height: h - m - y + style.title * MM_PER_PT * HEADER_FOOT,
        }
    }
}

/// What a puzzle page says under its title: the [`instruction`], then the
/// shapes for shape symbols.
#[derive(Clone, Debug, PartialEq)]
struct Legend {
    sentence: String,
    /// Shapes to draw after it (0 for digits and letters).
    shapes: usize,
    /// Whether the shapes are in colour.
    colour: bool,
}

/// The one line that says what to do on a page of `shape` puzzles printed
/// with `symbols`, or `None` when the page goes without: children's grids
/// (up to [`INSTRUCTED_SIDE`]) always have one, such as `Write 1 to 4 once
/// in every row, column and box.`, and shape symbols on every grid, where
/// it heads the legend of shapes. A Latin square's boxes are its rows or
/// columns, so its line names rows and columns only.
///
/// ```
/// use sudoku_press::Shape;
/// use sudoku_press::layout::{Symbols, instruction};
///
/// let four = Shape::new(2, 2).unwrap();
/// assert_eq!(
///     instruction(four, Symbols::Letters).unwrap(),
///     "Write A to D once in every row, column and box."
/// );
/// assert_eq!(instruction(Shape::classic(), Symbols::Digits), None);
/// ```
pub fn instruction(shape: Shape, symbols: Symbols) -> Option<String> {
    let n = shape.side();
    let houses = if shape.is_latin_square() {
        "row and column"
    } else {
        "row, column and box"
    };
    match symbols {
        Symbols::Shapes => Some(format!("Draw each shape once in every {houses}:")),
        _ if n <= INSTRUCTED_SIDE => Some(format!(
            "Write {} to {} once in every {houses}.",
            symbol_text(1, symbols),
            symbol_text(n as u8, symbols)
        )),
        _ => None,
    }
}

/// The title of answer-key pages (and of the separate keys' file).
fn key_title(title: &str) -> String {
    format!("{title} - Answers")
}

/// `Name ____ Date ____` on the baseline `y`, between `left` and `left +
/// width`.
fn draw_name_line(items: &mut Vec<Item>, left: f32, y: f32, width: f32, style: &Style) {
    let label = |x: f32, text: &str| {
        Item::Text(Text {
            x,
            y,
            size: style.text,
            text: text.to_string(),
            bold: false,
            grey: 0.0,
            align: Align::Left,
            max_width: None,
        })
    };
    items.push(label(left, "Name"));
    let room = style.text * MM_PER_PT * NAME_LABEL;
    let date_x = left + width * DATE_AT;
    for (x0, x1) in [
        (left + room, date_x - NAME_RULE_GAP),
        (date_x + room, left + width),
    ] {
        items.push(Item::Stroke {
            points: vec![(x0, y - RULE_DEPTH), (x1, y - RULE_DEPTH)],
            closed: false,
            width: RULE_WIDTH,
        });
    }
    items.push(label(date_x, "Date"));
}

/// The `legend` under the baseline `y`, between `left` and `left +
/// width`: the sentence, then its shapes on its line when they fit
/// there, else on rows of their own under it, as few and as even as the
/// width allows, shrunk only when not even one fits. Returns the baseline
/// of its last row.
fn draw_legend(
    items: &mut Vec<Item>,
    legend: &Legend,
    left: f32,
    y: f32,
    width: f32,
    style: &Style,
) -> f32 {
    let (sentence, n) = (legend.sentence.as_str(), legend.shapes);
    items.push(Item::Text(Text {
        x: left,
        y,
        size: style.text,
        text: sentence.to_string(),
        bold: false,
        grey: 0.0,
        align: Align::Left,
        max_width: Some(width),
    }));
    if n == 0 {
        return y;
    }
    let size = (style.text * MM_PER_PT * LEGEND_SHAPE).min(width.max(0.0));
    let pitch = size * LEGEND_PITCH;
    // Width of a row of k shapes, from the first's left to the last's right.
    let row = |k: usize| size + k.saturating_sub(1) as f32 * pitch;
    let after = Font::Regular.width(sentence, style.text) + style.text * MM_PER_PT * LEGEND_GAP;
    let inline = after + row(n) <= width;
    let (x0, per_line) = if inline {
        (left + after, n)
    } else {
        // As many a row as fit, then spread evenly over the rows needed.
        let fit = if pitch > 0.0 {
            ((width - size) / pitch).max(0.0) as usize + 1
        } else {
            n
        };
        let lines = n.div_ceil(fit.clamp(1, n));
        (left, n.div_ceil(lines))
    };
    let mut y = y;
    for first in (0..n).step_by(per_line) {
        if first > 0 || !inline {
            y -= size * LEGEND_ROW_STEP;
        }
        for k in 0..per_line.min(n - first) {
            let cx = x0 + size / 2.0 + k as f32 * pitch;
            let v = (first + k + 1) as u8;
            shape_symbol(
                items,
                v,
                cx,
                y + size * LEGEND_RISE,
                size,
                shape_paint(v, legend.colour),
            );
        }
    }
    y
}

/// Slots for `n` grids: columns, rows and the grid side, mm, choosing the
/// arrangement with the biggest grids.
fn arrange(n: usize, area: (f32, f32), caption: f32, gap: f32) -> (usize, usize, f32) {
    let (w, h) = area;
    let mut best = (1, n, 0.0f32);
    for cols in 1..=n {
        let rows = n.div_ceil(cols);
        let slot_w = (w - gap * (cols - 1) as f32) / cols as f32;
        let slot_h = (h - gap * (rows - 1) as f32) / rows as f32;
        let side = slot_w.min(slot_h - caption);
        if side > best.2 + 1e-3 {
            best = (cols, rows, side);
        }
    }
    best
}

/// Refuses a text the font cannot draw; `what` names it in the message.
fn check_text(what: &'static str, text: &str, font: Font) -> Result<(), LayoutError> {
    match font.missing(text) {
        Some(ch) => Err(LayoutError::MissingGlyph {
            ch,
            what,
            text: text.to_string(),
        }),
        None => Ok(()),
    }
}

/// Refuses the texts of the options (title, set code) the font cannot draw.
fn check_texts(opts: &SheetOptions) -> Result<(), LayoutError> {
    // The title is set in bold on puzzle pages and, with ` - Answers`
    // (which the font has), on key pages.
    check_text("title", &opts.title, Font::Bold)?;
    if let Some(code) = &opts.set_code {
        check_text("set code", code, Font::Regular)?;
    }
    Ok(())
}

/// Lays out puzzle pages and answer keys. Refuses, before any layout, a
/// title, caption or set code with a character the font cannot draw.
pub fn typeset(puzzles: &[SheetPuzzle], opts: &SheetOptions) -> Result<Sheets, LayoutError> {
    check_texts(opts)?;
    for p in puzzles {
        check_text("caption", &p.caption, Font::Regular)?;
    }
    let style = Style::of(opts);
    // Sections: runs of one grid side, each starting a page.
    let mut sections: Vec<&[SheetPuzzle]> = Vec::new();
    let mut start = 0;
    for i in 1..=puzzles.len() {
        if i == puzzles.len() || puzzles[i].shape != puzzles[start].shape {
            if i > start {
                sections.push(&puzzles[start..i]);
            }
            start = i;
        }
    }
    let key_header = Header::keys(opts, &style);
    let mut sheets: Vec<(Page, Vec<&SheetPuzzle>)> = Vec::new();
    for section in &sections {
        let shape = section[0].shape;
        let header = Header::puzzles(shape, opts, &style);
        let per_page = puzzle_fit(shape, &header, opts, &style)?;
        for chunk in section.chunks(per_page) {
            let page = puzzle_page(chunk, per_page, &header, opts, &style);
            sheets.push((page, chunk.iter().collect()));
        }
    }
    let mut main = Vec::new();
    let mut keys = Vec::new();
    for (page, chunk) in sheets {
        main.push(page);
        if opts.answers == Answers::Interleave {
            let cap = opts.answers_per_page.unwrap_or(chunk.len()).max(1);
            for part in chunk.chunks(cap) {
                main.push(key_page(part, part.len(), &key_header, opts, &style));
            }
        }
    }
    if matches!(opts.answers, Answers::End | Answers::Separate) {
        for section in &sections {
            let per_page = key_per_page(section[0].shape, &key_header, opts, &style)?;
            let refs: Vec<&SheetPuzzle> = section.iter().collect();
            for chunk in refs.chunks(per_page) {
                keys.push(key_page(chunk, per_page, &key_header, opts, &style));
            }
        }
    }
    let title = opts.title.clone();
    let mut answers = None;
    if opts.answers == Answers::Separate {
        answers = Some(number_pages(
            Document {
                title: key_title(&title),
                pages: keys,
            },
            &style,
            opts,
        ));
    } else {
        main.extend(keys);
    }
    Ok(Sheets {
        main: number_pages(Document { title, pages: main }, &style, opts),
        answers,
    })
}

/// Checks, before any work, that puzzles of `shape` and their keys fit the
/// page as asked, and that the font has every character of the title and
/// set code; returns the puzzles a page.
pub fn check(shape: Shape, opts: &SheetOptions) -> Result<usize, LayoutError> {
    check_texts(opts)?;
    let style = Style::of(opts);
    let header = Header::puzzles(shape, opts, &style);
    let per_page = puzzle_fit(shape, &header, opts, &style)?;
    if opts.answers != Answers::None {
        key_per_page(shape, &Header::keys(opts, &style), opts, &style)?;
    }
    Ok(per_page)
}

/// Checks that puzzles of `shape` fit the page under `header` as asked; the
/// puzzles a page.
fn puzzle_fit(
    shape: Shape,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<usize, LayoutError> {
    let side = shape.side();
    if opts.symbols == Symbols::Shapes && side > 9 {
        return Err(LayoutError::TooManyShapes { side });
    }
    let per_page = opts
        .per_page
        .unwrap_or_else(|| default_per_page(side, opts.large_print));
    if per_page == 0 {
        return Err(LayoutError::ZeroPerPage);
    }
    let (_, _, w, h) = content_area(opts, style, header);
    if w < MIN_AREA || h < MIN_AREA {
        return Err(LayoutError::NoRoom {
            page: opts.page.to_string(),
        });
    }
    let cell = |n: usize| {
        let (_, _, g) = arrange(n, (w, h), caption_room(style.caption), gap(style));
        g / side as f32
    };
    let got = cell(per_page);
    if got < style.floor {
        let fits = (1..per_page)
            .rev()
            .find(|&n| cell(n) >= style.floor)
            .unwrap_or(0);
        // The default adapts to a small page; a number asked for does not.
        if opts.per_page.is_none() && fits > 0 {
            return Ok(fits);
        }
        return Err(LayoutError::TooSmall {
            what: "puzzle",
            side,
            per_page,
            cell: got,
            floor: style.floor,
            fits,
        });
    }
    Ok(per_page)
}

/// The smallest content area, either way, that is worth laying out, mm.
const MIN_AREA: f32 = 20.0;

/// Answer keys a page for `shape` under `header`, checked against the
/// floor.
fn key_per_page(
    shape: Shape,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<usize, LayoutError> {
    let side = shape.side();
    let (_, _, w, h) = content_area(opts, style, header);
    let cell = |n: usize| {
        let (_, _, g) = arrange(n, (w, h), caption_room(style.key_caption), gap(style) * 0.6);
        g / side as f32
    };
    match opts.answers_per_page {
        Some(0) => Err(LayoutError::ZeroPerPage),
        Some(n) => {
            let got = cell(n);
            if got < KEY_CELL_FLOOR {
                let fits = (1..n)
                    .rev()
                    .find(|&k| cell(k) >= KEY_CELL_FLOOR)
                    .unwrap_or(0);
                return Err(LayoutError::TooSmall {
                    what: "answer key",
                    side,
                    per_page: n,
                    cell: got,
                    floor: KEY_CELL_FLOOR,
                    fits,
                });
            }
            Ok(n)
        }
        None => Ok([30, 24, 20, 16, 12, 9, 8, 6, 4, 2]
            .into_iter()
            .find(|&n| cell(n) >= 4.0)
            .unwrap_or(1)),
    }
}

/// The caption's stars: size in caption sizes (about its capitals), space
/// before the first and centre to centre, in star sizes, and their centres'
/// height over the baseline, in star sizes.
const STAR_SIZE: f32 = 0.8;
const STAR_GAP: f32 = 0.6;
const STAR_PITCH: f32 = 1.1;
const STAR_RISE: f32 = 0.42;
/// The shape symbol drawn as a caption's star.
const STAR: u8 = 5;

fn caption_room(size: f32) -> f32 {
    size * MM_PER_PT * 1.8
}

fn gap(style: &Style) -> f32 {
    style.text * MM_PER_PT * 2.0
}

/// A page of puzzles laid out for `per_page` slots under `header`.
fn puzzle_page(
    chunk: &[SheetPuzzle],
    per_page: usize,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Page {
    let mut items = header.items.clone();
    let grids = place_grids(
        &mut items,
        chunk.iter().map(|p| (p, false)).collect(),
        per_page,
        content_area(opts, style, header),
        style.caption,
        gap(style),
        style.max_cell,
        opts,
    );
    let (width, height) = page_dims(opts);
    Page {
        width,
        height,
        items,
        grids,
    }
}

/// A page of answer keys laid out for `per_page` slots under `header`.
fn key_page(
    chunk: &[&SheetPuzzle],
    per_page: usize,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Page {
    let mut items = header.items.clone();
    let grids = place_grids(
        &mut items,
        chunk.iter().map(|&p| (p, true)).collect(),
        per_page,
        content_area(opts, style, header),
        style.key_caption,
        gap(style) * 0.6,
        8.0,
        opts,
    );
    let (width, height) = page_dims(opts);
    Page {
        width,
        height,
        items,
        grids,
    }
}

/// Puts grids in slots row by row, each centred in its slot under its
/// caption; returns where they went.
#[allow(clippy::too_many_arguments)]
fn place_grids(
    items: &mut Vec<Item>,
    grids: Vec<(&SheetPuzzle, bool)>,
    per_page: usize,
    area: (f32, f32, f32, f32),
    caption: f32,
    gap: f32,
    max_cell: f32,
    opts: &SheetOptions,
) -> Vec<GridBox> {
    let (left, bottom, w, h) = area;
    let room = caption_room(caption);
    let (cols, rows, side) = arrange(per_page.max(grids.len()), (w, h), room, gap);
    let n = grids.first().map_or(1, |g| g.0.shape.side());
    let side = side.min(max_cell * n as f32);
    let slot_w = (w - gap * (cols - 1) as f32) / cols as f32;
    let slot_h = (h - gap * (rows - 1) as f32) / rows as f32;
    let top = bottom + h;
    let mut placed = Vec::new();
    for (i, (p, key)) in grids.into_iter().enumerate() {
        let (c, r) = (i % cols, i / cols);
        let x = left + c as f32 * (slot_w + gap) + (slot_w - side) / 2.0;
        // Grids sit at the top of their slot, under the caption.
        let y_top = top - r as f32 * (slot_h + gap) - room;
        let y = y_top - side;
        let baseline = y_top + caption * MM_PER_PT * 0.55;
        let star = caption * MM_PER_PT * STAR_SIZE;
        let stars = star * (STAR_GAP + STAR_PITCH * f32::from(p.stars));
        let text = Text {
            x,
            y: baseline,
            size: caption,
            text: p.caption.clone(),
            bold: false,
            grey: 0.0,
            align: Align::Left,
            // A long caption (with an id) shrinks to stay in its slot,
            // stars and all.
            max_width: Some((left + c as f32 * (slot_w + gap) + slot_w - x - stars).max(0.0)),
        };
        let end = x + Font::Regular.width(&text.text, text.fitted_size());
        items.push(Item::Text(text));
        for k in 0..p.stars {
            let cx = end + star * (STAR_GAP + STAR_PITCH * f32::from(k) + 0.5);
            let cy = baseline + star * STAR_RISE;
            shape_symbol(items, STAR, cx, cy, star, Paint::Grey(0.0));
        }
        draw_grid(items, p, key, x, y, side, opts);
        placed.push(GridBox {
            number: p.number,
            key,
            left: x,
            bottom: y,
            side,
        });
    }
    placed
}

/// One grid: thin cell lines, box lines, the border, then the symbols as
/// `opts` prints them.
///
/// Strokes straddle their path, so thin lines are drawn first and skipped
/// where a box line falls, box lines run from border to border with butt
/// ends (the border covers them), and the border is one closed path with
/// miter joins: no gaps and no overshoot at any joint.
fn draw_grid(
    items: &mut Vec<Item>,
    p: &SheetPuzzle,
    key: bool,
    x: f32,
    y: f32,
    side: f32,
    opts: &SheetOptions,
) {
    let (symbols, colour) = (opts.symbols, opts.colour);
    let shape = p.shape;
    let n = shape.side();
    let cell = side / n as f32;
    let (bw, bh) = (shape.box_width(), shape.box_height());
    // Widths scale gently with the cell, within bounds.
    let thin = (cell * 0.035).clamp(0.12, 0.3);
    let bold = (cell * 0.09).clamp(0.35, 0.8);
    let border = (cell * 0.13).clamp(0.5, 1.1);
    let top = y + side;
    let (mut thin_lines, mut box_lines) = (Vec::new(), Vec::new());
    let line = |a: (f32, f32), b: (f32, f32), width: f32| Item::Stroke {
        points: vec![a, b],
        closed: false,
        width,
    };
    for i in 1..n {
        let at = i as f32 * cell;
        // Vertical line i is a box line when i is a multiple of the box
        // width; horizontal line i when a multiple of the box height.
        let v = (x + at, y);
        let v_end = (x + at, top);
        if i % bw == 0 {
            box_lines.push(line(v, v_end, bold));
        } else {
            thin_lines.push(line(v, v_end, thin));
        }
        let h = (x, top - at);
        let h_end = (x + side, top - at);
        if i % bh == 0 {
            box_lines.push(line(h, h_end, bold));
        } else {
            thin_lines.push(line(h, h_end, thin));
        }
    }
    // Thin lines first so that box lines cover them where they cross.
    items.extend(thin_lines);
    items.extend(box_lines);
    items.push(Item::Stroke {
        points: vec![(x, y), (x + side, y), (x + side, top), (x, top)],
        closed: true,
        width: border,
    });
    for r in 0..n {
        for c in 0..n {
            let i = r * n + c;
            let (v, clue) = if key {
                (p.solution[i], p.puzzle[i] != 0)
            } else {
                (p.puzzle[i], true)
            };
            if v == 0 {
                continue;
            }
            let cx = x + (c as f32 + 0.5) * cell;
            let cy = top - (r as f32 + 0.5) * cell;
            let grey = if clue { 0.0 } else { KEY_GREY };
            match symbols {
                Symbols::Shapes if n <= 9 => {
                    let paint = shape_paint(v, colour);
                    let paint = if clue { paint } else { paint.key_tint() };
                    shape_symbol(items, v, cx, cy, cell * 0.6, paint)
                }
                _ => {
                    let text = symbol_text(v, symbols);
                    // Two-character symbols get a smaller size to fit, and
                    // the one-digit numbers of their grid the same size.
                    let scale = match (n, symbols) {
                        (..=9, _) => 0.68,
                        (_, Symbols::Digits) => 0.5,
                        _ => 0.6,
                    };
                    items.push(Item::Text(Text {
                        x: cx,
                        y: cy,
                        size: cell * scale / MM_PER_PT,
                        text,
                        bold: clue,
                        grey,
                        align: Align::InkCentre,
                        max_width: Some(cell * 0.85),
                    }));
                }
            }
        }
    }
}

/// The printed form of symbol `v` (1-based).
pub fn symbol_text(v: u8, symbols: Symbols) -> String {
    match symbols {
        Symbols::Letters => ((b'A' + v - 1) as char).to_string(),
        _ => v.to_string(),
    }
}

/// Names of the shape symbols, 1 to 9, as the legend draws them.
///
/// ```
/// use sudoku_press::layout::SHAPE_NAMES;
///
/// assert_eq!(SHAPE_NAMES[0], "circle");
/// assert_eq!(SHAPE_NAMES[4], "star");
/// ```
pub const SHAPE_NAMES: [&str; 9] = [
    "circle", "square", "triangle", "diamond", "star", "heart", "cross", "hexagon", "house",
];

/// The colours of the shape symbols, 1 to 9, with
/// [`SheetOptions::colour`]: red circle, blue square, green triangle,
/// purple diamond, gold star, pink heart, orange cross, teal hexagon and
/// brown house (the first four, on a 4x4, and six, on a 6x6, far apart in
/// hue). The shape tells symbols apart and the colour helps; so that
/// a greyscale printer still prints every shape solid, each is a middle
/// grey there (0.35 to 0.59, [`Paint::grey_level`]), darker than any
/// answer on a key ([`Paint::key_tint`]).
pub const SHAPE_COLOURS: [[f32; 3]; 9] = [
    [0.84, 0.15, 0.16],
    [0.13, 0.37, 0.80],
    [0.10, 0.55, 0.20],
    [0.50, 0.25, 0.75],
    [0.80, 0.60, 0.00],
    [0.90, 0.25, 0.55],
    [0.95, 0.42, 0.00],
    [0.00, 0.55, 0.60],
    [0.55, 0.30, 0.10],
];

/// The paint of shape symbol `v` (1 to 9): black, or its colour.
fn shape_paint(v: u8, colour: bool) -> Paint {
    match SHAPE_COLOURS.get(usize::from(v).wrapping_sub(1)) {
        Some(&rgb) if colour => Paint::Rgb(rgb),
        _ => Paint::Grey(0.0),
    }
}

/// Symbol `v` (1 to 9) as a filled shape of about `size` mm centred on
/// (cx, cy).
fn shape_symbol(items: &mut Vec<Item>, v: u8, cx: f32, cy: f32, size: f32, paint: Paint) {
    let r = size / 2.0;
    let poly = |pts: &[(f32, f32)]| -> Vec<(f32, f32, bool)> {
        pts.iter()
            .map(|&(px, py)| (cx + px * r, cy + py * r, false))
            .collect()
    };
    let regular = |k: usize, rot: f32, rad: f32| -> Vec<(f32, f32)> {
        (0..k)
            .map(|i| {
                let a = rot + i as f32 * std::f32::consts::TAU / k as f32;
                (rad * a.cos(), rad * a.sin())
            })
            .collect()
    };
    use std::f32::consts::FRAC_PI_2;
    let points = match v {
        1 => {
            // Circle: four Bézier quarter arcs.
            let k = 0.552_284_8 * 0.95;
            let q = 0.95;
            let pts = [
                (q, 0.0, false),
                (q, k, true),
                (k, q, true),
                (0.0, q, false),
                (-k, q, true),
                (-q, k, true),
                (-q, 0.0, false),
                (-q, -k, true),
                (-k, -q, true),
                (0.0, -q, false),
                (k, -q, true),
                (q, -k, true),
                (q, 0.0, false),
            ];
            pts.iter()
                .map(|&(px, py, b)| (cx + px * r, cy + py * r, b))
                .collect()
        }
        2 => poly(&[(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]),
        3 => poly(&[(-0.95, -0.75), (0.95, -0.75), (0.0, 0.9)]),
        4 => poly(&[(0.0, -1.0), (0.8, 0.0), (0.0, 1.0), (-0.8, 0.0)]),
        5 => {
            let outer = regular(5, FRAC_PI_2, 1.0);
            let inner = regular(5, FRAC_PI_2 + std::f32::consts::PI / 5.0, 0.42);
            let pts: Vec<(f32, f32)> = (0..5).flat_map(|i| [outer[i], inner[i]]).collect();
            let mut p = poly(&pts);
            for q in &mut p {
                q.1 -= 0.08 * r;
            }
            p
        }
        6 => {
            // Heart: two lobes and a point, in Bézier curves.
            let pts = [
                (0.0, -0.9, false),
                (-0.5, -0.45, true),
                (-1.0, -0.05, true),
                (-0.95, 0.4, false),
                (-0.88, 0.95, true),
                (-0.15, 1.0, true),
                (0.0, 0.5, false),
                (0.15, 1.0, true),
                (0.88, 0.95, true),
                (0.95, 0.4, false),
                (1.0, -0.05, true),
                (0.5, -0.45, true),
                (0.0, -0.9, false),
            ];
            pts.iter()
                .map(|&(px, py, b)| (cx + px * r, cy + py * r, b))
                .collect()
        }
        7 => {
            let a = 0.3;
            poly(&[
                (-a, -0.9),
                (a, -0.9),
                (a, -a),
                (0.9, -a),
                (0.9, a),
                (a, a),
                (a, 0.9),
                (-a, 0.9),
                (-a, a),
                (-0.9, a),
                (-0.9, -a),
                (-a, -a),
            ])
        }
        8 => poly(&regular(6, 0.0, 0.95)),
        _ => poly(&[
            (-0.75, -0.85),
            (0.75, -0.85),
            (0.75, 0.15),
            (0.0, 0.9),
            (-0.75, 0.15),
        ]),
    };
    items.push(Item::Fill { points, paint });
}

/// Adds the footer to each page: `Page i of n`, after `Set CODE · ` when
/// the options give a set code.
fn number_pages(mut doc: Document, style: &Style, opts: &SheetOptions) -> Document {
    let total = doc.pages.len();
    let set = match &opts.set_code {
        Some(code) => format!("Set {code} · "),
        None => String::new(),
    };
    for (i, page) in doc.pages.iter_mut().enumerate() {
        page.items.push(Item::Text(Text {
            x: page.width / 2.0,
            y: opts.margin,
            size: style.text * FOOTER_SIZE,
            text: format!("{set}Page {} of {total}", i + 1),
            bold: false,
            grey: FOOTER_GREY,
            align: Align::Centre,
            max_width: Some(page.width - 2.0 * opts.margin),
        }));
    }
    doc
}

/// The footer's size, in text sizes, and grey.
const FOOTER_SIZE: f32 = 0.9;
const FOOTER_GREY: f32 = 0.3;

/// Characters of a set code: digits and capitals without 0, O, 1, I and L,
/// which read alike.
const SET_CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Characters in a set code: 31^5 codes, about 29 million.
const SET_CODE_LEN: usize = 5;

/// A short code for the sheets made from `seed`, such as `K7QF2`, to print
/// in every page's footer ([`SheetOptions::set_code`]): five characters
/// that cannot be misread (no 0/O, 1/I/L), the same for a seed on every
/// platform and in every version (SplitMix64 of the seed, written in base
/// 31).
///
/// ```
/// use sudoku_press::layout::set_code;
///
/// assert_eq!(set_code(5), set_code(5));
/// assert_ne!(set_code(5), set_code(6));
/// assert_eq!(set_code(5).len(), 5);
/// ```
pub fn set_code(seed: u64) -> String {
    let mut state = seed;
    let mut word = crate::rng::splitmix64(&mut state);
    let base = SET_CODE_ALPHABET.len() as u64;
    (0..SET_CODE_LEN)
        .map(|_| {
            let c = SET_CODE_ALPHABET[(word % base) as usize];
            word /= base;
            char::from(c)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(shape: Shape, count: usize) -> Vec<SheetPuzzle> {
        let n = shape.side();
        // A valid grid by the shifting pattern: row r is row 0 shifted.
        let (bw, bh) = (shape.box_width(), shape.box_height());
        let solution: Vec<u8> = (0..n * n)
            .map(|i| {
                let (r, c) = (i / n, i % n);
                ((c + (r % bh) * bw + r / bh) % n) as u8 + 1
            })
            .collect();
        (1..=count)
            .map(|k| SheetPuzzle {
                number: k,
                shape,
                puzzle: solution
                    .iter()
                    .enumerate()
                    .map(|(i, &v)| if i % 3 == 0 { v } else { 0 })
                    .collect(),
                solution: solution.clone(),
                caption: format!("#{k}"),
                // No stars to four, to draw them on every test sheet.
                stars: (k % 5) as u8,
            })
            .collect()
    }

    #[test]
    fn page_sizes_parse() {
        assert_eq!("A4".parse::<PageSize>(), Ok(PageSize::A4));
        assert_eq!("letter".parse::<PageSize>(), Ok(PageSize::LETTER));
        assert_eq!(
            "200x250mm".parse::<PageSize>(),
            Ok(PageSize {
                width: 200.0,
                height: 250.0
            })
        );
        assert!(
            "b5".parse::<PageSize>()
                .unwrap_err()
                .contains("unknown page size 'b5'")
        );
        assert!("10x10mm".parse::<PageSize>().is_err());
        assert_eq!(PageSize::LETTER.to_string(), "letter");
    }

    #[test]
    fn six_nine_by_nine_fill_a_page_and_keys_follow() {
        let shape = Shape::new(3, 3).unwrap();
        let sheets = typeset(&sample(shape, 6), &SheetOptions::default()).unwrap();
        let pages = &sheets.main.pages;
        assert_eq!(pages.len(), 2);
        assert_eq!(pages[0].grids.len(), 6);
        assert!(
            pages[0]
                .grids
                .iter()
                .all(|g| !g.key && g.side / 9.0 >= CELL_FLOOR)
        );
        assert!(pages[1].grids.iter().all(|g| g.key));
        // Every grid lies inside the margins and no two overlap.
        for page in pages {
            for (i, a) in page.grids.iter().enumerate() {
                assert!(a.left >= 12.0 && a.left + a.side <= page.width - 12.0 + 1e-3);
                assert!(a.bottom >= 12.0 && a.bottom + a.side <= page.height - 12.0);
                for b in &page.grids[i + 1..] {
                    let apart = a.left + a.side <= b.left
                        || b.left + b.side <= a.left
                        || a.bottom + a.side <= b.bottom
                        || b.bottom + b.side <= a.bottom;
                    assert!(apart, "{a:?} {b:?}");
                }
            }
        }
    }

    #[test]
    fn box_lines_fall_on_box_edges_for_both_six_by_six_shapes() {
        for (w, h) in [(3, 2), (2, 3)] {
            let shape = Shape::new(w, h).unwrap();
            let sheets = typeset(&sample(shape, 1), &SheetOptions::default()).unwrap();
            let page = &sheets.main.pages[0];
            let g = page.grids[0];
            let cell = g.side / 6.0;
            let mut verticals: Vec<(f32, f32)> = page
                .items
                .iter()
                .filter_map(|it| match it {
                    Item::Stroke {
                        points,
                        closed: false,
                        width,
                    } if points.len() == 2 && points[0].0 == points[1].0 => {
                        Some((points[0].0, *width))
                    }
                    _ => None,
                })
                .collect();
            verticals.sort_by(|a, b| a.0.total_cmp(&b.0));
            assert_eq!(verticals.len(), 5);
            let thinnest = verticals.iter().map(|v| v.1).fold(f32::MAX, f32::min);
            // Bold every `w` cells: at 3 (3x2) or at 2 and 4 (2x3).
            let bold: Vec<usize> = (0..5)
                .filter(|&i| verticals[i].1 > thinnest + 1e-4)
                .map(|i| i + 1)
                .collect();
            let expect: Vec<usize> = (1..6).filter(|i| i % w == 0).collect();
            assert_eq!(bold, expect, "{shape}");
            for (i, v) in verticals.iter().enumerate() {
                assert!((v.0 - (g.left + (i + 1) as f32 * cell)).abs() < 1e-3);
            }
        }
    }

    #[test]
    fn too_many_a_page_says_how_many_fit() {
        let shape = Shape::new(3, 3).unwrap();
        let opts = SheetOptions {
            per_page: Some(40),
            ..SheetOptions::default()
        };
        let err = typeset(&sample(shape, 1), &opts).unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with("40 9x9 puzzles a page would get"),
            "{text}"
        );
        assert!(text.contains("at most 9 fit a page"), "{text}");
        let opts = SheetOptions {
            per_page: Some(0),
            ..SheetOptions::default()
        };
        assert_eq!(
            typeset(&sample(shape, 1), &opts),
            Err(LayoutError::ZeroPerPage)
        );
    }

    #[test]
    fn the_default_count_adapts_to_a_small_page() {
        let shape = Shape::new(3, 3).unwrap();
        let a5 = SheetOptions {
            page: PageSize::A5,
            ..SheetOptions::default()
        };
        assert_eq!(check(shape, &a5), Ok(4));
        let asked = SheetOptions {
            per_page: Some(6),
            ..a5
        };
        assert!(matches!(
            check(shape, &asked),
            Err(LayoutError::TooSmall { fits: 4, .. })
        ));
    }

    #[test]
    fn answers_separate_interleave_none() {
        let shape = Shape::new(2, 2).unwrap();
        let puzzles = sample(shape, 12);
        let with = |answers| {
            typeset(
                &puzzles,
                &SheetOptions {
                    answers,
                    ..SheetOptions::default()
                },
            )
            .unwrap()
        };
        let s = with(Answers::Separate);
        assert_eq!(s.main.pages.len(), 2);
        assert_eq!(s.answers.unwrap().pages.len(), 1);
        let s = with(Answers::Interleave);
        let keys: Vec<bool> = s.main.pages.iter().map(|p| p.grids[0].key).collect();
        assert_eq!(keys, [false, true, false, true]);
        assert_eq!(s.main.pages[1].grids.len(), 8);
        assert_eq!(with(Answers::None).main.pages.len(), 2);
    }

    /// Ink box of an item: (x0, y0, x1, y1), mm. A stroke's includes half
    /// its width; a fill's is its points' (Bézier curves lie within their
    /// control points); text's is its glyphs' ink as set.
    fn bbox(item: &Item) -> (f32, f32, f32, f32) {
        let span = |pts: &mut dyn Iterator<Item = (f32, f32)>| {
            pts.fold((f32::MAX, f32::MAX, f32::MIN, f32::MIN), |b, (x, y)| {
                (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y))
            })
        };
        match item {
            Item::Stroke {
                points,
                width,
                closed,
            } => {
                let (x0, y0, x1, y1) = span(&mut points.iter().copied());
                let h = width / 2.0;
                // Butt caps: an open straight line widens across only; a
                // closed path's miter corners stick out both ways.
                let across = !closed && points.len() == 2;
                let (hx, hy) = match (across, points[0].0 == points[1].0) {
                    (true, true) => (h, 0.0),
                    (true, false) if points[0].1 == points[1].1 => (0.0, h),
                    _ => (h, h),
                };
                (x0 - hx, y0 - hy, x1 + hx, y1 + hy)
            }
            Item::Fill { points, .. } => span(&mut points.iter().map(|p| (p.0, p.1))),
            Item::Text(t) => {
                let font = Font::weight(t.bold);
                let size = t.fitted_size();
                let (x0, y0, x1, y1) = font.ink(&t.text, size);
                let (x, y) = match t.align {
                    Align::Left => (t.x, t.y),
                    Align::Centre => (t.x - font.width(&t.text, size) / 2.0, t.y),
                    Align::InkCentre => (t.x - (x0 + x1) / 2.0, t.y - font.cap_height(size) / 2.0),
                };
                (x + x0, y + y0, x + x1, y + y1)
            }
        }
    }

    /// Every combination of page, print size, symbols and name line that
    /// lays out, for the shapes up to 9x9: the options and the sheets.
    fn every_sheet() -> Vec<(Shape, SheetOptions, Sheets)> {
        let mut out = Vec::new();
        for (w, h) in [(2, 2), (3, 2), (2, 3), (3, 3)] {
            let shape = Shape::new(w, h).unwrap();
            for page in [
                PageSize::A4,
                PageSize::LETTER,
                PageSize::A5,
                "100x140mm".parse().unwrap(),
            ] {
                for large_print in [false, true] {
                    for symbols in [Symbols::Digits, Symbols::Shapes] {
                        for name_line in [false, true] {
                            let opts = SheetOptions {
                                page,
                                large_print,
                                symbols,
                                name_line,
                                title: "Puzzles for the weekend".to_string(),
                                set_code: Some(set_code(7)),
                                ..SheetOptions::default()
                            };
                            let Ok(per_page) = check(shape, &opts) else {
                                continue;
                            };
                            let sheets = typeset(&sample(shape, per_page + 1), &opts).unwrap();
                            out.push((shape, opts, sheets));
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn headers_are_drawn_where_they_are_measured_and_keep_inside_the_margins() {
        let mut seen = 0;
        for (shape, opts, sheets) in every_sheet() {
            let style = Style::of(&opts);
            let m = opts.margin;
            for page in &sheets.main.pages {
                let key = page.grids[0].key;
                let header = if key {
                    Header::keys(&opts, &style)
                } else {
                    Header::puzzles(shape, &opts, &style)
                };
                let (_, bottom, _, h) = content_area(&opts, &style, &header);
                let top = bottom + h;
                let what = format!("{shape} {} {opts:?} key {key}", opts.page);
                assert!(page.items.starts_with(&header.items), "{what}");
                // The header inside the margins and over the grids' area;
                // everything else under it.
                for item in &header.items {
                    let b = bbox(item);
                    assert!(
                        b.0 >= m - 1e-3 && b.2 <= page.width - m + 1e-3,
                        "{what}: {item:?}"
                    );
                    assert!(b.1 >= top && b.3 <= page.height - m, "{what}: {item:?}");
                }
                for item in &page.items[header.items.len()..] {
                    let b = bbox(item);
                    assert!(b.3 <= top + 1e-3, "{what}: {item:?} over the top {top}");
                    assert!(
                        b.0 >= 0.0 && b.2 <= page.width && b.1 >= 0.0,
                        "{what}: {item:?}"
                    );
                }
                seen += 1;
            }
        }
        assert!(seen > 100, "{seen} pages");
    }

    #[test]
    fn shape_colours_differ_and_print_solid_in_grey_with_keys_lighter() {
        let clues: Vec<Paint> = SHAPE_COLOURS.iter().map(|&c| Paint::Rgb(c)).collect();
        let darkest_answer = clues
            .iter()
            .map(|p| p.key_tint().grey_level())
            .fold(f32::MAX, f32::min);
        for (i, a) in clues.iter().enumerate() {
            let g = a.grey_level();
            assert!((0.3..=0.62).contains(&g), "{}: grey {g}", SHAPE_NAMES[i]);
            assert!(
                g < darkest_answer,
                "{}: {g} vs {darkest_answer}",
                SHAPE_NAMES[i]
            );
            for (j, b) in clues.iter().enumerate().skip(i + 1) {
                let (Paint::Rgb(x), Paint::Rgb(y)) = (a, b) else {
                    unreachable!()
                };
                let d: f32 = x.iter().zip(y).map(|(p, q)| (p - q).abs()).sum();
                assert!(d > 0.3, "{} and {} alike", SHAPE_NAMES[i], SHAPE_NAMES[j]);
            }
        }
        assert_eq!(Paint::Grey(0.0).key_tint(), Paint::Grey(KEY_GREY));
        // On a sheet: each shape in its colour in the legend, the grids
        // and (lighter) the keys; black without colour.
        let shape = Shape::new(3, 2).unwrap();
        for colour in [false, true] {
            let opts = SheetOptions {
                symbols: Symbols::Shapes,
                colour,
                ..SheetOptions::default()
            };
            // No caption stars (black whatever the colour).
            let mut puzzles = sample(shape, 6);
            puzzles.iter_mut().for_each(|p| p.stars = 0);
            let sheets = typeset(&puzzles, &opts).unwrap();
            let mut paints = Vec::new();
            for page in &sheets.main.pages {
                for item in &page.items {
                    if let Item::Fill { paint, .. } = item
                        && !paints.contains(paint)
                    {
                        paints.push(*paint);
                    }
                }
            }
            let mut want: Vec<Paint> = if colour {
                clues[..6].to_vec()
            } else {
                vec![Paint::Grey(0.0)]
            };
            let tints: Vec<Paint> = want.iter().map(|p| p.key_tint()).collect();
            want.extend(tints);
            assert_eq!(paints.len(), want.len(), "colour {colour}: {paints:?}");
            assert!(want.iter().all(|p| paints.contains(p)), "{paints:?}");
        }
    }

    #[test]
    fn caption_stars_follow_the_caption_in_its_slot_over_the_grid() {
        assert_eq!(SHAPE_NAMES[usize::from(STAR) - 1], "star");
        for (w, h) in [(2, 2), (3, 2), (3, 3), (4, 4)] {
            let shape = Shape::new(w, h).unwrap();
            let mut puzzles = sample(shape, 12);
            // Captions long enough to shrink for their stars.
            for p in puzzles.iter_mut().skip(3) {
                p.caption = format!(
                    "#{} · {}",
                    p.number,
                    "g3-4x4-hard-rot180-1234567890 ".repeat(3)
                );
            }
            for large_print in [false, true] {
                let opts = SheetOptions {
                    large_print,
                    ..SheetOptions::default()
                };
                let m = opts.margin;
                let sheets = typeset(&puzzles, &opts).unwrap();
                for page in &sheets.main.pages {
                    let mut items = page.items.iter().peekable();
                    let mut seen = 0;
                    while let Some(item) = items.next() {
                        let Item::Text(t) = item else { continue };
                        let Some(g) = page.grids.iter().find(|g| {
                            t.text.starts_with('#')
                                && (t.x - g.left).abs() < 1e-3
                                && t.y > g.bottom + g.side
                        }) else {
                            continue;
                        };
                        let p = &puzzles[g.number - 1];
                        let (_, _, x1, _) = bbox(item);
                        let mut stars = Vec::new();
                        while let Some(Item::Fill { .. }) = items.peek() {
                            stars.push(bbox(items.next().unwrap()));
                        }
                        let what = format!("{shape} large {large_print} #{}", g.number);
                        assert_eq!(stars.len(), usize::from(p.stars), "{what}");
                        let mut left = x1;
                        for b in &stars {
                            assert!(b.0 > left, "{what}: {b:?} not after {left}");
                            assert!(b.1 > g.bottom + g.side, "{what}: {b:?} on the grid");
                            assert!(b.1 < t.y + 1.0 && b.3 > t.y, "{what}: {b:?} off {}", t.y);
                            left = b.2;
                        }
                        // Left of the next grid in the row, or of the margin.
                        let right = page
                            .grids
                            .iter()
                            .filter(|o| o.left > g.left + 1e-3 && o.bottom == g.bottom)
                            .map(|o| o.left)
                            .fold(page.width - m, f32::min);
                        assert!(left < right, "{what}: stars end {left} past {right}");
                        seen += 1;
                    }
                    assert_eq!(seen, page.grids.len(), "{shape}");
                }
            }
        }
    }

    #[test]
    fn childrens_puzzle_pages_say_what_to_do_and_key_pages_do_not() {
        let every = "Write 1 to 4 once in every row, column and box.";
        for (w, h, symbols, want) in [
            (2, 2, Symbols::Digits, Some(every)),
            (
                3,
                2,
                Symbols::Letters,
                Some("Write A to F once in every row, column and box."),
            ),
            (
                1,
                4,
                Symbols::Digits,
                Some("Write 1 to 4 once in every row and column."),
            ),
            (
                5,
                1,
                Symbols::Letters,
                Some("Write A to E once in every row and column."),
            ),
            (
                2,
                3,
                Symbols::Shapes,
                Some("Draw each shape once in every row, column and box:"),
            ),
            (
                3,
                3,
                Symbols::Shapes,
                Some("Draw each shape once in every row, column and box:"),
            ),
            (3, 3, Symbols::Digits, None),
            (4, 2, Symbols::Letters, None),
        ] {
            let shape = Shape::new(w, h).unwrap();
            for name_line in [false, true] {
                let opts = SheetOptions {
                    symbols,
                    name_line,
                    ..SheetOptions::default()
                };
                let sheets = typeset(&sample(shape, 9), &opts).unwrap();
                let mut pages = [0, 0];
                for page in &sheets.main.pages {
                    let key = page.grids[0].key;
                    let texts: Vec<&str> = page
                        .items
                        .iter()
                        .filter_map(|i| match i {
                            Item::Text(t) => Some(t.text.as_str()),
                            _ => None,
                        })
                        .collect();
                    // Title, the name line's two labels, then the line.
                    let at = if name_line && !key { 3 } else { 1 };
                    let found = texts
                        .iter()
                        .position(|t| t.starts_with("Write") || t.starts_with("Draw"));
                    let expect = if key { None } else { want.map(|_| at) };
                    assert_eq!(found, expect, "{shape} {symbols:?} key {key}: {texts:?}");
                    if let Some(at) = found {
                        assert_eq!(Some(texts[at]), want);
                    }
                    pages[usize::from(key)] += 1;
                }
                assert!(pages[0] > 0 && pages[1] > 0, "{shape}: {pages:?}");
            }
        }
    }

    #[test]
    fn the_legend_shows_every_shape_and_wraps_only_when_it_must() {
        // 9x9: on the sentence's line in normal print on A4, on a row of
        // their own in large print, on two rows on a narrow page.
        for (large_print, page, rows) in [
            (false, PageSize::A4, 0),
            (true, PageSize::A4, 1),
            (true, PageSize::A5, 1),
            (false, "60x120mm".parse().unwrap(), 2),
        ] {
            let opts = SheetOptions {
                page,
                large_print,
                margin: 5.0,
                symbols: Symbols::Shapes,
                ..SheetOptions::default()
            };
            let style = Style::of(&opts);
            let header = Header::puzzles(Shape::classic(), &opts, &style);
            let shapes: Vec<(f32, f32, f32, f32)> = header
                .items
                .iter()
                .filter(|i| matches!(i, Item::Fill { .. }))
                .map(bbox)
                .collect();
            assert_eq!(shapes.len(), 9, "{page}");
            let mut bottoms: Vec<i32> = shapes.iter().map(|b| b.1.round() as i32).collect();
            bottoms.sort();
            bottoms.dedup_by(|a, b| (*a - *b).abs() <= 1);
            assert_eq!(bottoms.len(), rows.max(1), "{page} large {large_print}");
            // The height grows by the rows of shapes, no more.
            let size = style.text * MM_PER_PT * LEGEND_SHAPE;
            let plain = Header::new("Sudoku", false, None, &opts, &style).height;
            let want =
                plain + style.text * MM_PER_PT * LEGEND_STEP + rows as f32 * size * LEGEND_ROW_STEP;
            assert!((header.height - want).abs() < 1e-3, "{page}");
        }
    }

    #[test]
    fn key_pages_carry_the_title_and_no_name_line_and_every_footer_the_set_code() {
        let shape = Shape::new(3, 3).unwrap();
        let opts = SheetOptions {
            title: "Week 3".to_string(),
            name_line: true,
            set_code: Some("K7QF2".to_string()),
            ..SheetOptions::default()
        };
        let sheets = typeset(&sample(shape, 7), &opts).unwrap();
        let texts = |page: &Page| -> Vec<String> {
            page.items
                .iter()
                .filter_map(|i| match i {
                    Item::Text(t) => Some(t.text.clone()),
                    _ => None,
                })
                .collect()
        };
        let pages = &sheets.main.pages;
        let total = pages.len();
        for (i, page) in pages.iter().enumerate() {
            let t = texts(page);
            let key = page.grids[0].key;
            let title = if key { "Week 3 - Answers" } else { "Week 3" };
            assert_eq!(t[0], title);
            assert_eq!(t.contains(&"Name".to_string()), !key, "page {}", i + 1);
            let footer = format!("Set K7QF2 · Page {} of {total}", i + 1);
            assert_eq!(t.last(), Some(&footer));
        }
        let separate = typeset(
            &sample(shape, 2),
            &SheetOptions {
                answers: Answers::Separate,
                ..opts
            },
        )
        .unwrap();
        assert_eq!(separate.answers.unwrap().title, "Week 3 - Answers");
    }

    #[test]
    fn set_codes_are_short_unambiguous_and_fixed_by_the_seed() {
        // Pinned: the same code for a seed on every platform and version
        // (these computed apart, from SplitMix64's definition).
        assert_eq!(
            [set_code(0), set_code(5), set_code(u64::MAX)],
            ["JTFXW", "U6S7M", "KQWPK"]
        );
        let codes: Vec<String> = (0..1000).map(set_code).collect();
        for c in &codes {
            assert_eq!(c.len(), SET_CODE_LEN);
            assert!(c.bytes().all(|b| SET_CODE_ALPHABET.contains(&b)), "{c}");
            assert!(!c.contains(['0', 'O', '1', 'I', 'L']), "{c}");
        }
        let mut distinct = codes.clone();
        distinct.sort();
        distinct.dedup();
        assert!(distinct.len() >= 999, "{} distinct", distinct.len());
        assert_eq!(Font::Regular.missing(&codes.concat()), None);
    }

    #[test]
    fn characters_the_font_lacks_are_refused_by_name() {
        let shape = Shape::new(3, 3).unwrap();
        for (title, ch) in [("Жук", 'Ж'), ("Sudoku 😀", '😀'), ("Σudoku", 'Σ')] {
            let opts = SheetOptions {
                title: title.to_string(),
                ..SheetOptions::default()
            };
            let want = LayoutError::MissingGlyph {
                ch,
                what: "title",
                text: title.to_string(),
            };
            assert_eq!(check(shape, &opts), Err(want.clone()));
            assert_eq!(typeset(&sample(shape, 1), &opts), Err(want));
        }
        let opts = SheetOptions {
            title: "Жук".to_string(),
            ..SheetOptions::default()
        };
        assert_eq!(
            check(shape, &opts).unwrap_err().to_string(),
            "the font has no glyph for 'Ж' (U+0416) in the title \"Жук\"; use characters \
             the font covers (Latin letters with the accents of Western and Central European \
             languages, digits and common punctuation)"
        );
        let mut puzzles = sample(shape, 2);
        puzzles[1].caption = "#2 · 한".to_string();
        let err = typeset(&puzzles, &SheetOptions::default()).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("the font has no glyph for '한' (U+D55C) in the caption \"#2 · 한\""),
            "{err}"
        );
        let opts = SheetOptions {
            set_code: Some("A\tB".to_string()),
            ..SheetOptions::default()
        };
        assert!(matches!(
            check(shape, &opts),
            Err(LayoutError::MissingGlyph {
                ch: '\t',
                what: "set code",
                ..
            })
        ));
    }
}
