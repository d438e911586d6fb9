//! The checks a print-on-demand service makes of a book's interior, made
//! before it is written: the page count it prints (24 to 828), a trim it
//! offers, and no ink in the gutter (the inside margin the page count
//! needs) on any page. Each check passed is said; the first failed
//! refuses the book, naming the page and what to change.

use super::*;
use crate::sheet::{Bounds, Document};

/// The fewest and most pages a print-on-demand paperback has.
pub const POD_PAGES: std::ops::RangeInclusive<usize> = 24..=828;

/// The trims print-on-demand services offer, inches (Amazon KDP's
/// paperback trims; IngramSpark offers them too).
pub const POD_TRIMS: [(f32, f32); 16] = [
    (5.0, 8.0),
    (5.06, 7.81),
    (5.25, 8.0),
    (5.5, 8.5),
    (6.0, 9.0),
    (6.14, 9.21),
    (6.69, 9.61),
    (7.0, 10.0),
    (7.44, 9.69),
    (7.5, 9.25),
    (8.0, 10.0),
    (8.25, 6.0),
    (8.25, 8.25),
    (8.5, 8.5),
    (8.5, 11.0),
    (8.27, 11.69),
];

/// How a book is printed, which decides the checks made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Printing {
    /// By a print-on-demand service: every check.
    #[default]
    OnDemand,
    /// At home (or a booklet): no check.
    Home,
}

impl std::str::FromStr for Printing {
    type Err = String;
    fn from_str(s: &str) -> Result<Printing, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "on-demand" | "on demand" | "pod" => Ok(Printing::OnDemand),
            "home" => Ok(Printing::Home),
            _ => Err(format!(
                "unknown printing '{s}'; expected on-demand or home"
            )),
        }
    }
}

/// Why a book does not pass.
#[derive(Clone, Debug, PartialEq)]
pub struct PreflightError(pub String);

impl fmt::Display for PreflightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PreflightError {}

/// Checks `doc`, the pages of `book`: for print on demand, its page count,
/// its trim, and its gutter on every page; returns what was checked, a
/// line each.
pub fn preflight(book: &Book, doc: &Document) -> Result<Vec<String>, PreflightError> {
    let pages = doc.pages.len();
    if book.printing == Printing::Home {
        return Ok(vec![format!(
            "{pages} pages, printed at home: no print-on-demand checks"
        )]);
    }
    let fix = "; or set printing = \"home\" for a book printed at home";
    if !POD_PAGES.contains(&pages) {
        return Err(PreflightError(format!(
            "the book has {pages} pages, and print-on-demand services print {} to {}: \
             {} puzzles{fix}",
            POD_PAGES.start(),
            POD_PAGES.end(),
            if pages < *POD_PAGES.start() {
                "add"
            } else {
                "take out"
            }
        )));
    }
    let inch = |mm: f32| mm / MM_PER_INCH;
    let (w, h) = (inch(book.trim.width), inch(book.trim.height));
    if !POD_TRIMS
        .iter()
        .any(|&(tw, th)| (tw - w).abs() < 0.01 && (th - h).abs() < 0.01)
    {
        let offered: Vec<String> = POD_TRIMS.iter().map(|(w, h)| format!("{w}x{h}")).collect();
        return Err(PreflightError(format!(
            "the trim {w:.2} x {h:.2} in is not one print-on-demand services offer; \
             choose one of {} (inches){fix}",
            offered.join(", ")
        )));
    }
    let need = gutter(pages);
    for (k, page) in doc.pages.iter().enumerate() {
        let number = k + 1;
        // A right-hand (odd) page is bound at its left edge.
        let right_hand = number % 2 == 1;
        for item in &page.items {
            let Bounds { x0, y0, x1, y1 } = item.ink_box();
            // Nothing drawn (a blank text, an empty path).
            if x1 <= x0 && y1 <= y0 {
                continue;
            }
            let from_inside = if right_hand { x0 } else { page.width - x1 };
            if from_inside < need - 0.01 {
                return Err(PreflightError(format!(
                    "page {number}: ink {:.3} in from the inside edge, and a book of {pages} \
                     pages needs {:.3} in there (its gutter); widen margins.inside",
                    inch(from_inside),
                    inch(need)
                )));
            }
        }
    }
    Ok(vec![
        format!(
            "pages: {pages}, within the {} to {} print on demand takes",
            POD_PAGES.start(),
            POD_PAGES.end()
        ),
        format!("trim: {w} x {h} in, offered"),
        format!(
            "gutter: every page's ink at least {:.3} in from the inside edge",
            inch(need)
        ),
    ])
}
