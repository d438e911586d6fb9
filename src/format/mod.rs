//! The text formats: reading and writing puzzles.
//!
//! - **Line**: one puzzle a line, N*N symbols row by row, blanks as `.` or
//!   `0`; anything after the symbols, past whitespace, is a comment.
//! - **Grid**: N lines of N symbols, with optional spaces, `|` between boxes
//!   and `-+` rule lines between bands (as [`Grid::to_grid_text`] writes).
//!
//! - **JSON lines**: one object a line with `puzzle` (line format), and
//!   optionally `shape` (`WxH`; a jigsaw's side, `9`), `solution`,
//!   `variant` (`classic`, `x`, `hyper`, `jigsaw`, `jigsaw+x`) and, for a
//!   jigsaw, `regions` (N*N letters row by row, the same letter for the
//!   cells of one region); other fields are ignored, so what `generate
//!   --format json` writes reads back.
//!
//! A variant's layout goes in a comment above its puzzles in the line and
//! grid formats: `# variant x`, `# variant hyper`, `# variant jigsaw
//! AAABBBCCC...` (the regions' letters, N*N of them), `# variant classic`
//! to end it. It holds for every puzzle below it up to the next `# variant`
//! comment (a jigsaw's regions for the puzzles of their side; others are
//! classic), or up to the line this tool writes above a run (`#
//! sudoku-press generate ...`), which starts classic. A jigsaw in grid
//! format draws no `|` or `-+` rules.
//!
//! One input may hold many puzzles in any of these, mixed. Blank lines and
//! lines starting with `#` are skipped. A puzzle's shape is, in order: the one
//! given (`--box`/`--size`); a JSON object's `shape`; for a grid, the box its
//! `|` and `-+` rules draw; the box a header comment names (`# box WxH`, or a
//! `--box WxH` in the comment line this tool writes above its output) for the
//! lines below it; the conventional box for its side (81 symbols: 9x9 with
//! 3x3 boxes). A side with no conventional box and nothing naming one needs
//! `--box`.
//!
//! A header comment names the box of the puzzle right below it, and of every
//! later one of that size until the next such comment: a box that is no box
//! (`# box 9x9`, an 81x81 grid), or one that does not fit the puzzle right
//! below it (`# box 2x3` above 81 symbols), is an error naming its line.
//!
//! No line is longer than [`MAX_LINE_BYTES`]; a reader that takes lines from
//! a stream stops at that many bytes, or at the first character that can
//! start no line ([`Reader::check_start`]), so that an endless input
//! is refused at once.
//!
//! What the tool writes of a puzzle's solution is recognised as that, not
//! read as another puzzle: the second token of a line-format line, and in grid
//! format a complete grid right after a puzzle (blank lines between, no
//! comment) that keeps its clues. Either becomes [`Parsed::solution`].
//!
//! [`Comments`] are what a text output writes above its puzzles for that.
//!
//! [`Reader`] takes one line at a time, so that a long input is answered while
//! it is read; [`parse_text`] reads a whole text.

mod comments;

pub use comments::Comments;

use crate::cages::{Cage, Cages, cages_of_text};
use crate::grid::{Grid, HOLE, char_symbol, symbol_char};
use crate::layout::{Feature, Layout, Variant};
use crate::regions::Regions;
use crate::relations::{Marks, Relations};
use crate::shape::{CONVENTIONAL, MAX_SIDE, MIN_SIDE, Shape, ShapeError};
use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;

/// The longest line of any format, in bytes: far above the longest puzzle
/// (a 25x25 puzzle with its solution and record in JSON is under 4 KiB).
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// A puzzle read from text, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The puzzle.
    pub grid: Grid,
    /// The 1-based line it starts on.
    pub line: usize,
    /// Text after the puzzle (and its solution) on a line-format line, if
    /// any.
    pub comment: Option<String>,
    /// The solution written with the puzzle, when the input carries one.
    pub solution: Option<Grid>,
}

