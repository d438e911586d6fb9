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
//! by ` – Answers`, clues in bold black and filled-in symbols in grey.
//!
//! Every text a user gives (title, captions, set code) is checked against
//! the [`crate::fonts`]: a character they cannot draw is refused, never
//! printed as an empty box.
//!
//! ```
//! use sudoku_press::sheet::{typeset, SheetOptions, SheetPuzzle};
//! use sudoku_press::Shape;
//!
//! let shape = Shape::new(2, 2).unwrap();
//! let solution = vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
//! let mut puzzle = solution.clone();
//! puzzle[0] = 0;
//! let layout = sudoku_press::layout::Layout::shared_classic(shape);
//! let sheet = SheetPuzzle { number: 1, layout, puzzle, solution, caption: "#1 · 4x4".into(), stars: 0 };
//! let sheets = typeset(&[sheet], &SheetOptions::default()).unwrap();
//! assert_eq!(sheets.main.pages.len(), 2); // the puzzle, then its key
//! ```

use crate::fonts::{Font, UserFont};
pub use crate::geometry::{Bounds, Margins, PageFrame, Point, Rect, Size};
use crate::lang::{Lang, fill};
use crate::layout::{Layout, Variant};
use crate::logic::Level;
use crate::picture::Picture;
use crate::regions::Regions;
use crate::shape::Shape;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

mod cages;
mod caption;
mod error;
mod fit;
mod footer;
mod glyphs;
mod grid;
mod header;
mod marks;
mod model;
mod options;
mod style;
mod wrap;

pub use cages::{
    CAGE_SUM_CLEAR, CAGE_SUM_FLOOR, CageDrawing, CageStyle, KEY_CAGE_GREY, cage_drawings,
};
pub use caption::*;
pub use error::*;
pub(crate) use fit::*;
pub use footer::*;
pub use glyphs::*;
pub use grid::*;
pub use header::*;
pub use model::*;
pub use options::*;
pub use style::*;
pub use wrap::wrap;

/// Refuses a text the font cannot draw; `what` names it in the message.
pub(crate) fn check_text(what: &'static str, text: &str, font: &Font) -> Result<(), SheetError> {
    if let Some(ch) = crate::fonts::needs_shaping(text) {
        return Err(SheetError::Unshaped {
            ch,
            what,
            text: text.to_string(),
        });
    }
    match font.missing(text) {
        Some(ch) => Err(SheetError::MissingGlyph {
            ch,
            what,
            text: text.to_string(),
            coverage: font.coverage(),
        }),
        None => Ok(()),
    }
}

/// The texts a sheet of `opts` prints besides its captions' numbers and
/// symbols: what each is, the text, and whether it is set in bold. The
/// title on puzzle and key pages, the set code, and the fixed words of the
/// sheet's language (footers with their digits, the name line, what to do,
/// the level names of captions).
pub fn printed_texts(opts: &SheetOptions) -> Vec<(&'static str, String, bool)> {
    let w = opts.lang.words();
    let symbols = [("{first}", "1"), ("{last}", "A")];
    // The title given, or every kind's.
    let titles = match &opts.title {
        Some(title) => title.clone(),
        None => w.titles.join(" "),
    };
    let mut texts = vec![
        ("title", titles.clone(), true),
        ("answer keys' title", key_title(&titles, opts.lang), true),
        ("footer", fill(w.set, &[("{code}", "")]), false),
        (
            "footer",
            fill(w.page, &[("{page}", "0123456789"), ("{pages}", "")]),
            false,
        ),
        (
            "name line",
            format!("{} {}", w.name_label, w.date_label),
            false,
        ),
        ("instruction", fill(w.write_box, &symbols), false),
        ("instruction", fill(w.write_lines, &symbols), false),
        ("instruction", w.draw_box.to_string(), false),
        ("instruction", w.draw_lines.to_string(), false),
        ("instruction", fill(w.write_region, &symbols), false),
        ("instruction", w.draw_region.to_string(), false),
        ("instruction", w.shaded_diagonals.to_string(), false),
        ("instruction", w.shaded_windows.to_string(), false),
        ("caption", format!("# · {}", w.levels.join(" ")), false),
    ];
    if let Some(code) = &opts.set_code {
        texts.push(("set code", code.clone(), false));
    }
    if let Some(url) = &opts.play_url {
        texts.push(("address to play at", fill(w.play, &[("{url}", url)]), false));
    }
    texts
}

/// Refuses the texts of the options ([`printed_texts`]) the font cannot
/// draw.
fn check_texts(opts: &SheetOptions) -> Result<(), SheetError> {
    for (what, text, bold) in printed_texts(opts) {
        check_text(what, text.trim(), &opts.text_font(bold))?;
    }
    Ok(())
}

