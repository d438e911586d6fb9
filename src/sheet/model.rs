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
    /// Author for the file's metadata (empty for none).
    pub author: String,
    /// Subject for the file's metadata (empty for none).
    pub subject: String,
    /// The pages in order.
    pub pages: Vec<Page>,
    /// The outline (bookmarks) a reader shows beside the pages: each entry's
    /// title and its page's index in `pages`, in page order.
    pub outline: Vec<(String, usize)>,
    /// The date the file carries, seconds since 1970 (UTC); `None` leaves
    /// PDF's default.
    pub date: Option<i64>,
}

impl Document {
    /// A document of `pages` titled `title`, with no author, subject or
    /// outline.
    pub fn new(title: String, pages: Vec<Page>) -> Document {
        Document {
            title,
            author: String::new(),
            subject: String::new(),
            pages,
            outline: Vec::new(),
            date: None,
        }
    }
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

impl Page {
    /// An empty page of `width` x `height` mm.
    pub fn blank(width: f32, height: f32) -> Page {
        Page {
            width,
            height,
            items: Vec::new(),
            grids: Vec::new(),
        }
    }

    /// Everything on the page scaled by `scale` from the origin, then moved
    /// by (`dx`, `dy`) mm; the page keeps its size. Lines, text and grids
    /// scale alike, so a page shrinks onto part of a sheet or slides to
    /// give a binding room, and looks the same.
    pub fn moved(&self, scale: f32, dx: f32, dy: f32) -> Page {
        let at = |p: Point| Point::new(p.x * scale + dx, p.y * scale + dy);
        let items = self
            .items
            .iter()
            .map(|item| match item {
                Item::Stroke {
                    points,
                    closed,
                    width,
                } => Item::Stroke {
                    points: points.iter().map(|&p| at(p)).collect(),
                    closed: *closed,
                    width: width * scale,
                },
                Item::Dashed {
                    points,
                    closed,
                    width,
                    dash,
                    grey,
                } => Item::Dashed {
                    points: points.iter().map(|&p| at(p)).collect(),
                    closed: *closed,
                    width: width * scale,
                    dash: (dash.0 * scale, dash.1 * scale),
                    grey: *grey,
                },
                Item::Fill { points, paint } => Item::Fill {
                    points: points
                        .iter()
                        .map(|&(p, control)| (at(p), control))
                        .collect(),
                    paint: *paint,
                },
                Item::Image { area, picture } => {
                    let Point { x, y } = at(Point::new(area.left, area.bottom));
                    Item::Image {
                        area: Rect::new(x, y, area.width * scale, area.height * scale),
                        picture: picture.clone(),
                    }
                }
                Item::Text(t) => {
                    let Point { x, y } = at(Point::new(t.x, t.y));
                    Item::Text(Text {
                        x,
                        y,
                        size: t.size * scale,
                        max_width: t.max_width.map(|w| w * scale),
                        ..t.clone()
                    })
                }
            })
            .collect();
        let grids = self
            .grids
            .iter()
            .map(|g| {
                let Point { x: left, y: bottom } = at(Point::new(g.left, g.bottom));
                GridBox {
                    left,
                    bottom,
                    side: g.side * scale,
                    ..*g
                }
            })
            .collect();
        Page {
            width: self.width,
            height: self.height,
            items,
            grids,
        }
    }
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
        points: Vec<Point>,
        /// Whether the last point joins the first (with a miter join).
        closed: bool,
        /// Line width, mm.
        width: f32,
    },
    /// A dashed path of straight segments in a grey (a killer's cage).
    Dashed {
        /// Its points, mm.
        points: Vec<Point>,
        /// Whether the last point joins the first.
        closed: bool,
        /// Line width, mm.
        width: f32,
        /// A dash and the gap after it, mm.
        dash: (f32, f32),
        /// Grey level, 0 black.
        grey: f32,
    },
    /// A filled path (even-odd rule).
    Fill {
        /// Its points; `true` marks a point that is a Bézier control point.
        points: Vec<(Point, bool)>,
        /// What it is filled with.
        paint: Paint,
    },
    /// Text.
    Text(Text),
    /// A picture stretched over a rectangle.
    Image {
        /// Where it lies, mm.
        area: Rect,
        /// The picture.
        picture: Arc<Picture>,
    },
}

