//! The text formats: reading and writing puzzles.
//!
//! - **Line**: one puzzle a line, N*N symbols row by row, blanks as `.` or
//!   `0`; anything after the symbols, past whitespace, is a comment.
//! - **Grid**: N lines of N symbols, with optional spaces, `|` between boxes
//!   and `-+` rule lines between bands (as [`Grid::to_grid_text`] writes).
//!
//! One input may hold many puzzles in either format, mixed. Blank lines and
//! lines starting with `#` are skipped. Without a given shape, each puzzle's
//! shape is the conventional box for its side (81 symbols: 9x9 with 3x3
//! boxes); a side with no conventional box needs `--box`.

use crate::grid::{Grid, char_symbol, symbol_char};
use crate::shape::{CONVENTIONAL, MAX_SIDE, Shape};
use std::fmt;

/// A puzzle read from text, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The puzzle.
    pub grid: Grid,
    /// The 1-based line it starts on.
    pub line: usize,
    /// Text after the puzzle on a line-format line, if any.
    pub comment: Option<String>,
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
        /// The shape it does not fit.
        shape: Shape,
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
            ParseErrorKind::SymbolTooLarge { ch, value, shape } => {
                let n = shape.side();
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
            ParseErrorKind::StrayRule => {
                f.write_str("a '-+' rule line outside a grid; expected a puzzle line or grid row")
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

/// The value of one puzzle character: `Ok(0)` for a blank.
fn cell_value(ch: char, shape: Shape) -> Result<u8, ParseErrorKind> {
    if ch == '.' || ch == '0' {
        return Ok(0);
    }
    match char_symbol(ch) {
        Some(v) if (v as usize) <= shape.side() => Ok(v),
        Some(value) => Err(ParseErrorKind::SymbolTooLarge { ch, value, shape }),
        None => Err(ParseErrorKind::UnknownCharacter(ch)),
    }
}

fn is_rule(line: &str) -> bool {
    line.contains('-')
        && line
            .chars()
            .all(|c| matches!(c, '-' | '+' | '|' | '=') || c.is_whitespace())
}

/// A grid in grid format being read.
struct Block {
    shape: Shape,
    start: usize,
    cells: Vec<u8>,
}

/// Reads every puzzle in `text`. `shape`: the shape from `--box`/`--size`,
/// or `None` to infer each puzzle's shape from its size.
pub fn parse_text(text: &str, shape: Option<Shape>) -> Result<Vec<Parsed>, ParseError> {
    let mut out = Vec::new();
    let mut block: Option<Block> = None;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            if let Some(b) = &block {
                let n = b.shape.side();
                return Err(err(
                    line_no,
                    None,
                    ParseErrorKind::UnfinishedGrid {
                        rows: b.cells.len() / n,
                        expected: n,
                    },
                ));
            }
            continue;
        }
        if is_rule(line) {
            if block.is_none() {
                return Err(err(line_no, None, ParseErrorKind::StrayRule));
            }
            continue;
        }
        if block.is_none() {
            // A line-format puzzle: the first token has N*N symbols.
            let (token, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let len = token.chars().count();
            let line_shape = match shape {
                Some(s) if len == s.cells() => Some(s),
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
                Some(_) => None,
                None => match Shape::from_cell_count(len) {
                    Some(s) => Some(s),
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
                    None => None,
                },
            };
            if let Some(s) = line_shape {
                let n = s.side();
                let mut cells = Vec::with_capacity(len);
                for (k, ch) in token.chars().enumerate() {
                    let v = cell_value(ch, s)
                        .map_err(|kind| err(line_no, Some((k / n + 1, k % n + 1)), kind))?;
                    cells.push(v);
                }
                let rest = rest.trim();
                out.push(Parsed {
                    grid: Grid::from_cells(s, cells).expect("length and values checked"),
                    line: line_no,
                    comment: (!rest.is_empty()).then(|| rest.to_string()),
                });
                continue;
            }
        }
        // A grid row: its symbols, ignoring spaces and '|'.
        let symbols: Vec<char> = line
            .chars()
            .filter(|&c| c != '|' && !c.is_whitespace())
            .collect();
        let b = match &mut block {
            Some(b) => b,
            None => {
                let found = symbols.len();
                let s = match shape {
                    Some(s) if found == s.side() => s,
                    Some(s) => {
                        return Err(err(
                            line_no,
                            None,
                            ParseErrorKind::WrongLength { found, shape: s },
                        ));
                    }
                    None => Shape::conventional(found)
                        .map_err(|_| err(line_no, None, ParseErrorKind::NoShapeFits { found }))?,
                };
                block.insert(Block {
                    shape: s,
                    start: line_no,
                    cells: Vec::with_capacity(s.cells()),
                })
            }
        };
        let n = b.shape.side();
        let row = b.cells.len() / n + 1;
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
            let v =
                cell_value(ch, b.shape).map_err(|kind| err(line_no, Some((row, k + 1)), kind))?;
            b.cells.push(v);
        }
        if b.cells.len() == b.shape.cells() {
            let b = block.take().expect("block is open");
            out.push(Parsed {
                grid: Grid::from_cells(b.shape, b.cells).expect("length and values checked"),
                line: b.start,
                comment: None,
            });
        }
    }
    if let Some(b) = block {
        let n = b.shape.side();
        return Err(err(
            b.start,
            None,
            ParseErrorKind::UnfinishedGrid {
                rows: b.cells.len() / n,
                expected: n,
            },
        ));
    }
    if out.is_empty() {
        return Err(err(0, None, ParseErrorKind::Empty));
    }
    Ok(out)
}