/// Lays out puzzle pages and answer keys. Refuses, before any layout, a
/// title, caption or set code with a character the font cannot draw.
pub fn typeset(puzzles: &[SheetPuzzle], opts: &SheetOptions) -> Result<Sheets, SheetError> {
    check_texts(opts)?;
    for p in puzzles {
        check_text("caption", &p.caption, &opts.text_font(false))?;
        if p.layout.cages().is_some() && opts.symbols != Symbols::Digits {
            return Err(SheetError::CagesNeedDigits);
        }
    }
    let style = Style::of(opts);
    // Sections: runs of one grid side, each starting a page.
    let mut sections: Vec<&[SheetPuzzle]> = Vec::new();
    let mut start = 0;
    for i in 1..=puzzles.len() {
        if i == puzzles.len()
            || puzzles[i].shape() != puzzles[start].shape()
            || puzzles[i].layout.variant() != puzzles[start].layout.variant()
        {
            if i > start {
                sections.push(&puzzles[start..i]);
            }
            start = i;
        }
    }
    let variants = || puzzles.iter().map(|p| p.layout.variant());
    let key_header = Header::keys(variants(), opts, &style);
    let mut sheets: Vec<(Page, Vec<&SheetPuzzle>, usize)> = Vec::new();
    for section in &sections {
        let shape = section[0].shape();
        let header = Header::puzzles(shape, section[0].layout.variant(), opts, &style);
        let per_page = puzzle_fit(Frame::of(&section[0].layout), &header, opts, &style)?;
        let arranged = arranged_for(section.len(), per_page);
        for chunk in section.chunks(per_page) {
            let chunk: Vec<&SheetPuzzle> = chunk.iter().collect();
            let page = puzzle_page(&chunk, arranged, &header, opts, &style);
            sheets.push((page, chunk, per_page));
        }
    }
    let mut main = Vec::new();
    let mut keys = Vec::new();
    for (page, chunk, per_page) in sheets {
        main.push(page);
        if opts.answers == Answers::Interleave {
            // The keys of a page after it, as large as a full page's go.
            let cap = opts.answers_per_page.unwrap_or(per_page).max(1);
            main.extend(key_pages(&chunk, Some(cap), &key_header, opts, &style)?);
        }
    }
    if matches!(opts.answers, Answers::End | Answers::Separate) {
        // Packed across sections, each key sized by its own shape: no
        // near-empty key page at the end of each section.
        let refs: Vec<&SheetPuzzle> = puzzles.iter().collect();
        keys = key_pages(&refs, opts.answers_per_page, &key_header, opts, &style)?;
    }
    let title = opts.title_of(variants());
    let mut answers = None;
    if opts.answers == Answers::Separate {
        answers = Some(number_pages(
            Document::new(key_title(&title, opts.lang), keys),
            &style,
            opts,
        ));
    } else {
        main.extend(keys);
    }
    Ok(Sheets {
        main: number_pages(Document::new(title, main), &style, opts),
        answers,
    })
}

/// Checks, before any work, that puzzles of `shape` and `variant` and their
/// keys fit the page as asked, and that the font has every character of the
/// title and set code; returns the puzzles a page.
pub fn check(shape: Shape, variant: Variant, opts: &SheetOptions) -> Result<usize, SheetError> {
    check_texts(opts)?;
    if variant.has_cages() && opts.symbols != Symbols::Digits {
        return Err(SheetError::CagesNeedDigits);
    }
    let style = Style::of(opts);
    let header = Header::puzzles(shape, variant, opts, &style);
    let frame = Frame::new(shape, variant);
    let per_page = puzzle_fit(frame, &header, opts, &style)?;
    if opts.answers != Answers::None {
        let per_page = match opts.answers {
            // Interleaved keys share a page as large as their puzzles' page allows.
            Answers::Interleave => Some(opts.answers_per_page.unwrap_or(per_page)),
            _ => opts.answers_per_page,
        };
        key_side(
            frame,
            per_page,
            &Header::keys([variant], opts, &style),
            opts,
            &style,
        )?;
    }
    Ok(per_page)
}

/// Refuses a region tint (`tint`, [`SheetOptions::tint`]) that none of
/// the `variants` of a sheet's puzzles would show.
pub fn check_tint(
    tint: bool,
    variants: impl IntoIterator<Item = Variant>,
) -> Result<(), SheetError> {
    if !tint {
        return Ok(());
    }
    let mut seen: Vec<Variant> = Vec::new();
    for v in variants {
        if v.takes_region_tint() {
            return Ok(());
        }
        if !seen.contains(&v) {
            seen.push(v);
        }
    }
    Err(SheetError::NoRegionsToTint { variants: seen })
}

/// A page under `header` with nothing else on it yet.
fn blank_page(header: &Header, opts: &SheetOptions) -> Page {
    let Size { width, height } = opts.frame().size;
    Page {
        width,
        height,
        items: header.items.clone(),
        grids: Vec::new(),
    }
}

/// The left edge of a row of `k` grids of `side` mm, `pitch` mm left edge
/// to left edge, centred in `width` mm from `left`.
fn row_start(left: f32, width: f32, k: usize, side: f32, pitch: f32) -> f32 {
    let k = k as f32;
    left + (width - (side + (k - 1.0) * pitch)) / 2.0
}

