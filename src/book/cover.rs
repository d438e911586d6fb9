//! A book's full-wrap cover, as print-on-demand services take it: one page
//! of back, spine and front side by side with bleed around (a hardcover's
//! wrap and hinges too), the spine as wide as the book's pages make it on
//! its paper, the spine's text only where the spine allows it, and the
//! lower right of the back kept clear for the barcode the printer adds.
//!
//! ```
//! use sudoku_press::book::{Binding, CoverSize, Stock};
//! use sudoku_press::sheet::PageSize;
//!
//! let size = CoverSize {
//!     trim: PageSize::inches(8.5, 11.0),
//!     pages: 120,
//!     stock: Stock::White,
//!     binding: Binding::Paperback,
//! };
//! assert!((size.spine_inches() - 0.270).abs() < 0.001);
//! let (w, h) = size.inches();
//! assert!((w - 17.52).abs() < 0.001 && (h - 11.25).abs() < 0.001);
//! assert!(size.spine_text());
//! ```

use super::*;
use crate::picture::PRINT_DPI;
use crate::sheet::{
    Align, Document, Item, MM_PER_PT, Page, SheetOptions, SheetPuzzle, Text, draw_grid, wrap,
};
use std::str::FromStr;

/// The paper a book is printed on, which makes its spine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stock {
    /// White paper (black and white interiors).
    #[default]
    White,
    /// Cream paper (black and white interiors, paperback).
    Cream,
    /// Colour interiors' paper.
    Colour,
}

impl Stock {
    /// The thickness a page adds to the spine, inches (the figures of
    /// Amazon KDP's cover calculator).
    pub fn inches_per_page(self) -> f32 {
        match self {
            Stock::White => 0.002252,
            Stock::Cream => 0.0025,
            Stock::Colour => 0.002347,
        }
    }

    /// Its name, as the book file writes it.
    pub fn name(self) -> &'static str {
        match self {
            Stock::White => "white",
            Stock::Cream => "cream",
            Stock::Colour => "colour",
        }
    }
}

impl FromStr for Stock {
    type Err = String;
    fn from_str(s: &str) -> Result<Stock, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" => Ok(Stock::White),
            "cream" => Ok(Stock::Cream),
            "colour" | "color" => Ok(Stock::Colour),
            _ => Err(format!(
                "unknown paper '{s}'; expected white, cream or colour"
            )),
        }
    }
}

/// How a book is bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Binding {
    /// A paperback: the cover is the trim with bleed.
    #[default]
    Paperback,
    /// A case-laminate hardcover: the cover wraps the boards and has a
    /// hinge each side of the spine.
    Hardcover,
}

impl FromStr for Binding {
    type Err = String;
    fn from_str(s: &str) -> Result<Binding, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "paperback" => Ok(Binding::Paperback),
            "hardcover" => Ok(Binding::Hardcover),
            _ => Err(format!(
                "unknown binding '{s}'; expected paperback or hardcover"
            )),
        }
    }
}

/// A paperback cover's bleed past the trim on each outer edge, inches.
pub const BLEED_INCHES: f32 = 0.125;
/// A hardcover's wrap around the boards on each outer edge, inches
/// (besides the bleed).
pub const WRAP_INCHES: f32 = 0.625;
/// A hardcover's hinge each side of the spine, inches.
pub const HINGE_INCHES: f32 = 0.375;
/// What a hardcover's boards add to its spine, inches.
pub const BOARDS_INCHES: f32 = 0.06;
/// The fewest pages whose spine may carry text.
pub const SPINE_TEXT_PAGES: usize = 79;
/// The barcode's box on the back, inches.
pub const BARCODE_INCHES: (f32, f32) = (2.0, 1.2);
/// The barcode box's distance from the trim's bottom and spine-side edges,
/// inches.
pub const BARCODE_INSET_INCHES: f32 = 0.25;
/// Text and pictures stay this far inside each panel's trim, inches.
pub const SAFE_INCHES: f32 = 0.375;
/// The spine's text stays this far from its folds, inches.
pub const SPINE_SAFE_INCHES: f32 = 0.0625;

/// What sizes a cover: the trim, the page count, the paper, the binding.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoverSize {
    /// The trim (a page of the book).
    pub trim: PageSize,
    /// The book's pages.
    pub pages: usize,
    /// Its paper.
    pub stock: Stock,
    /// Its binding.
    pub binding: Binding,
}

