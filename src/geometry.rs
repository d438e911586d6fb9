//! Page geometry, in mm with PDF's axes (x to the right, y up the page
//! from its bottom edge): a point, a size, an area (`Rect`, where things
//! are put), an ink box (`Bounds`, what was drawn), the margins, and the
//! page's frame that sheets and books measure their text and grids in.
//!
//! An area is a corner and a size because layout works that way (rows of
//! grids fill a width); an ink box is its lowest and highest corners
//! because it is gathered point by point with `min` and `max`. Each keeps
//! the numbers it is made of, so that a page's bytes do not depend on a
//! conversion between them.

/// A point on a page.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Across, mm from the left edge.
    pub x: f32,
    /// Up, mm from the bottom edge.
    pub y: f32,
}

impl Point {
    /// The point at (`x`, `y`) mm.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }
}

/// A width and a height.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Size {
    /// Across, mm.
    pub width: f32,
    /// Up and down, mm.
    pub height: f32,
}

impl Size {
    /// `width` x `height` mm.
    pub const fn new(width: f32, height: f32) -> Size {
        Size { width, height }
    }
}

/// An area of a page: its bottom left corner and its size.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    /// The left edge, mm.
    pub left: f32,
    /// The bottom edge, mm.
    pub bottom: f32,
    /// Across, mm.
    pub width: f32,
    /// Up and down, mm.
    pub height: f32,
}

impl Rect {
    /// The area `width` x `height` mm whose bottom left corner is
    /// (`left`, `bottom`).
    pub const fn new(left: f32, bottom: f32, width: f32, height: f32) -> Rect {
        Rect {
            left,
            bottom,
            width,
            height,
        }
    }

    /// The right edge, mm.
    pub fn right(&self) -> f32 {
        self.left + self.width
    }

    /// The top edge, mm.
    pub fn top(&self) -> f32 {
        self.bottom + self.height
    }

    /// Its width and height.
    pub fn size(&self) -> Size {
        Size::new(self.width, self.height)
    }
}

/// What was drawn spans: its lowest and highest corners, mm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// The leftmost x.
    pub x0: f32,
    /// The lowest y.
    pub y0: f32,
    /// The rightmost x.
    pub x1: f32,
    /// The highest y.
    pub y1: f32,
}

impl Bounds {
    /// Nothing yet: any point widens it to that point.
    pub const EMPTY: Bounds = Bounds {
        x0: f32::MAX,
        y0: f32::MAX,
        x1: f32::MIN,
        y1: f32::MIN,
    };

    /// The box from (`x0`, `y0`) to (`x1`, `y1`).
    pub const fn new(x0: f32, y0: f32, x1: f32, y1: f32) -> Bounds {
        Bounds { x0, y0, x1, y1 }
    }

    /// The box of `points` ([`Bounds::EMPTY`] for none).
    pub fn of(points: impl IntoIterator<Item = Point>) -> Bounds {
        points.into_iter().fold(Bounds::EMPTY, |b, p| Bounds {
            x0: b.x0.min(p.x),
            y0: b.y0.min(p.y),
            x1: b.x1.max(p.x),
            y1: b.y1.max(p.y),
        })
    }

    /// Wider by `dx` each side across and `dy` each side up and down.
    pub fn grown(self, dx: f32, dy: f32) -> Bounds {
        Bounds::new(self.x0 - dx, self.y0 - dy, self.x1 + dx, self.y1 + dy)
    }

    /// Moved by (`dx`, `dy`).
    pub fn moved(self, dx: f32, dy: f32) -> Bounds {
        Bounds::new(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)
    }
}

/// The margins of a page, mm: the white space kept on each side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Margins {
    /// Left, mm.
    pub left: f32,
    /// Right, mm.
    pub right: f32,
    /// Top, mm.
    pub top: f32,
    /// Bottom, mm.
    pub bottom: f32,
}

impl Margins {
    /// The same margin on every side.
    pub const fn even(mm: f32) -> Margins {
        Margins {
            left: mm,
            right: mm,
            top: mm,
            bottom: mm,
        }
    }
}

/// A page as it is laid out: its size (turned as it is printed) and its
/// margins; what lies between them is its body.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageFrame {
    /// The page, mm.
    pub size: Size,
    /// The white space kept on each side.
    pub margins: Margins,
}

impl PageFrame {
    /// The area between the margins.
    pub fn body(&self) -> Rect {
        let (s, m) = (self.size, self.margins);
        Rect::new(
            m.left,
            m.bottom,
            s.width - m.left - m.right,
            s.height - m.top - m.bottom,
        )
    }

    /// The width between the margins, mm: running text's measure.
    pub fn measure(&self) -> f32 {
        self.body().width
    }

    /// The middle between the left and right margins, mm.
    pub fn centre(&self) -> f32 {
        self.margins.left + self.measure() / 2.0
    }
}