/// A page of puzzles under `header`, in the [`puzzle_arrangement`] for
/// `arranged` grids: rows balanced, a short row centred, spare room spread
/// evenly above, between and under the rows and across the columns.
pub(crate) fn puzzle_page(
    chunk: &[&SheetPuzzle],
    arranged: usize,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Page {
    let mut page = blank_page(header, opts);
    let Some(first) = chunk.first() else {
        return page;
    };
    let Rect {
        left,
        bottom,
        width: w,
        height: h,
    } = content_area(opts, style, header);
    let slot = style.puzzle;
    let layout = puzzle_arrangement(arranged, first.frame(), header, opts, style);
    let side = layout.side;
    let row = slot.room(side) + side;
    let rows = layout.rows.len() as f32;
    let cols = layout.columns() as f32;
    let down = ((h - rows * row - (rows - 1.0) * slot.gap) / (rows + 1.0)).max(0.0);
    let across = ((w - cols * side - (cols - 1.0) * slot.gap) / (cols + 1.0)).max(0.0);
    let pitch = side + slot.gap + across;
    let mut rest = chunk;
    let mut top = bottom + h - down;
    for &in_row in &layout.rows {
        let (these, after) = rest.split_at(in_row.min(rest.len()));
        let x0 = row_start(left, w, these.len(), side, pitch);
        for (i, p) in these.iter().enumerate() {
            let x = x0 + i as f32 * pitch;
            let placed = draw_slot(&mut page.items, p, false, (x, top, side), slot, opts);
            page.grids.push(placed);
        }
        rest = after;
        top -= row + slot.gap + down;
    }
    page
}

/// Where [`pack_keys`] puts a key: its index, its slot's top left corner
/// and its side, mm.
type KeySpot = (usize, f32, f32, f32);

/// Packs keys whose sides, mm, are `sides` onto pages of the content area
/// (`left`, `bottom`, `w`, `h`) in reading order: each row takes keys of
/// any shape while they fit across, tops aligned, and is centred; a page
/// ends when the next row does not fit under it or when it holds
/// `per_page` keys. A short row (the last of the keys or of a page held to
/// `per_page`) starts under the row above it rather than alone in the
/// middle, so the keys read as a table.
fn pack_keys(sides: &[f32], per_page: Option<usize>, area: Rect, slot: Slot) -> Vec<Vec<KeySpot>> {
    let Rect {
        left,
        bottom,
        width: w,
        height: h,
    } = area;
    let mut pages = vec![Vec::new()];
    let mut top = bottom + h;
    // Where the page's last full row started.
    let mut above: Option<f32> = None;
    let mut i = 0;
    while i < sides.len() {
        let page = pages.last_mut().expect("a page");
        let room_left = per_page.map_or(usize::MAX, |n| n.saturating_sub(page.len()));
        // The keys from `i` that fit across (always one), and the row's
        // height.
        let (mut k, mut across, mut row) = (0, 0.0f32, 0.0f32);
        while i + k < sides.len() && k < room_left {
            let side = sides[i + k];
            let wider = across + if k == 0 { side } else { slot.gap + side };
            if k > 0 && wider > w + 1e-3 * (side + slot.gap) {
                break;
            }
            across = wider;
            row = row.max(slot.room(side) + side);
            k += 1;
        }
        if room_left == 0 || (!page.is_empty() && top - row < bottom - 1e-3) {
            pages.push(Vec::new());
            top = bottom + h;
            above = None;
            continue;
        }
        let full = i + k < sides.len() && k < room_left;
        let these = &sides[i..i + k];
        // A row of one side is set as a sheet's rows are, to the last bit.
        let one_side = these.iter().all(|&s| s == these[0]);
        let pitch = these[0] + slot.gap;
        let centred = if one_side {
            row_start(left, w, k, these[0], pitch)
        } else {
            left + (w - across) / 2.0
        };
        let x0 = match above {
            Some(x) if !full && x + across <= left + w + 1e-3 => x,
            _ => centred,
        };
        let mut x = x0;
        for (j, &side) in these.iter().enumerate() {
            let at = if one_side { x0 + j as f32 * pitch } else { x };
            page.push((i + j, at, top, side));
            x += side + slot.gap;
        }
        if full {
            above = Some(x0);
        }
        top -= row + slot.gap;
        i += k;
    }
    pages.retain(|p| !p.is_empty());
    pages
}

/// Pages of the answer keys of `puzzles` under `header`, every key at one
/// cell size: the smallest of the cells each shape's keys get alone
/// ([`key_side`]; with `per_page`, as large as that many a page allows,
/// and no more a page), so that a book's 4x4, 6x6 and 9x9 keys read at one
/// scale; then [`pack_keys`]ed. Keys that fit one page by default grow
/// together, to the largest cell at most, while they still fit it.
pub(crate) fn key_pages(
    puzzles: &[&SheetPuzzle],
    per_page: Option<usize>,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<Vec<Page>, SheetError> {
    let area = content_area(opts, style, header);
    let slot = style.key;
    let mut known: Vec<(Frame, f32)> = Vec::new();
    for p in puzzles {
        let frame = p.frame();
        if known.iter().all(|&(f, _)| f != frame) {
            known.push((frame, key_side(frame, per_page, header, opts, style)?));
        }
    }
    let n = |frame: Frame| frame.across as f32;
    let cell = known
        .iter()
        .map(|&(frame, side)| side / n(frame))
        .fold(f32::INFINITY, f32::min);
    // The frame that sets the cell keeps its own side to the last bit.
    for (frame, side) in &mut known {
        if *side / n(*frame) > cell {
            *side = cell * n(*frame);
        }
    }
    let sides: Vec<f32> = puzzles
        .iter()
        .map(|p| {
            let frame = p.frame();
            known.iter().find(|&&(f, _)| f == frame).expect("sized").1
        })
        .collect();
    let mut pages = pack_keys(&sides, per_page, area, slot);
    if per_page.is_none() && pages.len() == 1 {
        let grown = |f: f32| -> Vec<f32> {
            (0..sides.len())
                .map(|k| {
                    let n = n(puzzles[k].frame());
                    (sides[k] * f).min(slot.max_cell * n).max(sides[k])
                })
                .collect()
        };
        let (mut fits, mut over) = (1.0f32, 8.0f32);
        for _ in 0..24 {
            let mid = (fits + over) / 2.0;
            if pack_keys(&grown(mid), None, area, slot).len() == 1 {
                fits = mid;
            } else {
                over = mid;
            }
        }
        pages = pack_keys(&grown(fits), None, area, slot);
    }
    Ok(pages
        .into_iter()
        .map(|spots| {
            let mut page = blank_page(header, opts);
            for (k, x, top, side) in spots {
                let placed = draw_slot(
                    &mut page.items,
                    puzzles[k],
                    true,
                    (x, top, side),
                    slot,
                    opts,
                );
                page.grids.push(placed);
            }
            page
        })
        .collect())
}

/// Draws a grid (a puzzle, or with `key` its answer key) of `side` mm whose
/// slot's top left corner is `(x, top)`: its caption over it at the size
/// its side gives, with the level marks after, both shrunk together when
/// they would pass the grid's right edge. Returns where the grid went.
fn draw_slot(
    items: &mut Vec<Item>,
    p: &SheetPuzzle,
    key: bool,
    (x, top, side): (f32, f32, f32),
    slot: Slot,
    opts: &SheetOptions,
) -> GridBox {
    let size = slot.caption.of(side);
    let grid_top = top - caption_room(size);
    // A key always says which puzzle it answers, captions or none.
    let said = match p.caption.as_str() {
        "" if key => format!("#{}", p.number),
        text => text.to_string(),
    };
    let font = opts.text_font(false);
    let wide = font.width(&said, size) + marks_width(size, p.stars);
    let size = if wide > side && wide > 0.0 {
        size * side / wide
    } else {
        size
    };
    let baseline = grid_top + size * MM_PER_PT * CAPTION_BASELINE;
    let end = x + font.width(&said, size);
    if !said.is_empty() {
        items.push(Item::Text(Text {
            x,
            y: baseline,
            size,
            text: said,
            font,
            grey: 0.0,
            align: Align::Left,
            max_width: Some(side),
            vertical: false,
        }));
    }
    level_marks(items, p.stars, end, baseline, size);
    let y = grid_top - side;
    draw_grid(items, p, key, x, y, side, opts);
    GridBox {
        number: p.number,
        key,
        left: x,
        bottom: y,
        side,
    }
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
                layout: Layout::shared_classic(shape),
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
            "b6".parse::<PageSize>()
                .unwrap_err()
                .contains("unknown page size 'b6'")
        );
        assert!("10x10mm".parse::<PageSize>().is_err());
        assert!("6x9ft".parse::<PageSize>().is_err());
        assert!(
            "1x9in"
                .parse::<PageSize>()
                .unwrap_err()
                .contains("50 to 2000 mm")
        );
        assert_eq!(PageSize::LETTER.to_string(), "letter");
        // Inches and centimetres; the print-on-demand trims by name, in
        // inches: 6 x 9 in is 432 x 648 pt.
        let six_nine = PageSize::inches(6.0, 9.0);
        assert_eq!("6x9in".parse::<PageSize>(), Ok(six_nine));
        assert_eq!("6x9".parse::<PageSize>(), Ok(six_nine));
        assert_eq!(six_nine.to_string(), "6x9");
        assert!((six_nine.width / MM_PER_PT - 432.0).abs() < 1e-3);
        assert!((six_nine.height / MM_PER_PT - 648.0).abs() < 1e-3);
        assert_eq!("8.5x11in".parse::<PageSize>(), Ok(PageSize::LETTER));
        assert_eq!("8.5X11".parse::<PageSize>(), Ok(PageSize::LETTER));
        assert_eq!("21x29.7cm".parse::<PageSize>(), Ok(PageSize::A4));
        assert_eq!("B5".parse::<PageSize>(), Ok(PageSize::mm(176.0, 250.0)));
        for (name, p) in PageSize::NAMED {
            assert_eq!(name.parse::<PageSize>(), Ok(p));
            assert!(p.width <= p.height, "{name}");
        }
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

    /// The acceptance sweep of layouts: 1 to 12 puzzles of 4x4, 6x6 and
    /// 9x9 on A4, Letter and A5, each count on one page.
    #[test]
    fn pages_are_used_by_the_count_in_balanced_centred_rows() {
        for page in [PageSize::A4, PageSize::LETTER, PageSize::A5] {
            for (w, h) in [(2, 2), (3, 2), (3, 3)] {
                let shape = Shape::new(w, h).unwrap();
                for count in 1..=12 {
                    let opts = SheetOptions {
                        page,
                        per_page: Some(count),
                        set_code: Some(set_code(1)),
                        ..SheetOptions::default()
                    };
                    if let Err(e) = check(shape, Variant::CLASSIC, &opts) {
                        // Too many for the page: said so, with how many fit.
                        assert!(
                            matches!(e, SheetError::TooSmall { fits, .. } if fits >= 4),
                            "{page} {shape} {count}: {e}"
                        );
                        continue;
                    }
                    let what = format!("{page} {shape} x{count}");
                    let sheets = typeset(&sample(shape, count), &opts).unwrap();
                    let puzzles = &sheets.main.pages[0];
                    assert_eq!(puzzles.grids.len(), count, "{what}");
                    let style = Style::of(&opts);
                    let header = Header::puzzles(shape, Variant::CLASSIC, &opts, &style);
                    let Rect {
                        left,
                        bottom,
                        width,
                        height,
                    } = content_area(&opts, &style, &header);
                    let m = opts.margins;
                    let grids = &puzzles.grids;
                    // Inside the margins, apart, clear of every text but
                    // their captions, and the footer well under the last.
                    let footer_top = puzzles
                        .items
                        .iter()
                        .filter_map(|i| match i {
                            Item::Text(t) if t.text.starts_with("Set ") => Some(bbox(i).3),
                            _ => None,
                        })
                        .fold(f32::MIN, f32::max);
                    for (i, a) in grids.iter().enumerate() {
                        assert!(a.left >= m.left - 1e-3, "{what}: {a:?}");
                        assert!(a.left + a.side <= puzzles.width - m.right + 1e-3, "{what}");
                        assert!(a.bottom >= footer_top + 5.0, "{what}: footer under {a:?}");
                        assert!(a.bottom + a.side <= bottom + height + 1e-3, "{what}");
                        for b in &grids[i + 1..] {
                            let apart = a.left + a.side < b.left
                                || b.left + b.side < a.left
                                || a.bottom + a.side < b.bottom
                                || b.bottom + b.side < a.bottom;
                            assert!(apart, "{what}: {a:?} {b:?}");
                        }
                        for item in &puzzles.items {
                            // Texts but the symbols in cells.
                            let Item::Text(t) = item else { continue };
                            if t.align == Align::InkCentre {
                                continue;
                            }
                            let (x0, y0, x1, y1) = bbox(item);
                            let over = x1 > a.left && x0 < a.left + a.side;
                            let on = y1 > a.bottom && y0 < a.bottom + a.side;
                            assert!(!(over && on), "{what}: {:?} on {a:?}", t.text);
                        }
                    }
                    // Rows: every one centred on the page's axis, the
                    // title on it too; none more than one longer than
                    // another.
                    let axis = left + width / 2.0;
                    let mut rows: Vec<Vec<&GridBox>> = Vec::new();
                    for g in grids {
                        match rows.last_mut() {
                            Some(row) if (row[0].bottom - g.bottom).abs() < 1e-3 => row.push(g),
                            _ => rows.push(vec![g]),
                        }
                    }
                    for row in &rows {
                        let first = row[0].left;
                        let last = row[row.len() - 1].left + row[0].side;
                        assert!(
                            ((first + last) / 2.0 - axis).abs() < 1e-3,
                            "{what}: {row:?}"
                        );
                    }
                    let lens: Vec<usize> = rows.iter().map(Vec::len).collect();
                    let (most, least) = (lens.iter().max().unwrap(), lens.iter().min().unwrap());
                    assert!(most - least <= 1, "{what}: rows {lens:?}");
                    let Item::Text(title) = &puzzles.items[0] else {
                        panic!("{what}: no title first")
                    };
                    let (x0, _, x1, _) = bbox(&puzzles.items[0]);
                    assert!(
                        ((x0 + x1) / 2.0 - axis).abs() < 0.5,
                        "{what}: {}",
                        title.text
                    );
                    if count == 4 {
                        assert_eq!(lens, [2, 2], "{what}");
                    }
                    if count == 1 {
                        let g = grids[0];
                        assert!(g.side >= 0.8 * width, "{what}: {} of {width}", g.side);
                        // Centred down the area, caption and all.
                        let room = style.puzzle.room(g.side);
                        let above = bottom + height - (g.bottom + g.side + room);
                        let below = g.bottom - bottom;
                        assert!(
                            (above - below).abs() < 1e-3,
                            "{what}: {above} over, {below} under"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn large_print_cells_are_larger_than_normal_and_its_keys_readable() {
        let pages = [
            PageSize::A4,
            PageSize::LETTER,
            PageSize::A5,
            PageSize::inches(6.0, 9.0),
            PageSize::mm(200.0, 200.0),
        ];
        for (page, landscape, name_line) in pages.into_iter().flat_map(|p| {
            [
                (p, false, false),
                (p, true, false),
                (p, false, true),
                (p, true, true),
            ]
        }) {
            for (w, h) in [(2, 2), (3, 2), (3, 3)] {
                let shape = Shape::new(w, h).unwrap();
                let n = shape.side() as f32;
                for count in 1..=12 {
                    let at = |large_print| {
                        let opts = SheetOptions {
                            page,
                            landscape,
                            name_line,
                            large_print,
                            per_page: Some(count),
                            ..SheetOptions::default()
                        };
                        check(shape, Variant::CLASSIC, &opts).ok()?;
                        Some(typeset(&sample(shape, count), &opts).unwrap())
                    };
                    let Some(large) = at(true) else { continue };
                    let normal = at(false).expect("normal print fits what large print does");
                    let what = format!("{page} {landscape} {name_line} {shape} x{count}");
                    let cell = |s: &Sheets| s.main.pages[0].grids[0].side / n;
                    assert!(
                        cell(&large) > cell(&normal),
                        "{what}: {} <= {}",
                        cell(&large),
                        cell(&normal)
                    );
                    assert!(cell(&large) >= LARGE_CELL_FLOOR, "{what}");
                    for page in &large.main.pages[1..] {
                        for g in &page.grids {
                            assert!(g.key && g.side / n >= 6.0, "{what}: {g:?}");
                        }
                    }
                }
            }
        }
        // Filled-in answers on large-print keys at about 65 % grey.
        let opts = SheetOptions {
            large_print: true,
            ..SheetOptions::default()
        };
        let sheets = typeset(&sample(Shape::classic(), 2), &opts).unwrap();
        let greys: Vec<f32> = sheets.main.pages[1]
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text(t) if t.grey > 0.0 && t.text.len() == 1 => Some(t.grey),
                _ => None,
            })
            .collect();
        assert!(!greys.is_empty() && greys.iter().all(|&g| g == LARGE_KEY_GREY));
        assert!((LARGE_KEY_GREY - 0.35).abs() < 0.05);
    }

    #[test]
    fn keys_share_one_cell_and_fill_their_rows_across_shapes() {
        let opts = SheetOptions::default();
        let mut puzzles = Vec::new();
        for (w, h, count) in [(3, 3, 10), (3, 2, 10), (4, 4, 6), (2, 2, 7)] {
            let shape = Shape::new(w, h).unwrap();
            for mut p in sample(shape, count) {
                p.number = puzzles.len() + 1;
                puzzles.push(p);
            }
        }
        let keys = |ps: &[SheetPuzzle]| {
            let sheets = typeset(ps, &opts).unwrap();
            let pages = &sheets.main.pages;
            pages
                .iter()
                .filter(|p| p.grids.iter().any(|g| g.key))
                .count()
        };
        let sixteens = keys(&puzzles[20..]);
        assert!(
            keys(&puzzles) <= sixteens + 1,
            "{} for {sixteens}",
            keys(&puzzles)
        );
        // A few keys of two shapes, on one page, grow together.
        let few: Vec<SheetPuzzle> = [(2, 2), (3, 3)]
            .into_iter()
            .flat_map(|(w, h)| sample(Shape::new(w, h).unwrap(), 2))
            .collect();
        let sheets = typeset(&few, &opts).unwrap();
        let keys: Vec<&GridBox> = sheets.main.pages[2].grids.iter().collect();
        assert_eq!(sheets.main.pages.len(), 3);
        assert_eq!(keys.len(), 4);
        for (g, p) in keys.iter().zip(&few) {
            assert!(g.side / p.shape().side() as f32 >= 6.0, "{g:?}");
        }
        // Every key at one cell, no smaller than the default.
        let sheets = typeset(&puzzles, &opts).unwrap();
        let key_pages: Vec<&Page> = sheets
            .main
            .pages
            .iter()
            .filter(|p| p.grids[0].key)
            .collect();
        let cell = |g: &GridBox| g.side / puzzles[g.number - 1].shape().side() as f32;
        let first = cell(&key_pages[0].grids[0]);
        assert!(first >= KEY_CELL_DEFAULT);
        for g in key_pages.iter().flat_map(|p| &p.grids) {
            assert!((cell(g) - first).abs() < 1e-3, "{g:?} against {first}");
        }
        // In reading order, in rows that hold every key that fits across:
        // a row ends only where the next key would pass the margin. A short
        // last row starts under the row above.
        let gap = Style::of(&opts).key.gap;
        let (left, right) = (opts.margins.left, opts.page.width - opts.margins.right);
        let all: Vec<&GridBox> = key_pages.iter().flat_map(|p| &p.grids).collect();
        assert!(all.iter().enumerate().all(|(k, g)| g.number == k + 1));
        for page in &key_pages {
            let rows: Vec<&[GridBox]> = page.grids.chunk_by(|a, b| b.left > a.left).collect();
            for (r, row) in rows.iter().enumerate() {
                let last = row.last().unwrap();
                let Some(next) = all.get(last.number) else {
                    assert_eq!(r, rows.len() - 1);
                    if r > 0 {
                        assert!((row[0].left - rows[r - 1][0].left).abs() < 1e-3);
                    }
                    continue;
                };
                assert!(
                    last.left + last.side + gap + next.side > right - 1e-2,
                    "key {} would fit after {} on its row",
                    next.number,
                    last.number
                );
                assert!(row[0].left >= left - 1e-3);
            }
        }
        // Rows of 4x4 and 6x6 keys together, as they fit.
        assert!(
            all.windows(2)
                .any(|w| w[0].side != w[1].side && w[1].left > w[0].left),
            "no row holds two shapes"
        );
    }

    /// The paint under point `(x, y)` of `page`: the last fill that covers
    /// it, or none (white).
    fn paint_at(page: &Page, (x, y): (f32, f32)) -> Option<Paint> {
        page.items.iter().rev().find_map(|it| match it {
            Item::Fill { paint, .. } => {
                let Bounds { x0, y0, x1, y1 } = it.ink_box();
                (x0 < x && x < x1 && y0 < y && y < y1).then_some(*paint)
            }
            _ => None,
        })
    }

    #[test]
    fn a_tinted_jigsaw_shows_touching_regions_in_different_tints_and_keys_stay_white() {
        for (seed, colour) in [(4, false), (5, false), (6, true)] {
            let regions = Regions::random(9, &mut crate::rng::stream(seed, 1));
            let mut p = sample(Shape::new(3, 3).unwrap(), 1).remove(0);
            p.layout = Arc::new(Layout::jigsaw(regions.clone(), Variant::JIGSAW).unwrap());
            let opts = SheetOptions {
                tint: true,
                colour,
                ..SheetOptions::default()
            };
            let sheets = typeset(std::slice::from_ref(&p), &opts).unwrap();
            let pages = &sheets.main.pages;
            let centre = |page: &Page, c: usize| {
                let g = page.grids[0];
                let cell = g.side / 9.0;
                let (r, c) = (c / 9, c % 9);
                (
                    g.left + (c as f32 + 0.5) * cell,
                    g.bottom + g.side - (r as f32 + 0.5) * cell,
                )
            };
            let paints: Vec<Option<Paint>> = (0..81)
                .map(|c| paint_at(&pages[0], centre(&pages[0], c)))
                .collect();
            for c in 0..81 {
                for d in [c + 1, c + 9] {
                    if d >= 81 || (d == c + 1 && d % 9 == 0) {
                        continue;
                    }
                    let apart = regions.region_of(c) != regions.region_of(d);
                    assert_eq!(
                        paints[c] != paints[d],
                        apart,
                        "cells {c} and {d}, seed {seed}"
                    );
                }
            }
            // Light enough to write on; in colour, colours.
            for paint in paints.iter().flatten() {
                match (paint, colour) {
                    (Paint::Grey(g), false) => assert!(*g >= 0.7, "{g}"),
                    (Paint::Rgb(_), true) => {}
                    other => panic!("{other:?}"),
                }
                assert!(paint.grey_level() >= 0.7);
            }
            assert!(paints.iter().any(Option::is_none), "white regions too");
            let key = &pages[1];
            assert!(key.grids[0].key);
            assert!((0..81).all(|c| paint_at(key, centre(key, c)).is_none()));
            // Without the tint, no fill at all.
            let plain = typeset(&[p], &SheetOptions::default()).unwrap();
            let page = &plain.main.pages[0];
            assert!((0..81).all(|c| paint_at(page, centre(page, c)).is_none()));
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
                    } if points.len() == 2 && points[0].x == points[1].x => {
                        Some((points[0].x, *width))
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
            Err(SheetError::ZeroPerPage)
        );
    }

    #[test]
    fn the_default_count_adapts_to_a_small_page() {
        let shape = Shape::new(3, 3).unwrap();
        let a5 = SheetOptions {
            page: PageSize::A5,
            ..SheetOptions::default()
        };
        assert_eq!(check(shape, Variant::CLASSIC, &a5), Ok(4));
        let asked = SheetOptions {
            per_page: Some(6),
            ..a5
        };
        assert!(matches!(
            check(shape, Variant::CLASSIC, &asked),
            Err(SheetError::TooSmall { fits: 4, .. })
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

    /// Ink box of an item ([`Item::ink_box`]).
    fn bbox(item: &Item) -> (f32, f32, f32, f32) {
        let b = item.ink_box();
        (b.x0, b.y0, b.x1, b.y1)
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
                                title: Some("Puzzles for the weekend".to_string()),
                                set_code: Some(set_code(7)),
                                ..SheetOptions::default()
                            };
                            let Ok(per_page) = check(shape, Variant::CLASSIC, &opts) else {
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
            let m = opts.margins.left;
            for page in &sheets.main.pages {
                let key = page.grids[0].key;
                let header = if key {
                    Header::keys([Variant::CLASSIC], &opts, &style)
                } else {
                    Header::puzzles(shape, Variant::CLASSIC, &opts, &style)
                };
                let Rect {
                    bottom, height: h, ..
                } = content_area(&opts, &style, &header);
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
            .map(|p| p.key_tint(KEY_GREY).grey_level())
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
        assert_eq!(Paint::Grey(0.0).key_tint(KEY_GREY), Paint::Grey(KEY_GREY));
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
            let tints: Vec<Paint> = want.iter().map(|p| p.key_tint(KEY_GREY)).collect();
            want.extend(tints);
            assert_eq!(paints.len(), want.len(), "colour {colour}: {paints:?}");
            assert!(want.iter().all(|p| paints.contains(p)), "{paints:?}");
        }
    }

    #[test]
    fn level_marks_rise_after_the_caption_and_end_over_the_grid() {
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
                        let (mut left, mut height) = (x1, 0.0);
                        for (k, b) in stars.iter().enumerate() {
                            assert!(b.0 > left, "{what}: {b:?} not after {left}");
                            assert!(b.1 > g.bottom + g.side, "{what}: {b:?} on the grid");
                            // Bars standing on the baseline, each taller
                            // than the one before: no shape symbol.
                            assert!((b.1 - t.y).abs() < 1e-3, "{what}: {b:?} off {}", t.y);
                            assert!(b.3 - b.1 > height, "{what}: bar {k} {b:?} not taller");
                            let Some(Item::Fill { points, .. }) =
                                page.items.iter().find(|i| bbox(i) == *b)
                            else {
                                unreachable!()
                            };
                            assert_eq!(points.len(), 4, "{what}: a bar is a rectangle");
                            (left, height) = (b.2, b.3 - b.1);
                        }
                        // The caption and its marks end over the grid.
                        let right = g.left + g.side;
                        assert!(
                            left <= right + 1e-3,
                            "{what}: marks end {left} past {right}"
                        );
                        assert!(x1 <= right + 1e-3, "{what}: caption ends {x1} past {right}");
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
                margins: Margins::even(5.0),
                symbols: Symbols::Shapes,
                ..SheetOptions::default()
            };
            let style = Style::of(&opts);
            let header = Header::puzzles(Shape::classic(), Variant::CLASSIC, &opts, &style);
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
            // The height grows by the sentence's lines and the rows of
            // shapes, no more.
            let size = style.text * MM_PER_PT * LEGEND_SHAPE;
            let plain = Header::new("Sudoku", false, None, &opts, &style).height;
            let sentence = instruction(
                Shape::classic(),
                Variant::CLASSIC,
                Symbols::Shapes,
                Lang::En,
            );
            let width = page.width - 10.0;
            let lines = wrap(&sentence.unwrap(), &Font::Regular, style.text, width).len();
            let want = plain
                + style.text * MM_PER_PT * (LEGEND_STEP + (lines - 1) as f32 * LINE_STEP)
                + rows as f32 * size * LEGEND_ROW_STEP;
            assert!((header.height - want).abs() < 1e-3, "{page}");
        }
    }

    #[test]
    fn key_pages_carry_the_title_and_no_name_line_and_every_footer_the_set_code() {
        let shape = Shape::new(3, 3).unwrap();
        let opts = SheetOptions {
            title: Some("Week 3".to_string()),
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
            let title = if key { "Week 3 – Answers" } else { "Week 3" };
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
        assert_eq!(separate.answers.unwrap().title, "Week 3 – Answers");
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
                title: Some(title.to_string()),
                ..SheetOptions::default()
            };
            let want = SheetError::MissingGlyph {
                ch,
                what: "title",
                text: title.to_string(),
                coverage: crate::fonts::COVERAGE.to_string(),
            };
            assert_eq!(check(shape, Variant::CLASSIC, &opts), Err(want.clone()));
            assert_eq!(typeset(&sample(shape, 1), &opts), Err(want));
        }
        let opts = SheetOptions {
            title: Some("Жук".to_string()),
            ..SheetOptions::default()
        };
        assert_eq!(
            check(shape, Variant::CLASSIC, &opts)
                .unwrap_err()
                .to_string(),
            "the font has no glyph for 'Ж' (U+0416) in the title \"Жук\"; use characters \
             the font covers (Latin letters with the accents of Western and Central European \
             languages, digits and common punctuation), or a font that has it (--font \
             FILE.ttf), such as Debian's fonts-dejavu-core (DejaVuSans.ttf)"
        );
        // Scripts written right to left or joined are refused, whatever
        // the font: they would print backwards.
        let opts = SheetOptions {
            title: Some("سودوكو للجميع".to_string()),
            ..SheetOptions::default()
        };
        assert!(matches!(
            check(shape, Variant::CLASSIC, &opts),
            Err(SheetError::Unshaped {
                ch: 'س',
                what: "title",
                ..
            })
        ));
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
            check(shape, Variant::CLASSIC, &opts),
            Err(SheetError::MissingGlyph {
                ch: '\t',
                what: "set code",
                ..
            })
        ));
    }
}