impl CoverSize {
    /// The spine's width, inches: the pages' thickness, and the boards' of
    /// a hardcover.
    pub fn spine_inches(&self) -> f32 {
        let boards = match self.binding {
            Binding::Paperback => 0.0,
            Binding::Hardcover => BOARDS_INCHES,
        };
        self.pages as f32 * self.stock.inches_per_page() + boards
    }

    /// What lies outside the trim on each outer edge, inches: the bleed,
    /// and a hardcover's wrap.
    pub fn edge_inches(&self) -> f32 {
        match self.binding {
            Binding::Paperback => BLEED_INCHES,
            Binding::Hardcover => BLEED_INCHES + WRAP_INCHES,
        }
    }

    /// A hardcover's hinge each side of the spine, inches (none on a
    /// paperback).
    pub fn hinge_inches(&self) -> f32 {
        match self.binding {
            Binding::Paperback => 0.0,
            Binding::Hardcover => HINGE_INCHES,
        }
    }

    /// The whole cover, width and height, inches.
    pub fn inches(&self) -> (f32, f32) {
        let (w, h) = (
            self.trim.width / MM_PER_INCH,
            self.trim.height / MM_PER_INCH,
        );
        let edge = self.edge_inches();
        (
            2.0 * (edge + w + self.hinge_inches()) + self.spine_inches(),
            h + 2.0 * edge,
        )
    }

    /// Whether the spine may carry text.
    pub fn spine_text(&self) -> bool {
        self.pages >= SPINE_TEXT_PAGES
    }

    /// The numbers an upload form asks, one a line.
    pub fn summary(&self) -> String {
        let inch = |mm: f32| mm / MM_PER_INCH;
        let (w, h) = self.inches();
        format!(
            "trim: {:.3} x {:.3} in\npages: {}\npaper: {}\nbinding: {}\nspine: {:.3} in{}\n\
             bleed: {:.3} in\ncover: {:.3} x {:.3} in",
            inch(self.trim.width),
            inch(self.trim.height),
            self.pages,
            self.stock.name(),
            match self.binding {
                Binding::Paperback => "paperback",
                Binding::Hardcover => "hardcover",
            },
            self.spine_inches(),
            match self.spine_text() {
                true => "",
                false => " (no spine text under 79 pages)",
            },
            BLEED_INCHES,
            w,
            h
        )
    }
}

/// A panel of the cover, mm from the cover's left and bottom edges.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Panel {
    /// Left edge.
    pub left: f32,
    /// Bottom edge.
    pub bottom: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
}

impl Panel {
    /// The panel `inset` mm inside its edges.
    fn inside(&self, inset: f32) -> Panel {
        Panel {
            left: self.left + inset,
            bottom: self.bottom + inset,
            width: (self.width - 2.0 * inset).max(0.0),
            height: (self.height - 2.0 * inset).max(0.0),
        }
    }
}

/// Where the parts of a cover lie, mm: the back's trim, the spine between
/// its folds, the front's trim, and the barcode's box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoverPlan {
    /// The whole cover, width and height.
    pub size: (f32, f32),
    /// The back cover's trim.
    pub back: Panel,
    /// The spine.
    pub spine: Panel,
    /// The front cover's trim.
    pub front: Panel,
    /// The box kept clear for the barcode.
    pub barcode: Panel,
}

impl CoverSize {
    /// Where its parts lie.
    pub fn plan(&self) -> CoverPlan {
        let mm = |inches: f32| inches * MM_PER_INCH;
        let (w, h) = self.inches();
        let edge = mm(self.edge_inches());
        let hinge = mm(self.hinge_inches());
        let spine_w = mm(self.spine_inches());
        let (tw, th) = (self.trim.width, self.trim.height);
        let back = Panel {
            left: edge,
            bottom: edge,
            width: tw,
            height: th,
        };
        let spine = Panel {
            left: edge + tw + hinge,
            bottom: edge,
            width: spine_w,
            height: th,
        };
        let front = Panel {
            left: spine.left + spine_w + hinge,
            ..back
        };
        let (bw, bh) = BARCODE_INCHES;
        let barcode = Panel {
            left: back.left + tw - mm(BARCODE_INSET_INCHES + bw),
            bottom: back.bottom + mm(BARCODE_INSET_INCHES),
            width: mm(bw),
            height: mm(bh),
        };
        CoverPlan {
            size: (mm(w), mm(h)),
            back,
            spine,
            front,
            barcode,
        }
    }
}