impl Item {
    /// Its ink box, mm. A stroke's includes half its width; a fill's is
    /// its points' (Bézier curves lie within their control points);
    /// text's is its glyphs' ink as set.
    pub fn ink_box(&self) -> Bounds {
        let span = |pts: &mut dyn Iterator<Item = Point>| Bounds::of(pts);
        match self {
            Item::Stroke {
                points,
                width,
                closed,
            } => {
                let ink = span(&mut points.iter().copied());
                let h = width / 2.0;
                // Butt caps: an open straight line widens across only; a
                // closed path's miter corners stick out both ways.
                let across = !closed && points.len() == 2;
                let (hx, hy) = match (across, points[0].x == points[1].x) {
                    (true, true) => (h, 0.0),
                    (true, false) if points[0].y == points[1].y => (0.0, h),
                    _ => (h, h),
                };
                ink.grown(hx, hy)
            }
            Item::Dashed { points, width, .. } => {
                let h = width / 2.0;
                span(&mut points.iter().copied()).grown(h, h)
            }
            Item::Fill { points, .. } => span(&mut points.iter().map(|p| p.0)),
            Item::Image { area, .. } => {
                Bounds::new(area.left, area.bottom, area.right(), area.top())
            }
            Item::Text(t) => {
                let (x, y, size) = t.placement();
                let ink = t.font.ink(&t.text, size);
                match t.vertical {
                    // Turned a quarter clockwise about (x, y).
                    true => Bounds::new(x + ink.y0, y - ink.x1, x + ink.y1, y - ink.x0),
                    false => ink.moved(x, y),
                }
            }
        }
    }
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

    /// The paint of an answer filled in on a key: `grey` of the way to
    /// white ([`KEY_GREY`], or [`LARGE_KEY_GREY`] in large print), so that
    /// it reads lighter than the clues.
    pub fn key_tint(self, grey: f32) -> Paint {
        let tint = |c: f32| c + (1.0 - c) * grey;
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
    /// `x` is the right end of the baseline.
    Right,
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
    /// The font it is set in.
    pub font: Font,
    /// Grey level, 0 black.
    pub grey: f32,
    /// Alignment.
    pub align: Align,
    /// Widest the text may be, mm: set smaller to fit.
    pub max_width: Option<f32>,
    /// Set down the page, reading top to bottom, the tops of its letters
    /// to the right (a book's spine): turned a quarter clockwise about
    /// (`x`, `y`), its alignment along its line.
    pub vertical: bool,
}

impl Text {
    /// The size the text is set at, pt: `size`, or smaller so that it is no
    /// wider than `max_width`.
    pub fn fitted_size(&self) -> f32 {
        match self.max_width {
            Some(max) => {
                let w = self.font.width(&self.text, self.size);
                if w > max && w > 0.0 {
                    self.size * (max / w)
                } else {
                    self.size
                }
            }
            None => self.size,
        }
    }

    /// Where the text starts and its size: the left end of its baseline,
    /// mm, as its alignment puts it, and its fitted size, pt.
    pub fn placement(&self) -> (f32, f32, f32) {
        let size = self.fitted_size();
        let width = || self.font.width(&self.text, size);
        if self.vertical {
            // Along the line, which runs down the page.
            let y = match self.align {
                Align::Left => self.y,
                Align::Centre | Align::InkCentre => self.y + width() / 2.0,
                Align::Right => self.y + width(),
            };
            return (self.x, y, size);
        }
        let (x, y) = match self.align {
            Align::Left => (self.x, self.y),
            Align::Centre => (self.x - width() / 2.0, self.y),
            Align::Right => (self.x - width(), self.y),
            Align::InkCentre => {
                // Across: the ink's middle. Up and down: the middle of the
                // capital height, so that a row of symbols shares one
                // baseline (digits are lining figures).
                let Bounds { x0, x1, .. } = self.font.ink(&self.text, size);
                (
                    self.x - (x0 + x1) / 2.0,
                    self.y - self.font.cap_height(size) / 2.0,
                )
            }
        };
        (x, y, size)
    }
}
