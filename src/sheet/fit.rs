//! Fitting grids on a page: the area under the header, slots, and how
//! many puzzles and keys a page holds.

use super::*;

/// The usable page: (width, height) after orientation.
pub(crate) fn page_dims(opts: &SheetOptions) -> (f32, f32) {
    let (w, h) = (opts.page.width, opts.page.height);
    if opts.landscape == (w < h) {
        (h, w)
    } else {
        (w, h)
    }
}

/// The content area between the header and the footer: (left, bottom,
/// width, height).
pub(crate) fn content_area(
    opts: &SheetOptions,
    style: &Style,
    header: &Header,
) -> (f32, f32, f32, f32) {
    let (w, h) = page_dims(opts);
    let m = opts.margins;
    let footer = style.text * MM_PER_PT * FOOTER_ROOM;
    (
        m.left,
        m.bottom + footer,
        w - m.left - m.right,
        h - m.top - m.bottom - footer - header.height,
    )
}

/// Room kept for the footer above the bottom margin, in text sizes.
pub(crate) const FOOTER_ROOM: f32 = 2.0;
/// Slots for `n` grids: columns, rows and the grid side, mm, choosing the
/// arrangement with the biggest grids.
pub(crate) fn arrange(n: usize, area: (f32, f32), caption: f32, gap: f32) -> (usize, usize, f32) {
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

/// Checks that puzzles of `shape` fit the page under `header` as asked; the
/// puzzles a page.
pub(crate) fn puzzle_fit(
    shape: Shape,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<usize, SheetError> {
    let side = shape.side();
    if opts.symbols == Symbols::Shapes && side > 9 {
        return Err(SheetError::TooManyShapes { side });
    }
    let per_page = opts
        .per_page
        .unwrap_or_else(|| default_per_page(side, opts.large_print));
    if per_page == 0 {
        return Err(SheetError::ZeroPerPage);
    }
    let (_, _, w, h) = content_area(opts, style, header);
    if w < MIN_AREA || h < MIN_AREA {
        return Err(SheetError::NoRoom {
            page: opts.page.to_string(),
        });
    }
    let cell = |n: usize| slot_cell(n, (w, h), style.slot(false), side);
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
        return Err(SheetError::TooSmall {
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
pub(crate) const MIN_AREA: f32 = 20.0;

/// Answer keys a page for `shape` under `header`, checked against the
/// floor.
pub(crate) fn key_per_page(
    shape: Shape,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<usize, SheetError> {
    let side = shape.side();
    let (_, _, w, h) = content_area(opts, style, header);
    let cell = |n: usize| slot_cell(n, (w, h), style.slot(true), side);
    match opts.answers_per_page {
        Some(0) => Err(SheetError::ZeroPerPage),
        Some(n) => {
            let got = cell(n);
            if got < KEY_CELL_FLOOR {
                let fits = (1..n)
                    .rev()
                    .find(|&k| cell(k) >= KEY_CELL_FLOOR)
                    .unwrap_or(0);
                return Err(SheetError::TooSmall {
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
            .find(|&n| cell(n) >= KEY_CELL_DEFAULT)
            .unwrap_or(1)),
    }
}

/// The room, mm, a caption of `size` pt takes above its grid.
pub(crate) fn caption_room(size: f32) -> f32 {
    size * MM_PER_PT * CAPTION_ROOM
}

/// The cell, mm, of grids of `side` when `n` slots share an area
/// `w` x `h` (before the slot's largest cell caps it).
fn slot_cell(n: usize, area: (f32, f32), slot: Slot, side: usize) -> f32 {
    let (_, _, g) = arrange(n, area, caption_room(slot.caption), slot.gap);
    g / side as f32
}