/// The title's size on the front, pt.
const FRONT_TITLE: f32 = 40.0;
/// The subtitle's and author's size on the front, pt.
const FRONT_BYLINE: f32 = 18.0;
/// The back text's size, pt.
const BACK_TEXT: f32 = 12.0;
/// The spine text's largest size, pt, and its share of the spine's width.
const SPINE_TEXT: f32 = 14.0;
const SPINE_SHARE: f32 = 0.55;
/// A line under the one before, in text sizes.
const COVER_LEADING: f32 = 1.3;

/// A cover made: the document, the numbers it was made to, and how its
/// picture prints.
#[derive(Clone, Debug)]
pub struct Cover {
    /// The cover, one page.
    pub doc: Document,
    /// What sized it.
    pub size: CoverSize,
    /// Its front picture as printed, if it has one.
    pub picture: Option<PicturePrint>,
}

/// How a cover's picture prints.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PicturePrint {
    /// Its pixels across and down.
    pub pixels: (u32, u32),
    /// Its printed width and height, inches.
    pub inches: (f32, f32),
    /// The dots an inch it prints at.
    pub dpi: f32,
}

impl Cover {
    /// The numbers an upload form asks, one a line, and the picture's
    /// resolution.
    pub fn summary(&self) -> String {
        let mut lines = self.size.summary();
        if let Some(p) = self.picture {
            lines.push_str(&format!(
                "\npicture: {} x {} px printed {:.2} x {:.2} in: {:.0} dpi",
                p.pixels.0, p.pixels.1, p.inches.0, p.inches.1, p.dpi
            ));
        }
        lines
    }
}

/// Why a cover is refused.
#[derive(Clone, Debug, PartialEq)]
pub struct CoverError(String);

impl fmt::Display for CoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CoverError {}