/// A text input that is not a puzzle, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line of the input (0 when the input as a whole is at fault).
    pub line: usize,
    /// 1-based row and column of the grid, when the error is in a cell.
    pub cell: Option<(usize, usize)>,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a text input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Nothing but blank and comment lines.
    Empty,
    /// A character that is neither a symbol nor a blank.
    UnknownCharacter(char),
    /// A symbol larger than N.
    SymbolTooLarge {
        /// The character.
        ch: char,
        /// Its value.
        value: u8,
        /// The side N of the grid it does not fit.
        side: usize,
    },
    /// A line-format puzzle of the wrong length for the given shape.
    WrongLength {
        /// Symbols found.
        found: usize,
        /// The shape expected.
        shape: Shape,
    },
    /// A line with a symbol count that fits no conventional shape.
    NoShapeFits {
        /// Symbols found.
        found: usize,
    },
    /// A side with no conventional box: the user must pick one.
    AmbiguousShape {
        /// The grid side.
        side: usize,
    },
    /// A grid row with the wrong number of symbols.
    WrongRowLength {
        /// Symbols found.
        found: usize,
        /// Symbols expected.
        expected: usize,
    },
    /// Input ended (or a blank line came) in the middle of a grid.
    UnfinishedGrid {
        /// Rows read.
        rows: usize,
        /// Rows expected.
        expected: usize,
    },
    /// A `-+` rule line outside a grid.
    StrayRule,
    /// A line or grid with `-` places (a samurai's holes), or under
    /// `# variant samurai`, that fits no samurai's canvas.
    NoSamuraiFits {
        /// Places found: a line's, or a grid row's.
        found: usize,
        /// Whether `found` is a grid row's (else a line's).
        grid: bool,
    },
    /// A samurai's place that is a hole (`hole`) holding a symbol, or a
    /// cell holding `-`.
    SamuraiPlace {
        /// Whether the place is a hole.
        hole: bool,
    },
    /// A JSON line that is not a puzzle object.
    Json(String),
    /// A solution that is not complete or does not keep the puzzle's clues.
    BadSolution,
    /// A line longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// A `# box` comment naming a box that is no box of this tool.
    BadBoxComment(String),
    /// A `# variant` comment that names no layout, or one the puzzle
    /// cannot take: why.
    BadVariant(String),
    /// A JSON line's `"variant"`, `"regions"` or `"cages"` that make no
    /// layout: why.
    JsonVariant(String),
    /// A puzzle that does not fit the box a `# box` comment right above it
    /// names.
    BoxCommentMismatch {
        /// The box named.
        shape: Shape,
        /// The line of the comment.
        comment_line: usize,
        /// What the puzzle holds: symbols of a line, or a grid's side.
        found: usize,
        /// Whether `found` is a grid's side (else a line's symbols).
        grid: bool,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}", self.line)?;
            if let Some((r, c)) = self.cell {
                write!(f, ", row {r}, column {c}")?;
            }
            f.write_str(": ")?;
        }
        match self.kind {
            ParseErrorKind::Empty => {
                f.write_str("no puzzles in the input (only blank or comment lines)")
            }
            ParseErrorKind::UnknownCharacter(ch) => write!(
                f,
                "{} is not a symbol; expected 1-9, A-P, or '.' or '0' for a blank",
                quote(ch)
            ),
            ParseErrorKind::SymbolTooLarge { ch, value, side: n } => {
                let value = if value > 9 {
                    format!(" ({value})")
                } else {
                    String::new()
                };
                write!(
                    f,
                    "'{ch}'{value} is too large for a {n}x{n} grid, whose symbols are 1-{}",
                    symbol_char(n as u8)
                )
            }
            ParseErrorKind::WrongLength { found, shape } => {
                let n = shape.side();
                write!(
                    f,
                    "found {found} symbols; a {n}x{n} puzzle (box {shape}) has {} in line format, or {n} a row in grid format",
                    n * n
                )
            }
            ParseErrorKind::NoShapeFits { found } => write!(
                f,
                "found {found} symbols, which fits no puzzle; a puzzle line has N*N symbols ({}) and a grid row N; for other boxes give --box WxH",
                CONVENTIONAL
                    .iter()
                    .map(|(n, _)| format!("{} for {n}x{n}", n * n))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ParseErrorKind::AmbiguousShape { side } => write!(
                f,
                "a {side}x{side} grid has no conventional box; say which with --box (for example --box {}x1 or --box 1x{})",
                side, side
            ),
            ParseErrorKind::WrongRowLength { found, expected } => write!(
                f,
                "grid row has {found} symbols; expected {expected} like the rows above it"
            ),
            ParseErrorKind::UnfinishedGrid { rows, expected } => {
                write!(f, "grid ends after {rows} of its {expected} rows")
            }
            ParseErrorKind::NoSamuraiFits { found, grid } => {
                let what = if grid { "a grid row of" } else { "a line of" };
                write!(
                    f,
                    "{what} {found} places fits no samurai; a samurai is written as its canvas, \
                     '-' where no grid lies: rows of 8, 12 (3x2 boxes), 14 (2x3) or 21 places \
                     (4x4, 6x6, 9x9 grids), 64, 168 or 441 places on a line"
                )
            }
            ParseErrorKind::SamuraiPlace { hole: true } => f.write_str(
                "this place lies outside the samurai's five grids; expected '-'",
            ),
            ParseErrorKind::SamuraiPlace { hole: false } => f.write_str(
                "'-' at a place inside the samurai's grids; expected a symbol, or '.' or '0' for a blank",
            ),
            ParseErrorKind::StrayRule => {
                f.write_str("a '-+' rule line outside a grid; expected a puzzle line or grid row")
            }
            ParseErrorKind::Json(ref why) => write!(
                f,
                "{why}; expected a JSON object with \"puzzle\" (and optionally \"shape\" and \"solution\")"
            ),
            ParseErrorKind::BadSolution => {
                f.write_str("the solution is not complete or does not keep the puzzle's clues")
            }
            ParseErrorKind::LineTooLong => write!(
                f,
                "the line is longer than {} KiB, which no puzzle is; expected a puzzle a line",
                MAX_LINE_BYTES >> 10
            ),
            ParseErrorKind::BadBoxComment(ref why) => {
                write!(f, "the '# box' comment names no box this tool reads: {why}")
            }
            ParseErrorKind::JsonVariant(ref why) => write!(
                f,
                "{why}; expected \"variant\": \"x\", \"hyper\", \"jigsaw\" or \"jigsaw+x\" \
                 with \"regions\" (N*N letters, row by row), \"killer\" with \"cages\" \
                 ([{{\"sum\": 10, \"cells\": [0, 1]}}, ...], cells from 0), \"jigsaw+killer\" \
                 with both, \"samurai\", \"kropki\" (or \"greater\", \"futoshiki\", \
                 \"consecutive\", \"nonconsecutive\", \"odd-even\", \"thermo\") with its marks \
                 (\"greater\": [[a, b], ...], \"white\", \"black\", \"negative\": true, \
                 \"nonconsecutive\": true, \"odd\", \"even\", \"thermos\"), or \"classic\""
            ),
            ParseErrorKind::BadVariant(ref why) => write!(
                f,
                "{why}; expected '# variant x', '# variant hyper', '# variant jigsaw' or \
                 '# variant jigsaw+x' with the regions' letters (N*N, row by row), \
                 '# variant killer' with the cages (SUM=CELL,CELL,... from cell 0), \
                 '# variant jigsaw+killer' with the letters and the cages, \
                 '# variant samurai', '# variant kropki' (or greater, futoshiki, consecutive, \
                 nonconsecutive, odd-even, thermo) with its marks (greater=A>B,... white=A-B,... \
                 black=A-B,... negative nonconsecutive odd=C,... even=C,... thermo=A-B-C), or \
                 '# variant classic'"
            ),
            ParseErrorKind::BoxCommentMismatch {
                shape,
                comment_line,
                found,
                grid,
            } => {
                let n = shape.side();
                let what = if grid {
                    format!("a {found}x{found} grid")
                } else {
                    format!("{found} symbols")
                };
                write!(
                    f,
                    "{what}, but the '# box {shape}' on line {comment_line} is for a {n}x{n} \
                     puzzle ({} symbols, or {n} a row); put the right box above it, or none",
                    n * n
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

fn quote(ch: char) -> String {
    if ch.is_control() || ch == char::REPLACEMENT_CHARACTER || ch.is_whitespace() {
        format!("character {:?} (U+{:04X})", ch, ch as u32)
    } else {
        format!("'{ch}'")
    }
}

fn err(line: usize, cell: Option<(usize, usize)>, kind: ParseErrorKind) -> ParseError {
    ParseError { line, cell, kind }
}

/// The value of one puzzle character of a grid `side` cells on a side:
/// `Ok(0)` for a blank.
fn cell_value(ch: char, side: usize) -> Result<u8, ParseErrorKind> {
    if ch == '.' || ch == '0' {
        return Ok(0);
    }
    match char_symbol(ch) {
        Some(v) if (v as usize) <= side => Ok(v),
        Some(value) => Err(ParseErrorKind::SymbolTooLarge { ch, value, side }),
        None => Err(ParseErrorKind::UnknownCharacter(ch)),
    }
}

fn is_rule(line: &str) -> bool {
    line.starts_with(['-', '+', '|', '='])
        && line.contains('-')
        && line
            .chars()
            .all(|c| matches!(c, '-' | '+' | '|' | '=') || c.is_whitespace())
}

/// A grid in grid format being read: its side, where it starts, its cells
/// so far, and what its rules say of the box.
struct Block {
    /// Symbols a row: N, or a samurai canvas's columns.
    side: usize,
    /// Rows: N, or a samurai canvas's.
    rows: usize,
    /// A samurai's layout, when the grid is one (its holes are kept in
    /// `cells` as `HOLE_VALUE` until the end).
    samurai: Option<Arc<Layout>>,
    start: usize,
    cells: Vec<u8>,
    /// Symbols before the first `|` of the first row: the box width.
    width: Option<usize>,
    /// Rows before the first `-+` rule: the box height.
    height: Option<usize>,
    /// Whether only a rule under its first row can tell its box: a row of
    /// a side with no conventional or declared box and no `|` reads as a
    /// grid of Nx1 boxes only if a rule follows it.
    needs_rule: bool,
}

impl Block {
    /// The box its `|` and `-+` rules draw, when they draw one.
    fn ruled_shape(&self) -> Option<Shape> {
        let n = self.side;
        let (w, h) = match (self.width, self.height) {
            (Some(w), Some(h)) => (w, h),
            (Some(w), None) if w > 0 && n.is_multiple_of(w) => (w, n / w),
            (None, Some(h)) if h > 0 && n.is_multiple_of(h) => (n / h, h),
            _ => return None,
        };
        Shape::new(w, h).ok().filter(|s| s.side() == n)
    }

    /// The error of this grid cut short: a first row no rule followed is
    /// no grid at all.
    fn unfinished(&self) -> ParseError {
        let rows = self.cells.len() / self.side;
        let expected = self.rows;
        if self.needs_rule && self.height.is_none() {
            return err(
                self.start,
                None,
                ParseErrorKind::NoShapeFits { found: self.side },
            );
        }
        err(
            self.start,
            None,
            ParseErrorKind::UnfinishedGrid { rows, expected },
        )
    }
}

/// A samurai's hole among a grid's places while it is read.
const HOLE_VALUE: u8 = u8::MAX;

/// The shape a comment line names: `# box WxH`, or `--box WxH` anywhere in
/// it (the command line this tool writes above its text output). A word
/// that is not written `WxH` names nothing (`# box of ten`); one written so
/// that is no box of this tool (`# box 9x9`, an 81x81 grid) is an error.
fn comment_shape(comment: &str) -> Result<Option<Shape>, ShapeError> {
    let mut words = comment.trim_start_matches('#').split_whitespace();
    let named = match words.clone().next() {
        Some("box") => words.nth(1),
        _ => loop {
            match words.next() {
                Some("--box") => break words.next(),
                Some(_) => {}
                None => break None,
            }
        },
    };
    match named.map(str::parse::<Shape>) {
        None | Some(Err(ShapeError::Syntax(_))) => Ok(None),
        Some(Ok(shape)) => Ok(Some(shape)),
        Some(Err(e)) => Err(e),
    }
}

/// The cell value of each byte: 0 for the blanks `.` and `0`, the symbol's
/// value for `1`-`9`, `A`-`P` and `a`-`p`, and `u8::MAX` for anything else.
const BYTE_VALUE: [u8; 256] = {
    let mut table = [u8::MAX; 256];
    table[b'.' as usize] = 0;
    table[b'0' as usize] = 0;
    let mut b = 0;
    while b < 256 {
        if let Some(v) = char_symbol(b as u8 as char) {
            table[b] = v;
        }
        b += 1;
    }
    table
};

/// A line split at its first whitespace: the first token and the rest.
fn first_token(line: &str) -> (&str, &str) {
    let at = if line.is_ascii() {
        line.bytes().position(|b| b.is_ascii_whitespace())
    } else {
        line.find(char::is_whitespace)
    };
    match at {
        Some(at) => line.split_at(at),
        None => (line, ""),
    }
}

/// A puzzle line's symbols as cells of `shape`, errors at `line`.
fn line_cells(token: &str, shape: Shape, line: usize) -> Result<Vec<u8>, ParseError> {
    let n = shape.side();
    // The common case first: ASCII symbols and blanks, all in range.
    if token.len() == shape.cells() {
        let cells: Vec<u8> = token.bytes().map(|b| BYTE_VALUE[b as usize]).collect();
        if cells.iter().all(|&v| usize::from(v) <= n) {
            return Ok(cells);
        }
    }
    let mut cells = Vec::with_capacity(shape.cells());
    for (k, ch) in token.chars().enumerate() {
        let v = cell_value(ch, n).map_err(|kind| err(line, Some((k / n + 1, k % n + 1)), kind))?;
        cells.push(v);
    }
    if cells.len() != shape.cells() {
        return Err(err(
            line,
            None,
            ParseErrorKind::WrongLength {
                found: cells.len(),
                shape,
            },
        ));
    }
    Ok(cells)
}

/// `token` as the solution of `puzzle`: complete and keeping its clues.
fn solution_of(token: &str, puzzle: &Grid) -> Option<Grid> {
    let canvas = puzzle.layout().canvas();
    if !canvas.is_square() {
        let places: Vec<char> = token.chars().collect();
        if places.len() != canvas.rows() * canvas.cols() {
            return None;
        }
        let cells = canvas_cells(&places, puzzle.layout(), 0).ok()?;
        let grid = Grid::of_layout(puzzle.shared_layout().clone(), cells)?;
        return (grid.empty_cells() == 0 && grid.keeps_clues_of(puzzle)).then_some(grid);
    }
    let shape = puzzle.shape();
    if token.chars().count() != shape.cells() {
        return None;
    }
    let cells = token
        .chars()
        .map(|ch| cell_value(ch, shape.side()).ok().filter(|&v| v != 0))
        .collect::<Option<Vec<u8>>>()?;
    let grid = Grid::of_layout(puzzle.shared_layout().clone(), cells)?;
    grid.keeps_clues_of(puzzle).then_some(grid)
}

/// What the character at place `(r, c)` of a samurai's canvas holds:
/// `None` for a hole (which must hold [`HOLE`]), else its cell's value.
fn place_value(
    ch: char,
    r: usize,
    c: usize,
    layout: &Layout,
) -> Result<Option<u8>, ParseErrorKind> {
    match layout.canvas().cell_at(r, c) {
        None if ch == HOLE => Ok(None),
        None => Err(ParseErrorKind::SamuraiPlace { hole: true }),
        Some(_) if ch == HOLE => Err(ParseErrorKind::SamuraiPlace { hole: false }),
        Some(_) => cell_value(ch, layout.side()).map(Some),
    }
}

/// A samurai's cells from its canvas's places row by row, errors at `line`
/// naming the place's row and column.
fn canvas_cells(places: &[char], layout: &Layout, line: usize) -> Result<Vec<u8>, ParseError> {
    let canvas = layout.canvas();
    let cols = canvas.cols();
    let mut cells = Vec::with_capacity(layout.cells());
    for (k, &ch) in places.iter().enumerate() {
        let (r, c) = (k / cols, k % cols);
        let value =
            place_value(ch, r, c, layout).map_err(|kind| err(line, Some((r + 1, c + 1)), kind))?;
        cells.extend(value);
    }
    Ok(cells)
}

/// Whether the `-` of `places` (a canvas's first places, row by row) lie
/// where `layout`'s holes do.
fn holes_match(layout: &Layout, places: &[char]) -> bool {
    let canvas = layout.canvas();
    places.iter().enumerate().all(|(k, &ch)| {
        let (r, c) = (k / canvas.cols(), k % canvas.cols());
        (ch == HOLE) == canvas.cell_at(r, c).is_none()
    })
}

/// A JSON line: what this tool writes with `--format json`.
#[derive(serde::Deserialize)]
struct JsonPuzzle {
    shape: Option<String>,
    puzzle: String,
    solution: Option<String>,
    variant: Option<String>,
    regions: Option<String>,
    cages: Option<Vec<JsonCage>>,
    /// Marks between cells, each under its own name (`greater`, `white`,
    /// ...).
    #[serde(flatten)]
    marks: Marks,
}

/// A killer's cage in a JSON line.
#[derive(serde::Deserialize)]
struct JsonCage {
    sum: u32,
    cells: Vec<usize>,
}

/// What a `# variant` comment or a JSON line's `variant`, `regions` and
/// `cages` name.
struct Named {
    variant: Variant,
    /// A jigsaw's layout (its regions fix its side), with a killer's cages.
    jigsaw: Option<Arc<Layout>>,
    /// A killer's cages on boxes, checked on the puzzle's grid (whose
    /// shape gives the boxes and the side).
    cages: Option<Vec<Cage>>,
    /// A variant of marks' marks, checked on the puzzle's grid.
    marks: Option<Marks>,
}

/// The layout a `# variant` comment declares for the puzzles below it.
struct Declared {
    named: Named,
    /// The line of the comment.
    line: usize,
    /// The layout last built for a shape (X, hyper), to share.
    built: Option<Arc<Layout>>,
}

/// What `variant`, `regions`, `cages` and `marks` name: a jigsaw's own
/// layout (with its cages or marks), a killer's cages on boxes, or a
/// variant on boxes (built on the puzzle's shape).
fn variant_layout(
    variant: &str,
    regions: Option<&str>,
    cages: Option<Vec<Cage>>,
    marks: Marks,
) -> Result<Named, String> {
    let variant: Variant = variant.parse()?;
    let marks = match (variant.has_relations(), marks) {
        (true, marks) => Some(marks),
        (false, marks) if marks.is_empty() => None,
        (false, _) => return Err(format!("a {variant} puzzle has no marks between cells")),
    };
    if let Some(kind) = marks.as_ref().and_then(|m| foreign_mark(variant, m)) {
        return Err(format!("a {variant} puzzle has no {kind}"));
    }
    let cages = match (variant.has_cages(), cages) {
        (true, Some(cages)) => Some(cages),
        (true, None) => return Err(format!("a {variant} puzzle needs its cages")),
        (false, Some(_)) => return Err(format!("a {variant} puzzle has no cages")),
        (false, None) => None,
    };
    match (variant.is_jigsaw(), regions) {
        (true, Some(letters)) => {
            let regions =
                Regions::from_letters(letters).map_err(|e| format!("the regions: {e}"))?;
            let side = regions.side();
            let mut layout = Layout::jigsaw(regions, variant).map_err(|e| e.to_string())?;
            if let Some(cages) = cages {
                layout = layout
                    .with_cages(checked_cages(side, cages)?)
                    .map_err(|e| e.to_string())?;
            }
            if let Some(marks) = marks {
                layout = with_marks(layout, marks)?;
            }
            Ok(Named {
                variant,
                jigsaw: Some(Arc::new(layout)),
                cages: None,
                marks: None,
            })
        }
        (true, None) => Err(format!("a {variant} puzzle needs its regions' letters")),
        (false, Some(_)) => Err(format!("a {variant} puzzle has boxes, not regions")),
        (false, None) => Ok(Named {
            variant,
            jigsaw: None,
            cages,
            marks,
        }),
    }
}

/// The first kind of mark in `marks` that `variant`'s rules and pages do
/// not have (a kropki's dots on a greater-than), as its words name it.
fn foreign_mark(variant: Variant, marks: &Marks) -> Option<&'static str> {
    let has = |f| variant.has(f);
    let signs = has(Feature::Greater) || has(Feature::Futoshiki);
    let kinds = [
        (!marks.greater.is_empty(), signs, "greater"),
        (
            !marks.white.is_empty(),
            has(Feature::Kropki) || has(Feature::Consecutive),
            "white",
        ),
        (!marks.black.is_empty(), has(Feature::Kropki), "black"),
        (marks.negative, has(Feature::Kropki), "negative"),
        (
            marks.nonconsecutive,
            has(Feature::Consecutive) || has(Feature::Nonconsecutive),
            "nonconsecutive",
        ),
        (
            !marks.odd.is_empty() || !marks.even.is_empty(),
            has(Feature::OddEven),
            "odd or even",
        ),
        (!marks.thermos.is_empty(), has(Feature::Thermo), "thermo"),
    ];
    kinds
        .into_iter()
        .find(|&(marked, allowed, _)| marked && !allowed)
        .map(|(_, _, kind)| kind)
}

/// `layout` with the relations of `marks`, checked on its side.
fn with_marks(layout: Layout, marks: Marks) -> Result<Layout, String> {
    let relations = Relations::new(layout.side(), marks).map_err(|e| format!("the marks: {e}"))?;
    layout.with_relations(relations).map_err(|e| e.to_string())
}

/// `cages` checked on a grid of side `side`.
fn checked_cages(side: usize, cages: Vec<Cage>) -> Result<Cages, String> {
    Cages::new(side, cages).map_err(|e| format!("the cages: {e}"))
}

/// The layout of a puzzle of `shape` under what `named` names (a
/// jigsaw's layout, when of the puzzle's side).
fn layout_of(
    shape: Shape,
    named: &Named,
    built: &mut Option<Arc<Layout>>,
) -> Result<Arc<Layout>, String> {
    let variant = named.variant;
    if let Some(layout) = &named.jigsaw {
        if layout.side() != shape.side() {
            let n = layout.side();
            return Err(format!(
                "the regions are for a {n}x{n} grid, not a {0}x{0} one",
                shape.side()
            ));
        }
        return Ok(layout.clone());
    }
    if variant == Variant::CLASSIC {
        return Ok(Layout::shared_classic(shape));
    }
    if variant.has(Feature::Samurai) {
        return Layout::shared_samurai(shape).ok_or_else(|| {
            let e = Layout::samurai(shape).expect_err("no shared samurai of this shape");
            e.to_string()
        });
    }
    // A futoshiki's rows are its only boxes, whatever its length tells.
    let shape = variant.shape_of(shape);
    if let Some(b) = built.as_ref().filter(|b| b.shape() == shape) {
        return Ok(b.clone());
    }
    let mut layout = Layout::new(shape, variant).map_err(|e| e.to_string())?;
    if let Some(cages) = &named.cages {
        layout = layout
            .with_cages(checked_cages(shape.side(), cages.clone())?)
            .map_err(|e| e.to_string())?;
    }
    if let Some(marks) = &named.marks {
        layout = with_marks(layout, marks.clone())?;
    }
    let layout = Arc::new(layout);
    *built = Some(layout.clone());
    Ok(layout)
}

/// Reads puzzles one line at a time: [`Reader::push_line`] each line, take
/// what is ready with [`Reader::next_puzzle`], and [`Reader::finish`] at the
/// end. A grid-format puzzle is ready when the next puzzle or comment starts
/// (its solution grid may follow it); any other at once.
pub struct Reader {
    given: Option<Shape>,
    /// The layout a `# variant` comment declared for the puzzles below.
    variant: Option<Declared>,
    declared: Option<Shape>,
    /// The line of the comment that declared the box, while no puzzle has
    /// come below it yet.
    declared_above: Option<usize>,
    line: usize,
    block: Option<Block>,
    pending: Option<Parsed>,
    ready: VecDeque<Parsed>,
    found: bool,
}

impl Reader {
    /// A reader; `shape` is the one given by `--box`/`--size`, or `None` to
    /// tell each puzzle's shape from the input.
    pub fn new(shape: Option<Shape>) -> Reader {
        Reader {
            given: shape,
            variant: None,
            declared: None,
            declared_above: None,
            line: 0,
            block: None,
            pending: None,
            ready: VecDeque::new(),
            found: false,
        }
    }

    /// The next puzzle read in full, in input order.
    pub fn next_puzzle(&mut self) -> Option<Parsed> {
        self.ready.pop_front()
    }

    /// Ends the input: the last puzzle is ready, or the error of an
    /// unfinished grid or of an input with no puzzles.
    pub fn finish(&mut self) -> Result<(), ParseError> {
        if let Some(b) = self.block.take() {
            return Err(b.unfinished());
        }
        self.flush();
        if !self.found {
            return Err(err(0, None, ParseErrorKind::Empty));
        }
        Ok(())
    }

    fn flush(&mut self) {
        if let Some(p) = self.pending.take() {
            self.ready.push_back(p);
        }
    }

    fn emit(&mut self, p: Parsed) {
        self.flush();
        self.found = true;
        self.ready.push_back(p);
    }

    /// Reads the next line of the input (with or without its line ending).
    /// A line longer than [`MAX_LINE_BYTES`] is the caller's to refuse
    /// ([`Reader::too_long`]) before it is read whole.
    pub fn push_line(&mut self, raw: &str) -> Result<(), ParseError> {
        self.line += 1;
        let line_no = self.line;
        let raw = if line_no == 1 {
            raw.strip_prefix('\u{feff}').unwrap_or(raw)
        } else {
            raw
        };
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            return self.blank_or_comment(line);
        }
        if is_rule(line) {
            let Some(b) = &mut self.block else {
                return Err(err(line_no, None, ParseErrorKind::StrayRule));
            };
            if b.height.is_none() {
                b.height = Some(b.cells.len() / b.side);
            }
            return Ok(());
        }
        if self.block.is_none() {
            if line.starts_with('{') {
                let p = self.json_line(line, line_no)?;
                self.emit(p);
                return Ok(());
            }
            if let Some(p) = self.puzzle_line(line, line_no)? {
                self.emit(p);
                return Ok(());
            }
        }
        self.grid_row(line, line_no)
    }

    /// A blank or `#` comment line: the end of a pair of puzzle and
    /// solution, and maybe the box of the lines below.
    fn blank_or_comment(&mut self, line: &str) -> Result<(), ParseError> {
        if let Some(b) = &self.block {
            return Err(b.unfinished());
        }
        if line.starts_with('#') {
            self.flush();
            self.variant_comment(line)?;
            if self.given.is_some() {
                return Ok(());
            }
            let named = comment_shape(line).map_err(|e| {
                err(
                    self.line,
                    None,
                    ParseErrorKind::BadBoxComment(e.to_string()),
                )
            })?;
            if let Some(s) = named {
                self.declared = Some(s);
                self.declared_above = Some(self.line);
            }
        }
        Ok(())
    }

    /// A `# variant V [REGIONS]` comment: the layout of the puzzles below.
    /// The line this tool writes above a run (`# sudoku-press ...`) starts
    /// its puzzles afresh: classic until a `# variant` says otherwise.
    fn variant_comment(&mut self, line: &str) -> Result<(), ParseError> {
        let mut words = line.trim_start_matches('#').split_whitespace();
        match words.next() {
            Some("variant") => {}
            Some("sudoku-press") => {
                self.variant = None;
                return Ok(());
            }
            _ => return Ok(()),
        }
        let bad = |why: String| err(self.line, None, ParseErrorKind::BadVariant(why));
        let name = words
            .next()
            .ok_or_else(|| bad("no variant named".to_string()))?;
        let variant: Variant = name.parse().map_err(bad)?;
        let regions = if variant.is_jigsaw() {
            words.next()
        } else {
            None
        };
        let rest: Vec<&str> = words.collect();
        let (mut cages, mut marks) = (None, Marks::default());
        if variant.has_cages() && !rest.is_empty() {
            cages =
                Some(cages_of_text(&rest.join(" ")).map_err(|e| bad(format!("the cages: {e}")))?);
        } else if variant.has_relations() {
            marks =
                Marks::from_text(&rest.join(" ")).map_err(|e| bad(format!("the marks: {e}")))?;
        } else if let Some(extra) = rest.first() {
            return Err(bad(format!("'{extra}' after the variant")));
        }
        let named = variant_layout(name, regions, cages, marks).map_err(bad)?;
        self.variant = (variant != Variant::CLASSIC).then_some(Declared {
            named,
            line: self.line,
            built: None,
        });
        Ok(())
    }

    /// The declared jigsaw's shape, when its side is `side`.
    fn jigsaw_shape(&self, side: usize) -> Option<Shape> {
        let layout = self.variant.as_ref()?.named.jigsaw.as_ref()?;
        (layout.side() == side).then(|| layout.shape())
    }

    /// The layout for a puzzle of `shape` starting at `line`: the declared
    /// variant's (a jigsaw's only for its side), else the classic.
    fn layout_for(&mut self, shape: Shape, line: usize) -> Result<Arc<Layout>, ParseError> {
        let Some(d) = &mut self.variant else {
            return Ok(Layout::shared_classic(shape));
        };
        // A declared jigsaw of another side, or a samurai (which reads
        // its own lines and grids), leaves a puzzle classic.
        if d.named.variant.has(Feature::Samurai)
            || d.named
                .jigsaw
                .as_ref()
                .is_some_and(|j| j.side() != shape.side())
        {
            return Ok(Layout::shared_classic(shape));
        }
        let declared_at = d.line;
        layout_of(shape, &d.named, &mut d.built).map_err(|why| {
            err(
                line,
                None,
                ParseErrorKind::BadVariant(format!(
                    "{why} (the '# variant' of line {declared_at})"
                )),
            )
        })
    }

    /// Checks a puzzle starting at `line` against the box a comment right
    /// above it declared: `found` symbols on a line, or a grid of side
    /// `found` (`grid`). Later puzzles of other sizes take their
    /// conventional box.
    fn fits_declared(&mut self, found: usize, grid: bool, line: usize) -> Result<(), ParseError> {
        let (Some(shape), Some(comment_line)) = (self.declared, self.declared_above.take()) else {
            return Ok(());
        };
        let fits = if grid {
            shape.side() == found
        } else {
            shape.cells() == found
        };
        if fits {
            return Ok(());
        }
        Err(err(
            line,
            None,
            ParseErrorKind::BoxCommentMismatch {
                shape,
                comment_line,
                found,
                grid,
            },
        ))
    }

    /// The error of the next line when it is longer than
    /// [`MAX_LINE_BYTES`], for a reader that stops reading it there.
    pub fn too_long(&self) -> ParseError {
        err(self.line + 1, None, ParseErrorKind::LineTooLong)
    }

    /// Checks the start of the next line, before the whole of it is read:
    /// an error at once when its first character (past blanks) can start
    /// no line of any format, so that the whole line would be refused too.
    /// `Ok(true)` when it may, `Ok(false)` when `start` holds no such
    /// character yet (only blanks).
    pub fn check_start(&self, start: &str) -> Result<bool, ParseError> {
        let line_no = self.line + 1;
        let start = if line_no == 1 {
            start.strip_prefix('\u{feff}').unwrap_or(start)
        } else {
            start
        };
        let Some(ch) = start.chars().find(|c| !c.is_whitespace()) else {
            return Ok(false);
        };
        if ch.is_ascii_alphanumeric() || matches!(ch, '#' | '{' | '.' | '-' | '+' | '|' | '=') {
            return Ok(true);
        }
        let row = self
            .block
            .as_ref()
            .map_or(1, |b| b.cells.len() / b.side + 1);
        Err(err(
            line_no,
            Some((row, 1)),
            ParseErrorKind::UnknownCharacter(ch),
        ))
    }

    /// The shape for `cells` symbols read without one given: the declared
    /// one when it fits, else the conventional one.
    fn shape_for_cells(&self, cells: usize) -> Option<Shape> {
        let side = cells.isqrt();
        let latin = (self.variant.as_ref())
            .filter(|d| d.named.variant.is_latin())
            .and_then(|_| Shape::new(side, 1).ok());
        self.jigsaw_shape(side)
            .or(latin)
            .filter(|_| side * side == cells)
            .or(self.declared.filter(|s| s.cells() == cells))
            .or_else(|| Shape::from_cell_count(cells))
    }

    /// Whether a `# variant samurai` holds for the puzzles below.
    fn samurai_declared(&self) -> bool {
        self.variant
            .as_ref()
            .is_some_and(|d| d.named.variant.has(Feature::Samurai))
    }

    /// Of the samurai `candidates`, the one of the box given, else of the
    /// box declared above, else the first whose holes `fits` says match.
    fn pick_samurai(
        &self,
        candidates: impl Iterator<Item = Arc<Layout>>,
        fits: impl Fn(&Layout) -> bool,
    ) -> Option<Arc<Layout>> {
        let candidates: Vec<Arc<Layout>> = candidates
            .filter(|l| self.given.is_none_or(|s| l.shape() == s))
            .collect();
        let declared = self
            .declared
            .and_then(|s| candidates.iter().find(|l| l.shape() == s));
        declared
            .or_else(|| candidates.iter().find(|l| fits(l)))
            .or(candidates.first())
            .cloned()
    }

    /// A puzzle line's puzzle, `grid`, with what follows it on the line
    /// (`rest`): its solution when it is one, and a comment.
    fn line_parsed(grid: Grid, rest: &str, line_no: usize) -> Parsed {
        let rest = rest.trim();
        let (solution_token, after) = first_token(rest);
        let solution = solution_of(solution_token, &grid);
        let comment = if solution.is_some() {
            after.trim()
        } else {
            rest
        };
        Parsed {
            grid,
            line: line_no,
            comment: (!comment.is_empty()).then(|| comment.to_string()),
            solution,
        }
    }

    /// A line-format puzzle, if `line` is one (else a grid row).
    fn puzzle_line(&mut self, line: &str, line_no: usize) -> Result<Option<Parsed>, ParseError> {
        let (token, rest) = first_token(line);
        let len = token.chars().count();
        // A samurai: declared above, or told by its holes. A token no
        // longer than a grid row may be one (a samurai's row without
        // spaces).
        if self.samurai_declared() || token.contains(HOLE) {
            let places: Vec<char> = token.chars().collect();
            let found =
                self.pick_samurai(Layout::samurai_of_places(len), |l| holes_match(l, &places));
            if let Some(layout) = found {
                // Its canvas's places row by row, `-` for the holes.
                self.declared_above = None;
                let cells = canvas_cells(&places, &layout, line_no)?;
                let grid = Grid::of_layout(layout, cells).expect("a cell a place");
                return Ok(Some(Reader::line_parsed(grid, rest, line_no)));
            }
            // Holes on a line that fits no puzzle at all: a samurai's, cut
            // or padded. A classic puzzle's length reads on, its `-` named
            // at its place.
            if token.contains(HOLE) && len > MAX_SIDE && self.shape_for_cells(len).is_none() {
                let kind = ParseErrorKind::NoSamuraiFits {
                    found: len,
                    grid: false,
                };
                return Err(err(line_no, None, kind));
            }
        }
        if self.given.is_none() {
            // Right below a `# box` comment, a row as long as its grid's
            // side starts a grid (16 symbols under `# box 4x4`).
            if self.declared_above.is_some() && self.declared.is_some_and(|s| s.side() == len) {
                return Ok(None);
            }
            if len > MAX_SIDE || self.shape_for_cells(len).is_some() {
                self.fits_declared(len, false, line_no)?;
            }
        }
        let shape = match self.given {
            Some(s) if len == s.cells() => s,
            Some(s) if len > MAX_SIDE => {
                return Err(err(
                    line_no,
                    None,
                    ParseErrorKind::WrongLength {
                        found: len,
                        shape: s,
                    },
                ));
            }
            Some(_) => return Ok(None),
            None => match self.shape_for_cells(len) {
                Some(s) => s,
                // Longer than any grid row: meant as a puzzle line.
                None if len > MAX_SIDE => {
                    let side = len.isqrt();
                    let kind = if side * side == len && side <= MAX_SIDE {
                        ParseErrorKind::AmbiguousShape { side }
                    } else {
                        ParseErrorKind::NoShapeFits { found: len }
                    };
                    return Err(err(line_no, None, kind));
                }
                None => return Ok(None),
            },
        };
        let cells = line_cells(token, shape, line_no)?;
        let layout = self.layout_for(shape, line_no)?;
        let grid = Grid::of_layout(layout, cells).expect("length and values checked");
        Ok(Some(Reader::line_parsed(grid, rest, line_no)))
    }

    /// A JSON object line.
    fn json_line(&mut self, line: &str, line_no: usize) -> Result<Parsed, ParseError> {
        let bad = |why: String| err(line_no, None, ParseErrorKind::Json(why));
        let mut j: JsonPuzzle = serde_json::from_str(line).map_err(|e| bad(e.to_string()))?;
        let cages = j.cages.take().map(|cages| {
            cages
                .into_iter()
                .map(|k| Cage {
                    sum: k.sum,
                    cells: k.cells,
                })
                .collect()
        });
        let own = match &j.variant {
            Some(v) => Some(
                variant_layout(v, j.regions.as_deref(), cages, j.marks.clone())
                    .map_err(|why| err(line_no, None, ParseErrorKind::JsonVariant(why)))?,
            ),
            None if j.regions.is_some() => {
                return Err(bad("\"regions\" without \"variant\"".to_string()));
            }
            None if cages.is_some() => {
                return Err(bad("\"cages\" without \"variant\"".to_string()));
            }
            None if !j.marks.is_empty() => {
                return Err(bad("marks between cells without \"variant\"".to_string()));
            }
            None => None,
        };
        let samurai = match &own {
            Some(named) => named.variant.has(Feature::Samurai),
            // Holes tell a samurai only at a samurai's length; a classic
            // puzzle's `-` is named at its place.
            None => {
                let len = j.puzzle.chars().count();
                j.puzzle.contains(HOLE) && Layout::samurai_of_places(len).next().is_some()
            }
        };
        let grid = match samurai {
            true => self.json_samurai(&j, line_no)?,
            false => self.json_grid(&j, own, line_no)?,
        };
        let solution = match &j.solution {
            Some(text) => Some(
                solution_of(text, &grid)
                    .ok_or_else(|| err(line_no, None, ParseErrorKind::BadSolution))?,
            ),
            None => None,
        };
        Ok(Parsed {
            grid,
            line: line_no,
            comment: None,
            solution,
        })
    }

    /// A JSON line's puzzle on one grid: its own layout (`own`), or the
    /// one declared above, on its `shape` or the one its length tells.
    fn json_grid(
        &mut self,
        j: &JsonPuzzle,
        own: Option<Named>,
        line_no: usize,
    ) -> Result<Grid, ParseError> {
        let bad = |why: String| err(line_no, None, ParseErrorKind::Json(why));
        let jigsaw_side = own
            .as_ref()
            .and_then(|n| n.jigsaw.as_ref())
            .map(|l| l.side());
        let shape = match (self.given, &j.shape, jigsaw_side) {
            (Some(s), _, _) => s,
            // A jigsaw's shape is its side, which its regions tell.
            (None, text, Some(n)) => {
                if let Some(text) = text
                    && text.trim() != n.to_string()
                {
                    return Err(bad(format!(
                        "\"shape\": '{text}' for a jigsaw whose regions make a {n}x{n} grid; expected \"{n}\""
                    )));
                }
                self.declared_above = None;
                Shape::new(n, 1).expect("regions have a side of 4 to 25")
            }
            (None, Some(text), None) => {
                // Its own shape wins over a comment's.
                self.declared_above = None;
                text.parse().map_err(|e| bad(format!("\"shape\": {e}")))?
            }
            (None, None, None) => {
                let len = j.puzzle.chars().count();
                self.fits_declared(len, false, line_no)?;
                self.shape_for_cells(len)
                    .ok_or_else(|| err(line_no, None, ParseErrorKind::NoShapeFits { found: len }))?
            }
        };
        let cells = line_cells(&j.puzzle, shape, line_no)?;
        let layout = match own {
            Some(named) => layout_of(shape, &named, &mut None)
                .map_err(|why| err(line_no, None, ParseErrorKind::JsonVariant(why)))?,
            None => self.layout_for(shape, line_no)?,
        };
        Ok(Grid::of_layout(layout, cells).expect("length and values checked"))
    }

    /// A samurai's JSON line: its `shape` (or the box given or declared, or
    /// the holes of its `puzzle`), its canvas's places in `puzzle` and
    /// `solution`.
    fn json_samurai(&mut self, j: &JsonPuzzle, line_no: usize) -> Result<Grid, ParseError> {
        let places: Vec<char> = j.puzzle.chars().collect();
        let own = match &j.shape {
            Some(text) => {
                let bad = |why: String| err(line_no, None, ParseErrorKind::JsonVariant(why));
                let shape: Shape = text.parse().map_err(|e| bad(format!("\"shape\": {e}")))?;
                Some(
                    layout_of(
                        shape,
                        &variant_layout("samurai", None, None, Marks::default()).map_err(bad)?,
                        &mut None,
                    )
                    .map_err(bad)?,
                )
            }
            None => None,
        };
        self.declared_above = None;
        let layout = match own {
            Some(layout) => layout,
            None => self
                .pick_samurai(Layout::samurai_of_places(places.len()), |l| {
                    holes_match(l, &places)
                })
                .ok_or_else(|| {
                    let kind = ParseErrorKind::NoSamuraiFits {
                        found: places.len(),
                        grid: false,
                    };
                    err(line_no, None, kind)
                })?,
        };
        let canvas = layout.canvas();
        if places.len() != canvas.rows() * canvas.cols() {
            let kind = ParseErrorKind::NoSamuraiFits {
                found: places.len(),
                grid: false,
            };
            return Err(err(line_no, None, kind));
        }
        let cells = canvas_cells(&places, &layout, line_no)?;
        Ok(Grid::of_layout(layout, cells).expect("a cell a place"))
    }

    /// The samurai a grid whose first row is `symbols` is: declared above or
    /// told by its holes, and as wide as its canvas.
    fn samurai_grid(&self, symbols: &[char]) -> Option<Arc<Layout>> {
        if !self.samurai_declared() && !symbols.contains(&HOLE) {
            return None;
        }
        let width = symbols.len();
        let candidates = Layout::samurais().filter(|l| l.canvas().cols() == width);
        // None: a grid row of its own width, its `-` named at its place.
        self.pick_samurai(candidates, |l| holes_match(l, symbols))
    }

    /// A row of a grid-format puzzle: its symbols, ignoring spaces and `|`.
    fn grid_row(&mut self, line: &str, line_no: usize) -> Result<(), ParseError> {
        let symbols: Vec<char> = line
            .chars()
            .filter(|&c| c != '|' && !c.is_whitespace())
            .collect();
        // The first row of a samurai's grid.
        if self.block.is_none()
            && let Some(layout) = self.samurai_grid(&symbols)
        {
            self.declared_above = None;
            let canvas = layout.canvas();
            self.block = Some(Block {
                side: canvas.cols(),
                rows: canvas.rows(),
                start: line_no,
                cells: Vec::with_capacity(canvas.rows() * canvas.cols()),
                width: None,
                height: None,
                needs_rule: false,
                samurai: Some(layout),
            });
        }
        // The first row of a grid: is it the size a comment above declared?
        if self.block.is_none()
            && self.given.is_none()
            && (MIN_SIDE..=MAX_SIDE).contains(&symbols.len())
        {
            self.fits_declared(symbols.len(), true, line_no)?;
        }
        let b = match &mut self.block {
            Some(b) => b,
            None => {
                let found = symbols.len();
                match self.given {
                    Some(s) if found != s.side() => {
                        return Err(err(
                            line_no,
                            None,
                            ParseErrorKind::WrongLength { found, shape: s },
                        ));
                    }
                    None if !(MIN_SIDE..=MAX_SIDE).contains(&found) => {
                        return Err(err(line_no, None, ParseErrorKind::NoShapeFits { found }));
                    }
                    _ => {}
                }
                // Without a given, conventional or declared box for its side,
                // a grid must draw its box with `|`, or be one box wide (Nx1
                // boxes, which only a `-` rule under this row can tell).
                let needs_rule = self.given.is_none()
                    && Shape::conventional(found).is_err()
                    && self.jigsaw_shape(found).is_none()
                    && self.declared.is_none_or(|s| s.side() != found)
                    && !line.contains('|');
                if needs_rule && Shape::new(found, 1).is_err() {
                    return Err(err(line_no, None, ParseErrorKind::NoShapeFits { found }));
                }
                let width = line
                    .find('|')
                    .map(|at| line[..at].chars().filter(|c| !c.is_whitespace()).count());
                self.block.insert(Block {
                    side: found,
                    rows: found,
                    samurai: None,
                    start: line_no,
                    cells: Vec::with_capacity(found * found),
                    width,
                    height: None,
                    needs_rule,
                })
            }
        };
        let n = b.side;
        let row = b.cells.len() / n + 1;
        if row == 2 && b.needs_rule && b.height.is_none() {
            return Err(b.unfinished());
        }
        if symbols.len() != n {
            return Err(err(
                line_no,
                None,
                ParseErrorKind::WrongRowLength {
                    found: symbols.len(),
                    expected: n,
                },
            ));
        }
        for (k, &ch) in symbols.iter().enumerate() {
            let at = |kind| err(line_no, Some((row, k + 1)), kind);
            let v = match &b.samurai {
                Some(layout) => place_value(ch, row - 1, k, layout)
                    .map_err(at)?
                    .unwrap_or(HOLE_VALUE),
                None => cell_value(ch, n).map_err(at)?,
            };
            b.cells.push(v);
        }
        if b.cells.len() < n * b.rows {
            return Ok(());
        }
        let b = self.block.take().expect("block is open");
        if let Some(layout) = b.samurai {
            let cells = b.cells.into_iter().filter(|&v| v != HOLE_VALUE).collect();
            let grid = Grid::of_layout(layout, cells).expect("a cell a place");
            return self.grid_read(grid, b.start);
        }
        let shape = match self.given {
            Some(s) => s,
            None => self
                .jigsaw_shape(n)
                .or(b.ruled_shape())
                .or(self.declared.filter(|s| s.side() == n))
                .or_else(|| Shape::conventional(n).ok())
                .ok_or_else(|| err(b.start, None, ParseErrorKind::AmbiguousShape { side: n }))?,
        };
        let layout = self.layout_for(shape, b.start)?;
        let grid = Grid::of_layout(layout, b.cells).expect("length and values checked");
        self.grid_read(grid, b.start)
    }

    /// A grid read whole from line `start`: a puzzle, or the solution of
    /// the one before.
    fn grid_read(&mut self, grid: Grid, start: usize) -> Result<(), ParseError> {
        self.found = true;
        // A complete grid right after a puzzle it solves is that solution.
        if let Some(p) = &mut self.pending
            && p.solution.is_none()
            && p.grid.empty_cells() > 0
            && grid.empty_cells() == 0
            && grid.keeps_clues_of(&p.grid)
        {
            p.solution = Some(grid);
            self.flush();
            return Ok(());
        }
        self.flush();
        self.pending = Some(Parsed {
            grid,
            line: start,
            comment: None,
            solution: None,
        });
        Ok(())
    }
}

/// Reads every puzzle in `text`. `shape`: the shape from `--box`/`--size`,
/// or `None` to tell each puzzle's shape from the input.
pub fn parse_text(text: &str, shape: Option<Shape>) -> Result<Vec<Parsed>, ParseError> {
    let mut reader = Reader::new(shape);
    let mut out = Vec::new();
    for line in text.lines() {
        if line.len() > MAX_LINE_BYTES {
            return Err(reader.too_long());
        }
        reader.push_line(line)?;
        out.extend(std::iter::from_fn(|| reader.next_puzzle()));
    }
    reader.finish()?;
    out.extend(std::iter::from_fn(|| reader.next_puzzle()));
    Ok(out)
}
