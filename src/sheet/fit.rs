//! Fitting grids on a page: the area under the header, slots, and how
//! many puzzles and keys a page holds.

use super::*;

/// The content area between the header and the footer.
pub(crate) fn content_area(opts: &SheetOptions, style: &Style, header: &Header) -> Rect {
    area_under(opts, style, header.height)
}

/// The content area under a header `header` mm tall, in `style`: the
/// page's body less the header and the footer.
fn area_under(opts: &SheetOptions, style: &Style, header: f32) -> Rect {
    let body = opts.frame().body();
    let footer = style.text * FOOTER_SIZE * MM_PER_PT + FOOTER_CLEAR;
    Rect::new(
        body.left,
        body.bottom + footer,
        body.width,
        body.height - footer - header,
    )
}

/// The clear gap kept over the footer's line, mm.
pub(crate) const FOOTER_CLEAR: f32 = 6.0;

/// Grids of one side on a page in balanced rows: how many in each row, top
/// first (longer rows first, no row more than one longer than another),
/// and the side of every grid, mm.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Arrangement {
    pub(crate) rows: Vec<usize>,
    pub(crate) side: f32,
}

impl Arrangement {
    /// The grids in the widest row.
    pub(crate) fn columns(&self) -> usize {
        self.rows.iter().copied().max().unwrap_or(0)
    }
}

/// The arrangement of `n` grids of `side` cells across in an area of `w` x
/// `h` mm that gives the largest grids: for each number of rows, the
/// grids spread over them as evenly as they go, each grid as large as its
/// share of the width and of the height (with its caption) allows, capped
/// by the slot's largest cell.
pub(crate) fn arrange(n: usize, area: Size, slot: Slot, side: usize) -> Arrangement {
    let Size {
        width: w,
        height: h,
    } = area;
    let n = n.max(1);
    let mut best = Arrangement {
        rows: vec![n],
        side: -1.0,
    };
    for rows in 1..=n {
        let cols = n.div_ceil(rows);
        if n.div_ceil(cols) < rows {
            // Fewer rows hold these columns: the same arrangement again.
            continue;
        }
        let across = (w - slot.gap * (cols - 1) as f32) / cols as f32;
        let down = slot.side_for_height((h - slot.gap * (rows - 1) as f32) / rows as f32);
        let g = across.min(down).min(slot.max_cell * side as f32).max(0.0);
        if g > best.side + 1e-3 {
            let (short, long) = (n / rows, n % rows);
            best = Arrangement {
                rows: (0..rows).map(|r| short + usize::from(r < long)).collect(),
                side: g,
            };
        }
    }
    best.side = best.side.max(0.0);
    best
}

/// What a puzzle takes on a page: its shape (the symbols it prints), and
/// the cells across the square it is drawn in: N, or the longer side of a
/// samurai's canvas (the shorter one centred).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The shape of its grids.
    pub shape: Shape,
    /// Cells across its square.
    pub across: usize,
}

impl Frame {
    /// The frame of puzzles of `layout`.
    pub fn of(layout: &Layout) -> Frame {
        let canvas = layout.canvas();
        Frame {
            shape: layout.shape(),
            across: canvas.rows().max(canvas.cols()),
        }
    }

    /// The frame of puzzles of `variant` on `shape` (a jigsaw's: its side).
    pub fn new(shape: Shape, variant: Variant) -> Frame {
        match Layout::new(shape, variant) {
            Ok(layout) => Frame::of(&layout),
            Err(_) => Frame {
                shape,
                across: shape.side(),
            },
        }
    }
}