/// The cover of `book` of `pages` pages: the title, subtitle and author on
/// the front over its picture (`book.picture`, as large as the room
/// between them allows) or else a puzzle of the book (`sample`), the back
/// text on the back above the barcode's box, and the title and author down
/// the spine when it allows text; with the numbers it was made to.
/// Refuses a picture that would print under [`PRINT_DPI`] in a book
/// printed on demand.
pub fn cover(book: &Book, pages: usize, sample: Option<&Carved>) -> Result<Cover, CoverError> {
    let size = CoverSize {
        trim: book.trim,
        pages,
        stock: book.stock,
        binding: book.binding,
    };
    let plan = size.plan();
    let mut page = Page::blank(plan.size.0, plan.size.1);
    let safe = SAFE_INCHES * MM_PER_INCH;
    let bold = Font::text(book.font.as_ref(), book.font_bold.as_ref(), true);
    let regular = Font::text(book.font.as_ref(), book.font_bold.as_ref(), false);
    let text = |x: f32, y: f32, size: f32, line: &str, font: &Font, width: f32| {
        Item::Text(Text {
            x,
            y,
            size,
            text: line.to_string(),
            font: font.clone(),
            grey: 0.0,
            align: Align::Centre,
            max_width: Some(width),
            vertical: false,
        })
    };
    // The front: the title from the top, the subtitle under it, the author
    // at the foot, a puzzle between.
    let front = plan.front.inside(safe);
    let centre = front.left + front.width / 2.0;
    let mut y = front.bottom + front.height - FRONT_TITLE * MM_PER_PT;
    for line in wrap(&book.title, &bold, FRONT_TITLE, front.width) {
        page.items
            .push(text(centre, y, FRONT_TITLE, &line, &bold, front.width));
        y -= FRONT_TITLE * MM_PER_PT * COVER_LEADING;
    }
    y -= FRONT_BYLINE * MM_PER_PT * 0.3;
    for line in wrap(&book.subtitle, &regular, FRONT_BYLINE, front.width) {
        page.items
            .push(text(centre, y, FRONT_BYLINE, &line, &regular, front.width));
        y -= FRONT_BYLINE * MM_PER_PT * COVER_LEADING;
    }
    let author_y = front.bottom + FRONT_BYLINE * MM_PER_PT * 0.5;
    if !book.author.is_empty() {
        page.items.push(text(
            centre,
            author_y,
            FRONT_BYLINE,
            &book.author,
            &regular,
            front.width,
        ));
    }
    // The room between the texts.
    let top = y;
    let bottom = author_y + FRONT_BYLINE * MM_PER_PT * 2.0;
    let mut printed = None;
    if let Some(picture) = &book.picture {
        // As large as the room allows, its shape kept, centred in it.
        let (pw, ph) = (picture.width as f32, picture.height as f32);
        let scale = (front.width / pw).min((top - bottom).max(0.0) / ph);
        let (w, h) = (pw * scale, ph * scale);
        let dpi = picture.dpi(w, h);
        let print = PicturePrint {
            pixels: (picture.width, picture.height),
            inches: (w / MM_PER_INCH, h / MM_PER_INCH),
            dpi,
        };
        if dpi < PRINT_DPI && book.printing == Printing::OnDemand {
            let need = |inches: f32| (inches * PRINT_DPI).ceil();
            return Err(CoverError(format!(
                "its {} x {} px print {:.2} x {:.2} in on the front: {dpi:.0} dpi, and print \
                 on demand needs {PRINT_DPI:.0}; give it {} x {} px or more",
                picture.width,
                picture.height,
                print.inches.0,
                print.inches.1,
                need(print.inches.0),
                need(print.inches.1)
            )));
        }
        page.items.push(Item::Image {
            area: crate::geometry::Rect::new(
                centre - w / 2.0,
                bottom + (top - bottom - h) / 2.0,
                w,
                h,
            ),
            picture: picture.clone(),
        });
        printed = Some(print);
    } else if let Some(c) = sample {
        // The largest square between the texts, two thirds of the width at
        // most.
        let side = (top - bottom).min(front.width * 2.0 / 3.0);
        if side > 20.0 {
            let p = SheetPuzzle {
                number: 0,
                layout: c.puzzle.shared_layout().clone(),
                puzzle: c.puzzle.cells().to_vec(),
                solution: c.solution.cells().to_vec(),
                caption: String::new(),
                stars: 0,
            };
            let opts = SheetOptions {
                font: book.font.clone(),
                font_bold: book.font_bold.clone(),
                font_symbols: book.font_symbols,
                lang: book.lang,
                ..SheetOptions::default()
            };
            let grid_bottom = bottom + (top - bottom - side) / 2.0;
            draw_grid(
                &mut page.items,
                &p,
                false,
                centre - side / 2.0,
                grid_bottom,
                side,
                &opts,
            );
        }
    }
    // The back: its text from the top, clear of the barcode's box.
    let back = plan.back.inside(safe);
    let mut y = back.bottom + back.height - BACK_TEXT * MM_PER_PT;
    let floor = plan.barcode.bottom + plan.barcode.height + safe / 2.0;
    for line in wrap(&book.back, &regular, BACK_TEXT, back.width) {
        if y < floor {
            break;
        }
        page.items.push(Item::Text(Text {
            x: back.left,
            y,
            size: BACK_TEXT,
            text: line,
            font: regular.clone(),
            grey: 0.0,
            align: Align::Left,
            max_width: Some(back.width),
            vertical: false,
        }));
        y -= BACK_TEXT * MM_PER_PT * COVER_LEADING;
    }
    // The spine: title and author down it, when it may carry text.
    if size.spine_text() {
        let spine_safe = SPINE_SAFE_INCHES * MM_PER_INCH;
        let room = plan.spine.width - 2.0 * spine_safe;
        let font_size = (room * SPINE_SHARE / MM_PER_PT).min(SPINE_TEXT);
        let line = match book.author.is_empty() {
            true => book.title.clone(),
            false => format!("{}   {}", book.title, book.author),
        };
        // Tops of the letters to the front: the baseline left of the
        // middle by half the capitals' height.
        let x = plan.spine.left + plan.spine.width / 2.0 - bold.cap_height(font_size) / 2.0;
        page.items.push(Item::Text(Text {
            x,
            y: plan.spine.bottom + plan.spine.height / 2.0,
            size: font_size,
            text: line,
            font: bold.clone(),
            grey: 0.0,
            align: Align::Centre,
            max_width: Some(plan.spine.height - 2.0 * safe),
            vertical: true,
        }));
    }
    let doc = Document {
        title: book.title.clone(),
        author: book.author.clone(),
        subject: book.subtitle.clone(),
        pages: vec![page],
        outline: Vec::new(),
        date: book.date,
    };
    Ok(Cover {
        doc,
        size,
        picture: printed,
    })
}
