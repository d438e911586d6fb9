//! Booklets for home printing: a book's pages two-up on landscape sheets,
//! in the order that makes a booklet when the sheets are printed on both
//! sides, folded in the middle and stapled.

use super::*;
use crate::sheet::{Document, Page};

/// The sides of a booklet of `pages` pages (padded to a multiple of four
/// with blank pages): for each printed side, the page numbers (from 1) on
/// its left and right halves; 0 for a blank page.
///
/// ```
/// use sudoku_press::book::booklet_order;
///
/// // Sheet 1: 8 and 1 on the front, 2 and 7 on the back; sheet 2: 6 and 3, 4 and 5.
/// assert_eq!(booklet_order(8), [(8, 1), (2, 7), (6, 3), (4, 5)]);
/// assert_eq!(booklet_order(6)[0], (0, 1));
/// ```
pub fn booklet_order(pages: usize) -> Vec<(usize, usize)> {
    let n = pages.div_ceil(4) * 4;
    let real = |p: usize| if p <= pages { p } else { 0 };
    let mut sides = Vec::with_capacity(n / 2);
    for sheet in 0..n / 4 {
        let (outer, inner) = (2 * sheet + 1, n - 2 * sheet);
        sides.push((real(inner), real(outer)));
        sides.push((real(outer + 1), real(inner - 1)));
    }
    sides
}

/// `doc` as a booklet on `paper` turned landscape: two pages a side in
/// [`booklet_order`], each scaled to half the sheet (never enlarged) and
/// set against the fold, centred up and down. The outline is dropped: its
/// pages are no longer the sheets'.
pub fn booklet(doc: &Document, paper: PageSize) -> Document {
    let (w, h) = (paper.width.max(paper.height), paper.width.min(paper.height));
    let half = w / 2.0;
    let sides = booklet_order(doc.pages.len())
        .into_iter()
        .map(|(left, right)| {
            let mut side = Page::blank(w, h);
            for (number, on_left) in [(left, true), (right, false)] {
                let Some(page) = number.checked_sub(1).and_then(|i| doc.pages.get(i)) else {
                    continue;
                };
                let scale = (half / page.width).min(h / page.height).min(1.0);
                let (pw, ph) = (page.width * scale, page.height * scale);
                let dx = if on_left { half - pw } else { half };
                let placed = page.moved(scale, dx, (h - ph) / 2.0);
                side.items.extend(placed.items);
                side.grids.extend(placed.grids);
            }
            side
        })
        .collect();
    Document {
        title: doc.title.clone(),
        author: doc.author.clone(),
        subject: doc.subject.clone(),
        pages: sides,
        outline: Vec::new(),
        date: doc.date,
    }
}