/// The arrangement of `n` puzzles of `shape` on a page under `header`:
/// [`arrange`]d, and in normal print at most [`NORMAL_UNDER_LARGE`] of
/// large print's grids at that count when large print allows it (its
/// cells at its floor or more), so that large print is the larger.
pub(crate) fn puzzle_arrangement(
    n: usize,
    frame: Frame,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Arrangement {
    let side = frame.across;
    let area = content_area(opts, style, header).size();
    let mut layout = arrange(n, area, style.puzzle, side);
    if !opts.large_print {
        let large = Style::new(true);
        let area = area_under(opts, &large, header.large).size();
        let big = arrange(n, area, large.puzzle, side).side;
        if big >= large.floor * side as f32 {
            layout.side = layout.side.min(big * NORMAL_UNDER_LARGE);
        }
    }
    layout
}

/// The most of `1..n` (down from `n - 1`) whose cells, by `cell`, keep
/// `floor`; 0 if none.
fn most_that_keep(n: usize, floor: f32, cell: impl Fn(usize) -> f32) -> usize {
    (1..n).rev().find(|&k| cell(k) >= floor).unwrap_or(0)
}

/// Checks that puzzles of `frame` fit the page under `header` as asked; the
/// puzzles a page.
pub(crate) fn puzzle_fit(
    frame: Frame,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<usize, SheetError> {
    let side = frame.shape.side();
    if opts.symbols == Symbols::Shapes && side > 9 {
        return Err(SheetError::TooManyShapes { side });
    }
    let across = frame.across;
    let per_page = opts
        .per_page
        .unwrap_or_else(|| default_per_page(across, opts.large_print));
    if per_page == 0 {
        return Err(SheetError::ZeroPerPage);
    }
    let area = content_area(opts, style, header);
    if area.width < MIN_AREA || area.height < MIN_AREA {
        return Err(SheetError::NoRoom {
            page: opts.page.to_string(),
        });
    }
    let cell = |n: usize| puzzle_arrangement(n, frame, header, opts, style).side / across as f32;
    let got = cell(per_page);
    if got < style.floor {
        let fits = most_that_keep(per_page, style.floor, cell);
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

/// The grids a page of a section of `len` puzzles, `per_page` a page, is
/// arranged for: a section on one page is arranged for its own count (a
/// lone puzzle fills the page); one over several pages for a full page,
/// so that its last page has grids of the same size.
pub(crate) fn arranged_for(len: usize, per_page: usize) -> usize {
    len.min(per_page).max(1)
}

/// The smallest content area, either way, that is worth laying out, mm.
pub(crate) const MIN_AREA: f32 = 20.0;

/// Answer keys of `frame` a page by default under `header`: the most of a
/// set of round numbers that keeps the style's key cell.
pub(crate) fn default_keys(
    frame: Frame,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> usize {
    let side = frame.across;
    let area = content_area(opts, style, header).size();
    [30, 24, 20, 16, 12, 9, 8, 6, 4, 2]
        .into_iter()
        .find(|&n| arrange(n, area, style.key, side).side / side as f32 >= style.key_cell)
        .unwrap_or(1)
}

/// The side, mm, of answer keys of `frame` under `header` when `per_page`
/// share a page (asked for, or else [`default_keys`]), checked against the
/// floor.
pub(crate) fn key_side(
    frame: Frame,
    per_page: Option<usize>,
    header: &Header,
    opts: &SheetOptions,
    style: &Style,
) -> Result<f32, SheetError> {
    let side = frame.across;
    let area = content_area(opts, style, header).size();
    let grid = |n: usize| arrange(n, area, style.key, side).side;
    let n = match per_page {
        Some(0) => return Err(SheetError::ZeroPerPage),
        Some(n) => n,
        None => default_keys(frame, header, opts, style),
    };
    let cell = |n: usize| grid(n) / side as f32;
    let got = cell(n);
    if got < style.key_floor {
        let fits = match per_page {
            Some(_) => most_that_keep(n, style.key_floor, cell),
            None => 0,
        };
        return Err(SheetError::TooSmall {
            what: "answer key",
            side: frame.shape.side(),
            per_page: n,
            cell: got,
            floor: style.key_floor,
            fits,
        });
    }
    Ok(grid(n))
}

/// The room, mm, a caption of `size` pt takes above its grid.
pub(crate) fn caption_room(size: f32) -> f32 {
    size * MM_PER_PT * CAPTION_ROOM
}
