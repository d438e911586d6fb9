//! The display model: documents, pages, grids placed, and what is drawn
//! (strokes, fills, text), in mm; `pdf` turns it into bytes.

use super::*;

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
